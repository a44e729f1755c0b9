import type { TopLevelSpec } from 'vega-lite';
import type { ChartPlan } from '../charts.ts';
import { estimates, metricRows, paramColumn } from '../tables.ts';
import { CONFIG, SCHEMA, formatOf, labelOrder, matchupLabel, type ChartContext, type Builder } from './common.ts';

/** Estimates of one metric per matchup and series (variant, exact or simulated), with intervals. */
function seriesRows(plan: ChartPlan, ctx: ChartContext) {
  const rows = estimates(metricRows(ctx.long, plan.metric, { outcome: plan.outcome })).objects() as Record<string, unknown>[];
  const numeric = plan.x !== undefined && ctx.numericParams.includes(plan.x);
  return rows.map((r) => ({
    x: plan.x === undefined ? matchupLabel(r, ctx) : numeric ? Number(r[paramColumn(plan.x)]) : r[paramColumn(plan.x)],
    series: r.variant === 'baseline' ? String(r.source) : `${r.variant} · ${r.source}`,
    v: r.value,
    lo: r.low,
    hi: r.high,
  }));
}

const subtitle = 'exact and simulated side by side; simulated with its 95% interval';

/** One swept parameter (or a list of matchups) as grouped bars with 95% error bars. */
export const bars: Builder = (plan, ctx) => {
  const rows = seriesRows(plan, ctx);
  const series = [...new Set(rows.map((r) => r.series))];
  const format = formatOf(plan);
  const x = { field: 'x', type: 'ordinal', sort: plan.x ? ctx.order[plan.x] : labelOrder(ctx), title: plan.x ?? 'matchup', axis: { labelAngle: plan.x ? 0 : -30, labelLimit: 160 } };
  return {
    $schema: SCHEMA,
    config: CONFIG,
    title: { text: plan.title, subtitle },
    data: { values: rows },
    width: { step: Math.max(28, 16 * series.length + 12) },
    height: 220,
    encoding: { x, xOffset: { field: 'series', sort: series } },
    layer: [
      { mark: { type: 'bar', cornerRadiusEnd: 2 }, encoding: { y: { field: 'v', type: 'quantitative', title: plan.metric, axis: { format } }, color: { field: 'series', type: 'nominal', sort: series, title: null, legend: { orient: 'top' } } } },
      { mark: { type: 'rule', color: '#111', strokeWidth: 1.2 }, encoding: { y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' } } },
    ],
  } as TopLevelSpec;
};

/** A numeric swept parameter (a distance, a count) as lines with 95% error bars. */
export const lines: Builder = (plan, ctx) => {
  const rows = seriesRows(plan, ctx);
  const series = [...new Set(rows.map((r) => r.series))];
  const numeric = plan.x !== undefined && ctx.numericParams.includes(plan.x);
  const format = formatOf(plan);
  const x = numeric
    ? { field: 'x', type: 'quantitative', title: plan.x, scale: { zero: false } }
    : { field: 'x', type: 'ordinal', sort: plan.x ? ctx.order[plan.x] : labelOrder(ctx), title: plan.x ?? 'matchup', axis: { labelAngle: 0 } };
  const color = { field: 'series', type: 'nominal', sort: series, title: null, legend: { orient: 'top' } };
  return {
    $schema: SCHEMA,
    config: CONFIG,
    title: { text: plan.title, subtitle },
    data: { values: rows },
    width: 420,
    height: 220,
    encoding: { x, color },
    layer: [
      { mark: { type: 'line', strokeWidth: 2 }, encoding: { y: { field: 'v', type: 'quantitative', title: plan.metric, axis: { format } } } },
      { mark: { type: 'point', filled: true, size: 36 }, encoding: { y: { field: 'v', type: 'quantitative' } } },
      { mark: { type: 'rule', strokeWidth: 1.2 }, encoding: { y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' } } },
    ],
  } as TopLevelSpec;
};
