import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { questionTimeLimitError, SECONDS_FIELD, type SecondsValue } from '../utils/timeLimit';

type Props = { number: number; seconds: number | undefined; quizSeconds: number | null; onChange: (value: SecondsValue) => void };

/**
 * A question's own time limit, which both languages share. Empty means the quiz's, shown as the
 * placeholder. Label, field and hint sit on one line (a card's every line counts on a laptop); the
 * label is the same on every card, so the field's name adds the question's number.
 */
export function QuestionTimeLimitField({ number, seconds, quizSeconds, onChange }: Props) {
  const { t } = useTranslation('manage');
  return (
    <NumberInput
      size="xs"
      label={t('quiz.timeLimit.questionLabel')}
      aria-label={t('quiz.timeLimit.questionName', { number })}
      description={
        quizSeconds === null ? t('quiz.timeLimit.questionHintNoDefault') : t('quiz.timeLimit.questionHint', { seconds: quizSeconds })
      }
      placeholder={quizSeconds === null ? undefined : String(quizSeconds)}
      value={seconds ?? ''}
      error={questionTimeLimitError(t, seconds)}
      onChange={onChange}
      {...SECONDS_FIELD}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{
        root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 'var(--mantine-spacing-xs)' },
        label: { margin: 0 },
        wrapper: { width: 88, margin: 0 },
        description: { margin: 0 },
        error: { flexBasis: '100%' },
      }}
    />
  );
}
