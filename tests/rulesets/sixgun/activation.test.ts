import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { ActivationDice } from '../../../src/encounter/activation/activation-dice.ts';
import { GROUP, Schedule } from '../../../src/encounter/activation/schedule.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { activation, type ActivationParams } from '../../../src/rulesets/sixgun/activation.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng, face, playOnce } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = (over: Partial<ActivationParams> = {}): ActivationParams =>
  activation.complete!({ ...(defaultsOf(activation.params) as ActivationParams), ...over });
const ex = (over: Partial<ActivationParams> = {}) =>
  activation.exact!(P(over), O) as Record<string, number>;
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-12);

/** One turn of the core's activation dice with the given faces: frozen sides and the groups in order. */
function turn(groupSide: number[], leaderRep: number[], sides: number, faces: number[]) {
  const order = new ActivationDice(sides, groupSide, leaderRep);
  const sched = new Schedule(order.capacity);
  const rng = new ScriptedRng(faces.map(face));
  order.plan(1, rng, sched);
  expect(rng.left).toBe(0);
  const groups = Array.from({ length: sched.count }, (_, k) => {
    expect(sched.kind[k]).toBe(GROUP);
    return sched.who[k];
  });
  return { frozen: Array.from(order.frozen), groups };
}

describe('activation (six-gun-sound.md §4.1–4.2): worked examples', () => {
  // Jim Bob Joe's side 0 (white) has groups led by Rep 5, 3 and 4; Tex's side 1 (red) by Rep 3 and 2.
  const groupSide = [0, 0, 0, 1, 1];
  const leaderRep = [5, 3, 4, 3, 2];

  it('A-5(a) [L1122]: white 4, red 4 are doubles: both sides frozen, nobody moves or fires', () => {
    const t = turn(groupSide, leaderRep, 2, [4, 4]);
    expect(t.frozen).toEqual([1, 1]); // the ruleset still lets frozen sides reload (§4.2 step 2)
    expect(t.groups).toEqual([]);
  });

  it("A-5(b) [L1123–1125]: white 4, red 3: JBJ's groups led by Rep ≥ 4 first, highest Rep first; then Tex's led by Rep ≥ 3", () => {
    const t = turn(groupSide, leaderRep, 2, [4, 3]);
    expect(t.frozen).toEqual([0, 0]);
    expect(t.groups).toEqual([0, 2, 3]); // Rep 5, Rep 4 (white); Rep 3 (red); Rep 3 and 2 wait
  });

  it('A-5(c) [L1133]: three sides, white 4 / red 3 / green 3: red and green frozen, white unaffected', () => {
    const t = turn([0, 1, 2], [4, 5, 6], 3, [4, 3, 3]);
    expect(t.frozen).toEqual([0, 1, 1]);
    expect(t.groups).toEqual([0]);
  });

  it('§4.2 step 4 [L1124]: a side rolling above every leader it has activates nobody, and the other side still acts', () => {
    const t = turn(groupSide, leaderRep, 2, [6, 2]);
    expect(t.groups).toEqual([3, 4]);
  });

  it('the activation procedure plays the same dice through the core: A-5(b) with one group a side', () => {
    const one = playOnce(activation, P({ aLeaderRep: 4, bLeaderRep: 3 }), O, [face(4), face(3)]);
    expect(one).toMatchObject({ pDoubles: 0, pFirstA: 1, pFirstB: 0, pActsA: 1, pActsB: 1 });
    const doubles = playOnce(activation, P(), O, [face(4), face(4)]);
    expect(doubles).toMatchObject({ pDoubles: 1, pIdle: 1, pFirstA: 0, pActsA: 0 });
  });
});

describe('activation: exact odds', () => {
  it('B-39 [L1122]: doubles 1/6; a given side goes first 5/12', () => {
    const e = ex();
    close(e.pDoubles, 1 / 6);
    close(e.pFirstA, 5 / 12);
    close(e.pFirstB, 5 / 12);
  });

  it("a side acts when its die is at most its leader's Rep and unmatched: Rep r gives 5r/36", () => {
    for (const r of [1, 3, 4, 6]) close(ex({ aLeaderRep: r }).pActsA, (5 * r) / 36);
    // Nobody acts: doubles (6/36), or two different dice each above Rep 4 (5 against 6, 6 against 5).
    close(ex().pIdle, 8 / 36);
  });

  it('A-5(c): with three sides, doubles freeze 4/9 of turns; nobody goes first only on triples (1/36)', () => {
    const e = ex({ sides: 3 });
    close(e.pDoubles, 1 - (6 * 5 * 4) / 216);
    for (const k of ['A', 'B', 'C']) close(e[`pFirst${k}`], 35 / 108);
  });

  it('simulation through the core agrees with the exact odds (fixed seed, 4 SE)', () => {
    for (const over of [{}, { sides: 3, aLeaderRep: 2, cLeaderRep: 5 }] as const) {
      const p = P(over);
      const layout = activation.metrics(p, O);
      const acc = layout.create();
      const trials = 60_000;
      activation.simulate(p, O, rngFromSeed('activation'), trials, acc);
      const e = activation.exact!(p, O) as Record<string, number>;
      for (const m of layout.metrics)
        expect(withinSe(acc[m.slot] / trials, e[m.name], trials), m.name).toBe(true);
    }
  });

  it('a leader Rep for side C needs three sides', () => {
    const raw = { ...(defaultsOf(activation.params) as ActivationParams), cLeaderRep: 5 };
    expect(activation.check!(raw, O)).toEqual([
      '--c-leader-rep sets side C, but only 2 sides roll (set sides to 3)',
    ]);
  });
});
