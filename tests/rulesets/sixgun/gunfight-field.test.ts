import { describe, expect, it } from 'vitest';
import { rngFromSeed, type Rng } from '../../../src/dice/rng.ts';
import type { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { OOF, RAN, UNHURT, WOUNDED } from '../../../src/rulesets/sixgun/draw.ts';
import { STATE } from '../../../src/rulesets/sixgun/damage.ts';
import { VEHICLE_ENDS } from '../../../src/rulesets/sixgun/encounter/band-vehicle.ts';
import { FIRE_ENDS } from '../../../src/rulesets/sixgun/encounter/band-fire.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { fire, startFire } from '../../../src/rulesets/sixgun/fire.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { vehicle as vehicleProcedure } from '../../../src/rulesets/sixgun/vehicle.ts';
import { cli, withinSe } from '../../helpers.ts';
import { ScriptedRng, face, pair } from '../../helpers/scripted.ts';
import { close, odds } from './campaign/helpers.ts';
import { bandAt, loopUntil } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
type Fig = Record<string, unknown>;

/** A GF-2 or GF-3 world with its rules reset (nothing rolled at the start), in Game Turn 2. */
function field(a: Fig[], b: Fig[], more: Fig, type = 'GF-2', o = O) {
  const p = gunfightSchema.parse({
    type,
    ...more,
    sides: [
      { name: 'Stage', figures: a },
      { name: 'Outlaws', figures: b },
    ],
  });
  const { w, rules, order } = bandAt(p, o, ScriptedRng.ofFaces([]));
  return { w, rules, order, v: rules.vehicles[0], f: rules.fire! };
}

/** The stage (driver Buck, Doc aboard) 6" west of Tex, on the Outlaws' line 12" off, heading at him. */
const runDown = (vehicle: Fig = {}, o = O) =>
  field(
    [{ name: 'Buck' }, { name: 'Doc' }],
    [{ name: 'Tex' }],
    { distance: 12, vehicle: { driver: 'Buck', aboard: ['Doc'], x: -6, y: 12, ...vehicle } },
    'GF-2',
    o,
  );

describe('a vehicle in the gunfight (six-gun-sound.md §10.9)', () => {
  it('B-20 [L2717–2737]: the stage drives fast through Tex, Sand 4; his Pass 1 is a hit as from a buffalo gun in obscuring cover (C-27): a 10 through the cover (colored 6 over white 4) puts him out', () => {
    const { w, rules, v } = runDown();
    const rng = new ScriptedRng([
      face(1),
      face(1), // Vehicle Fast Moving, Quality 4: Pass 2, twice its 10" (4 horses)
      face(1),
      face(6), // Trample, Sand 4: Pass 1
      pair(4, 6), // buffalo gun, 10: Leg, out of the fight
    ]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.end[2], w.alive[2], v.trampleTests, v.trampleHits]).toEqual([OOF, 0, 1, 1]);
    expect([v.x, w.x[0], w.x[1], w.y[1]]).toEqual([14, 14, 14, 12]); // the riders go with it
    expect([w.riding[0], w.riding[1], VEHICLE_ENDS[v.status]]).toEqual([2, 2, 'rolling']);
  });

  it("§10.9, §6.5 [L1558]: run down, an 11 through the cover is the off arm, I'm Hit!; Recoverin' Pass 1 wounds the arm, as a firing's would", () => {
    const { w, rules } = runDown();
    const rng = new ScriptedRng([
      ...[face(1), face(1)], // Vehicle Fast Moving: Pass 2
      ...[face(1), face(6)], // Trample, Sand 4: Pass 1, a hit
      pair(5, 6), // buffalo gun, 11 (colored 6 over white 5): off arm, I'm Hit!
      ...[face(1), face(6)], // Recoverin' against Toughness 4: Pass 1
    ]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.end[2], w.alive[2], w.dmg[2], w.gunArm[2], w.offArm[2]]).toEqual([
      WOUNDED,
      1,
      STATE.wounded,
      0,
      1,
    ]);
  });

  it('B-20: at a normal move the same Pass 1 dodges', () => {
    const { w, rules, v } = runDown({ fast: false });
    const rng = new ScriptedRng([face(1), face(6)]); // no Fast Moving roll; Trample Pass 1
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.alive[2], v.trampleTests, v.trampleHits, v.x, w.riding[1]]).toEqual([1, 1, 0, 4, 1]);
  });

  it('B-20: run down at speed, a Sand 4 man is hit 5/9 of the time, as the vehicle procedure says exactly', () => {
    const { w, rules, v } = runDown();
    const rng = rngFromSeed('trample');
    const n = 20000;
    let hits = 0;
    for (let t = 0; t < n; t++) {
      rules.reset(w, rng);
      w.turn = 2;
      rules.activate(w, 0, rng);
      expect(v.trampleTests).toBe(1);
      hits += v.trampleHits;
    }
    const exact = 1 - odds(vehicleProcedure, { table: 'trample', sand: 4, fast: true }).dodges;
    close(exact, 5 / 9);
    expect(withinSe(hits / n, exact, n)).toBe(true);
  });

  it('§10.9 [L2743–2747]: a rider of a rolling vehicle shoots as moving fast (an 8 misses); standing still, the same 8 hits; at speed his effective range is halved', () => {
    const shot = (fast: boolean, rolling: boolean) => {
      const s = field([{ name: 'Buck' }, { name: 'Doc' }], [{ name: 'Tex' }], {
        distance: 12,
        vehicle: { driver: 'Buck', aboard: ['Doc'], x: -10, y: 0, drive: 'flee', fast },
      });
      if (rolling) s.rules.activate(s.w, 0, new ScriptedRng(fast ? [face(1), face(1)] : []));
      return s;
    };
    // Rolling at a normal move: Doc 10" east of where he started, 12" from Tex.
    const { w, rules } = shot(false, true);
    expect(w.riding[1]).toBe(1);
    const r1 = new ScriptedRng([face(4), face(2), face(6), face(6)]); // 8 and 6 miss; Tex Pass 0: runs
    rules.activate(w, 1, r1);
    expect(r1.left).toBe(0);
    expect(w.end[2]).toBe(RAN);
    // The stage standing: the same 8 hits, a 9 in the gut puts Tex out.
    const still = shot(false, false);
    still.w.place(1, 0, 0);
    const r2 = new ScriptedRng([face(4), face(2), pair(4, 5)]);
    still.rules.activate(still.w, 1, r2);
    expect(r2.left).toBe(0);
    expect(still.w.end[2]).toBe(OOF);
    // At speed: range halved for the rider's firing (12" for a Rep 4 pistol, 6" from the stage).
    const fast = shot(true, true);
    expect(fast.w.riding[1]).toBe(2);
    expect(fast.w.firingOf(1, 2, 0, false, true, true).effectiveRange).toBe(6);
    expect(fast.w.firingOf(1, 2, 0, false, true).effectiveRange).toBe(12);
  });

  it('§10.9 [L2745]: a Nag team is −1 Rep on shots from or at its riders (each vehicle its own: Tex rides none)', () => {
    expect([...runDown({ quality: 3 }).w.ridePenalty]).toEqual([1, 1, 0]);
    expect([...runDown({ quality: 4 }).w.ridePenalty]).toEqual([0, 0, 0]);
  });

  it("They Shot One of the Team [L2755–2849]: Tex hits the team, a Head hit with Pass 2 spooks it; the driver's Losing Control Pass 0 wrecks it and both riders are thrown (Passenger Thrown): Buck's Pass 0 is at least out of the fight, Doc's Pass 2 a pistol's scratch", () => {
    const { w, rules, v } = field([{ name: 'Buck' }, { name: 'Doc' }], [{ name: 'Tex' }], {
      distance: 12,
      vehicle: {
        driver: 'Buck',
        aboard: ['Doc'],
        x: -10,
        y: 0,
        drive: 'flee',
        fast: false,
        shootTheTeam: true,
      },
    });
    rules.activate(w, 0, new ScriptedRng([])); // 10" at a normal move: the team 12" from Tex
    const rng = new ScriptedRng([
      face(6),
      face(3), // Tex's pistol at the team: 10 hits, 7 misses
      pair(4, 5), // the shot's damage roll, which a horse does not read
      face(1), // location: Head (Quality 4 − 1)
      face(1),
      face(1), // Pass 2: spooked, Losing Control
      face(6),
      face(6), // Losing Control against Driver 4: Pass 0, a wreck
      face(6),
      face(6), // Buck thrown, Toughness 4: Pass 0, buffalo gun and at least OOF
      pair(1, 1), // a 2: I'm Hit! in the head
      face(1),
      face(1), // Recoverin': just a scratch, but he is out of the fight all the same
      face(1),
      face(1), // Doc thrown: Pass 2, damage as from a pistol
      pair(1, 1),
      face(1),
      face(1), // I'm Hit!, a scratch: unhurt
      face(4), // the four horses [L2604]: 1–4 breaks free
      face(5),
      face(3),
      face(6), // 5–6: a buffalo-gun hit; location 3, the chest (Quality 5), one die: 6 fails, dead
      face(6),
      face(6),
      face(2),
      face(2), // the legs (Quality 3): 2 passes, a stumble; 1d6 = 2 against Quality − 1 = 3: only spooked
      face(2), // breaks free
    ]);
    rules.activate(w, 2, rng);
    expect(rng.left).toBe(0);
    expect([v.animals, v.animalsLost]).toEqual([1, 3]);
    expect([VEHICLE_ENDS[v.status], v.teamHits, v.losingControl, v.thrown]).toEqual([
      'wrecked',
      1,
      1,
      2,
    ]);
    expect([w.end[0], w.alive[0], w.end[1], w.alive[1]]).toEqual([OOF, 0, UNHURT, 1]);
    expect([w.cover[1], w.riding[1], v.aboard[1]]).toEqual(['wall', 0, 0]); // behind the wreck
  });

  it('They Shot One of the Team: a mortal wound Stops a vehicle at a normal move: 6" more and it stands', () => {
    const { w, rules, v } = field([{ name: 'Buck' }], [{ name: 'Tex' }], {
      distance: 12,
      vehicle: { driver: 'Buck', x: -10, y: 0, drive: 'flee', fast: false, shootTheTeam: true },
    });
    rules.activate(w, 0, new ScriptedRng([]));
    const rng = new ScriptedRng([face(6), face(3), pair(4, 5), face(2), face(6), face(6)]); // Neck, Pass 0
    rules.activate(w, 1, rng);
    expect(rng.left).toBe(0);
    expect([VEHICLE_ENDS[v.status], v.x, w.riding[0]]).toEqual(['stopped', 6, 0]);
    // [L2578–2580, L2771–2775]: Buck gets down and cuts the dying horse out, climbs back aboard, and drives on with three at 6".
    rules.activate(w, 0, new ScriptedRng([]));
    expect([VEHICLE_ENDS[v.status], v.animals, v.animalsLost, v.aboard[0]]).toEqual([
      'stopped',
      3,
      1,
      0,
    ]);
    rules.activate(w, 0, new ScriptedRng([]));
    expect([VEHICLE_ENDS[v.status], v.move]).toEqual(['standing', 6]);
    rules.activate(w, 0, new ScriptedRng([]));
    expect([VEHICLE_ENDS[v.status], v.x]).toEqual(['rolling', 12]);
  });

  it('C-30 [L2851–2858]: with the driver down the stage rolls on at its last speed and halts on 2d6 ≤ its 10"; a passenger who grabs the reins drives it from then on', () => {
    const { w, rules, v } = runDown({ drive: 'flee', y: 0, fast: false });
    rules.activate(w, 0, new ScriptedRng([])); // 10" east, at a normal move
    w.remove(0);
    rules.endTurn(w, ScriptedRng.ofFaces([6, 5])); // on 10" more; 11 rolls on
    expect([v.x, VEHICLE_ENDS[v.status]]).toEqual([14, 'rolling']);
    rules.endTurn(w, ScriptedRng.ofFaces([5, 5])); // 10: halts
    expect([v.x, VEHICLE_ENDS[v.status]]).toEqual([24, 'stopped']);
    const again = runDown({ drive: 'flee', y: 0, fast: false });
    again.rules.activate(again.w, 0, new ScriptedRng([]));
    again.w.remove(0);
    again.rules.activate(again.w, 1, new ScriptedRng([])); // Doc takes the reins
    again.rules.endTurn(again.w, new ScriptedRng([]));
    expect([again.v.x, again.v.driver]).toEqual([4, 1]);
  });

  it("C-30's alternative, vehicle.driverlessHalt: activation-die: the side's activation die never tops the stage's 10\", so it halts at the end of the first turn it rolls on driverless", () => {
    const o = { ...O, 'vehicle.driverlessHalt': 'activation-die' } as SixgunOptions;
    const { w, rules, v } = runDown({ drive: 'flee', y: 0, fast: false }, o);
    rules.activate(w, 0, new ScriptedRng([]));
    w.remove(0);
    rules.endTurn(w, ScriptedRng.ofFaces([6])); // on 10" more; a 6 is ≤ 10: halts
    expect([v.x, VEHICLE_ENDS[v.status]]).toEqual([14, 'stopped']);
  });

  it("§10.9 [L2578]: an unhitched wagon: Buck and Doc hitch the four horses one an activation on foot, out of its cover; then each climbs aboard into it, and only Buck's next activation drives", () => {
    const { w, rules, v } = runDown({
      kind: 'wagon',
      drive: 'flee',
      y: 0,
      fast: false,
      hitched: false,
      hitchers: ['Buck', 'Doc'],
    });
    const onFoot = () => [0, 1].map((c) => [v.aboard[c], w.cover[c], w.inCover[c]]);
    expect(onFoot()).toEqual([
      [0, 'none', 0],
      [0, 'none', 0],
    ]);
    for (const c of [0, 1, 0, 1]) rules.activate(w, c, new ScriptedRng([]));
    expect([v.work.left, VEHICLE_ENDS[v.status], v.x]).toEqual([0, 'standing', -6]);
    expect(onFoot()[0]).toEqual([0, 'none', 0]);
    rules.activate(w, 0, new ScriptedRng([])); // climbs aboard
    rules.activate(w, 1, new ScriptedRng([])); // climbs aboard
    expect(onFoot()).toEqual([
      [1, 'obscuring', 1],
      [1, 'obscuring', 1],
    ]);
    expect([VEHICLE_ENDS[v.status], v.x]).toEqual(['standing', -6]);
    rules.activate(w, 0, new ScriptedRng([]));
    expect([VEHICLE_ENDS[v.status], v.x, w.x[1]]).toEqual(['rolling', 4, 4]);
  });

  it('§10.9 [L2578, L2851–2858]: Buck goes down with two horses still to hitch; Doc, the first listed to act after, takes his place, hitches the other two himself (no hitcher is left), climbs aboard and drives', () => {
    const { w, rules, v } = runDown({ drive: 'flee', y: 0, fast: false, hitched: false });
    for (const c of [0, 0]) rules.activate(w, c, new ScriptedRng([]));
    w.remove(0);
    rules.activate(w, 1, new ScriptedRng([])); // takes the driver's place
    expect([v.driver, v.work.left]).toEqual([1, 2]);
    for (const c of [1, 1]) rules.activate(w, c, new ScriptedRng([]));
    expect([v.work.left, VEHICLE_ENDS[v.status]]).toEqual([0, 'standing']);
    rules.activate(w, 1, new ScriptedRng([])); // climbs aboard
    expect([VEHICLE_ENDS[v.status], v.x]).toEqual(['standing', -6]);
    rules.activate(w, 1, new ScriptedRng([]));
    expect([VEHICLE_ENDS[v.status], v.x]).toEqual(['rolling', 4]);
  });

  it('§10.9 [L2578]: the driver hitching four horses alone is ready to drive when the hitch table says, turn by turn on the activation dice', () => {
    // Tex stands 200" off, where nothing he does reaches the stage in 8 turns.
    const { w, rules, v, order } = field([{ name: 'Buck' }, { name: 'Doc' }], [{ name: 'Tex' }], {
      distance: 200,
      vehicle: {
        driver: 'Buck',
        aboard: ['Doc'],
        x: -6,
        y: 0,
        drive: 'flee',
        fast: false,
        hitched: false,
      },
    });
    const rng = rngFromSeed('hitch');
    const n = 20000;
    const readyIn = new Float64Array(9);
    for (let t = 0; t < n; t++)
      readyIn[
        loopUntil(
          w,
          rules,
          order,
          rng,
          8,
          () => {},
          () => !v.work.busy,
        )
      ]++;
    const exact = odds(vehicleProcedure, { table: 'hitch', animals: 4, leaderRep: 4 });
    close(exact['turn-5'], (20 / 36) ** 5);
    expect(readyIn.subarray(1, 5)).toEqual(new Float64Array(4)); // five activations at the least
    for (let turn = 5; turn <= 8; turn++)
      expect(withinSe(readyIn[turn] / n, exact[`turn-${turn}`], n)).toBe(true);
  });

  it('§10.9 [L2628–2693], C-26: rough ground across the road: a Pass 1 on the Driver Challenge (Sand 4) and the driver will not try it: the stage stops at its edge', () => {
    const rough = (fast: boolean) =>
      field([{ name: 'Buck' }, { name: 'Doc' }], [{ name: 'Tex' }], {
        distance: 12,
        vehicle: { driver: 'Buck', aboard: ['Doc'], x: -6, y: 0, drive: 'flee', fast },
        terrain: [{ kind: 'rough-ground', x: 0, y: -3, width: 6, height: 6 }],
      });
    const a = rough(false);
    const r1 = new ScriptedRng([face(5), face(1)]);
    a.rules.activate(a.w, 0, r1);
    expect([r1.left, a.v.x, VEHICLE_ENDS[a.v.status]]).toEqual([0, 0, 'rolling']);
    // Pass 2, then Rough Going against Quality 4, Pass 2: at speed (a Fast Moving Pass 2) it crosses, 20".
    const b = rough(true);
    const r2 = new ScriptedRng([face(1), face(1), face(1), face(1), face(1), face(1)]);
    b.rules.activate(b.w, 0, r2);
    expect([r2.left, b.v.x]).toEqual([0, 14]);
    // Rough Going Pass 0: Losing Control against Driver 4, Pass 2: control kept, a normal 10" at most.
    const c = rough(true);
    const r3 = new ScriptedRng([
      face(1),
      face(1),
      face(1),
      face(1),
      face(6),
      face(6),
      face(1),
      face(1),
    ]);
    c.rules.activate(c.w, 0, r3);
    expect([r3.left, c.v.x, c.v.losingControl]).toEqual([0, 4, 0]);
  });

  it('flee: the stage gets away with everyone aboard once it has gone its escape distance', () => {
    const { w, rules, v } = runDown({ drive: 'flee', y: 0, fast: false, escape: 20 });
    rules.activate(w, 0, new ScriptedRng([]));
    expect(VEHICLE_ENDS[v.status]).toBe('rolling');
    rules.activate(w, 0, new ScriptedRng([]));
    expect([VEHICLE_ENDS[v.status], w.alive[0], w.alive[1], w.end[1]]).toEqual([
      'escaped',
      0,
      0,
      UNHURT,
    ]);
  });

  it('bad input: an unknown driver, a passenger of the other side, too many aboard, a rider told to advance', () => {
    const bad = (vehicle: Fig, policy = 'stand-and-shoot') =>
      gunfightSchema
        .safeParse({
          type: 'GF-2',
          vehicle,
          sides: [
            { name: 'Stage', policy, figures: [{ name: 'Buck' }, { name: 'Doc' }] },
            { name: 'Outlaws', figures: [{ name: 'Tex' }] },
          ],
        })
        .error?.issues.map((i) => i.message);
    expect(bad({ driver: 'Bukc' })).toEqual(['unknown figure "Bukc" (figures: Buck, Doc, Tex)']);
    expect(bad({ driver: 'Buck', aboard: ['Tex'] })).toEqual([
      '"Tex" is not on the driver\'s side',
    ]);
    expect(bad({ driver: 'Buck', kind: 'buckboard', animals: 2 })).toEqual([
      'a buckboard is pulled by 1 horse',
    ]);
    expect(bad({ driver: 'Buck', hitchers: ['Tex'] })).toEqual([
      '"Tex" is not on the driver\'s side',
      'hitchers need hitched: false',
    ]);
    expect(bad({ driver: 'Buck' }, 'advance')).toEqual([
      '"Buck" rides the vehicle: his policy cannot be advance',
    ]);
  });
});

