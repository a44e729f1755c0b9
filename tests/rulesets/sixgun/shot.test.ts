import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { DAMAGE_LOCATION } from '../../../src/rulesets/sixgun/data.ts';
import {
  NEGATED,
  NO_COVER,
  STATE,
  applyTransition,
  damageCode,
  needsRecovery,
  nextState,
  rollCodes,
  transition,
} from '../../../src/rulesets/sixgun/damage.ts';
import {
  effectiveRange,
  newFiringResult,
  setupFiring,
  simulateFiring,
} from '../../../src/rulesets/sixgun/firing.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { passCounts } from '../../../src/rulesets/sixgun/pass-dice.ts';
import { shot, type ShotParams } from '../../../src/rulesets/sixgun/shot.ts';
import { ScriptedRng, face, pair } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = (over: Partial<ShotParams>): ShotParams => ({
  ...(defaultsOf(shot.params) as ShotParams),
  ...over,
});
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-12);
const ex = (over: Partial<ShotParams>, o: SixgunOptions = O) =>
  shot.exact!(P(over), o) as Record<string, number> & { hits: Record<string, number> };
const obscuring = { ...NO_COVER, obscuring: true };

/** Runs one scripted firing and checks the script was used up. */
function fire(over: Partial<ShotParams>, script: number[]) {
  const rng = new ScriptedRng(script);
  const r = newFiringResult();
  simulateFiring(setupFiring(P(over), O), rng, new Uint8Array(3), r);
  expect(rng.left).toBe(0);
  return r;
}

describe("sixgun shootin': worked examples (six-gun-sound.md section A)", () => {
  it('A-4 [L932, L1451]: a Rep 6 pistol reaches 18"; beyond is long range up to 35"; beyond that no shot', () => {
    expect(effectiveRange({ weapon: 'pistol', rep: 6, veteran: false })).toBe(18);
    expect(setupFiring(P({ rep: 6, distance: 18 }), O).mode).toBe('table');
    expect(setupFiring(P({ rep: 6, distance: 19 }), O).mode).toBe('long');
    expect(setupFiring(P({ rep: 6, distance: 35 }), O).mode).toBe('long');
    expect(setupFiring(P({ rep: 6, distance: 36 }), O).mode).toBe('impossible');
  });

  it("A-14 [L1478, errata L9005]: scattergun Rep 4, dice 6,5,4: A takes the 10 and the 9 (two damage rolls each); B's third-ranked 8 misses", () => {
    const scatter = { rep: 4, weapon: 'scattergun', distance: 2, toughness: 6 } as const;
    // A: 2 hits × 2 damage rolls; each roll a head I'm Hit! (1+1) with a Pass 2 recovery (dice 1, 1).
    const a = fire({ ...scatter, shots: 2, shotsAfter: 1 }, [
      face(6),
      face(5),
      face(4),
      ...[0, 1, 2, 3].flatMap(() => [pair(1, 1), 0, 0]),
    ]);
    expect(a.hits).toBe(2);
    expect(a.firstHit).toBe(true);
    expect(a.state).toBe(STATE.unhurt); // four scratches: he takes Been Shot At
    const b = fire({ ...scatter, shots: 1, shotsBefore: 2 }, [face(6), face(5), face(4)]);
    expect(b.hits).toBe(0);
    // Exactly: the third-ranked die hits only on a total of 10, i.e. when all three dice are 6.
    close(ex({ ...scatter, shots: 1, shotsBefore: 2 }).pHit, 1 / 216);
  });

  it('A-16 [L1639, errata L9009]: buffalo gun, colored 4, white 6 behind planks: deflected; in the open the leg hit is OOF', () => {
    expect(damageCode('buffalo-gun', 6, 4, obscuring)).toBe(NEGATED);
    expect(DAMAGE_LOCATION[10 - 2]).toBe('leg');
    expect(nextState(STATE.unhurt, damageCode('buffalo-gun', 6, 4, NO_COVER), 2)).toBe(STATE.oof);
  });

  it("A-17 [L1645–1655]: a 9 hits; damage 4 is a leg I'm Hit!, Pass 2 is a scratch; then red 5 + white 4 through thin walls is a gut OOF", () => {
    const first = fire({ rep: 4, shots: 1, toughness: 4 }, [face(5), pair(2, 2), face(1), face(2)]);
    expect(first.hits).toBe(1);
    expect(first.state).toBe(STATE.unhurt);
    const second = fire({ rep: 4, shots: 1, cover: 'obscuring' }, [face(5), pair(4, 5)]);
    expect(second.state).toBe(STATE.oof);
    // Had white ≥ red, or had the cover been bulletproof (the gut never shows), no effect.
    expect(damageCode('pistol', 5, 4, obscuring)).toBe(NEGATED);
    expect(
      fire({ rep: 4, shots: 1, cover: 'wall', targetDoing: 'firing-rifle' }, [face(5), pair(4, 5)])
        .state,
    ).toBe(STATE.unhurt);
  });
});

