// The big screen during the quiz's reading time: the question alone, the options held back, the
// seconds until answers open in both languages; then the options, with the ring at the full limit.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveQuestion } from '../../../../test/live/liveFixtures';
import { render } from '../../../../test/render';
import { QuestionView } from './QuestionView';

const T0 = Date.parse('2030-01-01T20:00:00.000Z');
let clock = T0;
const serverNow = () => clock;
const counts = { players: 12, connected: 11, answered: 0 };
// 3 s of reading, then 20 s to answer.
const reading = liveQuestion({
  readTime: 3,
  timeLimit: 20,
  startedAt: new Date(T0).toISOString(),
  deadline: new Date(T0 + 23_000).toISOString(),
});

beforeEach(() => {
  vi.useFakeTimers();
  clock = T0;
});
afterEach(() => vi.useRealTimers());

describe('QuestionView during the reading time', () => {
  it('shows the question without its options and counts down to the opening in both languages', () => {
    render(<QuestionView question={reading} counts={counts} serverNow={serverNow} />);
    expect(screen.getByText('Capital of France?')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Options' })).not.toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Answers open in 3 seconds');
    expect(status).toHaveTextContent('Réponses dans 3 secondes');
    expect(screen.getByRole('timer')).toHaveAccessibleName('20 seconds left');

    act(() => {
      clock = T0 + 3_000;
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('list', { name: 'Options' })).toBeInTheDocument();
    expect(screen.queryByText(/Answers open in/)).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName('20 seconds left');
  });

  it('keeps the options back while the host pauses the reading', () => {
    render(<QuestionView question={{ ...reading, deadline: null, remainingMs: 21_000 }} counts={counts} serverNow={serverNow} />);
    expect(screen.queryByRole('list', { name: 'Options' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
  });
});
