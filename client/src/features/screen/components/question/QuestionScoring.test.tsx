// The big screen says a quiz's scoring options (issue 20) beside the question's progress, in both
// languages at once as it says everything: a streak bonus, and team points that are the members'
// total; a quiz with neither (`streakBonus` and `teamScoring` absent: no bonus, the mean) shows no
// such badge, and a poll, which scores no one, shows none either.
import { getDefaultNormalizer, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveQuestion, pollQuestion } from '../../../../test/live/liveFixtures';
import { render } from '../../../../test/render';
import { QuestionProgress } from './QuestionProgress';

// Whitespace kept as it is: the default matcher would take the no-break space for any space.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe('QuestionProgress with scoring options', () => {
  it('says Streak bonus / Bonus de série, each part in its language', () => {
    render(<QuestionProgress question={liveQuestion({ streakBonus: true })} />);
    expect(screen.getByText('Streak bonus')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Bonus de série')).toHaveAttribute('lang', 'fr');
    expect(screen.queryByText(/team points/i)).not.toBeInTheDocument();
  });

  it('says Team points: total / Points d’équipe : total, each part in its language', () => {
    render(<QuestionProgress question={liveQuestion({ teamScoring: 'total' })} />);
    expect(screen.getByText('Team points: total')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Points d’équipe\u00a0: total', exact)).toHaveAttribute('lang', 'fr');
    expect(screen.queryByText(/streak/i)).not.toBeInTheDocument();
  });

  it('shows both beside the points and speed badges', () => {
    render(
      <QuestionProgress question={liveQuestion({ streakBonus: true, teamScoring: 'total', pointsMultiplier: 2, speedScoring: false })} />,
    );
    expect(screen.getByText(/Double points/)).toBeInTheDocument();
    expect(screen.getByText("Speed doesn't count")).toBeInTheDocument();
    expect(screen.getByText('Streak bonus')).toBeInTheDocument();
    expect(screen.getByText('Team points: total')).toBeInTheDocument();
  });

  it('shows neither without them, nor with a poll', () => {
    const { unmount } = render(<QuestionProgress question={liveQuestion()} />);
    expect(screen.queryByText(/streak|série|team points|équipe/i)).not.toBeInTheDocument();
    unmount();
    render(<QuestionProgress question={pollQuestion(4, { streakBonus: true, teamScoring: 'total' })} />);
    expect(screen.getByText('Poll')).toBeInTheDocument();
    expect(screen.queryByText(/streak|série|team points|équipe/i)).not.toBeInTheDocument();
  });
});
