// What players, screens and the host see of an event, held in memory (docs/ARCHITECTURE.md#live-data-flow) so that a room of
// phones polling or connected does not reach the database: one load per event (event-load.ts),
// shared by every concurrent reader (single flight), dropped by the publisher when the event changes
// (in this process, or in another one through NOTIFY). The TTL is only a safety net for a lost
// notification. Memory is bounded whatever arrives (issue 18): an entry unread for a while whose
// event has no socket here is dropped, and past a number of entries the least recently read go
// first; a dropped entry simply loads again on its next read. Every other map here is keyed by
// events being loaded or changed right now, and is emptied when that ends, so ids never loaded
// leave nothing behind. This process's own changes are applied to the entries in place where they
// can be (applyState, applyPlayers, recordAnswers). An entry's shape is in cached-event.ts; the
// players' last-seen times touched through here are gathered and written in last-seen.ts.
import type { PlayerRecord } from '@quizfest/shared';
import type { Db } from '../db/client.js';
import type { eventPlayers } from '../db/schema.js';
import { readLive } from '../live/engine/live-state.js';
import { RANKS_MEMO } from '../live/views.js';
import { cachedEvent, toPublicEvent, type CachedEvent, type CurrentAnswer, type EventRow } from './cached-event.js';
import { loadEvent } from './event-load.js';
import { applyPlayer, toPlayerRecord } from './event-roster.js';
import { LastSeen } from './last-seen.js';

/** A safety net only: changes arrive by invalidation (this process) or NOTIFY (the others). */
const TTL_MS = 10_000;

export type EventCacheLimits = {
  /** An entry unread for this long, whose event has no socket here, is dropped. */
  idleMs: number;
  /**
   * At most this many events in memory (entries and kept rosters), whatever arrives: past it, the
   * least recently read go first, those whose event has no socket here before the others.
   */
  maxEntries: number;
  /** How often idle entries are looked for. */
  sweepMs: number;
};
export const EVENT_CACHE_LIMITS: EventCacheLimits = { idleMs: 2 * 60_000, maxEntries: 500, sweepMs: 15_000 };

/**
 * An event id that loaded as no event is answered as none for this long without a query: phones
 * still polling an event deleted or reset away (a venue's hundreds behind one address) cost one
 * look-up per event and per interval, not one per poll (lib/lookup-budget.ts counts the rest).
 */
const MISSING_TTL_MS = 10_000;
/** At most this many such ids are kept: made-up ids fill it, the oldest go first. */
const MISSING_MAX = 10_000;

/** A load under way; `stale` once an invalidation came after it started: what it reads is not kept. */
type Load = { promise: Promise<CachedEvent | null>; stale: boolean };

export class EventCache {
  private readonly entries = new Map<string, CachedEvent>();
  /** The load under way per event; an invalidated one is marked stale and leaves this map. */
  private readonly loading = new Map<string, Load>();
  /**
   * Entries whose live state moved (a transition) but whose roster did not: the next load re-reads
   * the event row, teams and answers, and takes its players from here instead of from the database.
   */
  private readonly rosters = new Map<string, CachedEvent>();
  /** Ids that loaded as no event, until when that answer stands (MISSING_TTL_MS), oldest first. */
  private readonly missing = new Map<string, number>();
  /** Players' records that changed while their event's roster was loading, in order. */
  private readonly pendingPlayers = new Map<string, PlayerRecord[]>();
  private readonly lastSeen: LastSeen;
  private readonly sweeper: NodeJS.Timeout;
  private readonly limits: EventCacheLimits;
  /** Whether an event has sockets here (live-hub.ts says): its entry is kept however long unread. */
  private inUse: (eventId: string) => boolean = () => false;
  /** Write phases of imports under way: entries then outlive their TTL (see servingStaleDuring). */
  private holds = 0;

  constructor(
    private readonly db: Db,
    limits: Partial<EventCacheLimits> = {},
  ) {
    this.limits = { ...EVENT_CACHE_LIMITS, ...limits };
    this.lastSeen = new LastSeen(db);
    this.sweeper = setInterval(() => this.evictIdle(), this.limits.sweepMs);
    this.sweeper.unref();
  }

