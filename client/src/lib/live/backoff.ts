// Reconnection delays with "full jitter": after a server restart a whole venue reconnects, and
// random spreading over the whole window keeps them from arriving in synchronized waves.
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_CAP_MS = 10_000;

/** The delay before reconnection attempt `attempt` (0 for the first retry). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}
