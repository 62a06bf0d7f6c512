import { LIMITS, type Question } from '@quizfest/shared';
import type { TFunction } from 'i18next';

/**
 * A time limit field's value as Mantine's NumberInput gives it: a number, '' while empty, or the
 * digits as text for a number too large to be exact (which is out of range anyway).
 */
export type SecondsValue = number | string;

const RANGE = { min: LIMITS.questionTimeLimitMin, max: LIMITS.questionTimeLimitMax };

/**
 * What the quiz's and each question's seconds fields share: whole seconds within LIMITS, steps of
 * 5, and no clamping on blur, so an out-of-range value stays as typed and its message says why.
 */
export const SECONDS_FIELD = {
  ...RANGE,
  step: 5,
  allowDecimal: false,
  allowNegative: false,
  clampBehavior: 'none',
} as const;
const inRange = (seconds: number) => Number.isInteger(seconds) && seconds >= RANGE.min && seconds <= RANGE.max;

/**
 * The message for the quiz's time limit, checked before Save as the server checks it (whole
 * seconds within LIMITS); null when it is one. It may not be empty: it is what questions fall back to.
 */
export function quizTimeLimitError(t: TFunction<'manage'>, value: SecondsValue): string | null {
  if (value === '') return t('quiz.timeLimit.required', RANGE);
  return inRange(Number(value)) ? null : t('quiz.timeLimit.outOfRange', RANGE);
}

/** The message for a question's own time limit; empty is fine (the quiz's applies). */
export function questionTimeLimitError(t: TFunction<'manage'>, seconds: number | undefined): string | null {
  return seconds === undefined || inRange(seconds) ? null : t('quiz.timeLimit.questionOutOfRange', RANGE);
}

/** The question with its own time limit set, or without one when the field is emptied. */
export function setQuestionTimeLimit(question: Question, value: SecondsValue): Question {
  const { timeLimit: _previous, ...rest } = question;
  return value === '' ? rest : { ...rest, timeLimit: Number(value) };
}
