import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf, type EnumField } from '../../../src/rulesets/fields.ts';
import { PROFESSIONS, WEAPONS } from '../../../src/rulesets/sixgun/data.ts';
import { distanceOf, draw, type DrawParams } from '../../../src/rulesets/sixgun/draw.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { LONG } from '../../helpers.ts';
import { agrees } from './grid.ts';
import { face, pair, playCounts } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = (over: Partial<DrawParams>): DrawParams => ({
  ...(defaultsOf(draw.params) as DrawParams),
  ...over,
});
const STATES = ['pObviouslyDead', 'pOutOfFight', 'pWounded', 'pSurrendered', 'pRanAway', 'pUnhurt'];
const SHAPES = [
  [{ figures: 3 }],
  [{ figures: 3, bTarget: 'c', cTarget: 'b', aTargets: 'b', holdUnmanned: true }],
  [{ figures: 4, aProfession: 'marshal', dProfession: 'outlaw', dRep: 5, holdUnmanned: true }],
  [
    {
      figures: 4,
      aTargets: 'b',
      bTarget: 'c',
      cTarget: 'd',
      dTarget: 'a',
      dWeapon: 'repeating-carbine',
    },
  ],
] as [Partial<DrawParams>][];

/** Plays one trial with the given dice and returns what it counted. */
function play(over: Partial<DrawParams>, faces: number[]): Record<string, number> {
  return playCounts(draw, P({ skipFlinch: true, ...over }), O, faces);
}

/** Simulated frequencies of every metric (distributions as `name=outcome`). */
function simulated(p: DrawParams, key: string, n: number): Record<string, number> {
  const layout = draw.metrics(p, O);
  const acc = layout.create();
  draw.simulate(
    p,
    O,
    streamFor({ seed: 'sixgun-draw-three', matchup: key, variant: 0, chunk: 0 }),
    n,
    acc,
  );
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
    expect(draw.explain!(P(A19), O)).toMatch(
      /^A 5 dice \(gunfighter, pistol\) on B\+C, B 3 dice \(cowboy, pistol\) on A against C 3 dice \(cowboy, pistol\) on A/,
    );
  });

  it('[L1729] by the ruling: Tex passes 3 too (d = 0, both drew and missed); Weezie passes 1 (d = 2 with a 3 → OD, no damage roll); his 1 empties his pistol', () => {
    const r = play(A19, [
      ...[1, 3, 3, 4, 5].map(face),
      ...[1, 2, 3].map(face),
      ...[2, 5, 6].map(face),
    ]);
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
      ...[2, 2, 2, 2, 2].map(face),
      ...[4, 5, 6].map(face),
      ...[4, 5, 6].map(face),
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
      ...[3, 2, 4, 5, 6].map(face),
      ...[2, 2, 2, 2, 6].map(face),
      ...[4, 5, 6].map(face),
      pair(2, 3), // B's damage roll on A: head, OD
    ]);
    expect(r['pObviouslyDead.a']).toBe(1);
    expect(r['pObviouslyDead.c']).toBe(1); // A's d = 2 with a 3 against C lands at the same moment
    expect(r['pUnhurt.b']).toBe(1);
  });

  it('rejects targets outside the Draw or oneself', () => {
    expect(draw.check!(P({ figures: 3, cTarget: 'd' }), O)).toEqual([
      'C draws on D, but only 3 figures are in the Draw (set figures)',
    ]);
    expect(draw.check!(P({ figures: 3, bTarget: 'b' }), O)).toEqual(['B cannot draw on himself']);
    expect(draw.check!(P({ figures: 4, aTargets: 'c+d', dTarget: 'b' }), O)).toEqual([]);
  });

  it('rejects C or D given while not in the Draw, rather than ignoring them', () => {
    expect(draw.check!(P({ cRep: 6 }), O)).toEqual([
      '--c-rep sets C, but only 2 figures are in the Draw (set figures to 3 or 4)',
    ]);
    expect(draw.check!(P({ figures: 3, cRep: 6, dSand: 2, dWeapon: 'trapdoor-rifle' }), O)).toEqual(
      ['--d-sand, --d-weapon set D, but only 3 figures are in the Draw (set figures to 4)'],
    );
    expect(draw.check!(P({ figures: 4, cRep: 6, dSand: 2 }), O)).toEqual([]);
  });
});

