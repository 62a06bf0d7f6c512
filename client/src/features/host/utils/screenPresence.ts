import type { HostScreen } from '@quizfest/shared';
import type { HostT } from '../i18n/hostT';

/** How a screen is doing, in the words the operator reads beside it. */
export function screenPresence(t: HostT, screen: HostScreen, now: number): string {
  if (screen.connected) return t('screens.connected');
  if (!screen.lastSeenAt) return t('screens.neverSeen');
  const minutes = Math.floor((now - Date.parse(screen.lastSeenAt)) / 60_000);
  if (minutes < 1) return t('screens.justNow');
  if (minutes < 60) return t('screens.minutesAgo', { count: minutes });
  return t('screens.hoursAgo', { count: Math.floor(minutes / 60) });
}

/** A short, stable name for a screen: its place in the list and the start of its id. */
export const screenLabel = (t: HostT, screen: HostScreen, index: number) =>
  t('screens.label', { number: index + 1, id: screen.screenId.slice(0, 8) });
