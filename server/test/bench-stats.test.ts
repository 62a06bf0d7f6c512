// The benchmark's order statistics (server/bench/lib/stats.mjs): nearest-rank quantiles, and a
// summary that holds for as many samples as a long run collects.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the benchmark is plain JavaScript, without declarations
import { pooledSummary, summary, summaryKeeping } from '../bench/lib/stats.mjs';

type Summary = { n: number; p50: number; p99: number; max: number };
const summarise = summary as (samples: number[]) => Summary;
const keeping = summaryKeeping as (samples: number[]) => Summary;
const pooled = pooledSummary as (summaries: Summary[]) => Summary;

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

  it('pools runs by their kept samples, which stay out of the JSON the bench writes', () => {
    // Two runs whose own p99s are 10 and 1: pooled, the 200 samples' p99 is the first run's tail.
    const a = keeping([...Array.from({ length: 97 }, () => 1), 10, 10, 10]);
    const b = keeping(Array.from({ length: 100 }, () => 1));
    expect([a.p99, b.p99]).toEqual([10, 1]);
    expect(JSON.parse(JSON.stringify(a))).toEqual({ n: 100, p50: 1, p99: 10, max: 10 });
    expect(pooled([a, b])).toEqual({ n: 200, p50: 1, p99: 10, max: 10 });
    expect(pooled([b, keeping([2, 3])])).toEqual({ n: 102, p50: 1, p99: 2, max: 3 });
  });
});