  /**
   * Events with sockets here keep their entry while unread: their pushes read it, and reloading a
   * venue's roster when the next question opens would delay it for the whole room.
   */
  keepWhile(inUse: (eventId: string) => boolean) {
    this.inUse = inUse;
  }

  /** The entry in memory, without loading (for pushes that must not wait). */
  peek(eventId: string): CachedEvent | undefined {
    return this.entries.get(eventId);
  }

  /**
   * The entry in memory, or the load under way for it (a reload after a change), without starting
   * one: what an answer may wait for without reaching the database for an event nobody reads.
   */
  peekOrLoading(eventId: string): CachedEvent | Promise<CachedEvent | null> | undefined {
    return this.entries.get(eventId) ?? this.loading.get(eventId)?.promise;
  }

  /** The events in memory with this join code (a code is reused only by events far apart in time). */
  withCode(code: string): CachedEvent[] {
    return [...this.entries.values()].filter((e) => e.row.code === code);
  }

  /**
   * Whether this instance holds the event, is loading it, or found it missing less than MISSING_TTL_MS
   * ago (`missing`): a read of it costs no look-up of its own.
   */
  knows(eventId: string, now = Date.now()): boolean {
    return this.entries.has(eventId) || this.loading.has(eventId) || (this.missing.get(eventId) ?? 0) > now;
  }

  /** Whether the held event has this player: a name or team for one it has costs no look-up of them. */
  holdsPlayer(eventId: string, playerId: string): boolean {
    return this.entries.get(eventId)?.players.has(playerId) ?? false;
  }

  cachedEventIds(): string[] {
    return [...this.entries.keys()];
  }

  async get(eventId: string): Promise<CachedEvent | null> {
    const missingUntil = this.missing.get(eventId);
    if (missingUntil !== undefined) {
      if (missingUntil > Date.now()) return null;
      this.missing.delete(eventId);
    }
    const hit = this.entries.get(eventId);
    if (hit) {
      const now = Date.now();
      hit.readAt = now;
      if (this.holds > 0 || now - hit.loadedAt < TTL_MS) return hit;
    }
    const load = (this.loading.get(eventId) ?? this.startLoad(eventId)).promise;
    if (!hit) return load;
    // Past its TTL (a safety net, not a change): served once more while the reload runs, so that
    // no poll waits for a whole roster to load. A failed reload leaves it for the next read to retry.
    load.catch(() => {});
    return hit;
  }

  /** One read of the event from the database (event-load.ts), its roster taken from a kept one if any. */
  private load(eventId: string): Promise<CachedEvent | null> {
    return loadEvent(this.db, eventId, this.rosters.get(eventId));
  }

  private startLoad(eventId: string): Load {
    const load: Load = { promise: Promise.resolve(null), stale: false };
    // A load that is not stale is the one `loading` holds: an invalidation removes it from there.
    // It leaves the map in the same step as it lands, so that no change falls between the two.
    load.promise = this.load(eventId).then(
      (entry) => {
        // A load that raced with an invalidation must not put the stale view back.
        if (load.stale) return entry;
        this.loading.delete(eventId);
        this.rosters.delete(eventId);
        const pending = this.pendingPlayers.get(eventId);
        this.pendingPlayers.delete(eventId);
        if (entry && pending) {
          for (const record of pending) applyPlayer(entry, record);
          entry.publicEvent = { ...entry.publicEvent, playerCount: entry.players.size };
        }
        if (entry) {
          this.entries.set(eventId, entry);
          this.holdToLimit(eventId);
        } else {
          this.entries.delete(eventId);
          this.noteMissing(eventId);
        }
        return entry;
      },
      (error: unknown) => {
        // The changes that waited for it are in the database: the next load reads them there.
        if (!load.stale) {
          this.loading.delete(eventId);
          this.pendingPlayers.delete(eventId);
        }
        throw error;
      },
    );
    this.loading.set(eventId, load);
    return load;
  }

