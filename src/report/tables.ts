import { from, op, type ColumnTable } from 'arquero';
import type { RunResult } from '../analysis/results.ts';
import { tidyRows } from './csv.ts';
import { sweptParams } from './sweep.ts';

/** Columns of the long table, before the swept parameters (which follow, one column each). */
export const LONG_COLUMNS = [
  'matchup',
  'variant',
  'metric',
  'kind',
  'outcome',
  'source',
  'value',
  'low',
  'high',
  'exact',
  'trials',
  'difference',
  'differenceLow',
  'differenceHigh',
  'differenceExact',
  'significant',
] as const;

const finite = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/**
 * The tidy long table: one row per matchup × variant × metric (× outcome for distributions).
 * `value`, `low` and `high` are the simulated estimate and its 95% interval when there is one,
 * the exact value otherwise (`source` says which); `exact` is kept beside it for comparison.
 * Intervals that could not be computed (a single chunk) are null rather than ±Infinity.
 */
export function longTable(r: RunResult): ColumnTable {
  const params = sweptParams(r);
  const labels = new Map(r.results.map((c) => [c.matchup, c.label]));
  const rows = tidyRows(r).map((t) => {
    const simulated = finite(t.value) !== null;
    const row: Record<string, unknown> = {
      matchup: t.matchup,
      variant: t.variant,
      metric: t.metric,
      kind: t.kind,
      outcome: t.outcome,
      source: simulated ? 'simulated' : 'exact',
      value: simulated ? t.value : finite(t.exact),
      low: simulated ? finite(t.low) : null,
      high: simulated ? finite(t.high) : null,
      exact: finite(t.exact),
      trials: t.trials ?? null,
      difference: finite(t.difference),
      differenceLow: finite(t.differenceLow),
      differenceHigh: finite(t.differenceHigh),
      differenceExact: null,
      significant: typeof t.significant === 'boolean' ? t.significant : null,
    };
    const label = labels.get(String(t.matchup)) ?? {};
    for (const p of params) row[paramColumn(p)] = label[p] === undefined ? null : String(label[p]);
    return row;
  });
  attachExactDifferences(r, rows);
  return from(rows);
}

/** tidyRows leaves out the exact difference; the difference chart draws it beside the estimate. */
function attachExactDifferences(r: RunResult, rows: Record<string, unknown>[]): void {
  const key = (m: unknown, v: unknown, metric: unknown, o: unknown) =>
    `${m}\u0000${v}\u0000${metric}\u0000${o}`;
  const exact = new Map<string, number>();
  for (const c of r.results) {
    for (const [metric, d] of Object.entries(c.differences ?? {})) {
      if ('value' in d && typeof d.value === 'number') {
        if (typeof d.exact === 'number') exact.set(key(c.matchup, c.variant, metric, ''), d.exact);
      } else {
        for (const [o, x] of Object.entries(d as Record<string, { exact?: number }>))
          if (typeof x.exact === 'number') exact.set(key(c.matchup, c.variant, metric, o), x.exact);
      }
    }
  }
  for (const row of rows)
    row.differenceExact = exact.get(key(row.matchup, row.variant, row.metric, row.outcome)) ?? null;
}

/** The column holding a swept parameter in the long table. */
export const paramColumn = (p: string) => `param:${p}`;

/** Rows of one metric (and outcome, for a distribution), optionally one variant. */
export function metricRows(
  long: ColumnTable,
  metric: string,
  opts: { outcome?: string; variant?: string } = {},
): ColumnTable {
  return long
    .params({ metric, outcome: opts.outcome ?? null, variant: opts.variant ?? null })
    .filter(
      (d: any, $: any) =>
        d.metric === $.metric &&
        ($.outcome === null || d.outcome === $.outcome) &&
        ($.variant === null || d.variant === $.variant),
    );
}

/**
 * Exact and simulated estimates as separate rows (`source`), so that a chart can put them side
 * by side; an exact row has no interval.
 */
export function estimates(rows: ColumnTable): ColumnTable {
  const exact = rows
    .filter((d: any) => d.exact !== null && d.source === 'simulated')
    .derive({
      source: () => 'exact',
      value: (d: any) => d.exact,
      low: () => null,
      high: () => null,
    });
  return rows.concat(exact);
}

/** Variant − baseline rows only (the baseline has no difference). */
export function differenceRows(long: ColumnTable, metric: string, outcome?: string): ColumnTable {
  return metricRows(long, metric, { outcome })
    .filter((d: any) => d.difference !== null)
    .derive({
      verdict: (d: any) =>
        d.significant
          ? 'significant'
          : d.differenceLow === null
            ? 'no interval'
            : 'not significant',
    });
}

/** Per metric, per variant: how many matchups moved significantly, and the largest move. */
export function differenceSummary(long: ColumnTable): ColumnTable {
  return long
    .filter((d: any) => d.difference !== null && d.outcome === '')
    .groupby('variant', 'metric')
    .rollup({
      matchups: op.count(),
      significant: (d: any) => op.sum(d.significant ? 1 : 0),
      largest: (d: any) => op.max(op.abs(d.difference)),
    });
}
