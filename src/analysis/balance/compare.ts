import type { Executor } from '../../engine/executor.ts';
import { runScenario } from '../../engine/run.ts';
import type { Cell, Scenario, Variant } from '../../scenario/load.ts';
import { resolveMatchup } from '../../rulesets/validate.ts';
import { pairedDifference } from '../differences.ts';
import { exactValue, parseMetricRef, type MetricRef } from './subject.ts';

/** One variant's effect on one headline metric in one cell of the grid. */
export interface CellEffect {
  matchup: string;
  label: Record<string, unknown>;
  variant: string;
  metric: string;
  /** Means are shown in their units, probabilities in points (hundredths). */
  kind: 'probability' | 'mean';
  baseline: number;
  value: number;
  /** variant − baseline and its 95% interval (paired over common random numbers; exact: a point). */
  difference: number;
  low: number;
  high: number;
  exact: boolean;
}

export interface VariantSpec {
  name: string;
  description?: string;
  options: Record<string, unknown>;
  params: Record<string, unknown>;
}

/** The headline metrics, checked against the first cell's layout. */
export function headlineRefs(
  scenario: Scenario,
  texts: string[],
): { refs: MetricRef[]; problems: string[] } {
  const layout = scenario.cell(0, 0).layout;
  const refs: MetricRef[] = [];
  const problems: string[] = [];
  for (const t of texts) {
    const r = parseMetricRef(t, layout);
    if (typeof r === 'string') problems.push(r);
    else refs.push(r);
  }
  return { refs, problems };
}

/**
 * Cells for each variant over the scenario's matchups, validated; a variant that is not valid
 * for some matchup is dropped whole, with the reason, rather than compared on part of the grid.
 */
export function variantCells(
  scenario: Scenario,
  variants: VariantSpec[],
): { cells: Cell[][]; variants: Variant[]; dropped: { name: string; reason: string }[] } {
  const kept: Variant[] = [scenario.variants[0]];
  const dropped: { name: string; reason: string }[] = [];
  const rows: Cell[][] = scenario.matchups.map((m) => [scenario.cell(m.index, 0)]);
  for (const v of variants) {
    const variant: Variant = {
      index: kept.length,
      name: v.name,
      description: v.description,
      options: v.options,
      params: v.params,
    };
    const cells: Cell[] = [];
    let reason: string | undefined;
    for (const [base] of rows) {
      const r = resolveMatchup(
        scenario.ruleset,
        base.matchup.procedure,
        { ...base.params, ...v.params },
        { ...base.options, ...v.options },
      );
      if (r.problems.length) {
        reason = `${base.matchup.name}: ${r.problems[0].path.join('.')}: ${r.problems[0].message}`;
        break;
      }
      cells.push({
        matchup: base.matchup,
        variant,
        params: r.params,
        options: r.options,
        layout: base.matchup.procedure.metrics(r.params, r.options),
      });
    }
    if (reason) dropped.push({ name: v.name, reason });
    else {
      kept.push(variant);
      cells.forEach((c, mi) => rows[mi].push(c));
    }
  }
  return { cells: rows, variants: kept, dropped };
}

/**
 * Every variant against the baseline in every cell, for each headline metric: exact
 * differences where the procedure answers exactly in both, paired simulated differences
 * (every variant on the baseline's streams) otherwise.
 */
export async function compareVariants(
  scenario: Scenario,
  variants: VariantSpec[],
  refs: MetricRef[],
  exec: Executor,
  settings: {
    seed: string;
    trials: number;
    signal?: AbortSignal;
    onProgress?(done: number, total?: number): void;
  },
): Promise<{ effects: CellEffect[]; dropped: { name: string; reason: string }[]; trials: number }> {
  const { cells, variants: kept, dropped } = variantCells(scenario, variants);
  const exactOf = (c: Cell) => {
    try {
      return c.matchup.procedure.exact?.(c.params, c.options);
    } catch {
      return undefined;
    }
  };
  const exacts = cells.map((row) => row.map(exactOf));
  const allExact = exacts.every((row) =>
    row.every((e) => refs.every((r) => exactValue([r], e) !== undefined)),
  );
  let runs: Awaited<ReturnType<typeof runScenario>> | undefined;
  if (!allExact) {
    runs = await runScenario(
      { ...scenario, variants: kept, cell: (mi, vi) => cells[mi][vi] },
      {
        seed: settings.seed,
        trials: settings.trials,
        maxTrials: settings.trials,
        signal: settings.signal,
        onProgress: settings.onProgress,
      },
      exec,
    );
  }
  const effects: CellEffect[] = [];
  cells.forEach((row, mi) => {
    for (let vi = 1; vi < row.length; vi++) {
      for (const ref of refs) {
        const eb = exactValue([ref], exacts[mi][0]),
          ev = exactValue([ref], exacts[mi][vi]);
        const kind =
          row[0].layout.get(ref.metric).kind === 'mean'
            ? ('mean' as const)
            : ('probability' as const);
        const base = {
          matchup: row[0].matchup.name,
          label: row[0].matchup.label,
          variant: row[vi].variant.name,
          metric: ref.text,
          kind,
        };
        if (eb !== undefined && ev !== undefined) {
          effects.push({
            ...base,
            baseline: eb,
            value: ev,
            difference: ev - eb,
            low: ev - eb,
            high: ev - eb,
            exact: true,
          });
          continue;
        }
        const b = runs![mi][0],
          v = runs![mi][vi];
        const d = pairedDifference(
          { layout: b.layout, chunks: b.chunks },
          { layout: v.layout, chunks: v.chunks },
          ref.metric,
          ref.outcome,
        );
        const baseValue = valueOf(b.layout, b.total, ref);
        effects.push({
          ...base,
          baseline: baseValue,
          value: baseValue + d.value,
          difference: d.value,
          low: d.low,
          high: d.high,
          exact: false,
        });
      }
    }
  });
  const trials = runs ? runs.flat().reduce((a, r) => a + r.total[0], 0) : 0;
  return { effects, dropped, trials };
}

function valueOf(layout: Cell['layout'], acc: Float64Array, ref: MetricRef): number {
  const m = layout.metrics.find((x) => x.name === ref.metric);
  if (!m || acc[0] === 0) return NaN;
  const i = ref.outcome === undefined ? 0 : layout.outcomes(m).indexOf(ref.outcome);
  return i < 0 ? 0 : acc[m.slot + i] / acc[0];
}

/** A change beyond the threshold: the estimate is past it and the change is real (its interval excludes 0). */
export const beyond = (e: CellEffect, threshold: number) =>
  Math.abs(e.difference) > threshold && (e.exact || e.low > 0 || e.high < 0);
