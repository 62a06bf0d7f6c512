// The back button forgets the event (the player id stays) and returns to the join page.
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { clearEventId } from '../../../lib/participant';

/**
 * On a phone the button shares its row with the language switch and the theme toggle: its label is
 * the short one ('Quitter'), its name for screen readers the whole ('Quitter l’événement').
 */
export function LeaveEventButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      size="md"
      leftSection={<IconArrowLeft size={20} aria-hidden />}
      aria-label={t('player.leave')}
      onClick={() => {
        clearEventId();
        void navigate({ to: '/' });
      }}
    >
      {t('player.leaveShort')}
    </Button>
  );
}
