// The phone in a quiz that keeps its standings for the podium (issue 20): until then the server
// sends no leaderboard and no rank, team rank or team points. The reveal still gives my result and
// my total, and in place of the ranks a single line saying when they come; a quiz that shows them
// between rounds gives its ranks as any other. The podium gives the ranks again.
import { act, screen } from '@testing-library/react';
import type { LiveView, PlayerMe } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { liveQuestion, liveView, playerMe } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerGame } from './PlayerGame';
import { PlayerReveal } from './PlayerReveal';

const reveal = { correctAnswer: 2, correctTexts: {}, distribution: [1, 5, 0, 2], answered: 8 };
/** Right, 873 points, 1 650 in all, in a team: the server's ranks and team points as `standings`. */
const me = (standings: Partial<PlayerMe>) =>
  playerMe({ answer: '2', result: { correct: true, points: 873 }, totalPoints: 1650, teamCount: 4, ...standings });
const HIDDEN = { rank: null, teamRank: null, teamPoints: null };

const game = (live: LiveView, mine: PlayerMe) => (
  <PlayerGame
    live={live}
    me={mine}
    myTeamId="team-1"
    language="en_US"
    pending={null}
    answerError={null}
    serverNow={() => Date.now()}
    onAnswer={() => {}}
    welcome={<p>Welcome</p>}
  />
);

describe('the phone when the standings wait for the podium', () => {
  it('gives my result and total at the reveal, and says the standings come at the podium instead of ranks', () => {
    render(<PlayerReveal question={liveQuestion({ leaderboard: 'end' })} reveal={reveal} me={me(HIDDEN)} language="en_US" players={8} />);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('+873 points')).toBeInTheDocument();
    expect(screen.getByText('1,650')).toBeInTheDocument();
    expect(screen.getByText('Standings at the podium')).toBeInTheDocument();
    for (const text of ['Rank', 'Team rank', '–']) expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('gives the ranks in a quiz that shows them between rounds, with no such line', () => {
    const ranked = me({ rank: 2, teamRank: 1, teamPoints: 900 });
    render(<PlayerReveal question={liveQuestion({ leaderboard: 'round' })} reveal={reveal} me={ranked} language="en_US" players={8} />);
    expect(screen.getByText('2 of 8')).toBeInTheDocument();
    expect(screen.getByText('1 of 4')).toBeInTheDocument();
    expect(screen.queryByText('Standings at the podium')).not.toBeInTheDocument();
  });

  it('draws the reveal with no leaderboard in the live view, then the podium with its ranks', () => {
    const question = liveQuestion({ leaderboard: 'end' });
    const { rerender } = render(game(liveView({ phase: 'reveal', question, reveal, leaderboard: null }), me(HIDDEN)));
    expect(screen.getByText('Standings at the podium')).toBeInTheDocument();

    const board = {
      teams: [{ teamId: 'team-1', name: 'Owls', points: 900, lastPoints: 0, rank: 1, members: 2 }],
      players: [{ name: 'Ann', teamId: 'team-1', points: 1650, rank: 2 }],
    };
    rerender(game(liveView({ phase: 'finished', leaderboard: board }), me({ rank: 2, teamRank: 1, teamPoints: 900 })));
    expect(screen.getByRole('heading', { name: 'Final results' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(screen.queryByText('Standings at the podium')).not.toBeInTheDocument();
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<PlayerReveal question={liveQuestion({ leaderboard: 'end' })} reveal={reveal} me={me(HIDDEN)} language="fr_FR" players={8} />);
    expect(screen.getByText('Classement au podium')).toBeInTheDocument();
    expect(screen.queryByText('Rang')).not.toBeInTheDocument();
  });
});
