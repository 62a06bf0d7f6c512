import type { Question, QuizLanguage } from '@quizfest/shared';
import { formatEstimate, formatEstimateUnit } from '../../../lib/live/estimate';

/**
 * A numeric estimate's right answer as the import preview words it in one of its languages, as the
 * spreadsheets write it: '1969 ± 2 years', '3,5 km' in French; empty without a value. Numbers are
 * grouped from five digits on, so that a year reads as one.
 */
export function estimateWording({ correctValue, tolerance, texts }: Question, language: QuizLanguage): string {
  if (correctValue === undefined) return '';
  const value = tolerance
    ? `${formatEstimate(correctValue, language)} ± ${formatEstimate(tolerance, language)}`
    : formatEstimate(correctValue, language);
  return formatEstimateUnit(value, texts[language]?.unit);
}
