import type { HostScreen } from '@quizfest/shared';

/** How a screen is doing, in the words the operator reads beside it. */
export function screenPresence(screen: HostScreen, now: number): string {
  if (screen.connected) return 'Connected';
  if (!screen.lastSeenAt) return 'Not seen since the server started';
  const minutes = Math.floor((now - Date.parse(screen.lastSeenAt)) / 60_000);
  if (minutes < 1) return 'Last seen just now';
  if (minutes < 60) return `Last seen ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return `Last seen ${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
}

/** A short, stable name for a screen: its place in the list and the start of its id. */
export const screenLabel = (screen: HostScreen, index: number) => `Screen ${index + 1} · ${screen.screenId.slice(0, 8)}`;
