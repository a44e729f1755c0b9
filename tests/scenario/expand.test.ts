import { describe, expect, it } from 'vitest';
import { expandMatchups, namingAt, rawParamsAt } from '../../src/scenario/expand.ts';
import type { ScenarioFile } from '../../src/scenario/schema.ts';

/**
 * A sweep's cells are made again on demand from the sweep's lists (Scenario.cell), so any
 * point's params worked out alone must be those of the same point in the expansion.
 */
describe('rawParamsAt', () => {
  const spec = {
    params: { target: 'cowpoke', nested: { a: 1, b: 2 } },
    matchups: [
      { name: 'first', params: { aim: true } },
      { name: 'second', params: { nested: { b: 3 } } },
    ],
    sweep: {
      weapon: ['revolver', 'shotgun', 'bow'],
      range: ['short', 'medium'],
      'nested.c': [5, 6],
    },
  } as unknown as ScenarioFile;

  it('gives each point the params the expansion gives it, explicit matchups crossed with the sweep', () => {
    const all = [...expandMatchups(spec)];
    expect(all).toHaveLength(2 * 3 * 2 * 2);
    all.forEach((m, i) => expect(rawParamsAt(spec, i)).toEqual(m.params));
    // Last sweep key fastest, explicit matchups outermost.
    expect(rawParamsAt(spec, 1)).toMatchObject({
      weapon: 'revolver',
      range: 'short',
      'nested.c': 6,
    });
    expect(rawParamsAt(spec, 12)).toMatchObject({ weapon: 'revolver', nested: { a: 1, b: 3 } });
  });

  it('works without a sweep or without explicit matchups', () => {
    const noSweep = { ...spec, sweep: undefined } as unknown as ScenarioFile;
    expect([...expandMatchups(noSweep)].map((m) => m.params)).toEqual(
      [0, 1].map((i) => rawParamsAt(noSweep, i)),
    );
    const noMatchups = { ...spec, matchups: undefined } as unknown as ScenarioFile;
    const all = [...expandMatchups(noMatchups)];
    expect(all).toHaveLength(12);
    all.forEach((m, i) => expect(rawParamsAt(noMatchups, i)).toEqual(m.params));
  });
});

/** A loaded sweep names its matchups when asked, from the lists, as the expansion does. */
describe('namingAt', () => {
  const spec = {
    name: 'grid',
    params: {},
    matchups: [{ name: 'first' }, {}],
    sweep: { weapon: ['revolver', 'bow'], spread: [{ a: 1 }] },
  } as unknown as ScenarioFile;

  it('names a point by its explicit matchup and its swept values, and labels it with them', () => {
    expect(namingAt(spec, 1)).toEqual({
      name: 'first · weapon=bow spread={"a":1}',
      label: { matchup: 'first', weapon: 'bow', spread: { a: 1 } },
    });
    expect(namingAt(spec, 2).name).toBe('matchup 2 · weapon=revolver spread={"a":1}');
    [...expandMatchups(spec)].forEach((m, i) =>
      expect(namingAt(spec, i)).toEqual({ name: m.name, label: m.label }),
    );
  });

  it("falls back to the scenario's name with neither a sweep nor explicit matchups", () => {
    const plain = { name: 'one shot', params: {} } as unknown as ScenarioFile;
    expect(namingAt(plain, 0)).toEqual({ name: 'one shot', label: {} });
    const swept = { ...spec, matchups: undefined } as unknown as ScenarioFile;
    expect(namingAt(swept, 0)).toEqual({
      name: 'weapon=revolver spread={"a":1}',
      label: { weapon: 'revolver', spread: { a: 1 } },
    });
  });
});
