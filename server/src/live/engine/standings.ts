// Team points and rankings. A team's points for a question are the mean of its members' points
// (members who did not answer count 0, so a big team has no edge over a small one); ranks are
// competition ranks: equal points share a rank and the next rank skips (1, 2, 2, 4).

/** Mean points per team for one question, rounded to whole points. */
export function teamMeans(members: Map<string, string[]>, points: Map<string, number>): Record<string, number> {
  const means: Record<string, number> = {};
  for (const [teamId, playerIds] of members) {
    if (playerIds.length === 0) continue;
    const sum = playerIds.reduce((acc, id) => acc + (points.get(id) ?? 0), 0);
    means[teamId] = Math.round(sum / playerIds.length);
  }
  return means;
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
