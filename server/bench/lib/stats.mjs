// Order statistics for latency samples, and the fixed-width table the benchmark prints.

/** The q-quantile (0..1) of samples sorted in ascending order, nearest-rank; NaN when there are none. */
function quantileOfSorted(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * n, p50, p99 and max of the samples, sorted once. The max is read from the sorted copy: spreading
 * a run's samples into Math.max overflows the stack from about 120,000 of them (30 openings to
 * 5000 sockets).
 */
export function summary(samples) {
  const sorted = Float64Array.from(samples).sort();
  return {
    n: sorted.length,
    p50: quantileOfSorted(sorted, 0.5),
    p99: quantileOfSorted(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}

/**
 * `summary(samples)` that also keeps the samples, out of the JSON the bench writes (not enumerable):
 * S8 pools them over its alternated runs, which judges a p99 on all of them instead of on a median
 * of a few runs' p99s (each of S2's the max of ten openings).
 */
export function summaryKeeping(samples) {
  return Object.defineProperty(summary(samples), 'samples', { value: Array.from(samples), enumerable: false });
}

/** The summary of every run's kept samples together (`summaryKeeping`). */
export function pooledSummary(summaries) {
  return summary(summaries.flatMap((s) => s.samples ?? []));
}

export const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(x < 10 ? 1 : 0)} ms` : '–');
export const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const pct = (x) => `${(x * 100).toFixed(0)} %`;

/** Rows of [scenario, measure, figure, target, verdict] as an aligned plain-text table. */
export function table(rows) {
  const head = ['#', 'measure', 'figure', 'target', ''];
  const all = [head, ...rows.map((r) => [r.id, r.measure, r.figure, r.target ?? '', r.met === undefined ? '' : r.met ? 'met' : 'MISSED'])];
  const widths = head.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)));
  const line = (r) =>
    r
      .map((c, i) => String(c).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}
