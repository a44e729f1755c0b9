import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { distanceOf, draw, type DrawParams } from '../../../src/rulesets/sixgun/draw.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { withinSe } from '../../helpers.ts';
import { face, pair, playOnce } from './scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = (over: Partial<DrawParams>): DrawParams => ({ ...(defaultsOf(draw.params) as DrawParams), ...over });
const STATES = ['pObviouslyDead', 'pOutOfFight', 'pWounded', 'pSurrendered', 'pRanAway', 'pUnhurt'];

/** Plays one trial with the given dice and returns what it counted. */
function play(over: Partial<DrawParams>, faces: number[]): Record<string, number> {
  return playOnce(draw, P({ skipFlinch: true, ...over }), O, faces);
}

/** Simulated frequencies of every metric (distributions as `name=outcome`). */
function simulated(p: DrawParams, key: string, n: number): Record<string, number> {
  const layout = draw.metrics(p, O);
  const acc = layout.create();
  draw.simulate(p, O, streamFor({ seed: 'sixgun-draw-three', matchup: key, variant: 0, chunk: 0 }), n, acc);
  const out: Record<string, number> = {};
  for (const m of layout.metrics) {
    if (m.kind === 'probability') out[m.name] = acc[m.slot] / n;
    else layout.outcomes(m).forEach((k, j) => (out[`${m.name}=${k}`] = acc[m.slot + j] / n));
  }
  return out;
}

describe('sixgun Draw with three figures: A-19 (Jim Bob Joe draws on Tex and Weezie)', () => {
  // JBJ is A (Rep 5 Gunfighter, drawing on B and C by default); Tex is B and Weezie is C, each drawing on JBJ.
  const A19 = { figures: 3, aRep: 5, aProfession: 'gunfighter', bRep: 3, cRep: 3 } as const;

  it('C-3 [L1726]: his pool is 5 + 1 − 1 = 5 dice, the second declared target costing a die', () => {
    expect(draw.explain!(P(A19), O)).toMatch(/^A 5 dice \(gunfighter, pistol\) on B\+C, B 3 dice \(cowboy, pistol\) on A against C 3 dice \(cowboy, pistol\) on A/);
  });

  it('[L1729] by the ruling: Tex passes 3 too (d = 0, both drew and missed); Weezie passes 1 (d = 2 with a 3 → OD, no damage roll); his 1 empties his pistol', () => {
    const r = play(A19, [...[1, 3, 3, 4, 5].map(face), ...[1, 2, 3].map(face), ...[2, 5, 6].map(face)]);
    expect(r['margin=0']).toBe(1);
    expect(r['pUnhurt.a']).toBe(1);
    expect(r['pUnhurt.b']).toBe(1);
    expect(r['pObviouslyDead.c']).toBe(1);
    expect(r['pEmptyGun.a']).toBe(1);
    expect(r['pEmptyGun.b']).toBe(1); // Tex's 1 at d = 0
    expect(r['pEmptyGun.c']).toBe(0);
  });

  it('[L1753] only the first ≥3 result in a Draw gets the drop: the second is read as 2', () => {
    // A Cowboy Rep 6 on B and C draws 5 dice and passes all five; B and C pass none.
    const r = play({ figures: 3, aRep: 6, aProfession: 'cowboy', bRep: 3, cRep: 3 }, [
      ...[2, 2, 2, 2, 2].map(face), ...[4, 5, 6].map(face), ...[4, 5, 6].map(face),
      face(2), // B passes Got the Drop (Sand 4): surrenders
      pair(2, 3), // against C the 5 counts as 2, no 3 among A's dice: damage, 2 + 3 = head, OD
    ]);
    expect(r['margin=5']).toBe(1);
    expect(r['pSurrendered.b']).toBe(1);
    expect(r['pObviouslyDead.c']).toBe(1);
    expect(r['pUnhurt.a']).toBe(1);
  });

  it('C-52(c): a figure that goes down still delivers its own result (A kills C while B out-draws A)', () => {
    // A 5 dice: 3, 2, 4, 5, 6 (2 passes, a 3). B (Rep 5, 5 dice) 2, 2, 2, 2, 6: 4 passes, d = −2, no 3 → damage on A. C 3 dice, 0 passes.
    const r = play({ figures: 3, aRep: 5, bRep: 5, bProfession: 'cowboy', cRep: 3 }, [
      ...[3, 2, 4, 5, 6].map(face), ...[2, 2, 2, 2, 6].map(face), ...[4, 5, 6].map(face),
      pair(2, 3), // B's damage roll on A: head, OD
    ]);
    expect(r['pObviouslyDead.a']).toBe(1);
    expect(r['pObviouslyDead.c']).toBe(1); // A's d = 2 with a 3 against C lands at the same moment
    expect(r['pUnhurt.b']).toBe(1);
  });

  it('rejects targets outside the Draw or oneself', () => {
    expect(draw.check!(P({ figures: 3, cTarget: 'd' }), O)).toEqual(['C draws on D, but only 3 figures are in the Draw (set figures)']);
    expect(draw.check!(P({ figures: 3, bTarget: 'b' }), O)).toEqual(['B cannot draw on himself']);
    expect(draw.check!(P({ figures: 4, aTargets: 'c+d', dTarget: 'b' }), O)).toEqual([]);
  });

  it('exact answers only two-figure Draws', () => {
    expect(draw.hasExact!(P({}), O)).toBe(true);
    expect(draw.hasExact!(P({ figures: 3 }), O)).toBe(false);
  });
});

