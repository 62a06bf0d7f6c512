// Hands-free pacing's pure rules (engine/hands-free.ts) on a fake clock: which phases go on by
// themselves and when, what holding and releasing keep, and that a host who took over stops it.
import { describe, expect, it } from 'vitest';
import { dueStep, handBack, holdAutoStep, releaseAutoStep, scheduleAutoStep, takeOver } from '../src/live/engine/hands-free.js';
import { initialLive, type CurrentQuestion, type StoredLive } from '../src/live/engine/live-state.js';

const current = (handsFreeMs?: number): CurrentQuestion => ({
  activityId: 'activity-1',
  activityIndex: 0,
  questionIndex: 0,
  questionCount: 2,
  question: { type: 'multiple_text_choice_2', correctAnswer: 1, texts: { en_US: { question: 'Q?', answers: ['A', 'B'] } } },
  timeLimitMs: 20_000,
  ...(handsFreeMs ? { handsFreeMs } : {}),
  startedAt: 0,
  deadline: null,
  remainingMs: null,
});
const at = (phase: StoredLive['phase'], handsFreeMs?: number): StoredLive => ({ ...initialLive(), phase, current: current(handsFreeMs) });

describe('scheduleAutoStep', () => {
  it('sets the next step at a reveal or leaderboard of a hands-free quiz only', () => {
    expect(scheduleAutoStep(at('reveal', 8000), 1000).autoStep).toEqual({ at: 9000, remainingMs: null });
    expect(dueStep(scheduleAutoStep(at('reveal', 8000), 1000))).toEqual({ action: 'leaderboard', at: 9000 });
    expect(dueStep(scheduleAutoStep(at('leaderboard', 8000), 1000))).toEqual({ action: 'next', at: 9000 });
    for (const phase of ['lobby', 'question', 'finished', 'ended'] as const) {
      expect(scheduleAutoStep({ ...at(phase, 8000), autoStep: { at: 5, remainingMs: null } }, 1000).autoStep).toBeUndefined();
    }
    expect(scheduleAutoStep(at('reveal'), 1000).autoStep).toBeUndefined();
    expect(scheduleAutoStep({ ...at('reveal', 8000), takenOver: true }, 1000).autoStep).toBeUndefined();
  });
});

describe('a slide', () => {
  it('goes straight on to the next question: it has no leaderboard of its own', () => {
    const live = scheduleAutoStep(at('reveal', 8000), 1000);
    const onSlide: StoredLive = {
      ...live,
      current: { ...live.current!, question: { type: 'slide', texts: { en_US: { question: 'Round 2' } } } },
    };
    expect(dueStep(onSlide)).toEqual({ action: 'next', at: 9000 });
  });
});

describe('holding, taking over, handing back', () => {
  it('keeps the time left while held, and nothing is due', () => {
    const running = scheduleAutoStep(at('leaderboard', 8000), 1000);
    const held = holdAutoStep(running, 4000);
    expect(held.autoStep).toEqual({ at: null, remainingMs: 5000 });
    expect(dueStep(held)).toBeNull();
    expect(releaseAutoStep(held, 60_000).autoStep).toEqual({ at: 65_000, remainingMs: null });
  });
  it('stops when taken over and starts afresh when handed back', () => {
    const taken = takeOver(scheduleAutoStep(at('reveal', 8000), 1000));
    expect(taken).toMatchObject({ takenOver: true });
    expect(dueStep(taken)).toBeNull();
    const back = handBack(taken, 50_000);
    expect(back.takenOver).toBeUndefined();
    expect(dueStep(back)).toEqual({ action: 'leaderboard', at: 58_000 });
  });
});
