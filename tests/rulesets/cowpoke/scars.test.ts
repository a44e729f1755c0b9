import { describe, expect, it } from 'vitest';
import { bandIndex, minimumDice } from '../../../src/rulesets/cowpoke/pool.ts';
import {
  moveReach,
  runBase,
  scarMovePenalty,
  scarPoolDice,
} from '../../../src/rulesets/cowpoke/scars.ts';

describe('battle scars, once for procedures and encounter (cowpoke.md §1.13, §1.14)', () => {
  it('a Run: 6", Fast +2", scarred Chest or Gut −2", scarred Legs −4"', () => {
    expect(runBase(false, false, false, true)).toBe(6);
    expect(runBase(true, false, false, true)).toBe(8);
    expect(runBase(true, true, true, true)).toBe(8 - 2 - 4);
    expect(runBase(false, true, true, false)).toBe(6); // critInjury.enabled = false: no scars
  });

  it('a Move: 6", scarred torso −1", scarred Legs −2"', () => {
    expect(moveReach(true, false, true)).toBe(5);
    expect(moveReach(true, true, true)).toBe(3);
    expect(moveReach(true, true, false)).toBe(6);
    expect(scarMovePenalty(true, true, false)).toBe(-3);
  });

  it('pool dice: −1 for a scarred Head or Arms, once for the group (A23)', () => {
    expect(scarPoolDice(true, false)).toBe(-1);
    expect(scarPoolDice(false, true)).toBe(-1);
    expect(scarPoolDice(true, true)).toBe(-1);
    expect(scarPoolDice(false, false) + 0).toBe(0); // −1 × 0 is −0
  });
});

describe('range bands and the Minimum Dice Rule (cowpoke.md §1.2 steps 1 and 4, A3, A4)', () => {
  it('edges 2, 6, 12, 24": half-open puts an edge in the band above', () => {
    expect([0, 1.99, 2, 5.9, 6, 12, 23.9, 24, 40].map((d) => bandIndex(d, true))).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 4,
    ]);
    expect([2, 2.01, 6, 12, 24, 24.5].map((d) => bandIndex(d, false))).toEqual([0, 1, 1, 2, 3, 4]);
  });

  it('a pool under 1 on a base ≥ 1 weapon rolls one die; base 0 needs the option and a bonus', () => {
    expect(minimumDice(3, 2, true, false)).toBe(3);
    expect(minimumDice(-1, 1, false, false)).toBe(1);
    expect(minimumDice(0, 0, true, false)).toBe(0);
    expect(minimumDice(0, 0, true, true)).toBe(1);
    expect(minimumDice(-2, 0, false, true)).toBe(0);
  });
});
