// What the cache holds of an event (event-cache.ts): its row and live state, the view sent to
// players, its roster, teams, points and the current question's answers, and the views built from
// them. One constructor gives every entry its fields in one order, however it was made.
import type { PublicEvent, PublicTeam } from '@quizfest/shared';
import type { events } from '../db/schema.js';
import { iso } from '../lib/dto.js';
import type { StoredLive } from '../live/engine/live-state.js';
import type { Roster } from './event-roster.js';

export type EventRow = typeof events.$inferSelect;

/** `streak`: right answers in a row before it, once counted at the reveal in a quiz with a streak bonus (engine/streaks.ts). */
export type CurrentAnswer = { answer: string; correct: boolean; points: number; streak?: number };

export type CachedEvent = Roster & {
  row: EventRow;
  live: StoredLive;
  publicEvent: PublicEvent;
  /** The event's teams, in the event's order. */
  teams: PublicTeam[];
  /** Points of every player over the questions already revealed. */
  totals: Map<string, number>;
  /** Answers to the current question (kept up to date by this process's own answers). */
  currentAnswers: Map<string, CurrentAnswer>;
  /** Bumped when this process records answers, so views built from the entry know to refresh. */
  answersVersion: number;
  loadedAt: number;
  /** When a read last asked for it (get): entries unread for a while may be dropped. */
  readAt: number;
  /** Views derived from this entry (serialised JSON, boards), built once and dropped with it. */
  memo: Map<string, unknown>;
};

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

/**
 * A cached entry, its fields always in this order, whether loaded or moved on to a new state: one
 * object shape for the room's push code to be optimised for. A new state's entry spread from the
 * old one was another shape, and the first question's opening threw that code away and compiled it
 * again in the middle of its thousands of sockets (trace-deopt at 5,000 phones: ~30 ms of compiling).
 */
export function cachedEvent(parts: Omit<CachedEvent, keyof Roster | 'readAt'> & { roster: Roster }): CachedEvent {
  const { roster } = parts;
  return {
    row: parts.row,
    live: parts.live,
    publicEvent: parts.publicEvent,
    players: roster.players,
    named: roster.named,
    joinOrder: roster.joinOrder,
    screenPlayers: roster.screenPlayers,
    removed: roster.removed,
    teams: parts.teams,
    totals: parts.totals,
    currentAnswers: parts.currentAnswers,
    answersVersion: parts.answersVersion,
    loadedAt: parts.loadedAt,
    readAt: parts.loadedAt,
    memo: parts.memo,
  };
}
