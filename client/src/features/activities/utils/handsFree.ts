import { LIMITS } from '@quizfest/shared';
import type { TFunction } from 'i18next';
import { SECONDS_FIELD, type SecondsValue } from './timeLimit';

const RANGE = { min: LIMITS.handsFreeSecondsMin, max: LIMITS.handsFreeSecondsMax };

/** The hands-free seconds field: as the time limits' (kept as typed when out of range), within LIMITS by 1 s. */
export const HANDS_FREE_FIELD = { ...SECONDS_FIELD, ...RANGE, step: 1 } as const;

/** The message for a hands-free quiz's seconds per answer and leaderboard, checked before Save as the server checks it; null when valid. */
export function handsFreeSecondsError(t: TFunction<'manage'>, value: SecondsValue): string | null {
  const seconds = Number(value);
  if (value === '') return t('quiz.handsFree.required', RANGE);
  return Number.isInteger(seconds) && seconds >= RANGE.min && seconds <= RANGE.max ? null : t('quiz.handsFree.outOfRange', RANGE);
}
