// The question's reading time on a phone (the quiz's setting): the question shows, the options
// wait, and the seconds until answers open are counted down, so nobody is caught out when they do.
import { Alert } from '../../../components/phoneKit';
import { useTranslation } from '../../../i18n/playTranslation';

export function ReadingNotice({ msLeft }: { msLeft: number }) {
  const { t } = useTranslation();
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  return (
    <Alert role="status" variant="light" color="blue" radius="md" title={t('question.reading')}>
      {t('question.answersOpenIn', { count: seconds })}
    </Alert>
  );
}
