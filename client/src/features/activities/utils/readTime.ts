import { LIMITS } from '@quizfest/shared';
import type { TFunction } from 'i18next';
import type { SecondsValue } from './timeLimit';

const RANGE = { min: 0, max: LIMITS.readTimeMax };

/** The reading time field: whole seconds from 0 to LIMITS.readTimeMax, kept as typed when out of range. */
export const READ_TIME_FIELD = { ...RANGE, step: 1, allowDecimal: false, allowNegative: false, clampBehavior: 'none' } as const;

/** The message for the quiz's reading time, checked before Save as the server checks it; null when valid. */
export function readTimeError(t: TFunction<'manage'>, value: SecondsValue): string | null {
  const seconds = Number(value);
  if (value === '') return t('quiz.readTime.required', RANGE);
  return Number.isInteger(seconds) && seconds >= RANGE.min && seconds <= RANGE.max ? null : t('quiz.readTime.outOfRange', RANGE);
}
