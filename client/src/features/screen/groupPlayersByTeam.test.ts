import { describe, expect, it } from 'vitest';
import { groupPlayersByTeam } from './groupPlayersByTeam';

const team = (id: string, name: string) => ({ id, name, imageUrl: null, score: 0 });

describe('groupPlayersByTeam', () => {
  it('puts each player under their team, teams in name order, and the rest last', () => {
    const teams = [team('t10', 'Team 10'), team('t2', 'Team 2'), team('owls', 'owls')];
    const players = [
      { name: 'Ann', teamId: 't2' },
      { name: 'Bob', teamId: null },
      { name: 'Cy', teamId: 't10' },
      // A team that left the event since: its player is shown without a team rather than lost.
      { name: 'Di', teamId: 'gone' },
      { name: 'Ed', teamId: 't2' },
    ];
    expect(groupPlayersByTeam(teams, players)).toEqual([
      { id: 'owls', name: 'owls', players: [] },
      { id: 't2', name: 'Team 2', players: ['Ann', 'Ed'] },
      { id: 't10', name: 'Team 10', players: ['Cy'] },
      { id: null, name: null, players: ['Bob', 'Di'] },
    ]);
  });

  it('has no teamless roster when everyone has a team', () => {
    expect(groupPlayersByTeam([team('t', 'Owls')], [{ name: 'Ann', teamId: 't' }])).toEqual([{ id: 't', name: 'Owls', players: ['Ann'] }]);
  });
});
