import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SECONDS_FIELD, type SecondsValue } from '../utils/timeLimit';

type Props = { value: SecondsValue; error: string | null; onChange: (value: SecondsValue) => void };

/** The quiz-wide time limit, beside the quiz name: the seconds of every question that sets none. */
export function QuizTimeLimitField({ value, error, onChange }: Props) {
  const { t } = useTranslation('manage');
  return (
    <NumberInput
      label={t('quiz.timeLimit.quizLabel')}
      description={t('quiz.timeLimit.quizDescription')}
      value={value}
      error={error}
      onChange={onChange}
      {...SECONDS_FIELD}
      w={300}
    />
  );
}
