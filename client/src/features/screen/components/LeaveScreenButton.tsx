// A way off the screen page: forgets the event and goes back to joining as a screen.
import { ActionIcon } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { clearEventId } from '../../../lib/participant';

export function LeaveScreenButton() {
  const navigate = useNavigate();
  return (
    <ActionIcon
      variant="subtle"
      size="xl"
      aria-label="Leave event"
      onClick={() => {
        clearEventId();
        void navigate({ to: '/', search: { isScreen: true } });
      }}
    >
      <IconArrowLeft aria-hidden />
    </ActionIcon>
  );
}