describe('sixgun Draw with three or four figures: simulation', () => {
  const N = 20_000;
  // C in the Draw but drawing on nobody, and A drawing only on B, is the two-figure Draw (C-52(d)).
  const pairs: Partial<DrawParams>[] = [
    {},
    { aProfession: 'cowboy', bProfession: 'marshal', bRep: 5, holdUnmanned: true, aSand: 3 },
    { aProfession: 'greenhorn', aRep: 3, aSand: 2, bProfession: 'outlaw', bWeapon: 'shotgun', skipFlinch: true },
  ];
  it.each(pairs.map((c, i) => [i, c] as const))('C drawing on nobody reproduces the two-figure exact answer (configuration %i, 4 SE)', (i, c) => {
    const exact = draw.exact!(P(c), O) as Record<string, number | Record<string, number>>;
    // The distance is pinned: by default C's weapon and Rep would join in choosing it [L3218].
    const sim = simulated(P({ ...c, figures: 3, aTargets: 'b', cTarget: 'none', cProfession: 'gambler', cSand: 3, distance: distanceOf(P(c)) }), `consistency-${i}`, N);
    for (const [name, v] of Object.entries(exact)) {
      const cells = typeof v === 'number' ? { [name]: v } : Object.fromEntries(Object.entries(v).map(([k, x]) => [`${name}=${k}`, x]));
      for (const [k, want] of Object.entries(cells)) expect(withinSe(sim[k] ?? 0, want, N) || Math.abs((sim[k] ?? 0) - want) <= 0.5 / N, `${k}: simulated ${sim[k]}, exact ${want}`).toBe(true);
    }
    // Nobody draws on C: he only ever runs from his own Flinch.
    expect(sim['pUnhurt.c'] + sim['pRanAway.c']).toBeCloseTo(1, 12);
  });

  it.each([
    [{ figures: 3 }],
    [{ figures: 3, bTarget: 'c', cTarget: 'b', aTargets: 'b', holdUnmanned: true }],
    [{ figures: 4, aProfession: 'marshal', dProfession: 'outlaw', dRep: 5, holdUnmanned: true }],
    [{ figures: 4, aTargets: 'b', bTarget: 'c', cTarget: 'd', dTarget: 'a', dWeapon: 'repeating-carbine' }],
  ] as [Partial<DrawParams>][])('every present figure ends in exactly one state: %o', (c) => {
    const p = P(c);
    const sim = simulated(p, JSON.stringify(c), 5_000);
    for (const who of ['a', 'b', 'c', 'd'].slice(0, p.figures)) expect(STATES.reduce((s, n) => s + sim[`${n}.${who}`], 0)).toBeCloseTo(1, 12);
    expect('pUnhurt.d' in sim).toBe(p.figures === 4); // metrics only for the figures present
  });
});
