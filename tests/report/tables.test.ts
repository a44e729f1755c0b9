import { beforeAll, describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/analysis/results.ts';
import { paramValues, sweptParams } from '../../src/report/sweep.ts';
import {
  differenceRows,
  differenceSummary,
  estimates,
  LONG_COLUMNS,
  longTable,
  metricRows,
} from '../../src/report/tables.ts';
import { cli } from '../helpers.ts';

let r: RunResult;
beforeAll(() => {
  const out = cli([
    'run',
    'scenarios/cowpoke/weapons-by-range.yaml',
    '--trials',
    '4000',
    '--threads',
    '2',
    '--json',
  ]);
  expect(out.code).toBe(0);
  r = JSON.parse(out.stdout);
});

const find = (
  rows: Record<string, any>[],
  matchup: string,
  variant: string,
  metric: string,
  outcome = '',
) =>
  rows.find(
    (x) =>
      x.matchup === matchup &&
      x.variant === variant &&
      x.metric === metric &&
      x.outcome === outcome,
  )!;

describe('the long table', () => {
  it('has one row per matchup × variant × metric (× outcome) and the documented columns', () => {
    let expected = 0;
    for (const c of r.results) {
      for (const m of Object.values(c.metrics)) {
        if (m.kind !== 'distribution') expected += 1;
        else
          expected += new Set([
            ...Object.keys(m.exact ?? {}),
            ...Object.keys((m.simulated?.value ?? {}) as object),
          ]).size;
      }
    }
    const t = longTable(r);
    expect(r.results).toHaveLength(70);
    expect(t.numRows()).toBe(expected);
    expect(t.columnNames()).toEqual([...LONG_COLUMNS, 'param:weapon', 'param:range']);
  });

  it('carries the RunResult values: estimate, interval, exact value, source, and the variant difference', () => {
    const rows = longTable(r).objects() as Record<string, any>[];
    const base = r.results.find(
      (c) => c.matchup === 'weapon=revolver range=short' && c.variant === 'baseline',
    )!;
    const sim = base.metrics.pHit.simulated as {
      value: number;
      low: number;
      high: number;
      trials: number;
    };
    expect(find(rows, base.matchup, 'baseline', 'pHit')).toMatchObject({
      kind: 'probability',
      source: 'simulated',
      value: sim.value,
      low: sim.low,
      high: sim.high,
      exact: base.metrics.pHit.exact,
      trials: 4000,
      'param:weapon': 'revolver',
      'param:range': 'short',
      difference: null,
      significant: null,
    });
    expect(base.metrics.pHit.exact).toBeCloseTo(11 / 36, 12);

    const variant = r.results.find(
      (c) => c.matchup === base.matchup && c.variant === 'greenhorns-lose-2',
    )!;
    const d = variant.differences!.pHit as {
      value: number;
      low: number;
      high: number;
      significant: boolean;
      exact: number;
    };
    expect(find(rows, base.matchup, 'greenhorns-lose-2', 'pHit')).toMatchObject({
      difference: d.value,
      differenceLow: d.low,
      differenceHigh: d.high,
      differenceExact: d.exact,
      significant: d.significant,
    });
    expect(d.exact).toBeCloseTo(1 / 6 - 11 / 36, 12);

    const damage = base.metrics.damage;
    const ex = damage.exact as Record<string, number>;
    for (const k of Object.keys(ex))
      expect(find(rows, base.matchup, 'baseline', 'damage', k).exact).toBe(ex[k]);
  });

  it('falls back to the exact value (source "exact", no interval) where nothing was simulated', () => {
    const exactOnly: RunResult = structuredClone(r);
    for (const c of exactOnly.results) for (const m of Object.values(c.metrics)) delete m.simulated;
    const row = find(
      longTable(exactOnly).objects() as Record<string, any>[],
      'weapon=gatling range=short',
      'baseline',
      'pHit',
    );
    expect(row).toMatchObject({ source: 'exact', low: null, high: null, trials: null });
    expect(row.value).toBe(row.exact);
  });

  it('puts exact and simulated side by side, filters by metric, and summarises the variant', () => {
    const t = longTable(r);
    const pHit = metricRows(t, 'pHit', { variant: 'baseline' });
    expect(pHit.numRows()).toBe(35);
    const both = estimates(pHit).objects() as Record<string, any>[];
    expect(both).toHaveLength(70);
    expect(
      both.filter((x) => x.source === 'exact').every((x) => x.low === null && x.value === x.exact),
    ).toBe(true);

    const diffs = differenceRows(t, 'pHit').objects() as Record<string, any>[];
    expect(diffs).toHaveLength(35);
    expect(new Set(diffs.map((x) => x.verdict))).toEqual(
      new Set(['significant', 'not significant']),
    );

    const summary = differenceSummary(t).objects() as Record<string, any>[];
    const s = summary.find((x) => x.metric === 'pHit')!;
    expect(s).toMatchObject({
      variant: 'greenhorns-lose-2',
      matchups: 35,
      significant: diffs.filter((x) => x.significant).length,
    });
    expect(s.largest).toBeCloseTo(Math.max(...diffs.map((x) => Math.abs(x.difference))), 12);
  });

  it('knows the swept parameters and their values in sweep order', () => {
    expect(sweptParams(r)).toEqual(['weapon', 'range']);
    expect(paramValues(r, 'range')).toEqual(['point-blank', 'short', 'medium', 'long', 'extreme']);
  });
});
