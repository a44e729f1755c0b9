import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { ActivationDice } from '../../../src/encounter/activation/activation-dice.ts';
import { Trace } from '../../../src/encounter/trace.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { STATE } from '../../../src/rulesets/sixgun/damage.ts';
import { exactFiring } from '../../../src/rulesets/sixgun/firing.ts';
import { fight, type FightParams } from '../../../src/rulesets/sixgun/fight.ts';
import {
  BandMounts,
  HORSE,
  HORSE_ACT,
} from '../../../src/rulesets/sixgun/encounter/band-mounts.ts';
import { GunfightMounts } from '../../../src/rulesets/sixgun/encounter/gunfight-mounts.ts';
import { BandRules } from '../../../src/rulesets/sixgun/encounter/band-rules.ts';
import { Melee } from '../../../src/rulesets/sixgun/encounter/melee.ts';
import { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import type { FieldRules } from '../../../src/rulesets/sixgun/encounter/field-rules.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { mount } from '../../../src/rulesets/sixgun/mount.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng, pair } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const gf3 = (rider: object, more: object = {}) =>
  gunfightSchema.parse({
    type: 'GF-3',
    ...more,
    sides: [
      { name: 'A', figures: [{ name: 'Al', ...rider }] },
      { name: 'B', figures: [{ name: 'Bo' }] },
    ],
  });
/** A world with its horses set up for a trial, and rules that record who is hurt how. */
function world(rider: object, more: object = {}, faces: number[] = []) {
  const w = new BandWorld(gf3(rider, more), O);
  w.reset();
  const m = new BandMounts(w, w.p.mounts === 'rolled' ? new GunfightMounts() : null);
  m.reset(w, ScriptedRng.ofFaces(faces));
  const hurt: number[] = [];
  const rules: FieldRules = {
    hurt: (_w, _c, state) => void hurt.push(state),
    exposed: () => {},
    emptied: () => {},
  };
  return { w, m, rules, hurt };
}

