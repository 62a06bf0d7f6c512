// Countdown wording (docs/PRODUCT-RULES.md#player-page): whole days above 24 hours, else hours and minutes, else minutes,
// in the language of `t` (each language's plural rules: '1 minute', '2 minutes'; '0 minute' in French).
import { COUNTDOWN_DAYS_ABOVE_MS } from '@quizfest/shared';
import type { PlayT } from '../i18n/phoneTexts';

export function formatTimeLeft(ms: number, t: PlayT): string {
  if (ms > COUNTDOWN_DAYS_ABOVE_MS) return t('time.days', { count: Math.floor(ms / 86_400_000) });
  // Rounded up so that the last seconds still read "1 minute", never "0 minutes".
  const totalMinutes = Math.max(0, Math.ceil(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return t('time.minutes', { count: minutes });
  if (minutes === 0) return t('time.hours', { count: hours });
  return t('time.hoursMinutes', { hours: t('time.hours', { count: hours }), minutes: t('time.minutes', { count: minutes }) });
}
