import { describe, expect, it } from 'vitest';
import { expandMatchups, rawParamsAt } from '../../src/scenario/expand.ts';
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
