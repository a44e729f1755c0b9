import type { Layout, MetricDef } from '../engine/layout.ts';
import { Z95 } from './stats.ts';

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
  const z3 = z ** 3, z5 = z ** 5, z7 = z ** 7;
  return z + (z3 + z) / (4 * df) + (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2) + (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3);
}

/** Per-chunk value of a metric: a probability or a mean (per trial), or one outcome's share. */
function reader(layout: Layout, metric: string, outcome?: string): (acc: Float64Array) => number {
  const m: MetricDef | undefined = layout.metrics.find((x) => x.name === metric);
  if (!m) return () => 0;
  let slot = m.slot;
  if (m.kind === 'distribution') {
    const i = layout.outcomes(m).indexOf(outcome ?? '');
    if (i < 0) return () => 0;
    slot += i;
  }
  return (acc) => (acc[0] > 0 ? acc[slot] / acc[0] : 0);
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
  let n = 0, sum = 0;
  const d: number[] = [];
  const w: number[] = [];
  for (let i = 0; i < c; i++) {
    const ni = base.chunks[i][0];
    d.push(rv(variant.chunks[i]) - rb(base.chunks[i]));
    w.push(ni);
    n += ni;
    sum += ni * d[i];
  }
  const value = sum / n;
  let ss = 0;
  for (let i = 0; i < c; i++) ss += w[i] ** 2 * (d[i] - value) ** 2;
  const se = c > 1 ? Math.sqrt((ss / (n * n)) * (c / (c - 1))) : Infinity;
  const half = t95(c - 1) * se;
  return { value, low: value - half, high: value + half, significant: value - half > 0 || value + half < 0 };
}
