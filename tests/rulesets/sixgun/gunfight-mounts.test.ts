import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { ActivationDice } from '../../../src/encounter/activation/activation-dice.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { STATE } from '../../../src/rulesets/sixgun/damage.ts';
import { exactFiring } from '../../../src/rulesets/sixgun/firing.ts';
import { fight, type FightParams } from '../../../src/rulesets/sixgun/fight.ts';
import { BandMounts } from '../../../src/rulesets/sixgun/encounter/band-mounts.ts';
import { BandRules } from '../../../src/rulesets/sixgun/encounter/band-rules.ts';
import { Melee } from '../../../src/rulesets/sixgun/encounter/melee.ts';
import { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import type { FieldRules } from '../../../src/rulesets/sixgun/encounter/field-rules.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { mount } from '../../../src/rulesets/sixgun/mount.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';

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
  const m = new BandMounts(w, w.p.mounts === 'rolled');
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
    expect(a.m.acts(a.w, 0, ScriptedRng.ofFaces([]), a.rules, false)).toBe(true);
    expect(a.w.mounted[0]).toBe(0);
    const b = world({ mount: { quality: 4 } });
    b.m.underFire = true;
    // 5, 6 against Quality 4: Pass 0, it bolts; 24" at 12 o'clock; the arrow's damage a 1 + 4: obviously dead
    expect(b.m.acts(b.w, 0, ScriptedRng.ofFaces([5, 6, 1, 4]), b.rules, false)).toBe(true);
    expect([b.w.mounted[0], b.m.dragged[0]]).toEqual([0, 1]);
    expect(b.hurt).toEqual([STATE.od]);
    // next activation: 1d6 against his Horsemanship (Rep 4 Cowboy: 4) frees him, prone and winded
    expect(b.m.acts(b.w, 0, ScriptedRng.ofFaces([3]), b.rules, false)).toBe(true);
    expect([b.m.dragged[0], b.w.prone[0]]).toEqual([0, 1]);
  });

  it('§10.3: a man beside his horse told to advance mounts up, a whole activation; under fire a failed test spins the horse round', () => {
    const a = world({ mount: { quality: 4, mounted: false } });
    expect(a.w.mounted[0]).toBe(0);
    expect(a.m.acts(a.w, 0, ScriptedRng.ofFaces([]), a.rules, false)).toBe(false);
    expect(a.m.acts(a.w, 0, ScriptedRng.ofFaces([]), a.rules, true)).toBe(true);
    expect(a.w.mounted[0]).toBe(1);
    const b = world({ mount: { quality: 4, mounted: false } });
    b.m.underFire = true;
    expect(b.m.acts(b.w, 0, ScriptedRng.ofFaces([5, 6]), b.rules, true)).toBe(true);
    expect(b.w.mounted[0]).toBe(0);
    // Pass 1 (2, 6), then the Horsemanship test (HR 4 ≥ Quality 4: a Pass 1 will do): mounted
    expect(b.m.acts(b.w, 0, ScriptedRng.ofFaces([2, 6, 3, 6]), b.rules, true)).toBe(true);
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

  it('§13.1 Mounts on the trail: 1d6 a side, mounted on 1–2, each on a horse of Mount Quality (a Rep 4 Cowboy: 1d6 + 1) (fixed seed, 4 SE)', () => {
    const w = new BandWorld(gf3({}, { mounts: 'rolled' }), O);
    w.reset();
    const m = new BandMounts(w, true);
    const rng = rngFromSeed('gf-mounts');
    const n = 6000;
    let mounted = 0,
      good = 0;
    for (let t = 0; t < n; t++) {
      m.reset(w, rng);
      mounted += w.mounted[0];
      good += m.quality[0] === 5 ? 1 : 0;
    }
    expect(withinSe(mounted / n, 1 / 3, n)).toBe(true);
    good /= mounted;
    const q = mount.exact!(
      { ...defaultsOf(mount.params), table: 'quality', owner: 'horseman', prosperity: 4 } as never,
      O,
    ).outcome as Record<string, number>;
    expect(withinSe(good, q.good, mounted)).toBe(true);
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
