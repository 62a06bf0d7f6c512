// A quiz with a streak bonus (issue 20) says so on the phone with each question, and at the reveal
// the run of right answers my answer extends and the bonus its points include; a quiz without one
// (`streakBonus` absent) says nothing of it, and neither does a wrong answer.
import { act, getDefaultNormalizer, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { liveQuestion, playerMe, pollQuestion } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerQuestion } from './PlayerQuestion';
import { PlayerReveal } from './PlayerReveal';

const base = {
  me: playerMe(),
  language: 'en_US' as const,
  pending: null,
  answerError: null,
  serverNow: () => Date.now(),
  onAnswer: vi.fn(),
};
const reveal = { correctAnswer: 2, correctTexts: {}, distribution: [1, 5, 0, 2], answered: 8 };
type Result = NonNullable<ReturnType<typeof playerMe>['result']>;
const revealWith = (result: Result, language: 'en_US' | 'fr_FR' = 'en_US') => (
  <PlayerReveal
    question={liveQuestion({ streakBonus: true })}
    reveal={reveal}
    me={playerMe({ answer: result.correct ? '2' : '3', result, totalPoints: 3000, rank: 1 })}
    language={language}
    players={8}
  />
);
// Whitespace kept as it is: the default matcher would take the no-break space for any space.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe('the phone in a quiz with a streak bonus', () => {
  it('says Streak bonus with the question, beside a points multiplier too, and nothing without one', () => {
    const { unmount } = render(<PlayerQuestion {...base} question={liveQuestion({ streakBonus: true })} />);
    expect(screen.getByText('Streak bonus')).toBeVisible();
    unmount();
    const { unmount: unmountDouble } = render(
      <PlayerQuestion {...base} question={liveQuestion({ streakBonus: true, pointsMultiplier: 2 })} />,
    );
    expect(screen.getByText(/Double points/)).toBeInTheDocument();
    expect(screen.getByText('Streak bonus')).toBeInTheDocument();
    unmountDouble();
    render(<PlayerQuestion {...base} question={liveQuestion()} />);
    expect(screen.queryByText(/streak/i)).not.toBeInTheDocument();
  });

  it('says nothing of it with a poll, which scores no one', () => {
    render(<PlayerQuestion {...base} question={pollQuestion(4, { streakBonus: true })} />);
    expect(screen.getByText('Poll: no right answer, no points')).toBeInTheDocument();
    expect(screen.queryByText(/streak/i)).not.toBeInTheDocument();
  });

  it('gives the run and the bonus the points include at the reveal, the flame hidden from screen readers', () => {
    render(revealWith({ correct: true, points: 1073, streak: 3, streakBonus: 200 }));
    expect(screen.getByText('+1,073 points')).toBeInTheDocument();
    const run = screen.getByText('3 in a row', { exact: false });
    expect(run).toHaveTextContent('🔥 3 in a row');
    expect(screen.getByText('🔥', { exact: false })).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Streak bonus included: +200')).toBeInTheDocument();
  });

  it('says nothing of it for a first right answer, a wrong one, or a quiz without a bonus', () => {
    const { rerender } = render(revealWith({ correct: true, points: 900, streak: 1 }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.queryByText(/in a row|streak/i)).not.toBeInTheDocument();
    rerender(revealWith({ correct: false, points: 0, streak: 0 }));
    expect(screen.getByText('Wrong')).toBeInTheDocument();
    expect(screen.queryByText(/in a row|streak|🔥/i)).not.toBeInTheDocument();
    rerender(revealWith({ correct: true, points: 900 }));
    expect(screen.queryByText(/in a row|streak|🔥/i)).not.toBeInTheDocument();
  });

  it('gives a run whose bonus is nothing (a question worth no points) without a bonus line', () => {
    render(revealWith({ correct: true, points: 0, streak: 4, streakBonus: 0 }));
    expect(screen.getByText('4 in a row', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/streak bonus/i)).not.toBeInTheDocument();
  });

  it('says it all in French, digits grouped and a no-break space before the colon', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { unmount } = render(<PlayerQuestion {...base} language="fr_FR" question={liveQuestion({ streakBonus: true })} />);
    expect(screen.getByText('Bonus de série')).toBeVisible();
    unmount();
    render(revealWith({ correct: true, points: 2146, streak: 6, streakBonus: 1000 }, 'fr_FR'));
    expect(screen.getByText('6 à la suite', { exact: false })).toHaveTextContent('🔥 6 à la suite');
    expect(screen.getByText('Bonus de série inclus\u00a0: +1\u202f000', exact)).toBeInTheDocument();
  });
});
