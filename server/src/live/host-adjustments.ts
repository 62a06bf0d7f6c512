// The host's point adjustments (docs/PRODUCT-RULES.md#scoring, issue 20): a bonus for the best
// costume, a penalty for a phone under the table. A team's adjustment moves its points in the event
// and its lifetime score; a player's moves that player's total and rank (a team scores the mean of
// its members per question, so a player's adjustment does not reach it: adjust the team for that).
// Kept in the live state, so every instance and every view sees them; one transaction claims the
// event's revision, so of two consoles adjusting at once one applies and the other tries again.
import { MAX_ADJUSTMENTS, type HostView } from '@quizfest/shared';
import type { Db } from '../db/client.js';
import type { events } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { CachedEvent } from '../events/cached-event.js';
import { iso } from '../lib/dto.js';
import { addPoints } from './engine/standings.js';
import { readLive } from './engine/live-state.js';
import type { Applied, HostActionInput } from './live-store.js';
import { addToTeamScores, claim, RACED, writeLive } from './live-rows.js';

type EventRow = typeof events.$inferSelect;

export async function adjustPoints(db: Db, row: EventRow, body: HostActionInput, now = Date.now()): Promise<Applied> {
  const { teamId, playerId, points, reason } = body;
  if ((teamId === undefined) === (playerId === undefined)) throw badRequest('teamId or playerId: give one of them');
  if (points === undefined) throw badRequest('points: is required');
  if (reason === undefined) throw badRequest('reason: is required');
  const live = readLive(row.live);
  if (live.phase === 'ended' || row.endDate.getTime() <= now) throw conflict('This event has ended');
  if ((live.adjustments?.length ?? 0) >= MAX_ADJUSTMENTS) throw conflict(`An event can hold at most ${MAX_ADJUSTMENTS} adjustments`);
  if (teamId !== undefined && !row.teamIds.includes(teamId)) throw notFound('Team not found');
  return db.transaction(async (tx) => {
    if (!(await claim(tx, row.id, row.rev))) throw conflict(RACED);
    const adjustment = { ...(teamId ? { teamId } : { playerId: playerId! }), points, reason, at: now };
    const next = {
      ...live,
      adjustments: [...(live.adjustments ?? []), adjustment],
      ...(teamId ? { teamPoints: addPoints(live.teamPoints, { [teamId]: points }) } : {}),
    };
    if (teamId) await addToTeamScores(tx, [[teamId, points]]);
    const { rev } = await writeLive(tx, row.id, next);
    return { eventId: row.id, rev, teamIds: teamId ? [teamId] : [] };
  });
}

/** The adjustments as the console lists them: by name, never by a player's id. */
export function adjustmentsOf(entry: CachedEvent): HostView['adjustments'] {
  const list = entry.live.adjustments;
  if (!list?.length) return undefined;
  const teamName = new Map(entry.teams.map((t) => [t.id, t.name]));
  return list.map((a) => ({
    kind: a.teamId ? ('team' as const) : ('player' as const),
    name: (a.teamId ? teamName.get(a.teamId) : entry.players.get(a.playerId!)?.name) ?? null,
    points: a.points,
    reason: a.reason,
    at: iso(new Date(a.at)),
  }));
}
