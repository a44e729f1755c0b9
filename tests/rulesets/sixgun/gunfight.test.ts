import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { ActivationDice } from '../../../src/encounter/activation/activation-dice.ts';
import { Schedule } from '../../../src/encounter/activation/schedule.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { DRAW_STATES, OD, OOF, RAN, UNHURT } from '../../../src/rulesets/sixgun/draw.ts';
import { FLED } from '../../../src/encounter/figures.ts';
import { STATE } from '../../../src/rulesets/sixgun/damage.ts';
import { EMPTY, LOADED } from '../../../src/rulesets/sixgun/encounter/ammo.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { GunfightRules } from '../../../src/rulesets/sixgun/encounter/rules.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import {
  BEEN_SHOT_AT,
  GOT_A_SHOT,
  World,
  deployment,
} from '../../../src/rulesets/sixgun/encounter/world.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng, face, pair } from '../../helpers/scripted.ts';
import { traceLines } from '../../../src/encounter/trace.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;

type Fig = Record<string, unknown>;
const gf1 = (a: Fig, b: Fig, more: Record<string, unknown> = {}) =>
  gunfightSchema.parse({
    ...more,
    sides: [
      { name: 'Star', figures: [{ name: 'Jim Bob Joe', ...a }] },
      { name: 'Opponent', figures: [{ name: 'Tex', ...b }] },
    ],
  });

/** A world in Game Turn 2, both standing and loaded, with the rules that play it. */
function midFight(a: Fig, b: Fig, more: Record<string, unknown> = {}, o: SixgunOptions = O) {
  const p = gf1(a, b, more);
  const w = new World(p, o);
  const order = new ActivationDice(2, w.side, w.rep);
  const rules = new GunfightRules(order);
  rules.reset(w);
  w.turn = 2;
  return { w, rules, order };
}