  /**
   * Drops entries (and kept rosters) unread for the idle time whose event has no socket here. Not
   * while an import holds the entries: a reload would wait for its whole transaction.
   */
  evictIdle(now = Date.now()) {
    if (this.holds > 0) return;
    const before = now - this.limits.idleMs;
    for (const map of [this.entries, this.rosters]) {
      for (const [id, entry] of map) if (entry.readAt < before && !this.inUse(id)) map.delete(id);
    }
  }

  /**
   * Past the cap, the least recently read go, events without sockets here first; never `landed`,
   * the entry a read is waiting for. Sorting runs only past the cap, on a landing load.
   */
  private holdToLimit(landed: string) {
    const excess = this.entries.size + this.rosters.size - this.limits.maxEntries;
    if (excess <= 0) return;
    const held = [...this.rosters, ...this.entries]
      .filter(([id]) => id !== landed)
      .map(([id, entry]) => ({ id, readAt: entry.readAt, inUse: this.inUse(id) }))
      .sort((a, b) => Number(a.inUse) - Number(b.inUse) || a.readAt - b.readAt);
    for (const { id } of held.slice(0, excess)) {
      this.entries.delete(id);
      this.rosters.delete(id);
    }
  }

  /** How many events each map holds: what the limits bound (tests, diagnostics). */
  sizes() {
    return {
      entries: this.entries.size,
      loading: this.loading.size,
      rosters: this.rosters.size,
      pendingPlayers: this.pendingPlayers.size,
      lastSeen: this.lastSeen.size,
    };
  }

  /**
   * Runs `work` (an import's transaction) with every cached entry served past its TTL: what they
   * show is still the committed data, and reloading them would wait for the whole transaction (PGlite
   * has one connection), stalling every poll. The importer clears the cache once it commits.
   */
  async servingStaleDuring<T>(work: () => Promise<T>): Promise<T> {
    this.holds++;
    try {
      return await work();
    } finally {
      this.holds--;
    }
  }

  private noteMissing(eventId: string) {
    this.missing.delete(eventId);
    this.missing.set(eventId, Date.now() + MISSING_TTL_MS);
    if (this.missing.size > MISSING_MAX) this.missing.delete(this.missing.keys().next().value!);
  }

  invalidate(...eventIds: string[]) {
    for (const id of eventIds) {
      this.missing.delete(id);
      // Only a load under way needs to know; an id never loaded leaves nothing behind.
      const load = this.loading.get(id);
      if (load) load.stale = true;
      this.entries.delete(id);
      this.loading.delete(id);
      this.rosters.delete(id);
      this.pendingPlayers.delete(id);
    }
  }

  /**
   * The event's live state changed (a host action, a question closing) and its players did not: the
   * next read reloads all but the roster, which at venue scale is most of the load and of the time a
   * question takes to reach the room.
   */
  refreshState(eventId: string) {
    const roster = this.rosters.get(eventId) ?? this.entries.get(eventId);
    this.invalidate(eventId);
    if (roster) this.rosters.set(eventId, roster);
  }

  /**
   * This process's own change that moved only the live state (a question opening, the leaderboard,
   * a pause: live-store.ts, Applied.committed), with the row as it committed it: the entry takes
   * the new state in memory instead of reloading the row, the teams and every player's points,
   * which at a question opening was the time between the commit and the first phone's frame. Only
   * when the entry holds exactly the state the change started from (the revision before) and no
   * load is under way; otherwise, as refreshState. `answersKept`: the current question and its
   * answers are the same. Returns the new entry, if it made one.
   */
  applyState(row: EventRow, answersKept: boolean): CachedEvent | undefined {
    const entry = this.entries.get(row.id);
    if (!entry || entry.row.rev !== row.rev - 1 || this.loading.has(row.id)) {
      this.refreshState(row.id);
      return undefined;
    }
    const live = readLive(row.live);
    // Nobody's points moved: the ranks stay, and so does the count of who is connected.
    const memo = new Map<string, unknown>();
    for (const key of ['connectedCount', RANKS_MEMO]) if (entry.memo.has(key)) memo.set(key, entry.memo.get(key));
    const now = Date.now();
    const next = cachedEvent({
      row,
      live,
      publicEvent: toPublicEvent(row, entry.players.size),
      roster: entry,
      teams: entry.teams,
      totals: entry.totals,
      // A new question has no answers yet, and a skipped one's were discarded.
      currentAnswers: answersKept ? entry.currentAnswers : new Map(),
      answersVersion: answersKept ? entry.answersVersion : 0,
      loadedAt: now,
      memo,
    });
    this.entries.set(row.id, next);
    return next;
  }

