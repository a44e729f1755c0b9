import { op, table, type ColumnTable } from 'arquero';
import type { CellResult, RunResult } from '../analysis/results.ts';
import { cellRows } from './csv.ts';
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
  // Filled column by column, matchup by matchup: an object per row (a 75,600-point sweep has
  // over a million) was the largest part of a large report's memory.
  const names = [...LONG_COLUMNS, ...params.map(paramColumn)];
  const columns: Record<string, unknown[]> = Object.fromEntries(names.map((n) => [n, []]));
  const col = LONG_COLUMNS.map((n) => columns[n]);
  const paramCols = params.map((p) => columns[paramColumn(p)]);
  for (const c of r.results) {
    const exactDiffs = exactDifferences(c);
    const label = c.label ?? {};
    for (const t of cellRows(c)) {
      const simulated = finite(t.value) !== null;
      const row = [
        t.matchup,
        t.variant,
        t.metric,
        t.kind,
        t.outcome,
        simulated ? 'simulated' : 'exact',
        simulated ? t.value : finite(t.exact),
        simulated ? finite(t.low) : null,
        simulated ? finite(t.high) : null,
        finite(t.exact),
        t.trials ?? null,
        finite(t.difference),
        finite(t.differenceLow),
        finite(t.differenceHigh),
        exactDiffs.get(`${t.metric}\u0000${t.outcome}`) ?? null,
        typeof t.significant === 'boolean' ? t.significant : null,
      ];
      for (let i = 0; i < row.length; i++) col[i].push(row[i]);
      params.forEach((p, i) => paramCols[i].push(label[p] === undefined ? null : String(label[p])));
    }
  }
  return table(columns, names);
}

/** tidyRows leaves out the exact difference; the difference chart draws it beside the estimate. */
function exactDifferences(c: CellResult): Map<string, number> {
  const exact = new Map<string, number>();
  for (const [metric, d] of Object.entries(c.differences ?? {})) {
    if ('value' in d && typeof d.value === 'number') {
      if (typeof d.exact === 'number') exact.set(`${metric}\u0000`, d.exact);
    } else {
      for (const [o, x] of Object.entries(d as Record<string, { exact?: number }>))
        if (typeof x.exact === 'number') exact.set(`${metric}\u0000${o}`, x.exact);
    }
  }
  return exact;
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
