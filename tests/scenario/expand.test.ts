import { describe, expect, it } from 'vitest';
import { expandMatchups, namingAt } from '../../src/scenario/expand.ts';
import type { ScenarioFile } from '../../src/scenario/schema.ts';

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
