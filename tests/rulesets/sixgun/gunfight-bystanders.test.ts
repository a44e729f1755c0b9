import { describe, expect, it } from 'vitest';
import { ActivationDice } from '../../../src/encounter/activation/activation-dice.ts';
import { FLED } from '../../../src/encounter/figures.ts';
import { Trace } from '../../../src/encounter/trace.ts';
import { rngFromSeed, type Rng } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { BandRules } from '../../../src/rulesets/sixgun/encounter/band-rules.ts';
import { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import {
  exactFiring,
  newFiringResult,
  simulateFiring,
} from '../../../src/rulesets/sixgun/firing.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { Layout } from '../../../src/core/layout.ts';
import { LOADED } from '../../../src/rulesets/sixgun/encounter/ammo.ts';
import { TypedForces } from '../../../src/rulesets/sixgun/encounter/types/forces.ts';
import { robbery } from '../../../src/rulesets/sixgun/encounter/types/robbery.ts';
import { setupOf } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { typed } from './typed.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;

/** BandRules with its firing open to a test. */
class Firing extends BandRules {
  shootAt(w: BandWorld, c: number, rng: Rng): void {
    this.fireAtTarget(w, c, rng);
  }
}

/**
 * A GF-3: the A side's figures, then the B side's, standing where `at` puts them in the open
 * and in sight, the world playing bystanders (§6.2 [L1503–1506]) unless `bystanders` is
 * false (the house rule shot.bystanders off).
 */
function street(a: string[], b: string[], at: [number, number][], bystanders = true) {
  const w = new BandWorld(
    gunfightSchema.parse({
      type: 'GF-3',
      sides: [
        { name: 'A', figures: a.map((name) => ({ name })) },
        { name: 'B', figures: b.map((name) => ({ name })) },
      ],
    }),
    { ...O, 'shot.bystanders': bystanders },
  );
  const groupSide = new Int32Array(w.groups);
  for (let c = 0; c < w.n; c++) groupSide[w.group[c]] = w.side[c];
  const rules = new Firing(new ActivationDice(2, groupSide, new Int32Array(w.groups)));
  rules.reset(w, rngFromSeed('bystanders-reset'));
  w.turn = 2;
  at.forEach(([x, y], c) => w.place(c, x, y));
  w.inCover.fill(0);
  w.hidden.fill(0);
  w.log = new Trace();
  return { w, rules };
}

/** Scripted faces first, then a seeded stream for whatever the fight rolls after them. */
class ThenSeeded extends ScriptedRng {
  private readonly after = rngFromSeed('bystanders-after');
  constructor(faces: number[]) {
    super(faces.map((f) => f - 1));
  }
  override u32(): number {
    return this.left > 0 ? super.u32() : this.after.u32();
  }
  override below(n: number): number {
    return this.left > 0 ? super.below(n) : this.after.below(n);
  }
}

/** The shot dice [4, 2] of a Rep 4 pistol (an 8, then a miss), then the bystander's pick. */
const eightThen = (...pick: number[]) => new ThenSeeded([4, 2, ...pick]);

describe('bystanders (six-gun-sound.md §6.2 [L1503–1506], C-55, C-57)', () => {
  it('§6.2: a shot at a man with others within 2" of him has its 8 hit a bystander, 7/36 of a Rep 4 pistol firing', () => {
    const { w } = street(
      ['Al'],
      ['Bo', 'Bud', 'Bea'],
      [
        [0, 0],
        [0, 6],
        [1, 6],
        [0, 7.5],
      ],
    );
    expect(w.crowdAround(0, 1)).toBe(2);
    // The highest of two dice a 4: (4/6)² − (3/6)².
    expect(exactFiring(w.firingOf(0, 1, 0, false, false)).pBystander).toBeCloseTo(7 / 36, 12);
    w.place(2, 3, 6);
    w.place(3, 0, 9);
    expect(w.crowdAround(0, 1)).toBe(0);
    expect(exactFiring(w.firingOf(0, 1, 0, false, false)).pBystander).toBe(0);
  });

  it('with the house rule shot.bystanders off an 8 at a man on foot hits him, whoever stands by', () => {
    const { w } = street(
      ['Al'],
      ['Bo', 'Bud'],
      [
        [0, 0],
        [0, 6],
        [1, 6],
      ],
      false,
    );
    expect(w.crowdAround(0, 1)).toBe(0);
    expect(exactFiring(w.firingOf(0, 1, 0, false, false)).pBystander).toBe(0);
  });

  it('the simulated firing strays as often as the exact one says (20,000 firings)', () => {
    const { w } = street(
      ['Al'],
      ['Bo', 'Bud'],
      [
        [0, 0],
        [0, 6],
        [1, 6],
      ],
    );
    const f = w.firingOf(0, 1, 0, false, false);
    const rng = rngFromSeed('bystanders-sim');
    const r = newFiringResult();
    const faces = new Uint8Array(3);
    const n = 20_000;
    let stray = 0;
    for (let i = 0; i < n; i++) {
      simulateFiring(f, rng, faces, r);
      if (r.bystander) stray++;
    }
    expect(withinSe(stray / n, exactFiring(f).pBystander, n)).toBe(true);
  });

  it('C-57: the bystander is picked evenly (scripted: the first or the second of two); the target, missed, takes Been Shot At (C-55)', () => {
    for (const [pick, name] of [
      [1, 'Bud'],
      [2, 'Bea'],
    ] as const) {
      const { w, rules } = street(
        ['Al'],
        ['Bo', 'Bud', 'Bea'],
        [
          [0, 0],
          [0, 6],
          [1, 6],
          [0, 7.5],
        ],
      );
      w.target[0] = 1;
      rules.shootAt(w, 0, eightThen(pick));
      const text = w.log!.events.map((e) => e.text);
      expect(text.slice(0, 3).map((t) => t.split(/[;,]/)[0])).toEqual([
        'Al fires at Bo: 0 hits',
        `the shot at Bo hits ${name} standing by`,
        `Al fires at ${name}: 1 hit`,
      ]);
      expect(text.some((t) => t.includes('Bo takes Been Shot At from Al'))).toBe(true);
      expect(w.strayHits).toBeGreaterThanOrEqual(1);
    }
  });

  it("§6.2 [L1505]: a neutral bystander hit joins the shooter's opponents for the rest of the encounter", () => {
    // Ned stands on no side, 1" from Al; Bo's 8 at Al hits him, and he joins Al's side.
    const { w, rules } = street(
      ['Al'],
      ['Bo', 'Ned'],
      [
        [0, 0],
        [0, 6],
        [1, 0],
      ],
    );
    w.remove(2, FLED);
    w.neutral[2] = 1;
    expect(w.standing[0]).toBe(1);
    expect(w.crowdAround(1, 0)).toBe(1);
    w.target[1] = 0;
    rules.shootAt(w, 1, eightThen(1));
    const text = w.log!.events.map((e) => e.text);
    expect(text).toContain('the shot at Al hits Ned standing by; Ned joins the A');
    expect([w.side[2], w.group[2], w.neutral[2]]).toEqual([0, w.group[0], 0]);
  });

  it('a neutral joining a side with nobody left standing joins its group all the same', () => {
    const { w } = street(
      ['Al', 'Ned'],
      ['Bo'],
      [
        [0, 0],
        [1, 0],
        [0, 6],
      ],
    );
    w.remove(1, FLED);
    w.neutral[1] = 1;
    w.remove(2);
    expect(w.standing[1]).toBe(0);
    w.join(1, 1);
    expect([w.side[1], w.group[1], w.standing[1], w.alive[1]]).toEqual([1, w.group[2], 1, 1]);
  });

  it("a neutral nobody's 8 picks stays out of it, off every side", () => {
    const { w, rules } = street(
      ['Al'],
      ['Bo', 'Ned'],
      [
        [0, 0],
        [0, 6],
        [5, 0],
      ],
    );
    w.remove(2, FLED);
    w.neutral[2] = 1;
    w.target[1] = 0;
    rules.shootAt(w, 1, eightThen());
    expect([w.alive[2], w.neutral[2], w.strayHits]).toEqual([0, 1, 0]);
  });

  it('§6.2 in every type, not only a Capture in town: in a Robbery an 8 at a townsman with another within 2" of him hits that one', () => {
    const p = typed('robbery', 'kansas', {}, { outlaws: 3, deputies: 0, townsfolk: 'times-2' });
    const l = new Layout();
    robbery.metrics(p, setupOf(p), l);
    const forces = new TypedForces(p, robbery, O, robbery.prepare(p, setupOf(p), O, l));
    const rng = rngFromSeed('bystanders-robbery');
    const { w, rules } = forces.roll(rng);
    rules.reset(w, rng);
    // An Outlaw with a Rep 4 pistol fires down the middle of the street at one townsman, a
    // second standing 1" beyond him; everyone else well away.
    const s = w.side.indexOf(0);
    const [t, b] = [w.side.indexOf(1), w.side.indexOf(1) + 1];
    for (let c = 0; c < w.n; c++) w.place(c, 60 + 4 * c, 6);
    w.place(s, -20, 6);
    w.place(t, -14, 6);
    w.place(b, -13, 6);
    [w.rep[s], w.weapon[s], w.veteran[s], w.attr[s], w.ammo[s]] = [4, 'pistol', 0, 0, LOADED];
    w.refreshWeapon(s);
    w.inCover.fill(0);
    w.hidden.fill(0);
    w.mounted.fill(0);
    w.turn = 2;
    w.target[s] = t;
    w.log = new Trace();
    expect(w.crowdAround(s, t)).toBe(1);
    rules.fire(w, s, eightThen(1));
    // The shot raises the town's alarm first.
    const text = w.log.events.map((e) => e.text.split(/[;,]/)[0]);
    const fired = text.indexOf(`${w.names[s]} fires at ${w.names[t]}: 0 hits`);
    expect(fired).toBeGreaterThanOrEqual(0);
    expect(text[fired + 1]).toBe(`the shot at ${w.names[t]} hits ${w.names[b]} standing by`);
    expect(w.strayHits).toBe(1);
  });
});
