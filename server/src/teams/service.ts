// Teams of a manager (docs/PRODUCT-RULES.md#teams). A team's players are the event players who chose it; the
// manager may remove players (they are sent back to choose a team) but not invent new ones. The
// manager sees each as its alias in the event where it chose the team (events/player-aliases.ts),
// never its real id; the row's `playerIds` keeps the real ones, for the admin's dump.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PublicTeam, schemas, Team, TeamPlayer } from '@quizfest/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.js';
import { eventPlayers, events, teams } from '../db/schema.js';
import { notFound } from '../errors.js';
import { playerAliases, type PlayerAliases } from '../events/player-aliases.js';
import { iso } from '../lib/dto.js';
import { lockTeams, recomputeTeamPlayers } from './team-players.js';

type TeamRow = typeof teams.$inferSelect;

/** A team as its owner sees it; `playerIds` are its members' aliases, `players` the same named (teamMembers). */
export const toTeam = (t: TeamRow, players: TeamPlayer[] = []): Team => ({
  id: t.id,
  ownerId: t.ownerId,
  name: t.name,
  score: t.score,
  imageUrl: t.imageUrl,
  playerIds: players.map((p) => p.id),
  players,
  createdAt: iso(t.createdAt),
  updatedAt: iso(t.updatedAt),
});

type Member = { teamId: string; eventId: string; playerId: string; name: string | null; eventName: string };

/** The players who chose these teams, one per event they chose it in, in join order, with their name there. */
async function teamMembers(db: DbOrTx, teamIds: string[]): Promise<Member[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({
      teamId: eventPlayers.teamId,
      eventId: eventPlayers.eventId,
      playerId: eventPlayers.playerId,
      name: eventPlayers.name,
      eventName: events.name,
    })
    .from(eventPlayers)
    .innerJoin(events, eq(events.id, eventPlayers.eventId))
    .where(inArray(eventPlayers.teamId, teamIds))
    .orderBy(asc(eventPlayers.joinedAt), asc(eventPlayers.joinSeq));
  return rows.map((r) => ({ ...r, teamId: r.teamId! }));
}

/** The teams as their owner sees them: each member under its alias in its event, named as it played there. */
async function teamViews(db: DbOrTx, rows: TeamRow[], aliases: PlayerAliases): Promise<Team[]> {
  const byTeam = new Map<string, TeamPlayer[]>();
  for (const m of await teamMembers(
    db,
    rows.map((r) => r.id),
  )) {
    const list = byTeam.get(m.teamId) ?? [];
    list.push({ id: aliases.of(m.eventId, m.playerId), name: m.name, eventName: m.eventName });
    byTeam.set(m.teamId, list);
  }
  return rows.map((r) => toTeam(r, byTeam.get(r.id) ?? []));
}

export const toPublicTeam = (t: TeamRow): PublicTeam => ({ id: t.id, name: t.name, imageUrl: t.imageUrl, score: t.score });

export async function listTeams(db: Db, ownerId: string): Promise<Team[]> {
  const rows = await db.select().from(teams).where(eq(teams.ownerId, ownerId)).orderBy(desc(teams.createdAt));
  return teamViews(db, rows, await playerAliases(db));
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

export async function getTeam(db: Db, ownerId: string, id: string): Promise<Team> {
  const row = await ownedTeam(db, ownerId, id);
  const [team] = await teamViews(db, [row], await playerAliases(db));
  return team!;
}

/** Returns the ids of the events whose players changed, so the caller can refresh their views. */
export async function updateTeam(
  db: Db,
  ownerId: string,
  id: string,
  body: z.output<typeof schemas.TeamUpdateBody>,
): Promise<{ team: Team; touchedEventIds: string[] }> {
  // Read before the transaction: on the embedded database, its one connection is the transaction's.
  const aliases = await playerAliases(db);
  return db.transaction(async (tx) => {
    await lockTeams(tx, [id]);
    await ownedTeam(tx, ownerId, id);
    // The editor sends back the aliases it was shown, less those removed: a member whose alias is
    // missing leaves the team; an id that is no member's alias (a real id included) adds no one.
    const keep = new Set(body.playerIds.map((p) => p.toLowerCase()));
    const removed = (await teamMembers(tx, [id])).filter((m) => !keep.has(aliases.of(m.eventId, m.playerId)));
    const touched = removed.length ? await releasePlayers(tx, id, removed) : [];
    await tx
      .update(teams)
      .set({ name: body.name, score: body.score, imageUrl: body.imageUrl || null, updatedAt: new Date() })
      .where(eq(teams.id, id));
    await recomputeTeamPlayers(tx, [id]);
    const [team] = await teamViews(tx, [await ownedTeam(tx, ownerId, id)], aliases);
    return { team: team!, touchedEventIds: touched };
  });
}

/** Sends players of a team (all, or these members) back to the team choice (name kept); returns the events touched. */
async function releasePlayers(tx: DbOrTx, teamId: string, members?: Member[]): Promise<string[]> {
  const where = members
    ? and(
        eq(eventPlayers.teamId, teamId),
        or(...members.map((m) => and(eq(eventPlayers.eventId, m.eventId), eq(eventPlayers.playerId, m.playerId)))),
      )
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
