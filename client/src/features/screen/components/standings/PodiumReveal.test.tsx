// The podium revealed third, then second, then first on a screen that watched the game get there
// (issue 19); a screen that joins or reloads on it shows it whole at once; no motion for a viewer who
// asked for less of it; the reveal sound on each step when the screen's sound is on.
import type { Leaderboard, LivePhase, PublicTeam } from '@quizfest/shared';
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../lib/storage';
import { liveView } from '../../../../test/live/liveFixtures';
import { render } from '../../../../test/render';
import { FOXES, OWLS, screenState } from '../../../../test/screen/screenState';
import { ScreenSoundProvider } from '../../sound/ScreenSound';
import type { Synth } from '../../sound/synth';
import { ScreenStage } from '../ScreenStage';
import { PODIUM_STEP_MS } from './usePodiumReveal';

const EELS = '2f3e4d5c-6b7a-4899-8a7b-6d5e4f3a2b03';
const TEAMS: PublicTeam[] = [{ id: OWLS, name: 'Owls', imageUrl: null, score: 0 }];
const team = (teamId: string, name: string, points: number, rank: number) => ({ teamId, name, points, lastPoints: 0, rank, members: 2 });
const BOARD: Leaderboard = {
  teams: [team(OWLS, 'Owls', 2500, 1), team(FOXES, 'Foxes', 2000, 2), team(EELS, 'Eels', 1500, 3)],
  players: [{ name: 'Ann', teamId: OWLS, points: 1900, rank: 1 }],
};

const synth = { unlock: vi.fn(async () => {}), play: vi.fn() } satisfies Synth;

function stageAt(phase: LivePhase) {
  const ui = (p: LivePhase): ReactElement => (
    <ScreenSoundProvider synth={synth}>
      <ScreenStage state={screenState({ live: liveView({ phase: p, leaderboard: BOARD }) })} teams={TEAMS} serverNow={() => Date.now()} />
    </ScreenSoundProvider>
  );
  const view = render(ui(phase));
  return { ...view, go: (next: LivePhase) => view.rerender(ui(next)) };
}

/** The podium's steps a viewer (and a screen reader) can see, left to right. */
const revealed = () =>
  within(screen.getByRole('list', { name: 'Podium' }))
    .queryAllByRole('listitem')
    .map((step) => step.getAttribute('aria-label'));
const topPlayersShown = () => screen.queryByRole('list', { name: 'Top players' }) !== null;

function reducedMotion(reduce: boolean) {
  vi.mocked(window.matchMedia).mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }) as MediaQueryList,
  );
}

/** Step by step: each step's timer is set once the one before it has been drawn. */
function revealAll() {
  for (let step = 0; step < 3; step++) act(() => vi.advanceTimersByTime(PODIUM_STEP_MS));
}

beforeEach(() => {
  vi.useFakeTimers();
  synth.play.mockClear();
  reducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the podium on the big screen', () => {
  it('reveals third, then second, then first with the best players, 1.5 s apart, after the last leaderboard', () => {
    const { go } = stageAt('leaderboard');
    go('finished');
    expect(revealed()).toEqual([]);
    expect(screen.getByText('Eels')).not.toBeVisible();
    expect(topPlayersShown()).toBe(false);

    act(() => vi.advanceTimersByTime(PODIUM_STEP_MS));
    expect(revealed()).toEqual(['3. Eels, 1,500 points']);
    act(() => vi.advanceTimersByTime(PODIUM_STEP_MS));
    expect(revealed()).toEqual(['2. Foxes, 2,000 points', '3. Eels, 1,500 points']);
    expect(topPlayersShown()).toBe(false);
    act(() => vi.advanceTimersByTime(PODIUM_STEP_MS));
    expect(revealed()).toEqual(['2. Foxes, 2,000 points', '1. Owls, 2,500 points', '3. Eels, 1,500 points']);
    expect(topPlayersShown()).toBe(true);
    // Sound off (the default): the steps come in silence.
    expect(synth.play).not.toHaveBeenCalled();
  });

  it('shows it whole at once on a screen that joins or reloads on the podium, and once ended', () => {
    const { unmount } = stageAt('finished');
    expect(revealed()).toEqual(['2. Foxes, 2,000 points', '1. Owls, 2,500 points', '3. Eels, 1,500 points']);
    expect(topPlayersShown()).toBe(true);
    unmount();
    stageAt('ended');
    expect(revealed()).toHaveLength(3);
  });

  it('keeps the steps revealed when the host ends the event after the podium', () => {
    const { go } = stageAt('leaderboard');
    go('finished');
    revealAll();
    go('ended');
    expect(revealed()).toHaveLength(3);
    expect(screen.getByText('This event has ended.')).toBeInTheDocument();
  });

  it('makes the steps rise into view, but not for a viewer who asked for reduced motion', () => {
    const { go, unmount } = stageAt('leaderboard');
    go('finished');
    const name = () => screen.getByText('Eels').parentElement!;
    expect(name().style.transition).toContain('opacity');
    expect(name().style.transform).toBe('translateY(40%)');
    unmount();

    reducedMotion(true);
    const again = stageAt('leaderboard');
    again.go('finished');
    expect(name().style.transition).toBe('none');
    expect(name().style.transform).toBe('none');
    act(() => vi.advanceTimersByTime(PODIUM_STEP_MS));
    // Still one step at a time (suspense is not motion), each simply appearing.
    expect(revealed()).toEqual(['3. Eels, 1,500 points']);
  });

  it('plays the reveal sound on each step when the sound is on', () => {
    localStorage.setItem(STORAGE_KEYS.screenSound, 'on');
    const { go } = stageAt('leaderboard');
    go('finished');
    revealAll();
    expect(synth.play.mock.calls).toEqual([['reveal'], ['reveal'], ['reveal']]);
  });
});
