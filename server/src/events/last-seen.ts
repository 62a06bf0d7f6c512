// Players' last-seen times (every poll and socket of theirs touches them, event-cache.ts): gathered
// in memory and written in one statement per event every few seconds, not one write per poll.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inUuids } from '../db/jsonb-param.js';
import { eventPlayers } from '../db/schema.js';

const LAST_SEEN_FLUSH_MS = 5000;

export class LastSeen {
  /** The players seen since the last flush, by event. */
  private seen = new Map<string, Set<string>>();
  private readonly flusher: NodeJS.Timeout;

  constructor(private readonly db: Db) {
    this.flusher = setInterval(() => void this.flush(), LAST_SEEN_FLUSH_MS);
    this.flusher.unref();
  }

  /** How many events have players waiting to be written (tests, diagnostics). */
  get size() {
    return this.seen.size;
  }

  touch(eventId: string, playerId: string) {
    let set = this.seen.get(eventId);
    if (!set) this.seen.set(eventId, (set = new Set()));
    set.add(playerId);
  }

  async flush() {
    const batch = this.seen;
    this.seen = new Map();
    for (const [eventId, players] of batch) {
      try {
        await this.db
          .update(eventPlayers)
          .set({ lastSeenAt: sql`now()` })
          .where(
            and(
              eq(eventPlayers.eventId, eventId),
              // One parameter whatever the count: a room's thousands of players are one prepared statement.
              inUuids(eventPlayers.playerId, [...players]),
            ),
          );
      } catch {
        // Last-seen is advisory; a database blip must not take the poll path down with it.
      }
    }
  }

  clear() {
    this.seen.clear();
  }

  /** Stops the timer; what was gathered since the last flush is still written. */
  async close() {
    clearInterval(this.flusher);
    await this.flush();
  }
}
