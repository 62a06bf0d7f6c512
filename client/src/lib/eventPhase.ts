// Where an event stands against its dates (docs/PRODUCT-RULES.md#events); the live phases come later from the server.
export type EventPhase = 'before' | 'open' | 'ended';

export function eventPhase(event: { startDate: string; endDate: string }, now: number): EventPhase {
  if (now < Date.parse(event.startDate)) return 'before';
  if (now >= Date.parse(event.endDate)) return 'ended';
  return 'open';
}