describe('horses in GF-2 and GF-3 (six-gun-sound.md §10, §13.1 Mounts)', () => {
  it('§6.2, C-58: an 8 at a rider hits his horse (1/6 of a Rep 4 pistol shot); at a man on foot it hits him', () => {
    const { w } = world({ mount: { quality: 4 } });
    expect(w.mounted[0]).toBe(1);
    w.inCover[0] = 0; // stepped out of the cover a GF-3 opens in
    w.place(1, w.x[0], w.y[0] + 10); // within the Rep 4 pistol's 12"
    expect(exactFiring(w.firingOf(1, 0, 0, true, false)).pBystander).toBeCloseTo(1 / 6, 12);
    w.mounted[0] = 0;
    expect(exactFiring(w.firingOf(1, 0, 0, true, false)).pBystander).toBe(0);
  });

  it('§10.7: a horse spooked by a head shot (Pass 2 against 4 − 1) leaves a rider who passes Stay Mounted in the saddle', () => {
    const { w, m, rules } = world({ mount: { quality: 4 } });
    expect(m.horseHit(w, 1, 0, ScriptedRng.ofFaces([1, 1, 2, 1, 1]), rules)).toBe(false);
    expect([w.mounted[0], w.horsesHit, w.ridersThrown]).toEqual([1, 1, 0]);
  });

  it("§10.7, C-62: a neck shot failing both dice is a mortal wound; the rider takes Rider Thrown, Pass 0: a buffalo gun's damage, at least OOF (a 5 kills)", () => {
    const { w, m, rules, hurt } = world({ mount: { quality: 4 } });
    expect(m.horseHit(w, 1, 0, ScriptedRng.ofFaces([2, 5, 6, 5, 6, 4]), rules)).toBe(true);
    expect([w.mounted[0], w.ridersThrown]).toEqual([0, 1]);
    expect(hurt).toEqual([STATE.od]);
  });

  it('§10.3: dismounting with no shot fired yet takes no test; under fire a failed test bolts and drags the rider, as an arrow hit', () => {
    const a = world({ mount: { quality: 4 } });
    expect(a.m.acts(a.w, 0, ScriptedRng.ofFaces([]), a.rules, false)).toBe(HORSE_ACT.done);
    expect(a.w.mounted[0]).toBe(0);
    // Down, he ties his horse where he stands (§10.3 [L2125]).
    expect([a.m.horse[0], a.m.hx[0], a.m.hy[0]]).toEqual([HORSE.tied, a.w.x[0], a.w.y[0]]);
    const b = world({ mount: { quality: 4 } });
    b.m.underFire = true;
    // 5, 6 against Quality 4: Pass 0, it bolts; 24" at 12 o'clock; the arrow's damage a 1 + 4: obviously dead
    expect(b.m.acts(b.w, 0, ScriptedRng.ofFaces([5, 6, 1, 4]), b.rules, false)).toBe(
      HORSE_ACT.done,
    );
    expect([b.w.mounted[0], b.m.dragged[0], b.m.horse[0]]).toEqual([0, 1, HORSE.none]);
    expect(b.hurt).toEqual([STATE.od]);
    // next activation: 1d6 against his Horsemanship (Rep 4 Cowboy: 4) frees him, prone and winded
    expect(b.m.acts(b.w, 0, ScriptedRng.ofFaces([3]), b.rules, false)).toBe(HORSE_ACT.done);
    expect([b.m.dragged[0], b.w.prone[0]]).toEqual([0, 1]);
  });

  it("§10.3, §6.5 [L1557]: a drag hit on the gun arm that he recovers from on Pass 1 wounds the arm, as a firing's would", () => {
    const b = world({ mount: { quality: 4 } });
    b.m.underFire = true;
    // 5, 6 against Quality 4: Pass 0, it bolts; 24" at 12 o'clock; the arrow's damage a 3 + 4
    // (gun arm, I'm Hit!); Recoverin' 3 dice best 2 against Toughness 4: 1, 6, 6, Pass 1.
    const rng = new ScriptedRng([4, 5, 0, pair(3, 4), 0, 5, 5]);
    expect(b.m.acts(b.w, 0, rng, b.rules, false)).toBe(HORSE_ACT.done);
    expect(rng.left).toBe(0);
    expect([b.hurt, b.w.gunArm[0], b.w.offArm[0]]).toEqual([[STATE.wounded], 1, 0]);
  });

  it('§10.3: a man beside his horse told to advance mounts up, a whole activation; under fire a failed test spins the horse round', () => {
    const a = world({ mount: { quality: 4, mounted: false } });
    expect([a.w.mounted[0], a.m.horse[0]]).toEqual([0, HORSE.held]);
    // Staying to fight, he ties the horse he holds where he stands, and plays his policy.
    expect(a.m.acts(a.w, 0, ScriptedRng.ofFaces([]), a.rules, false)).toBe(HORSE_ACT.play);
    expect(a.m.horse[0]).toBe(HORSE.tied);
    expect(a.m.acts(a.w, 0, ScriptedRng.ofFaces([]), a.rules, true)).toBe(HORSE_ACT.done);
    expect([a.w.mounted[0], a.m.horse[0]]).toEqual([1, HORSE.ridden]);
    const b = world({ mount: { quality: 4, mounted: false } });
    b.m.underFire = true;
    expect(b.m.acts(b.w, 0, ScriptedRng.ofFaces([5, 6]), b.rules, true)).toBe(HORSE_ACT.done);
    expect(b.w.mounted[0]).toBe(0);
    // Pass 1 (2, 6), then the Horsemanship test (HR 4 ≥ Quality 4: a Pass 1 will do): mounted
    expect(b.m.acts(b.w, 0, ScriptedRng.ofFaces([2, 6, 3, 6]), b.rules, true)).toBe(HORSE_ACT.done);
    expect(b.w.mounted[0]).toBe(1);
  });

  it('§10.4: riding, Mounted Moving Fast: Pass 2 goes 24" and is moving fast; Pass 0 18" and is not (C-58)', () => {
    const { w, m } = world({ mount: { quality: 4 } });
    expect(m.ride(w, 0, ScriptedRng.ofFaces([1, 2]))).toBe(24);
    expect(w.fast[0]).toBe(1);
    expect(m.ride(w, 0, ScriptedRng.ofFaces([5, 6]))).toBe(18);
    expect(w.fast[0]).toBe(0);
    expect(m.rode[0]).toBe(1);
  });

  it('§10.5: from the saddle a Nag costs −1 Rep', () => {
    expect(world({ mount: { quality: 3 } }).m.penalty(0)).toBe(1);
    expect(world({ mount: { quality: 5 } }).m.penalty(0)).toBe(0);
  });

  it('§13.1 Mounts on the trail [L3241–3245]: 1d6 a side, in the saddle on 1–2, tied 2d6" behind him on 3–4, unsaddled on the picket behind his side on 5–6, each on a horse of Mount Quality (a Rep 4 Cowboy: 1d6 + 1) (fixed seed, 4 SE)', () => {
    const w = new BandWorld(gf3({}, { mounts: 'rolled' }), O);
    w.reset();
    const m = new BandMounts(w, new GunfightMounts());
    const rng = rngFromSeed('gf-mounts');
    const n = 6000;
    let mounted = 0,
      nearby = 0,
      picket = 0,
      seven = 0,
      good = 0;
    for (let t = 0; t < n; t++) {
      m.reset(w, rng);
      mounted += w.mounted[0];
      const behind = w.y0[0] - m.hy[0];
      if (m.horse[0] === HORSE.tied && m.saddled[0]) {
        nearby++;
        expect(behind >= 2 && behind <= 12 && m.hx[0] === w.x0[0]).toBe(true);
        seven += behind === 7 ? 1 : 0;
      }
      if (m.horse[0] === HORSE.tied && !m.saddled[0]) {
        picket++;
        // The edge of a 48" table centred between lines 24" apart: 12" behind his own line.
        expect(behind).toBe(12);
      }
      good += m.quality[0] === 5 ? 1 : 0;
    }
    expect(withinSe(mounted / n, 1 / 3, n)).toBe(true);
    expect(withinSe(nearby / n, 1 / 3, n)).toBe(true);
    expect(withinSe(picket / n, 1 / 3, n)).toBe(true);
    expect(withinSe(seven / nearby, 1 / 6, nearby)).toBe(true);
    good /= n;
    const q = mount.exact!(
      { ...defaultsOf(mount.params), table: 'quality', owner: 'horseman', prosperity: 4 } as never,
      O,
    ).outcome as Record<string, number>;
    expect(withinSe(good, q.good, n)).toBe(true);
  });

  it('in play (GF-2, in the street): riders who stay mounted have horses hit and are thrown; Good horses throw fewer than Nags (fixed seed)', () => {
    const thrown = (quality: number) => {
      const p = gunfightSchema.parse({
        type: 'GF-2',
        sides: [
          {
            name: 'A',
            riders: 'stay-mounted',
            figures: [1, 2, 3].map((i) => ({ name: `A${i}`, mount: { quality } })),
          },
          { name: 'B', figures: [1, 2, 3].map((i) => ({ name: `B${i}` })) },
        ],
      });
      const layout = gunfight.metrics(p, O);
      const acc = layout.create();
      gunfight.simulate(p, O, rngFromSeed('gf-mounts-play'), 3000, acc);
      return [acc[layout.slot('horsesHit')] / 3000, acc[layout.slot('ridersThrown')] / 3000];
    };
    const [nagHits, nagThrown] = thrown(3);
    const [goodHits, goodThrown] = thrown(5);
    expect(nagHits).toBeGreaterThan(0.05);
    expect(goodHits).toBeGreaterThan(0.05);
    expect(goodThrown / goodHits).toBeLessThan(nagThrown / nagHits);
  });
});

