import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { interact } from '../../../src/rulesets/cowpoke/interact.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;

describe('cowpoke Interact (§1.17)', () => {
  it('the book\'s "4+ to pick the lock" [L331]: 1/2 a try, 3/4 within one activation', () => {
    const ex = interact.exact!({ need: 4, actions: 2 }, O);
    expect(ex.pOnce).toBe(1 / 2);
    expect(ex.pDone).toBe(3 / 4);
    expect(ex.tries).toEqual({ 1: 1 / 2, 2: 1 / 2 });
    expect(ex.meanTries).toBe(3 / 2);
  });

  it('an automatic interaction (need 1) takes one action', () => {
    const ex = interact.exact!({ need: 1, actions: 4 }, O);
    expect(ex.pDone).toBe(1);
    expect(ex.meanTries).toBe(1);
    expect(ex.meanActivations).toBe(1);
  });

  it('tries are geometric: a 6+ lock with 4 actions, P(done on try k) = (5/6)^(k−1)/6', () => {
    const ex = interact.exact!({ need: 6, actions: 4 }, O);
    const t = ex.tries as Record<string, number>;
    expect(t[1]).toBeCloseTo(1 / 6, 15);
    expect(t[3]).toBeCloseTo(25 / 216, 15);
    expect(t[4]).toBeCloseTo(125 / 216, 15); // the 4th try, made whether it works or not
    expect(ex.pDone).toBeCloseTo(1 - 625 / 1296, 15);
  });

  it('simulation agrees with the exact answer (fixed seed, 4 SE)', () => {
    expectSimulationAgrees(interact, { need: 5, actions: 6 }, O, rngFromSeed('interact'), 100_000);
  });
});
