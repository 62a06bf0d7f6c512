// A player the host removes leaves the standings as though they had never played
// (docs/PRODUCT-RULES.md#scoring): their answers go, and each question already revealed gives their
// team the mean (or total) of the other members it counted then. Before, the team kept the points the player
// had brought it while the results download no longer listed them (3711 shown, 3385 rebuildable
// from the export, issue 19). Pure: live-store.ts applies it under the event row's lock.
import type { ScoredQuestion, StoredLive } from './live-state.js';
import { teamPointsOf } from './standings.js';

export type RemovedPlayer = {
  teamId: string;
  /** When the player gave their name and team (epoch ms): reveals counted them from then on. */
  namedAt: number;
  /** The player's points per revealed question, by questionKey. */
  points: Map<string, number>;
};

export const questionKey = (activityId: string, questionIndex: number) => `${activityId}#${questionIndex}`;

const sameQuestion = (q: ScoredQuestion, live: StoredLive) =>
  live.current !== null && q.activityId === live.current.activityId && q.questionIndex === live.current.questionIndex;

/**
 * The state without the player's part in their team's points, and what the team's points changed
 * by (the lifetime score of the team moves by as much). Questions revealed before the per-question
 * counts were stored (no `scored`) cannot be worked out again and keep their points.
 */
export function withoutPlayer(live: StoredLive, removed: RemovedPlayer): { live: StoredLive; delta: number } {
  const { teamId } = removed;
  const scored = live.scored ?? [];
  let delta = 0;
  let lastDelta = 0;
  const next = scored.map((q, i) => {
    const tally = q.teams[teamId];
    if (!tally || removed.namedAt > q.at) return q;
    const after = {
      members: tally.members - 1,
      points: tally.points - (removed.points.get(questionKey(q.activityId, q.questionIndex)) ?? 0),
    };
    const change = teamPointsOf(after, q.teamScoring) - teamPointsOf(tally, q.teamScoring);
    delta += change;
    if (i === scored.length - 1) lastDelta = change;
    const teams = { ...q.teams };
    if (after.members > 0) teams[teamId] = after;
    else delete teams[teamId];
    return { ...q, teams };
  });
  if (next.length === 0) return { live, delta: 0 };
  // What the last reveal added, while the boards still show it (it is emptied when the next question opens).
  const last = scored[scored.length - 1]!;
  const showsLast = sameQuestion(last, live) && teamId in live.lastTeamPoints;
  return {
    live: {
      ...live,
      scored: next,
      teamPoints: delta ? { ...live.teamPoints, [teamId]: (live.teamPoints[teamId] ?? 0) + delta } : live.teamPoints,
      lastTeamPoints:
        showsLast && lastDelta ? { ...live.lastTeamPoints, [teamId]: live.lastTeamPoints[teamId]! + lastDelta } : live.lastTeamPoints,
    },
    delta,
  };
}
