import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { ActivationDice } from '../../../src/encounter/activation/activation-dice.ts';
import { Schedule } from '../../../src/encounter/activation/schedule.ts';
import { FLED } from '../../../src/encounter/figures.ts';
import { traceLines } from '../../../src/encounter/trace.ts';
import { FLANK, FRONT, REAR } from '../../../src/encounter/geometry.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { DRAW_STATES, OD, OOF, RAN, UNHURT } from '../../../src/rulesets/sixgun/draw.ts';
import { STATE } from '../../../src/rulesets/sixgun/damage.ts';
import { IRONCLAD, STAGGERING } from '../../../src/rulesets/sixgun/attributes.ts';
import { DRY, EMPTY, LAST, LOADED } from '../../../src/rulesets/sixgun/encounter/ammo.ts';
import { BandRules } from '../../../src/rulesets/sixgun/encounter/band-rules.ts';
import { BandWorld, TEST_INDEX } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { Melee } from '../../../src/rulesets/sixgun/encounter/melee.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { exactFiring } from '../../../src/rulesets/sixgun/firing.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng, face, pair } from '../../helpers/scripted.ts';
import { bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const T = TEST_INDEX;

type Fig = Record<string, unknown>;
const band = (type: string, a: Fig[], b: Fig[], more: Fig = {}) =>
  gunfightSchema.parse({
    type,
    ...more,
    sides: [
      { name: 'Star', figures: a },
      { name: 'Outlaws', figures: b },
    ],
  });

/**
 * A world in Game Turn 2 with the rules that play it (everyone standing and loaded); `start`
 * are the dice rolled at the start (a Drunkard's).
 */
function midFight(
  a: Fig[],
  b: Fig[],
  more: Fig = {},
  o: SixgunOptions = O,
  type = 'GF-2',
  start: number[] = [],
) {
  const p = band(type, a, b, more);
  return bandAt(p, o, ScriptedRng.ofFaces(start)); // nobody rolls at the start but a Drunkard
}

/** The melee of figure t charged by `foes`, nobody with a first-round penalty. */
function fightOut(w: BandWorld, rules: BandRules, t: number, foes: number[], rng: ScriptedRng) {
  const m = new Melee();
  m.start(t, 0);
  for (const f of foes) m.join(f, 0, 0);
  m.fight(w, rng, rules);
}

const miss = [face(1), face(2)]; // a Rep 4 pistol: 5 and 6, both miss
const pass2 = [face(1), face(1)];
const pass1 = [face(1), face(6)];
const pass0 = [face(6), face(6)];

describe('GF-2 and GF-3: reaction checks in play (six-gun-sound.md §5)', () => {
  it("A-6 [L1105–1111, L1125]: two Rep 4 Cowboys, a group, step into the street; Tex gets a shot, fires at one and misses; that one Ducks Back (a Pass 0 in cover), the other knocks Tex out, and the group's activation ends", () => {
    const { w, rules } = midFight([{ name: 'Slim' }, { name: 'Dusty' }], [{ name: 'Tex' }]);
    w.hidden[0] = w.hidden[1] = 1; // both behind the saloon's wall, out of Tex's sight
    w.inCover[0] = w.inCover[1] = 1;
    const rng = new ScriptedRng([
      ...pass2, // Tex's Got a Shot at Slim, Pass 2: fire
      ...miss, // Tex misses Slim
      ...pass0, // Slim's Been Shot At in cover, Pass 0: Duck Back (CW table)
      ...pass0, // Tex's Got a Shot at Dusty, who comes into sight next: Pass 0, no fire
      ...[face(6), face(1)], // Dusty fires: 10 hits, 5 misses
      pair(4, 5), // 9: Gut, out of the fight with a pistol
    ]);
    rules.activate(w, 0, rng);
    expect([w.hidden[0], w.alive[0], w.tests[T['been-shot-at']]]).toEqual([1, 1, 1]);
    rules.activate(w, 1, rng);
    expect(rng.left).toBe(0);
    expect([w.end[2], w.alive[2]]).toEqual([OOF, 0]);
    expect(w.sidesStanding()).toBe(1); // nobody is left to react: the activation is over
    // The parenthesis of A-6: in cover a Pass 1 does not Duck Back, a Cowboy returns fire at −1.
    const again = midFight([{ name: 'Slim' }], [{ name: 'Tex' }]);
    again.w.hidden[0] = again.w.inCover[0] = 1;
    const r2 = new ScriptedRng([...pass2, ...miss, ...pass1, ...miss, ...pass0]);
    again.rules.activate(again.w, 0, r2); // … Slim's Pass 1: fires back at −1 and misses; Tex runs
    expect(r2.left).toBe(0);
    expect([again.w.hidden[0], again.w.end[1]]).toEqual([0, RAN]);
  });

  it('A-14 [L1478, errata L9005]: Dusty\'s scattergun (Targets 3), spread 2 shots on Curly 2" away and 1 on Ike 3" from him; dice 6, 5, 4: Curly takes the 10 and the 9, Ike\'s third-ranked 8 misses and he takes Been Shot At', () => {
    const sides = () =>
      midFight(
        [{ name: 'Dusty', weapon: 'scattergun' }],
        [
          { name: 'Curly', profession: 'outlaw' },
          { name: 'Ike', profession: 'outlaw' },
        ],
        { distance: 2 },
      );
    const { w, rules } = sides();
    w.spread[0] = 1;
    w.target[0] = 1;
    const rng = new ScriptedRng([
      ...[face(4), face(6), face(5)], // sorted 6, 5, 4: totals 10, 9, 8
      pair(6, 6), // Curly's first damage roll: 12, Obviously Dead (the rest are not rolled)
      ...pass0, // Ike's Been Shot At in the open, Pass 0: Runaway (his Outfit Leader is down)
    ]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.end[1], w.end[2], w.tests[T['been-shot-at']]]).toEqual([OD, RAN, 1]);
    expect(w.ammo[0]).toBe(LOADED); // no 1 among the dice
    // Without spreading, all three dice go at Curly, and Ike takes no test.
    const plain = sides();
    plain.w.target[0] = 1;
    const r2 = new ScriptedRng([face(4), face(6), face(5), pair(6, 6)]);
    plain.rules.activate(plain.w, 0, r2);
    expect(r2.left).toBe(0);
    expect([plain.w.end[1], plain.w.alive[2], plain.w.tests[T['been-shot-at']]]).toEqual([
      OD,
      1,
      0,
    ]);
  });

  it('A-8 [L1417]: JBJ, active, goes after Tex; Weezie fires on him and misses; he passes Been Shot At and keeps shooting at Tex', () => {
    const { w, rules } = midFight(
      [{ name: 'Jim Bob Joe' }],
      [{ name: 'Tex' }, { name: 'Weezie', profession: 'outlaw' }],
    );
    w.hidden[0] = 1; // JBJ steps out from behind his wall
    const rng = new ScriptedRng([
      ...pass0, // Tex's Got a Shot, Pass 0: no fire
      ...pass2, // Weezie's Got a Shot, Pass 2: fire
      ...miss, // Weezie misses
      ...pass2, // JBJ's Been Shot At in the open, Pass 2: fire
      ...[face(6), face(6)], // JBJ fires at Tex, his target: 10 and 10
      pair(6, 6), // 12: Obviously Dead
      ...miss, // JBJ's active fire, at Weezie now
      ...pass0, // Weezie's Been Shot At in the open, Pass 0: Runaway (nobody rallies her)
    ]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.end[1], w.alive[1]]).toEqual([OD, 0]);
    expect([w.end[2], w.status[2]]).toEqual([RAN, FLED]);
    expect([w.tests[T['got-a-shot']], w.tests[T['been-shot-at']]]).toEqual([2, 2]);
  });

  it('A-9 [L1312]: JBJ in cover gets a Pass 1 on Wanting to Charge: he stays and fires instead (BM table)', () => {
    const { w, rules } = midFight(
      [{ name: 'Jim Bob Joe', profession: 'buffalo-hunter', policy: 'charge' }],
      [{ name: 'Tex' }],
    );
    w.inCover[0] = 1;
    const rng = new ScriptedRng([
      ...pass1, // Wanting to Charge, Pass 1 in cover: stay and fire
      ...[face(6), face(6)], // he fires: two hits
      pair(6, 6),
    ]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect(w.end[1]).toBe(OD);
    expect([w.tests[T['wanting-to-charge']], w.tests[T['being-charged']], w.melees]).toEqual([
      1, 0, 0,
    ]);
  });

  it('A-10 [L1338]: Tex in the open, charged, gets a Pass 1: he may not fire and readies for melee (BM table), with his whole pool', () => {
    const { w, rules } = midFight(
      [{ name: 'Jim Bob Joe', profession: 'gunfighter', policy: 'charge' }],
      [{ name: 'Tex', profession: 'buffalo-hunter' }],
    );
    const rng = new ScriptedRng([
      ...pass2, // JBJ's Wanting to Charge: charge
      ...pass1, // Tex's Being Charged, Pass 1 in the open: no fire, ready
      ...[face(1), face(1), face(1), face(4)], // JBJ's 4 melee dice: 3 pass
      ...[face(4), face(4), face(4), face(4)], // Tex's 4: none; a margin of 3
    ]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.end[1], w.alive[1], w.melees]).toEqual([OOF, 0, 1]);
    expect(w.dist(0, 1)).toBeCloseTo(1); // the charger ended in base contact
  });

  it("A-11 [L1369]: an even melee round is Keep Fightin' for both; Tex's Pass 1, re-rolled, is Pass 1 again and counts as Pass 2", () => {
    const { w, rules } = midFight(
      [{ name: 'Jim Bob Joe', profession: 'buffalo-hunter' }],
      [{ name: 'Tex', profession: 'buffalo-hunter' }],
    );
    const rng = new ScriptedRng([
      ...[face(1), face(4), face(4), face(4)], // round 1: JBJ 1 pass
      ...[face(1), face(4), face(4), face(4)], //          Tex 1 pass: even
      ...pass2, // JBJ's Keep Fightin': carries on
      ...pass1, // Tex's, Pass 1: re-roll
      ...[face(2), face(6)], // the re-roll, Pass 1 again: counts as Pass 2, he carries on
      ...[face(1), face(1), face(1), face(4)], // round 2: JBJ 3
      ...[face(4), face(4), face(4), face(4)], //          Tex 0: out of the fight
    ]);
    fightOut(w, rules, 1, [0], rng);
    expect(rng.left).toBe(0);
    expect(w.tests[T['keep-fightin']]).toBe(2);
    expect(w.end[1]).toBe(OOF);
  });

  it("A-20 [L1774–1777]: Tex and Weezie charge Jim Bob Joe together; JBJ (Rep 5, a knife: 6 dice) rolls 1, 3, 3, 4, 5, 6, 3 passes: against Tex's 3, Evenly Matched and Keep Fightin'; against Weezie's 1, a Telling Blow, Weezie out of the fight. Outnumbering him, each of them rolls Rep + 1d6", () => {
    const fight = (policy: string) =>
      midFight(
        [{ name: 'Jim Bob Joe', profession: 'gunfighter', rep: 5, meleeWeapon: true }],
        [
          { name: 'Tex', profession: 'outlaw', policy },
          { name: 'Weezie', profession: 'outlaw', policy },
        ],
        { distance: 6 },
      );
    const { w, rules } = fight('charge-together');
    w.ammo[0] = EMPTY; // JBJ cannot fire as they come: Being Charged, Pass 2, stay and ready
    const rng = new ScriptedRng([
      ...pass2, // Tex's Wanting to Charge: charge
      ...pass2, // JBJ's Being Charged, unable to fire: stays, ready
      ...pass2, // Weezie's Wanting to Charge: she joins the charge
      ...[1, 2, 3, 4, 5].map(face), // Tex, Rep 4 + 1d6 for outnumbering: 3 passes
      ...[1, 4, 5, 6, 6].map(face), // Weezie, Rep 4 + 1d6: 1 pass
      ...[1, 3, 3, 4, 5, 6].map(face), // JBJ: 3 passes
      ...pass2, // Tex's Keep Fightin': carries on
      ...pass2, // JBJ's: carries on (one test, though he faces two)
      ...[4, 4, 4, 4].map(face), // round 2, Tex alone: no longer outnumbering, 4 dice, none
      ...[1, 1, 1, 4, 4, 4].map(face), // JBJ 3: a Killing stroke with his knife
    ]);
    rules.activate(w, 1, rng);
    expect(rng.left).toBe(0);
    expect([w.end[0], w.end[1], w.end[2]]).toEqual([UNHURT, OD, OOF]);
    expect([w.tests[T['wanting-to-charge']], w.tests[T['being-charged']]]).toEqual([2, 1]);
    expect([w.tests[T['keep-fightin']], w.melees]).toEqual([2, 1]);
    expect(w.dist(2, 0)).toBeCloseTo(1); // Weezie came into contact too
    // Charging one by one (the charge policy), Weezie stays out of Tex's melee: one against one.
    const alone = fight('charge');
    alone.w.ammo[0] = EMPTY;
    const r2 = new ScriptedRng([
      ...pass2,
      ...pass2,
      ...[1, 2, 3, 4].map(face), // Tex: his Rep only, 3 passes
      ...[1, 1, 1, 1, 1, 1].map(face), // JBJ 6: a Killing stroke
    ]);
    alone.rules.activate(alone.w, 1, r2);
    expect(r2.left).toBe(0);
    expect([alone.w.end[1], alone.w.alive[2], alone.w.tests[T['wanting-to-charge']]]).toEqual([
      OD,
      1,
      1,
    ]);
  });

  it("§8.2 [L1777], C-69: a figure tied with both his chargers takes Keep Fightin' once; failing alone he runs, and they stay", () => {
    const { w, rules } = midFight(
      [{ name: 'Jim Bob Joe', profession: 'gunfighter' }],
      [
        { name: 'Tex', profession: 'outlaw' },
        { name: 'Weezie', profession: 'outlaw' },
      ],
      { distance: 6 },
    );
    const rng = new ScriptedRng([
      ...[1, 4, 4, 4, 4].map(face), // Tex 1
      ...[1, 4, 4, 4, 4].map(face), // Weezie 1
      ...[1, 4, 4, 4].map(face), // JBJ 1: even with both
      ...pass2, // Tex carries on
      ...pass0, // Weezie fails: she would run, but so does JBJ...
      ...pass0, // ... and JBJ fails: not everyone failed, so each who failed runs
      ...pass0, // Weezie's Comin' Back, Tex (her Outfit Leader) within 3": removed
    ]);
    fightOut(w, rules, 0, [1, 2], rng);
    expect(rng.left).toBe(0);
    expect([w.end[0], w.end[1], w.end[2]]).toEqual([RAN, UNHURT, RAN]);
    expect(w.tests[T['keep-fightin']]).toBe(3);
    // All three fail together: they fight on [L1367].
    const again = midFight(
      [{ name: 'Jim Bob Joe', profession: 'gunfighter' }],
      [
        { name: 'Tex', profession: 'outlaw' },
        { name: 'Weezie', profession: 'outlaw' },
      ],
      { distance: 6 },
    );
    const r2 = new ScriptedRng([
      ...[1, 4, 4, 4, 4].map(face),
      ...[1, 4, 4, 4, 4].map(face),
      ...[1, 4, 4, 4].map(face),
      ...pass0,
      ...pass0,
      ...pass0, // everyone fails: another round
      ...[1, 1, 1, 4, 4].map(face), // Tex 3
      ...[4, 4, 4, 4, 4].map(face), // Weezie 0
      ...[4, 4, 4, 4].map(face), // JBJ 0: Tex's Killing stroke (no knife: out of the fight)
    ]);
    fightOut(again.w, again.rules, 0, [1, 2], r2);
    expect(r2.left).toBe(0);
    expect([again.w.end[0], again.w.alive[1], again.w.alive[2]]).toEqual([OOF, 1, 1]);
  });

  it('A-12 [L1392], A-15 [L1276]: a Homesteader shoots at Slim and misses; Slim takes Been Shot At at once and runs, and takes Comin\' Back because his Outfit Leader stands within 3" (§5.2 [L1425])', () => {
    const star = (slimLast: boolean) => [
      { name: 'Jim Bob Joe', rep: 5 },
      ...(slimLast ? [{ name: 'Dusty' }, { name: 'Slim' }] : [{ name: 'Slim' }, { name: 'Dusty' }]),
    ];
    const run = (slimLast: boolean, comesBack: boolean) => {
      const { w, rules } = midFight(star(slimLast), [{ name: 'Tex', profession: 'homesteader' }]);
      const slim = w.names.indexOf('Slim');
      for (const c of [0, 1, 2]) if (c !== slim) w.hidden[c] = 1; // only Slim in Tex's sight
      const rng = new ScriptedRng([
        ...miss, // Tex fires at Slim and misses
        ...pass0, // Slim's Been Shot At in the open, Pass 0: Runaway
        ...(comesBack ? pass2 : []), // Comin' Back, Pass 2: he comes back
      ]);
      rules.activate(w, 3, rng);
      expect(rng.left).toBe(0);
      return { w, slim };
    };
    const near = run(false, true); // Slim 3" from Jim Bob Joe
    expect(near.w.tests[T['comin-back']]).toBe(1);
    expect([near.w.alive[near.slim], near.w.hidden[near.slim]]).toEqual([1, 1]);
    const far = run(true, false); // Slim 6" away: nobody rallies him
    expect(far.w.tests[T['comin-back']]).toBe(0);
    expect([far.w.end[far.slim], far.w.status[far.slim]]).toEqual([RAN, FLED]);
  });

  it("A-12 [L1392]: with gunfight.runaway=building a Runaway takes Comin' Back as he enters the building", () => {
    const { w, rules } = midFight(
      [{ name: 'Jim Bob Joe' }],
      [{ name: 'Tex' }],
      {},
      { ...O, 'gunfight.runaway': 'building' },
    );
    const rng = new ScriptedRng([...miss, ...pass0, ...pass0]); // miss, Runaway, Comin' Back Pass 0
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.tests[T['comin-back']], w.end[1], w.alive[1]]).toEqual([1, RAN, 0]);
  });

  it('§5.1 [L1241]: a figure stepping back into sight gives every enemy in sight Got a Shot, in turn', () => {
    const { w, rules } = midFight(
      [{ name: 'Jim Bob Joe' }],
      [{ name: 'Tex' }, { name: 'Curly' }, { name: 'Ike' }],
    );
    w.hidden[0] = 1;
    w.hidden[3] = 1; // Ike is out of sight himself
    const rng = new ScriptedRng([...pass0, ...pass0, ...miss, ...pass0]); // Tex, Curly no fire; JBJ misses Tex, who runs
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect(w.tests[T['got-a-shot']]).toBe(2);
  });

  it("§4.1 [L1085], C-80: a fallen leader's group activates on its highest Rep left; a chest wound counts −2", () => {
    const { w, rules, order } = midFight(
      [
        { name: 'Jim Bob Joe', rep: 5 },
        { name: 'Slim', rep: 4 },
        { name: 'Kid', rep: 3, group: 1 },
      ],
      [{ name: 'Tex', rep: 3 }],
    );
    expect(Array.from(order.leaderRep)).toEqual([5, 3, 3]);
    w.hidden[1] = w.hidden[2] = 1;
    const rng = new ScriptedRng([
      ...[face(6), face(4)], // Tex at JBJ: 9 hits, 7 misses
      pair(4, 4), // 8: Chest, I'm Hit!
      ...[face(1), face(6)], // JBJ's Recoverin', Pass 1: a chest wound
    ]);
    rules.activate(w, 3, rng);
    expect(rng.left).toBe(0);
    expect([w.dmg[0], order.leaderRep[0]]).toEqual([STATE.chestWounded, 4]);
  });

  it('GF-3 [L3219–3237]: passing 2 more on the Stand-Up Fight is an Ambush; each hidden winner takes Got a Shot at each loser coming into sight', () => {
    const { w, rules } = midFight(
      [{ name: 'Jim Bob Joe', weapon: 'repeating-carbine' }],
      [{ name: 'Tex' }],
      {},
      O,
      'GF-3',
    );
    w.turn = 1;
    const rng = new ScriptedRng([
      ...pass2, // the Star side's leader: Pass 2
      ...pass0, // the Outlaws': Pass 0, an Ambush
      ...pass1, // JBJ, hidden, Got a Shot Pass 1: fire at Rep −1
      ...[face(6), face(6)], // 6 + 4 − 1 = 9 twice: two hits
      pair(6, 6),
    ]);
    rules.opening(w, rng);
    expect(rng.left).toBe(0);
    expect([w.end[1], w.tests[T['got-a-shot']], w.hidden[0]]).toEqual([OD, 1, 0]);
  });

  it("GF-2's Draws, pair by pair, agree with the draw procedure's exact answers (fixed seed, 4 SE)", () => {
    const p = band(
      'GF-2',
      [
        { name: 'Jim Bob Joe', profession: 'gunfighter', rep: 5, sand: 5 },
        { name: 'Slim', profession: 'greenhorn', rep: 3, sand: 3 },
      ],
      [{ name: 'Tex' }, { name: 'Curly', profession: 'outlaw' }, { name: 'Ike' }],
    );
    const layout = gunfight.metrics(p, O);
    const acc = layout.create();
    const trials = 20_000;
    gunfight.simulate(p, O, rngFromSeed('gf2-draw'), trials, acc);
    const exact = gunfight.exact!(p, O) as Record<string, Record<string, number>>;
    expect(Object.keys(exact).sort()).toEqual(
      ['Curly', 'Jim Bob Joe', 'Slim', 'Tex'].map((n) => `draw.${n}`),
    );
    for (const name of ['Jim Bob Joe', 'Slim', 'Tex', 'Curly']) {
      const slot = layout.slot(`draw.${name}`);
      DRAW_STATES.forEach((st, k) =>
        expect(
          withinSe(acc[slot + k] / trials, exact[`draw.${name}`][st], trials),
          `${name} ${st}`,
        ).toBe(true),
      );
    }
    const winner = layout.get('winner');
    let total = 0;
    for (let k = 0; k < winner.width; k++) total += acc[winner.slot + k];
    expect(total).toBe(trials);
  });

  it('GF-1 stays one against one, with its own two policies', () => {
    const two = gunfightSchema.safeParse({
      sides: [
        { name: 'A', figures: [{ name: 'a' }, { name: 'b' }] },
        { name: 'B', figures: [{ name: 'c' }] },
      ],
    });
    expect(two.success).toBe(false);
    const charge = gunfightSchema.safeParse({
      sides: [
        { name: 'A', policy: 'charge', figures: [{ name: 'a' }] },
        { name: 'B', figures: [{ name: 'c' }] },
      ],
    });
    expect(charge.success).toBe(false);
  });

  it('the trace tells the Draws, the activation dice, the reactions and the end', () => {
    const p = band(
      'GF-2',
      [{ name: 'Jim Bob Joe' }, { name: 'Slim' }],
      [{ name: 'Tex' }, { name: 'Ike' }],
    );
    let lines: string[] = [];
    for (let k = 0; k < 20 && lines.length < 6; k++)
      lines = traceLines(gunfight.trace!(p, O, rngFromSeed(`band-trace-${k}`)));
    expect(lines[0]).toMatch(/^Turn 1 — the Draw at 12": Jim Bob Joe .*, Tex /);
    expect(lines[1]).toMatch(/^Turn 1 — the Draw at 12": Slim .*, Ike /);
    expect(lines.some((l) => /takes Been Shot At/.test(l))).toBe(true);
    expect(lines[lines.length - 1]).toMatch(/(Star|Outlaws) win|a draw/);
  });
});