describe('GF-1 (six-gun-sound.md §13.1)', () => {
  it('deploys at the shortest effective range among the figures [L3218], unless a distance is given', () => {
    expect(deployment(gf1({ rep: 5 }, { rep: 4 }))).toBe(12); // pistols: 3 × Rep
    expect(deployment(gf1({ rep: 5, weapon: 'derringer' }, { rep: 4 }))).toBe(5);
    expect(deployment(gf1({ rep: 5 }, { rep: 4 }, { distance: 7 }))).toBe(7);
  });

  it('A-13 [L1456]: JBJ fires at Tex and misses; Tex returns fire and misses; JBJ returns fire and hits; the exchange ends', () => {
    const { w, rules } = midFight({ rep: 4 }, { rep: 4 });
    const rng = new ScriptedRng([
      ...[face(2), face(3)], // JBJ's two pistol dice: 6 and 7, misses
      ...[face(1), face(1)], // Tex's Been Shot At, Pass 2: fire
      ...[face(2), face(2)], // Tex fires: 6 and 6, misses
      ...[face(1), face(1)], // JBJ's Been Shot At, Pass 2: fire
      ...[face(6), face(5)], // JBJ fires: 10 and 9, two hits
      pair(6, 6), // the first hit's damage: 12, chest, Obviously Dead
    ]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect(w.reactions[BEEN_SHOT_AT]).toBe(2);
    expect([w.alive[1], w.end[1], w.alive[0]]).toEqual([0, OD, 1]);
  });

  it("§5.1 [L1241]: a figure stepping back into sight gives its enemy Got a Shot; a Pass 0 on Been Shot At ducks him back, so the mover's own shot waits", () => {
    const { w, rules } = midFight({ rep: 5, profession: 'gunfighter' }, { rep: 4 });
    w.hidden[1] = w.inCover[1] = 1; // Tex ducked back behind his wall
    const rng = new ScriptedRng([
      ...[face(1), face(1)], // JBJ's Got a Shot, Pass 2: fire
      ...[face(2), face(2)], // JBJ fires at Tex behind the wall: 7 and 7, misses
      ...[face(1), face(1)], // Tex's Been Shot At in cover, Pass 2: fire
      ...[face(2), face(3)], // Tex fires: 6 and 7, misses
      ...[face(6), face(6)], // JBJ's Been Shot At, Pass 0: a Gunfighter Ducks Back (BMG)
    ]);
    rules.activate(w, 1, rng);
    expect(rng.left).toBe(0);
    expect([w.reactions[GOT_A_SHOT], w.reactions[BEEN_SHOT_AT]]).toEqual([1, 2]);
    expect([w.hidden[0], w.hidden[1]]).toEqual([1, 0]);
  });

  it('A-17 [L1645–1655]: Got a Shot, a scratch and Been Shot At, a Duck Back, then a gut hit through thin walls puts JBJ out of the fight', () => {
    // JBJ's profession is never given (C-81): a Greenhorn ducks back on a Pass 1 from the front.
    const { w, rules } = midFight(
      { profession: 'greenhorn', cover: 'obscuring' },
      { profession: 'cowboy', rep: 4 },
    );
    w.hidden[0] = 1; // JBJ walks into Tex's view, in the open
    const first = new ScriptedRng([
      ...[face(1), face(1)], // 1. Tex's Got a Shot, Pass 2: fire
      ...[face(5), face(3)], //    Tex's dice: 9 hits (first shot), 7 misses
      pair(1, 3), // 2. damage 4: Leg, I'm Hit!
      ...[face(1), face(1)], //    JBJ's Recoverin', Pass 2: just a scratch, so Been Shot At
      ...[face(1), face(6)], // 3. JBJ's Been Shot At, Pass 1: Duck Back
    ]);
    rules.activate(w, 0, first);
    expect(first.left).toBe(0);
    expect([w.alive[0], w.dmg[0], w.hidden[0], w.inCover[0]]).toEqual([1, 0, 1, 1]);
    const second = new ScriptedRng([
      ...[face(1), face(1)], // 4. JBJ reappears behind thin walls; Tex's Got a Shot: fire
      ...[face(5), face(3)], //    9 hits: cover does not reduce a 9
      pair(4, 5), // 5. white 4, red 5: 9, Gut, OOF with a pistol; colored > white, full effect
    ]);
    rules.activate(w, 0, second);
    expect(second.left).toBe(0);
    expect([w.alive[0], w.end[0]]).toEqual([0, OOF]);
    expect([w.reactions[GOT_A_SHOT], w.reactions[BEEN_SHOT_AT]]).toEqual([2, 1]);
  });

  it("§6.5 [L1559]: a chest wound is −2 Rep, on the Shootin' table and for the activation dice; the next trial starts whole", () => {
    const { w, rules, order } = midFight({ rep: 4 }, { rep: 4 });
    const rng = new ScriptedRng([
      ...[face(6), face(2)], // JBJ's dice: 10 hits, 6 misses
      pair(4, 4), // 8: Chest, I'm Hit!
      ...[face(1), face(6)], // Tex's Recoverin', Pass 1: chest wound
    ]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.alive[1], w.dmg[1], order.leaderRep[1]]).toEqual([1, STATE.chestWounded, 2]);
    expect(w.firingOf(1, 2, false).shootingRep).toBe(2);
    rules.reset(w);
    expect([w.dmg[1], order.leaderRep[1]]).toEqual([0, 4]);
  });

  it("§5.2 [L1421–1425]: a Runaway leaves the fight; with gunfight.runaway=building he takes Comin' Back there", () => {
    const script = () =>
      new ScriptedRng([
        ...[face(2), face(3)], // JBJ misses
        ...[face(6), face(6)], // Tex's Been Shot At in the open, Pass 0: Runaway
        ...[face(1), face(1)], // (building) Comin' Back, Pass 2: he comes back
      ]);
    const gone = midFight({ rep: 4 }, { rep: 4 });
    const rng = script();
    gone.rules.activate(gone.w, 0, rng);
    expect(rng.left).toBe(2);
    expect([gone.w.alive[1], gone.w.end[1], gone.w.status[1]]).toEqual([0, RAN, FLED]);
    const { w, rules } = midFight(
      { rep: 4 },
      { rep: 4 },
      {},
      { ...O, 'gunfight.runaway': 'building' },
    );
    const rng2 = script();
    rules.activate(w, 0, rng2);
    expect(rng2.left).toBe(0);
    expect([w.alive[1], w.hidden[1], w.inCover[1]]).toEqual([1, 1, 1]);
  });

  it('§7.1 step 1: a figure unmanned in the Draw runs like any Runaway; back from a building he is in the fight again', () => {
    const building = { ...O, 'gunfight.runaway': 'building' as const };
    const { w, rules } = midFight({ profession: 'cowboy' }, { profession: 'cowboy' }, {}, building);
    w.turn = 1;
    const rng = new ScriptedRng([
      ...[face(1), face(1)], // JBJ's Flinch check, Pass 2: draws normally
      ...[face(6), face(6)], // Tex's, Pass 0: unmanned, and nobody holds him
      ...[face(1), face(1)], // Tex reaches a building: Comin' Back, Pass 2
    ]);
    rules.opening(w, rng);
    expect(rng.left).toBe(0);
    expect([w.drawEnd[1], w.end[1], w.alive[1], w.hidden[1]]).toEqual([RAN, UNHURT, 1, 1]);
  });

  it('§4.2 step 2 [L1122], A-5(a): an empty gun on a frozen side is reloaded when the dice are rolled', () => {
    const { w } = midFight({}, {});
    w.ammo[0] = EMPTY;
    const order = new ActivationDice(2, w.side, w.rep);
    const frozen = new GunfightRules(order);
    order.frozen[0] = order.frozen[1] = 1;
    frozen.startTurn(w, new ScriptedRng([face(4)]));
    expect(w.ammo[0]).toBe(LOADED);
  });

  it('§4.2 step 2 [L1122], A-5(a): white 4, red 4 are doubles: nobody moves or fires, but a man still reloads: JBJ, the pistol in his hand loaded and his other one empty, reloads that one; with activation.doubles reload-in-hand he does not', () => {
    for (const doubles of ['ready-weapons', 'reload-in-hand'] as const) {
      const { w, rules, order } = midFight(
        { twoPistols: true },
        { twoPistols: true },
        {},
        {
          ...O,
          'activation.doubles': doubles,
        },
      );
      w.ammo[0] = LOADED; // his first pistol ran dry: the loaded one is in his hand (§3.5)
      w.ammo2[0] = EMPTY;
      order.plan(2, ScriptedRng.ofFaces([4, 4]), new Schedule(order.capacity));
      expect(Array.from(order.frozen)).toEqual([1, 1]);
      const rng = ScriptedRng.ofFaces(doubles === 'ready-weapons' ? [5] : []); // the reload roll: not a 1
      rules.startTurn(w, rng);
      expect(rng.left).toBe(0);
      expect([w.ammo[0], w.ammo2[0], w.reloads]).toEqual(
        doubles === 'ready-weapons' ? [LOADED, LOADED, 1] : [LOADED, EMPTY, 0],
      );
      // Tex, both pistols loaded, has nothing to do.
      expect([w.ammo[1], w.ammo2[1]]).toEqual([LOADED, LOADED]);
    }
  });

  it("the Draw that opens it agrees with the draw procedure's exact answer (fixed seed, 4 SE)", () => {
    for (const p of [
      gf1({ profession: 'gunfighter', rep: 5, sand: 5 }, { rep: 4 }),
      gf1(
        { weapon: 'shotgun', rep: 3 },
        { profession: 'greenhorn', sand: 3 },
        { skipFlinch: true },
      ),
    ]) {
      const layout = gunfight.metrics(p, O);
      const acc = layout.create();
      const trials = 20_000;
      gunfight.simulate(p, O, rngFromSeed('gf1-draw'), trials, acc);
      const exact = gunfight.exact!(p, O) as Record<string, Record<string, number>>;
      for (const name of ['Jim Bob Joe', 'Tex']) {
        const slot = layout.slot(`draw.${name}`);
        DRAW_STATES.forEach((st, k) =>
          expect(
            withinSe(acc[slot + k] / trials, exact[`draw.${name}`][st], trials),
            `${name} ${st}`,
          ).toBe(true),
        );
      }
      // Every gunfight ends once: a winner or a draw; the ends per figure sum to the trials.
      const winner = layout.get('winner');
      let total = 0;
      for (let k = 0; k < winner.width; k++) total += acc[winner.slot + k];
      expect(total).toBe(trials);
    }
  });

  it('the trace tells the Draw, the activation dice and the end', () => {
    const p = gf1({ profession: 'gunfighter', rep: 5 }, { rep: 4 });
    let lines: string[] = [];
    for (let k = 0; k < 20 && lines.length < 4; k++)
      lines = traceLines(gunfight.trace!(p, O, rngFromSeed(`trace-${k}`)));
    expect(lines[0]).toMatch(/^Turn 1 — the Draw at 12": Jim Bob Joe .*, Tex /);
    expect(lines.some((l) => /^Turn 2 — activation dice Star \d/.test(l))).toBe(true);
    expect(lines[lines.length - 1]).toMatch(/(Star|Opponent) win|a draw/);
  });
});
