// A refusal sent after a pause (issue 18, bench S8 and the join flood): a client that waits for its
// reply before sending again, as HTTP/1.1 does on a keep-alive connection, then sends about one
// request a second on it instead of as fast as the server can refuse. An honest client meets such a
// refusal once in a while and loses a second; a script looping on one drew thousands a second, each
// a whole request (the join flood from one address: 2,400 refusals a second, the server's core
// saturated). Only so many replies of one address, and of all addresses, wait at once; past that
// they go at once, so memory stays bounded whatever a script opens.
import { setTimeout as sleep } from 'node:timers/promises';

export class RefusalPause {
  private readonly held = new Map<string, number>();
  private waitingNow = 0;
  /** Aborted when the server stops (`release`): a held refusal must not hold the stop up. */
  private readonly stopping = new AbortController();
  /** Replies held so far (the tests watch it). */
  heldTotal = 0;

  /**
   * `heldMax`: replies waiting at once over every address (a held request costs a few KB).
   * `spread`: each pause is drawn from holdMs × (1 ± spread), so that a script's connections, refused
   * together, do not come back together: in step, the calls a budget then lets through arrive as one
   * block of work a second (an account's quiz reads: the venue's polls at p99 70 ms instead of 8).
   */
  constructor(
    private readonly holdMs: number,
    private readonly heldPerAddress: number,
    private readonly heldMax = 10_000,
    private readonly spread = 0,
  ) {}

  /** Resolves when a refusal to `address` may be sent: after the pause, or at once when the address has its share waiting. */
  async hold(address: string): Promise<void> {
    const waiting = this.held.get(address) ?? 0;
    if (waiting >= this.heldPerAddress || this.waitingNow >= this.heldMax || this.stopping.signal.aborted) return;
    this.held.set(address, waiting + 1);
    this.waitingNow++;
    this.heldTotal++;
    try {
      const ms = this.holdMs * (1 + this.spread * (2 * Math.random() - 1));
      await sleep(ms, undefined, { ref: false, signal: this.stopping.signal }).catch(() => {});
    } finally {
      this.waitingNow--;
      const left = (this.held.get(address) ?? 1) - 1;
      if (left > 0) this.held.set(address, left);
      else this.held.delete(address);
    }
  }

  /**
   * The server is stopping: every held refusal goes now, and later ones at once. A held upgrade's
   * connection kept the listener from closing until its pause ran out (5 s for a cooling address).
   */
  release() {
    this.stopping.abort();
  }
}
