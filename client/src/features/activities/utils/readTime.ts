import { LIMITS } from '@quizfest/shared';
import type { TFunction } from 'i18next';
import { SECONDS_FIELD, type SecondsValue } from './timeLimit';

const RANGE = { min: 0, max: LIMITS.readTimeMax };

/** The reading time field: as the time limits' (kept as typed when out of range), 0 to LIMITS.readTimeMax by 1 s. */
export const READ_TIME_FIELD = { ...SECONDS_FIELD, ...RANGE, step: 1 } as const;

/** The message for the quiz's reading time, checked before Save as the server checks it; null when valid. */
export function readTimeError(t: TFunction<'manage'>, value: SecondsValue): string | null {
  const seconds = Number(value);
  if (value === '') return t('quiz.readTime.required', RANGE);
  return Number.isInteger(seconds) && seconds >= RANGE.min && seconds <= RANGE.max ? null : t('quiz.readTime.outOfRange', RANGE);
}
