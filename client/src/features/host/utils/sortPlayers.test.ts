import { describe, expect, it } from 'vitest';
import type { HostPlayer } from '@quizfest/shared';
import { sortPlayers } from './sortPlayers';

const player = (name: string | null): HostPlayer => ({
  playerId: name ?? 'x',
  name,
  teamId: null,
  connected: true,
  answered: false,
  points: 0,
});

describe('sortPlayers', () => {
  it('orders names as a person reads them (numbers by value, case aside), nameless players last', () => {
    const names = sortPlayers(['Player 10', null, 'player 2', 'Zoé', 'Player 1', 'Anna'].map(player)).map((p) => p.name);
    expect(names).toEqual(['Anna', 'Player 1', 'player 2', 'Player 10', 'Zoé', null]);
  });
});
