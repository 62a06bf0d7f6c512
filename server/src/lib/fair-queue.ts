// One rate shared fairly between keys (issue 18): the instance's calls with a manager's or admin's token.
// Each account and each network has its own budget (plugins/auth.ts), but sign-up is open, so a
// script spread over many networks and accounts had every budget at once and took the server's core
// from the venue's phones. The instance's rate bounds them all together; a bound alone would let
// such a script fill it and leave a real host's call refused, so past the rate the calls wait, each
// key (an account) in its own line, and the line served next is that of the key that had the fewest
// calls served lately (a count that halves every ten seconds): a key sending less than its share of
// the rate, as a manager at work does beside a script's accounts, is served at the next free moment
// rather than after a turn of every key waiting (the bench's host, served in turns, round robin:
// 410 ms a call at 100 a second); keys that send more share what is left evenly. A key that starts
// to wait counts no more than the most of those already waiting: what it was served while nobody
// waited is no debt (the bench's host, served twice a second before the script's fresh accounts
// came, waited 4.9 s for every one of them to catch up).
import { type Rate, TokenBuckets } from './token-buckets.js';

export type FairQueueLimits = {
  /** Calls one key may have waiting; past it its next call is refused at once. */
  perKey: number;
  /** Calls waiting over every key; past it the longest line's last call makes room, or the newcomer is refused. */
  total: number;
  /** A call that waited this long is refused at its turn rather than run late. */
  maxWaitMs: number;
};

type Waiter = { at: number; settle: (go: boolean) => void; gone: () => boolean };
/** Calls served to a key lately: `amount` as it stood at `at`, halving every USAGE_HALF_LIFE_MS since. */
type Usage = { amount: number; at: number };

const USAGE_HALF_LIFE_MS = 10_000;
/** A usage below this is forgotten by the sweep. */
const USAGE_FORGOTTEN = 0.01;

/** The single bucket's key in TokenBuckets. */
const INSTANCE = '*';

export class FairQueue {
  private readonly bucket: TokenBuckets;
  /** Each key's calls waiting, oldest first. */
  private readonly lines = new Map<string, Waiter[]>();
  /** Each key's calls served lately, whether or not it has any waiting. */
  private readonly usage = new Map<string, Usage>();
  private readonly sweeper: NodeJS.Timeout;
  private waitingNow = 0;
  private timer: NodeJS.Timeout | undefined;
  private released = false;
  /** Calls that waited for their turn, and those refused (the tests and the bench read them). */
  readonly counts = { waited: 0, refused: 0 };

  constructor(
    rate: Rate,
    private readonly limits: FairQueueLimits,
  ) {
    this.bucket = new TokenBuckets(rate);
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /**
   * Whether `key`'s call may run: true at once while the rate has room and nobody waits, else true
   * at the key's turn; false when it is refused (its line or every line is full, or it waited too
   * long). `gone`: whether the caller has hung up, so that its turn goes to the next key.
   */
  async turn(key: string, gone: () => boolean = () => false): Promise<boolean> {
    if (this.released) return true;
    if (this.waitingNow === 0 && this.bucket.take(INSTANCE)) {
      this.use(key, Date.now());
      return true;
    }
    const line = this.lines.get(key);
    const waiting = line?.length ?? 0;
    if (waiting >= this.limits.perKey || (this.waitingNow >= this.limits.total && !this.makeRoom(waiting))) {
      this.counts.refused++;
      return false;
    }
    this.counts.waited++;
    if (!line) this.forgive(key, Date.now());
    return new Promise<boolean>((settle) => {
      const waiter = { at: Date.now(), settle, gone };
      if (line) line.push(waiter);
      else this.lines.set(key, [waiter]);
      this.waitingNow++;
      this.schedule();
    });
  }

  /** Every line full: refuses the last call of the longest line if it is longer than `waiting`. */
  private makeRoom(waiting: number): boolean {
    let longest: [string, Waiter[]] | undefined;
    for (const entry of this.lines) if (!longest || entry[1].length > longest[1].length) longest = entry;
    if (!longest || longest[1].length <= waiting) return false;
    const [key, line] = longest;
    line.pop()!.settle(false);
    if (line.length === 0) this.lines.delete(key);
    this.waitingNow--;
    this.counts.refused++;
    return true;
  }

  private schedule() {
    if (this.timer || this.waitingNow === 0) return;
    this.timer = setTimeout(() => this.serve(), this.bucket.msUntilToken(INSTANCE));
    this.timer.unref();
  }

  /** Serves the waiting calls while the rate has room, each time the oldest of the key served least lately. */
  private serve() {
    this.timer = undefined;
    const now = Date.now();
    for (let key = this.leastServed(now); key !== undefined; key = this.leastServed(now)) {
      const line = this.lines.get(key)!;
      const first = line[0]!;
      // A caller that hung up, or one refused as late, costs no token.
      const go = !first.gone() && now - first.at <= this.limits.maxWaitMs;
      if (go && !this.bucket.take(INSTANCE, now)) break;
      line.shift();
      this.waitingNow--;
      if (line.length === 0) this.lines.delete(key);
      if (go) this.use(key, now);
      else this.counts.refused++;
      first.settle(go);
    }
    this.schedule();
  }

  /** The waiting key with the fewest calls served lately (the first such line on a tie: the oldest to start waiting). */
  private leastServed(now: number): string | undefined {
    let least: string | undefined;
    let leastAmount = Infinity;
    for (const key of this.lines.keys()) {
      const amount = this.usageOf(key, now);
      if (amount < leastAmount) [least, leastAmount] = [key, amount];
    }
    return least;
  }

  /** Lowers the usage of `key`, which starts to wait, to the most of the keys waiting (none waiting: as it is). */
  private forgive(key: string, now: number) {
    const own = this.usageOf(key, now);
    if (own === 0 || this.lines.size === 0) return;
    let most = 0;
    for (const waiting of this.lines.keys()) most = Math.max(most, this.usageOf(waiting, now));
    if (most < own) this.usage.set(key, { amount: most, at: now });
  }

  private usageOf(key: string, now: number): number {
    const usage = this.usage.get(key);
    return usage ? usage.amount * 2 ** ((usage.at - now) / USAGE_HALF_LIFE_MS) : 0;
  }

  private use(key: string, now: number) {
    const usage = this.usage.get(key);
    if (!usage) return void this.usage.set(key, { amount: 1, at: now });
    usage.amount = this.usageOf(key, now) + 1;
    usage.at = now;
  }

  /** Forgets the keys whose usage has all but gone, so keys seen once leave nothing behind. */
  private sweep(now = Date.now()) {
    for (const key of this.usage.keys()) if (!this.lines.has(key) && this.usageOf(key, now) < USAGE_FORGOTTEN) this.usage.delete(key);
  }

  /** The server is stopping: every waiting call runs now, and later ones at once, so that none holds the stop up. */
  release() {
    this.released = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const line of this.lines.values()) for (const waiter of line) waiter.settle(true);
    this.lines.clear();
    this.waitingNow = 0;
  }

  close() {
    this.release();
    clearInterval(this.sweeper);
    this.bucket.close();
  }
}
