// What an event's owner sees in place of a player's id (docs/PRODUCT-RULES.md#security). A player id is
// the player's only credential, made once per browser and used for every event it joins: an owner
// who read the real ids of her players could act as them in anyone else's event. Every owner-facing
// view (the event, the host view and its search, teams) shows instead an alias: HMAC-SHA256, keyed
// with a secret kept in the database, of `eventId:playerId`, formatted as a v4 UUID so that every
// schema still holds. The server maps an alias back to the real id within that one event only; an
// alias is worth nothing as a player id, and nothing in another event. The admin's dump, which holds
// the whole database anyway, keeps the real ids.
import { createHmac } from 'node:crypto';
import type { PlayerRecord } from '@quizfest/shared';
import type { Db } from '../db/client.js';
import { getPlayerAliasKey } from '../settings.js';

export class PlayerAliases {
  constructor(private readonly key: Buffer) {}

  /** The alias of `playerId` in event `eventId` (ids as stored: lower case). */
  of(eventId: string, playerId: string): string {
    const b = createHmac('sha256', this.key).update(`${eventId}:${playerId}`).digest();
    // The version and variant bits of a v4 UUID: 122 bits of the digest remain.
    b[6] = (b[6]! & 0x0f) | 0x40;
    b[8] = (b[8]! & 0x3f) | 0x80;
    const hex = b.toString('hex', 0, 16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  }
}

/** The key, read (or made, on first start) once per database: every instance shares it. */
const loaded = new WeakMap<Db, Promise<PlayerAliases>>();

export function playerAliases(db: Db): Promise<PlayerAliases> {
  let aliases = loaded.get(db);
  if (!aliases) {
    aliases = getPlayerAliasKey(db).then((key) => new PlayerAliases(key));
    // A database blip must not stick: the next view tries again.
    aliases.catch(() => loaded.delete(db));
    loaded.set(db, aliases);
  }
  return aliases;
}

/** The aliases of a cached event's players, worked out once per player and kept with its roster. */
type RosterAliases = { forward: Map<string, string>; reverse: Map<string, string> };

/**
 * Kept per roster map rather than in the entry's `memo`, which every join clears: a player's alias
 * never changes, and the map (shared by the entries of one roster, event-cache.ts) goes with it.
 */
const byRoster = new WeakMap<Map<string, PlayerRecord>, RosterAliases>();

type RosterOf = { row: { id: string }; players: Map<string, PlayerRecord> };

function rosterAliases(entry: RosterOf): RosterAliases {
  let known = byRoster.get(entry.players);
  if (!known) byRoster.set(entry.players, (known = { forward: new Map(), reverse: new Map() }));
  return known;
}

/** A player's alias in a cached event (the host view's hot path: one HMAC per player, ever). */
export function aliasIn(entry: RosterOf, aliases: PlayerAliases, playerId: string): string {
  const known = rosterAliases(entry);
  let alias = known.forward.get(playerId);
  if (alias === undefined) {
    alias = aliases.of(entry.row.id, playerId);
    known.forward.set(playerId, alias);
    known.reverse.set(alias, playerId);
  }
  return alias;
}

/** The real id behind an alias among this event's players, or undefined when it names none of them. */
export function playerByAlias(entry: RosterOf, aliases: PlayerAliases, given: string): string | undefined {
  const known = rosterAliases(entry);
  const alias = given.toLowerCase();
  const found = known.reverse.get(alias);
  if (found !== undefined) return found;
  // Players whose alias was never asked for (joined since, or outside the views shown so far).
  for (const playerId of entry.players.keys()) if (!known.forward.has(playerId)) aliasIn(entry, aliases, playerId);
  return known.reverse.get(alias);
}
