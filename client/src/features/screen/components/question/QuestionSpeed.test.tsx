// The big screen says a quiz does not score speed beside the question's progress, in both languages
// at once as it says everything, with or without a points badge; a quiz that scores speed (the
// usual case, `speedScoring` absent) shows no such badge.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveQuestion } from '../../../../test/live/liveFixtures';
import { render } from '../../../../test/render';
import { QuestionProgress } from './QuestionProgress';

describe('QuestionProgress when speed does not count', () => {
  it("says Speed doesn't count / La vitesse ne compte pas, each part in its language", () => {
    render(<QuestionProgress question={liveQuestion({ speedScoring: false })} />);
    expect(screen.getByText("Speed doesn't count")).toHaveAttribute('lang', 'en');
    expect(screen.getByText('La vitesse ne compte pas')).toHaveAttribute('lang', 'fr');
  });

  it('shows it beside the points badge', () => {
    render(<QuestionProgress question={liveQuestion({ speedScoring: false, pointsMultiplier: 2 })} />);
    expect(screen.getByText(/Double points/)).toBeInTheDocument();
    expect(screen.getByText("Speed doesn't count")).toBeInTheDocument();
  });

  it('shows nothing of it when speed counts', () => {
    render(<QuestionProgress question={liveQuestion()} />);
    expect(screen.queryByText(/speed|vitesse/i)).not.toBeInTheDocument();
  });
});