describe('GF-2 and GF-3: attributes and Stars (six-gun-sound.md §2.5, §1.7)', () => {
  /** Tex (an Outlaw) fires at Slim and misses; Slim, alone in Tex's sight, reacts. */
  function shotAtSlim(slim: Fig, others: Fig[] = [], more: Fig = {}) {
    const { w, rules } = midFight(
      [...others, { name: 'Slim', ...slim }],
      [{ name: 'Tex', profession: 'outlaw' }],
      more,
    );
    const s = w.names.indexOf('Slim'),
      tex = w.names.indexOf('Tex');
    for (let c = 0; c < tex; c++) if (c !== s) w.hidden[c] = 1;
    return { w, rules, s, tex };
  }
  const kill = [face(6), face(6), pair(6, 6)]; // a Rep 4 pistol at Rep −0 or −1: two hits, dead

  it('A-23 [L3059]: Slim within 4" of a Born Leader reacts as the leader rolls, 3d6 against his Sand, best 2; 6" away he rolls his own 2d6', () => {
    const leader = { name: 'Jim Bob Joe', sand: 5, attributes: ['born-leader'] };
    const near = shotAtSlim({}, [leader], { distance: 8 });
    const rng = new ScriptedRng([
      ...miss, // Tex misses Slim
      ...[face(6), face(1), face(2)], // the Born Leader's 3 dice against Sand 5: Pass 2
      ...kill, // Slim returns fire and kills Tex
    ]);
    near.rules.activate(near.w, near.tex, rng);
    expect(rng.left).toBe(0);
    expect(near.w.end[near.tex]).toBe(OD);
    const far = shotAtSlim({}, [leader, { name: 'Dusty' }], { distance: 8 }); // Slim 6" away
    const own = new ScriptedRng([...miss, ...[face(6), face(1)], ...kill]); // Slim's own Pass 1: fire at Rep −1
    far.rules.activate(far.w, far.tex, own);
    expect(own.left).toBe(0);
    expect(far.w.end[far.tex]).toBe(OD);
  });

  it('Gun shy [L3093]: one die on Been Shot At', () => {
    const { w, rules, tex } = shotAtSlim({ attributes: ['gun-shy'] });
    const rng = new ScriptedRng([...miss, face(1), ...kill]); // 1d6: Pass 1, return fire at Rep −1
    rules.activate(w, tex, rng);
    expect(rng.left).toBe(0);
    expect(w.end[tex]).toBe(OD);
  });

  it('"Yella" [L3119]: one die on Wanting to Charge', () => {
    const { w, rules } = midFight(
      [{ name: 'Jim Bob Joe', profession: 'gunfighter', policy: 'charge', attributes: ['yella'] }],
      [{ name: 'Tex' }],
    );
    const rng = new ScriptedRng([face(6)]); // 1d6 fails: a Gunfighter's Pass 0 still charges at −1d6 melee
    expect(() => rules.activate(w, 0, rng)).toThrow(/exhausted/); // …so Tex's Being Charged comes next
    expect(w.tests[T['wanting-to-charge']]).toBe(1);
    expect(w.tests[T['being-charged']]).toBe(1);
  });

  it('True Grit [L3099] ignores a Duck Back; Lacks a Backbone [L3071] runs instead', () => {
    const grit = shotAtSlim({ attributes: ['true-grit'] });
    grit.w.inCover[grit.s] = 1; // in cover, a Cowboy's Pass 0 is Duck Back
    const rng = new ScriptedRng([...miss, ...pass0]);
    grit.rules.activate(grit.w, grit.tex, rng);
    expect(rng.left).toBe(0);
    expect([grit.w.alive[grit.s], grit.w.hidden[grit.s]]).toEqual([1, 0]);
    const spineless = shotAtSlim({ attributes: ['lacks-a-backbone'] });
    spineless.w.inCover[spineless.s] = 1;
    spineless.rules.activate(spineless.w, spineless.tex, new ScriptedRng([...miss, ...pass0]));
    expect([spineless.w.end[spineless.s], spineless.w.status[spineless.s]]).toEqual([RAN, FLED]);
  });

  it('Tough [L3117]: the first Runaway is a Duck Back, the second runs', () => {
    const { w, rules, s, tex } = shotAtSlim({ attributes: ['tough'] });
    rules.activate(w, tex, new ScriptedRng([...miss, ...pass0])); // in the open, Pass 0: Runaway
    expect([w.alive[s], w.hidden[s]]).toEqual([1, 1]);
    w.hidden[s] = 0;
    w.inCover[s] = 0;
    w.ammo[tex] = LOADED; // Tex's 1 emptied his gun
    rules.activate(w, tex, new ScriptedRng([...miss, ...pass0]));
    expect([w.end[s], w.status[s]]).toEqual([RAN, FLED]);
  });

  it('Tyro [L3065] fires at Rep −1; a Crackshot [L3073] hits more often', () => {
    const { w } = midFight(
      [
        { name: 'A' },
        { name: 'B', attributes: ['tyro'] },
        { name: 'C', attributes: ['crackshot'] },
      ],
      [{ name: 'Tex' }],
      { distance: 6 }, // all three within their pistols' effective range
    );
    // How often Tex is left unhurt by one firing at him.
    const unhurt = (c: number) =>
      exactFiring(w.firingOf(c, 3, 0, false, false)).states[STATE.unhurt];
    expect(w.firingOf(1, 3, 0, false, false).shootingRep).toBe(
      w.firingOf(0, 3, 0, false, false).shootingRep - 1,
    );
    expect(unhurt(1)).toBeGreaterThan(unhurt(0));
    expect(unhurt(2)).toBeLessThan(unhurt(0));
  });

  it('Brawler [L3061] +1d6 and Runt [L3103] −1 in melee', () => {
    const { w, rules } = midFight(
      [{ name: 'Jim Bob Joe', attributes: ['brawler'] }],
      [{ name: 'Tex', attributes: ['runt'] }],
    );
    const rng = new ScriptedRng([
      ...[face(1), face(1), face(1), face(4), face(4)], // JBJ: 5 dice, 3 pass
      ...[face(4), face(4), face(4)], // Tex: 3 dice, none: out of the fight
    ]);
    fightOut(w, rules, 1, [0], rng);
    expect(rng.left).toBe(0);
    expect(w.end[1]).toBe(OOF);
  });

  it('Touched in the Head [L3087]: 1d6 when active; above his Rep he stays in place', () => {
    const { w, rules } = midFight(
      [{ name: 'Jim Bob Joe', rep: 4, attributes: ['touched-in-the-head'] }],
      [{ name: 'Tex' }],
    );
    const rng = new ScriptedRng([face(5)]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect(w.tests.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('§1.7 [L3039]: a steady Star takes the Pass 2 result without rolling where the table lets him, but rolls Got a Shot', () => {
    const { w, rules, s, tex } = shotAtSlim({ star: true }, [], {});
    w.hidden[s] = 0;
    const steady = gunfightSchema.parse({
      type: 'GF-2',
      sides: [
        { name: 'Star', starChoice: 'steady', figures: [{ name: 'Slim', star: true }] },
        { name: 'Outlaws', figures: [{ name: 'Tex', profession: 'outlaw' }] },
      ],
    });
    const sw = new BandWorld(steady, O);
    const order = new ActivationDice(2, [0, 1], [0, 0]);
    const sr = new BandRules(order);
    sr.reset(sw, new ScriptedRng([]));
    const rng = new ScriptedRng([...miss, ...kill]); // Been Shot At: no dice, he fires
    sr.activate(sw, 1, rng);
    expect(rng.left).toBe(0);
    expect(sw.end[1]).toBe(OD);
    // The same Star whose side rolls for him: his own 2d6.
    const rolled = new ScriptedRng([...miss, ...pass2, ...kill]);
    rules.activate(w, tex, rolled);
    expect(rolled.left).toBe(0);
  });

  it('GF-1 refuses what only GF-2 and GF-3 play', () => {
    for (const fig of [{ attributes: ['tough'] }, { star: true }, { group: 1 }]) {
      const r = gunfightSchema.safeParse({
        sides: [
          { name: 'A', figures: [{ name: 'a', ...fig }] },
          { name: 'B', figures: [{ name: 'c' }] },
        ],
      });
      expect(r.success).toBe(false);
    }
  });
});

describe('GF-2 and GF-3: doubles (six-gun-sound.md §4.2 step 2 [L1122])', () => {
  it("A-5(a): white 4, red 4 are doubles: nobody moves or fires, but JBJ's side reloads one figure, whose other pistol is empty; Tex's side, all loaded, does nothing (activation.doubles: ready-weapons)", () => {
    const o: SixgunOptions = { ...O, 'activation.doubles': 'ready-weapons' };
    const { w, rules, order } = midFight(
      [{ name: 'Jim Bob Joe', twoPistols: true }, { name: 'Al' }],
      [{ name: 'Tex', twoPistols: true }],
      {},
      o,
    );
    w.ammo2[0] = EMPTY; // JBJ's first pistol ran dry: the loaded one is in his hand
    order.plan(2, ScriptedRng.ofFaces([4, 4]), new Schedule(order.capacity));
    expect(Array.from(order.frozen)).toEqual([1, 1]);
    const rng = ScriptedRng.ofFaces([1]); // the reload roll, a 1: one last shot in it
    rules.startTurn(w, rng);
    expect(rng.left).toBe(0);
    expect([w.ammo[0], w.ammo2[0], w.reloads]).toEqual([LOADED, LAST, 1]);
    expect([w.ammo[1], w.ammo2[1]]).toEqual([LOADED, DRY]); // Al carries one pistol
    expect([w.ammo[2], w.ammo2[2]]).toEqual([LOADED, LOADED]);
  });
});

describe('GF-2 and GF-3: movement and sight (six-gun-sound.md §4.3–4.7)', () => {
  const night = (a: Fig[], b: Fig[]) => {
    const m = midFight(a, b, { sight: 'night' }, O, 'GF-3'); // 24" apart, seeing 12"
    return m;
  };

  it('§4.7 [L1441]: at night nobody sees an enemy 24" away', () => {
    const { w, rules } = night([{ name: 'Jim Bob Joe' }], [{ name: 'Tex' }]);
    rules.activate(w, 0, new ScriptedRng([])); // stand and shoot: nobody in sight, nothing rolled
    expect(w.tests.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('A-7 [L1171], C-35: the group rolls 2d6 once to move fast, each against his own Rep: 4 and 5 are Pass 2 for Rep 5 (12"), Pass 1 for Rep 4 (9")', () => {
    const { w, rules } = night(
      [
        { name: 'Jim Bob Joe', rep: 5, policy: 'advance' },
        { name: 'Slim', rep: 4, policy: 'advance' },
      ],
      [{ name: 'Tex' }],
    );
    w.hidden[2] = 1; // Tex ducked back: nobody to see or shoot
    const at = [0, 1].map((c) => [w.x[c], w.y[c]]);
    const moved = (c: number) => Math.hypot(w.x[c] - at[c][0], w.y[c] - at[c][1]);
    const rng = new ScriptedRng([face(4), face(5)]);
    rules.activate(w, 0, rng);
    rules.activate(w, 1, rng); // the same dice: no new roll
    expect(rng.left).toBe(0);
    expect(moved(0)).toBeCloseTo(12);
    expect(moved(1)).toBeCloseTo(9);
  });

  it("§5.1 [L1241]: advancing into an enemy's sight gives him Got a Shot; then the mover, moving fast, fires", () => {
    const { w, rules } = night(
      [{ name: 'Jim Bob Joe', rep: 5, policy: 'advance' }],
      [{ name: 'Tex', profession: 'outlaw' }],
    );
    const rng = new ScriptedRng([
      face(4),
      face(5), // Pass 2: 12", to 12" from Tex, in his sight
      ...pass0, // Tex's Got a Shot: no fire
      ...miss, // JBJ fires: 6 and 7 miss
      ...pass0, // Tex's Been Shot At in cover: Duck Back
    ]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.tests[T['got-a-shot']], w.tests[T['been-shot-at']], w.hidden[1]]).toEqual([1, 1, 1]);
    expect(w.dist(0, 1)).toBeCloseTo(12);
  });

  it('Fast and Slow [L3091, L3109]: +2" and −2" to every move; Agile [L3057]: his own fast move does not spoil an 8', () => {
    const moved = (attributes: string[]) => {
      const { w, rules } = night(
        [{ name: 'Jim Bob Joe', rep: 5, policy: 'advance', attributes }],
        [{ name: 'Tex' }],
      );
      w.hidden[1] = 1; // Tex out of sight: nobody to shoot
      const x = w.y[0];
      rules.activate(w, 0, new ScriptedRng([face(6), face(6)])); // Pass 0: 6"
      return w.y[0] - x;
    };
    expect(
      [moved([]), moved(['fast']), moved(['slow'])].map((v) => Math.round(Math.abs(v))),
    ).toEqual([6, 8, 4]);
    // Moving fast, JBJ (Rep 4) comes 12" from Tex and fires: a 4 is a total of 8.
    const eight = (attributes: string[]) => {
      const { w, rules } = night(
        [{ name: 'Jim Bob Joe', rep: 4, policy: 'advance', attributes }],
        [{ name: 'Tex', profession: 'outlaw' }],
      );
      w.inCover[1] = 0;
      const rng = new ScriptedRng([
        face(4),
        face(4), // Pass 2: 12"
        ...pass0, // Tex's Got a Shot: no fire
        ...[face(4), face(3)], // 8 and 7
        ...(attributes.length ? [pair(6, 6)] : [...pass0]), // the 8 kills, or Tex runs from a miss
      ]);
      rules.activate(w, 0, rng);
      expect(rng.left).toBe(0);
      return w.end[1];
    };
    expect([eight([]), eight(['agile'])]).toEqual([RAN, OD]);
  });

  it('Two Left Feet [L3043–3119]: a 1 on his move-fast dice and he moves only 1d6" and falls prone, where an 8 at him misses, until he is next active', () => {
    const { w, rules } = night(
      [{ name: 'Jim Bob Joe', rep: 5, policy: 'advance', attributes: ['two-left-feet'] }],
      [{ name: 'Tex', profession: 'outlaw' }],
    );
    w.hidden[1] = 1;
    const y = w.y[0];
    rules.activate(w, 0, new ScriptedRng([face(1), face(5), face(3)])); // a 1: 3" and prone
    expect([Math.round(Math.abs(w.y[0] - y)), w.prone[0], w.fast[0]]).toEqual([3, 1, 0]);
    w.hidden[1] = 0;
    w.target[1] = 0;
    w.place(1, w.x[0], w.y[0] + 10); // Tex steps up 10" away and fires: an 8 and a 7
    const rng = new ScriptedRng([face(4), face(3), ...pass2, face(3), face(2), ...pass0]);
    rules.activate(w, 1, rng); // misses; JBJ (still prone) fires back, misses; Tex ducks back
    expect(rng.left).toBe(0);
    expect([w.dmg[0], w.prone[0], w.hidden[1]]).toEqual([STATE.unhurt, 1, 1]);
    rules.activate(w, 0, new ScriptedRng([])); // nobody left to see: he only gets up
    expect(w.prone[0]).toBe(0);
  });

  it('Drunkard [L3077–3085]: 1d6 above his Rep at the start, then the sub-table: Ironclad ignores Duck Back, Dead drunk passes out on 1d6 above his Rep, Sick drunk spoils his 8s and loses a melee die', () => {
    const drunk = (start: number[]) =>
      midFight(
        [{ name: 'Slim', attributes: ['drunkard'] }],
        [{ name: 'Tex', profession: 'outlaw' }],
        {},
        O,
        'GF-2',
        start,
      );
    expect(drunk([4]).w.drunk[0]).toBe(0); // 4 is not above Rep 4: sober
    expect(drunk([5, 1]).w.drunk[0]).toBe(IRONCLAD);
    expect(drunk([6, 6]).w.drunk[0]).toBe(STAGGERING);
    // Ironclad: a Pass 0 Duck Back in cover is ignored.
    const iron = drunk([5, 1]);
    iron.w.inCover[0] = 1;
    iron.rules.activate(iron.w, 1, new ScriptedRng([...miss, ...pass0]));
    expect([iron.w.hidden[0], iron.w.alive[0]]).toEqual([0, 1]);
    // Dead drunk: a 5 when active, above Rep 4: out of the fight.
    const dead = drunk([5, 2]);
    dead.rules.activate(dead.w, 0, ScriptedRng.ofFaces([5]));
    expect([dead.w.end[0], dead.w.alive[0]]).toEqual([OOF, 0]);
    // Sick drunk: his 8 misses Tex in the open.
    const sick = drunk([5, 4]);
    const rng = new ScriptedRng([face(4), face(3), ...pass0]);
    sick.rules.activate(sick.w, 0, rng);
    expect([rng.left, sick.w.end[1]]).toEqual([0, RAN]);
  });

  it('§2.2 [L955]: cap-and-ball revolvers are never reloaded: the first run dry, he draws the second; that one dry, he cannot fire', () => {
    const { w, rules } = midFight([{ name: 'Slim', capAndBall: true }], [{ name: 'Tex' }]);
    w.target[0] = 1;
    const oneMiss = [face(1), face(2), ...pass0]; // a 1 and a 2 miss; Tex's Pass 0 in cover: Duck Back
    w.inCover[1] = 1; // Tex behind his wall: a Pass 0 is Duck Back
    rules.activate(w, 0, new ScriptedRng(oneMiss));
    expect([w.ammo[0], w.backupUsed[0]]).toEqual([LOADED, 1]);
    w.hidden[1] = 0;
    rules.activate(w, 0, new ScriptedRng(oneMiss));
    expect(w.ammo[0]).toBe(DRY);
    rules.activate(w, 0, new ScriptedRng([])); // nothing to fire, nothing to reload: out of sight
    expect([w.ammo[0], w.hidden[0], w.reloads]).toEqual([DRY, 1, 0]);
    expect(
      gunfightSchema.safeParse({
        type: 'GF-2',
        sides: [
          { name: 'A', figures: [{ name: 'Slim', capAndBall: true, weapon: 'shotgun' }] },
          { name: 'B', figures: [{ name: 'Tex' }] },
        ],
      }).error?.issues[0].path,
    ).toEqual(['sides', 0, 'figures', 0, 'capAndBall']);
  });
});

describe('GF-2 and GF-3: facing, flank and rear, going prone (six-gun-sound.md §4.6, §4.7, §5.3, §8.2)', () => {
  const FACING = O; // the book's reading is the default
  const FRONT_ONLY = { ...O, 'gunfight.facing': 'front' } as SixgunOptions;
  const faced = (a: Fig[], b: Fig[], o: SixgunOptions = FACING) =>
    midFight(a, b, { distance: 6 }, o);

  it('§4.7 [L785–789]: an enemy behind the line of the front edge is on the flank, behind the rear edge in the rear; with gunfight.facing=front everyone is in front', () => {
    const { w } = faced([{ name: 'Slim' }], [{ name: 'Tex' }]);
    const at = (x: number, y: number) => (w.place(1, x, y), w.from(0, 1));
    // Slim stands at (0, 0) facing Tex's line, 6" up the table.
    expect([at(0, 6), at(-20, 1), at(5, 0.2), at(-5, -0.2), at(3, -1), at(0, -6)]).toEqual([
      FRONT,
      FRONT,
      FLANK,
      FLANK,
      REAR,
      REAR,
    ]);
    const front = faced([{ name: 'Slim' }], [{ name: 'Tex' }], FRONT_ONLY);
    front.w.place(1, 0, -6);
    expect(front.w.from(0, 1)).toBe(FRONT);
  });

  it('§5.3.2: a Cowboy fired on from the rear Ducks Back on a Pass 1 where, from the front, he returns fire at Rep −1', () => {
    const run = (o: SixgunOptions, script: number[]) => {
      const { w, rules } = faced([{ name: 'Slim' }], [{ name: 'Tex', profession: 'outlaw' }], o);
      w.place(1, 0, -6); // Tex comes up behind Slim
      const rng = new ScriptedRng(script);
      rules.activate(w, 1, rng);
      expect(rng.left).toBe(0);
      return [w.hidden[0], w.end[1]];
    };
    expect(run(FACING, [...miss, ...pass1])).toEqual([1, UNHURT]);
    // From the front he fires back at −1 and misses; Tex, in the open, Pass 0: Runaway.
    expect(run(FRONT_ONLY, [...miss, ...pass1, ...miss, ...pass0])).toEqual([0, RAN]);
  });

  it('§5.3.1 [L7690–7708]: a Cowboy approached from the rear takes no Got a Shot', () => {
    const { w, rules } = faced([{ name: 'Slim' }], [{ name: 'Tex', profession: 'outlaw' }]);
    w.place(1, 0, -6);
    w.hidden[1] = w.inCover[1] = 1; // Tex steps out behind him
    const rng = new ScriptedRng([...miss, ...pass0]); // Tex misses; Slim's Been Shot At: runs
    rules.activate(w, 1, rng);
    expect(rng.left).toBe(0);
    expect([w.tests[T['got-a-shot']], w.tests[T['been-shot-at']], w.end[0]]).toEqual([0, 1, RAN]);
  });

  it('§5.3.5 [L7629–7648]: a Buffalo Hunter charged from the rear runs on a Pass 1 (from the front he may not fire and readies, A-10)', () => {
    const { w, rules } = faced(
      [{ name: 'Jim Bob Joe', profession: 'buffalo-hunter' }],
      [{ name: 'Tex', profession: 'gunfighter', policy: 'charge' }],
    );
    w.place(1, 0, -6);
    const rng = new ScriptedRng([...pass2, ...pass1]); // Tex charges; JBJ's Pass 1
    rules.activate(w, 1, rng);
    expect(rng.left).toBe(0);
    expect([w.end[0], w.melees]).toEqual([RAN, 0]);
  });

  it('§8.2 [L1795]: Weezie, joining the charge on Jim Bob Joe from behind once he has turned to face Tex, rolls +1d6 for his rear and +1d6 for outnumbering him', () => {
    const { w, rules } = faced(
      [{ name: 'Jim Bob Joe', profession: 'gunfighter' }],
      [
        { name: 'Tex', profession: 'outlaw', policy: 'charge-together' },
        { name: 'Weezie', profession: 'outlaw', policy: 'charge-together' },
      ],
    );
    w.place(2, 0, -6); // Weezie behind him
    w.ammo[0] = EMPTY;
    const rng = new ScriptedRng([
      ...pass2, // Tex's Wanting to Charge
      ...pass2, // JBJ's Being Charged, unable to fire: ready, facing Tex
      ...pass2, // Weezie's Wanting to Charge
      ...[4, 4, 4, 4, 4].map(face), // Tex: 4 + 1 dice, none pass
      ...[1, 1, 1, 4, 4, 4].map(face), // Weezie: 4 + 1 + 1 dice, 3 pass
      ...[4, 4, 4, 4].map(face), // JBJ: 4 dice, none: Weezie's margin of 3
    ]);
    rules.activate(w, 1, rng);
    expect(rng.left).toBe(0);
    expect([w.end[0], w.alive[1], w.alive[2]]).toEqual([OOF, 1, 1]);
  });

  it('§4.6 [L1191–1195]: a side that goes prone drops where it stands in the open to fire (an 8 at him then misses) and at the end of an advance, not behind cover; he gets up when next active', () => {
    const { w, rules } = midFight(
      [{ name: 'Slim' }],
      [{ name: 'Tex', profession: 'outlaw' }],
      {},
      O,
    );
    w.goProne[0] = 1;
    w.target[0] = 1;
    const rng = new ScriptedRng([...miss, ...pass0]); // Slim, prone, misses; Tex, Pass 0, runs
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.prone[0], w.end[1]]).toEqual([1, RAN]);
    expect(w.firingOf(1, 0, 0, false, false).eightMisses).toContain('prone');
    // Behind his wall he stays on his feet; the activation after, he is up.
    const cover = midFight([{ name: 'Slim' }], [{ name: 'Tex', profession: 'outlaw' }]);
    cover.w.goProne[0] = 1;
    cover.w.inCover[0] = cover.w.inCover[1] = 1;
    cover.rules.activate(cover.w, 0, new ScriptedRng([...miss, ...pass0]));
    expect(cover.w.prone[0]).toBe(0);
    // Advancing at night, he moves, then drops at the end of his move.
    const adv = midFight(
      [{ name: 'Slim', policy: 'advance' }],
      [{ name: 'Tex', profession: 'outlaw' }],
      { sight: 'night' },
      O,
      'GF-3',
    );
    adv.w.goProne[0] = 1;
    adv.w.inCover[0] = 0;
    const y = adv.w.y[0];
    adv.rules.activate(adv.w, 0, ScriptedRng.ofFaces([5, 6])); // Pass 0: 6", Tex not yet in sight
    expect([Math.round(Math.abs(adv.w.y[0] - y)), adv.w.prone[0]]).toEqual([6, 1]);
    expect(
      gunfightSchema.safeParse({
        type: 'GF-1',
        sides: [
          { name: 'A', prone: true, figures: [{ name: 'Slim' }] },
          { name: 'B', figures: [{ name: 'Tex' }] },
        ],
      }).error?.issues[0].path,
    ).toEqual(['sides', 0, 'prone']);
  });
});
