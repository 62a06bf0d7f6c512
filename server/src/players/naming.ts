// Players giving their name and team (docs/PRODUCT-RULES.md#joining). A venue's phones do it all at
// once, so the common case, a teamless player naming themselves, is batched (teamlessNamer).
// Once given, a choice has rules (issue 18 item 9): a team choice may change only before the game
// starts (a player switching team mid-question had the reveal credit the new team); a name the host
// set stays; a player the host removed is refused (joinedPlayer).
import { and, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import type { PlayerRecord, schemas } from '@quizfest/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.js';
import { jsonbText } from '../db/jsonb-param.js';
import { eventPlayers, events } from '../db/schema.js';
import { badRequest, conflict } from '../errors.js';
import type { CachedEvent } from '../events/cached-event.js';
import { toPlayerRecord } from '../events/event-roster.js';
import { GroupCommit } from '../lib/group-commit.js';
import { readLive } from '../live/engine/live-state.js';
import { lockTeams, recomputeTeamPlayers } from '../teams/team-players.js';
import { joinedPlayer } from './joining.js';
import { isNameTaken, NAME_TAKEN, nameKey } from './name-key.js';
import { hasEnded, joinRules } from './rules.js';

type SetInfoBody = z.output<typeof schemas.SetInfoBody>;
type PlayerRow = typeof eventPlayers.$inferSelect;

export const TEAMS_LOCKED = 'Teams can no longer be changed: the game has started';
export const NAME_SET_BY_HOST = 'Your name was set by the host';

/** Whether the host has started the game: past the lobby, a team choice made is kept. */
const gameStarted = (live: unknown) => !['waiting', 'lobby'].includes(readLive(live).phase);

/**
 * The common case of a venue's join storm, told from the cached event (when this process holds
 * it): a player without a team naming themselves, still without a team. Anything else (a team, an
 * event the cache may not know as it is, a player it does not know) goes the whole way (setInfo),
 * where the database decides.
 */
export function namesQuickly(body: SetInfoBody, cached: CachedEvent | undefined): boolean {
  const known = cached?.players.get(body.playerId);
  if (!cached || body.teamId || !known || known.teamId || hasEnded(cached.row.endDate)) return false;
  const rules = joinRules(cached.row.activities);
  return rules.teamsConfig === 'no_teams' || rules.allowTeamlessPlayers;
}

/**
 * Names teamless players (namesQuickly) as a group commit per event: the players naming themselves
 * at once are named in one statement, guarded so that it changes nothing unless the database agrees
 * each player is teamless. One it did not name goes the whole way (setInfo). A player named twice
 * in one batch takes the later name; both callers get the record as it ends.
 */
export function teamlessNamer(db: Db) {
  return new GroupCommit<string, SetInfoBody, PlayerRecord>(async (eventId, batch) => {
    const names = new Map(batch.map((w) => [w.item.playerId, w.item.name]));
    // One name per player, and one player per name key within the batch: a name two phones of the
    // batch chose goes the whole way for the second (setInfo), where the unique index decides.
    const byKey = new Map<string, { id: string; name: string; key: string }>();
    for (const [id, name] of names) {
      const key = nameKey(name);
      const holder = byKey.get(key);
      if (!holder || holder.id === id) byKey.set(key, { id, name, key });
    }
    let rows: PlayerRow[] = [];
    try {
      rows = await teamlessNaming(db).execute({ eventId, rows: jsonbText([...byKey.values()]), at: new Date().toISOString() });
    } catch (error) {
      // Another phone took one of these names between the check and the write: each goes the whole way.
      if (!isNameTaken(error)) throw error;
    }
    const named = new Map(rows.map((row) => [row.playerId, toPlayerRecord(row)]));
    await Promise.all(
      batch.map(async ({ item, resolve, reject }) => {
        const record = named.get(item.playerId);
        if (record) return resolve(record);
        await setInfo(db, item).then(resolve, reject);
      }),
    );
  });
}

/**
 * The batch's statement, built once per database: drizzle assembled its SQL anew for every batch of
 * a join storm (a tenth of the embedded database's join CPU went to drizzle's query building,
 * issue 24). The rows go in as one jsonb parameter, so its text never changes.
 */
const namingStatements = new WeakMap<Db, ReturnType<typeof prepareTeamlessNaming>>();
const teamlessNaming = (db: Db) => {
  let statement = namingStatements.get(db);
  if (!statement) namingStatements.set(db, (statement = prepareTeamlessNaming(db)));
  return statement;
};

function prepareTeamlessNaming(db: Db) {
  const eventId = sql.placeholder('eventId');
  return db
    .update(eventPlayers)
    .set({ name: sql`v.name`, nameKey: sql`v.key`, teamId: null, infoSetAt: sql`${sql.placeholder('at')}::timestamptz` })
    .from(sql`jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as v(id uuid, name text, key text)`)
    .where(
      and(
        eq(eventPlayers.eventId, eventId),
        sql`${eventPlayers.playerId} = v.id`,
        isNull(eventPlayers.teamId),
        isNull(eventPlayers.removedAt),
        // A name the host set stays; the player may only say it again.
        or(eq(eventPlayers.nameSetByHost, false), sql`${eventPlayers.name} = v.name`),
        // A name another player of the event holds is left to setInfo, which refuses it:
        // the whole statement would otherwise fail on the unique index.
        sql`not exists (select 1 from ${eventPlayers} o
                         where o.event_id = ${eventId} and o.name_key = v.key and o.player_id <> v.id and o.removed_at is null)`,
      ),
    )
    .returning(getTableColumns(eventPlayers))
    .prepare('teamless_naming');
}

export async function setInfo(db: Db, body: SetInfoBody): Promise<PlayerRecord> {
  const { event, player } = await joinedPlayer(db, body.eventId, body.playerId);
  const rules = joinRules(event.activities);
  const teamId = body.teamId || null;
  if (rules.teamsConfig === 'no_teams') {
    if (teamId) throw badRequest('This event is played without teams');
  } else if (!teamId) {
    if (!rules.allowTeamlessPlayers) throw badRequest('Please select a team');
  } else if (!event.teamIds.includes(teamId)) {
    throw badRequest('This team is not part of the event');
  }
  if (player.nameSetByHost && body.name !== player.name) throw conflict(NAME_SET_BY_HOST);
  // A player whose choice was undone (their team left the event, or the manager took them off it)
  // has none, and makes it again like a late joiner.
  const changesTeam = player.infoSetAt !== null && (player.teamId ?? null) !== teamId;
  if (changesTeam && gameStarted(event.live)) throw conflict(TEAMS_LOCKED);
  const affected = [player.teamId, teamId].filter((t): t is string => Boolean(t));
  const update = async (tx: DbOrTx) => {
    const [row] = await tx
      .update(eventPlayers)
      .set({ name: body.name, nameKey: nameKey(body.name), teamId, infoSetAt: new Date() })
      .where(
        and(
          eq(eventPlayers.eventId, body.eventId),
          eq(eventPlayers.playerId, body.playerId),
          // What was checked above, unless the host removed or renamed the player meanwhile.
          isNull(eventPlayers.removedAt),
          or(eq(eventPlayers.nameSetByHost, false), eq(eventPlayers.name, body.name)),
        ),
      )
      .returning();
    if (!row) throw conflict('Your player changed at the same moment; try again');
    return toPlayerRecord(row);
  };
  // Without a team before or after, the one statement is the whole change: no transaction (three
  // round trips instead of one, for every phone of a venue naming itself at once).
  if (affected.length === 0) return update(db).catch(nameTakenAsConflict);
  return db
    .transaction(async (tx) => {
      if (changesTeam) {
        // Under the event row's lock, shared with answers and taken by every transition: the game
        // cannot start between this check and the change.
        const [locked] = await tx.select({ live: events.live }).from(events).where(eq(events.id, body.eventId)).for('share');
        if (gameStarted(locked?.live)) throw conflict(TEAMS_LOCKED);
      }
      await lockTeams(tx, affected);
      const row = await update(tx);
      await recomputeTeamPlayers(tx, affected);
      return row;
    })
    .catch(nameTakenAsConflict);
}

function nameTakenAsConflict(error: unknown): never {
  throw isNameTaken(error) ? conflict(NAME_TAKEN) : error;
}
