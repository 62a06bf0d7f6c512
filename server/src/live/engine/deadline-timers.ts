// One timer per event for the moment its question closes by itself. The clock is injected so the
// engine's tests run on a fake one; a timer that fires late or twice is harmless because closing is
// a conditional update on the revision it was armed for.
export type Clock = {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return t;
  },
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};

export class DeadlineTimers {
  private readonly timers = new Map<string, { at: number; handle: unknown; fire: () => void }>();

  constructor(private readonly clock: Clock = systemClock) {}

  /** Calls `fire` at `at` (epoch ms) for `key`, replacing any timer armed for it before. */
  arm(key: string, at: number, fire: () => void): void {
    const existing = this.timers.get(key);
    // Every change of an event re-arms its timer, mostly for the same moment: keep the clock's timer
    // then, but fire the latest callback, which knows the latest revision (a stale one is refused).
    if (existing?.at === at) {
      existing.fire = fire;
      return;
    }
    this.cancel(key);
    const entry = { at, handle: undefined as unknown, fire };
    entry.handle = this.clock.setTimeout(
      () => {
        if (this.timers.get(key) === entry) this.timers.delete(key);
        entry.fire();
      },
      Math.max(0, at - this.clock.now()),
    );
    this.timers.set(key, entry);
  }

  cancel(key: string): void {
    const existing = this.timers.get(key);
    if (!existing) return;
    this.clock.clearTimeout(existing.handle);
    this.timers.delete(key);
  }

  armedAt(key: string): number | undefined {
    return this.timers.get(key)?.at;
  }

  clear(): void {
    for (const key of [...this.timers.keys()]) this.cancel(key);
  }
}
