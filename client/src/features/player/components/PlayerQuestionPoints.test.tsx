// A question that counts double or not at all says so on the phone, in the player's language, and
// one that counts once says nothing (issue 20, points ×0 / ×1 / ×2).
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { liveQuestion, playerMe } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerQuestion } from './PlayerQuestion';

const base = {
  me: playerMe(),
  language: 'en_US' as const,
  pending: null,
  answerError: null,
  serverNow: () => Date.now(),
  onAnswer: vi.fn(),
};

describe('PlayerQuestion with a points multiplier', () => {
  it('says Double points at ×2 and No points at ×0, nothing at ×1', () => {
    const { unmount } = render(<PlayerQuestion {...base} question={liveQuestion({ pointsMultiplier: 2 })} />);
    expect(screen.getByText(/Double points/)).toBeInTheDocument();
    unmount();
    const zero = render(<PlayerQuestion {...base} question={liveQuestion({ pointsMultiplier: 0 })} />);
    expect(screen.getByText(/No points/)).toBeInTheDocument();
    zero.unmount();
    render(<PlayerQuestion {...base} question={liveQuestion()} />);
    expect(screen.queryByText(/points/i)).not.toBeInTheDocument();
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<PlayerQuestion {...base} language="fr_FR" question={liveQuestion({ pointsMultiplier: 2 })} />);
    expect(screen.getByText(/Points doublés/)).toBeInTheDocument();
  });
});
