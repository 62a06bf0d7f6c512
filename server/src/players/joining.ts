// Joining an event by its code (docs/PRODUCT-RULES.md#joining), as a player or a screen: where the anonymous
// calls start. A player id is the player's only credential, so it never leaves in a view meant for anyone else.
import { and, desc, eq, sql } from 'drizzle-orm';
import { LIMITS } from '@quizfest/shared';
import { rowsOf, type Db } from '../db/client.js';
import { jsonb } from '../db/jsonb-param.js';
import { eventPlayers, events } from '../db/schema.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { GroupCommit } from '../lib/group-commit.js';
import { hasEnded } from './rules.js';
import { BAD_SCREEN_KEY, isScreenKey, SCREEN_BARRED } from './screen-slots.js';

export const EVENT_ENDED = 'This event has ended';
export const NO_SUCH_CODE = 'No event found with this code';
/** What a player the host removed hears from every call on that event (docs/PRODUCT-RULES.md#security). */
export const PLAYER_REMOVED = 'You were removed from this event by the host';
/** What a newcomer hears once the host has closed the event to new players (issue 18); players already in come back. */
export const JOINING_CLOSED = 'The host has closed this event to new players';

/** The event a code names: a live one if any, else the most recent (so its players see it ended). */
async function eventByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(events)
    .where(eq(events.code, code))
    .orderBy(sql`${events.endDate} > now() desc`, desc(events.createdAt))
    .limit(1);
  return row;
}

export const eventFull = (maxPlayers: number) => `This event is full: it has reached its limit of ${maxPlayers} players`;

/**
 * How far below its player cap an event must be, by this process's cached count, for a join to
 * skip counting its players. Other instances' joins reach the cache a few milliseconds late, so the
 * margin is far more than can be in flight.
 */
export const JOIN_CAP_MARGIN = 1000;

export type Joined = { eventId: string; isNew: boolean } | null;
/** A join: the player, and whether their address may still add a new player to the event (NEW_PLAYERS). */
export type JoinRequest = { playerId: string; mayAdd: boolean };
export type JoinBatchOptions = {
  maxPlayers: number;
  /** An event with this code that this process knows is far below the cap (JOIN_CAP_MARGIN), if any. */
  roomyEventId: (code: string) => string | null;
};

/**
 * Joins by code, as a group commit per code (lib/group-commit.ts): the players joining at once go
 * into the event in one statement. Each gets the event a code names and `isNew` when they were not
 * in it before; a code naming no event gives null. A player already in always gets back in (a
 * reload, a second tab, a phone that slept). A new one is refused when the host has closed joining
 * (409 JOINING_CLOSED), when their address has added its share of new players (`mayAdd` false:
 * 429), and once the event holds `maxPlayers` (409): the count and the insert are one statement, so
 * concurrent joins may pass the cap only by the few that are in flight at the very same moment.
 * Counting reads every player of the event, which made a join storm quadratic: an event this
 * process knows is far from its cap is joined without it.
 */
export function joinBatcher(db: Db, options: JoinBatchOptions) {
  return new GroupCommit<string, JoinRequest, Joined>(async (code, batch) => {
    const playerIds = [...new Set(batch.map((w) => w.item.playerId))];
    const addable = [...new Set(batch.filter((w) => w.item.mayAdd).map((w) => w.item.playerId))];
    const result = await db.execute(sql`
      with ev as (
        select id, end_date, coalesce((live->>'joiningClosed')::boolean, false) as closed,
               case when id = ${options.roomyEventId(code)}::uuid then 0
                    else (select count(*) from event_players where event_id = events.id) end as players
          from events where code = ${code}
         order by end_date > now() desc, created_at desc
         limit 1
      ), ids as (
        select value::uuid as id from jsonb_array_elements_text(${jsonb(playerIds)})
      ), known as (
        select player_id, removed_at is not null as removed
          from event_players, ev where event_id = ev.id and player_id in (select id from ids)
      ), fresh as (
        select value::uuid as id, row_number() over () as n from jsonb_array_elements_text(${jsonb(addable)})
         where value::uuid not in (select player_id from known)
      ), ins as (
        insert into event_players (event_id, player_id)
        select ev.id, fresh.id from ev, fresh
         where ev.end_date > now() and not ev.closed and ev.players + fresh.n <= ${options.maxPlayers}
        on conflict do nothing
        returning player_id
      )
      select ev.id, ev.end_date <= now() as ended, ev.closed,
             (select coalesce(jsonb_agg(player_id), '[]') from ins) as inserted,
             (select coalesce(jsonb_agg(player_id), '[]') from known where not removed) as known,
             (select coalesce(jsonb_agg(player_id), '[]') from known where removed) as removed
        from ev`);
    const [event] = rowsOf<{ id: string; ended: boolean; closed: boolean; inserted: unknown; known: unknown; removed: unknown }>(result);
    if (!event) {
      for (const w of batch) w.resolve(null);
      return;
    }
    const inserted = new Set(jsonIds(event.inserted));
    const known = new Set(jsonIds(event.known));
    const removed = new Set(jsonIds(event.removed));
    const answered = new Set<string>();
    await Promise.all(
      batch.map(async ({ item: { playerId, mayAdd }, resolve, reject }) => {
        // A double tap in one batch: the first of the two is the new one.
        const first = !answered.has(playerId);
        answered.add(playerId);
        if (inserted.has(playerId)) return resolve({ eventId: event.id, isNew: first });
        // Nothing inserted: a player coming back (a reload, a second tab, or to see that the event
        // ended), or a newcomer to an ended, closed or full event.
        if (known.has(playerId)) return resolve({ eventId: event.id, isNew: false });
        // Removal is a ban: the id joins this event no more.
        if (removed.has(playerId)) return reject(forbidden(PLAYER_REMOVED));
        if (event.ended) return reject(conflict(EVENT_ENDED));
        // The statement's snapshot predates a concurrent join of this same player (a double tap
        // across two batches, or two instances): their row is only visible to a new statement.
        // Rare, so checked only before refusing a newcomer.
        const row = await playerRow(db, event.id, playerId);
        if (row?.removedAt) return reject(forbidden(PLAYER_REMOVED));
        if (row) return resolve({ eventId: event.id, isNew: false });
        if (event.closed) return reject(conflict(JOINING_CLOSED));
        if (!mayAdd) return reject(new NewPlayersRefused());
        reject(conflict(eventFull(options.maxPlayers)));
      }),
    );
  });
}

