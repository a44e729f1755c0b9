import { fmt } from '../core/format.ts';
import type { MetricResult, Simulated, SimulatedDistribution } from './summarize.ts';

const isDist = (s: Simulated): s is SimulatedDistribution => typeof s.value === 'object';
const interval = (lo?: number, hi?: number) => (lo === undefined ? '' : `${fmt(lo)} – ${fmt(hi)}`);

/** Rows for a metrics table: scalars on one row, distributions one row per outcome. */
export function metricRows(metrics: Record<string, MetricResult>, withSim: boolean): string[][] {
  const rows: string[][] = [];
  for (const [name, m] of Object.entries(metrics)) {
    const sim = m.simulated;
    if (m.kind !== 'distribution') {
      const s = sim && !isDist(sim) ? sim : undefined;
      const exact = typeof m.exact === 'number' ? fmt(m.exact) : '';
      rows.push(withSim ? [name, exact, fmt(s?.value), interval(s?.low, s?.high)] : [name, exact]);
      continue;
    }
    const ex = (m.exact ?? {}) as Record<string, number>;
    const sd = sim && isDist(sim) ? sim : undefined;
    const keys = [...new Set([...Object.keys(ex), ...Object.keys(sd?.value ?? {})])];
    if (keys.every((k) => /^-?\d+$/.test(k))) keys.sort((a, b) => Number(a) - Number(b));
    keys.forEach((k, i) => {
      const row = [`${i === 0 ? name : ' '.repeat(name.length)} = ${k}`, fmt(ex[k])];
      rows.push(
        withSim
          ? [...row, fmt(sd?.value[k] ?? (sd ? 0 : undefined)), interval(sd?.low[k], sd?.high[k])]
          : row,
      );
    });
  }
  return rows;
}
