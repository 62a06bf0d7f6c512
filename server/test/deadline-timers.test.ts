// The per-event deadline timers on a fake clock: a timer fires at its time and once, re-arming
// replaces it, arming the same time again keeps the clock's timer (with the latest callback), and
// cancel and clear stop it.
import { describe, expect, it } from 'vitest';
import { type Clock, DeadlineTimers, systemClock } from '../src/live/engine/deadline-timers.js';

/** A clock whose time moves only when the test says so; due callbacks run in time order. */
class FakeClock implements Clock {
  private pending: { id: number; at: number; fn: () => void }[] = [];
  private nextId = 1;
  /** Timers ever set: re-arming for the same time must not set another. */
  setCount = 0;

  constructor(private time: number) {}

  now() {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number) {
    const id = this.nextId++;
    this.setCount++;
    this.pending.push({ id, at: this.time + ms, fn });
    return id;
  }

  clearTimeout(handle: unknown) {
    this.pending = this.pending.filter((t) => t.id !== handle);
  }

  get scheduled() {
    return this.pending.length;
  }

  advanceTo(target: number) {
    for (;;) {
      const due = this.pending.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.pending = this.pending.filter((t) => t !== due);
      this.time = due.at;
      due.fn();
    }
    this.time = target;
  }
}

const T0 = 1_000_000;

function setup() {
  const clock = new FakeClock(T0);
  const timers = new DeadlineTimers(clock);
  const fired: string[] = [];
  const record = (name: string) => () => fired.push(`${name}@${clock.now()}`);
  return { clock, timers, fired, record };
}

describe('DeadlineTimers', () => {
  it('fires once at the time it was armed for, then forgets the key', () => {
    const { clock, timers, fired, record } = setup();
    timers.arm('event-1', T0 + 5_000, record('close'));
    expect(timers.armedAt('event-1')).toBe(T0 + 5_000);
    clock.advanceTo(T0 + 4_999);
    expect(fired).toEqual([]);
    clock.advanceTo(T0 + 60_000);
    expect(fired).toEqual([`close@${T0 + 5_000}`]);
    expect(timers.armedAt('event-1')).toBeUndefined();
  });

  it('fires at once for a time already past (a deadline re-armed after a restart)', () => {
    const { clock, timers, fired, record } = setup();
    timers.arm('event-1', T0 - 30_000, record('close'));
    clock.advanceTo(T0);
    expect(fired).toEqual([`close@${T0}`]);
  });

  it('replaces the timer of a key when armed for another time', () => {
    const { clock, timers, fired, record } = setup();
    timers.arm('event-1', T0 + 5_000, record('first'));
    timers.arm('event-1', T0 + 8_000, record('second'));
    expect(timers.armedAt('event-1')).toBe(T0 + 8_000);
    expect(clock.scheduled).toBe(1);
    clock.advanceTo(T0 + 60_000);
    expect(fired).toEqual([`second@${T0 + 8_000}`]);
  });

  it('replaces it with an earlier time too', () => {
    const { clock, timers, fired, record } = setup();
    timers.arm('event-1', T0 + 8_000, record('first'));
    timers.arm('event-1', T0 + 2_000, record('second'));
    clock.advanceTo(T0 + 60_000);
    expect(fired).toEqual([`second@${T0 + 2_000}`]);
  });

  // The hub re-arms on every change of the event; the callback carries the revision it closes, so
  // a later one must win or a revision bumped by, say, a rename would leave the question open.
  it('keeps the clock timer when armed again for the same time, and fires the latest callback once', () => {
    const { clock, timers, fired, record } = setup();
    timers.arm('event-1', T0 + 5_000, record('rev-1'));
    timers.arm('event-1', T0 + 5_000, record('rev-2'));
    expect(clock.setCount).toBe(1);
    expect(clock.scheduled).toBe(1);
    clock.advanceTo(T0 + 60_000);
    expect(fired).toEqual([`rev-2@${T0 + 5_000}`]);
  });

  it('arms the same time again once the timer has fired', () => {
    const { clock, timers, fired, record } = setup();
    timers.arm('event-1', T0 + 5_000, record('first'));
    clock.advanceTo(T0 + 5_000);
    timers.arm('event-1', T0 + 5_000, record('again'));
    clock.advanceTo(T0 + 6_000);
    expect(fired).toEqual([`first@${T0 + 5_000}`, `again@${T0 + 5_000}`]);
  });

  it('lets a firing timer arm the next one for its key', () => {
    const { clock, timers, fired, record } = setup();
    timers.arm('event-1', T0 + 1_000, () => {
      fired.push(`first@${clock.now()}`);
      timers.arm('event-1', T0 + 3_000, record('next'));
    });
    clock.advanceTo(T0 + 1_000);
    expect(timers.armedAt('event-1')).toBe(T0 + 3_000);
    clock.advanceTo(T0 + 10_000);
    expect(fired).toEqual([`first@${T0 + 1_000}`, `next@${T0 + 3_000}`]);
  });

  it('keeps the keys apart', () => {
    const { clock, timers, fired, record } = setup();
    timers.arm('event-1', T0 + 3_000, record('one'));
    timers.arm('event-2', T0 + 1_000, record('two'));
    timers.cancel('event-2');
    timers.arm('event-3', T0 + 2_000, record('three'));
    clock.advanceTo(T0 + 10_000);
    expect(fired).toEqual([`three@${T0 + 2_000}`, `one@${T0 + 3_000}`]);
  });

  it('cancel stops the timer of a key; cancelling an unknown key does nothing', () => {
    const { clock, timers, fired, record } = setup();
    timers.arm('event-1', T0 + 5_000, record('close'));
    timers.cancel('event-1');
    timers.cancel('event-unknown');
    expect(timers.armedAt('event-1')).toBeUndefined();
    expect(clock.scheduled).toBe(0);
    clock.advanceTo(T0 + 60_000);
    expect(fired).toEqual([]);
  });

  it('clear stops every timer', () => {
    const { clock, timers, fired, record } = setup();
    for (const key of ['event-1', 'event-2', 'event-3']) timers.arm(key, T0 + 5_000, record(key));
    timers.clear();
    expect(clock.scheduled).toBe(0);
    expect(['event-1', 'event-2', 'event-3'].map((k) => timers.armedAt(k))).toEqual([undefined, undefined, undefined]);
    clock.advanceTo(T0 + 60_000);
    expect(fired).toEqual([]);
  });

  it('runs on the real clock by default', async () => {
    const timers = new DeadlineTimers(systemClock);
    const fired: string[] = [];
    timers.arm('cancelled', Date.now() + 1, () => fired.push('cancelled'));
    timers.cancel('cancelled');
    await new Promise<void>((resolve) =>
      timers.arm('kept', Date.now() + 5, () => {
        fired.push('kept');
        resolve();
      }),
    );
    expect(fired).toEqual(['kept']);
  });
});
