// Counts failures (wrong passwords, unknown event codes) per key in a fixed window and refuses
// further attempts past a limit; `reserve` counts an attempt before it is decided (sign-ups count
// every attempt that way). Only failures count, so a venue of hundreds of players behind one
// IP joining with the right code is never slowed down (docs/PRODUCT-RULES.md#security).
import { tooManyRequests } from '../errors.js';

type Window = { count: number; successes: number; credit: number; resetAt: number };

/** What successes earn: one more allowed failure per `per` successes, at most `max` in a window. */
export type Credit = { per: number; max: number };

export class FailureLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly message: string,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(windowMs, 60_000));
    this.sweeper.unref();
  }

  /** Throws 429 when the key has used up its failures for this window. */
  check(key: string, now = Date.now()): void {
    if (this.isOver(key, now)) {
      const seconds = Math.ceil((this.windows.get(key)!.resetAt - now) / 1000);
      throw tooManyRequests(`${this.message} Try again in ${seconds} s.`);
    }
  }

  /** True when the key has used up its failures for this window. */
  isOver(key: string, now = Date.now()): boolean {
    const w = this.windows.get(key);
    return Boolean(w && w.resetAt > now && w.count >= this.max + w.credit);
  }

  fail(key: string, now = Date.now()): void {
    this.current(key, now).count++;
  }

  /**
   * Checks and counts an attempt as a failure in one step, before the slow work that decides it
   * (a password hash): checking first and counting after let 250 attempts sent together all pass
   * the check. `release` takes the count back when the attempt turns out not to be a failure.
   */
  reserve(key: string, now = Date.now()): void {
    this.check(key, now);
    this.fail(key, now);
  }

  /** Takes back one reserved count (the attempt succeeded, or was never decided). */
  release(key: string, now = Date.now()): void {
    const w = this.windows.get(key);
    if (w && w.resetAt > now && w.count > 0) w.count--;
  }

  /**
   * Successes from the key earn it more allowed failures in this window, `credit.per` successes a
   * failure up to `credit.max`: a venue where hundreds join correctly can absorb their typos, while
   * a guesser, who never succeeds, keeps the base limit. The ceiling is what bounds a key that
   * mints its own successes (new players in its own event), so it stays low.
   */
  succeed(key: string, credit: Credit, now = Date.now()): void {
    const w = this.current(key, now);
    w.successes++;
    w.credit = Math.min(credit.max, Math.floor(w.successes / credit.per));
  }

  private current(key: string, now: number): Window {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) this.windows.set(key, (w = { count: 0, successes: 0, credit: 0, resetAt: now + this.windowMs }));
    return w;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sweep(now = Date.now()) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