describe('sixgun Draw with three or four figures: the readings for 3+ figures, by scripted dice', () => {
  // Dice are consumed in this order (draw.ts simDraw): Flinch checks A..D (unless skipFlinch), held
  // unmanned figures' Got the Drop and re-draw, one pool roll per linked figure A..D, then pairs
  // A–B, A–C, …, C–D with their damage rolls, Got the Drop tests and firings, then Been Shot At A..D.
  // Every figure is a Rep 4 pistol Cowboy (Sand 4, Toughness 4) unless given; the distance is the
  // shortest effective range, 3 × 4 = 12", so a margin-1 firing rolls on the Shootin' table.
  const miss = [2, 2].map(face); // a margin-1 firing's two pistol dice: 2 + Rep ≤ 7 misses, and no 1 to fumble
  const legWound = [pair(1, 3), face(1), face(6)]; // 4: leg, I'm Hit!; Recoverin' 1, 6 is Pass 1 → wounded
  const scratch = [pair(3, 3), face(1), face(1)]; // 6: gut, I'm Hit!; Recoverin' Pass 2 → just a scratch, no effect
  const runaway = [6, 6].map(face); // Been Shot At, Cowboy, Pass 0 in the open → Runaway [L7712–7730]

  it('C-53 [L1698] by the reading: a held unmanned figure is held by the first figure still drawing that it declared or that declared it, who re-draws and also keeps his own pairs', () => {
    // A (Rep 5, on B and C: 4 dice) declared B; B declared C; C declared A. B is unmanned and held.
    // Read in figure order, A holds B (A declared B), not C (whom B declared). The re-draw A–B is
    // their first comparison, so it is what the margin counts; B, being held, draws his 4 dice
    // with no flinch penalty and A gets +1d6.
    const r = play(
      {
        figures: 3,
        aRep: 5,
        aProfession: 'cowboy',
        aTargets: 'b+c',
        bTarget: 'c',
        cTarget: 'a',
        skipFlinch: false,
        holdUnmanned: true,
      },
      [
        face(1),
        face(1), // A's Flinch: Pass 2, draws
        face(6),
        face(6), // B's Flinch: Pass 0, unmanned [L7732–7750]
        face(1),
        face(1), // C's Flinch: draws
        face(5), // B's Got the Drop (Sand 4): fails → re-draw with his holder
        ...[3, 2, 6, 6, 6].map(face), // the holder's 4 + 1 dice: 2 passes with a 3
        ...[6, 6, 6, 6].map(face), // B: none. d = 2 with a 3: B is OD
        ...[3, 2, 6, 6].map(face), // main round, A: 2 passes with a 3 (B is out, so A and C only)
        ...[6, 6, 6, 6].map(face), // C: none. A declared C: d = 2 with a 3, C is OD
      ],
    );
    expect(r['margin=2']).toBe(1); // read with C as the holder, A and B are never compared
    expect(r['pObviouslyDead.b']).toBe(1); // … and B, rolling first, would take 3, 2, 6, 6 against C's five 6s: C OD, B unhurt
    expect(r['pObviouslyDead.c']).toBe(1); // the holder's own pair with C still resolves
    expect(r['pUnhurt.a']).toBe(1);
    expect(r['pSurrendered.b'] + r['pRanAway.b']).toBe(0);
  });

  it('C-52(d) [L1753]: out-drawing a figure that did not declare you does nothing to it and uses up no Got the Drop; its 1s still empty its gun', () => {
    // A (Rep 5, on C only: 5 dice), B on A, C on B. Pairs: A–B (B declared A), A–C, B–C (C declared B).
    const r = play({ figures: 3, aRep: 5, aProfession: 'cowboy', aTargets: 'c', cTarget: 'b' }, [
      ...[2, 2, 2, 2, 6].map(face), // A: 4 passes
      ...[1, 5, 6, 6].map(face), // B: 1 pass, a 1
      ...[4, 5, 6, 6].map(face), // C: none
      // A–B, d = 3: A did not declare B, so no result and no Been Shot At, but B drew and fired: his 1 empties his gun.
      // A–C, d = 4: the first ≥3 result against a declared target, so C takes Got the Drop. This die is
      // 4 ≤ Sand 4, a pass: C surrenders. Had A–B used up the drop, A–C would be read as 2, no 3 among
      // A's dice, and the same draw read as a damage pair (1, 4) = 5, head: C OD.
      face(4),
      // B–C, d = 1: B did not declare C, so B does not fire (no firing dice).
    ]);
    expect(r['margin=3']).toBe(1);
    expect(r['pSurrendered.c']).toBe(1);
    expect(r['pUnhurt.b']).toBe(1);
    expect(r['pEmptyGun.b']).toBe(1);
    expect(r['pUnhurt.a']).toBe(1);
    expect(r['pEmptyGun.a']).toBe(0); // A's dice have no 1, and no d = 2 result reads them anyway
  });

  it('C-52(c) by the reading: a figure hit by several opponents at once keeps the worst hit, neither the first nor the last, nor the hits added up', () => {
    // B, C and D each draw on A (a Rep 4 Cowboy on B only: 4 dice, no passes), each with 2 passes: three d = 2 results on A.
    const three = play({ figures: 4, aRep: 4, aProfession: 'cowboy', aTargets: 'b' }, [
      ...[6, 6, 6, 6].map(face), // A: none
      ...[2, 2, 6, 6].map(face), // B: 2 passes, no 3 → damage
      ...[3, 2, 6, 6].map(face), // C: 2 passes with a 3 → OD
      ...[2, 2, 6, 6].map(face), // D: 2 passes, no 3 → damage
      ...legWound, // A–B: wounded
      ...legWound, // A–D: wounded (A–C rolls nothing)
    ]);
    expect(three['margin=-2']).toBe(1);
    expect(three['pObviouslyDead.a']).toBe(1); // the first (B's) or the last (D's) hit alone would leave him wounded
    // A chest wound and then a leg wound, added up, are Out of the Fight [L1559]; the worse alone is a wound.
    const two = play({ figures: 3, aRep: 4, aProfession: 'cowboy', aTargets: 'b' }, [
      ...[6, 6, 6, 6].map(face), // A: none
      ...[2, 2, 6, 6].map(face), // B: 2 passes, no 3
      ...[2, 2, 6, 6].map(face), // C: 2 passes, no 3
      pair(4, 4),
      face(1),
      face(6), // A–B: 8, chest, I'm Hit!; Pass 1 → chest wound
      ...legWound, // A–C: leg wound
    ]);
    expect(two['pWounded.a']).toBe(1);
    expect(two['pOutOfFight.a']).toBe(0);
    for (const r of [three, two]) for (const who of ['b', 'c']) expect(r[`pUnhurt.${who}`]).toBe(1);
  });

  it('C-52(c) by the reading: a figure that surrendered to one opponent but is hit by another at the same moment ends hit, not surrendered', () => {
    // A (Rep 5, on B only: 5 dice) and C both draw on B; B draws on A. Pairs: A–B, B–C.
    const r = play({ figures: 3, aRep: 5, aProfession: 'cowboy', aTargets: 'b', cTarget: 'b' }, [
      ...[2, 2, 2, 2, 6].map(face), // A: 4 passes
      ...[6, 6, 6, 6].map(face), // B: none
      ...[2, 2, 6, 6].map(face), // C: 2 passes, no 3
      face(2), // A–B, d = 4: B's Got the Drop, 2 ≤ Sand 4: he surrenders [L1753]
      ...legWound, // B–C, d = 2 (not ≥ 3, so no drop): C's damage roll wounds B
    ]);
    expect(r['pWounded.b']).toBe(1);
    expect(r['pSurrendered.b']).toBe(0);
    expect(r['pUnhurt.a']).toBe(1);
    expect(r['pUnhurt.c']).toBe(1);
  });

  it('[L1767]: each figure out-drawn and not hit takes Been Shot At after every pair, and Runaway on it is pRanAway (a missed firing at d = 1, a scratch at d = 2)', () => {
    // A (Rep 5, on B and C: 4 dice) out-draws B by 1 and C by 2; B and C draw on A.
    const dice = (bsaC: number[]) => [
      ...[2, 2, 6, 6].map(face), // A: 2 passes, no 3
      ...[2, 6, 6, 6].map(face), // B: 1 pass
      ...[6, 6, 6, 6].map(face), // C: none
      ...miss, // A–B, d = 1: A's firing misses B
      ...scratch, // A–C, d = 2, no 3: the damage roll is a scratch
      ...runaway, // B's Been Shot At
      ...bsaC, // C's Been Shot At
    ];
    const ran = play({ figures: 3, aRep: 5, aProfession: 'cowboy' }, dice(runaway));
    expect(ran['margin=1']).toBe(1);
    expect(ran['pRanAway.b']).toBe(1);
    expect(ran['pRanAway.c']).toBe(1);
    expect(ran['pUnhurt.a']).toBe(1);
    for (const who of ['a', 'b', 'c']) expect(ran[`pEmptyGun.${who}`]).toBe(0);
    // The test decides it: C passing 2 returns fire and stays in the Draw unhurt.
    const stood = play({ figures: 3, aRep: 5, aProfession: 'cowboy' }, dice([1, 1].map(face)));
    expect(stood['pRanAway.b']).toBe(1);
    expect(stood['pRanAway.c']).toBe(0);
    expect(stood['pUnhurt.c']).toBe(1);
  });
});

