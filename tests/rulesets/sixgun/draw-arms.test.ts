import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { PER_ARM, draw, setup, type DrawParams } from '../../../src/rulesets/sixgun/draw.ts';
import {
  OUT_CHEST,
  OUT_WOUNDED,
  PER_FIGURE_CODES,
  gunArmOf,
  jointDraw,
  offArmOf,
  outOf,
} from '../../../src/rulesets/sixgun/draw/joint.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { withinSe } from '../../helpers.ts';
import { face, pair, playCounts } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = (over: Partial<DrawParams>): DrawParams =>
  draw.complete!({ ...(defaultsOf(draw.params) as DrawParams), ...over });
const ARMS = PER_ARM.map(([name]) => name);

/** The exact answer's numbers, distributions as `name=outcome`. */
function flat(e: Record<string, number | Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(e))
    if (typeof v === 'number') out[k] = v;
    else for (const [o, p] of Object.entries(v)) out[`${k}=${o}`] = p;
  return out;
}

describe('arm wounds in a Draw of three or four figures (six-gun-sound.md §7, §6.5 [L1557–1558], C-52(c))', () => {
  // Dice as simulate.ts reads them, no Flinch: each pool A..D, then the pairs A–B, A–C, …
  // with their damage rolls. Rep 4 pistol Cowboys (A on B and C: 3 dice), Toughness 4. A 7 is
  // the gun arm, I'm Hit! with a pistol; Recoverin' 1, 6 is Pass 1: the arm is wounded and he
  // stands.
  const gunArm = [pair(3, 4), face(1), face(6)];
  const legWound = [pair(1, 3), face(1), face(6)];
  const THREE = { figures: 3, aRep: 4, aProfession: 'cowboy' } as const;
  const play = (over: Partial<DrawParams>, faces: ReturnType<typeof face>[]) =>
    playCounts(draw, P({ skipFlinch: true, ...over }), O, faces);

  it('B and C both beat A by 2 and both damage rolls are a Pass 1 at his gun arm: he stands with it unusable; a leg for one of them leaves it wounded once', () => {
    const dice = (second: typeof gunArm) => [
      ...[6, 6, 6].map(face), // A, on B and C: 3 dice, none
      ...[2, 2, 6, 6].map(face), // B on A: 2 passes, no 3
      ...[2, 2, 6, 6].map(face), // C on A: the same
      ...gunArm, // A–B
      ...second, // A–C
    ];
    const both = play(THREE, dice(gunArm));
    expect([both['pWounded.a'], both['pGunArmUnusable.a'], both['pGunArmWounded.a']]).toEqual([
      1, 1, 0,
    ]);
    const once = play(THREE, dice(legWound));
    expect([once['pWounded.a'], once['pGunArmUnusable.a'], once['pGunArmWounded.a']]).toEqual([
      1, 0, 1,
    ]);
    for (const r of [both, once]) expect(r['pOffArmWounded.a'] + r['pOffArmUnusable.a']).toBe(0);
  });

  it("two figures: the per-figure exact Draw gives each arm metric as the joint Draw (the GF-1 chain's) does", () => {
    for (const over of [
      { aWeapon: 'shotgun', aRep: 5, bProfession: 'greenhorn', distance: 4 },
      { aRep: 4, bRep: 4, bWeapon: 'repeating-carbine', distance: 8, holdUnmanned: true },
    ] as Partial<DrawParams>[]) {
      const p = P(over);
      const exact = flat(draw.exact!(p, O));
      const joint: Record<string, number> = {};
      for (const [code, q] of jointDraw(setup(p, O), true))
        ['a', 'b'].forEach((who, i) => {
          const x = Math.floor(code / PER_FIGURE_CODES ** i) % PER_FIGURE_CODES;
          if (outOf(x) !== OUT_WOUNDED && outOf(x) !== OUT_CHEST) return;
          for (const [name, arm, wounds] of PER_ARM)
            if ((arm === 0 ? gunArmOf(x) : offArmOf(x)) === wounds)
              joint[`${name}.${who}`] = (joint[`${name}.${who}`] ?? 0) + q;
        });
      for (const who of ['a', 'b'])
        for (const name of ARMS)
          expect(
            Math.abs(exact[`${name}.${who}`] - (joint[`${name}.${who}`] ?? 0)),
            `${name}.${who}`,
          ).toBeLessThan(1e-12);
    }
  });

  it('three and four figures: the exact arm metrics agree with the simulated Draw (fixed seed, 4 SE)', () => {
    for (const over of [
      { figures: 3, aToughness: 3, aWeapon: 'trapdoor-rifle', bRep: 5, cRep: 5 },
      { figures: 4, aProfession: 'marshal', aToughness: 3, holdUnmanned: true },
    ] as Partial<DrawParams>[]) {
      const p = P(over);
      const exact = flat(draw.exact!(p, O));
      const layout = draw.metrics(p, O);
      const acc = layout.create();
      const n = 200_000;
      draw.simulate(
        p,
        O,
        streamFor({ seed: 'draw-arms', matchup: JSON.stringify(over), variant: 0, chunk: 0 }),
        n,
        acc,
      );
      // A (drawn on by every other figure) does lose arms here: the test reads something.
      expect(exact['pGunArmWounded.a']).toBeGreaterThan(0.005);
      for (const who of ['a', 'b', 'c', 'd'].slice(0, p.figures))
        for (const name of ARMS) {
          const m = `${name}.${who}`;
          expect(withinSe(acc[layout.slot(m)] / n, exact[m], n), m).toBe(true);
        }
    }
  });
});
