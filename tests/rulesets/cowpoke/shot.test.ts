import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { MAX_HP, WOUND_CHART } from '../../../src/rulesets/cowpoke/data.ts';
import {
  damageAfterHits,
  recordedDamage,
  toughAfter,
  WOUND_DIST,
} from '../../../src/rulesets/cowpoke/injury.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { bandOf, describePool, shotPool } from '../../../src/rulesets/cowpoke/pool.ts';
import { shot, type ShotParams } from '../../../src/rulesets/cowpoke/shot.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const P = (over: Partial<ShotParams>): ShotParams => ({
  ...(defaultsOf(shot.params) as ShotParams),
  ...over,
});
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-12);

describe('cowpoke shooting: worked examples (cowpoke.md §4)', () => {
  it('W1 [L47-52]: revolver at 5", target moving → short, base 3 − 1 = 2 dice; [2,6] is one hit', () => {
    const sp = shotPool(P({ weapon: 'revolver', distance: 5, targetMoved: true }), O);
    expect(sp.band).toBe('short');
    expect(sp.terms[0]).toEqual({ label: 'base', dice: 3 });
    expect(sp.dice).toBe(2);
    expect(sp.multiHit).toBe(false);
    const ex = shot.exact!(P({ weapon: 'revolver', distance: 5, targetMoved: true }), O);
    close(ex.pHit as number, 11 / 36); // P10: Coleman's 2-dice shot
  });

  it('W2 [L38]: revolver at point blank rolls 4', () => {
    expect(shotPool(P({ weapon: 'revolver', range: 'point-blank' }), O).dice).toBe(4);
  });

  it('W3 [L405] / W4 [L319]: three sixes are one hit on a Shoot, three on Blaze Away', () => {
    const std = shot.exact!(P({ weapon: 'revolver', range: 'short' }), O);
    expect(Object.keys(std.hits as object)).toEqual(['0', '1']);
    const blaze = shot.exact!(P({ weapon: 'revolver', range: 'short', blaze: true }), O);
    expect((blaze.hits as Record<string, number>)['3']).toBeGreaterThan(0);
  });

  it('W5 [L399]: revolver at long (base 0) with no positive modifier cannot fire', () => {
    const sp = shotPool(P({ weapon: 'revolver', range: 'long' }), O);
    expect(sp.dice).toBe(0);
    expect(sp.impossible).toMatch(/base 0/);
    expect(shot.exact!(P({ weapon: 'revolver', range: 'long' }), O).pHit).toBe(0);
  });

  it('W6 [L369]: revolver at long with Aim is a legal 2-dice shot', () => {
    const sp = shotPool(P({ weapon: 'revolver', range: 'long', aim: true }), O);
    expect(sp.dice).toBe(2);
    expect(sp.impossible).toBeUndefined();
    expect(describePool(sp)).toBe('0 base + 2 aim = 2 dice');
  });

  it('W7 [L370]: a derringer at medium, long or extreme is illegal even aimed (P15)', () => {
    for (const range of ['medium', 'long', 'extreme'] as const) {
      const sp = shotPool(P({ weapon: 'derringer', range, aim: true }), O);
      expect(sp.impossible).toMatch(/cannot reach/);
    }
  });

  it('W8 [L120-125]: Red Harlow, a Cowpoke, shoots a revolver at short with 3 dice', () => {
    expect(shotPool(P({ weapon: 'revolver', range: 'short', tier: 'cowpoke' }), O).dice).toBe(3);
  });

  it('W11 [L337-342]: an aimed rifle (no move this turn) gets +3', () => {
    const sp = shotPool(P({ weapon: 'single-shot-rifle', range: 'medium', aim: true }), O);
    expect(sp.dice).toBe(4 + 3);
  });

  it("the issue's example pool reads 2 base + 2 aim − 2 wood cover = 2 dice", () => {
    expect(
      describePool(
        shotPool(P({ weapon: 'revolver', range: 'medium', aim: true, cover: 'wood' }), O),
      ),
    ).toBe('2 base + 2 aim − 2 wood cover = 2 dice');
  });
});

