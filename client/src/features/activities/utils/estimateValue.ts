import { isNumeric, parseEstimate, type Question } from '@quizfest/shared';
import type { TFunction } from 'i18next';

/**
 * A number field's value as Mantine's NumberInput gives it: a number, or text while it is not one
 * yet or not exactly one ('', '-', '3.', '3.50', a number of 14 digits or more).
 */
export type EstimateFieldValue = number | string;

/** The number a field's value stands for, to the decimals an estimate keeps; none while empty or half typed. */
export function estimateOf(value: EstimateFieldValue): number | undefined {
  // The field gives plain digits with '.' for the decimal point, whatever decimal sign it shows.
  return parseEstimate(String(value)) ?? undefined;
}

// Emptied, a field leaves the question rather than staying as 0: an absent tolerance means only
// the value is right, and an absent value is what the Save check reports.
function withNumber(question: Question, field: 'correctValue' | 'tolerance', value: EstimateFieldValue): Question {
  const { [field]: _previous, ...rest } = question;
  const n = estimateOf(value);
  return n === undefined ? rest : { ...rest, [field]: n };
}

export const setCorrectValue = (question: Question, value: EstimateFieldValue): Question => withNumber(question, 'correctValue', value);
export const setTolerance = (question: Question, value: EstimateFieldValue): Question => withNumber(question, 'tolerance', value);

/** The message for a numeric estimate without its value, checked before Save as the server checks it; null otherwise. */
export function correctValueError(t: TFunction<'manage'>, question: Question): string | null {
  return isNumeric(question.type) && question.correctValue === undefined ? t('quiz.estimate.valueRequired') : null;
}
