import type { CellResult, RunResult, StreamedResult } from '../analysis/results.ts';
import { CELLS_PER_PIECE, type Pieces } from './json.ts';
import { wilson } from '../core/stats.ts';

const cell = (v: unknown): string => {
  if (v === undefined || v === null || (typeof v === 'number' && Number.isNaN(v))) return '';
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const CSV_COLUMNS = [
  'matchup',
  'variant',
  'metric',
  'outcome',
  'kind',
  'exact',
  'value',
  'low',
  'high',
  'trials',
  'difference',
  'differenceLow',
  'differenceHigh',
  'significant',
] as const;

type TidyRow = Record<(typeof CSV_COLUMNS)[number], unknown>;

/** Tidy rows: one per matchup × variant × metric (× outcome for distributions). */
export function tidyRows(r: RunResult): TidyRow[] {
  return r.results.flatMap(cellRows);
}

/** One matchup × variant's tidy rows. */
export function cellRows(c: CellResult): TidyRow[] {
  const rows: Record<string, unknown>[] = [];
  for (const [metric, m] of Object.entries(c.metrics)) {
    const sim = m.simulated as
      { value: unknown; low: unknown; high: unknown; trials: number } | undefined;
    const diff = c.differences?.[metric] as Record<string, unknown> | undefined;
    if (m.kind !== 'distribution') {
      const d = diff as
        { value: number; low: number; high: number; significant: boolean } | undefined;
      rows.push({
        matchup: c.matchup,
        variant: c.variant,
        metric,
        outcome: '',
        kind: m.kind,
        exact: m.exact,
        value: sim?.value,
        low: sim?.low,
        high: sim?.high,
        trials: sim?.trials,
        difference: d?.value,
        differenceLow: d?.low,
        differenceHigh: d?.high,
        significant: d?.significant,
      });
      continue;
    }
    const ex = (m.exact ?? {}) as Record<string, number>;
    const sv = (sim?.value ?? {}) as Record<string, number>,
      sl = (sim?.low ?? {}) as Record<string, number>,
      sh = (sim?.high ?? {}) as Record<string, number>;
    const keys = [...new Set([...Object.keys(ex), ...Object.keys(sv)])];
    if (keys.every((k) => /^-?\d+$/.test(k))) keys.sort((a, b) => Number(a) - Number(b));
    for (const k of keys) {
      const d = diff?.[k] as
        { value: number; low: number; high: number; significant: boolean } | undefined;
      rows.push({
        matchup: c.matchup,
        variant: c.variant,
        metric,
        outcome: k,
        kind: m.kind,
        exact: ex[k] ?? (m.exact ? 0 : undefined),
        value: sv[k] ?? (sim ? 0 : undefined),
        low: sl[k] ?? (sim ? 0 : undefined),
        high: sh[k] ?? (sim ? wilson(0, sim.trials).high : undefined),
        trials: sim?.trials,
        difference: d?.value,
        differenceLow: d?.low,
        differenceHigh: d?.high,
        significant: d?.significant,
      });
    }
  }
  return rows as never;
}

/** The tidy rows as CSV, header first, in pieces of a few results (report/json.ts). */
export function csvPieces(r: StreamedResult): Pieces {
  return {
    *[Symbol.iterator]() {
      yield CSV_COLUMNS.join(',') + '\n';
      let text = '';
      let cells = 0;
      for (const c of r.results) {
        for (const row of cellRows(c))
          text += CSV_COLUMNS.map((k) => cell(row[k])).join(',') + '\n';
        if (++cells === CELLS_PER_PIECE) {
          yield text;
          text = '';
          cells = 0;
        }
      }
      if (cells) yield text;
    },
  };
}