describe('cowpoke shooting: modifiers and the Minimum Dice Rule (§1.2)', () => {
  it('applies every modifier', () => {
    const base = shotPool(P({ weapon: 'lever-action', range: 'medium' }), O).dice; // 4
    expect(base).toBe(4);
    const d = (over: Partial<ShotParams>) =>
      shotPool(P({ weapon: 'lever-action', range: 'medium', ...over }), O).dice - base;
    expect(d({ moved: true })).toBe(-1);
    expect(d({ targetMoved: true })).toBe(-1);
    expect(d({ cover: 'wood' })).toBe(-2);
    expect(d({ cover: 'stone' })).toBe(-3);
    expect(d({ back: true })).toBe(1);
    expect(d({ aim: true })).toBe(3);
    expect(d({ blaze: true })).toBe(2);
    expect(d({ tier: 'greenhorn' })).toBe(-1);
    expect(d({ tier: 'legend' })).toBe(1);
    expect(d({ marksman: true })).toBe(1);
    expect(shotPool(P({ weapon: 'revolver', range: 'short', blaze: true }), O).dice).toBe(6);
    expect(shotPool(P({ weapon: 'shotgun', range: 'short', aim: true }), O).dice).toBe(7);
  });

  it('Hail Mary: a base ≥ 1 weapon whose modifiers sum to ≤ 0 rolls exactly one die (A4, A5)', () => {
    const sp = shotPool(
      P({ weapon: 'derringer', range: 'short', tier: 'greenhorn', cover: 'stone' }),
      O,
    );
    expect(sp.hailMary).toBe(true);
    expect(sp.dice).toBe(1);
    close(
      shot.exact!(P({ weapon: 'derringer', range: 'short', tier: 'greenhorn', cover: 'stone' }), O)
        .pHit as number,
      1 / 6,
    );
  });

  it('base 0 with a positive modifier still short of 1: no shot by the ruling, a Hail Mary by the option (A4)', () => {
    const s = P({ weapon: 'revolver', range: 'long', aim: true, cover: 'stone' }); // 0 + 2 − 3
    expect(shotPool(s, O).impossible).toBeDefined();
    const alt = shotPool(s, { ...O, 'minDice.base0HailMary': true });
    expect(alt.dice).toBe(1);
    expect(alt.hailMary).toBe(true);
  });

  it('illegal combinations are answers with a reason', () => {
    expect(shotPool(P({ weapon: 'derringer', range: 'short', blaze: true }), O).impossible).toMatch(
      /Blaze Away/,
    );
    expect(
      shotPool(P({ weapon: 'revolver', range: 'short', blaze: true, aim: true }), O).impossible,
    ).toMatch(/Aim/);
    expect(shotPool(P({ weapon: 'dynamite', range: 'short' }), O).impossible).toMatch(/thrown/);
    expect(shotPool(P({ weapon: 'gatling', range: 'point-blank' }), O).impossible).toMatch(
      /cannot reach/,
    );
  });

  it('range bands by inches are half-open by the ruling (A3), upper-inclusive by option', () => {
    expect([0, 1.9, 2, 5.9, 6, 11.9, 12, 23.9, 24, 40].map((d) => bandOf(d, 'halfOpen'))).toEqual([
      'point-blank',
      'point-blank',
      'short',
      'short',
      'medium',
      'medium',
      'long',
      'long',
      'extreme',
      'extreme',
    ]);
    expect([2, 6, 12, 24, 24.5].map((d) => bandOf(d, 'upperInclusive'))).toEqual([
      'point-blank',
      'short',
      'medium',
      'long',
      'extreme',
    ]);
  });

  it('P(hit) for 1–7 dice matches Appendix A', () => {
    const want = [
      1 / 6,
      11 / 36,
      91 / 216,
      671 / 1296,
      4651 / 7776,
      31031 / 46656,
      201811 / 279936,
    ];
    // Gatling short 6, minus cover/moves/targets to walk the pool down; plus marksman for 7.
    const pools = [
      P({ weapon: 'derringer', range: 'short' }),
      P({ weapon: 'revolver', range: 'medium' }),
      P({ weapon: 'revolver', range: 'short' }),
      P({ weapon: 'revolver', range: 'point-blank' }),
      P({ weapon: 'shotgun', range: 'short' }),
      P({ weapon: 'gatling', range: 'short' }),
      P({ weapon: 'gatling', range: 'short', marksman: true }),
    ];
    pools.forEach((p, i) => {
      const ex = shot.exact!(p, O);
      expect(ex.pool).toBe(i + 1);
      close(ex.pHit as number, want[i]);
    });
  });

  it('§1.11: Blaze Away revolver short, 6 dice → hits 0,1,2,3+ ≈ .335/.402/.201/.062, mean 1', () => {
    const h = shot.exact!(P({ weapon: 'revolver', range: 'short', blaze: true }), O).hits as Record<
      string,
      number
    >;
    expect(h['0']).toBeCloseTo(0.335, 3);
    expect(h['1']).toBeCloseTo(0.402, 3);
    expect(h['2']).toBeCloseTo(0.201, 3);
    expect(1 - h['0'] - h['1'] - h['2']).toBeCloseTo(0.062, 3);
    close(
      shot.exact!(P({ weapon: 'revolver', range: 'short', blaze: true }), O).meanHits as number,
      1,
    );
  });
});

