import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import {
  disengage,
  partingDice,
  type DisengageParams,
} from '../../../src/rulesets/cowpoke/disengage.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';
import { dice, ScriptedRng, wound } from '../../helpers/scripted.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const P = defaultsOf(disengage.params) as DisengageParams;

describe('disengage (cowpoke.md §1.8)', () => {
  it('an unarmed enemy hits with P = 1/6, an armed one with 11/36 [L545-549]', () => {
    expect(disengage.exact!({ ...P, armed: 0, unarmed: 1 }, O).pHit).toBeCloseTo(1 / 6, 12);
    expect(disengage.exact!({ ...P, armed: 1 }, O).pHit).toBeCloseTo(11 / 36, 12);
  });

  it('an enemy with only guns is unarmed unless disengage.firearmCountsAsArmed', () => {
    expect(partingDice({ ...P, armed: 0, gunmen: 1 }, O)).toEqual([1]);
    expect(
      partingDice({ ...P, armed: 0, gunmen: 1 }, { ...O, 'disengage.firearmCountsAsArmed': true }),
    ).toEqual([2]);
  });

  it('W27 [L545-549]: armed enemy rolls [4,6] and hits, unarmed enemy rolls [3] and misses; the mover escapes', () => {
    const p = { ...P, armed: 1, unarmed: 1 };
    const layout = disengage.metrics(p, O);
    const acc = layout.create();
    const rng = new ScriptedRng([...dice(4, 6), ...wound(5, 2), ...dice(3)]);
    disengage.simulate(p, O, rng, 1, acc);
    expect(rng.used).toBe(4);
    expect(acc[layout.slot('hits') + 1]).toBe(1);
    expect(acc[layout.slot('damage') + 1]).toBe(1);
    expect(acc[layout.slot('pEscapes')]).toBe(1);
  });

  it.each([
    ['one armed enemy', P],
    [
      'two armed and a gunman, greenhorn',
      { ...P, armed: 2, gunmen: 1, tier: 'greenhorn' as const },
    ],
    ['three unarmed, legend', { ...P, armed: 0, unarmed: 3, tier: 'legend' as const }],
  ])('simulation agrees with exact: %s', (name, p) => {
    expectSimulationAgrees(
      disengage,
      p,
      O,
      streamFor({ seed: 'disengage', matchup: name, variant: 0, chunk: 0 }),
      40_000,
    );
  });
});
