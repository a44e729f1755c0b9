import type { ColumnTable } from 'arquero';
import type { TopLevelSpec } from 'vega-lite';
import type { ChartPlan } from '../charts.ts';
import { paramColumn } from '../tables.ts';

/** What every chart builder gets: the long table, and the orders the scenario lists things in. */
export interface ChartContext {
  long: ColumnTable;
  /** Swept parameters, in sweep order. */
  params: string[];
  /** Each swept parameter's values (as text), in sweep order. */
  order: Record<string, string[]>;
  numericParams: string[];
  /** Matchup names in scenario order. */
  matchups: string[];
}

export type Builder = (plan: ChartPlan, ctx: ChartContext) => TopLevelSpec;

export const INK = '#2b2118';
export const MUTED = '#8a7d6b';
export const SERIES = ['#a4462a', '#2f5d7c', '#c99a2e', '#5b7d3a', '#7a4f8a', '#3f8f8a'];

export const formatOf = (plan: ChartPlan) => (plan.kind === 'mean' ? '.2f' : '.1%');
export const diffFormatOf = (plan: ChartPlan) => (plan.kind === 'mean' ? '+.2f' : '+.1%');

/** A short, readable name for a matchup: its swept values ("revolver · medium"). */
export function matchupLabel(
  row: Record<string, unknown>,
  ctx: ChartContext,
  params = ctx.params,
): string {
  const parts = params.map((p) => row[paramColumn(p)]).filter((v) => v !== null && v !== undefined);
  return parts.length ? parts.join(' · ') : String(row.matchup);
}

/** Labels of every matchup in scenario order, for sorting an axis. */
export function labelOrder(ctx: ChartContext, params = ctx.params): string[] {
  const byMatchup = new Map<string, string>();
  for (const row of ctx.long.objects() as Record<string, unknown>[]) {
    if (!byMatchup.has(String(row.matchup)))
      byMatchup.set(String(row.matchup), matchupLabel(row, ctx, params));
  }
  return [...new Set(ctx.matchups.map((m) => byMatchup.get(m) ?? m))];
}

/**
 * Each row's position in `order` for `field`, as `<field>Order`, and the sort that uses it.
 * An axis sorted by a literal list compiles into one nested expression per value, which
 * overflows the stack beyond a thousand or so matchups; a sort by a field scales.
 */
export function withOrder<T extends Record<string, unknown>>(
  rows: T[],
  field: string,
  order: readonly string[],
): { rows: T[]; sort: { field: string; op: 'min' } } {
  const at = new Map(order.map((v, i) => [v, i]));
  const key = `${field}Order`;
  return {
    rows: rows.map((r) => ({ ...r, [key]: at.get(String(r[field])) ?? order.length })),
    sort: { field: key, op: 'min' },
  };
}

/** Shared look: warm paper, dark ink, no chart border, so the charts sit in the page. */
export const CONFIG = {
  background: '#fffdf8',
  font: 'Georgia, "Times New Roman", serif',
  padding: 8,
  view: { stroke: null },
  title: {
    anchor: 'start',
    fontSize: 15,
    fontWeight: 'bold',
    color: INK,
    subtitleColor: MUTED,
    subtitleFontSize: 11,
    offset: 12,
  },
  axis: {
    labelColor: INK,
    titleColor: INK,
    domainColor: MUTED,
    tickColor: MUTED,
    gridColor: '#ece4d6',
    labelFontSize: 11,
    titleFontSize: 12,
  },
  legend: { labelColor: INK, titleColor: INK, labelFontSize: 11, titleFontSize: 11 },
  header: { labelColor: INK, titleColor: INK, labelFontSize: 12 },
  range: { category: SERIES },
} as const;

export const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
