import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { fight, type FightParams } from '../../../src/rulesets/sixgun/fight.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { agrees } from './grid.ts';
import { face, playCounts } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = (over: Partial<FightParams>): FightParams => ({
  ...(defaultsOf(fight.params) as FightParams),
  ...over,
});
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-12);
const ex = (over: Partial<FightParams>, o: SixgunOptions = O) =>
  fight.exact!(P(over), o) as Record<string, number> & {
    rounds: Record<string, number>;
    round: Record<string, number>;
  };

/** Plays one trial with the given dice and returns what it counted. */
function play(over: Partial<FightParams>, faces: number[]): Record<string, number> {
  return playCounts(fight, P(over), O, faces);
}

// Jim Bob Joe, Rep 5 Gunfighter with a knife: 6 dice; he rolls 1, 3, 3, 4, 5, 6 (3 passes).
const JBJ = { aRep: 5, aProfession: 'gunfighter', aMeleeWeapon: true } as const;
const jbjDice = [1, 3, 3, 4, 5, 6].map(face);

describe("sixgun Fightin': worked example A-20 [L1774–1777]", () => {
  it('JBJ rolls 6 dice (Rep 5 + knife)', () => {
    expect(fight.explain!(P(JBJ), O)).toMatch(/^A 6 dice/);
  });

  it('against Weezie (1 pass) d = 2: a Telling Blow, Weezie OOF', () => {
    const r = play({ ...JBJ, bRep: 3 }, [...jbjDice, ...[2, 5, 6].map(face)]);
    expect(r['round=2']).toBe(1);
    expect(r['pOutOfFight.b']).toBe(1);
    expect(r['pWins.a']).toBe(1);
    expect(r['rounds=1']).toBe(1);
  });

  it("against Tex (3 passes) d = 0: Evenly Matched, both take Keep Fightin'; both pass and fight on", () => {
    const r = play({ ...JBJ, bRep: 3 }, [
      ...jbjDice,
      ...[1, 2, 3].map(face), // round 1: 3 − 3
      face(1),
      face(1),
      face(1),
      face(1), // Keep Fightin': both Pass 2
      ...[1, 1, 1, 1, 1, 1].map(face),
      ...[4, 4, 4].map(face), // round 2: 6 − 0, a Killing stroke with the knife
    ]);
    expect(r['round=0']).toBe(1);
    expect(r['rounds=2']).toBe(1);
    expect(r['pObviouslyDead.b']).toBe(1);
  });
});

describe("sixgun Fightin': rules and rulings", () => {
  const pk = 68 / 81; // Keep Fightin' carries on, Sand 4, Pass 1 re-rolled as Pass 2

  it("Rep 1 against Rep 1: any Flurry takes the loser to 0 dice (OOF); ties go to Keep Fightin' (B-30 both failing fight on)", () => {
    const e = ex({ aRep: 1, bRep: 1 });
    const goOn = 0.5 * (pk * pk + (1 - pk) ** 2);
    close(e['pOutOfFight.b'], 0.25 / (1 - goOn));
    close(e['pRanAway.a'], (0.5 * pk * (1 - pk)) / (1 - goOn));
    close(e.pBothRanAway, 0);
  });

  it("C-69 option: if both failing Keep Fightin' ran, that outcome appears", () => {
    const e = ex({ aRep: 1, bRep: 1 }, { ...O, 'fight.bothFailKeepFighting': false });
    close(e.pBothRanAway, (0.5 * (1 - pk) ** 2) / (1 - 0.5 * pk * pk));
  });

  it("C-70: the Killing stroke kills only with the winner's melee weapon by the ruling", () => {
    expect(ex({ aRep: 6, bMeleeWeapon: true })['pObviouslyDead.b']).toBe(0);
    expect(
      ex({ aRep: 6, bMeleeWeapon: true }, { ...O, 'fight.killingStrokeWeapon': 'loser' })[
        'pObviouslyDead.b'
      ],
    ).toBeGreaterThan(0);
    expect(ex({ aRep: 6, aMeleeWeapon: true })['pObviouslyDead.b']).toBeGreaterThan(0);
  });

  it('the first round is D.5: 5 v 5 dice tie 63/256; modifiers and first-round-only dice', () => {
    close(ex({ aRep: 5, bRep: 5 }).round['0'], 63 / 256);
    expect(
      fight.explain!(
        P({ aRep: 4, aMounted: true, aMeleeWeapon: true, bChargePenalty: true, bProne: true }),
        O,
      ),
    ).toBe(
      "A 5 (6 in the first round) dice against B 3 (2 in the first round) dice; Keep Fightin' carries on 0.8395 / 0.8395",
    );
    // Mounted without a melee weapon gets no Impact die by the ruling [L2302].
    expect(fight.explain!(P({ aMounted: true }), O)).toMatch(/^A 4 dice/);
  });

  it('outcomes and rounds are whole distributions', () => {
    const e = ex({ aRep: 5, bRep: 4, aProfession: 'homesteader', bProfession: 'plains-warrior' });
    close(e['pWins.a'] + e['pWins.b'] + e.pBothRanAway, 1);
    close(
      Object.values(e.rounds).reduce((s, v) => s + v, 0),
      1,
    );
  });

  it('a pool below 1 die is refused', () => {
    expect(fight.check!(P({ aRep: 1, aProne: true }), O)[0]).toMatch(/at least 1/);
  });
});

describe('sixgun fight: simulation agrees with exact (fixed seed, 4 SE)', () => {
  const configs: Partial<FightParams>[] = [
    {},
    { aRep: 5, bRep: 5 },
    { aRep: 2, bRep: 6, aSand: 2, bSand: 5 },
    {
      aMeleeWeapon: true,
      bMeleeWeapon: true,
      aProfession: 'plains-warrior',
      bProfession: 'gambler',
    },
    { aFlankOrRear: true, aOutnumbers: true, bProne: true, bProfession: 'homesteader' },
    { aMounted: true, aMeleeWeapon: true, bChargePenalty: true, bBrawler: true },
    { aRep: 1, bRep: 1, aSand: 3, bSand: 3 },
    { aRep: 3, bRep: 3, aSand: 2, bSand: 2, aProfession: 'greenhorn', bProfession: 'sw-warrior' },
    { aRep: 7, bRep: 4, bMeleeWeapon: true, bOutnumbers: true },
    { aRep: 4, bRep: 4, aSand: 5, bSand: 1, aProfession: 'marshal', bProfession: 'townsfolk' },
  ];
  const variants: Partial<SixgunOptions>[] = [
    {},
    { 'fight.bothFailKeepFighting': false },
    { 'fight.killingStrokeWeapon': 'loser', 'fight.mountedImpactNeedsMeleeWeapon': false },
  ];
  it.each(configs.map((c, i) => [i, c] as const))('configuration %i', (i, c) => {
    agrees(fight, P(c), { ...O, ...variants[i % variants.length] }, `fight-${i}`, 20_000);
  });
});