/** A newcomer refused because their address has added its share of new players: the route says when to try again. */
export class NewPlayersRefused extends Error {}

/** A JSON array of ids, as the drivers hand it: parsed (postgres.js) or as text. */
const jsonIds = (value: unknown): string[] => (typeof value === 'string' ? JSON.parse(value) : value) as string[];

export type ScreenJoinOptions = {
  /** The event's screens, the least recently seen here first; `lapsedOnly`: only those unseen for the lapse time. */
  leastSeen: (eventId: string, screenIds: string[], lapsedOnly: boolean) => string[];
  /** Counts a new screen against its address's limit (429 past it); gives back what takes the count back. */
  admitNew: (eventId: string) => () => void;
};

/**
 * The event a screen joins by code (players/screen-slots.ts). A screen the host removed is barred
 * (403). With the event's screen key (`key`, from the host console's link) the screen is hosted: it
 * always gets a slot, a full event giving it the place of the screen without the key seen least
 * recently (else of a hosted one unseen for the lapse time), and no newcomer without the key ever
 * takes a hosted screen's slot, however long it sleeps. Without the key, a new screen counts against
 * its address's limit and a full event gives it only the slot of a screen without the key unseen for
 * the lapse time, so that squatters cannot hold the slots for good. One slot at a time, the one
 * unseen the longest.
 */
export async function joinAsScreen(
  db: Db,
  code: string,
  screenId: string,
  key: string | undefined,
  options: ScreenJoinOptions,
): Promise<{ eventId: string; isNew: boolean } | null> {
  const event = await eventByCode(db, code);
  if (!event) return null;
  if (event.barredScreenIds.includes(screenId)) throw forbidden(SCREEN_BARRED);
  const hosted = key !== undefined && (await isScreenKey(db, event.id, key));
  if (key !== undefined && !hosted) throw forbidden(BAD_SCREEN_KEY);
  const listed = event.screenIds.includes(screenId);
  // A screen already on the event keeps its slot; one opened from the console again becomes hosted.
  if (listed && (!hosted || event.hostedScreenIds.includes(screenId))) return { eventId: event.id, isNew: false };
  const giveBack = listed || hosted ? () => {} : options.admitNew(event.id);
  try {
    const stale = listed || event.screenIds.length < LIMITS.screensPerEvent ? [] : slotToFree(event, hosted, options);
    const gone = sql`array[${sql.join(
      [...stale, screenId].map((id) => sql`${id}::text`),
      sql`, `,
    )}]::text[]`;
    const kept = sql`(${events.screenIds} - ${gone})`;
    const [row] = await db
      .update(events)
      .set({
        screenIds: sql`case when ${events.screenIds} ? ${screenId}::text then ${events.screenIds}
                            else ${kept} || jsonb_build_array(${screenId}::text) end`,
        hostedScreenIds: hosted
          ? sql`(${events.hostedScreenIds} - ${gone}) || jsonb_build_array(${screenId}::text)`
          : sql`${events.hostedScreenIds} - ${gone}`,
      })
      .where(
        and(
          eq(events.id, event.id),
          sql`not ${events.barredScreenIds} ? ${screenId}::text`,
          sql`(${events.screenIds} ? ${screenId}::text or jsonb_array_length(${kept}) < ${LIMITS.screensPerEvent})`,
        ),
      )
      .returning({ id: events.id });
    if (!row) throw conflict(`An event can show on at most ${LIMITS.screensPerEvent} screens`);
    return { eventId: event.id, isNew: !listed };
  } catch (error) {
    giveBack();
    throw error;
  }
}

/** The screen whose slot a full event gives to a newcomer (none: the event stays full, 409). */
function slotToFree(event: { id: string; screenIds: string[]; hostedScreenIds: string[] }, hosted: boolean, options: ScreenJoinOptions) {
  const isHosted = (id: string) => event.hostedScreenIds.includes(id);
  const unhosted = event.screenIds.filter((id) => !isHosted(id));
  const candidates = hosted
    ? [...options.leastSeen(event.id, unhosted, false), ...options.leastSeen(event.id, event.hostedScreenIds, true)]
    : options.leastSeen(event.id, unhosted, true);
  return candidates.slice(0, 1);
}

/** A player's row in an event, or undefined when they never joined it. */
async function playerRow(db: Db, eventId: string, playerId: string) {
  const [player] = await db
    .select()
    .from(eventPlayers)
    .where(and(eq(eventPlayers.eventId, eventId), eq(eventPlayers.playerId, playerId)));
  return player;
}

/**
 * The event and the row of a player who has joined it, for their calls after joining (naming,
 * creating a team); a player the host removed is refused (403).
 */
export async function joinedPlayer(db: Db, eventId: string, playerId: string) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw notFound('Event not found');
  const player = await playerRow(db, eventId, playerId);
  if (!player) throw notFound('Join the event first');
  if (player.removedAt) throw forbidden(PLAYER_REMOVED);
  if (hasEnded(event.endDate)) throw conflict(EVENT_ENDED);
  return { event, player };
}
