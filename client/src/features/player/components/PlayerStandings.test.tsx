import type { Leaderboard } from '@quizfest/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playerMe } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerLeaderboard } from './PlayerLeaderboard';
import { PlayerPodium } from './PlayerPodium';

const team = (n: number) => ({ teamId: `team-${n}`, name: `Team ${n}`, points: 1000 - n, lastPoints: 0, rank: n, members: 2 });
const board = (count: number): Leaderboard => ({ teams: Array.from({ length: count }, (_, i) => team(i + 1)), players: [] });

describe('player standings', () => {
  it('says where my team finished with the English ordinal', () => {
    const me = playerMe({ totalPoints: 2400, rank: 3, teamRank: 2, teamCount: 23 });
    for (const [rank, words] of [
      [1, 'Team 1 finished 1st of 23'],
      [2, 'Team 2 finished 2nd of 23'],
      [3, 'Team 3 finished 3rd of 23'],
      [11, 'Team 11 finished 11th of 23'],
      [12, 'Team 12 finished 12th of 23'],
      [21, 'Team 21 finished 21st of 23'],
      [22, 'Team 22 finished 22nd of 23'],
    ] as const) {
      const { unmount } = render(<PlayerPodium leaderboard={board(23)} me={me} myTeamId={`team-${rank}`} players={40} />);
      expect(screen.getByText(words)).toBeInTheDocument();
      unmount();
    }
    render(<PlayerPodium leaderboard={board(2)} me={me} myTeamId="team-1" players={40} />);
    expect(screen.getByRole('heading', { name: 'Final results' })).toBeInTheDocument();
    expect(screen.getByText('Final points')).toBeInTheDocument();
    expect(screen.getByText('3 of 40')).toBeInTheDocument();
  });

  it('titles the leaderboard and names the team list', () => {
    render(<PlayerLeaderboard leaderboard={board(3)} me={playerMe({ rank: 1 })} myTeamId={null} players={5} />);
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByText('Total points')).toBeInTheDocument();
  });
});
