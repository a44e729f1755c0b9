import type { Layout, MetricDef } from '../core/layout.ts';
import { Z95 } from '../core/stats.ts';

export interface Difference {
  value: number;
  low: number;
  high: number;
  /** The 95% interval excludes 0. */
  significant: boolean;
  /** Exact difference where both sides have exact values. */
  exact?: number;
}

/** Student t quantile for a two-sided 95% interval (Cornish–Fisher; within 0.3% for df ≥ 3). */
export function t95(df: number): number {
  if (df < 1) return Infinity;
  const z = Z95;
  const z3 = z ** 3,
    z5 = z ** 5,
    z7 = z ** 7;
  return (
    z +
    (z3 + z) / (4 * df) +
    (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2) +
    (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3)
  );
}

interface Reader {
  /** Per-trial value in a chunk: a probability, a mean, or one outcome's share. */
  value(acc: Float64Array): number;
  /** Per-trial variance in a chunk. */
  variance(acc: Float64Array): number;
}

function reader(layout: Layout, metric: string, outcome?: string): Reader {
  const m: MetricDef | undefined = layout.metrics.find((x) => x.name === metric);
  const zero = { value: () => 0, variance: () => 0 };
  if (!m) return zero;
  let slot = m.slot;
  if (m.kind === 'distribution') {
    const i = layout.outcomes(m).indexOf(outcome ?? '');
    if (i < 0) return zero;
    slot += i;
  }
  const value = (acc: Float64Array) => (acc[0] > 0 ? acc[slot] / acc[0] : 0);
  if (m.kind === 'mean')
    return {
      value,
      variance: (acc) => (acc[0] > 0 ? Math.max(0, acc[slot + 1] / acc[0] - value(acc) ** 2) : 0),
    };
  return { value, variance: (acc) => value(acc) * (1 - value(acc)) };
}

/**
 * Variant − baseline, with a 95% interval from the chunk-by-chunk differences. Chunks of a
 * variant share their baseline chunk's random stream (common random numbers), so the pairs
 * are independent across chunks but correlated within: the spread of the paired differences
 * measures the real uncertainty of the difference, which CRN makes far smaller than two
 * independent runs would.
 */
export function pairedDifference(
  base: { layout: Layout; chunks: Float64Array[] },
  variant: { layout: Layout; chunks: Float64Array[] },
  metric: string,
  outcome?: string,
): Difference {
  const rb = reader(base.layout, metric, outcome);
  const rv = reader(variant.layout, metric, outcome);
  const c = Math.min(base.chunks.length, variant.chunks.length);
  let n = 0,
    sum = 0;
  const d: number[] = [];
  const w: number[] = [];
  for (let i = 0; i < c; i++) {
    const ni = base.chunks[i][0];
    d.push(rv.value(variant.chunks[i]) - rb.value(base.chunks[i]));
    w.push(ni);
    n += ni;
    sum += ni * d[i];
  }
  const value = sum / n;
  let ss = 0;
  for (let i = 0; i < c; i++) ss += w[i] ** 2 * (d[i] - value) ** 2;
  let half: number;
  if (c > 1) half = t95(c - 1) * Math.sqrt((ss / (n * n)) * (c / (c - 1)));
  else {
    // One chunk gives no spread of pairs: fall back to the unpaired interval, which is
    // conservative when the streams are shared (positively correlated).
    half = Z95 * Math.sqrt((rb.variance(base.chunks[0]) + rv.variance(variant.chunks[0])) / n);
  }
  return {
    value,
    low: value - half,
    high: value + half,
    significant: value - half > 0 || value + half < 0,
  };
}
