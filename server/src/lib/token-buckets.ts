// Token buckets by key (an address, an event, a screen): a burst, then a steady rate. A bucket that
// has filled up again is forgotten by the sweep, so keys seen once leave nothing behind.

export type Rate = { burst: number; perSecond: number };

export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly limit: Rate) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  close() {
    clearInterval(this.sweeper);
  }

  /** Takes a token for `key`; false when its bucket is empty. */
  take(key: string, now = Date.now()): boolean {
    const b = this.buckets.get(key) ?? { tokens: this.limit.burst, at: now };
    b.tokens = Math.min(this.limit.burst, b.tokens + ((now - b.at) / 1000) * this.limit.perSecond);
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  /** Whether `key` has a token now, without taking it. */
  has(key: string, now = Date.now()): boolean {
    const b = this.buckets.get(key);
    return !b || b.tokens + ((now - b.at) / 1000) * this.limit.perSecond >= 1;
  }

  /** Milliseconds until `key` has a token again (0: it has one now). */
  msUntilToken(key: string, now = Date.now()): number {
    const b = this.buckets.get(key);
    if (!b) return 0;
    const tokens = b.tokens + ((now - b.at) / 1000) * this.limit.perSecond;
    return tokens >= 1 ? 0 : Math.ceil(((1 - tokens) / this.limit.perSecond) * 1000);
  }

  /** Gives back a token taken for something another bucket then refused. */
  give(key: string) {
    const b = this.buckets.get(key);
    if (b) b.tokens = Math.min(this.limit.burst, b.tokens + 1);
  }

  /** Forgets the buckets that are full again. */
  sweep(now = Date.now()) {
    for (const [key, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 1000) * this.limit.perSecond >= this.limit.burst) this.buckets.delete(key);
    }
  }

  get size() {
    return this.buckets.size;
  }
}
