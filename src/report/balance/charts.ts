import type { TopLevelSpec } from 'vega-lite';
import type { BreakEvenResult } from '../../analysis/balance/break-even.ts';
import type { CellEffect } from '../../analysis/balance/compare.ts';
import { reading, type RulingEffect } from '../../analysis/balance/rulings.ts';
import type { RoundRobin } from '../../analysis/balance/tier-list.ts';
import { CONFIG, INK, MUTED, SCHEMA, SERIES } from '../charts/common.ts';

/** The metric against the varied parameter: the crossing as a rule, its 95% interval as a band, the target as a dashed line. */
export function breakEvenChart(b: BreakEvenResult, title: string): TopLevelSpec {
  const points = b.curve.map((c) => ({
    x: c.x,
    value: c.value,
    low: c.low ?? c.value,
    high: c.high ?? c.value,
  }));
  const layers: unknown[] = [
    {
      data: { values: [{ y: b.target }] },
      mark: { type: 'rule', strokeDash: [4, 4], color: MUTED },
      encoding: { y: { field: 'y', type: 'quantitative' } },
    },
  ];
  if (b.crossing) {
    layers.push(
      {
        data: { values: [b.crossing] },
        mark: { type: 'rect', color: SERIES[2], opacity: 0.25 },
        encoding: { x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } },
      },
      {
        data: { values: [b.crossing] },
        mark: { type: 'rule', color: SERIES[0], strokeWidth: 2 },
        encoding: { x: { field: 'value', type: 'quantitative' } },
      },
    );
  }
  layers.push(
    {
      data: { values: points },
      mark: { type: b.method === 'exact' ? 'line' : 'rule', color: INK },
      encoding:
        b.method === 'exact'
          ? { x: { field: 'x', type: 'quantitative' }, y: { field: 'value', type: 'quantitative' } }
          : {
              x: { field: 'x', type: 'quantitative' },
              y: { field: 'low', type: 'quantitative' },
              y2: { field: 'high' },
            },
    },
    {
      data: { values: points },
      mark: { type: 'point', filled: true, color: INK, size: 24 },
      encoding: {
        x: { field: 'x', type: 'quantitative', title: b.param },
        y: { field: 'value', type: 'quantitative', title: b.metric, axis: { format: '.0%' } },
      },
    },
  );
  return {
    $schema: SCHEMA,
    config: CONFIG,
    title: {
      text: title,
      subtitle: b.finding.length > 110 ? b.finding.slice(0, 107) + '…' : b.finding,
    },
    width: 560,
    height: 260,
    layer: layers,
  } as TopLevelSpec;
}

/** The round robin as a heat map: the row entrant's share of the points against the column entrant. */
export function matrixChart(entrants: string[], rr: RoundRobin, title: string): TopLevelSpec {
  const rows = entrants.flatMap((a, i) =>
    entrants.map((b, j) => ({ row: a, column: b, v: rr.matrix[i][j] })).filter((r) => r.v !== null),
  );
  return {
    $schema: SCHEMA,
    config: CONFIG,
    title: {
      text: title,
      subtitle:
        'share of the points for the row against the column (draws count half), both seats averaged',
    },
    data: { values: rows },
    width: { step: 70 },
    height: { step: 28 },
    encoding: {
      x: {
        field: 'column',
        type: 'nominal',
        sort: entrants,
        title: 'against',
        axis: { orient: 'top', labelAngle: 0 },
      },
      y: { field: 'row', type: 'nominal', sort: entrants, title: null },
    },
    layer: [
      {
        mark: { type: 'rect', stroke: '#fffdf8', strokeWidth: 2 },
        encoding: {
          color: {
            field: 'v',
            type: 'quantitative',
            title: 'score',
            scale: { scheme: 'redblue', domain: [0, 1], domainMid: 0.5 },
            legend: { format: '.0%' },
          },
        },
      },
      {
        mark: { type: 'text', fontSize: 11 },
        encoding: {
          text: { field: 'v', type: 'quantitative', format: '.0%' },
          color: { value: INK },
        },
      },
    ],
  } as TopLevelSpec;
}

interface Ranked {
  label: string;
  value: number;
  low: number;
  high: number;
  group: string;
}

/** A ranked list with 95% intervals: one row per item, best (or largest) first. */
export function rankedChart(
  items: Ranked[],
  title: string,
  subtitle: string,
  x: { title: string; format: string; zero?: boolean },
): TopLevelSpec {
  return {
    $schema: SCHEMA,
    config: CONFIG,
    title: { text: title, subtitle },
    data: { values: items },
    width: 460,
    height: { step: 22 },
    encoding: {
      y: { field: 'label', type: 'nominal', sort: items.map((i) => i.label), title: null },
    },
    layer: [
      ...(x.zero
        ? [
            {
              data: { values: [{ z: 0 }] },
              mark: { type: 'rule', color: MUTED },
              encoding: { x: { field: 'z', type: 'quantitative' } },
            },
          ]
        : []),
      {
        mark: { type: 'rule', strokeWidth: 2 },
        encoding: {
          x: { field: 'low', type: 'quantitative', title: x.title, axis: { format: x.format } },
          x2: { field: 'high' },
          color: { field: 'group', type: 'nominal', title: null },
        },
      },
      {
        mark: { type: 'point', filled: true, size: 50 },
        encoding: {
          x: { field: 'value', type: 'quantitative' },
          color: { field: 'group', type: 'nominal', title: null },
        },
      },
    ],
  } as TopLevelSpec;
}

export const ratingItems = (rr: RoundRobin): Ranked[] =>
  rr.ranking.map((e) => ({
    label: `${e.rank}. ${e.name}`,
    value: e.rating,
    low: e.low,
    high: e.high,
    group: `tier ${e.tier}`,
  }));

export const effectItems = (effects: CellEffect[], beyond: (e: CellEffect) => boolean): Ranked[] =>
  [...effects]
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference))
    .map((e) => ({
      label: `${e.variant} · ${e.metric} · ${e.matchup}`,
      value: e.difference,
      low: e.low,
      high: e.high,
      group: beyond(e) ? 'beyond the threshold' : 'within it',
    }));

export const rulingItems = (ranked: RulingEffect[]): Ranked[] =>
  ranked.map((e) => ({
    label: `${e.option}: ${reading(e.current)} → ${reading(e.alternative)}`,
    value: e.difference,
    low: e.low,
    high: e.high,
    group: e.matters ? 'matters' : 'does not',
  }));
