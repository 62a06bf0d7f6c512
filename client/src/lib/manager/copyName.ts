// Issue 21: the name a duplicate gets, "<name> (copy)" in the manager's language. The server takes
// names of at most LIMITS.nameMax characters, so a long name is shortened before the suffix rather
// than the copy being refused.
import { LIMITS } from '@quizfest/shared';
import type { TFunction } from 'i18next';

export function copyName(t: TFunction<'manage'>, name: string, max: number = LIMITS.nameMax): string {
  const whole = t('copies.name', { name });
  if (whole.length <= max) return whole;
  const over = whole.length - max + 1; // one more for the ellipsis
  return t('copies.name', { name: `${name.slice(0, Math.max(1, name.length - over)).trimEnd()}…` }).slice(0, max);
}
