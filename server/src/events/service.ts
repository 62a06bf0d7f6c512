// Events of a manager (docs/PRODUCT-RULES.md#events): creation with a generated code, the editor's load and
// save (validated against the manager's own teams and activities), deletion.
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { LIMITS, type Event, type EventActivity, type schemas } from '@quizfest/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.js';
import { activities, eventPlayers, events, teams } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { iso } from '../lib/dto.js';
import { lockTeams, recomputeTeamPlayers } from '../teams/team-players.js';
import { BARRED_SCREENS_KEPT, screenKey } from '../players/screen-slots.js';
import { randomEventCode } from './event-code.js';
import { playerAliases, type PlayerAliases } from './player-aliases.js';

type EventRow = typeof events.$inferSelect;
type PlayerRow = typeof eventPlayers.$inferSelect;
type ViewPlayer = Pick<PlayerRow, 'eventId' | 'playerId' | 'name' | 'teamId'>;

/**
 * The manager's view of an event. `players` holds at most the first LIMITS.eventViewPlayers to join
 * (a crowded event would make it megabytes, and the editor only carries it back), each under its
 * alias in this event, never its real id (player-aliases.ts); `playerCount` counts them all, and
 * the host view (GET /events/{id}/live) lists every one.
 */
export function toEvent(
  row: EventRow,
  players: Omit<ViewPlayer, 'eventId'>[],
  playerCount = players.length,
  aliases?: PlayerAliases,
): Event {
  if (players.length && !aliases) throw new Error('an event view with players needs their aliases');
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    code: row.code,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    teamIds: row.teamIds,
    players: players
      .slice(0, LIMITS.eventViewPlayers)
      .map((p) => ({ playerId: aliases!.of(row.id, p.playerId), name: p.name, teamId: p.teamId })),
    playerCount,
    activities: row.activities,
    screenIds: row.screenIds,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

// Serialises code allocation so two events created at once cannot draw the same live code.
const CODE_LOCK = 7_314_002;
/** A new event opens now and runs for four hours: ready for tonight, and easy to move. */
const DEFAULT_DURATION_MS = 4 * 3600 * 1000;

export async function allocateCode(tx: DbOrTx): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK})`);
  for (let attempt = 0; attempt < 200; attempt++) {
    const code = randomEventCode();
    const [taken] = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.code, code), gt(events.endDate, sql`now()`)))
      .limit(1);
    if (!taken) return code;
  }
  throw new Error('could not allocate an event code');
}

export async function createEvent(db: Db, ownerId: string, name: string): Promise<string> {
  return db.transaction(async (tx) => {
    const code = await allocateCode(tx);
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const [row] = await tx
      .insert(events)
      .values({ ownerId, name, code, startDate: start, endDate: new Date(start.getTime() + DEFAULT_DURATION_MS) })
      .returning({ id: events.id });
    return row!.id;
  });
}

export async function listEvents(db: Db, ownerId: string): Promise<Event[]> {
  const rows = await db.select().from(events).where(eq(events.ownerId, ownerId)).orderBy(desc(events.createdAt));
  if (rows.length === 0) return [];
  const aliases = await playerAliases(db);
  const byEvent = new Map<string, ViewPlayer[]>();
  const counts = await playerCounts(
    db,
    rows.map((r) => r.id),
  );
  for (const p of await firstPlayers(
    db,
    rows.map((r) => r.id),
  )) {
    const list = byEvent.get(p.eventId);
    if (list) list.push(p);
    else byEvent.set(p.eventId, [p]);
  }
  return rows.map((r) => toEvent(r, byEvent.get(r.id) ?? [], counts.get(r.id) ?? 0, aliases));
}

/** Players who are in their event: those the host removed (banned) are not, though their rows stay. */
const present = (eventIds: string[]) => and(inArray(eventPlayers.eventId, eventIds), isNull(eventPlayers.removedAt));

/** The first LIMITS.eventViewPlayers players of each event, in join order: what the view shows. */
async function firstPlayers(db: DbOrTx, eventIds: string[]): Promise<ViewPlayer[]> {
  const ranked = db
    .select({
      eventId: eventPlayers.eventId,
      playerId: eventPlayers.playerId,
      name: eventPlayers.name,
      teamId: eventPlayers.teamId,
      rank: sql<number>`row_number() over (partition by ${eventPlayers.eventId} order by ${eventPlayers.joinedAt}, ${eventPlayers.joinSeq})`.as(
        'rank',
      ),
    })
    .from(eventPlayers)
    .where(present(eventIds))
    .as('ranked');
  return db
    .select({ eventId: ranked.eventId, playerId: ranked.playerId, name: ranked.name, teamId: ranked.teamId })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${LIMITS.eventViewPlayers}`)
    .orderBy(ranked.rank);
}

