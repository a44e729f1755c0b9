import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { draw, type DrawParams } from '../../../src/rulesets/sixgun/draw.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { agrees } from './grid.ts';
import { face, pair, playCounts } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = (over: Partial<DrawParams>): DrawParams => ({
  ...(defaultsOf(draw.params) as DrawParams),
  ...over,
});
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-12);
const ex = (over: Partial<DrawParams>, o: SixgunOptions = O) =>
  draw.exact!(P(over), o) as Record<string, number> & { margin: Record<string, number> };

/** Plays one trial with the given dice and returns what it counted. */
function play(
  over: Partial<DrawParams>,
  faces: number[],
  o: SixgunOptions = O,
): Record<string, number> {
  return playCounts(draw, P({ skipFlinch: true, ...over }), o, faces);
}

// Jim Bob Joe: Rep 5 Gunfighter with a pistol, drawing on Tex and Weezie.
const JBJ = { aRep: 5, aProfession: 'gunfighter', aExtraTargets: 1 } as const;
const jbjDice = [1, 3, 3, 4, 5].map(face); // 3 passes, a 3 among them, and a 1

describe('sixgun Draw: worked examples (six-gun-sound.md section A)', () => {
  it('A-19 / C-3 [L1726–1729]: JBJ draws with 5 dice, not the 6 the example rolls (5 + 1 Gunfighter − 1 second target)', () => {
    expect(draw.explain!(P(JBJ), O)).toMatch(/^A 5 dice \(gunfighter, pistol\)/);
  });

  it("A-19 / C-3, by the ruling (the book's example rolls damage instead): d = 2 with a 3 among his dice → Weezie is OD, and his 1 empties his pistol", () => {
    const weezie = play({ ...JBJ, bRep: 3 }, [...jbjDice, face(2), face(5), face(6)]);
    expect(weezie['margin=2']).toBe(1);
    expect(weezie['pObviouslyDead.b']).toBe(1);
    expect(weezie['pEmptyGun.a']).toBe(1);
    expect(weezie['pEmptyGun.b']).toBe(0);
    // With the example's reading (draw.anyThreeKills off), a damage roll decides: 1+1 head, I'm Hit!, Pass 2 scratch.
    const example = play(
      { ...JBJ, bRep: 3 },
      [...jbjDice, face(2), face(5), face(6), pair(1, 1), face(1), face(1), face(6), face(6)],
      { ...O, 'draw.anyThreeKills': false },
    );
    expect(example['pObviouslyDead.b']).toBe(0);
    expect(example['pRanAway.b']).toBe(1); // a scratch is not a hit: Been Shot At, dice 6, 6: Pass 0 in the open → Runaway
  });

  it('A-19 [L1729]: against Tex (3 passes too) d = 0: both drew and missed; every 1 empties a gun', () => {
    const tex = play({ ...JBJ, bRep: 3 }, [...jbjDice, face(1), face(2), face(3)]);
    expect(tex['margin=0']).toBe(1);
    expect(tex['pUnhurt.a']).toBe(1);
    expect(tex['pUnhurt.b']).toBe(1);
    expect(tex['pEmptyGun.a']).toBe(1);
    expect(tex['pEmptyGun.b']).toBe(1);
  });

  it('A-18 [L1719]: out-drawn by 3+, Tex (Sand 3) rolls 5 on Got the Drop and fails; the re-draw gives his opponent +1d6, and a 3+ now counts as 2', () => {
    const r = play({ aRep: 5, aProfession: 'cowboy', bRep: 3, bProfession: 'cowboy', bSand: 3 }, [
      ...[2, 2, 2, 2, 2].map(face),
      ...[4, 5, 6].map(face),
      face(5),
      ...[2, 2, 2, 2, 2, 2].map(face),
      ...[4, 4, 4].map(face),
      pair(2, 3),
    ]);
    expect(r['margin=5']).toBe(1); // the first comparison
    expect(r['pObviouslyDead.b']).toBe(1); // the re-draw's 6 − 0 is read as 2: no 3, so damage: 2 + 3 = head, OD
    expect(r['pEmptyGun.a']).toBe(0);
  });

  it('a Gunfighter or Outlaw never gets the drop: a margin of 3 or more is read as 2', () => {
    const r = play({ aRep: 5, aProfession: 'outlaw', bRep: 3 }, [
      ...[3, 2, 2, 2, 2].map(face),
      ...[4, 5, 6].map(face),
    ]);
    expect(r['pObviouslyDead.b']).toBe(1);
    expect(r['pSurrendered.b']).toBe(0);
  });
});

