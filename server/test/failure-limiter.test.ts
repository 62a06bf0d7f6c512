// The failure limiter behind sign-in and join-code rate limits (docs/PRODUCT-RULES.md#security): only failures count,
// per key, in a fixed window.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../src/errors.js';
import { FailureLimiter } from '../src/lib/failure-limiter.js';

const WINDOW = 60_000;
const T0 = 1_700_000_000_000;
const limiters: FailureLimiter[] = [];

function limiter(max = 3, windowMs = WINDOW) {
  const l = new FailureLimiter(max, windowMs, 'Too many tries.');
  limiters.push(l);
  return l;
}

function refusal(run: () => void): HttpError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

afterEach(() => {
  while (limiters.length) limiters.pop()!.close();
  vi.useRealTimers();
});

describe('FailureLimiter', () => {
  it('lets a key through until it has used up its failures', () => {
    const l = limiter(3);
    for (let i = 0; i < 3; i++) {
      expect(refusal(() => l.check('a', T0))).toBeUndefined();
      l.fail('a', T0);
    }
    const error = refusal(() => l.check('a', T0));
    expect(error?.statusCode).toBe(429);
  });

  it('says how long to wait, rounded up to the second', () => {
    const l = limiter(1);
    l.fail('a', T0);
    expect(refusal(() => l.check('a', T0 + 500))?.message).toBe('Too many tries. Try again in 60 s.');
    expect(refusal(() => l.check('a', T0 + WINDOW - 1500))?.message).toBe('Too many tries. Try again in 2 s.');
  });

  it('counts each key on its own', () => {
    const l = limiter(2);
    l.fail('a', T0);
    l.fail('a', T0);
    expect(refusal(() => l.check('a', T0))?.statusCode).toBe(429);
    expect(refusal(() => l.check('b', T0))).toBeUndefined();
  });

  it('opens again when the window has passed, with a fresh count', () => {
    const l = limiter(2);
    l.fail('a', T0);
    l.fail('a', T0 + 10);
    expect(refusal(() => l.check('a', T0 + WINDOW - 1))?.statusCode).toBe(429);
    expect(refusal(() => l.check('a', T0 + WINDOW))).toBeUndefined();
    // The window is fixed from the first failure: a failure after it starts a new count of one.
    l.fail('a', T0 + WINDOW);
    expect(refusal(() => l.check('a', T0 + WINDOW))).toBeUndefined();
    l.fail('a', T0 + WINDOW + 1);
    expect(refusal(() => l.check('a', T0 + WINDOW + 2))?.statusCode).toBe(429);
  });

  it('grants one more failure per `per` successes, up to the credit cap', () => {
    const l = limiter(2);
    const credit = { per: 3, max: 2 };
    l.fail('k', T0);
    l.fail('k', T0);
    expect(refusal(() => l.check('k', T0))?.statusCode).toBe(429);
    l.succeed('k', credit, T0);
    l.succeed('k', credit, T0);
    expect(refusal(() => l.check('k', T0))?.statusCode).toBe(429);
    l.succeed('k', credit, T0);
    expect(refusal(() => l.check('k', T0))).toBeUndefined();
    l.fail('k', T0);
    expect(refusal(() => l.check('k', T0))?.statusCode).toBe(429);
    // Past the cap, successes buy nothing more.
    for (let i = 0; i < 30; i++) l.succeed('k', credit, T0);
    l.fail('k', T0);
    expect(refusal(() => l.check('k', T0))?.statusCode).toBe(429);
    expect(l.isOver('k', T0)).toBe(true);
  });

  it('reserve counts an attempt before it is decided, so attempts made together cannot all pass the check', () => {
    const l = limiter(3);
    const outcomes = Array.from({ length: 5 }, () => refusal(() => l.reserve('a', T0))?.statusCode ?? 'reserved');
    expect(outcomes).toEqual(['reserved', 'reserved', 'reserved', 429, 429]);
    expect(refusal(() => l.check('a', T0))?.statusCode).toBe(429);
  });

  it('release gives a reserved count back (a success, or an attempt never decided), never below zero', () => {
    const l = limiter(2);
    l.reserve('a', T0);
    l.reserve('a', T0);
    expect(l.isOver('a', T0)).toBe(true);
    l.release('a', T0);
    expect(l.isOver('a', T0)).toBe(false);
    l.release('a', T0);
    l.release('a', T0);
    l.reserve('a', T0);
    l.reserve('a', T0);
    expect(refusal(() => l.reserve('a', T0))?.statusCode).toBe(429);
    // Releasing a key that has no count does nothing.
    l.release('b', T0);
    expect(refusal(() => l.reserve('b', T0))).toBeUndefined();
  });

  it('forgets a key on reset (a successful sign-in)', () => {
    const l = limiter(2);
    l.fail('a', T0);
    l.fail('a', T0);
    l.reset('a');
    expect(refusal(() => l.check('a', T0))).toBeUndefined();
    l.fail('a', T0);
    expect(refusal(() => l.check('a', T0))).toBeUndefined();
  });

  it('uses the real clock when no time is given', () => {
    vi.useFakeTimers({ now: T0 });
    const l = limiter(1);
    l.fail('a');
    expect(refusal(() => l.check('a'))?.statusCode).toBe(429);
    vi.setSystemTime(T0 + WINDOW);
    expect(refusal(() => l.check('a'))).toBeUndefined();
  });

  it('sweeps expired windows so that memory does not grow with every address ever seen', () => {
    vi.useFakeTimers({ now: T0 });
    const l = limiter(5, 10_000);
    for (let i = 0; i < 1000; i++) l.fail(`10.0.${i >> 8}.${i & 255}`);
    const size = () => (l as unknown as { windows: Map<string, unknown> }).windows.size;
    expect(size()).toBe(1000);
    vi.advanceTimersByTime(20_000);
    expect(size()).toBe(0);
  });
});