describe("sixgun shootin': the derived tables (six-gun-sound.md D.3, D.4) and claims (section B)", () => {
  it('D.3: a Rep 4 first shot hits 1/2 in the open, 1/3 in cover or prone; long range 1/9', () => {
    close(ex({ rep: 4, shots: 1 }).pHit, 1 / 2);
    close(ex({ rep: 4, shots: 1, cover: 'obscuring' }).pHit, 1 / 3);
    close(ex({ rep: 4, shots: 1, prone: true }).pHit, 1 / 3);
    close(ex({ rep: 4, shots: 1, distance: 13 }).pHit, 1 / 9);
    for (const rep of [2, 3, 4, 5, 6, 7])
      close(ex({ rep, shots: 1 }).pHit, Math.min(6, rep - 1) / 6);
  });

  it('D.4: a pistol kills on 5/36 and puts OOF directly on 4/36; obscuring cover deflects 21/36', () => {
    const codes = rollCodes('pistol', NO_COVER);
    const od = [...codes].filter((c) => c >> 3 === 2).length;
    const oof = [...codes].filter((c) => c >> 3 === 1).length;
    expect([od, oof]).toEqual([5, 4]);
    expect([...rollCodes('pistol', obscuring)].filter((c) => c === NEGATED).length).toBe(21);
    // Ties full effect under the other reading of C-1: only colored < white deflects (15/36).
    expect(
      [...rollCodes('pistol', { ...obscuring, tieDeflects: false })].filter((c) => c === NEGATED)
        .length,
    ).toBe(15);
  });

  it('B-16 [L977]: a Rep 2 shooter hits 3/6 with a shotgun against 1/6 with a pistol', () => {
    close(ex({ rep: 2, weapon: 'shotgun', shots: 1 }).pHit, 3 / 6);
    close(ex({ rep: 2, weapon: 'pistol', shots: 1 }).pHit, 1 / 6);
    // C-34: the floor comes after modifiers by the ruling; before them a −1 still bites.
    close(ex({ rep: 3, repModifier: -1, weapon: 'shotgun', shots: 1 }).pHit, 3 / 6);
    close(
      ex(
        { rep: 3, repModifier: -1, weapon: 'shotgun', shots: 1 },
        { ...O, 'shotgun.floorAfterModifiers': false },
      ).pHit,
      2 / 6,
    );
  });

  it('B-22 [L993, L1661]: fumbles: pistol 1/6 with one die, 11/36 with two; repeating carbine 1/36; a muzzle loader always', () => {
    close(ex({ shots: 1 }).pFumble, 1 / 6);
    close(ex({ shots: 2 }).pFumble, 11 / 36);
    close(ex({ weapon: 'repeating-carbine' }).pFumble, 1 / 36);
    close(ex({ weapon: 'ml-rifle' }).pFumble, 1);
  });

  it("B-15 [L1049] / D.1: Recoverin' Pass 2 = (T/6)², Pass 0 = ((6 − T)/6)²; against a bow 3d6 best 2", () => {
    for (const t of [1, 2, 3, 4, 5]) {
      const p = passCounts(2, t);
      close(p[2], (t / 6) ** 2);
      close(p[0], ((6 - t) / 6) ** 2);
    }
    const bow = passCounts(3, 4);
    close(bow[2], 160 / 216);
    close(bow[1], 48 / 216);
    close(bow[0], 8 / 216);
  });

  it('B-19 [L2444–2448, L2312]: an 8 at a rider hits the mount (C-58); as moving fast it would miss', () => {
    const e = ex({ rep: 4, shots: 1, mounted: true });
    close(e.pBystanderHit, 1 / 6);
    close(e.pHit, 2 / 6);
    const fast = ex(
      { rep: 4, shots: 1, mounted: true },
      { ...O, 'mountedTarget.normalMoveIsFast': true },
    );
    close(fast.pBystanderHit, 0);
    close(fast.pHit, 2 / 6);
    close(ex({ rep: 4, shots: 1, bystanders: 2 }).pBystanderHit, 1 / 6);
  });
});

