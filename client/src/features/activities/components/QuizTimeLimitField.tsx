import { NumberInput } from '@mantine/core';
import { LIMITS } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';
import type { SecondsValue } from '../utils/timeLimit';

type Props = { value: SecondsValue; error: string | null; onChange: (value: SecondsValue) => void };

/**
 * The quiz-wide time limit, beside the quiz name: the seconds of every question that sets none.
 * Out-of-range values stay as typed (no clamping on blur) so the message says what is wrong.
 */
export function QuizTimeLimitField({ value, error, onChange }: Props) {
  const { t } = useTranslation('manage');
  return (
    <NumberInput
      label={t('quiz.timeLimit.quizLabel')}
      description={t('quiz.timeLimit.quizDescription')}
      value={value}
      error={error}
      onChange={onChange}
      min={LIMITS.questionTimeLimitMin}
      max={LIMITS.questionTimeLimitMax}
      step={5}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      w={300}
    />
  );
}
