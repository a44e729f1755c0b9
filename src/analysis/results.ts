import type { CellRun } from '../engine/run.ts';
import type { Cell, Scenario } from '../scenario/load.ts';
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
  const b = { layout: base.layout, chunks: base.chunks };
  const w = { layout: v.layout, chunks: v.chunks };
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
        ...base.layout.outcomes(base.layout.get(name)),
        ...v.layout.outcomes(v.layout.get(name)),
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

/** Per-cell results read one at a time, in matchup order, variants after their baseline; an array is one. */
export interface CellResults extends Iterable<CellResult> {
  readonly length: number;
}

/**
 * A run's answer whose per-cell results are made as they are read, never held together: a
 * large sweep's output streams from its accumulators (report/json.ts, report/csv.ts), and the
 * summary reads them once. A `RunResult` is one with its results in an array.
 */
export type StreamedResult = Omit<RunResult, 'results'> & { results: CellResults };

/** The whole answer of a run: per matchup × variant metrics, differences and claim verdicts. */
export function assembleResults(
  scenario: Scenario,
  runs: CellRun[][],
  settings: { seed: string; trials?: number; precision?: number },
): RunResult {
  const r = streamResults(scenario, runs, settings);
  return { ...r, results: [...r.results] };
}

/**
 * The answer of a run with its cell results made on demand from the run's accumulators, each
 * time they are read (the document around them, claims and notes, once, here).
 */
export function streamResults(
  scenario: Scenario,
  runs: CellRun[][],
  settings: { seed: string; trials?: number; precision?: number },
): StreamedResult {
  const defaults = defaultsOf(scenario.ruleset.options);
  // Cells of one variant share their options object (scenario/load.ts): compared once each.
  const changed = new Map<Record<string, unknown>, Record<string, unknown>>();
  const changedOf = (o: Record<string, unknown>) => {
    let c = changed.get(o);
    if (!c) changed.set(o, (c = nonDefault(o, defaults)));
    return c;
  };
  const metricsOf = (run: CellRun, cell: Cell) => {
    const exact = cell.matchup.procedure.exact?.(cell.params, cell.options);
    return combine(run.layout, exact, summarize(run.layout, run.total));
  };
  const notesOf = (cell: Cell) => cell.matchup.procedure.notes?.(cell.params, cell.options) ?? [];
  const cellOf = (run: CellRun) => scenario.cell(run.matchup, run.variant);
  function* cells(): Generator<CellResult> {
    for (const row of runs) {
      let base: Record<string, MetricResult> | undefined;
      for (const [vi, run] of row.entries()) {
        const cell = cellOf(run);
        const metrics = metricsOf(run, cell);
        base ??= metrics;
        const notes = notesOf(cell);
        yield {
          matchup: cell.matchup.name,
          label: cell.matchup.label,
          variant: cell.variant.name,
          params: cell.params,
          options: changedOf(cell.options),
          trials: run.total[0],
          ...(run.reached !== undefined ? { precisionReached: run.reached } : {}),
          metrics,
          ...(notes.length ? { notes } : {}),
          ...(vi > 0 ? { differences: differences(row[0], run, metrics, base) } : {}),
        };
      }
    }
  }

  const claims = scenario.claims.map((c) => {
    const run = runs[c.matchup][c.variant];
    const m = metricsOf(run, cellOf(run))[c.metric];
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

  // Every cell's notes once each, in the order the cells give them; only procedures with notes are asked.
  const notes = new Set<string>();
  if (scenario.matchups.some((m) => m.procedure.notes))
    for (const row of runs)
      for (const run of row) for (const n of notesOf(cellOf(run))) notes.add(n);
  const length = runs.reduce((n, row) => n + row.length, 0);
  return {
    scenario: scenario.spec.name,
    description: scenario.spec.description,
    ruleset: scenario.ruleset.id,
    procedure: scenario.spec.procedure,
    seed: settings.seed,
    trials: settings.trials,
    precision: settings.precision,
    options: runs[0]?.[0] ? cellOf(runs[0][0]).options : {},
    variants: scenario.variants.slice(1).map((v) => ({
      name: v.name,
      description: v.description,
      options: v.options,
      params: v.params,
    })),
    results: { length, [Symbol.iterator]: cells },
    claims,
    ...(notes.size ? { notes: [...notes] } : {}),
  };
}
