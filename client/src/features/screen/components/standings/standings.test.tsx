import type { Leaderboard } from '@quizfest/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/render';
import { LeaderboardView } from './LeaderboardView';
import { PodiumView } from './PodiumView';

const team = (teamId: string, name: string, points: number, rank: number, lastPoints = 0) => ({
  teamId,
  name,
  points,
  lastPoints,
  rank,
  members: 3,
});
const T = ['a1', 'b2', 'c3', 'd4', 'e5'].map((n) => `${n}000000-0000-4000-8000-000000000000`);

const board: Leaderboard = {
  // Out of order on purpose: the screen ranks by rank.
  teams: [
    team(T[1]!, 'Foxes', 2100, 2, 900),
    team(T[0]!, 'Owls', 2500, 1, 750),
    team(T[2]!, 'Bears', 1200, 3),
    team(T[3]!, 'Cats', 300, 4, 300),
    team(T[4]!, 'Eels', 0, 5),
  ],
  players: [
    { name: 'Ann', teamId: T[0]!, points: 1900, rank: 1 },
    { name: 'Bob', teamId: T[1]!, points: 1400, rank: 2 },
  ],
};

const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('LeaderboardView', () => {
  it('ranks the teams with their points and what the last question added, beside the top players', () => {
    render(<LeaderboardView leaderboard={board} />);
    expect(rows(screen.getByRole('list', { name: 'Teams' }))).toEqual([
      '1Owls2,500+750',
      '2Foxes2,100+900',
      '3Bears1,200',
      '4Cats300+300',
      '5Eels0',
    ]);
    expect(rows(screen.getByRole('list', { name: 'Top players' }))).toEqual(['1AnnOwls1,900', '2BobFoxes1,400']);
  });

  // At 1080p the leaderboard filled only the top third of the screen (issue 19): a few teams take
  // rows tall enough to fill most of its height.
  it('grows the rows of a short list to fill the height', () => {
    render(<LeaderboardView leaderboard={board} />);
    expect(screen.getByRole('list', { name: 'Teams' }).style.gridTemplateRows).toBe('repeat(5, 12vh)');
  });

  it('lists the players alone when nobody plays in a team', () => {
    render(<LeaderboardView leaderboard={{ teams: [], players: [{ name: 'Cy', teamId: null, points: 800, rank: 1 }] }} />);
    expect(screen.queryByRole('list', { name: 'Teams' })).not.toBeInTheDocument();
    expect(rows(screen.getByRole('list', { name: 'Players' }))).toEqual(['1Cy800']);
  });
});

describe('PodiumView', () => {
  it('puts the top three teams on the podium, first in the middle, then the rest in rank order, and the best players', () => {
    render(<PodiumView leaderboard={board} />);
    const podium = within(screen.getByRole('list', { name: 'Podium' })).getAllByRole('listitem');
    expect(podium.map((step) => step.getAttribute('aria-label'))).toEqual([
      '2. Foxes, 2,100 points',
      '1. Owls, 2,500 points',
      '3. Bears, 1,200 points',
    ]);
    expect(rows(screen.getByRole('list', { name: 'The rest' }))).toEqual(['4Cats300', '5Eels0']);
    // A team night shows its best players too, so that the night's best player is seen (issue 19).
    expect(rows(screen.getByRole('list', { name: 'Top players' }))).toEqual(['1AnnOwls1,900', '2BobFoxes1,400']);
  });

  it('puts players on the podium when there are no teams', () => {
    render(
      <PodiumView
        leaderboard={{
          teams: [],
          players: [
            { name: 'Cy', teamId: null, points: 800, rank: 1 },
            { name: 'Di', teamId: null, points: 500, rank: 2 },
          ],
        }}
      />,
    );
    const podium = within(screen.getByRole('list', { name: 'Podium' })).getAllByRole('listitem');
    expect(podium.map((step) => step.getAttribute('aria-label'))).toEqual(['2. Di, 500 points', '1. Cy, 800 points']);
  });
});
