import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { scarDice } from '../../../src/rulesets/cowpoke/brawl.ts';
import { disengage, type DisengageParams } from '../../../src/rulesets/cowpoke/disengage.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { survival } from '../../../src/rulesets/cowpoke/survival.ts';

/** Options that no other test exercised; each test fails if its option is ignored. */
const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const D = (over: Partial<DisengageParams>, o = O) =>
  disengage.exact!({ ...(defaultsOf(disengage.params) as DisengageParams), ...over }, o) as Record<
    string,
    number
  >;

describe('cowpoke options that nothing else exercised', () => {
  it('a scarred Head or Arms costs one die, once for the group (cowpoke.md §1.13, A23), and only with critInjury.enabled', () => {
    const crit = { ...O, 'critInjury.enabled': true };
    expect(scarDice(2, 0, crit)).toBe(-1);
    expect(scarDice(0, 3, crit)).toBe(-1);
    expect(scarDice(2, 2, crit)).toBe(-1);
    expect(scarDice(1, 1, crit) + 0).toBe(0); // −1 × 0 is −0
    expect(scarDice(2, 2, O)).toBe(0);
  });

  it("disengage.firearmCountsAsArmed: a gunman's parting attack is 1 die, or 2 as if armed (cowpoke.md §1.8, A16)", () => {
    expect(D({ armed: 0, gunmen: 1 }).pHit).toBeCloseTo(1 / 6, 12);
    expect(
      D({ armed: 0, gunmen: 1 }, { ...O, 'disengage.firearmCountsAsArmed': true }).pHit,
    ).toBeCloseTo(11 / 36, 12);
  });

  it('survival.legendCountsAsTough: a plain Legend rolls 4 dice, or 5 (cowpoke.md A1)', () => {
    const legend = { tier: 'legend' as const, tough: false };
    expect(survival.exact!(legend, O).dice).toBe(4);
    expect(survival.exact!(legend, { ...O, 'survival.legendCountsAsTough': true }).dice).toBe(5);
  });
});