describe('mounted melee (six-gun-sound.md §10.5 [L2302], §8.2)', () => {
  /** A GF-3 of a rider (Rep 4 Cowboy) against a man on foot (Rep 4 Outlaw), and its rules. */
  function melee(rider: object, o: SixgunOptions = O) {
    const w = new BandWorld(
      gunfightSchema.parse({
        type: 'GF-3',
        sides: [
          { name: 'A', figures: [{ name: 'Al', mount: { quality: 4 }, ...rider }] },
          { name: 'B', figures: [{ name: 'Bo', profession: 'outlaw' }] },
        ],
      }),
      o,
    );
    const groupSide = Int32Array.from([0, 1]);
    const rules = new BandRules(new ActivationDice(2, groupSide, new Int32Array(2)));
    return { w, rules };
  }
  /** Al, in the saddle, charges Bo: the melee fought out. */
  const fightOnce = (
    w: BandWorld,
    rules: BandRules,
    rng: ScriptedRng | ReturnType<typeof rngFromSeed>,
  ) => {
    const m = new Melee();
    m.start(1, 0);
    m.join(0, 0, 0);
    m.fight(w, rng, rules);
  };

  it('§10.5: a rider with a knife rolls Rep + knife + 1d6 Impact in the first round only', () => {
    const { w, rules } = melee({ meleeWeapon: true });
    rules.reset(w, ScriptedRng.ofFaces([]));
    expect(w.mounted[0]).toBe(1);
    // Round 1: Al 6 dice (4 + knife + Impact) all 1s (6 passes), Bo 4 dice all 6s (0): a
    // Killing stroke with his knife.
    fightOnce(w, rules, ScriptedRng.ofFaces([1, 1, 1, 1, 1, 1, 6, 6, 6, 6]));
    expect(w.alive[1]).toBe(0);
    // Round 1 even (Al 6 dice, 1 pass; Bo 4 dice, 1 pass), both carry on; round 2 Al rolls 5 dice.
    const again = melee({ meleeWeapon: true });
    again.rules.reset(again.w, ScriptedRng.ofFaces([]));
    const rng = ScriptedRng.ofFaces([
      ...[1, 6, 6, 6, 6, 6],
      ...[1, 6, 6, 6],
      ...[1, 1], // Al's Keep Fightin', Pass 2
      ...[1, 1], // Bo's, Pass 2
      ...[1, 1, 1, 6, 6], // round 2: Al 5 dice, 3 passes
      ...[6, 6, 6, 6], // Bo 0: out of the fight
    ]);
    fightOnce(again.w, again.rules, rng);
    expect(rng.left).toBe(0);
    expect([again.w.alive[0], again.w.alive[1]]).toEqual([1, 0]);
  });

  it("§8.2, §10.5: the encounter's melee of a rider with a knife against a man on foot agrees with the fight procedure (aMounted), and without the knife with no Impact (fixed seed, 4 SE)", () => {
    const exact = (over: Partial<FightParams>) =>
      fight.exact!({ ...(defaultsOf(fight.params) as FightParams), ...over }, O)[
        'pWins.a'
      ] as number;
    const simulated = (rider: object) => {
      const { w, rules } = melee(rider);
      const rng = rngFromSeed('mounted-melee');
      const n = 20000;
      let wins = 0;
      for (let t = 0; t < n; t++) {
        rules.reset(w, rng);
        fightOnce(w, rules, rng);
        wins += w.alive[1] ? 0 : 1;
      }
      return wins / n;
    };
    const knife = exact({ aMounted: true, aMeleeWeapon: true });
    expect(knife).toBeGreaterThan(exact({ aMeleeWeapon: true }));
    expect(withinSe(simulated({ meleeWeapon: true }), knife, 20000)).toBe(true);
    expect(withinSe(simulated({}), exact({ aMounted: true }), 20000)).toBe(true);
    expect(exact({ aMounted: true })).toBe(exact({}));
  });
});

