import type { CellRun } from '../engine/run.ts';
import type { Scenario } from '../scenario/load.ts';
import { judgeClaim, type ClaimResult } from './claims.ts';
import { pairedDifference, type Difference } from './differences.ts';
import { combine, summarize, type MetricResult, type SimulatedScalar } from './summarize.ts';
import { defaultsOf } from '../rulesets/fields.ts';

export interface CellResult {
  matchup: string;
  /** The swept values (and matchup name) that identify the matchup. */
  label: Record<string, unknown>;
  variant: string;
  params: Record<string, unknown>;
  /** Options that differ from the ruleset's defaults. */
  options: Record<string, unknown>;
  trials: number;
  precisionReached?: boolean;
  metrics: Record<string, MetricResult>;
  /** What the numbers rest on that the reader must know (invented data), from the procedure. */
  notes?: string[];
  /** Variant − baseline, per metric (per outcome for distributions). */
  differences?: Record<string, Difference | Record<string, Difference>>;
}

export interface RunResult {
  scenario: string;
  description?: string;
  ruleset: string;
  procedure: string;
  seed: string;
  trials?: number;
  precision?: number;
  /** Every option in effect for the baseline (rulings and house rules). */
  options: Record<string, unknown>;
  variants: {
    name: string;
    description?: string;
    options: Record<string, unknown>;
    params: Record<string, unknown>;
  }[];
  results: CellResult[];
  claims: ClaimResult[];
  /** Every cell's notes, once each. */
  notes?: string[];
}

function nonDefault(
  options: Record<string, unknown>,
  defaults: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(options).filter(([k, v]) => defaults[k] !== v));
}

function differences(
  base: CellRun,
  v: CellRun,
  metrics: Record<string, MetricResult>,
  baseMetrics: Record<string, MetricResult>,
) {
  const out: Record<string, Difference | Record<string, Difference>> = {};
  const b = { layout: base.cell.layout, chunks: base.chunks };
  const w = { layout: v.cell.layout, chunks: v.chunks };
  for (const [name, m] of Object.entries(metrics)) {
    if (!(name in baseMetrics)) continue;
    if (m.kind !== 'distribution') {
      const d = pairedDifference(b, w, name);
      const ev = m.exact,
        eb = baseMetrics[name].exact;
      if (typeof ev === 'number' && typeof eb === 'number') d.exact = ev - eb;
      out[name] = d;
    } else {
      const keys = new Set([
        ...base.cell.layout.outcomes(base.cell.layout.get(name)),
        ...v.cell.layout.outcomes(v.cell.layout.get(name)),
      ]);
      const per: Record<string, Difference> = {};
      for (const k of keys) {
        const d = pairedDifference(b, w, name, k);
        const ev = m.exact as Record<string, number> | undefined,
          eb = baseMetrics[name].exact as Record<string, number> | undefined;
        if (ev && eb) d.exact = (ev[k] ?? 0) - (eb[k] ?? 0);
        if (d.value !== 0 || d.exact) per[k] = d;
      }
      out[name] = per;
    }
  }
  return out;
}

/** The whole answer of a run: per matchup × variant metrics, differences and claim verdicts. */
export function assembleResults(
  scenario: Scenario,
  runs: CellRun[][],
  settings: { seed: string; trials?: number; precision?: number },
): RunResult {
  const defaults = defaultsOf(scenario.ruleset.options);
  // Cells of one variant share their options object (scenario/load.ts): compared once each.
  const changed = new Map<Record<string, unknown>, Record<string, unknown>>();
  const changedOf = (o: Record<string, unknown>) => {
    let c = changed.get(o);
    if (!c) changed.set(o, (c = nonDefault(o, defaults)));
    return c;
  };
  const results: CellResult[] = [];
  const metricsOf: Record<string, MetricResult>[][] = [];
  runs.forEach((row, mi) => {
    metricsOf[mi] = [];
    row.forEach((run, vi) => {
      const { cell } = run;
      const exact = cell.matchup.procedure.exact?.(cell.params, cell.options);
      const metrics = combine(cell.layout, exact, summarize(cell.layout, run.total));
      metricsOf[mi][vi] = metrics;
      const notes = cell.matchup.procedure.notes?.(cell.params, cell.options) ?? [];
      results.push({
        matchup: cell.matchup.name,
        label: cell.matchup.label,
        variant: cell.variant.name,
        params: cell.params,
        options: changedOf(cell.options),
        trials: run.total[0],
        ...(run.reached !== undefined ? { precisionReached: run.reached } : {}),
        metrics,
        ...(notes.length ? { notes } : {}),
        ...(vi > 0 ? { differences: differences(row[0], run, metrics, metricsOf[mi][0]) } : {}),
      });
    });
  });

  const claims = scenario.claims.map((c) => {
    const m = metricsOf[c.matchup][c.variant][c.metric];
    const pick = <T>(x: T | Record<string, T> | undefined): T | undefined =>
      x === undefined
        ? undefined
        : c.outcome !== undefined
          ? (x as Record<string, T>)[c.outcome]
          : (x as T);
    const exact = pick<number>(m.exact as number | Record<string, number> | undefined);
    let simulated: SimulatedScalar | undefined;
    if (m.simulated) {
      const s = m.simulated as { value: unknown; low: unknown; high: unknown; trials: number };
      simulated = {
        value: pick<number>(s.value as never) ?? 0,
        low: pick<number>(s.low as never) ?? 0,
        high: pick<number>(s.high as never) ?? 0,
        trials: s.trials,
      };
    }
    return judgeClaim(
      c,
      { matchup: scenario.matchups[c.matchup].name, variant: scenario.variants[c.variant].name },
      { exact: exact ?? (m.exact !== undefined ? 0 : undefined), simulated },
    );
  });

  const notes = [...new Set(results.flatMap((c) => c.notes ?? []))];
  return {
    scenario: scenario.spec.name,
    description: scenario.spec.description,
    ruleset: scenario.ruleset.id,
    procedure: scenario.spec.procedure,
    seed: settings.seed,
    trials: settings.trials,
    precision: settings.precision,
    options: runs[0]?.[0]?.cell.options ?? {},
    variants: scenario.variants.slice(1).map((v) => ({
      name: v.name,
      description: v.description,
      options: v.options,
      params: v.params,
    })),
    results,
    claims,
    ...(notes.length ? { notes } : {}),
  };
}
