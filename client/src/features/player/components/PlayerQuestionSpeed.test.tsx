// A quiz that does not score speed tells the phone so, in the player's language, so that nobody
// rushes; a quiz that scores speed (the usual case, `speedScoring` absent) says nothing of it.
import { act, getDefaultNormalizer, screen } from '@testing-library/react';
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

describe('PlayerQuestion when speed does not count', () => {
  it('says Take your time, as text, and nothing when speed counts', () => {
    const { unmount } = render(<PlayerQuestion {...base} question={liveQuestion({ speedScoring: false })} />);
    expect(screen.getByText("Take your time: speed doesn't count")).toBeVisible();
    unmount();
    render(<PlayerQuestion {...base} question={liveQuestion()} />);
    expect(screen.queryByText(/take your time|speed/i)).not.toBeInTheDocument();
  });

  it('says it beside a points multiplier too', () => {
    render(<PlayerQuestion {...base} question={liveQuestion({ speedScoring: false, pointsMultiplier: 2 })} />);
    expect(screen.getByText(/Double points/)).toBeInTheDocument();
    expect(screen.getByText("Take your time: speed doesn't count")).toBeInTheDocument();
  });

  it('says it in French, with a no-break space before the colon', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<PlayerQuestion {...base} language="fr_FR" question={liveQuestion({ speedScoring: false })} />);
    // Whitespace kept as it is: the default matcher would take the no-break space for any space.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(screen.getByText('Prenez votre temps\u00a0: la vitesse ne compte pas', exact)).toBeVisible();
  });
});
