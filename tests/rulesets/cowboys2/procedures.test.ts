import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import {
  brawl,
  brawlRollTable,
  healthPenalty,
  OUTCOME_ATTACKER,
  OUTCOME_DEFENDER,
  type BrawlParams,
} from '../../../src/rulesets/cowboys2/brawl.ts';
import { chits, type ChitsParams } from '../../../src/rulesets/cowboys2/chits.ts';
import {
  highCardOdds,
  initiative,
  pokerScore,
  type InitiativeParams,
} from '../../../src/rulesets/cowboys2/initiative.ts';
import { budget, moves, type MovesParams } from '../../../src/rulesets/cowboys2/moves.ts';
import { parseCard } from '../../../src/dice/cards.ts';
import { O } from './helpers.ts';

describe('brawl, cowboys-ii.md §1.5', () => {
  it('the derived table: P(attacker wins / defender wins / tie) by modifier difference', () => {
    const rows: [number, number, number, number][] = [
      [-3, 3, 30, 3],
      [-2, 6, 26, 4],
      [-1, 10, 21, 5],
      [0, 15, 15, 6],
      [1, 21, 10, 5],
      [2, 26, 6, 4],
      [3, 30, 3, 3],
      [4, 33, 1, 2],
      [5, 35, 0, 1],
    ];
    for (const [d, a, def, tie] of rows) {
      const t = brawlRollTable(d);
      const n = (o: number) => t.filter((x) => x === o).length;
      expect(
        [n(OUTCOME_ATTACKER), n(OUTCOME_DEFENDER), 36 - n(OUTCOME_ATTACKER) - n(OUTCOME_DEFENDER)],
        `d ${d}`,
      ).toEqual([a, def, tie]);
    }
  });
  it("B10: the health penalty counts from the model's maximum (town folk at 1/1 get 0), or from 4 as printed", () => {
    expect(healthPenalty(2, 4, O)).toBe(-2);
    expect(healthPenalty(1, 1, O)).toBe(0);
    expect(healthPenalty(1, 1, { ...O, 'brawl.healthPenaltyBase': 'four' })).toBe(-3);
  });
  it('an even brawl is even; the first roll is 15/36 each way; the rear attacker gets 26/36 on the first roll', () => {
    const P = defaultsOf(brawl.params) as BrawlParams;
    const e = brawl.exact!(P, O);
    expect(e.pAttackerWins).toBeCloseTo(0.5, 12);
    expect(e.pFirstAttackerWins).toBeCloseTo(15 / 36, 12);
    expect(brawl.exact!({ ...P, rear: true }, O).pFirstAttackerWins).toBeCloseTo(26 / 36, 12);
  });
  it('one roll each way at 1 health: P(attacker wins) = P(win) / P(not a tie)', () => {
    const P = {
      ...(defaultsOf(brawl.params) as BrawlParams),
      attackerHealth: 1,
      attackerMaxHealth: 1,
      defenderHealth: 1,
      defenderMaxHealth: 1,
    };
    expect(brawl.exact!(P, O).pAttackerWins).toBeCloseTo(0.5, 12);
    expect(brawl.exact!({ ...P, attackerModifier: 1 }, O).pAttackerWins).toBeCloseTo(21 / 31, 12);
    expect(brawl.exact!({ ...P, attackerModifier: 1 }, O).rolls).toBeCloseTo(36 / 31, 12);
  });
  it('at 1 health each the rolls are geometric: a tie (5/36 with +1) goes on, so P(k rolls) = (5/36)^(k−1)·31/36', () => {
    const P = {
      ...(defaultsOf(brawl.params) as BrawlParams),
      attackerHealth: 1,
      attackerMaxHealth: 1,
      defenderHealth: 1,
      defenderMaxHealth: 1,
      attackerModifier: 1,
    };
    const count = brawl.exact!(P, O).rollCount as Record<string, number>;
    for (const k of [1, 2, 3, 19])
      expect(count[k]).toBeCloseTo((5 / 36) ** (k - 1) * (31 / 36), 14);
    expect(count[20]).toBeCloseTo((5 / 36) ** 19, 14);
  });
});

describe('chits from a cup, cowboys-ii.md §1.1, §1.4', () => {
  const P = defaultsOf(chits.params) as ChitsParams;
  it('the first marker is any marker with equal chance (B23: who draws does not matter)', () => {
    const e = chits.exact!({ ...P, aCowboys: 2, aGroups: 1, bCowboys: 3, neutralGroups: 1 }, O);
    expect(e.firstMarker).toEqual({ A: 3 / 7, B: 3 / 7, neutral: 1 / 7 });
  });
  it("a Reaction Shot takes its cowboy's marker out of the cup [L241]", () => {
    const e = chits.exact!({ ...P, aCowboys: 3, bCowboys: 3, reacted: 1 }, O);
    expect((e.firstMarker as Record<string, number>).A).toBeCloseTo(2 / 5, 12);
    expect(Object.keys(e.reactorsLeft)).toEqual(['0', '1', '2']);
    expect(chits.check!({ ...P, aCowboys: 2, reacted: 3 }, O).join()).toMatch(/only 2/);
  });
});