describe('sixgun Draw with three or four figures: exact', () => {
  // C in the Draw but drawing on nobody, and A drawing only on B, is the two-figure Draw (C-52(d)).
  const pairs: Partial<DrawParams>[] = [
    {},
    { aProfession: 'cowboy', bProfession: 'marshal', bRep: 5, holdUnmanned: true, aSand: 3 },
    {
      aProfession: 'greenhorn',
      aRep: 3,
      aSand: 2,
      bProfession: 'outlaw',
      bWeapon: 'shotgun',
      skipFlinch: true,
    },
  ];
  const idle = [
    { figures: 3, aTargets: 'b', cTarget: 'none', cProfession: 'gambler', cSand: 3 },
    {
      figures: 4,
      aTargets: 'b',
      cTarget: 'none',
      dTarget: 'none',
      cProfession: 'greenhorn',
      cSand: 2,
      dRep: 6,
      dProfession: 'marshal',
    },
  ] as const;
  it.each(pairs.flatMap((c, i) => idle.map((extra) => [i, extra.figures, c, extra] as const)))(
    'figures drawing on nobody leave the two-figure answer exactly as it was (configuration %i, %i figures)',
    (_, figures, c, extra) => {
      const two = flat(draw.exact!(P(c), O));
      // The distance is pinned: by default C's and D's weapons and Reps would join in choosing it [L3218].
      const more = flat(draw.exact!(P({ ...c, ...extra, distance: distanceOf(P(c)) }), O));
      // Who stands counts every figure present, so there the idle ones add their own chance.
      for (const [k, want] of Object.entries(two))
        if (!/^(standing|lastStanding)=/.test(k))
          expect(Math.abs((more[k] ?? 0) - want), k).toBeLessThan(1e-12);
      expect(more['lastStanding=a'] + more['lastStanding=b']).toBeLessThanOrEqual(
        two['lastStanding=a'] + two['lastStanding=b'] + 1e-12,
      );
      // Nobody draws on them: they only ever run from their own Flinch.
      for (const who of ['c', 'd'].slice(0, figures - 2))
        expect(more[`pUnhurt.${who}`] + more[`pRanAway.${who}`]).toBeCloseTo(1, 12);
    },
  );

  it.each(SHAPES)(
    'every present figure ends in exactly one state, in simulation and exactly: %o',
    (c) => {
      const p = P(c);
      const sim = simulated(p, JSON.stringify(c), 5_000);
      const exact = flat(draw.exact!(p, O));
      for (const who of ['a', 'b', 'c', 'd'].slice(0, p.figures)) {
        expect(STATES.reduce((s, n) => s + sim[`${n}.${who}`], 0)).toBeCloseTo(1, 12);
        expect(STATES.reduce((s, n) => s + exact[`${n}.${who}`], 0)).toBeCloseTo(1, 12);
      }
      expect('pUnhurt.d' in sim).toBe(p.figures === 4); // metrics only for the figures present
      expect(Object.keys(exact).sort()).toEqual(Object.keys(sim).sort()); // exact answers every metric the simulation counts
    },
  );
});

