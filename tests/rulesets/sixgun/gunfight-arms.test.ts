import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { ActivationDice } from '../../../src/encounter/activation/activation-dice.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import {
  OD,
  OOF,
  WOUNDED,
  draw,
  newScratch,
  setup,
  simDraw,
  type DrawParams,
} from '../../../src/rulesets/sixgun/draw.ts';
import {
  OUT_CHEST,
  OUT_WOUNDED,
  PER_FIGURE_CODES,
  gunArmOf as drawGunArm,
  jointDraw,
  offArmOf as drawOffArm,
  outOf,
} from '../../../src/rulesets/sixgun/draw/joint.ts';
import { STATE } from '../../../src/rulesets/sixgun/damage.ts';
import { UNUSABLE } from '../../../src/rulesets/sixgun/encounter/arms.ts';
import {
  newFiringResult,
  setupFiring,
  simulateFiring,
} from '../../../src/rulesets/sixgun/firing.ts';
import { shot, type ShotParams } from '../../../src/rulesets/sixgun/shot.ts';
import { withinSe } from '../../helpers.ts';
import { EMPTY, LAST, LOADED } from '../../../src/rulesets/sixgun/encounter/ammo.ts';
import { BandRules } from '../../../src/rulesets/sixgun/encounter/band-rules.ts';
import { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { gunfightReduction } from '../../../src/rulesets/sixgun/encounter/markov.ts';
import { Melee } from '../../../src/rulesets/sixgun/encounter/melee.ts';
import { GunfightRules } from '../../../src/rulesets/sixgun/encounter/rules.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { BEEN_SHOT_AT, World } from '../../../src/rulesets/sixgun/encounter/world.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { ScriptedRng, face, pair } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
type Fig = Record<string, unknown>;

const params = (a: Fig, b: Fig, type = 'GF-1', more: Fig = {}) =>
  gunfightSchema.parse({
    type,
    ...more,
    sides: [
      { name: 'Star', figures: [{ name: 'Doc', ...a }] },
      { name: 'Opponent', figures: [{ name: 'Tex', ...b }] },
    ],
  });

/** A GF-1 in Game Turn 2, both standing and loaded, with the rules that play it. */
function gf1(a: Fig, b: Fig) {
  const w = new World(params(a, b), O);
  const rules = new GunfightRules(new ActivationDice(2, w.side, w.rep));
  rules.reset(w);
  w.turn = 2;
  return { w, rules };
}

/** The same two as a GF-2 of one a side. */
function gf2(a: Fig, b: Fig) {
  const w = new BandWorld(params(a, b, 'GF-2'), O);
  const rules = new BandRules(new ActivationDice(2, Int32Array.of(0, 1), new Int32Array(2)));
  rules.reset(w, ScriptedRng.ofFaces([]));
  w.turn = 2;
  w.target[0] = 1;
  return { w, rules };
}

/**
 * Doc, Rep 4, fires both pistols: the first rolls 4 and 1 (an 8, which misses with two
 * weapons, and a 5; its 1 runs it dry), the second 5 and 5 (two 9s: each pistol's second
 * shot is only its second, so both hit); the first hit's damage is a 5, head, dead.
 */
const BOTH_PISTOLS = [face(4), face(1), face(5), face(5), pair(1, 4)];

describe('two pistols (six-gun-sound.md §3.5 [L904], §6.2 row 8 [L1501], §6.3)', () => {
  /** Doc fires both pistols; what Tex and Doc's guns are left with. */
  const fired = ({ w, rules }: ReturnType<typeof gf1> | ReturnType<typeof gf2>) => {
    const rng = new ScriptedRng(BOTH_PISTOLS);
    if (w instanceof World) (rules as GunfightRules).activate(w, 0, rng);
    else (rules as BandRules).activate(w, 0, rng);
    expect(rng.left).toBe(0);
    return [w.alive[1], w.end[1], w.ammo[0], w.ammo2[0]];
  };

  it('GF-1 and GF-2: each pistol rolls its own dice in its own shot order, an 8 missing for both; each runs dry on its own 1s', () => {
    // Tex is dead; the loaded pistol is the one in Doc's hand.
    const expected = [0, OD, LOADED, EMPTY];
    expect(fired(gf1({ rep: 4, twoPistols: true }, { rep: 4 }))).toEqual(expected);
    expect(fired(gf2({ rep: 4, twoPistols: true }, { rep: 4 }))).toEqual(expected);
  });

  it('with one pistol empty he fires the other alone, and an 8 hits again', () => {
    const { w, rules } = gf1({ rep: 4, twoPistols: true }, { rep: 4 });
    w.ammo2[0] = EMPTY;
    const rng = new ScriptedRng([face(4), face(2), pair(1, 4)]); // 8 (first shot): a hit; 6
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect(w.end[1]).toBe(OD);
  });

  it('both missing, the target takes one Been Shot At for the firing [L1274]', () => {
    const { w, rules } = gf1({ rep: 4, twoPistols: true }, { rep: 4 });
    w.inCover[1] = 1; // Tex at his wall: a Pass 0 ducks him back
    const rng = new ScriptedRng([face(2), face(3), face(4), face(2), face(6), face(6)]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.reactions[BEEN_SHOT_AT], w.hidden[1], w.alive[1]]).toEqual([1, 1, 1]);
  });

  it('§3.4 [L1001–1011]: an activation spent reloading reloads both, a roll apiece', () => {
    const { w, rules } = gf1({ rep: 4, twoPistols: true }, { rep: 4 });
    w.ammo[0] = w.ammo2[0] = EMPTY;
    const rng = new ScriptedRng([face(1), face(3)]); // the first a 1: one last shot
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.ammo[0], w.ammo2[0], w.reloads]).toEqual([LOADED, LAST, 1]);
  });

  it('only a figure with a pistol, and not with cap-and-ball revolvers as well', () => {
    const issue = (f: Fig) => gunfightSchema.safeParse(params(f, {})).error?.issues[0].message;
    expect(() => params({ weapon: 'repeating-carbine', twoPistols: true }, {})).toThrow(
      /long arms need both hands/,
    );
    expect(issue({ twoPistols: true })).toBeUndefined();
    expect(() => params({ twoPistols: true, capAndBall: true }, {}, 'GF-2')).toThrow(
      /choose one of twoPistols and capAndBall/,
    );
    // The exact chain follows one gun a figure: a GF-1 with two pistols is simulated.
    expect(gunfightReduction(params({ twoPistols: true }, {}))).toMatch(/two pistols/);
  });

  it('Rep 5 Gunfighters: the one with two pistols wins more often than his equal with one (fixed seed, > 4 SE)', () => {
    const n = 6000;
    const wins = (a: Fig) => {
      const p = params(a, { rep: 5, profession: 'gunfighter' });
      const layout = gunfight.metrics(p, O);
      const acc = layout.create();
      gunfight.simulate(p, O, rngFromSeed('two-pistols-wins'), n, acc);
      return acc[layout.slot('winner')] / n;
    };
    const one = wins({ rep: 5, profession: 'gunfighter' });
    const two = wins({ rep: 5, profession: 'gunfighter', twoPistols: true });
    const se = Math.sqrt((one * (1 - one) + two * (1 - two)) / n);
    expect(two - one).toBeGreaterThan(4 * se);
  });
});

