// The leaderboard's teams and players as ranked rows, in rank order (ties keep the server's order).
import type { Leaderboard } from '@quizfest/shared';
import type { RankRow } from './RankList';

export function teamRows(leaderboard: Leaderboard): RankRow[] {
  return [...leaderboard.teams]
    .sort((a, b) => a.rank - b.rank)
    .map((team) => ({ key: team.teamId, rank: team.rank, name: team.name, points: team.points, gain: team.lastPoints }));
}

export function playerRows(leaderboard: Leaderboard): RankRow[] {
  const teamNames = new Map(leaderboard.teams.map((team) => [team.teamId, team.name]));
  return [...leaderboard.players]
    .sort((a, b) => a.rank - b.rank)
    .map((player, index) => ({
      // Players come without ids (an id is a credential); names may repeat, positions do not.
      key: `${index}-${player.name}`,
      rank: player.rank,
      name: player.name,
      detail: player.teamId ? (teamNames.get(player.teamId) ?? null) : null,
      points: player.points,
    }));
}
