// An event's own timers (live/event-timers.ts) on Vitest's fake clock: a question closes at its
// deadline for the revision it was armed for, a step the database refused is tried again a second
// later until the hub stops, and a room here sees the event's start date pass.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { CachedEvent } from '../src/events/cached-event.js';
import type { StoredLive } from '../src/live/engine/live-state.js';
import { EventTimers, type TimedSteps } from '../src/live/event-timers.js';

const T0 = Date.UTC(2026, 11, 7, 20, 0, 0);
const quiet = { warn: () => {} } as unknown as FastifyBaseLogger;

function steps(hasRoom = true) {
  const calls: string[] = [];
  let failures = 0;
  const run: TimedSteps = {
    closeQuestion: async (eventId, rev) => {
      calls.push(`close ${eventId} ${rev}`);
      if (failures > 0) {
        failures--;
        throw new Error('database away');
      }
    },
    autoStep: async (eventId, rev) => void calls.push(`step ${eventId} ${rev}`),
    datePassed: (eventId) => void calls.push(`date ${eventId}`),
    hasRoom: () => hasRoom,
  };
  return { run, calls, failNext: (n: number) => (failures = n) };
}

const questionOpen = (deadline: number) => ({ phase: 'question', current: { deadline } }) as unknown as StoredLive;
const lobby = { phase: 'lobby', current: null } as unknown as StoredLive;
const entry = (live: StoredLive, startDate: number) =>
  ({ row: { id: 'e1', rev: 7, startDate: new Date(startDate), endDate: new Date(startDate + 3600_000) }, live }) as unknown as CachedEvent;

describe('event timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('closes the question at its deadline, for the revision it was armed for', async () => {
    const { run, calls } = steps();
    const timers = new EventTimers(run, quiet);
    timers.armStep('e1', 7, questionOpen(T0 + 20_000));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['close e1 7']);
    timers.stop();
  });

  it('tries a refused close again a second later, and not once stopped', async () => {
    const { run, calls, failNext } = steps();
    const timers = new EventTimers(run, quiet);
    failNext(2);
    timers.armStep('e1', 7, questionOpen(T0 + 1000));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['close e1 7']);
    await vi.advanceTimersByTimeAsync(1001);
    expect(calls).toEqual(['close e1 7', 'close e1 7']);
    // The second refusal has its retry waiting: stopping drops it.
    timers.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual(['close e1 7', 'close e1 7']);
  });

  it('forgets a step cancelled because another instance moved the event on', async () => {
    const { run, calls } = steps();
    const timers = new EventTimers(run, quiet);
    timers.armStep('e1', 7, questionOpen(T0 + 1000));
    timers.cancelStep('e1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toEqual([]);
    timers.stop();
  });

  it('shows a room here the start date passing, and nobody when the room is gone', async () => {
    const here = steps(true);
    const timers = new EventTimers(here.run, quiet);
    timers.armFor(entry(lobby, T0 + 60_000));
    await vi.advanceTimersByTimeAsync(60_100);
    expect(here.calls).toEqual(['date e1']);
    timers.armFor(entry(lobby, T0 + 120_000));
    timers.cancelDates('e1');
    await vi.advanceTimersByTimeAsync(60_100);
    expect(here.calls).toEqual(['date e1']);
    timers.stop();

    const nobody = steps(false);
    const idle = new EventTimers(nobody.run, quiet);
    idle.armFor(entry(lobby, Date.now() + 60_000));
    await vi.advanceTimersByTimeAsync(60_100);
    expect(nobody.calls).toEqual([]);
    idle.stop();
  });
});
