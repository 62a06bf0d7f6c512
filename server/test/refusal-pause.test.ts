// RefusalPause (lib/refusal-pause.ts): refusals wait their pause, up to a share per address and a
// total over all addresses; past either they go at once, so what a script opens cannot grow memory.
import { describe, expect, it } from 'vitest';
import { RefusalPause } from '../src/lib/refusal-pause.js';

/** Resolves with whether `p` was still pending after `ms`. */
const pendingAfter = async (p: Promise<void>, ms: number) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, ms));
  return !done;
};

describe('RefusalPause', () => {
  it('holds each refusal for the pause, up to its share per address, and lets the rest go at once', async () => {
    const pause = new RefusalPause(300, 2, 100);
    const a = [pause.hold('a'), pause.hold('a')];
    const third = pause.hold('a');
    expect(await pendingAfter(third, 20)).toBe(false);
    expect(await pendingAfter(a[0]!, 0)).toBe(true);
    // Another address has its own share.
    const b = pause.hold('b');
    expect(await pendingAfter(b, 20)).toBe(true);
    expect(pause.heldTotal).toBe(3);
    await Promise.all([...a, b]);
    // The share frees as its replies go.
    expect(await pendingAfter(pause.hold('a'), 20)).toBe(true);
  });

  it('holds no more than its total over every address', async () => {
    const pause = new RefusalPause(300, 10, 3);
    const held = ['a', 'b', 'c'].map((address) => pause.hold(address));
    expect(await pendingAfter(pause.hold('d'), 20)).toBe(false);
    expect(pause.heldTotal).toBe(3);
    await Promise.all(held);
    expect(await pendingAfter(pause.hold('d'), 20)).toBe(true);
  });

  it('lets every held refusal go when the server stops, and holds none after', async () => {
    const pause = new RefusalPause(60_000, 10);
    const held = [pause.hold('a'), pause.hold('b')];
    expect(await pendingAfter(held[0]!, 20)).toBe(true);
    pause.release();
    expect(
      await pendingAfter(
        Promise.all(held).then(() => {}),
        20,
      ),
    ).toBe(false);
    expect(await pendingAfter(pause.hold('a'), 20)).toBe(false);
  });
});
