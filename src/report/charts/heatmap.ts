import type { TopLevelSpec } from 'vega-lite';
import { metricRows, paramColumn } from '../tables.ts';
import {
  CONFIG,
  INK,
  SCHEMA,
  formatOf,
  labelOrder,
  matchupLabel,
  withOrder,
  type Builder,
} from './common.ts';

/**
 * A heat map: the x parameter across, every other swept parameter down, each cell labelled
 * with its value, and the variants side by side with the baseline on one colour scale. Cells
 * show the exact value where there is one (the simulated one otherwise); the tables put both
 * side by side.
 */
export const heatmap: Builder = (plan, ctx) => {
  const x = plan.x!;
  const rowParams = [plan.y!, ...ctx.params.filter((p) => p !== x && p !== plan.y)];
  const source = metricRows(ctx.long, plan.metric, { outcome: plan.outcome }).objects() as Record<
    string,
    unknown
  >[];
  const byX = withOrder(
    source.map((r) => ({
      variant: r.variant,
      x: r[paramColumn(x)],
      y: matchupLabel(r, ctx, rowParams),
      v: r.exact ?? r.value,
    })),
    'x',
    ctx.order[x],
  );
  const { rows, sort: ySort } = withOrder(byX.rows, 'y', labelOrder(ctx, rowParams));
  const variants = [...new Set(rows.map((r) => String(r.variant)))];
  const max = Math.max(0, ...rows.map((r) => (typeof r.v === 'number' ? r.v : 0))) || 1;
  const format = formatOf(plan);
  const what = source.every((r) => r.exact !== null)
    ? 'exact values'
    : 'exact values where known, simulated otherwise';
  const inner = {
    width: { step: 62 },
    height: { step: 26 },
    encoding: {
      x: {
        field: 'x',
        type: 'ordinal',
        sort: byX.sort,
        title: x,
        axis: { orient: 'top', labelAngle: 0, domain: false, ticks: false },
      },
      y: {
        field: 'y',
        type: 'ordinal',
        sort: ySort,
        title: rowParams.join(' · '),
        axis: { domain: false, ticks: false },
      },
    },
    layer: [
      {
        mark: { type: 'rect', stroke: '#fffdf8', strokeWidth: 2, cornerRadius: 2 },
        encoding: {
          color: {
            field: 'v',
            type: 'quantitative',
            title: plan.metric,
            scale: { scheme: 'goldred', domain: [0, max] },
            legend: { format, gradientLength: 160 },
          },
        },
      },
      {
        mark: { type: 'text', fontSize: 11 },
        encoding: {
          text: { field: 'v', type: 'quantitative', format },
          color: { condition: { test: `datum.v > ${0.6 * max}`, value: '#fffdf8' }, value: INK },
        },
      },
    ],
  };
  const header = { labelFontSize: 13, labelFontWeight: 'bold', labelPadding: 6 };
  return {
    $schema: SCHEMA,
    config: CONFIG,
    title: {
      text: plan.title,
      subtitle:
        variants.length > 1
          ? `${what}; baseline rules beside each house-rule variant, on one colour scale`
          : `baseline rules; ${what}`,
    },
    data: { values: rows },
    ...(variants.length > 1
      ? {
          facet: { column: { field: 'variant', sort: variants, title: null, header } },
          spec: inner,
        }
      : inner),
  } as TopLevelSpec;
};