describe('the arms (six-gun-sound.md §6.5 [L1557–1558], §6.2 row 8 [L1502], §6.3), in a GF-2', () => {
  it('§6.4, §6.5: the wound location comes from the damage roll already made: a Rep 4 pistol shot wounds the gun arm 1/27 of the time, the off arm 1/81 (fixed seed, 4 SE)', () => {
    // A hit 1/2; a 7 (gun arm) 6/36 or an 11 (off arm) 2/36; Pass 1 of 2d6 against Toughness 4, 4/9.
    const f = setupFiring(
      { ...(defaultsOf(shot.params) as ShotParams), rep: 4, shots: 1, toughness: 4 },
      O,
    );
    const rng = rngFromSeed('arm-wounds');
    const r = newFiringResult();
    const faces = new Uint8Array(3);
    const n = 200_000;
    let gun = 0,
      off = 0;
    for (let t = 0; t < n; t++) {
      simulateFiring(f, rng, faces, r);
      gun += r.gunArm;
      off += r.offArm;
    }
    expect(withinSe(gun / n, 1 / 27, n)).toBe(true);
    expect(withinSe(off / n, 1 / 81, n)).toBe(true);
  });

  it('a Pass 1 on a 7 wounds the gun arm, and it is a hit even on a wounded man; a later one makes the arm unusable', () => {
    const { w, rules } = gf2({ rep: 4 }, { rep: 4 });
    // 10 hits, 5 misses; damage 7 (gun arm, a pistol: I'm Hit!); Recoverin' Pass 1.
    const shot = [face(6), face(1), pair(3, 4), face(1), face(6)];
    rules.activate(w, 0, new ScriptedRng(shot));
    expect([w.gunArm[1], w.end[1], w.dmg[1]]).toEqual([1, WOUNDED, STATE.wounded]);
    w.ammo[0] = LOADED;
    const rng = new ScriptedRng(shot); // no Been Shot At follows: he was hit
    rules.activate(w, 0, rng);
    expect([rng.left, w.gunArm[1], w.alive[1]]).toEqual([0, UNUSABLE, 1]);
  });

  it('§5.1 [L1274]: a wound that changes nothing (a second leg wound, a hit on an arm already unusable) is a hit: no Been Shot At, in a GF-1 and a GF-2', () => {
    // 10 hits, 5 misses; then the damage roll, and Recoverin' Pass 1 (1, 6); nothing after.
    const leg = [face(6), face(1), pair(1, 3), face(1), face(6)]; // 4: leg, I'm Hit!
    const gunArm = [face(6), face(1), pair(3, 4), face(1), face(6)]; // 7: gun arm, I'm Hit!
    for (const [script, arm] of [
      [leg, 0],
      [gunArm, UNUSABLE],
    ] as const) {
      const one = gf1({ rep: 4 }, { rep: 4 });
      one.w.dmg[1] = STATE.wounded;
      one.w.gunArm[1] = arm;
      const rng = new ScriptedRng(script);
      one.rules.activate(one.w, 0, rng);
      expect([rng.left, one.w.reactions[BEEN_SHOT_AT], one.w.dmg[1], one.w.alive[1]]).toEqual([
        0,
        0,
        STATE.wounded,
        1,
      ]);
      const two = gf2({ rep: 4 }, { rep: 4 });
      two.w.dmg[1] = STATE.wounded;
      two.w.gunArm[1] = arm;
      const rng2 = new ScriptedRng(script);
      two.rules.activate(two.w, 0, rng2);
      expect([rng2.left, two.w.dmg[1], two.w.alive[1]]).toEqual([0, STATE.wounded, 1]);
    }
  });

  /** Doc, Rep 4, fires a 4 and a 2 at Tex behind his wall, who takes Been Shot At, Pass 0: Duck Back. */
  const fourAndTwo = (doc: Fig, arms: [number, number]) => {
    const { w, rules } = gf2({ rep: 4, ...doc }, { rep: 4 });
    [w.gunArm[0], w.offArm[0]] = arms;
    w.inCover[1] = 1;
    const rng = new ScriptedRng([face(4), face(2), face(6), face(6)]);
    rules.activate(w, 0, rng);
    return [rng.left, w.hidden[1], w.alive[1]];
  };
  const MISSED = [0, 1, 1];

  it('§6.5 [L1557]: a wounded gun arm is −1 Rep: the 4 makes 7, a miss', () => {
    expect(fourAndTwo({}, [1, 0])).toEqual(MISSED);
  });

  it('§6.2 row 8 [L1502]: with the gun arm unusable he fires his pistol with the off arm: the 8 misses', () => {
    expect(fourAndTwo({}, [UNUSABLE, 1])).toEqual(MISSED);
    // Two pistols: one hand left, one pistol, its 8 missing the same way.
    expect(fourAndTwo({ twoPistols: true }, [UNUSABLE, 0])).toEqual(MISSED);
    // With the off arm unusable, one pistol in the gun arm: the 8 hits (damage 5, head, dead).
    const { w, rules } = gf2({ rep: 4, twoPistols: true }, { rep: 4 });
    w.offArm[0] = UNUSABLE;
    const rng = new ScriptedRng([face(4), face(2), pair(1, 4)]);
    rules.activate(w, 0, rng);
    expect([rng.left, w.end[1]]).toEqual([0, OD]);
  });

  it('§6.5 [L1558], §3.5 [L904]: a wounded off arm is −1 with a long arm; a long arm needs both arms, a pistol one', () => {
    expect(fourAndTwo({ weapon: 'repeating-carbine' }, [0, 1])).toEqual(MISSED);
    for (const [weapon, arms] of [
      ['repeating-carbine', [0, UNUSABLE]],
      ['repeating-carbine', [UNUSABLE, 0]],
      ['pistol', [UNUSABLE, UNUSABLE]],
    ] as const) {
      const { w, rules } = gf2({ rep: 4, weapon }, { rep: 4 });
      [w.gunArm[0], w.offArm[0]] = arms;
      const rng = new ScriptedRng([]); // nothing he can fire: he does not
      rules.activate(w, 0, rng);
      expect([rng.left, w.alive[1], w.ammo[0]]).toEqual([0, 1, LOADED]);
    }
  });
});

