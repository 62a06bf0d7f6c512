// Players giving their name and team (docs/PRODUCT-RULES.md#joining). A venue's phones do it all at
// once, so the common case, a teamless player naming themselves, is batched (teamlessNamer).
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PlayerRecord, schemas } from '@quizfest/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.js';
import { jsonb } from '../db/jsonb-param.js';
import { eventPlayers } from '../db/schema.js';
import { badRequest } from '../errors.js';
import type { CachedEvent } from '../events/event-cache.js';
import { toPlayerRecord } from '../events/event-roster.js';
import { GroupCommit } from '../lib/group-commit.js';
import { lockTeams, recomputeTeamPlayers } from '../teams/team-players.js';
import { joinedPlayer } from './joining.js';
import { hasEnded, joinRules } from './rules.js';

type SetInfoBody = z.output<typeof schemas.SetInfoBody>;
type PlayerRow = typeof eventPlayers.$inferSelect;

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
    // drizzle types an update from a raw source as returning nothing; it returns the table's rows.
    const rows: PlayerRow[] = await db
      .update(eventPlayers)
      .set({ name: sql`v.name`, teamId: null, infoSetAt: new Date() })
      .from(sql`jsonb_to_recordset(${jsonb([...names].map(([id, name]) => ({ id, name })))}) as v(id uuid, name text)`)
      .where(and(eq(eventPlayers.eventId, eventId), sql`${eventPlayers.playerId} = v.id`, isNull(eventPlayers.teamId)))
      .returning(getTableColumns(eventPlayers));
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
  const affected = [player.teamId, teamId].filter((t): t is string => Boolean(t));
  const update = (tx: DbOrTx) =>
    tx
      .update(eventPlayers)
      .set({ name: body.name, teamId, infoSetAt: new Date() })
      .where(and(eq(eventPlayers.eventId, body.eventId), eq(eventPlayers.playerId, body.playerId)))
      .returning();
  // Without a team before or after, the one statement is the whole change: no transaction (three
  // round trips instead of one, for every phone of a venue naming itself at once).
  if (affected.length === 0) return toPlayerRecord((await update(db))[0]!);
  return db.transaction(async (tx) => {
    await lockTeams(tx, affected);
    const [row] = await update(tx);
    await recomputeTeamPlayers(tx, affected);
    return toPlayerRecord(row!);
  });
}
