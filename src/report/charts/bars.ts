import type { TopLevelSpec } from 'vega-lite';
import type { ChartPlan } from '../charts.ts';
import { estimates, metricRows, paramColumn } from '../tables.ts';
import {
  CONFIG,
  SCHEMA,
  formatOf,
  labelOrder,
  matchupLabel,
  withOrder,
  type ChartContext,
  type Builder,
} from './common.ts';

/** Estimates of one metric per matchup and series (variant, exact or simulated), with intervals. */
function seriesRows(plan: ChartPlan, ctx: ChartContext, by?: string[]) {
  const rows = estimates(
    metricRows(ctx.long, plan.metric, { outcome: plan.outcome }),
  ).objects() as Record<string, unknown>[];
  const numeric = plan.x !== undefined && ctx.numericParams.includes(plan.x);
  return rows.map((r) => ({
    x:
      plan.x === undefined
        ? matchupLabel(r, ctx)
        : numeric
          ? Number(r[paramColumn(plan.x)])
          : r[paramColumn(plan.x)],
    variant: r.variant,
    source: r.source,
    series: `${r.variant} · ${r.source}`,
    ...(by ? { group: matchupLabel(r, ctx, by) } : {}),
    v: r.value,
    lo: r.low,
    hi: r.high,
  }));
}

const subtitle =
  'exact (dashed or pale) and simulated side by side; simulated with its 95% interval';

/** One swept parameter (or a list of matchups) as grouped bars with 95% error bars. */
export const bars: Builder = (plan, ctx) => {
  const { rows, sort } = withOrder(
    seriesRows(plan, ctx),
    'x',
    plan.x ? ctx.order[plan.x] : labelOrder(ctx),
  );
  const variants = [...new Set(rows.map((r) => String(r.variant)))];
  const series = variants
    .flatMap((v) => ['exact', 'simulated'].map((s) => `${v} · ${s}`))
    .filter((s) => rows.some((r) => r.series === s));
  const format = formatOf(plan);
  const x = {
    field: 'x',
    type: 'ordinal',
    sort,
    title: plan.x ?? 'matchup',
    axis: { labelAngle: plan.x ? 0 : -30, labelLimit: 160 },
  };
  return {
    $schema: SCHEMA,
    config: CONFIG,
    title: { text: plan.title, subtitle },
    data: { values: rows },
    // With an offset channel the step sizes one bar, not the group.
    width: { step: 16 },
    height: 220,
    encoding: { x, xOffset: { field: 'series', sort: series } },
    layer: [
      {
        mark: { type: 'bar', cornerRadiusEnd: 2 },
        encoding: {
          y: { field: 'v', type: 'quantitative', title: plan.metric, axis: { format } },
          color: {
            field: 'variant',
            type: 'nominal',
            sort: variants,
            title: null,
            legend: { orient: 'top', labelLimit: 0 },
          },
          opacity: {
            field: 'source',
            type: 'nominal',
            sort: ['exact', 'simulated'],
            scale: { range: [0.45, 1] },
            title: null,
            legend: { orient: 'top' },
          },
        },
      },
      {
        mark: { type: 'rule', color: '#111', strokeWidth: 1.2 },
        encoding: { y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' } },
      },
    ],
  } as TopLevelSpec;
};

/** A numeric swept parameter (a distance, a count) as lines with 95% error bars. */
export const lines: Builder = (plan, ctx) => (plan.series ? linesPerSeries : linesOne)(plan, ctx);

const xAxisOf = (plan: ChartPlan, ctx: ChartContext) =>
  plan.x !== undefined && ctx.numericParams.includes(plan.x)
    ? { field: 'x', type: 'quantitative', title: plan.x, scale: { zero: false } }
    : {
        field: 'x',
        type: 'ordinal',
        sort: plan.x ? ctx.order[plan.x] : labelOrder(ctx),
        title: plan.x ?? 'matchup',
        axis: { labelAngle: 0 },
      };

const dashOf = (legend: object) => ({
  field: 'source',
  type: 'nominal',
  sort: ['exact', 'simulated'],
  scale: {
    range: [
      [4, 3],
      [1, 0],
    ],
  },
  title: null,
  legend,
});

const lineLayers = (plan: ChartPlan, dash: object) => [
  {
    mark: { type: 'line', strokeWidth: 2 },
    encoding: {
      y: { field: 'v', type: 'quantitative', title: plan.metric, axis: { format: formatOf(plan) } },
      strokeDash: dash,
    },
  },
  {
    mark: { type: 'point', filled: true, size: 30 },
    encoding: { y: { field: 'v', type: 'quantitative' } },
  },
  {
    mark: { type: 'rule', strokeWidth: 1.2 },
    encoding: { y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' } },
  },
];

/** One swept parameter: a line per variant (and per exact and simulated). */
const linesOne: Builder = (plan, ctx) => {
  const rows = seriesRows(plan, ctx);
  const variants = [...new Set(rows.map((r) => String(r.variant)))];
  const color = {
    field: 'variant',
    type: 'nominal',
    sort: variants,
    title: null,
    legend: { orient: 'top', labelLimit: 0 },
  };
  return {
    $schema: SCHEMA,
    config: CONFIG,
    title: { text: plan.title, subtitle },
    data: { values: rows },
    width: 420,
    height: 220,
    encoding: { x: xAxisOf(plan, ctx), color, detail: { field: 'series' } },
    layer: lineLayers(plan, dashOf({ orient: 'top' })),
  } as TopLevelSpec;
};

/**
 * Several swept parameters: x across, a coloured line per value of the others, and the
 * variants side by side (one panel each, on one y scale), so that no line joins points of
 * different matchups.
 */
const linesPerSeries: Builder = (plan, ctx) => {
  const by = plan.series!;
  const order = labelOrder(ctx, by);
  const { rows, sort } = withOrder(
    seriesRows(plan, ctx, by).map((r) => ({ ...r, line: `${r.group} · ${r.series}` })),
    'group',
    order,
  );
  const variants = [...new Set(rows.map((r) => String(r.variant)))];
  const color = {
    field: 'group',
    type: 'nominal',
    sort,
    title: by.join(' · '),
    legend: { orient: 'right', labelLimit: 0 },
  };
  const inner = {
    width: 420,
    height: 220,
    encoding: { x: xAxisOf(plan, ctx), color, detail: { field: 'line' } },
    layer: lineLayers(plan, dashOf({ orient: 'right' })),
  };
  const header = { labelFontSize: 13, labelFontWeight: 'bold', labelPadding: 6 };
  return {
    $schema: SCHEMA,
    config: CONFIG,
    title: {
      text: plan.title,
      subtitle: `${subtitle}; a line per ${by.join(' · ')}${variants.length > 1 ? ', a panel per variant' : ''}`,
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
