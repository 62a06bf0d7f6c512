// The event views that players and screens poll every second, served from memory (design §4) so
// that a room of phones polling does not reach the database: one load per event per TTL, shared by
// every concurrent poll (single flight). Writes in this process invalidate at once; the short TTL
// bounds staleness for writes made by another instance. Players' last-seen times are gathered here
// and written in one statement every few seconds instead of one write per poll.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PlayerRecord, PublicEvent, ScreenPlayer } from '@quizfest/shared';
import type { Db } from '../db/client.js';
import { eventPlayers, events } from '../db/schema.js';
import { iso } from '../lib/dto.js';

type EventRow = typeof events.$inferSelect;
type PlayerRow = typeof eventPlayers.$inferSelect;

export type CachedEvent = {
  row: EventRow;
  publicEvent: PublicEvent;
  players: Map<string, PlayerRecord>;
  /** Named players without their ids (a player id is a credential): what screens show. */
  screenPlayers: ScreenPlayer[];
  loadedAt: number;
};

export const toPlayerRecord = (p: PlayerRow): PlayerRecord =>
  // The team key appears only once the player has made a choice (spec §4's "joined" test).
  p.infoSetAt ? { playerId: p.playerId, name: p.name, teamId: p.teamId } : { playerId: p.playerId, name: p.name };

export function toPublicEvent(row: EventRow, playerCount: number): PublicEvent {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    teamIds: row.teamIds,
    activities: row.activities,
    playerCount,
  };
}

const TTL_MS = 1000;
const LAST_SEEN_FLUSH_MS = 5000;

export class EventCache {
  private readonly entries = new Map<string, CachedEvent>();
  private readonly loading = new Map<string, Promise<CachedEvent | null>>();
  /** Bumped per event on invalidation (and for all by clear): a load started before is stale. */
  private readonly versions = new Map<string, number>();
  private epoch = 0;
  private lastSeen = new Map<string, Set<string>>();
  private readonly flusher: NodeJS.Timeout;

  constructor(private readonly db: Db) {
    this.flusher = setInterval(() => void this.flushLastSeen(), LAST_SEEN_FLUSH_MS);
    this.flusher.unref();
  }

  async get(eventId: string): Promise<CachedEvent | null> {
    const hit = this.entries.get(eventId);
    if (hit && Date.now() - hit.loadedAt < TTL_MS) return hit;
    const pending = this.loading.get(eventId);
    if (pending) return pending;
    const version = this.version(eventId);
    const load = this.load(eventId)
      .then((entry) => {
        // A load that raced with an invalidation must not put the stale view back.
        if (entry && version === this.version(eventId)) this.entries.set(eventId, entry);
        return entry;
      })
      .finally(() => this.loading.delete(eventId));
    this.loading.set(eventId, load);
    return load;
  }

  invalidate(...eventIds: string[]) {
    for (const id of eventIds) {
      this.versions.set(id, (this.versions.get(id) ?? 0) + 1);
      this.entries.delete(id);
      this.loading.delete(id);
    }
  }

  clear() {
    this.epoch++;
    this.versions.clear();
    this.entries.clear();
    this.loading.clear();
    this.lastSeen.clear();
  }

  private version(eventId: string) {
    return `${this.epoch}.${this.versions.get(eventId) ?? 0}`;
  }

  touch(eventId: string, playerId: string) {
    let set = this.lastSeen.get(eventId);
    if (!set) this.lastSeen.set(eventId, (set = new Set()));
    set.add(playerId);
  }

  async close() {
    clearInterval(this.flusher);
    await this.flushLastSeen();
  }

  async flushLastSeen() {
    const batch = this.lastSeen;
    this.lastSeen = new Map();
    for (const [eventId, players] of batch) {
      try {
        await this.db
          .update(eventPlayers)
          .set({ lastSeenAt: sql`now()` })
          .where(and(eq(eventPlayers.eventId, eventId), inArray(eventPlayers.playerId, [...players])));
      } catch {
        // Last-seen is advisory; a database blip must not take the poll path down with it.
      }
    }
  }

  private async load(eventId: string): Promise<CachedEvent | null> {
    const [row] = await this.db.select().from(events).where(eq(events.id, eventId));
    if (!row) return null;
    const rows = await this.db.select().from(eventPlayers).where(eq(eventPlayers.eventId, eventId)).orderBy(eventPlayers.joinedAt);
    const players = new Map(rows.map((p) => [p.playerId, toPlayerRecord(p)]));
    const screenPlayers = rows.filter((p) => p.infoSetAt && p.name).map((p) => ({ name: p.name!, teamId: p.teamId }));
    return { row, publicEvent: toPublicEvent(row, rows.length), players, screenPlayers, loadedAt: Date.now() };
  }
}
