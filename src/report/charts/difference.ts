import type { TopLevelSpec } from 'vega-lite';
import { differenceRows } from '../tables.ts';
import {
  CONFIG,
  MUTED,
  SCHEMA,
  diffFormatOf,
  labelOrder,
  matchupLabel,
  withOrder,
  type Builder,
} from './common.ts';

export const VERDICT_COLORS = {
  significant: '#b3361b',
  'not significant': '#a89c8a',
  'no interval': '#c99a2e',
};

/**
 * Variant − baseline per matchup: the simulated difference with its paired 95% interval,
 * coloured by whether the interval excludes zero, and the exact difference as a tick.
 */
export const difference: Builder = (plan, ctx) => {
  const raw = (
    differenceRows(ctx.long, plan.metric, plan.outcome).objects() as Record<string, unknown>[]
  ).map((r) => ({
    variant: r.variant,
    m: matchupLabel(r, ctx),
    d: r.difference,
    lo: r.differenceLow,
    hi: r.differenceHigh,
    dx: r.differenceExact,
    verdict: r.verdict,
  }));
  const { rows, sort } = withOrder(raw, 'm', labelOrder(ctx));
  const format = diffFormatOf(plan);
  const y = {
    field: 'm',
    type: 'ordinal',
    sort,
    title: null,
    axis: { domain: false, ticks: false, labelLimit: 400 },
  };
  const x = { type: 'quantitative', title: `Δ ${plan.metric}`, axis: { format, grid: true } };
  const verdicts = Object.keys(VERDICT_COLORS).filter((v) => rows.some((r) => r.verdict === v));
  const color = {
    field: 'verdict',
    type: 'nominal',
    title: '95% interval',
    scale: {
      domain: verdicts,
      range: verdicts.map((v) => VERDICT_COLORS[v as keyof typeof VERDICT_COLORS]),
    },
  };
  const hasExact = rows.some((r) => r.dx !== null);
  return {
    $schema: SCHEMA,
    config: CONFIG,
    title: {
      text: plan.title,
      subtitle: `dots: simulated difference with its 95% interval (paired, common random numbers)${hasExact ? '; black ticks: exact difference' : ''}`,
    },
    data: { values: rows },
    facet: {
      row: {
        field: 'variant',
        title: null,
        header: {
          labelAngle: 0,
          labelAlign: 'left',
          labelAnchor: 'start',
          labelOrient: 'top',
          labelFontWeight: 'bold',
        },
      },
    },
    spec: {
      width: 420,
      height: { step: 15 },
      layer: [
        {
          mark: { type: 'rule', color: MUTED, strokeDash: [3, 3] },
          encoding: { x: { datum: 0, type: 'quantitative' } },
        },
        {
          mark: { type: 'rule', strokeWidth: 2 },
          encoding: { y, x: { field: 'lo', ...x }, x2: { field: 'hi' }, color },
        },
        {
          mark: { type: 'point', filled: true, size: 40, opacity: 1 },
          encoding: { y, x: { field: 'd', ...x }, color },
        },
        ...(hasExact
          ? [
              {
                mark: { type: 'tick', color: '#111', thickness: 1.5, size: 11 },
                encoding: { y, x: { field: 'dx', ...x } },
              },
            ]
          : []),
      ],
    },
  } as TopLevelSpec;
};
