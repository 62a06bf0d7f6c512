// The big screen names a question's points ×2 or ×0 beside its progress, in both languages at once,
// as it says everything (issue 20); a question that counts once shows no badge.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveQuestion } from '../../../../test/live/liveFixtures';
import { render } from '../../../../test/render';
import { QuestionProgress } from './QuestionProgress';

describe('QuestionProgress with a points multiplier', () => {
  it('says Double points / Points doublés at ×2, No points / Sans points at ×0, nothing at ×1', () => {
    const { unmount } = render(<QuestionProgress question={liveQuestion({ pointsMultiplier: 2 })} />);
    expect(screen.getByText(/Double points/)).toBeInTheDocument();
    expect(screen.getByText(/Points doublés/)).toBeInTheDocument();
    unmount();
    const zero = render(<QuestionProgress question={liveQuestion({ pointsMultiplier: 0 })} />);
    expect(screen.getByText(/No points/)).toBeInTheDocument();
    expect(screen.getByText(/Sans points/)).toBeInTheDocument();
    zero.unmount();
    render(<QuestionProgress question={liveQuestion()} />);
    expect(screen.queryByText(/points/i)).not.toBeInTheDocument();
  });
});
