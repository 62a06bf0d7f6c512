// Phones on the 1-second poll (POST /events/poll), as the spec's client does when it has no socket:
// each poller fires once a second at its own offset, so a room's polls spread over the second, or
// all at once for a burst. Records each poll's latency and when each poller first saw a change.
import { revAndPhase } from './venue.mjs';

export class Pollers {
  constructor(http, eventId, players) {
    this.http = http;
    this.eventId = eventId;
    this.players = players;
    this.latencies = [];
    this.errors = 0;
    this.timers = [];
    this.watch = null;
  }

  async pollOne(p) {
    const t0 = performance.now();
    try {
      const text = await this.http.raw('/events/poll', { eventId: this.eventId, playerId: p.id });
      const t1 = performance.now();
      this.latencies.push(t1 - t0);
      const w = this.watch;
      if (w && !w.seen.has(p)) {
        const m = revAndPhase(text);
        if (m && m.rev >= w.rev && m.phase === w.phase) w.seen.set(p, t1 - w.t0);
      }
      return t1;
    } catch {
      this.errors++;
      return performance.now();
    }
  }

  /** Every poller polls once a second, the room spread evenly over the second. */
  startSpread() {
    const n = this.players.length;
    this.players.forEach((p, i) => {
      const t = setTimeout(
        () => {
          void this.pollOne(p);
          this.timers.push(setInterval(() => void this.pollOne(p), 1000));
        },
        (i / n) * 1000,
      );
      this.timers.push(t);
    });
  }

  stop() {
    for (const t of this.timers) {
      clearTimeout(t);
      clearInterval(t);
    }
    this.timers = [];
  }

  /** Every poller at the same instant; resolves with the time of the last answer, from the start. */
  async burst() {
    const t0 = performance.now();
    const ends = await Promise.all(this.players.map((p) => this.pollOne(p)));
    return Math.max(...ends) - t0;
  }

  expect(rev, phase) {
    this.watch = { rev, phase, t0: performance.now(), seen: new Map() };
  }

  async seen(timeoutMs = 5000) {
    const w = this.watch;
    const deadline = performance.now() + timeoutMs;
    while (w.seen.size < this.players.length && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    this.watch = null;
    return { times: [...w.seen.values()], delivered: w.seen.size, expected: this.players.length };
  }

  reset() {
    this.latencies = [];
    this.errors = 0;
  }
}
