// Said right under the countdown while the host holds the question: the options wait, and an
// answer that raced the pause was not taken.
import { Alert } from '../../../components/phoneKit';
import { IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/playTranslation';

export function PausedNotice({ refused }: { refused: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert role="status" variant="light" color="yellow" radius="md" icon={<IconPlayerPause size={20} />} title={t('question.paused')}>
      {refused ? t('question.pausedRefused') : t('question.pausedHint')}
    </Alert>
  );
}