describe('cowpoke wounds and Tough (§1.4–1.5)', () => {
  it('W16 [L641-647]: Miller hit at location 2, severity 3 takes 2 (Chest, Solid)', () => {
    expect(WOUND_CHART[2 - 1][3 - 1]).toBe(2);
  });

  it('W17 [L648-650]: location 5, severity 6 is 2 (Legs, Lethal); on 2 damage taken Miller is removed', () => {
    expect(WOUND_CHART[5 - 1][6 - 1]).toBe(2);
    expect(MAX_HP.cowpoke - WOUND_CHART[2 - 1][3 - 1]).toBe(2); // HP 2 after W16
    expect(MAX_HP.cowpoke - WOUND_CHART[2 - 1][3 - 1] - WOUND_CHART[5 - 1][6 - 1]).toBe(0); // removed
  });

  it('W18/W19 [L609]: arms solid 1 vs chest solid 2; severity 6 on head, chest, gut is 4 (P4)', () => {
    expect(WOUND_CHART[3][2]).toBe(1);
    expect(WOUND_CHART[3][3]).toBe(1);
    expect(WOUND_CHART[1][2]).toBe(2);
    for (const loc of [0, 1, 2]) expect(WOUND_CHART[loc][5]).toBe(4);
  });

  it('per-hit damage is 1: 20/36, 2: 11/36, 4: 5/36 (§1.4 derived); P3: a Greenhorn dies to one hit 4/9', () => {
    close(WOUND_DIST.at(1), 20 / 36);
    close(WOUND_DIST.at(2), 11 / 36);
    close(WOUND_DIST.at(4), 5 / 36);
    close(WOUND_DIST.mean(), 31 / 18);
    const g = damageAfterHits(1, 2, false, 'firstLightWound');
    close(g[2] + g[4], 4 / 9);
  });

  it('W20/W21 [L627-628]: a Serious or two Lights remove a Greenhorn; a Cowpoke survives a Serious', () => {
    const after2 = damageAfterHits(2, MAX_HP.greenhorn, false, 'firstLightWound');
    close(after2[0] + after2[1], 0); // always removed by the 2nd hit
    expect(recordedDamage(2, false)).toBeGreaterThanOrEqual(MAX_HP.greenhorn);
    expect(recordedDamage(1, false) + recordedDamage(1, false)).toBeGreaterThanOrEqual(
      MAX_HP.greenhorn,
    );
    expect(recordedDamage(2, false)).toBeLessThan(MAX_HP.cowpoke);
    expect(recordedDamage(2, true)).toBeLessThan(MAX_HP.legend);
  });

  it('W22 [L639, L711-715]: Tough ignores the first Light, never a Serious or a 4', () => {
    expect(recordedDamage(1, true)).toBe(0);
    expect(toughAfter(1, true, 'firstLightWound')).toBe(false);
    expect(recordedDamage(1, false)).toBe(1);
    expect(recordedDamage(2, true)).toBe(2);
    expect(recordedDamage(4, true)).toBe(4);
    // A2: after a first Serious wound, the reading decides whether Tough is still there.
    expect(toughAfter(2, true, 'firstLightWound')).toBe(true);
    expect(toughAfter(2, true, 'firstWoundOnlyIfLight')).toBe(false);
  });

  it('§1.5 derived table: P(4-HP model removed within k hits), both readings', () => {
    const removed = (k: number, tough: boolean, mode: CowpokeOptions['tough.mode']) => {
      const d = damageAfterHits(k, 4, tough, mode);
      return d.slice(4).reduce((a, b) => a + b, 0);
    };
    close(removed(1, false, 'firstLightWound'), 5 / 36);
    close(removed(2, false, 'firstLightWound'), 19 / 54);
    close(removed(3, false, 'firstLightWound'), 604 / 729);
    close(removed(4, false, 'firstLightWound'), 1);
    close(removed(3, true, 'firstLightWound'), 1591 / 2916);
    close(removed(3, true, 'firstWoundOnlyIfLight'), 311 / 486);
    close(removed(4, true, 'firstLightWound'), 5936 / 6561);
    close(removed(4, true, 'firstWoundOnlyIfLight'), 5936 / 6561);
    close(removed(5, true, 'firstLightWound'), 1);
    // Expected hits to remove: Σ P(not removed within k).
    const expected = (tough: boolean, mode: CowpokeOptions['tough.mode']) =>
      [0, 1, 2, 3, 4, 5].reduce((s, k) => s + (1 - removed(k, tough, mode)), 0);
    close(expected(false, 'firstLightWound'), 7817 / 2916);
    close(expected(true, 'firstLightWound'), 40139 / 13122);
    close(expected(true, 'firstWoundOnlyIfLight'), 77803 / 26244);
  });

  it('P13: a Legend dodges the first bullet only 5/9 of the time', () => {
    const legend = shot.exact!(P({ weapon: 'gatling', range: 'short', target: 'legend' }), O)
      .damage as Record<string, number>;
    const pHit = 31031 / 46656;
    close(legend['0'], 1 - pHit + pHit * (20 / 36));
  });
});