describe('sixgun Draw with three or four figures: simulation agrees with exact (fixed seed, 4 SE)', () => {
  // Each reaches a different part of §7: the first ≥3 only, flinched figures in its re-draw,
  // held unmanned figures and their holders' own flinch, C-52(d) against undeclared targets,
  // partial target lists, repeaters' double 1s, Draw-bonus and no-drop professions, and the
  // options that change the table.
  const grid: [Partial<DrawParams>, Partial<SixgunOptions>][] = [
    [{ figures: 3 }, {}],
    [
      {
        figures: 3,
        skipFlinch: true,
        aRep: 7,
        aProfession: 'cowboy',
        bRep: 2,
        cRep: 1,
        bToughness: 2,
      },
      {},
    ],
    [
      {
        figures: 3,
        aTargets: 'b',
        bTarget: 'c',
        cTarget: 'a',
        holdUnmanned: true,
        aProfession: 'cowboy',
        aSand: 3,
        bProfession: 'greenhorn',
        bSand: 2,
        cProfession: 'gambler',
        cSand: 3,
      },
      { 'draw.unmannedSandLoss': 'before-got-the-drop' },
    ],
    [
      {
        figures: 3,
        aProfession: 'outlaw',
        aRep: 6,
        bProfession: 'marshal',
        bRep: 3,
        cTarget: 'none',
        cWeapon: 'shotgun',
        cRep: 5,
        distance: 4,
      },
      { 'draw.anyThreeKills': false },
    ],
    [
      {
        figures: 4,
        holdUnmanned: true,
        aProfession: 'marshal',
        bSand: 3,
        cSand: 3,
        dProfession: 'outlaw',
        dRep: 5,
      },
      { 'draw.marginOneShots': 'one' },
    ],
    [
      {
        figures: 4,
        aTargets: 'b+d',
        bTarget: 'c',
        cTarget: 'd',
        dTarget: 'a',
        aRep: 6,
        aProfession: 'cowboy',
        cWeapon: 'repeating-carbine',
        dWeapon: 'repeating-carbine',
      },
      {},
    ],
    [
      {
        figures: 4,
        aTargets: 'c+d',
        bTarget: 'none',
        cTarget: 'b',
        dTarget: 'b',
        holdUnmanned: true,
        aRep: 7,
        aProfession: 'ranger',
        bRep: 5,
        bProfession: 'bounty-hunter',
        cProfession: 'homesteader',
        cSand: 2,
        dProfession: 'townsfolk',
        dSand: 3,
      },
      { 'draw.onesEmptyGun': false },
    ],
    [
      {
        figures: 4,
        skipFlinch: true,
        aTargets: 'b',
        bTarget: 'c',
        cTarget: 'd',
        dTarget: 'c',
        aRep: 7,
        bRep: 2,
        cRep: 6,
        cProfession: 'gunfighter',
        dRep: 3,
        dWeapon: 'bow',
        dProfession: 'plains-warrior',
      },
      { 'draw.anyThreeKills': false, 'draw.onesEmptyGun': false },
    ],
    [
      {
        figures: 3,
        aRep: 6,
        aProfession: 'cowboy',
        aSand: 3,
        bRep: 2,
        bProfession: 'gambler',
        bSand: 2,
        cRep: 1,
        cProfession: 'townsfolk',
        cSand: 2,
      },
      {},
    ],
  ];
  it.each(grid.map(([c, o], i) => [i, c, o] as const))('configuration %i', (i, c, o) => {
    agrees(draw, P(c), { ...O, ...o }, `draw-many-${i}`, 20_000);
  });

  describe.runIf(LONG)('a wider grid of drawn configurations', () => {
    it.each(Array.from({ length: 100 }, (_, i) => i))('configuration %i', (i) => {
      const [c, o] = drawnConfiguration(i);
      expect(draw.check!(P(c), O)).toEqual([]);
      agrees(draw, P(c), { ...O, ...o }, `draw-drawn-${i}`, 100_000);
    });
  });
});

