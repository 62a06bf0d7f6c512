// Teams created by players while choosing their team, in events that allow it (docs/PRODUCT-RULES.md#joining).
import { and, eq, sql } from 'drizzle-orm';
import { LIMITS, type CreatedTeam, type schemas } from '@quizfest/shared';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { eventPlayers, events, teams } from '../db/schema.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { recomputeTeamPlayers } from '../teams/team-players.js';
import { createTeam } from '../teams/service.js';
import { joinedPlayer } from './joining.js';
import { joinRules } from './rules.js';

export const TEAM_ALREADY_CREATED = 'You have already created a team: pick it from the list';
export const TEAM_ALREADY_CHOSEN = 'You have already chosen your team';
export const eventTeamsFull = (max: number) => `This event has reached its limit of ${max} teams`;

/**
 * A team made by a player (allow_custom_teams). A player creates at most one, while choosing their
 * team: the new team becomes their team at once (shown to them only after set-info, like any
 * choice), which is the durable mark that they have made one. The event takes at most `maxTeams`.
 */
export async function createPlayerTeam(db: Db, body: z.output<typeof schemas.CreateTeamBody>, maxTeams: number): Promise<CreatedTeam> {
  const { event } = await joinedPlayer(db, body.eventId, body.playerId);
  if (joinRules(event.activities).teamsConfig !== 'allow_custom_teams') {
    throw forbidden('Players cannot create teams in this event');
  }
  return db.transaction(async (tx) => {
    // Lock the event: concurrent creations must see each other's teams (names, the cap).
    const [locked] = await tx.select().from(events).where(eq(events.id, event.id)).for('update');
    const teamIds = locked!.teamIds;
    if (teamIds.length) {
      // Two teammates creating "The Brains" at once end up in one team, not two.
      const [same] = await tx
        .select()
        .from(teams)
        .where(
          and(
            sql`${teams.id} in (${sql.join(
              teamIds.map((t) => sql`${t}::uuid`),
              sql`, `,
            )})`,
            sql`lower(${teams.name}) = lower(${body.name})`,
          ),
        )
        .limit(1);
      if (same) return { id: same.id, name: same.name, score: same.score };
    }
    // Read under the event's lock: one player's concurrent creations are serialised with it.
    const [player] = await tx
      .select()
      .from(eventPlayers)
      .where(and(eq(eventPlayers.eventId, event.id), eq(eventPlayers.playerId, body.playerId)));
    if (!player) throw notFound('Join the event first');
    if (player.infoSetAt) throw conflict(TEAM_ALREADY_CHOSEN);
    if (player.teamId) throw conflict(TEAM_ALREADY_CREATED);
    if (teamIds.length >= Math.min(maxTeams, LIMITS.teamsPerEvent))
      throw conflict(eventTeamsFull(Math.min(maxTeams, LIMITS.teamsPerEvent)));
    const team = await createTeam(tx, event.ownerId, body.name);
    await tx
      .update(events)
      .set({ teamIds: sql`${events.teamIds} || jsonb_build_array(${team.id}::text)`, updatedAt: new Date() })
      .where(eq(events.id, event.id));
    await tx
      .update(eventPlayers)
      .set({ teamId: team.id })
      .where(and(eq(eventPlayers.eventId, event.id), eq(eventPlayers.playerId, body.playerId)));
    await recomputeTeamPlayers(tx, [team.id]);
    return { id: team.id, name: team.name, score: team.score };
  });
}