describe("sixgun shootin': two weapons and the arms (six-gun-sound.md §3.5, §6.2 row 8, §6.3, §6.5)", () => {
  const hitsOf = (over: Partial<ShotParams>) => {
    const h = ex(over).hits;
    return [0, 1, 2].map((k) => h[String(k)] ?? 0);
  };

  it('§6.2 row 8 [L1501]: firing two weapons, an 8 misses: a Rep 4 first shot hits 1/3, not 1/2', () => {
    close(ex({ rep: 4, shots: 1, twoWeapons: true }).pHit, 1 / 3);
    // Each of the pistol's two dice hits on a 5 or 6, in either place of its shot order.
    const two = hitsOf({ rep: 4, twoWeapons: true });
    [4 / 9, 4 / 9, 1 / 9].forEach((p, k) => close(two[k], p));
    // One weapon: the higher die hits on 4+, the lower (a second shot) on 5+.
    const one = hitsOf({ rep: 4 });
    [1 / 4, 3 / 4 - 1 / 9, 1 / 9].forEach((p, k) => close(one[k], p));
  });

  it('§6.2 row 8 [L1502]: with the off arm an 8 misses too, and it cannot hit a bystander or the mount', () => {
    close(ex({ rep: 4, shots: 1, offArm: true }).pHit, 1 / 3);
    close(ex({ rep: 4, shots: 1, offArm: true, mounted: true }).pBystanderHit, 0);
    close(ex({ rep: 4, shots: 1, mounted: true }).pBystanderHit, 1 / 6);
    // At Rep 7 only a 1 makes 8: it now misses.
    close(ex({ rep: 7, shots: 1, offArm: true }).pHit, 5 / 6);
    close(ex({ rep: 7, shots: 1 }).pHit, 1);
  });

  it('§6.5 [L1557]: a wounded gun arm is −1 Rep when firing, whatever the weapon', () => {
    close(ex({ rep: 5, shots: 1, gunArmWound: true }).pHit, 3 / 6);
    close(ex({ rep: 5, shots: 1 }).pHit, 4 / 6);
    close(ex({ rep: 5, shots: 1, weapon: 'repeating-carbine', gunArmWound: true }).pHit, 3 / 6);
    close(ex({ rep: 5, shots: 1, twoWeapons: true, gunArmWound: true }).pHit, 2 / 6);
  });

  it('§6.5 [L1558]: a wounded off arm is −1 Rep only with a two-handed weapon', () => {
    close(ex({ rep: 5, shots: 1, offArmWound: true }).pHit, 4 / 6);
    close(ex({ rep: 5, shots: 1, weapon: 'repeating-carbine', offArmWound: true }).pHit, 3 / 6);
    // Both arms wounded with a long arm: −2, the same as a chest wound's −2.
    const both = ex({ rep: 6, weapon: 'repeating-carbine', gunArmWound: true, offArmWound: true });
    const chest = ex({ rep: 6, weapon: 'repeating-carbine', repModifier: -2 });
    close(both.pHit, chest.pHit);
    close(both.pObviouslyDead, chest.pObviouslyDead);
  });
});

