// A slide on a phone (issue 20): the server opens it straight at its "reveal", with a result of
// not correct and 0 points for everyone. The phone shows the slide as a title card instead: its
// text in the phone's language, lines kept, and its image; no result, no points, no right answer.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { liveQuestion, liveView, playerMe, slideLiveView, slideQuestion } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerGame } from './PlayerGame';

const base = {
  myTeamId: null,
  language: 'en_US' as const,
  pending: null,
  answerError: null,
  serverNow: () => Date.now(),
  onAnswer: vi.fn(),
  welcome: <p>Welcome</p>,
};
// What the server sends a player at a slide: no answer, "not correct", 0 points; standings as before.
const me = playerMe({ result: { correct: false, points: 0 }, totalPoints: 1650, rank: 2 });
const heading = () => screen.getByRole('heading', { level: 2 });

describe('a slide on the phone', () => {
  it('shows its text as a heading, every line kept, and its image', () => {
    const { container } = render(<PlayerGame {...base} live={slideLiveView()} me={me} />);
    expect(heading().textContent).toBe('Round 2\nMusic and films');
    expect(heading()).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(container.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\/upload\/round-2\.png\?w=640$/));
  });

  it('gives no result, no points, no right answer and no standings: it is not a question', () => {
    render(<PlayerGame {...base} live={slideLiveView()} me={me} />);
    for (const text of [/correct/i, /wrong/i, /no answer/i, /joined after/i, /point/i, /right answer/i, /1,650/, /2 of 3/]) {
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('follows a question the player saw open without taking it for its reveal', () => {
    const { rerender } = render(<PlayerGame {...base} live={liveView({ phase: 'question', question: liveQuestion() })} me={playerMe()} />);
    rerender(<PlayerGame {...base} live={slideLiveView(slideQuestion({ questionIndex: 1 }))} me={me} />);
    expect(heading().textContent).toBe('Round 2\nMusic and films');
    expect(screen.queryByText('No answer')).not.toBeInTheDocument();
  });

  it('shows no image when the slide has none', () => {
    const { container } = render(<PlayerGame {...base} live={slideLiveView(slideQuestion({ imageUrl: null }))} me={me} />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the French text on a French phone', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<PlayerGame {...base} language="fr_FR" live={slideLiveView()} me={me} />);
    expect(heading().textContent).toBe('Manche 2\nMusique et cinéma');
    expect(screen.queryByText(/juste|faux|pas de réponse|bonne réponse|point/i)).not.toBeInTheDocument();
  });

  it('falls back to the other language when the phone’s is empty', () => {
    const slide = slideQuestion({ texts: { en_US: { question: 'Lunch break' }, fr_FR: { question: '' } } });
    render(<PlayerGame {...base} language="fr_FR" live={slideLiveView(slide)} me={me} />);
    expect(heading()).toHaveTextContent('Lunch break');
  });
});