describe('arm wounds dealt by the Draw (six-gun-sound.md §7.1, §6.5 [L1557–1558])', () => {
  /**
   * No Flinch; Doc's four Draw dice pass twice (2, 2), Tex's none: Doc wins by 2, a damage
   * roll; a 7 (gun arm, a pistol: I'm Hit!), and Tex's Recoverin' passes once (1, 6).
   */
  const DRAW_AT_GUN_ARM = [...[2, 2, 6, 6, 6, 6, 6, 6].map(face), pair(3, 4), face(1), face(6)];

  it("a GF-1: the Draw's Pass 1 on a 7 wounds the gun arm, and the fight goes on with it", () => {
    const w = new World(params({ rep: 4 }, { rep: 4 }, 'GF-1', { skipFlinch: true }), O);
    const rules = new GunfightRules(new ActivationDice(2, w.side, w.rep));
    rules.reset(w);
    const rng = new ScriptedRng(DRAW_AT_GUN_ARM);
    rules.opening(w, rng);
    expect(rng.left).toBe(0);
    expect([w.end[1], w.dmg[1], w.gunArm[1], w.offArm[1]]).toEqual([WOUNDED, STATE.wounded, 1, 0]);
  });

  it("a GF-2: a pair's Draw lands its arm wounds the same way", () => {
    const w = new BandWorld(params({ rep: 4 }, { rep: 4 }, 'GF-2', { skipFlinch: true }), O);
    const rules = new BandRules(new ActivationDice(2, Int32Array.of(0, 1), new Int32Array(2)));
    rules.reset(w, ScriptedRng.ofFaces([]));
    const rng = new ScriptedRng(DRAW_AT_GUN_ARM);
    rules.opening(w, rng);
    expect(rng.left).toBe(0);
    expect([w.end[1], w.dmg[1], w.gunArm[1], w.offArm[1]]).toEqual([WOUNDED, STATE.wounded, 1, 0]);
  });

  it("the joint Draw (exact, the GF-1 chain's opening) gives each standing figure's arm wounds as the simulated Draw does (fixed seed, 4 SE)", () => {
    // A close shotgun rolls two damage results a hit, so both arms and a second wound to one
    // arm come up; Tex's Greenhorn Flinch and a Rep 5 shooter give every kind of Draw.
    for (const over of [
      { aWeapon: 'shotgun', aRep: 5, bProfession: 'greenhorn', distance: 4 },
      { aRep: 4, bRep: 4, bWeapon: 'repeating-carbine', distance: 8 },
    ] as Partial<DrawParams>[]) {
      const s = setup(draw.complete!({ ...(defaultsOf(draw.params) as DrawParams), ...over }), O);
      // Per figure: P(standing wounded with (gun, off) arm wounds), by gun × 3 + off.
      const exact = [new Float64Array(9), new Float64Array(9)];
      for (const [code, p] of jointDraw(s, true))
        for (let i = 0; i < 2; i++) {
          const x = Math.floor(code / PER_FIGURE_CODES ** i) % PER_FIGURE_CODES;
          if (outOf(x) === OUT_WOUNDED || outOf(x) === OUT_CHEST)
            exact[i][drawGunArm(x) * 3 + drawOffArm(x)] += p;
        }
      const n = 100_000;
      const sim = [new Float64Array(9), new Float64Array(9)];
      const rng = rngFromSeed('draw-arms');
      const x = newScratch(2);
      for (let t = 0; t < n; t++) {
        simDraw(s, rng, x);
        for (let i = 0; i < 2; i++)
          if (x.state[i] === WOUNDED)
            sim[i][Math.min(UNUSABLE, x.gunArm[i]) * 3 + Math.min(UNUSABLE, x.offArm[i])]++;
      }
      // The exact answer does follow arm wounds (a close shotgun's 7 puts a man out, §6.4).
      expect(exact[0].reduce((a, b) => a + b) - exact[0][0]).toBeGreaterThan(0.001);
      expect(exact[1].reduce((a, b) => a + b) - exact[1][0]).toBeGreaterThan(0.001);
      for (let i = 0; i < 2; i++)
        for (let k = 0; k < 9; k++)
          expect(withinSe(sim[i][k] / n, exact[i][k], n), `figure ${i}, arms ${k}`).toBe(true);
    }
  });
});

