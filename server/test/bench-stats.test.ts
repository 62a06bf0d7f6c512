// The benchmark's order statistics (server/bench/lib/stats.mjs): nearest-rank quantiles, and a
// summary that holds for as many samples as a long run collects.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the benchmark is plain JavaScript, without declarations
import { summary } from '../bench/lib/stats.mjs';

type Summary = { n: number; p50: number; p99: number; max: number };
const summarise = summary as (samples: number[]) => Summary;

describe('bench summary', () => {
  it('gives nearest-rank p50 and p99 and the max, whatever the order of the samples', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(summarise(samples)).toEqual({ n: 100, p50: 50, p99: 99, max: 100 });
    expect(summarise([7])).toEqual({ n: 1, p50: 7, p99: 7, max: 7 });
  });

  it('is NaN for no samples', () => {
    const s = summarise([]);
    expect(s.n).toBe(0);
    expect([s.p50, s.p99, s.max].every(Number.isNaN)).toBe(true);
  });

  it('takes 200,000 samples (30 openings to 5000 sockets overflowed the stack)', () => {
    const samples = Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 200_000);
    expect(summarise(samples)).toEqual({ n: 200_000, p50: 99_999, p99: 197_999, max: 199_999 });
  });
});
