// Issue 21: an event copied for another night. What the manager set up comes along (activities with
// their rules, the teams they chose); what the night made does not (players, answers, screens, the
// live state, teams players created); the copy gets its own code and dates.
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Event } from '@quizfest/shared';
import type { Db, DbOrTx } from '../db/client.js';
import { eventPlayers, events, teams } from '../db/schema.js';
import { notFound } from '../errors.js';
import { allocateCode, toEvent } from './service.js';

/**
 * The event's teams a player made during the night (allow_custom_teams): a team one of its players
 * was in and that did not exist yet when that player joined. The manager's own teams existed before
 * the players came, and a player's team belongs to that night's crowd, not to the next one.
 */
async function playerMadeTeams(tx: DbOrTx, eventId: string, teamIds: string[]): Promise<Set<string>> {
  if (teamIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: teams.id })
    .from(teams)
    .innerJoin(eventPlayers, and(eq(eventPlayers.teamId, teams.id), eq(eventPlayers.eventId, eventId)))
    .where(and(inArray(teams.id, teamIds), gt(teams.createdAt, eventPlayers.joinedAt)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Copies the owner's event under `name`. Dates: the copy opens now and lasts as long as the
 * original did; the original's dates are usually a past night, and a copy that had ended already
 * would have a code nobody can join with. A team's points in an event are counted from that
 * event's answers, so in the copy every team starts at 0; its lifetime score (teams.score) belongs
 * to the team, not to an event, and is left as it is.
 */
export async function duplicateEvent(db: Db, ownerId: string, id: string, name: string): Promise<Event> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(events)
      .where(and(eq(events.id, id), eq(events.ownerId, ownerId)));
    if (!source) throw notFound('Event not found');
    const dropped = await playerMadeTeams(tx, source.id, source.teamIds);
    const code = await allocateCode(tx);
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const duration = Math.max(60_000, source.endDate.getTime() - source.startDate.getTime());
    const [row] = await tx
      .insert(events)
      .values({
        ownerId,
        name,
        code,
        startDate: start,
        endDate: new Date(start.getTime() + duration),
        teamIds: source.teamIds.filter((t) => !dropped.has(t)),
        activities: source.activities,
        // screenIds, hostedScreenIds, barredScreenIds, live and rev take their defaults: a night not yet begun.
      })
      .returning();
    return toEvent(row!, []);
  });
}
