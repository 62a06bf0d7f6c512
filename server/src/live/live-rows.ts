// The event row's part in every change of the live game (live-store.ts, host-corrections.ts): a
// change first claims the revision it read, so that of two racing changes (two instances, a host
// and a deadline timer) exactly one applies, then writes the new state.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { events } from '../db/schema.js';
import type { StoredLive } from './engine/live-state.js';

/** Claims revision `seen` of the event (locking its row) or returns false when it moved on. */
export async function claim(tx: DbOrTx, eventId: string, seen: number): Promise<boolean> {
  const rows = await tx
    .update(events)
    .set({ rev: sql`${events.rev} + 1` })
    .where(and(eq(events.id, eventId), eq(events.rev, seen)))
    .returning({ rev: events.rev });
  return rows.length === 1;
}

export const RACED = 'The event changed at the same moment; try again';

export async function writeLive(tx: DbOrTx, eventId: string, live: StoredLive, dates?: { startDate?: Date; endDate?: Date }) {
  const [row] = await tx
    .update(events)
    .set({ live, ...dates, updatedAt: new Date() })
    .where(eq(events.id, eventId))
    .returning({ rev: events.rev });
  return row!.rev;
}
