// Counts failures (wrong passwords, unknown event codes) per key in a fixed window and refuses
// further attempts past a limit. Only failures count, so a venue of hundreds of players behind one
// IP joining with the right code is never slowed down (design §5).
import { tooManyRequests } from '../errors.js';

type Window = { count: number; credit: number; resetAt: number };

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
    const w = this.windows.get(key);
    if (w && w.resetAt > now && w.count >= this.max + w.credit) {
      const seconds = Math.ceil((w.resetAt - now) / 1000);
      throw tooManyRequests(`${this.message} Try again in ${seconds} s.`);
    }
  }

  fail(key: string, now = Date.now()): void {
    this.current(key, now).count++;
  }

  /**
   * A success from the key earns it one more allowed failure in this window (up to `maxCredit`):
   * a venue where hundreds join correctly can absorb their typos, while a guesser, who never
   * succeeds, keeps the base limit.
   */
  succeed(key: string, maxCredit: number, now = Date.now()): void {
    const w = this.current(key, now);
    w.credit = Math.min(maxCredit, w.credit + 1);
  }

  private current(key: string, now: number): Window {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) this.windows.set(key, (w = { count: 0, credit: 0, resetAt: now + this.windowMs }));
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
