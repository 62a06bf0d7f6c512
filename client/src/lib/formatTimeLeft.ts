// Countdown wording (docs/PRODUCT-RULES.md#player-page): whole days above 24 hours, else hours and minutes, else minutes.
import { COUNTDOWN_DAYS_ABOVE_MS } from '@quizfest/shared';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export function formatTimeLeft(ms: number): string {
  if (ms > COUNTDOWN_DAYS_ABOVE_MS) return plural(Math.floor(ms / 86_400_000), 'day');
  // Rounded up so that the last seconds still read "1 minute", never "0 minutes".
  const totalMinutes = Math.max(0, Math.ceil(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return plural(minutes, 'minute');
  if (minutes === 0) return plural(hours, 'hour');
  return `${plural(hours, 'hour')} ${plural(minutes, 'minute')}`;
}
