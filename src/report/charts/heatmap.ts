import type { TopLevelSpec } from 'vega-lite';
import { metricRows, paramColumn } from '../tables.ts';
import { CONFIG, INK, SCHEMA, formatOf, labelOrder, matchupLabel, type Builder } from './common.ts';

/**
 * A heat map of the baseline: the x parameter across, every other swept parameter down, each
 * cell labelled with its value. Cells show the exact value where there is one (the simulated
 * one otherwise); the tables put both side by side.
 */
export const heatmap: Builder = (plan, ctx) => {
  const x = plan.x!;
  const rowParams = [plan.y!, ...ctx.params.filter((p) => p !== x && p !== plan.y)];
  const rows = (metricRows(ctx.long, plan.metric, { outcome: plan.outcome, variant: 'baseline' }).objects() as Record<string, unknown>[]).map((r) => ({
    x: r[paramColumn(x)],
    y: matchupLabel(r, ctx, rowParams),
    v: r.exact ?? r.value,
  }));
  const max = Math.max(0, ...rows.map((r) => (typeof r.v === 'number' ? r.v : 0)));
  const exactAll = (metricRows(ctx.long, plan.metric, { outcome: plan.outcome, variant: 'baseline' }).objects() as Record<string, unknown>[]).every((r) => r.exact !== null);
  const format = formatOf(plan);
  return {
    $schema: SCHEMA,
    config: CONFIG,
    title: { text: plan.title, subtitle: exactAll ? 'baseline rules; exact values' : 'baseline rules; exact values where known, simulated otherwise' },
    data: { values: rows },
    width: { step: 66 },
    height: { step: 26 },
    encoding: {
      x: { field: 'x', type: 'ordinal', sort: ctx.order[x], title: x, axis: { orient: 'top', labelAngle: 0, domain: false, ticks: false } },
      y: { field: 'y', type: 'ordinal', sort: labelOrder(ctx, rowParams), title: rowParams.join(' · '), axis: { domain: false, ticks: false } },
    },
    layer: [
      {
        mark: { type: 'rect', stroke: '#fffdf8', strokeWidth: 2, cornerRadius: 2 },
        encoding: { color: { field: 'v', type: 'quantitative', title: plan.metric, scale: { scheme: 'goldred', domain: [0, max || 1] }, legend: { format, gradientLength: 160 } } },
      },
      {
        mark: { type: 'text', fontSize: 11 },
        encoding: {
          text: { field: 'v', type: 'quantitative', format },
          color: { condition: { test: `datum.v > ${0.6 * (max || 1)}`, value: '#fffdf8' }, value: INK },
        },
      },
    ],
  } as TopLevelSpec;
};