describe('horses away from their riders (six-gun-sound.md §10.3, §10.5, §10.8, §13.1)', () => {
  /** A GF-3 world, Al's side as given, Bo far off, with its rules reset for a trial. */
  function field(al: object, side: object = {}, faces: number[] = []) {
    const w = new BandWorld(
      gunfightSchema.parse({
        type: 'GF-3',
        sides: [
          { name: 'A', ...side, figures: [{ name: 'Al', ...al }] },
          { name: 'B', figures: [{ name: 'Bo' }] },
        ],
      }),
      O,
    );
    const rules = new BandRules(new ActivationDice(2, Int32Array.from([0, 1]), new Int32Array(2)));
    rules.reset(w, ScriptedRng.ofFaces(faces));
    w.turn = 2;
    return { w, rules, m: rules.mounts! };
  }

  it('§10.8 [L2412–2439]: a shot within 6" of a tied horse: Pass 2 it stays, Pass 1 it breaks loose and moves 1d6" away from the gun, Pass 0 it runs away; beyond 6" no test', () => {
    const { w, m } = field({ mount: { quality: 4, away: 5 } });
    expect([m.horse[0], m.hy[0]]).toEqual([HORSE.tied, -5]);
    m.fired(w, 0, ScriptedRng.ofFaces([1, 2])); // Al fires 5" from it: Pass 2
    expect([m.horse[0], w.skittishTests]).toEqual([HORSE.tied, 1]);
    m.fired(w, 0, ScriptedRng.ofFaces([3, 5, 4])); // Pass 1: loose, 4" further from Al
    expect([m.horse[0], m.hy[0], w.skittishTests]).toEqual([HORSE.loose, -9, 2]);
    m.fired(w, 0, ScriptedRng.ofFaces([])); // 9" off: no test
    expect(w.skittishTests).toBe(2);
    w.place(0, 0, -4);
    m.fired(w, 0, ScriptedRng.ofFaces([2, 3, 6])); // loose, Pass 2: moves 6" away
    expect([m.horse[0], m.hy[0]]).toEqual([HORSE.loose, -15]);
    w.place(0, 0, -12);
    m.fired(w, 0, ScriptedRng.ofFaces([2, 6])); // loose, Pass 1: runs away, gone
    expect([m.horse[0], m.quality[0], w.horsesRunOff]).toEqual([HORSE.none, 0, 1]);
  });

  it('§10.8: Skittish in play agrees with the exact Skittish test (mount skittish, Quality 4, tied and loose) (fixed seed, 4 SE)', () => {
    for (const loose of [false, true]) {
      const exact = mount.exact!(
        { ...defaultsOf(mount.params), table: 'skittish', quality: 4, tied: !loose } as never,
        O,
      ).outcome as Record<string, number>;
      const { w, rules, m } = field({ mount: { quality: 4, away: 3, loose } });
      const rng = rngFromSeed(`skittish-${loose}`);
      const n = 20000;
      let stays = 0,
        moved = 0,
        gone = 0;
      for (let t = 0; t < n; t++) {
        rules.reset(w, rng);
        m.fired(w, 0, rng);
        if (m.horse[0] === HORSE.none) gone++;
        else if (m.hy[0] === -3 && m.horse[0] === (loose ? HORSE.loose : HORSE.tied)) stays++;
        else moved++;
      }
      expect(withinSe(gone / n, exact['runs-away'], n)).toBe(true);
      expect(withinSe(stays / n, exact.stays, n)).toBe(true);
      expect(withinSe(moved / n, exact['moves-away'] + exact['breaks-loose'], n)).toBe(true);
    }
  });

  it('§10.3 [L2121–2123]: a man whose saddled horse stands 8" behind him, told to advance, walks to it (one activation), mounts up (the next) and rides off (the third)', () => {
    const { w, rules, m } = field({ mount: { quality: 4, away: 8 } }, { policy: 'advance' });
    w.place(1, 0, 200); // Bo far off: nobody fires
    w.inCover.fill(0);
    rules.activate(w, 0, ScriptedRng.ofFaces([6, 6])); // move-fast dice fail: 6" on foot
    expect([w.x[0], w.y[0], w.mounted[0]]).toEqual([0, -6, 0]);
    rules.activate(w, 0, ScriptedRng.ofFaces([6, 6])); // 6" again, ending beside it (1")
    expect([w.y[0], w.mounted[0]]).toEqual([-7, 0]);
    rules.activate(w, 0, ScriptedRng.ofFaces([])); // no shot fired yet: mounts without a test
    expect([w.mounted[0], m.horse[0]]).toEqual([1, HORSE.ridden]);
    rules.activate(w, 0, ScriptedRng.ofFaces([1, 1])); // Mounted Moving Fast, Pass 2: 24"
    expect(w.y[0]).toBeCloseTo(17, 9);
  });

  it('§10.5 [L2294]: a man holding his horse (horses: hold) cannot fire a rifle, and fires a pistol at −1 Rep', () => {
    const rifle = field(
      { weapon: 'trapdoor-rifle', mount: { quality: 4, mounted: false } },
      { horses: 'hold' },
    );
    rifle.w.inCover.fill(0);
    rifle.w.place(1, 0, 10);
    rifle.rules.activate(rifle.w, 0, ScriptedRng.ofFaces([])); // stand-and-shoot: no dice at all
    expect(rifle.m.horse[0]).toBe(HORSE.held);
    const pistol = field({ mount: { quality: 4, mounted: false } }, { horses: 'hold' });
    pistol.w.inCover.fill(0);
    pistol.w.place(1, 0, 10);
    pistol.w.log = new Trace();
    // Dice 4 and 4 at 10": at Rep 4 the first is an 8 that hits (in the open, nobody moving
    // fast), the second a miss; at Rep 4 − 1 both miss.
    const dice = [4, 4, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6];
    pistol.rules.activate(pistol.w, 0, ScriptedRng.ofFaces(dice));
    expect(pistol.w.log.lines()[0]).toContain('Al fires at Bo: 0 hits');
    const tie = field({ mount: { quality: 4, mounted: false } });
    tie.w.inCover.fill(0);
    tie.w.place(1, 0, 10);
    tie.w.log = new Trace();
    tie.rules.activate(tie.w, 0, ScriptedRng.ofFaces(dice));
    // He tied it first; his own shot, beside it, makes it test Skittish (6, 6: it runs away).
    expect(tie.w.log.lines()).toEqual([
      "Turn 2 — Al fires at Bo: 1 hit, Bo is out of the fight; Al's horse runs away",
    ]);
  });

  it('§13.1 Mounts: a rolled GF-2 at a ranch or on the trail rolls the trail mounts (on foot leading them on 1–2: it opens with a Draw); in town each man rolls his own (gunfight-horses.test.ts)', () => {
    const p = gunfightSchema.parse({
      type: 'GF-2',
      mounts: 'rolled',
      sides: [
        { name: 'A', figures: [{ name: 'Al' }] },
        { name: 'B', figures: [{ name: 'Bo' }] },
      ],
    });
    const w = new BandWorld(p, O);
    w.reset();
    const m = new BandMounts(w, new GunfightMounts());
    // In town, no livery on the table: Al rolls 1, tied at the rail (Quality 1d6 + 1 = 4:
    // Pretty Fair); Bo rolls 3, his horse in the livery, elsewhere in town.
    m.reset(w, ScriptedRng.ofFaces([1, 3, 3]));
    expect([m.horse[0], m.quality[0], m.horse[1]]).toEqual([HORSE.tied, 4, HORSE.none]);
    for (const where of [1, 2]) {
      w.where = where; // ranch, trail
      // A rolls 2: leading their horses; B rolls 4: tied 2d6" behind. Quality: 1d6 + 1 each.
      m.reset(w, ScriptedRng.ofFaces([2, 4, 3, 5, 3, 4]));
      expect([m.horse[0], w.mounted[0], m.quality[0]]).toEqual([HORSE.held, 0, 4]);
      expect([m.horse[1], m.quality[1], m.hy[1] - w.y0[1]]).toEqual([HORSE.tied, 5, 7]);
    }
  });

  it('in play (GF-3, mounts rolled): tied horses near the shooting run off; fewer when the men hold their horses (only those left standing away can) (fixed seed)', () => {
    const runOff = (horses: string) => {
      const p = gunfightSchema.parse({
        type: 'GF-3',
        mounts: 'rolled',
        sides: [
          { name: 'A', horses, figures: [1, 2, 3].map((i) => ({ name: `A${i}` })) },
          { name: 'B', horses, figures: [1, 2, 3].map((i) => ({ name: `B${i}` })) },
        ],
      });
      const layout = gunfight.metrics(p, O);
      const acc = layout.create();
      gunfight.simulate(p, O, rngFromSeed('gf-horses-run'), 2000, acc);
      return acc[layout.slot('horsesRunOff')] / 2000;
    };
    expect(runOff('tie')).toBeGreaterThan(0.1);
    expect(runOff('hold')).toBeLessThan(runOff('tie'));
  });
});
