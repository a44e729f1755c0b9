import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { survival, survivalDice } from '../../../src/rulesets/cowpoke/survival.ts';
import { rngFromSeed } from '../../../src/dice/rng.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;

describe('cowpoke survival roll (§1.16)', () => {
  it('W23 / P1 [L705]: a Greenhorn rolls 3 dice and dies 125/216 ≈ 58% of the time', () => {
    const ex = survival.exact!({ tier: 'greenhorn', tough: false }, O);
    expect(ex.dice).toBe(3);
    expect(Math.abs((ex.pDeath as number) - 125 / 216)).toBeLessThan(1e-12);
    expect(Math.round((ex.pDeath as number) * 100)).toBe(58);
  });

  it('W24 / P2 [L705]: a Tough Legend rolls 5 dice and dies 3125/7776 ≈ 40%', () => {
    const ex = survival.exact!({ tier: 'legend', tough: true }, O);
    expect(ex.dice).toBe(5);
    expect(Math.abs((ex.pDeath as number) - 3125 / 7776)).toBeLessThan(1e-12);
    expect(Math.round((ex.pDeath as number) * 100)).toBe(40);
  });

  it('A1: a plain Legend rolls 4 by the ruling and 5 with legendCountsAsTough', () => {
    expect(survivalDice({ tier: 'legend', tough: false }, O)).toBe(4);
    expect(
      survivalDice(
        { tier: 'legend', tough: false },
        { ...O, 'survival.legendCountsAsTough': true },
      ),
    ).toBe(5);
    expect(survivalDice({ tier: 'cowpoke', tough: true }, O)).toBe(4);
  });

  it('simulation agrees with the exact figure (fixed seed, 4 SE)', () => {
    const p = { tier: 'greenhorn' as const, tough: false };
    const layout = survival.metrics(p, O);
    const acc = layout.create();
    const n = 200_000;
    survival.simulate(p, O, rngFromSeed('survival'), n, acc);
    const pDeath = acc[layout.slot('pDeath')] / n;
    expect(Math.abs(pDeath - 125 / 216)).toBeLessThan(
      4 * Math.sqrt(((125 / 216) * (91 / 216)) / n),
    );
  });
});
