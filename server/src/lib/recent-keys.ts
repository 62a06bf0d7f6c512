// Remembers keys for a while after they were last seen (an address that joined an event with a
// code), swept so that memory does not grow with every key ever seen.
export class RecentKeys {
  private readonly seenUntil = new Map<string, number>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly ttlMs: number) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(ttlMs, 60_000));
    this.sweeper.unref();
  }

  add(key: string, now = Date.now()): void {
    this.seenUntil.set(key, now + this.ttlMs);
  }

  has(key: string, now = Date.now()): boolean {
    return (this.seenUntil.get(key) ?? 0) > now;
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sweep(now = Date.now()) {
    for (const [key, until] of this.seenUntil) if (until <= now) this.seenUntil.delete(key);
  }
}
