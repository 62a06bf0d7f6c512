// The big screen's sounds (issue 19): off by default, one toggle (a button, in both languages,
// remembered), a tick in each of a question's last seconds and a chime at the reveal, and only for
// what the screen watches happen.
import type { LivePhase, ServerMessageMap } from '@quizfest/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { liveQuestion, liveView } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { ScreenSoundProvider } from './ScreenSound';
import { SOUND_TOGGLE_IDLE_MS, SoundToggle } from './SoundToggle';
import type { Synth } from './synth';
import { useGameSounds } from './useGameSounds';

const synth = { unlock: vi.fn(async () => {}), play: vi.fn() } satisfies Synth;

type Live = ServerMessageMap['screen-state']['live'];

function Game({ live }: { live: Live }) {
  useGameSounds(live, Date.now);
  return <SoundToggle />;
}

function renderGame(live: Live) {
  const ui = (l: Live) => (
    <ScreenSoundProvider synth={synth}>
      <Game live={l} />
    </ScreenSoundProvider>
  );
  const view = render(ui(live));
  return { ...view, go: (next: Live) => view.rerender(ui(next)) };
}

const question = (msLeft: number, paused = false) =>
  liveView({
    phase: 'question',
    question: liveQuestion(
      paused ? { deadline: null, remainingMs: msLeft } : { deadline: new Date(Date.now() + msLeft).toISOString(), remainingMs: null },
    ),
  });
const phase = (p: LivePhase) => liveView({ phase: p, question: liveQuestion() });

beforeEach(() => {
  synth.unlock.mockClear();
  synth.play.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the sound toggle', () => {
  it('is off by default, and a press turns the sound on: remembered, audio unlocked, a tick to say so', async () => {
    renderGame(phase('lobby'));
    // Named as it reads, in both languages; the state is aria-pressed, and the icon to the eye.
    const toggle = screen.getByRole('button', { name: 'Sounds Sons' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle.querySelector('.tabler-icon-volume-off')).not.toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle.querySelector('.tabler-icon-volume')).not.toBeNull();
    expect(toggle).toHaveAccessibleName('Sounds Sons');
    expect(localStorage.getItem(STORAGE_KEYS.screenSound)).toBe('on');
    expect(synth.unlock).toHaveBeenCalledOnce();
    expect(synth.play).toHaveBeenCalledWith('tick');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(STORAGE_KEYS.screenSound)).toBe('off');
  });

  it('fades away while nobody touches the mouse or keyboard, and comes back at a move or a focus', () => {
    vi.useFakeTimers();
    renderGame(phase('question'));
    const toggle = screen.getByRole('button', { name: 'Sounds Sons' });
    expect(toggle).toHaveStyle({ opacity: '1' });
    act(() => vi.advanceTimersByTime(SOUND_TOGGLE_IDLE_MS + 100));
    expect(toggle).toHaveStyle({ opacity: '0' });
    act(() => void document.dispatchEvent(new MouseEvent('mousemove')));
    expect(toggle).toHaveStyle({ opacity: '1' });
    act(() => vi.advanceTimersByTime(SOUND_TOGGLE_IDLE_MS + 100));
    expect(toggle).toHaveStyle({ opacity: '0' });
    act(() => toggle.focus());
    expect(toggle).toHaveStyle({ opacity: '1' });
  });

  it('is reached and pressed with the keyboard alone', async () => {
    renderGame(phase('lobby'));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sounds Sons' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Sounds Sons' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is named in both languages, each part in its own voice, whatever the page language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderGame(phase('lobby'));
    const toggle = screen.getByRole('button', { name: 'Sounds Sons' });
    expect(toggle.querySelector('[lang="en"]')).toHaveTextContent('Sounds');
    expect(toggle.querySelector('[lang="fr"]')).toHaveTextContent('Sons');
  });

  it('comes back on after a reload, and the first key or tap lets the browser play', () => {
    localStorage.setItem(STORAGE_KEYS.screenSound, 'on');
    renderGame(phase('lobby'));
    expect(screen.getByRole('button', { name: 'Sounds Sons' })).toHaveAttribute('aria-pressed', 'true');
    expect(synth.unlock).not.toHaveBeenCalled();
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    expect(synth.unlock).toHaveBeenCalledOnce();
  });
});

describe('the game sounds', () => {
  it('tick each of the last five seconds of a question, the last one higher', () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.screenSound, 'on');
    renderGame(question(8_000));
    act(() => vi.advanceTimersByTime(2_900));
    expect(synth.play).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(5_200));
    expect(synth.play.mock.calls).toEqual([['tick'], ['tick'], ['tick'], ['tick'], ['lastTick']]);
  });

  it('stay silent while a question is paused, and when the sound is off', () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.screenSound, 'on');
    const { unmount } = renderGame(question(3_000, true));
    act(() => vi.advanceTimersByTime(4_000));
    expect(synth.play).not.toHaveBeenCalled();
    unmount();

    localStorage.setItem(STORAGE_KEYS.screenSound, 'off');
    const off = renderGame(question(3_000));
    act(() => vi.advanceTimersByTime(4_000));
    off.go(phase('reveal'));
    expect(synth.play).not.toHaveBeenCalled();
  });

  it('chime when the answer is revealed, not for a screen that arrives on the reveal', () => {
    localStorage.setItem(STORAGE_KEYS.screenSound, 'on');
    const { go, unmount } = renderGame(question(15_000));
    go(phase('reveal'));
    expect(synth.play.mock.calls).toEqual([['reveal']]);
    unmount();

    synth.play.mockClear();
    renderGame(phase('reveal'));
    expect(synth.play).not.toHaveBeenCalled();
  });
});
