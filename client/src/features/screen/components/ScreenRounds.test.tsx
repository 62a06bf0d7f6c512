// The big screen in a quiz that keeps its standings for the podium (issue 20): its reveals come
// with no leaderboard (`live.leaderboard` null), which the reveal never showed: the answer shows as
// in any quiz, with no standings; the podium then shows them.
import type { Leaderboard } from '@quizfest/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveQuestion, liveView } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { OWLS, screenState } from '../../../test/screen/screenState';
import { ScreenStage } from './ScreenStage';

const reveal = { correctAnswer: 2, correctTexts: {}, distribution: [1, 5, 0, 2], answered: 8 };
const board: Leaderboard = {
  teams: [{ teamId: OWLS, name: 'Owls', points: 2500, lastPoints: 750, rank: 1, members: 2 }],
  players: [{ name: 'Ann', teamId: OWLS, points: 1900, rank: 1 }],
};
const stage = (live: Parameters<typeof liveView>[0]) =>
  render(<ScreenStage state={screenState({ live: liveView(live) })} teams={[]} serverNow={() => Date.now()} />);

describe('the big screen when the standings wait for the podium', () => {
  it('shows a reveal with no leaderboard, and no standings', () => {
    stage({ phase: 'reveal', question: liveQuestion({ leaderboard: 'end' }), reveal, leaderboard: null });
    expect(screen.getByText('8 answered')).toBeInTheDocument();
    expect(screen.getByText('Paris')).toBeInTheDocument();
    expect(screen.queryByText('Owls')).not.toBeInTheDocument();
    expect(screen.queryByText('Leaderboard')).not.toBeInTheDocument();
  });

  it('shows the standings at the podium', () => {
    stage({ phase: 'finished', leaderboard: board });
    expect(screen.getAllByText('Owls').length).toBeGreaterThan(0);
  });
});