  clear() {
    for (const load of this.loading.values()) load.stale = true;
    this.entries.clear();
    this.loading.clear();
    this.rosters.clear();
    this.pendingPlayers.clear();
    this.lastSeen.clear();
    this.missing.clear();
  }

  /**
   * One player's row, read on its own because this instance had not heard of the player yet
   * (live-hub.ts, `entryWithPlayer`): a removed player is barred, any other goes in as a join would.
   */
  applyPlayerRow(eventId: string, row: typeof eventPlayers.$inferSelect) {
    if (!row.removedAt) return this.applyPlayers(eventId, [toPlayerRecord(row)]);
    const entry = this.rosters.get(eventId) ?? this.entries.get(eventId);
    if (entry && !entry.players.has(row.playerId)) entry.removed.add(row.playerId);
  }

  /**
   * Players who joined or gave their name and team in this process (or another, through NOTIFY):
   * applied to the entry instead of reloading the whole roster, which at venue scale (thousands of
   * joins a minute, each followed by polls) would reload every player for every join. A load in
   * flight may predate the change: it is dropped, and the next read loads afresh.
   */
  applyPlayers(eventId: string, records: PlayerRecord[]) {
    // A load in flight that takes its roster from a kept entry sees the change there; one that
    // reads the roster may have read it before this change: the change waits and is applied to what
    // it loads. (Dropping that load instead would let a storm of joins keep every load from landing.)
    if (this.loading.has(eventId) && !this.rosters.has(eventId)) {
      const waiting = this.pendingPlayers.get(eventId);
      if (waiting) waiting.push(...records);
      else this.pendingPlayers.set(eventId, [...records]);
      return;
    }
    const entry = this.rosters.get(eventId) ?? this.entries.get(eventId);
    if (!entry) return;
    for (const record of records) applyPlayer(entry, record);
    entry.publicEvent = { ...entry.publicEvent, playerCount: entry.players.size };
    // Views built from the roster go. The connected count is time-bound and stays (counting walks
    // the roster: redoing it per join would make a join storm quadratic), and so do the ranks when
    // the players of this change have no points: a 0-point player moves no one's rank, and gets
    // its own from the totals already ranked (late joiners during a question re-ranked the room).
    const noPoints = records.every((r) => !entry.totals.get(r.playerId));
    const kept = noPoints ? ['connectedCount', RANKS_MEMO] : ['connectedCount'];
    const views = kept.map((key) => [key, entry.memo.get(key)] as const);
    entry.memo.clear();
    for (const [key, view] of views) if (view !== undefined) entry.memo.set(key, view);
  }

  /** Answers this process has just committed: applied to the entry instead of reloading it. */
  recordAnswers(eventId: string, activityId: string, questionIndex: number, rows: { playerId: string; answer: CurrentAnswer }[]) {
    const entry = this.entries.get(eventId);
    const current = entry?.live.current;
    if (!entry || !current || current.activityId !== activityId || current.questionIndex !== questionIndex) return;
    for (const r of rows) entry.currentAnswers.set(r.playerId, r.answer);
    entry.answersVersion++;
  }

  touch(eventId: string, playerId: string) {
    this.lastSeen.touch(eventId, playerId);
  }

  async close() {
    clearInterval(this.sweeper);
    await this.lastSeen.close();
  }

  async flushLastSeen() {
    await this.lastSeen.flush();
  }
}
