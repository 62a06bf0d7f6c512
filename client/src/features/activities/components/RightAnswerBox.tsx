import { Checkbox } from '@mantine/core';
import type { Question } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';
import { canToggleRightAnswer, isRightAnswer, toggleRightAnswer } from '../utils/rightAnswers';

type Props = { question: Question; option: number; onChange: (question: Question) => void };

/**
 * Whether one option of a several-right-answers question is right. A box, not a radio, so several
 * can be ticked; the last right one cannot be unticked (the question needs one), so it is disabled.
 */
export function RightAnswerBox({ question, option, onChange }: Props) {
  const { t } = useTranslation('manage');
  return (
    <Checkbox
      aria-label={t('quiz.severalRight.optionRight', { number: option })}
      checked={isRightAnswer(question, option)}
      disabled={!canToggleRightAnswer(question, option)}
      onChange={() => onChange(toggleRightAnswer(question, option))}
      mr={4}
    />
  );
}