describe('initiative, cowboys-ii.md §1.10', () => {
  it('the derived high-card figures before re-flips: 2 v 1 0.6369/0.0588, 3 v 1 0.7197/0.0594, 3 v 2 0.5546/0.0899', () => {
    for (const [k, m, win, tie] of [
      [2, 1, 0.6369, 0.0588],
      [3, 1, 0.7197, 0.0594],
      [3, 2, 0.5546, 0.0899],
    ]) {
      const o = highCardOdds(k, m);
      expect(Math.abs(o.win - win)).toBeLessThan(0.00005);
      expect(Math.abs(o.tie - tie)).toBeLessThan(0.00005);
    }
  });
  it('equal counts go either way with 1/2; one card each ties 3/51', () => {
    const P = defaultsOf(initiative.params) as InitiativeParams;
    expect(initiative.exact!({ ...P, aModifier: 1, bModifier: 1 }, O).pAFirst).toBeCloseTo(0.5, 12);
    expect(highCardOdds(1, 1).tie).toBeCloseTo(3 / 51, 12);
  });
  it('poker hands rank in the standard order', () => {
    const score = (s: string) => pokerScore(s.split(' ').map(parseCard));
    const order = [
      '2C 4D 6H 8S TC',
      '2C 2D 6H 8S TC',
      '2C 2D 6H 6S TC',
      '2C 2D 2H 8S TC',
      'AC 2D 3H 4S 5C',
      '2C 3D 4H 5S 6C',
      '2C 4C 6C 8C TC',
      '2C 2D 2H 8S 8C',
      '2C 2D 2H 2S 8C',
      '2C 3C 4C 5C 6C',
    ];
    for (let i = 1; i < order.length; i++)
      expect(score(order[i]), order[i]).toBeGreaterThan(score(order[i - 1]));
    expect(score('KC KD 6H 8S TC')).toBeGreaterThan(score('QC QD AH 8S TC'));
  });
});

describe('action points, cowboys-ii.md §3 and the movement examples §4.2', () => {
  const P = defaultsOf(moves.params) as MovesParams;
  const b = (p: Partial<MovesParams>, o = O) => budget({ ...P, ...p }, o);
  it('M1 [L155]: out of the bank and over the inside red line fits 4 MP; out of the window as well does not', () => {
    expect(b({ squares: 2, redLines: 1 }).legal).toBe(true);
    expect(b({ squares: 3, redLines: 2 }).legal).toBe(false);
  });
  it('M2 [L157-159]: door (1), horse square (2), mount (3–4), then 4 horse squares (5–8)', () => {
    const r = b({ squares: 2, mount: true, horseSquares: 4 });
    expect(r).toMatchObject({ legal: true, apLeft: 0, horseLeft: 0 });
    expect(b({ squares: 2, mount: true, horseSquares: 5 }).legal).toBe(false);
  });
  it('M3 [L161] / K7: at health 3 three squares, or one square and a window crossing; not four', () => {
    expect(b({ health: 3, squares: 3 }).legal).toBe(true);
    expect(b({ health: 3, squares: 2, redLines: 1 }).legal).toBe(true);
    expect(b({ health: 3, squares: 4 }).legal).toBe(false);
    expect(moves.exact!({ ...P, health: 3 }, O).onFoot).toBe(3);
  });
  it('M4 [L163] / K8: mounted, 8 squares; or 4 on the horse, dismount (2) and in through the window (1 + 1)', () => {
    expect(b({ mounted: true, squares: 4, horseSquares: 4 }).legal).toBe(true);
    expect(
      b({ mounted: true, horseSquares: 4, dismount: true, squares: 1, redLines: 1 }).legal,
    ).toBe(true);
    expect(moves.exact!({ ...P, mounted: true }, O).riding).toBe(8);
  });
  it("K1 [L13]: a horse doubles a full-health cowboy's reach, more when he is wounded; 1.5× with a hit horse under rule 8", () => {
    expect(moves.exact!(P, O).horseSpeedup).toBe(2);
    expect(moves.exact!({ ...P, health: 2 }, O).horseSpeedup).toBe(3);
    expect(
      moves.exact!({ ...P, horseWounded: true }, { ...O, 'optional.horseHitSlows': true })
        .horseSpeedup,
    ).toBe(1.5);
  });
  it('B1: moving and shooting in one activation only with activation.moveAndShoot; so a switched weapon fires next time (B19)', () => {
    expect(b({ squares: 2, shots: 1 }).reason).toMatch(/Move action or a Shoot action/);
    expect(b({ squares: 2, shots: 1 }, { ...O, 'activation.moveAndShoot': true }).legal).toBe(true);
    expect(b({ switchWeapon: true, shots: 1 }).legal).toBe(false);
  });
  it('§3.5: two shots, reload and a shot, two diagonals; nothing but a step at health 1', () => {
    expect(b({ shots: 2 }).legal).toBe(true);
    expect(b({ reload: true, shots: 1 }).legal).toBe(true);
    expect(b({ diagonals: 2 }).legal).toBe(true);
    expect(b({ health: 1, squares: 1 }).legal).toBe(true);
    expect(b({ health: 1, shots: 1 }).legal).toBe(false);
    expect(b({ mounted: true, shots: 1, spin: true }).legal).toBe(false);
  });
  it("B7: with one shared pool the horse's points only add to the rider's", () => {
    expect(b({ mounted: true, squares: 6, horseSquares: 2 }).legal).toBe(false);
    expect(
      b({ mounted: true, squares: 6, horseSquares: 2 }, { ...O, 'horse.separatePool': false })
        .legal,
    ).toBe(true);
  });
});
