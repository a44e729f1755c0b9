import { describe, expect, it } from 'vitest';
import { encounterExact, ExactFight, type FightModel } from '../../src/encounter/exact-fight.ts';

/**
 * A fight of coin flips: each step one side loses 1 health with probability 1/2 each way,
 * healths a and b packed as a · 10 + b; the ends are "side 0 wins" and "side 1 wins".
 */
const coinFight = (a: number, b: number): FightModel => ({
  ends: 2,
  start: a * 10 + b,
  step(s, to) {
    const x = Math.floor(s / 10),
      y = s % 10;
    to(y - 1 === 0 ? -1 : x * 10 + y - 1, 0.5);
    to(x - 1 === 0 ? -2 : (x - 1) * 10 + y, 0.5);
  },
});

describe('the shared fight chain (src/encounter/exact-fight.ts)', () => {
  it("gambler's ruin: 1 health against 2 wins with probability 1/4 and lasts 1.5 steps on average", () => {
    const f = new ExactFight(coinFight(1, 2));
    expect(f.states.length).toBe(2); // (1, 2) and (1, 1): only reachable states enter
    expect(f.endings()[0]).toBeCloseTo(0.25, 14);
    expect(f.endings()[1]).toBeCloseTo(0.75, 14);
    expect(f.meanSteps()).toBeCloseTo(1.5, 14);
  });

  it('a state that could never be left does not enter when it cannot be reached', () => {
    const model: FightModel = {
      ends: 1,
      start: 0,
      step: (s, to) => (s === 0 ? to(-1, 1) : to(s, 1)),
    };
    expect(new ExactFight(model).endings()[0]).toBe(1);
    // Numbered by the ruleset itself, the stuck state 1 makes the system singular.
    expect(() => new ExactFight({ ...model, states: [0, 1] }).endings()).toThrow(/singular/);
  });

  it('refuses a fight with more reachable states than the limit', () => {
    expect(() => new ExactFight(coinFight(9, 9), 10)).toThrow(/more than 10 reachable states/);
  });

  it('as encounter metrics: winner, turns cut off at maxTurns, draws, and survivors by state', () => {
    // 2 health each, 2 turns: turn 1 never ends it; turn 2 ends it with probability 1/2.
    const f = new ExactFight(coinFight(2, 2));
    const ex = encounterExact(
      f.horizon(2),
      ['Red', 'Law'],
      [
        { winner: 0, survivors: [1, 0] },
        { winner: 1, survivors: [0, 1] },
      ],
      () => [1, 1],
      2,
    );
    expect(ex.winner).toEqual({ Red: 0.25, Law: 0.25, draw: 0.5 });
    expect(ex.turns).toEqual({ 1: 0, 2: 0.5 });
    expect(ex.pDraw).toBe(0.5);
    expect(ex['survivors.Red']).toEqual({ 0: 0.25, 1: 0.75 });
  });
});