/** Every metric as `name` or `name=outcome`. */
function flat(e: Record<string, number | Record<string, number>>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(e).flatMap(([name, v]) =>
      typeof v === 'number' ? [[name, v]] : Object.entries(v).map(([k, x]) => [`${name}=${k}`, x]),
    ),
  );
}

/** A three- or four-figure Draw with everything chosen from a seeded stream. */
function drawnConfiguration(i: number): [Partial<DrawParams>, Partial<SixgunOptions>] {
  const rng = streamFor({ seed: 'sixgun-draw-configurations', matchup: i, variant: 0, chunk: 0 });
  const pick = <T>(xs: readonly T[]): T => xs[rng.below(xs.length)];
  const figures = 3 + rng.below(2);
  const present = (t: string) => t === 'none' || 'abcd'.indexOf(t) < figures;
  const targetsOf = (name: string) => (draw.params[name] as EnumField).values;
  const c: Record<string, unknown> = {
    figures,
    aTargets: pick(
      targetsOf('aTargets').filter((t) => t === 'others' || t.split('+').every(present)),
    ),
    skipFlinch: rng.below(4) === 0,
    holdUnmanned: rng.below(2) === 0,
  };
  if (rng.below(3) === 0) c.distance = 1 + rng.below(24);
  for (const who of ['a', 'b', 'c', 'd'].slice(0, figures)) {
    c[`${who}Rep`] = 1 + rng.below(7);
    c[`${who}Profession`] = pick(PROFESSIONS);
    c[`${who}Sand`] = rng.below(8);
    c[`${who}Toughness`] = 1 + rng.below(6);
    c[`${who}Weapon`] = pick(WEAPONS);
    c[`${who}ExtraTargets`] = rng.below(4) === 0 ? 1 : 0;
    if (who !== 'a') c[`${who}Target`] = pick(targetsOf(`${who}Target`).filter(present));
  }
  const o: Partial<SixgunOptions> = {
    'draw.anyThreeKills': rng.below(2) === 0,
    'draw.onesEmptyGun': rng.below(3) !== 0,
    'draw.marginOneShots': pick(['weapon-targets', 'one'] as const),
    'draw.unmannedSandLoss': pick(['after-got-the-drop', 'before-got-the-drop'] as const),
  };
  return [c as Partial<DrawParams>, o];
}