describe('sixgun Draw: the derived tables (D.5) and claims (B-21)', () => {
  const D5 = [
    [4, 4, [0.0352, 0.1094, 0.2188, 0.2734, 0.2188, 0.1094, 0.0352]],
    [5, 5, [0.0547, 0.1172, 0.2051, 0.2461, 0.2051, 0.1172, 0.0547]],
    [6, 5, [0.1133, 0.1611, 0.2256, 0.2256, 0.1611, 0.0806, 0.0327]],
    [6, 6, [0.073, 0.1208, 0.1934, 0.2256, 0.1934, 0.1208, 0.073]],
    [5, 4, [0.0898, 0.1641, 0.2461, 0.2461, 0.1641, 0.0703, 0.0195]],
    [6, 4, [0.1719, 0.2051, 0.2461, 0.2051, 0.1172, 0.0439, 0.0107]],
    [5, 3, [0.1445, 0.2188, 0.2734, 0.2188, 0.1094, 0.0312, 0.0039]],
    [7, 5, [0.1938, 0.1934, 0.2256, 0.1934, 0.1208, 0.0537, 0.0193]],
  ] as const;
  it.each(D5)('D.5: %i v %i dice, margin distribution', (a, b, want) => {
    const m = ex({
      aRep: a,
      aProfession: 'cowboy',
      bRep: b,
      bProfession: 'cowboy',
      skipFlinch: true,
    }).margin;
    const at = (k: number) => m[String(k)] ?? 0;
    let ge3 = 0,
      le3 = 0;
    for (const [k, v] of Object.entries(m)) {
      if (Number(k) >= 3) ge3 += v;
      if (Number(k) <= -3) le3 += v;
    }
    const got = [ge3, at(2), at(1), at(0), at(-1), at(-2), le3];
    got.forEach((v, i) => expect(Math.abs(v - want[i])).toBeLessThanOrEqual(5e-5 + 1e-12)); // printed to 4 places
  });

  it('B-21 [L1674, L1787]: equal passes with 5 v 5 dice is 63/256; a Rep 5 Gunfighter against a Rep 5 Cowboy gets d ≥ 2 ≈ 0.274, d ≥ 3 ≈ 0.113', () => {
    close(ex({ aRep: 5, aProfession: 'cowboy', bRep: 5, skipFlinch: true }).margin['0'], 63 / 256);
    const m = ex({ aRep: 5, aProfession: 'gunfighter', bRep: 5, skipFlinch: true }).margin;
    const ge = (k: number) =>
      Object.entries(m).reduce((s, [d, v]) => s + (Number(d) >= k ? v : 0), 0);
    expect(ge(2)).toBeCloseTo(0.274, 3);
    expect(ge(3)).toBeCloseTo(0.113, 3);
  });

  it('every trial ends in exactly one state per figure; the margin sums to P(the dice are compared)', () => {
    const e = ex({ aProfession: 'cowboy', bProfession: 'greenhorn', bSand: 2 });
    for (const who of ['a', 'b']) {
      const total = [
        'pObviouslyDead',
        'pOutOfFight',
        'pWounded',
        'pSurrendered',
        'pRanAway',
        'pUnhurt',
      ].reduce((s, n) => s + e[`${n}.${who}`], 0);
      close(total, 1);
    }
    const compared = Object.values(e.margin).reduce((s, v) => s + v, 0);
    // Not compared: someone unmanned and let go. Cowboy Sand 4 unmanned 1/9; Greenhorn Sand 2 never (flinches instead).
    close(compared, 8 / 9);
  });
});

describe('sixgun Draw: simulation agrees with exact (fixed seed, 4 SE)', () => {
  const pairs: Partial<DrawParams>[] = [
    {},
    { skipFlinch: true },
    { aProfession: 'marshal', bProfession: 'outlaw', bRep: 5, bSand: 5 },
    { aProfession: 'cowboy', aSand: 3, bProfession: 'gambler', bSand: 3, holdUnmanned: true },
    {
      aProfession: 'deputy',
      aWeapon: 'repeating-carbine',
      bProfession: 'sheriff',
      bWeapon: 'shotgun',
      bRep: 3,
    },
    {
      aProfession: 'greenhorn',
      aRep: 2,
      aSand: 2,
      aToughness: 2,
      bProfession: 'ranger',
      bRep: 6,
      bToughness: 5,
    },
    { aExtraTargets: 1, bWeapon: 'derringer', distance: 3 },
    {
      aProfession: 'townsfolk',
      aWeapon: 'scattergun',
      aRep: 3,
      bProfession: 'prospector',
      bRep: 3,
      distance: 2,
      holdUnmanned: true,
    },
    {
      aProfession: 'plains-warrior',
      aWeapon: 'bow',
      bProfession: 'mountain-man',
      bWeapon: 'ml-rifle',
      bSand: 5,
    },
    {
      aRep: 7,
      bRep: 7,
      aProfession: 'bounty-hunter',
      bProfession: 'gunfighter',
      aToughness: 3,
      bToughness: 3,
    },
    {
      aProfession: 'homesteader',
      aSand: 2,
      bProfession: 'buffalo-hunter',
      bWeapon: 'buffalo-gun',
      distance: 20,
    },
    { aRep: 3, bRep: 6, bProfession: 'cowboy', aSand: 5, bSand: 2 },
    { bTarget: 'none', bRep: 6, holdUnmanned: true }, // C-52(d): out-drawing A does nothing unless B is re-drawing as held
  ];
  const variants: Partial<SixgunOptions>[] = [
    {},
    { 'draw.marginOneShots': 'one', 'draw.unmannedSandLoss': 'before-got-the-drop' },
    { 'draw.anyThreeKills': false, 'draw.onesEmptyGun': false },
  ];
  it.each(pairs.map((c, i) => [i, c] as const))('configuration %i', (i, c) => {
    agrees(draw, P(c), { ...O, ...variants[i % variants.length] }, `draw-${i}`, 20_000);
  });
});
