// The back button forgets the event (the player id stays) and returns to the join page.
import { Button } from '../../../components/phoneKit';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/playTranslation';
import { clearEventId } from '../../../lib/participant';
import { useToJoinPage } from '../toJoinPage';

/**
 * On a phone the button shares its row with the language switch and the theme toggle: its label is
 * the short one ('Quitter'), its name for screen readers the whole ('Quitter l’événement').
 */
export function LeaveEventButton() {
  const { t } = useTranslation();
  const toJoinPage = useToJoinPage();
  return (
    <Button
      variant="subtle"
      size="md"
      leftSection={<IconArrowLeft size={20} aria-hidden />}
      aria-label={t('player.leave')}
      onClick={() => {
        clearEventId();
        toJoinPage({ replace: false });
      }}
    >
      {t('player.leaveShort')}
    </Button>
  );
}