describe('a melee and the arms (six-gun-sound.md §8.2, C-71, C-56)', () => {
  /**
   * Doc, Rep 4, his gun arm and off arm wounded, charges Tex, Rep 4: Doc's four melee dice
   * pass three times (1, 1, 1, 4), Tex's once (1, 4, 4, 4): a margin of 2, Telling Blow.
   */
  it('a wounded arm costs no melee dice (C-56), and the loser is out of the fight with his arms as they were: the damage roll of a melee only names where, for recovery (C-71 [L1827])', () => {
    const { w, rules } = gf2({ rep: 4 }, { rep: 4 });
    w.dmg[0] = STATE.wounded;
    w.gunArm[0] = w.offArm[0] = 1;
    const m = new Melee();
    m.start(1, 0);
    m.join(0, 0, 0);
    const rng = ScriptedRng.ofFaces([1, 1, 1, 4, 1, 4, 4, 4]);
    m.fight(w, rng, rules);
    expect(rng.left).toBe(0);
    expect([w.end[1], w.dmg[1], w.gunArm[1], w.offArm[1]]).toEqual([OOF, STATE.oof, 0, 0]);
    expect([w.dmg[0], w.gunArm[0], w.offArm[0]]).toEqual([STATE.wounded, 1, 1]);
  });
});
