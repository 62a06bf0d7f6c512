// The floating back button of spec §2: switches the join page between player and screen mode.
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';

export function ModeToggleButton({ screenMode }: { screenMode: boolean }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="light"
      radius="xl"
      size="md"
      leftSection={<IconArrowLeft aria-hidden size={18} />}
      style={{ position: 'fixed', top: 12, left: 12, zIndex: 150 }}
      onClick={() =>
        void navigate({
          to: '/',
          search: (prev) => ({ ...prev, isScreen: screenMode ? undefined : true }),
          replace: true,
        })
      }
    >
      {screenMode ? 'Join as a player' : 'Join as a screen'}
    </Button>
  );
}
