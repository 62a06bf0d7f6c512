// Team points and rankings. A team's points for a question are the mean of its members' points
// (members who did not answer count 0, so a big team has no edge over a small one), or their total
// in a quiz that says so (issue 20); ranks are
// competition ranks: equal points share a rank and the next rank skips (1, 2, 2, 4).
import type { TeamTally } from './live-state.js';

/** Each team's members and the sum of their points for one question (teams without members left out). */
export function teamTallies(members: Map<string, string[]>, points: Map<string, number>): Record<string, TeamTally> {
  const tallies: Record<string, TeamTally> = {};
  for (const [teamId, playerIds] of members) {
    if (playerIds.length === 0) continue;
    tallies[teamId] = { members: playerIds.length, points: playerIds.reduce((acc, id) => acc + (points.get(id) ?? 0), 0) };
  }
  return tallies;
}

/**
 * A team's points for one question: the mean of its members' points, rounded to whole points, or in
 * a quiz that counts totals (`teamScoring: 'total'`) their sum.
 */
export const teamPointsOf = (tally: TeamTally, teamScoring?: 'total'): number =>
  teamScoring === 'total' ? tally.points : tally.members > 0 ? Math.round(tally.points / tally.members) : 0;

/** Mean points per team for one question, rounded to whole points. */
export function teamMeans(members: Map<string, string[]>, points: Map<string, number>): Record<string, number> {
  return teamPointsByTeam(teamTallies(members, points));
}

/** Each team's points for one question from its tally (teamPointsOf). */
export function teamPointsByTeam(tallies: Record<string, TeamTally>, teamScoring?: 'total'): Record<string, number> {
  return Object.fromEntries(Object.entries(tallies).map(([teamId, tally]) => [teamId, teamPointsOf(tally, teamScoring)]));
}

/** Adds `delta` to `totals` (a new object). */
export function addPoints(totals: Record<string, number>, delta: Record<string, number>): Record<string, number> {
  const out = { ...totals };
  for (const [id, p] of Object.entries(delta)) out[id] = (out[id] ?? 0) + p;
  return out;
}

export type Ranked<T> = T & { rank: number };

/** Sorts by points (highest first, then by `tieBreak`) and gives competition ranks. */
export function rankByPoints<T extends { points: number }>(items: T[], tieBreak: (a: T, b: T) => number = () => 0): Ranked<T>[] {
  const sorted = [...items].sort((a, b) => b.points - a.points || tieBreak(a, b));
  let rank = 0;
  return sorted.map((item, i) => {
    if (i === 0 || item.points !== sorted[i - 1]!.points) rank = i + 1;
    return { ...item, rank };
  });
}

/**
 * The competition rank that a points total has among `totals`: 1 + how many totals are higher. A
 * numeric sort and a binary search, with no tie-break: a room's thousands of players get their rank
 * from it without sorting the players. A total absent from `totals` gets the rank it would have.
 */
export function rankingOf(totals: Float64Array): (points: number) => number {
  const ascending = Float64Array.from(totals).sort();
  return (points) => {
    // The first total above `points`; every total from there on is higher.
    let lo = 0;
    let hi = ascending.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ascending[mid]! <= points) lo = mid + 1;
      else hi = mid;
    }
    return ascending.length - lo + 1;
  };
}

/**
 * The first `k` of `items` as rankByPoints orders them (highest points first, then `tieBreak`, then
 * the given order), with their rank among all the items from `rankOf`. One pass that keeps the best
 * `k`, instead of sorting every player of a room for a top ten.
 */
export function topByPoints<T extends { points: number }>(
  items: Iterable<T>,
  k: number,
  tieBreak: (a: T, b: T) => number,
  rankOf: (points: number) => number,
): Ranked<T>[] {
  const before = (a: T, b: T) => b.points - a.points || tieBreak(a, b);
  const top: T[] = [];
  for (const item of items) {
    if (top.length === k && (k === 0 || before(item, top[k - 1]!) >= 0)) continue;
    // After every item it does not go before: an equal one keeps its earlier place.
    let at = top.length;
    while (at > 0 && before(item, top[at - 1]!) < 0) at--;
    top.splice(at, 0, item);
    if (top.length > k) top.pop();
  }
  return top.map((item) => ({ ...item, rank: rankOf(item.points) }));
}
