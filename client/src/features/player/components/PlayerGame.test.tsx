import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { liveQuestion, liveView, playerMe } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerGame } from './PlayerGame';

const reveal = { correctAnswer: 2, correctTexts: {}, distribution: [1, 5, 0, 2], answered: 8 };
const base = {
  myTeamId: null,
  language: 'en_US' as const,
  pending: null,
  answerError: null,
  serverNow: () => Date.now(),
  onAnswer: vi.fn(),
  welcome: <p>Welcome</p>,
};
const asked = liveView({ phase: 'question', question: liveQuestion() });
const revealed = liveView({ phase: 'reveal', question: liveQuestion(), reveal });
const missed = playerMe({ result: { correct: false, points: 0 }, totalPoints: 300, rank: 4 });

describe('PlayerGame', () => {
  it('tells a player whose first view of a question is its reveal that they joined after it, with the right answer and no result', () => {
    render(<PlayerGame {...base} live={revealed} me={missed} />);
    expect(screen.getByRole('heading', { name: 'You joined after this question' })).toBeInTheDocument();
    expect(screen.queryByText('No answer')).not.toBeInTheDocument();
    expect(screen.queryByText('+0 points')).not.toBeInTheDocument();
    expect(screen.getByText('The right answer')).toBeInTheDocument();
    expect(screen.getByText('Paris')).toBeInTheDocument();
    // Where they stand still shows.
    expect(screen.getByText('300')).toBeInTheDocument();
  });

  it("says 'No answer' to a player who saw the question open and let it pass", () => {
    const { rerender } = render(<PlayerGame {...base} live={asked} me={playerMe()} />);
    expect(screen.getByText('Capital of France?')).toBeInTheDocument();
    rerender(<PlayerGame {...base} live={revealed} me={missed} />);
    expect(screen.getByRole('heading', { name: 'No answer' })).toBeInTheDocument();
    expect(screen.getByText('+0 points')).toBeInTheDocument();
    expect(screen.queryByText('You joined after this question')).not.toBeInTheDocument();
  });

  it('judges each question by itself: having seen the first open says nothing of the second', () => {
    const { rerender } = render(<PlayerGame {...base} live={asked} me={playerMe()} />);
    const second = liveQuestion({ questionIndex: 1 });
    rerender(<PlayerGame {...base} live={liveView({ phase: 'reveal', question: second, reveal })} me={missed} />);
    expect(screen.getByRole('heading', { name: 'You joined after this question' })).toBeInTheDocument();
  });

  it('gives the result of an answer the server holds, even when the page opens on the reveal (a reload)', () => {
    const me = playerMe({ answer: '2', result: { correct: true, points: 873 }, totalPoints: 873, rank: 1 });
    render(<PlayerGame {...base} live={revealed} me={me} />);
    expect(screen.getByRole('heading', { name: 'Correct!' })).toBeInTheDocument();
    expect(screen.getByText('+873 points')).toBeInTheDocument();
  });
});
