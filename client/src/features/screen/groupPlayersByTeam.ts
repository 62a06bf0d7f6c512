// The lobby lists every team with its players' names, then the players without a team. Teams go
// in name order ('Team 2' before 'Team 10'), as on the phones, so a player finds their own at a glance.
import type { PublicTeam, ScreenPlayer } from '@quizfest/shared';
import { compareTeamNames } from '../../lib/teamOrder';

export type TeamRoster = { id: string | null; name: string; players: string[] };

export function groupPlayersByTeam(teams: PublicTeam[], players: ScreenPlayer[]): TeamRoster[] {
  const rosters = new Map<string, TeamRoster>(teams.map((team) => [team.id, { id: team.id, name: team.name, players: [] }]));
  const teamless: string[] = [];
  for (const player of players) {
    const roster = player.teamId ? rosters.get(player.teamId) : undefined;
    if (roster) roster.players.push(player.name);
    else teamless.push(player.name);
  }
  const result = [...rosters.values()].sort((a, b) => compareTeamNames(a.name, b.name));
  if (teamless.length) result.push({ id: null, name: 'Without a team', players: teamless });
  return result;
}
