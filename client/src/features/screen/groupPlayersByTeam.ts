// The lobby lists every team with its players' names, then the players without a team (a roster
// with no id and no name: the lobby names it in both languages). Teams go in name order ('Team 2'
// before 'Team 10'), as on the phones, so a player finds their own at a glance.
import type { PublicTeam, ScreenPlayer } from '@quizfest/shared';
import { compareTeamNames } from '../../lib/teamOrder';

type TeamOfPlayers = { id: string; name: string; players: string[] };
export type TeamRoster = TeamOfPlayers | { id: null; name: null; players: string[] };

export function groupPlayersByTeam(teams: PublicTeam[], players: ScreenPlayer[]): TeamRoster[] {
  const rosters = new Map<string, TeamOfPlayers>(teams.map((team) => [team.id, { id: team.id, name: team.name, players: [] }]));
  const teamless: string[] = [];
  for (const player of players) {
    const roster = player.teamId ? rosters.get(player.teamId) : undefined;
    if (roster) roster.players.push(player.name);
    else teamless.push(player.name);
  }
  const result: TeamRoster[] = [...rosters.values()].sort((a, b) => compareTeamNames(a.name, b.name));
  if (teamless.length) result.push({ id: null, name: null, players: teamless });
  return result;
}
