// What players, screens and the host see of an event, held in memory (design §4) so that a room of
// phones polling or connected does not reach the database: one load per event, shared by every
// concurrent reader (single flight), dropped by the publisher when the event changes (in this
// process, or in another one through NOTIFY). The TTL is only a safety net for a lost notification.
// Players' last-seen times are gathered here and written in one statement every few seconds.
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { PlayerRecord, PublicEvent, PublicTeam, ScreenPlayer } from '@quizfest/shared';
import type { Db } from '../db/client.js';
import { answers, eventPlayers, events, teams } from '../db/schema.js';
import { iso } from '../lib/dto.js';
import { readLive, type StoredLive } from '../live/engine/live-state.js';

type EventRow = typeof events.$inferSelect;
type PlayerRow = typeof eventPlayers.$inferSelect;

export type NamedPlayer = { playerId: string; name: string; teamId: string | null };
export type CurrentAnswer = { answer: string; correct: boolean; points: number };

export type CachedEvent = {
  row: EventRow;
  live: StoredLive;
  publicEvent: PublicEvent;
  /** Every player who joined, by id. */
  players: Map<string, PlayerRecord>;
  /** Players who gave a name and a team choice: those who play, in join order. */
  named: NamedPlayer[];
  /** Named players without their ids (a player id is a credential): what screens show. */
  screenPlayers: ScreenPlayer[];
  /** The event's teams, in the event's order. */
  teams: PublicTeam[];
  /** Points of every player over the questions already revealed. */
  totals: Map<string, number>;
  /** Answers to the current question (kept up to date by this process's own answers). */
  currentAnswers: Map<string, CurrentAnswer>;
  /** Bumped when this process records answers, so views built from the entry know to refresh. */
  answersVersion: number;
  loadedAt: number;
  /** Views derived from this entry (serialised JSON, boards), built once and dropped with it. */
  memo: Map<string, unknown>;
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

/** A safety net only: changes arrive by invalidation (this process) or NOTIFY (the others). */
const TTL_MS = 10_000;
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

  /** The entry in memory, without loading (for pushes that must not wait). */
  peek(eventId: string): CachedEvent | undefined {
    return this.entries.get(eventId);
  }

  cachedEventIds(): string[] {
    return [...this.entries.keys()];
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
        if (version !== this.version(eventId)) return entry;
        if (entry) this.entries.set(eventId, entry);
        else this.entries.delete(eventId);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(eventId) === load) this.loading.delete(eventId);
      });
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

  /** Answers this process has just committed: applied to the entry instead of reloading it. */
  recordAnswers(eventId: string, activityId: string, questionIndex: number, rows: { playerId: string; answer: CurrentAnswer }[]) {
    const entry = this.entries.get(eventId);
    const current = entry?.live.current;
    if (!entry || !current || current.activityId !== activityId || current.questionIndex !== questionIndex) return;
    for (const r of rows) entry.currentAnswers.set(r.playerId, r.answer);
    entry.answersVersion++;
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
    const live = readLive(row.live);
    const rows = await this.db.select().from(eventPlayers).where(eq(eventPlayers.eventId, eventId)).orderBy(eventPlayers.joinedAt);
    const players = new Map(rows.map((p) => [p.playerId, toPlayerRecord(p)]));
    const named = rows.filter((p) => p.infoSetAt && p.name).map((p) => ({ playerId: p.playerId, name: p.name!, teamId: p.teamId }));
    const teamRows = row.teamIds.length
      ? await this.db
          .select({ id: teams.id, name: teams.name, imageUrl: teams.imageUrl, score: teams.score })
          .from(teams)
          .where(inArray(teams.id, row.teamIds))
      : [];
    const teamById = new Map(teamRows.map((t) => [t.id, t]));
    const eventTeams = row.teamIds.flatMap((id) => (teamById.has(id) ? [teamById.get(id)!] : []));
    const { totals, currentAnswers } = await this.loadAnswers(eventId, live);
    return {
      row,
      live,
      publicEvent: toPublicEvent(row, rows.length),
      players,
      named,
      screenPlayers: named.map((p) => ({ name: p.name, teamId: p.teamId })),
      teams: eventTeams,
      totals,
      currentAnswers,
      answersVersion: 0,
      loadedAt: Date.now(),
      memo: new Map(),
    };
  }

  private async loadAnswers(eventId: string, live: StoredLive) {
    const totals = new Map<string, number>();
    const currentAnswers = new Map<string, CurrentAnswer>();
    if (!live.current) return { totals, currentAnswers };
    const { activityId, questionIndex } = live.current;
    const notCurrent = or(ne(answers.activityId, activityId), ne(answers.questionIndex, questionIndex));
    // While a question runs its points stay hidden: totals cover the questions revealed so far.
    const counted = live.phase === 'question' ? and(eq(answers.eventId, eventId), notCurrent) : eq(answers.eventId, eventId);
    const sums = await this.db
      .select({ playerId: answers.playerId, points: sql<number>`sum(${answers.points})::int` })
      .from(answers)
      .where(counted)
      .groupBy(answers.playerId);
    for (const s of sums) totals.set(s.playerId, Number(s.points));
    const current = await this.db
      .select({ playerId: answers.playerId, answer: answers.answer, correct: answers.correct, points: answers.points })
      .from(answers)
      .where(and(eq(answers.eventId, eventId), eq(answers.activityId, activityId), eq(answers.questionIndex, questionIndex)));
    for (const a of current) currentAnswers.set(a.playerId, { answer: a.answer, correct: a.correct, points: a.points });
    return { totals, currentAnswers };
  }
}
