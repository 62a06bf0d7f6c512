// A hands-free quiz on the big screen (issue 20): at its reveal and leaderboard the room sees when the
// night goes on, in both languages, counted down on the server's clock; nothing while the host holds
// it or drives.
import type { LivePhase, LiveView } from '@quizfest/shared';
import { act, getDefaultNormalizer, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoStep, liveQuestion, liveView, oceanReveal } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { screenState } from '../../../test/screen/screenState';
import { ScreenStage } from './ScreenStage';

/** The server's clock runs a minute ahead of this machine's. */
const OFFSET = 60_000;
const serverNow = () => Date.now() + OFFSET;
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

function stage(phase: LivePhase, live: Partial<LiveView>) {
  const view = liveView({ phase, question: liveQuestion(), reveal: phase === 'reveal' ? oceanReveal() : null, ...live });
  return render(<ScreenStage state={screenState({ live: view })} teams={[]} serverNow={serverNow} />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(Date.parse('2030-01-01T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ScreenStage, hands-free', () => {
  it.each<LivePhase>(['reveal', 'leaderboard'])('%s: says when the night goes on, in English and French, and counts down', (phase) => {
    stage(phase, { autoStep: autoStep(7000, { serverNow: serverNow() }) });
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Next in 7 s · Suite dans 7 s');
    // Each language marked as such, the number kept with its unit by a no-break space.
    expect(screen.getByText('Next in 7\u00a0s', exact)).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Suite dans 7\u00a0s', exact)).toHaveAttribute('lang', 'fr');
    // It never freezes: it ticks on its own between the server's pushes.
    act(() => vi.advanceTimersByTime(3000));
    expect(timer).toHaveTextContent('Next in 4 s · Suite dans 4 s');
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer).toHaveTextContent('Next in 0 s · Suite dans 0 s');
  });

  it('reads the time on the server’s clock, not this machine’s', () => {
    // 7 s ahead of this machine's clock is 53 s behind the server's: it is due.
    stage('leaderboard', { autoStep: autoStep(7000, { serverNow: Date.now() }) });
    expect(screen.getByRole('timer')).toHaveTextContent('Next in 0 s');
  });

  it.each<[string, Partial<LiveView>]>([
    ['the host drives', {}],
    ['the host holds the night', { autoStep: autoStep(7000, { held: true }) }],
  ])('shows nothing when %s', (_case, live) => {
    stage('leaderboard', live);
    expect(screen.getByText('Leaderboard')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Next in/)).not.toBeInTheDocument();
  });
});