async function playerCounts(db: DbOrTx, eventIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ eventId: eventPlayers.eventId, n: sql<number>`count(*)::int` })
    .from(eventPlayers)
    .where(present(eventIds))
    .groupBy(eventPlayers.eventId);
  return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
}

/**
 * The owner's event row; `lock`: held FOR UPDATE until the transaction ends. A change that also
 * locks teams takes the event row first, in the order every other writer takes them (a player's
 * team change and an answer hold the event row, then the teams): the reverse order could deadlock.
 */
async function ownedEvent(db: DbOrTx, ownerId: string, id: string, lock = false): Promise<EventRow> {
  const query = db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.ownerId, ownerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Event not found');
  return row;
}

/** The event's view for its owner: its first players, and how many there are in all. */
async function eventView(db: DbOrTx, row: EventRow, aliases: PlayerAliases): Promise<Event> {
  const players = await db
    .select()
    .from(eventPlayers)
    .where(present([row.id]))
    .orderBy(eventPlayers.joinedAt, eventPlayers.joinSeq)
    .limit(LIMITS.eventViewPlayers);
  const count = players.length < LIMITS.eventViewPlayers ? players.length : ((await playerCounts(db, [row.id])).get(row.id) ?? 0);
  return toEvent(row, players, count, aliases);
}

export async function getEvent(db: Db, ownerId: string, id: string): Promise<Event> {
  const row = await ownedEvent(db, ownerId, id);
  return eventView(db, row, await playerAliases(db));
}

/**
 * Takes a screen off the event (its owner's call): its slot is free at once, the screen is sent
 * back to the join page, and its id is barred from the event (players/screen-slots.ts): a squatter
 * removed used to re-join at once. The event keeps its last BARRED_SCREENS_KEPT bars. Returns false
 * when the event did not list it.
 */
export async function removeScreen(db: Db, ownerId: string, id: string, screenId: string): Promise<boolean> {
  await ownedEvent(db, ownerId, id);
  const barred = sql`((${events.barredScreenIds} - ${screenId}::text) || jsonb_build_array(${screenId}::text))`;
  const removed = await db
    .update(events)
    .set({
      screenIds: sql`${events.screenIds} - ${screenId}::text`,
      hostedScreenIds: sql`${events.hostedScreenIds} - ${screenId}::text`,
      barredScreenIds: sql`(select coalesce(jsonb_agg(b.value order by b.n), '[]'::jsonb)
                              from jsonb_array_elements(${barred}) with ordinality as b(value, n)
                             where b.n > jsonb_array_length(${barred}) - ${BARRED_SCREENS_KEPT})`,
    })
    .where(and(eq(events.id, id), eq(events.ownerId, ownerId), sql`${events.screenIds} ? ${screenId}::text`))
    .returning({ id: events.id });
  return removed.length > 0;
}

/** The event's screen key, for its owner's big-screen link (players/screen-slots.ts). */
export async function eventScreenKey(db: Db, ownerId: string, id: string): Promise<{ key: string }> {
  const row = await ownedEvent(db, ownerId, id);
  return { key: await screenKey(db, row.id) };
}