/** The Star's four hold a frame cabin (x 0–9 on their line, two 6" areas); Curly stands at its wall. */
function cabin(building: Fig = {}) {
  const s = field(
    [{ name: 'Jim' }, { name: 'Slim' }, { name: 'Tex' }, { name: 'Dusty' }],
    [{ name: 'Curly' }, { name: 'Ike' }],
    { building: { holds: 'Stage', firebugs: ['Curly'], wind: 'west', ...building } },
    'GF-3',
  );
  s.w.place(4, 0, 1);
  return s;
}

describe('a building on fire (six-gun-sound.md §12)', () => {
  it('§12 [L1969–1990]: Curly lights the cabin (SV 1: 2d6 against 5, Pass 2); after the next Activation roll it spreads 5" west, and the two inside its area get out into the open', () => {
    const { w, rules, f } = cabin();
    expect(f.areas).toBe(2);
    const rng = new ScriptedRng([face(1), face(1)]);
    rules.activate(w, 4, rng);
    expect(rng.left).toBe(0);
    expect([f.tries, FIRE_ENDS[f.end()]]).toEqual([1, 'burning']);
    rules.fire!.spread(w, new ScriptedRng([]), rules);
    expect([f.drivenOut, w.cover[0], w.cover[1], w.inCover[0], w.y[0]]).toEqual([
      2,
      'none',
      'none',
      0,
      1,
    ]);
    expect([w.cover[2], w.inCover[2], w.inCover[3]]).toEqual(['wall', 1, 1]); // the east area is not on fire
  });

  it('§12: a Pass 1 smoulders and catches at the next Activation roll, without spreading; with the wind east it then runs into the next area', () => {
    const { w, rules, f } = cabin({ wind: 'east' });
    rules.activate(w, 4, new ScriptedRng([face(1), face(6)]));
    expect(FIRE_ENDS[f.end()]).toBe('not-lit');
    f.spread(w, new ScriptedRng([]), rules);
    expect([FIRE_ENDS[f.end()], f.drivenOut]).toEqual(['burning', 2]);
    f.spread(w, new ScriptedRng([]), rules);
    expect([FIRE_ENDS[f.end()], f.drivenOut]).toEqual(['burnt-down', 4]);
  });

  it('§12: a north wind drives the fire across the cabin: it keeps to its area; calm, it creeps both ways at half the rate', () => {
    const north = cabin({ wind: 'north' });
    north.rules.activate(north.w, 4, new ScriptedRng([face(1), face(1)]));
    for (let k = 0; k < 5; k++) north.f.spread(north.w, new ScriptedRng([]), north.rules);
    expect([north.f.areasBurning(), north.f.drivenOut]).toEqual([1, 2]);
    const calm = cabin({ wind: 'calm' });
    calm.rules.activate(calm.w, 4, new ScriptedRng([face(1), face(1)]));
    calm.f.spread(calm.w, new ScriptedRng([]), calm.rules); // 0 ± 2.5: still within the west area
    expect(calm.f.areasBurning()).toBe(1);
    calm.f.spread(calm.w, new ScriptedRng([]), calm.rules); // 0 ± 5: into the east area
    expect(calm.f.areasBurning()).toBe(2);
  });

  it('§12 [L1969–1984]: tries until soft field works (SV 4: 2d6 against 2) catch agree with the fire procedure exactly', () => {
    const { w, rules, f } = cabin({ sv: 4 });
    const rng = rngFromSeed('start-fire');
    const n = 20000;
    let sum = 0;
    for (let t = 0; t < n; t++) {
      rules.reset(w, rng);
      w.place(4, 0, 1);
      while (f.state === 0 && f.tries < 100) rules.activate(w, 4, rng); // 0: not lit
      sum += f.tries;
    }
    const p = startFire({ sv: 4, rain: false }).exact();
    const mean = 1 / (1 - p[2]);
    close(mean, 36 / 20);
    // Geometric: variance (1 − q) / q²; withinSe reads a probability, so compare on the scale of q.
    expect(withinSe(n / sum, 1 - p[2], sum)).toBe(true);
  });

  it('§12 [L2003–2005]: each bucket puts out 1": with the wind east the fire has run 5" from where Curly set it; Tex and Dusty take 5 buckets off its front and the sixth puts out the inch it was set on; Curly may set it again', () => {
    const { w, rules, f } = cabin({ wind: 'east', buckets: ['Tex', 'Dusty'] });
    rules.activate(w, 4, new ScriptedRng([face(1), face(1)]));
    f.spread(w, new ScriptedRng([]), rules);
    expect(f.drivenOut).toBe(4); // 5" from x 0 reaches the east area (from 4.5"): all four out
    for (let k = 0; k < 5; k++) rules.activate(w, 2 + (k % 2), new ScriptedRng([]));
    expect([FIRE_ENDS[f.end()], f.buckets, f.putOut]).toEqual(['burning', 5, 0]);
    rules.activate(w, 3, new ScriptedRng([]));
    expect([FIRE_ENDS[f.end()], f.buckets, f.putOut, f.areasBurning()]).toEqual([
      'not-lit',
      6,
      1,
      0,
    ]);
    const again = new ScriptedRng([face(1), face(1)]);
    rules.activate(w, 4, again);
    expect([again.left, f.tries, FIRE_ENDS[f.end()]]).toEqual([0, 2, 'burning']);
  });

  it('§12 [L2003]: a firebug with a bow shoots a flaming arrow from 10" off: it catches with no Starting a Fire roll; from 40" off he first runs for it', () => {
    const archer = (y: number) => {
      const s = field(
        [{ name: 'Jim' }, { name: 'Slim' }],
        [{ name: 'Curly', weapon: 'bow' }],
        { building: { holds: 'Stage', firebugs: ['Curly'], wind: 'north' } },
        'GF-3',
      );
      s.w.place(2, 0, y);
      return s;
    };
    const near = archer(11);
    const rng = new ScriptedRng([]);
    near.rules.activate(near.w, 2, rng);
    expect([FIRE_ENDS[near.f.end()], near.f.arrows, near.f.tries, near.w.y[2]]).toEqual([
      'burnt-down', // the two hold one 6" area
      1,
      0,
      11,
    ]);
    const far = archer(41);
    far.rules.activate(far.w, 2, new ScriptedRng([face(6), face(6)])); // Pass 0: 6" (§4.5)
    expect([FIRE_ENDS[far.f.end()], far.f.arrows, far.w.y[2]]).toEqual(['not-lit', 0, 35]);
  });

  it('§12 [L2003–2005]: three bucket carriers against soft field works (2" a turn, wind east) put the fire out turn by turn as the put-out table says exactly', () => {
    const s = field(
      [{ name: 'Jim' }, { name: 'Slim' }, { name: 'Tex' }],
      [{ name: 'Curly', weapon: 'bow' }],
      {
        building: {
          holds: 'Stage',
          sv: 4,
          length: 60,
          firebugs: ['Curly'],
          wind: 'east',
          buckets: ['Jim', 'Slim', 'Tex'],
        },
      },
      'GF-3',
    );
    const { w, rules, f, order } = s;
    const rng = rngFromSeed('buckets');
    const n = 20000;
    const outIn = new Float64Array(5);
    // Curly shoots his flaming arrow from 11" off (no dice), then stands 300" off, out of it.
    const light = (w: BandWorld, rng: Rng) => {
      w.place(3, 0, 11);
      rules.activate(w, 3, rng);
      w.place(3, 0, 300);
    };
    for (let t = 0; t < n; t++)
      outIn[loopUntil(w, rules, order, rng, 4, light, () => f.end() === 0)]++;
    const exact = odds(fire, { table: 'put-out', sv: 4, buckets: 3, length: 60 });
    close(exact['turn-1'], 20 / 36);
    for (let turn = 1; turn <= 4; turn++)
      expect(withinSe(outIn[turn] / n, exact[`turn-${turn}`], n)).toBe(true);
  });

  it('§12 [L1986–1990] fire.destroyed: the book never says when fire destroys a structure; by default (never) a cabin on fire end to end still takes the buckets; with burnt-end-to-end it is destroyed: no bucket goes on it, it burns on, and stone (SV 5) is never destroyed', () => {
    const lit = (o: SixgunOptions, sv = 1) => {
      const p = gunfightSchema.parse({
        type: 'GF-3',
        building: { holds: 'Stage', firebugs: ['Curly'], wind: 'east', sv, buckets: ['Tex'] },
        sides: [
          {
            name: 'Stage',
            figures: [{ name: 'Jim' }, { name: 'Slim' }, { name: 'Tex' }, { name: 'Dusty' }],
          },
          { name: 'Outlaws', figures: [{ name: 'Curly' }, { name: 'Ike' }] },
        ],
      });
      const { w, rules } = bandAt(p, o, ScriptedRng.ofFaces([]));
      const f = rules.fire!;
      w.place(4, 0, 1);
      // 2d6 against 6 − SV: two 1s pass both (Pass 2); then one spread runs the 9" cabin.
      rules.activate(w, 4, new ScriptedRng([face(1), face(1)]));
      f.spread(w, new ScriptedRng([]), rules);
      return { w, rules, f };
    };
    const never = lit(O);
    expect(FIRE_ENDS[never.f.end()]).toBe('burnt-down');
    expect(never.f.acts(never.w, 2, new ScriptedRng([]), never.rules)).toBe(true);
    expect([FIRE_ENDS[never.f.end()], never.f.buckets]).toEqual(['burning', 1]);
    const gone = lit({ ...O, 'fire.destroyed': 'burnt-end-to-end' });
    expect(gone.f.acts(gone.w, 2, new ScriptedRng([]), gone.rules)).toBe(false);
    gone.f.spread(gone.w, new ScriptedRng([]), gone.rules);
    expect([FIRE_ENDS[gone.f.end()], gone.f.buckets]).toEqual(['burnt-down', 0]);
    const stone = lit({ ...O, 'fire.destroyed': 'burnt-end-to-end' }, 5);
    stone.f.spread(stone.w, new ScriptedRng([]), stone.rules);
    expect(stone.f.acts(stone.w, 2, new ScriptedRng([]), stone.rules)).toBe(true);
    expect(stone.f.buckets).toBe(1);
  });

  it('bad input: an unknown side, a firebug who is inside, a holder told to charge', () => {
    const bad = (building: Fig, policy = 'stand-and-shoot') =>
      gunfightSchema
        .safeParse({
          type: 'GF-3',
          building,
          sides: [
            { name: 'Cabin', policy, figures: [{ name: 'Jim' }] },
            { name: 'Outlaws', figures: [{ name: 'Curly' }] },
          ],
        })
        .error?.issues.map((i) => i.message);
    expect(bad({ holds: 'Cabn', firebugs: ['Curly'] })).toEqual([
      'unknown side "Cabn" (sides: Cabin, Outlaws)',
    ]);
    expect(bad({ holds: 'Cabin', firebugs: ['Jim'] })).toEqual([
      '"Jim" is inside: a firebug is of the other side',
    ]);
    expect(bad({ holds: 'Cabin', firebugs: ['Curly'] }, 'charge')).toEqual([
      '"Jim" holds the building: his policy cannot be charge',
    ]);
    expect(bad({ holds: 'Cabin', firebugs: ['Curly'], buckets: ['Curly'] })).toEqual([
      '"Curly" is not inside: bucket carriers hold the building',
    ]);
  });
});

describe('what the book leaves out of buildings (six-gun-sound.md §12 [L1943–1953])', () => {
  it('list says collapse and upper floors are absent from the source, and why', () => {
    const r = cli(['list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /absent: the collapse of a building's areas .*no trigger for a collapse/,
    );
    expect(r.stdout).toMatch(/absent: upper floors of the buildings in a gunfight .*one floor/);
  });
});

describe('the scenarios', () => {
  it('stage-gauntlet and burn-them-out run and report the vehicle and the fire', () => {
    const stage = cli(['run', 'scenarios/sixgun/stage-gauntlet.yaml', '--trials', '300', '--json']);
    expect(stage.code).toBe(0);
    const s = JSON.parse(stage.stdout);
    const text = JSON.stringify(s);
    for (const m of ['vehicle.end', 'vehicle.teamHits', 'vehicle.trampleHits'])
      expect(text).toContain(m);
    const fire = cli(['run', 'scenarios/sixgun/burn-them-out.yaml', '--trials', '300', '--json']);
    expect(fire.code).toBe(0);
    for (const m of ['fire.end', 'fire.wind', 'fire.drivenOut']) expect(fire.stdout).toContain(m);
  });
});
