// FairQueue (lib/fair-queue.ts): past the instance's rate, calls wait in one line per key, and the
// key served least lately goes first, so a key with many calls waiting cannot keep a key with one
// from the next free moment, and keys that send more share the rest evenly; what waits is bounded
// per key and in all, and a call never waits past its limit.
import { afterEach, describe, expect, it } from 'vitest';
import { FairQueue } from '../src/lib/fair-queue.js';

const queues: FairQueue[] = [];
afterEach(() => {
  for (const queue of queues.splice(0)) queue.close();
});
const queue = (burst: number, perSecond: number, limits = { perKey: 100, total: 1000, maxWaitMs: 10_000 }) => {
  const q = new FairQueue({ burst, perSecond }, limits);
  queues.push(q);
  return q;
};

/** Starts calls of the given keys in this order; resolves with the keys in the order they were let go, and the refused ones. */
async function served(q: FairQueue, keys: string[], gone: (i: number) => boolean = () => false) {
  const order: string[] = [];
  const refused: string[] = [];
  await Promise.all(keys.map(async (key, i) => ((await q.turn(key, () => gone(i))) ? order : refused).push(key)));
  return { order, refused };
}

describe('FairQueue', () => {
  it('lets calls go at once within the burst, then serves the key served least lately first, at the rate', async () => {
    const q = queue(2, 100);
    const started = performance.now();
    // Two go at once; then "greedy" has eight waiting and "honest" one, sent last.
    const { order, refused } = await served(q, [...Array<string>(10).fill('greedy'), 'honest']);
    expect(refused).toEqual([]);
    expect(order.slice(0, 2)).toEqual(['greedy', 'greedy']);
    // The honest key's one call goes first of those waiting, not after the greedy key's eight.
    expect(order.indexOf('honest')).toBe(2);
    expect(q.counts.waited).toBe(9);
    // Nine calls past the burst at 100 a second: about 90 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(80);

    // Two keys that both send more than the rate share it evenly, whichever sent first.
    const pair = queue(1, 200);
    const both = await served(pair, [...Array<string>(8).fill('a'), ...Array<string>(8).fill('b')]);
    const firstTen = both.order.slice(0, 10);
    expect(firstTen.filter((key) => key === 'b').length).toBeGreaterThanOrEqual(4);
  });

  it("bounds a key's line and every line, making room in the longest line for a key with fewer waiting", async () => {
    const q = queue(1, 20, { perKey: 3, total: 5, maxWaitMs: 10_000 });
    const calls = ['a', 'a', 'a', 'a', 'a', 'b', 'b', 'c', 'd'].map((key) => ({ key, go: q.turn(key) }));
    const results = await Promise.all(calls.map(async ({ key, go }) => `${key}:${(await go) ? 'go' : 'refused'}`));
    // a: one at once, three waiting, the fifth refused (its line is full). b's two fill every line
    // (5); c then takes the place of a's last, and d of a's next (a and b have two each then: the
    // first line found of the longest).
    expect(results[0]).toBe('a:go');
    expect(results[4]).toBe('a:refused');
    expect(results.filter((r) => r.endsWith('refused')).length).toBe(3);
    expect(results).toContain('c:go');
    expect(results).toContain('d:go');
    expect(q.counts.refused).toBe(3);
  });

  it('makes room in a line of one call, and serves on', async () => {
    const q = queue(1, 50, { perKey: 4, total: 2, maxWaitMs: 10_000 });
    // b goes; a and b wait, one each, every line full; c takes the place of a's, whose line is then
    // empty though a was served least lately (it must not be chosen for a turn).
    const results = await Promise.all(['b', 'a', 'b', 'c'].map(async (key) => `${key}:${(await q.turn(key)) ? 'go' : 'refused'}`));
    expect(results).toEqual(['b:go', 'a:refused', 'b:go', 'c:go']);
  });

  it('gives the turn of a caller who hung up to the next key, and refuses a call that waited too long', async () => {
    const q = queue(1, 50);
    const { order, refused } = await served(q, ['a', 'b', 'c', 'd'], (i) => i === 1);
    expect(order).toEqual(['a', 'c', 'd']);
    expect(refused).toEqual(['b']);

    const slow = queue(1, 2, { perKey: 10, total: 10, maxWaitMs: 100 });
    const late = await served(slow, ['a', 'a', 'b']);
    // The first goes at once; the next token is 500 ms away, past both waiters' 100 ms.
    expect(late.order).toEqual(['a']);
    expect(late.refused.sort()).toEqual(['a', 'b']);
  });

  it('lets every waiting call go when released, and later ones at once', async () => {
    const q = queue(1, 0.001);
    expect(await q.turn('a')).toBe(true);
    const waiting = q.turn('a');
    q.release();
    expect(await waiting).toBe(true);
    expect(await q.turn('b')).toBe(true);
  });
});