/** Checks the entries against the manager's own activities and takes each type from its model. */
async function resolveActivities(tx: DbOrTx, ownerId: string, given: EventActivity[]): Promise<EventActivity[]> {
  // Ids are stored as PostgreSQL writes uuids, in lower case: an id sent in upper case names the same activity.
  const entries = given.map((entry) => ({ ...entry, modelId: entry.modelId.toLowerCase() }));
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    if (seen.has(entry.id)) throw badRequest(`activities: Activity ${i + 1} repeats the id ${entry.id}`);
    seen.add(entry.id);
    if (!entry.modelId) throw badRequest(`activities: Activity ${i + 1} has no activity selected`);
  });
  const ids = [...new Set(entries.map((e) => e.modelId))];
  const ok = (s: string) => /^[0-9a-f-]{36}$/i.test(s);
  const models = ids.length
    ? await tx
        .select({ id: activities.id, type: activities.type })
        .from(activities)
        .where(and(eq(activities.ownerId, ownerId), inArray(activities.id, ids.filter(ok))))
    : [];
  const typeOf = new Map(models.map((m) => [m.id, m.type]));
  return entries.map((entry, i) => {
    const type = typeOf.get(entry.modelId);
    if (!type) throw badRequest(`activities: Activity ${i + 1} refers to an activity that does not exist`);
    return { ...entry, type };
  });
}

export async function updateEvent(db: Db, ownerId: string, id: string, body: z.output<typeof schemas.EventUpdateBody>): Promise<Event> {
  // Read before the transaction: on the embedded database, its one connection is the transaction's.
  const aliases = await playerAliases(db);
  return db.transaction(async (tx) => {
    const current = await ownedEvent(tx, ownerId, id, true);
    const teamIds = [...new Set(body.teamIds.map((t) => t.toLowerCase()))];
    if (teamIds.length) {
      const owned = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.ownerId, ownerId), inArray(teams.id, teamIds)));
      const known = new Set(owned.map((t) => t.id));
      const unknown = teamIds.find((t) => !known.has(t));
      if (unknown) throw badRequest(`teamIds: team ${unknown} does not exist`);
    }
    const resolved = await resolveActivities(tx, ownerId, body.activities);
    // Players whose team leaves the event go back to the team choice.
    const dropped = current.teamIds.filter((t) => !teamIds.includes(t));
    if (dropped.length) {
      await lockTeams(tx, dropped);
      await tx
        .update(eventPlayers)
        .set({ teamId: null, infoSetAt: null })
        .where(and(eq(eventPlayers.eventId, id), inArray(eventPlayers.teamId, dropped)));
      await recomputeTeamPlayers(tx, dropped);
    }
    const code = (await codeClashes(tx, current, new Date(body.endDate))) ? await allocateCode(tx) : current.code;
    const [row] = await tx
      .update(events)
      .set({
        name: body.name,
        code,
        teamIds,
        activities: resolved,
        startDate: new Date(body.startDate),
        endDate: new Date(body.endDate),
        updatedAt: new Date(),
      })
      .where(eq(events.id, id))
      .returning();
    return eventView(tx, row!, aliases);
  });
}

/**
 * Moving an ended event's end into the future revives its code, which another live event may have
 * drawn since; the revived event then gets a fresh code so that a code always names one event.
 */
async function codeClashes(tx: DbOrTx, current: EventRow, newEnd: Date): Promise<boolean> {
  if (newEnd.getTime() <= Date.now() || current.endDate.getTime() > Date.now()) return false;
  const [other] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.code, current.code), ne(events.id, current.id), gt(events.endDate, sql`now()`)))
    .limit(1);
  return Boolean(other);
}

export async function deleteEvent(db: Db, ownerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownedEvent(tx, ownerId, id, true);
    const teamIds = (
      await tx.selectDistinct({ teamId: eventPlayers.teamId }).from(eventPlayers).where(eq(eventPlayers.eventId, id))
    ).flatMap((r) => (r.teamId ? [r.teamId] : []));
    await lockTeams(tx, teamIds);
    await tx.delete(events).where(eq(events.id, row.id));
    // Its players leave the teams they had chosen for it.
    await recomputeTeamPlayers(tx, teamIds);
  });
}