describe("sixgun shootin': rulings", () => {
  // Rep 7 with +3 always totals 11+: every shot is a hit on the named location.
  const sure = { rep: 7, repModifier: 3, shots: 1, toughness: 6 } as const;

  it("C-5 default: the named location's rows by their odds: OD 4/7 at the head, 1/6 at the chest", () => {
    close(ex({ ...sure, aimFor: 'head' }).pObviouslyDead, 4 / 7);
    close(ex({ ...sure, aimFor: 'chest' }).pObviouslyDead, 1 / 6);
    close(ex({ ...sure, aimFor: 'gut' }).pOutOfFight, 4 / 9);
  });

  it("C-5 alternatives: any row kills outright; im-hit gives the named location an I'm Hit!", () => {
    close(ex(sure, { ...O, 'hit.locationDesired': 'any-row' }).pObviouslyDead, 1);
    const imHit = ex({ ...sure, toughness: 4 }, { ...O, 'hit.locationDesired': 'im-hit' });
    close(imHit.pOutOfFight, 20 / 36); // head: Pass 1 or Pass 0 is OOF
    close(imHit.pObviouslyDead, 0);
  });

  it('C-6 errata: a shotgun beyond 6" never kills or drops outright; at 6" each hit rolls damage twice', () => {
    const o = { ...O, 'hit.locationDesired': 'ignore-cover' as const };
    close(ex({ ...sure, weapon: 'shotgun', distance: 7 }, o).pObviouslyDead, 0);
    close(ex({ ...sure, weapon: 'shotgun', distance: 6 }, o).pObviouslyDead, 1 - (31 / 36) ** 2);
    expect(
      ex({ ...sure, weapon: 'shotgun', distance: 7 }, { ...o, 'shotgun.farIsImHit': false })
        .pObviouslyDead,
    ).toBeGreaterThan(0);
  });

  it("§6.4 [L1514–1528] without the errata (C-6): a shotgun hit beyond 6\" reads like any other weapon's row: 7 and 9 are I'm Hit!, 5 and 12 OD", () => {
    const o = { ...O, 'hit.locationDesired': 'ignore-cover' as const, 'shotgun.farIsImHit': false };
    const situation = { ...sure, weapon: 'shotgun', distance: 7, toughness: 4 } as const;
    const codes = setupFiring(P(situation), o).normalCodes;
    expect(needsRecovery(codes[(3 - 1) * 6 + 4 - 1])).toBe(true); // 3 + 4 = 7, gun arm
    expect(needsRecovery(codes[(4 - 1) * 6 + 5 - 1])).toBe(true); // 4 + 5 = 9, gut
    expect(needsRecovery(codes[(1 - 1) * 6 + 4 - 1])).toBe(false); // 1 + 4 = 5, head: OD
    // Every shot is an 11+ hit; each rolls damage twice on the "otherwise" row, as a derringer's.
    const t = transition(rollCodes('derringer', NO_COVER), 4, false);
    const start = new Float64Array(5);
    start[STATE.unhurt] = 1;
    const v = applyTransition(applyTransition(start, t), t);
    const far = ex(situation, o);
    close(far.pObviouslyDead, v[STATE.od]);
    close(far.pOutOfFight, v[STATE.oof]);
    expect(far.pOutOfFight).toBeLessThan(ex({ ...situation, distance: 6 }, o).pOutOfFight);
  });

  it('C-59: obscuring cover tests every hit; the other reading lets Wall-exposed locations through', () => {
    expect(damageCode('pistol', 3, 2, obscuring)).toBe(NEGATED); // head, white ≥ colored
    expect(damageCode('pistol', 3, 2, { ...obscuring, obscuringBypass: ['head'] })).not.toBe(
      NEGATED,
    );
  });

  it('C-60: woods are bulletproof by the ruling (head only while looking), obscuring by option', () => {
    const e = ex({ rep: 4, shots: 1, cover: 'woods', toughness: 6 });
    close(e.pObviouslyDead, (1 / 3) * (4 / 36) + 0); // hits on 5–6 (an 8 misses); only the head row 5 kills
    const alt = ex(
      { rep: 4, shots: 1, cover: 'woods', toughness: 6 },
      { ...O, 'cover.woods': 'obscuring' },
    );
    close(alt.pObviouslyDead, (1 / 3) * (2 / 36)); // 5 = (1,4),(2,3) get through; 12 never does
  });

  it('C-33: long range rolls per shot die by the ruling, once per firing by option', () => {
    close(ex({ rep: 6, distance: 30 }).hits['2'], (1 / 6) ** 2);
    expect(
      ex({ rep: 6, distance: 30 }, { ...O, 'longRange.rollPerShot': false }).hits['2'],
    ).toBeUndefined();
  });

  it('a firing beyond maximum range is an answer with a reason', () => {
    expect(shot.explain!(P({ distance: 40 }), O)).toMatch(
      /beyond the pistol's maximum range of 35"/,
    );
    close(ex({ distance: 40 }).pNoEffect, 1);
  });

  it('check(): too many shots, two long arms, an unexposed named location', () => {
    expect(shot.check!(P({ weapon: 'pistol', shots: 2, shotsBefore: 1 }), O)[0]).toMatch(
      /at most 2/,
    );
    expect(shot.check!(P({ weapon: 'shotgun', twoWeapons: true }), O)[0]).toMatch(/one-handed/);
    expect(shot.check!(P({ cover: 'loophole', aimFor: 'chest' }), O)[0]).toMatch(/not exposed/);
  });
});
