// The back button forgets the event (the player id stays) and returns to the join page.
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { clearEventId } from '../../../lib/participant';

export function LeaveEventButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      size="md"
      leftSection={<IconArrowLeft size={20} aria-hidden />}
      onClick={() => {
        clearEventId();
        void navigate({ to: '/' });
      }}
    >
      {t('player.leave')}
    </Button>
  );
}
