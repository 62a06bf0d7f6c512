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
  private readonly timers = new Map<string, { at: number; handle: unknown }>();

  constructor(private readonly clock: Clock = systemClock) {}

  /** Calls `fire` at `at` (epoch ms) for `key`, replacing any timer armed for it before. */
  arm(key: string, at: number, fire: () => void): void {
    const existing = this.timers.get(key);
    if (existing?.at === at) return;
    this.cancel(key);
    const handle = this.clock.setTimeout(() => {
      if (this.timers.get(key)?.handle === handle) this.timers.delete(key);
      fire();
    }, Math.max(0, at - this.clock.now()));
    this.timers.set(key, { at, handle });
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
