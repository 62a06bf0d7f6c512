// The quiz's reading time on a phone: the question shows alone with the seconds until answers open,
// then the options appear and the answer clock runs from the full time limit.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { liveQuestion, playerMe } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerQuestion } from './PlayerQuestion';

const T0 = Date.parse('2030-01-01T20:00:00.000Z');
let clock = T0;
const serverNow = () => clock;
const base = { me: playerMe(), language: 'en_US' as const, pending: null, answerError: null, serverNow, onAnswer: vi.fn() };
// 3 s of reading, then 20 s to answer: the deadline is 23 s after the question opened.
const reading = () =>
  liveQuestion({ readTime: 3, timeLimit: 20, startedAt: new Date(T0).toISOString(), deadline: new Date(T0 + 23_000).toISOString() });

beforeEach(() => {
  vi.useFakeTimers();
  clock = T0;
});
afterEach(() => vi.useRealTimers());

describe('PlayerQuestion during the reading time', () => {
  it('shows the question without options, counts down to the opening, then shows them', () => {
    render(<PlayerQuestion {...base} question={reading()} />);
    expect(screen.getByText('Capital of France?')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Read the question');
    expect(screen.getByRole('status')).toHaveTextContent('Answers open in 3 seconds');
    expect(screen.queryByRole('button', { name: 'Diamond Paris' })).not.toBeInTheDocument();
    // The answer clock waits at the full time limit.
    expect(screen.getByRole('timer')).toHaveTextContent('20');

    act(() => {
      clock = T0 + 2_100;
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Answers open in 1 second');

    act(() => {
      clock = T0 + 3_000;
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText('Read the question')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diamond Paris' })).toBeEnabled();
    expect(screen.getByRole('timer')).toHaveTextContent('20');
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<PlayerQuestion {...base} language="fr_FR" question={reading()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Lisez la question');
    expect(screen.getByRole('status')).toHaveTextContent('Réponses dans 3 secondes');
  });

  it('shows the pause, not the reading, while the host holds the question', () => {
    render(<PlayerQuestion {...base} question={{ ...reading(), deadline: null, remainingMs: 21_500 }} />);
    expect(screen.queryByText('Read the question')).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Paused');
    expect(screen.queryByRole('button', { name: 'Diamond Paris' })).not.toBeInTheDocument();
  });

  it('shows the options at once for a quiz without a reading time', () => {
    render(<PlayerQuestion {...base} question={liveQuestion({ deadline: new Date(T0 + 20_000).toISOString() })} />);
    expect(screen.queryByText('Read the question')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diamond Paris' })).toBeEnabled();
  });
});
