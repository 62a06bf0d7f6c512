// Teams of a manager (docs/PRODUCT-RULES.md#teams). A team's players are the event players who chose it; the
// manager may remove players (they are sent back to choose a team) but not invent new ones.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PublicTeam, schemas, Team } from '@quizfest/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.js';
import { eventPlayers, events, teams } from '../db/schema.js';
import { notFound } from '../errors.js';
import { iso } from '../lib/dto.js';
import { lockTeams, recomputeTeamPlayers } from './team-players.js';

type TeamRow = typeof teams.$inferSelect;

export const toTeam = (t: TeamRow): Team => ({
  id: t.id,
  ownerId: t.ownerId,
  name: t.name,
  score: t.score,
  imageUrl: t.imageUrl,
  playerIds: t.playerIds,
  createdAt: iso(t.createdAt),
  updatedAt: iso(t.updatedAt),
});

export const toPublicTeam = (t: TeamRow): PublicTeam => ({ id: t.id, name: t.name, imageUrl: t.imageUrl, score: t.score });

export async function listTeams(db: Db, ownerId: string): Promise<Team[]> {
  const rows = await db.select().from(teams).where(eq(teams.ownerId, ownerId)).orderBy(desc(teams.createdAt));
  return rows.map(toTeam);
}

export async function createTeam(db: DbOrTx, ownerId: string, name: string): Promise<TeamRow> {
  const [row] = await db.insert(teams).values({ ownerId, name }).returning();
  return row!;
}

async function ownedTeam(db: DbOrTx, ownerId: string, id: string): Promise<TeamRow> {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, id), eq(teams.ownerId, ownerId)));
  if (!row) throw notFound('Team not found');
  return row;
}

export const getTeam = async (db: Db, ownerId: string, id: string) => toTeam(await ownedTeam(db, ownerId, id));

/** Returns the ids of the events whose players changed, so the caller can refresh their views. */
export async function updateTeam(
  db: Db,
  ownerId: string,
  id: string,
  body: z.output<typeof schemas.TeamUpdateBody>,
): Promise<{ team: Team; touchedEventIds: string[] }> {
  return db.transaction(async (tx) => {
    await lockTeams(tx, [id]);
    const current = await ownedTeam(tx, ownerId, id);
    const keep = new Set(body.playerIds);
    const removed = current.playerIds.filter((p) => !keep.has(p));
    const touched = removed.length ? await releasePlayers(tx, id, removed) : [];
    await tx
      .update(teams)
      .set({ name: body.name, score: body.score, imageUrl: body.imageUrl || null, updatedAt: new Date() })
      .where(eq(teams.id, id));
    await recomputeTeamPlayers(tx, [id]);
    const fresh = await ownedTeam(tx, ownerId, id);
    return { team: toTeam(fresh), touchedEventIds: touched };
  });
}

/** Sends players of a team back to the team choice (name kept); returns the events touched. */
async function releasePlayers(tx: DbOrTx, teamId: string, playerIds?: string[]): Promise<string[]> {
  const where = playerIds
    ? and(eq(eventPlayers.teamId, teamId), inArray(eventPlayers.playerId, playerIds))
    : eq(eventPlayers.teamId, teamId);
  const rows = await tx
    .update(eventPlayers)
    .set({ teamId: null, infoSetAt: null })
    .where(where)
    .returning({ eventId: eventPlayers.eventId });
  return [...new Set(rows.map((r) => r.eventId))];
}

export async function deleteTeam(db: Db, ownerId: string, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await ownedTeam(tx, ownerId, id);
    const touched = new Set(await releasePlayers(tx, id));
    // Events listing the team drop it, so no event points at a team that no longer exists.
    const listing = await tx
      .update(events)
      .set({ teamIds: sql`${events.teamIds} - ${id}::text`, updatedAt: new Date() })
      .where(sql`${events.teamIds} ? ${id}::text`)
      .returning({ id: events.id });
    for (const e of listing) touched.add(e.id);
    await tx.delete(teams).where(eq(teams.id, id));
    return [...touched];
  });
}

export async function teamsByIds(db: Db, ids: string[]): Promise<PublicTeam[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(teams).where(inArray(teams.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Keep the caller's order, skipping unknown ids.
  return ids.flatMap((id) => (byId.has(id) ? [toPublicTeam(byId.get(id)!)] : []));
}
