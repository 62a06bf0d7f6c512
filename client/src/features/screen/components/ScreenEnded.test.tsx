// An ended event keeps its podium on the big screen (issue 19, 'Ending the event wipes the
// results'): the teams on the steps and, on a team night, the best players, under 'This event has
// ended.' in both languages.
import type { Leaderboard, PublicTeam } from '@quizfest/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveView } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { OWLS, screenState } from '../../../test/screen/screenState';
import { ScreenStage } from './ScreenStage';

const FOXES = '2f3e4d5c-6b7a-4899-8a7b-6d5e4f3a2b02';
const EELS = '2f3e4d5c-6b7a-4899-8a7b-6d5e4f3a2b03';
const BEARS = '2f3e4d5c-6b7a-4899-8a7b-6d5e4f3a2b04';
const TEAMS: PublicTeam[] = [{ id: OWLS, name: 'Owls', imageUrl: null, score: 0 }];
const team = (teamId: string, name: string, points: number, rank: number) => ({ teamId, name, points, lastPoints: 100, rank, members: 2 });
const BOARD: Leaderboard = {
  teams: [team(OWLS, 'Owls', 2500, 1), team(FOXES, 'Foxes', 2000, 2), team(EELS, 'Eels', 1500, 3), team(BEARS, 'Bears', 10, 4)],
  players: [
    { name: 'Ann', teamId: OWLS, points: 1900, rank: 1 },
    { name: 'Bob', teamId: FOXES, points: 1400, rank: 2 },
    { name: 'Cy', teamId: EELS, points: 900, rank: 3 },
    { name: 'Di', teamId: OWLS, points: 600, rank: 4 },
  ],
};

function stage(leaderboard: Leaderboard | null, phase: 'ended' | 'finished' = 'ended') {
  const state = screenState({ live: liveView({ phase, leaderboard }) });
  return render(<ScreenStage state={state} teams={TEAMS} serverNow={() => Date.now()} />);
}

const rows = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label') ?? item.textContent);

describe('the big screen once the event has ended', () => {
  it('keeps the podium, the rest and the best players, and says it has ended in both languages', () => {
    stage(BOARD);
    expect(screen.getByText('This event has ended.').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Cet événement est terminé.').closest('[lang]')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Final results')).toBeInTheDocument();
    expect(rows('Podium')).toEqual(['2. Foxes, 2,000 points', '1. Owls, 2,500 points', '3. Eels, 1,500 points']);
    expect(rows('The rest')).toEqual(['4Bears10']);
    // On a team night the best player is seen too; the list stops at three.
    expect(rows('Top players')).toEqual(['1AnnOwls1,900', '2BobFoxes1,400', '3CyEels900']);
  });

  it('shows the same podium before it ended, without the line', () => {
    stage(BOARD, 'finished');
    expect(rows('Top players')).toEqual(['1AnnOwls1,900', '2BobFoxes1,400', '3CyEels900']);
    expect(screen.queryByText('This event has ended.')).not.toBeInTheDocument();
  });

  it('puts the players on the podium when nobody played in a team, with no second list', () => {
    stage({ teams: [], players: BOARD.players.map((p) => ({ ...p, teamId: null })) });
    expect(rows('Podium')).toEqual(['2. Bob, 1,400 points', '1. Ann, 1,900 points', '3. Cy, 900 points']);
    expect(screen.queryByRole('list', { name: 'Top players' })).not.toBeInTheDocument();
  });

  it('says only that it has ended when no question was played', () => {
    stage(null);
    expect(screen.getByText('This event has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Podium' })).not.toBeInTheDocument();
  });
});
