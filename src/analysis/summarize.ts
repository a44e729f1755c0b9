import type { Layout, MetricDef } from '../core/layout.ts';
import type { ExactMetrics } from '../rulesets/types.ts';
import { meanInterval, wilson, type Interval } from '../core/stats.ts';

export interface SimulatedScalar extends Interval {
  trials: number;
}
export interface SimulatedDistribution {
  value: Record<string, number>;
  low: Record<string, number>;
  high: Record<string, number>;
  trials: number;
}
export type Simulated = SimulatedScalar | SimulatedDistribution;

export interface MetricResult {
  kind: MetricDef['kind'];
  description: string;
  exact?: number | Record<string, number>;
  simulated?: Simulated;
}

/** Estimates and 95% intervals for every metric in an accumulator. */
export function summarize(layout: Layout, acc: Float64Array): Record<string, Simulated> {
  const n = acc[0];
  const out: Record<string, Simulated> = {};
  for (const m of layout.metrics) {
    if (m.kind === 'probability') out[m.name] = { ...wilson(acc[m.slot], n), trials: n };
    else if (m.kind === 'mean') {
      const { value, low, high } = meanInterval(acc[m.slot], acc[m.slot + 1], n);
      out[m.name] = { value, low, high, trials: n };
    } else {
      const d: SimulatedDistribution = { value: {}, low: {}, high: {}, trials: n };
      layout.outcomes(m).forEach((k, i) => {
        const count = acc[m.slot + i];
        if (count === 0) return;
        const w = wilson(count, n);
        d.value[k] = w.value;
        d.low[k] = w.low;
        d.high[k] = w.high;
      });
      out[m.name] = d;
    }
  }
  return out;
}

/** Exact and simulated values side by side, metric by metric, in layout order. */
export function combine(
  layout: Layout,
  exact?: ExactMetrics,
  simulated?: Record<string, Simulated>,
): Record<string, MetricResult> {
  const out: Record<string, MetricResult> = {};
  for (const m of layout.metrics) {
    const r: MetricResult = { kind: m.kind, description: m.description };
    if (exact && m.name in exact) r.exact = exact[m.name];
    if (simulated && m.name in simulated) r.simulated = simulated[m.name];
    out[m.name] = r;
  }
  return out;
}
