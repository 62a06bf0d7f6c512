// An event's roster as the cache holds it (event-cache.ts): every player who joined, by id; the
// named ones, who play, in join order; what screens show of them; and the ids the host removed. Built from the players' rows
// when an event loads, then kept up to date one record at a time as players join and name
// themselves, so that a venue's join storm never reloads it.
import type { PlayerRecord, ScreenPlayer } from '@quizfest/shared';
import type { eventPlayers } from '../db/schema.js';

type PlayerRow = typeof eventPlayers.$inferSelect;

export type NamedPlayer = { playerId: string; name: string; teamId: string | null };

export type Roster = {
  /** Every player who joined, by id. */
  players: Map<string, PlayerRecord>;
  /** Players who gave a name and a team choice: those who play, in join order. */
  named: NamedPlayer[];
  /** Each player's place in join order, so a newly named player goes to its place in `named`. */
  joinOrder: Map<string, number>;
  /** Named players without their ids (a player id is a credential): what screens show. */
  screenPlayers: ScreenPlayer[];
  /** Ids the host removed from the event: banned, and in none of the above (docs/PRODUCT-RULES.md#security). */
  removed: Set<string>;
};

export const toPlayerRecord = (p: PlayerRow): PlayerRecord =>
  // The team key appears only once the player has made a choice (the "joined" test of docs/PRODUCT-RULES.md#joining).
  p.infoSetAt ? { playerId: p.playerId, name: p.name, teamId: p.teamId } : { playerId: p.playerId, name: p.name };

/** The roster of an event's player rows, in join order; removed players only in `removed`. */
export function rosterOf(all: PlayerRow[]): Roster {
  const removed = new Set(all.filter((p) => p.removedAt).map((p) => p.playerId));
  const rows = removed.size ? all.filter((p) => !p.removedAt) : all;
  const players = new Map(rows.map((p) => [p.playerId, toPlayerRecord(p)]));
  const named = rows.filter((p) => p.infoSetAt && p.name).map((p) => ({ playerId: p.playerId, name: p.name!, teamId: p.teamId }));
  const joinOrder = new Map(rows.map((p, i) => [p.playerId, i]));
  return { players, named, joinOrder, screenPlayers: named.map((p) => ({ name: p.name, teamId: p.teamId })), removed };
}

/** Whether a record is a player who plays: one carrying its team choice (even "no team") and a name (toPlayerRecord). */
export const isNamed = (record: PlayerRecord): record is PlayerRecord & { name: string } => 'teamId' in record && Boolean(record.name);

/** Puts one player's record in the roster: a new player at the end of the join order, a named one in `named`. */
export function applyPlayer(entry: Roster, record: PlayerRecord) {
  const { playerId } = record;
  // A record published before the player's removal and heard after it must not bring them back.
  if (entry.removed.has(playerId)) return;
  // A join's record (no team choice yet) never replaces what is known of a player already there.
  if (!('teamId' in record) && entry.players.has(playerId)) return;
  if (!entry.joinOrder.has(playerId)) entry.joinOrder.set(playerId, entry.joinOrder.size);
  entry.players.set(playerId, record);
  if (!isNamed(record)) return;
  const order = entry.joinOrder.get(playerId)!;
  const orderOf = (i: number) => entry.joinOrder.get(entry.named[i]!.playerId) ?? Number.MAX_SAFE_INTEGER;
  // Binary search for the first named player who joined at or after this one.
  let lo = 0;
  let hi = entry.named.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (orderOf(mid) < order) lo = mid + 1;
    else hi = mid;
  }
  const named = { playerId, name: record.name, teamId: record.teamId ?? null };
  const screen = { name: named.name, teamId: named.teamId };
  if (entry.named[lo]?.playerId === playerId) {
    entry.named[lo] = named;
    entry.screenPlayers[lo] = screen;
  } else {
    entry.named.splice(lo, 0, named);
    entry.screenPlayers.splice(lo, 0, screen);
  }
}
