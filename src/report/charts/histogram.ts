import type { TopLevelSpec } from 'vega-lite';
import { estimates, metricRows, paramColumn } from '../tables.ts';
import { CONFIG, SCHEMA, labelOrder, matchupLabel, type Builder } from './common.ts';

const numericFirst = (a: string, b: string) =>
  /^-?\d+$/.test(a) && /^-?\d+$/.test(b) ? Number(a) - Number(b) : 0;

/**
 * The baseline distribution of a metric, exact and simulated side by side: one panel per
 * matchup, laid out as the sweep's grid when it has two parameters.
 */
export const histogram: Builder = (plan, ctx) => {
  const rows = (
    estimates(metricRows(ctx.long, plan.metric, { variant: 'baseline' })).objects() as Record<
      string,
      unknown
    >[]
  ).map((r) => ({
    o: String(r.outcome),
    source: r.source,
    v: r.value,
    lo: r.low,
    hi: r.high,
    m: matchupLabel(r, ctx),
    col: ctx.params.length >= 2 ? r[paramColumn(ctx.params[ctx.params.length - 1])] : null,
    row: ctx.params.length >= 2 ? matchupLabel(r, ctx, ctx.params.slice(0, -1)) : null,
  }));
  const outcomes = [...new Set(rows.map((r) => r.o))].sort(numericFirst);
  const sources = [...new Set(rows.map((r) => String(r.source)))].sort();
  const grid = ctx.params.length >= 2;
  const panels = new Set(rows.map((r) => r.m)).size;
  const header = { labelFontSize: 11, labelAngle: 0, labelAlign: 'left', labelAnchor: 'start' };
  const facet = grid
    ? {
        facet: {
          row: {
            field: 'row',
            sort: labelOrder(ctx, ctx.params.slice(0, -1)),
            title: null,
            header: { ...header, labelOrient: 'left', labelAlign: 'right', labelAnchor: 'middle' },
          },
          column: {
            field: 'col',
            sort: ctx.order[ctx.params[ctx.params.length - 1]],
            title: null,
            header,
          },
        },
      }
    : panels > 1
      ? { facet: { field: 'm', sort: labelOrder(ctx), title: null, header }, columns: 5 }
      : {};
  const layer = [
    {
      mark: { type: 'bar' },
      encoding: {
        y: {
          field: 'v',
          type: 'quantitative',
          title: 'probability',
          axis: { format: '.0%', tickCount: 3 },
        },
        color: {
          field: 'source',
          type: 'nominal',
          sort: sources,
          title: null,
          legend: { orient: 'top' },
        },
      },
    },
    {
      mark: { type: 'rule', color: '#111' },
      encoding: { y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' } },
    },
  ];
  const inner = {
    width: { step: Math.max(6, 5 * sources.length + 2) },
    height: 60,
    encoding: {
      x: {
        field: 'o',
        type: 'ordinal',
        sort: outcomes,
        title: plan.metric,
        axis: { labelAngle: 0 },
      },
      xOffset: { field: 'source', sort: sources },
    },
    layer,
  };
  return {
    $schema: SCHEMA,
    config: CONFIG,
    title: {
      text: plan.title,
      subtitle: `baseline rules; ${sources.join(' and ')}${sources.includes('simulated') ? ' with 95% intervals' : ''}`,
    },
    data: { values: rows },
    ...(panels > 1 ? { ...facet, spec: inner } : inner),
  } as TopLevelSpec;
};
