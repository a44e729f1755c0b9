import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { chartCell, chartWarnings } from '../../../src/rulesets/cowboys2/chart.ts';
import { rollHits } from '../../../src/rulesets/cowboys2/roll.ts';
import {
  fireVolley,
  setupShot,
  shot,
  type ShotOutcome,
  type ShotParams,
} from '../../../src/rulesets/cowboys2/shot.ts';
import { pair, ScriptedRng } from '../../helpers/scripted.ts';
import { O } from './helpers.ts';

const P = { ...defaultsOf(shot.params) } as ShotParams;
const out = (): ShotOutcome => ({
  hits: 0,
  firstShotHits: 0,
  firstRollHit: false,
  lost: 0,
  pinned: false,
  ammoUsed: 0,
});
const volley = (p: Partial<ShotParams>, dice: [number, number][], o = O) => {
  const r = out();
  const rng = new ScriptedRng(dice.map(([a, b]) => pair(a, b)));
  fireVolley(setupShot({ ...P, ...p } as ShotParams, o), rng, r);
  return { ...r, draws: rng.used };
};

describe('the gunfight example, cowboys-ii.md §4.1', () => {
  it('G1a [L255]: pistol at range 2 hits on 6; dice (2,3) total 5 misses', () => {
    expect(chartCell(P, 'pistol', 2)?.hit).toBe(6);
    expect(rollHits(2, 3, 6, 0, 'pistol', O)).toBe(0);
  });
  it('G1b [L255-261]: with DEAD EYE, dice (3,1) make 4+2 = 6: a hit; two shots take the pistol from 6 rounds to 4', () => {
    expect(rollHits(3, 1, 6, 2, 'pistol', O)).toBe(1);
    // Dead Eye is played on the first shot here; the book plays it on the second, same sums.
    const r = volley({ weapon: 'pistol', range: 2, shots: 2, ammo: 6, deadEye: true }, [
      [3, 1],
      [2, 3],
    ]);
    expect(r.hits).toBe(1);
    expect(r.ammoUsed).toBe(2);
  });
  it('G1c [L255]: the pistol at range 3 hits on 8', () => {
    expect(chartCell(P, 'pistol', 3)?.hit).toBe(8);
  });
  it('G2a/G2b [L263]: rifle +2 through a red line (−1) at range 3 (hit 7): (2,2) misses, (3,3) hits; 16 rounds to 14', () => {
    expect(chartCell(P, 'rifle', 3)?.hit).toBe(7);
    const r = volley(
      { weapon: 'rifle', range: 3, shots: 2, ammo: 16, cowboyModifier: 2, redLine: true },
      [
        [2, 2],
        [3, 3],
      ],
    );
    expect(
      setupShot(
        { ...P, weapon: 'rifle', range: 3, cowboyModifier: 2, redLine: true } as ShotParams,
        O,
      ).modifiers[0],
    ).toBe(1);
    expect(r.hits).toBe(1);
    expect(r.ammoUsed).toBe(2);
  });
  it('G3a–G3d [L265]: shotgun +1, red line, range 3 (hit 8): 11 hit, 7 miss, 9 hit, natural 12 double: 4 hits for 2 rounds', () => {
    expect(chartCell(P, 'shotgun', 3)?.hit).toBe(8);
    const p = {
      weapon: 'shotgun' as const,
      range: 3,
      shots: 2,
      ammo: 2,
      cowboyModifier: 1,
      redLine: true,
      targetHealth: 4,
    };
    expect(rollHits(6, 5, 8, 0, 'shotgun', O)).toBe(1);
    expect(rollHits(4, 3, 8, 0, 'shotgun', O)).toBe(0);
    expect(rollHits(4, 5, 8, 0, 'shotgun', O)).toBe(1);
    expect(rollHits(6, 6, 8, 0, 'shotgun', O)).toBe(2);
    const r = volley(p, [
      [6, 5],
      [4, 3],
      [4, 5],
      [6, 6],
    ]);
    expect(r.hits).toBe(4);
    expect(r.ammoUsed).toBe(2);
    expect(r.draws).toBe(4); // two rolls per shot (B13)
  });
  it('G4 [L267-269]: rifle, back shot (+2) at range 3 (hit 7), dice (3,2) make 7: a hit; the last round spent', () => {
    const r = volley({ weapon: 'rifle', range: 3, ammo: 1, backShot: true }, [[3, 2]]);
    expect(r.hits).toBe(1);
    expect(r.ammoUsed).toBe(1);
  });
  it('G5 [L220]: a natural 2 misses whatever the modifiers', () => {
    expect(rollHits(1, 1, 6, 4, 'pistol', O)).toBe(0);
    expect(rollHits(1, 1, 2, 10, 'rifle', O)).toBe(0);
  });
});

describe('shot rulings and modifiers, cowboys-ii.md §1.2', () => {
  it('the derived single-roll table (§1.2): H 6/7/8 by net modifier', () => {
    const table: Record<number, number[]> = {
      6: [6, 10, 15, 21, 26, 30, 33, 35, 35],
      7: [3, 6, 10, 15, 21, 26, 30, 33, 35],
      8: [1, 3, 6, 10, 15, 21, 26, 30, 33],
    };
    for (const [h, row] of Object.entries(table))
      row.forEach((n, i) => {
        let count = 0;
        for (let a = 1; a <= 6; a++)
          for (let b = 1; b <= 6; b++)
            if (rollHits(a, b, Number(h), i - 4, 'pistol', O) > 0) count++;
        expect(count, `H ${h}, m ${i - 4}`).toBe(n);
      });
  });
  it('B2: a literal "6 through 12" makes a Dead Eye on 11 miss; the ruling hits', () => {
    expect(rollHits(5, 6, 6, 2, 'pistol', O)).toBe(1);
    expect(rollHits(5, 6, 6, 2, 'pistol', { ...O, 'shotChart.upperBoundInclusive12': true })).toBe(
      0,
    );
  });
  it('B3: natural-12 doubles for every weapon, the shotgun only, or never', () => {
    expect(rollHits(6, 6, 6, 0, 'pistol', { ...O, 'doubleHit.onNatural12': 'shotgunOnly' })).toBe(
      1,
    );
    expect(rollHits(6, 6, 6, 0, 'shotgun', { ...O, 'doubleHit.onNatural12': 'shotgunOnly' })).toBe(
      2,
    );
    expect(rollHits(6, 6, 6, 0, 'rifle', { ...O, 'doubleHit.onNatural12': 'off' })).toBe(1);
    expect(rollHits(6, 6, 13, -4, 'rifle', O)).toBe(2); // a natural 12 always hits
    expect(rollHits(6, 6, 13, -4, 'rifle', { ...O, 'natural12.alwaysHits': false })).toBe(0);
  });
  it('Deadly Shots (rule 4): a modified 12+ scores 2, at most 2 per roll unless deadlyShots.stack', () => {
    const deadly = { ...O, 'optional.deadlyShots': true };
    expect(rollHits(5, 5, 6, 2, 'pistol', deadly)).toBe(2);
    expect(rollHits(5, 5, 6, 2, 'pistol', O)).toBe(1);
    expect(rollHits(6, 6, 6, 1, 'pistol', deadly)).toBe(2);
    expect(rollHits(6, 6, 6, 1, 'pistol', { ...deadly, 'deadlyShots.stack': true })).toBe(3);
  });
  it('every modifier of the §1.2 table adds up', () => {
    const mods = (p: Partial<ShotParams>, o = O) =>
      setupShot({ ...P, ...p } as ShotParams, o).modifiers;
    expect(mods({ weapon: 'rifle', range: 3, mounted: true })).toEqual([-3]);
    expect(mods({ weapon: 'pistol', mounted: true })).toEqual([-2]);
    expect(mods({ weapon: 'pistol', spin: true, shots: 2 })).toEqual([-1, 0]);
    expect(
      mods(
        { weapon: 'rifle', range: 3, spin: true, shots: 2 },
        { ...O, 'spin.penaltyOn': 'allShots' },
      ),
    ).toEqual([-3, -3]);
    expect(mods({ reaction: true, cowboyModifier: 1 })).toEqual([0]);
    expect(mods({ redLine: true, openDoor: true })).toEqual([-2]);
    expect(mods({ redLine: true, openDoor: true }, { ...O, 'cover.stack': false })).toEqual([-1]);
    expect(mods({ fanFire: true, ammo: 3 }, { ...O, 'optional.fanFire': true })).toEqual([
      -3, -3, -3,
    ]);
    expect(mods({ twoPistols: true, shots: 4 }, { ...O, 'optional.twoPistols': true })).toEqual([
      -2, -2, -2, -2,
    ]);
    expect(mods({ splitFire: true, backShot: true }, { ...O, 'optional.splitFire': true })).toEqual(
      [0],
    );
    expect(mods({ deadEye: true, shots: 2 }, { ...O, 'cards.enabled': false })).toEqual([0, 0]);
  });
  it('K3, K4, K6: the implied chances of the gunfight example', () => {
    const e = (p: Partial<ShotParams>) => shot.exact!({ ...P, ...p } as ShotParams, O);
    expect(e({ weapon: 'pistol', range: 2 }).pAnyHit).toBeCloseTo(26 / 36, 12);
    expect(e({ weapon: 'pistol', range: 2, deadEye: true }).pAnyHit).toBeCloseTo(33 / 36, 12);
    expect(e({ weapon: 'rifle', range: 3, cowboyModifier: 2, redLine: true }).pAnyHit).toBeCloseTo(
      26 / 36,
      12,
    );
    expect(e({ weapon: 'rifle', range: 3, backShot: true }).pAnyHit).toBeCloseTo(30 / 36, 12);
  });
  it('K5: a shotgun shot at net 0 vs 8 hits at least once with 855/1296 and scores 8/9 hits (5/6 without doubles)', () => {
    const p = { ...P, weapon: 'shotgun', range: 3 } as ShotParams;
    expect(shot.exact!(p, O).pAnyHit).toBeCloseTo(855 / 1296, 12);
    expect(shot.exact!(p, O).hitsPerShot).toBeCloseTo(8 / 9, 12);
    expect(shot.exact!(p, { ...O, 'doubleHit.onNatural12': 'off' }).hitsPerShot).toBeCloseTo(
      5 / 6,
      12,
    );
  });
  it('ammunition: shots stop with the rounds; an unlimited rifle never runs dry; fan fire spends every round for 2 AP', () => {
    expect(shot.exact!({ ...P, shots: 2, ammo: 1 } as ShotParams, O).ammoUsed).toBe(1);
    expect(
      shot.exact!({ ...P, weapon: 'rifle', range: 3, shots: 2, ammo: 0 } as ShotParams, {
        ...O,
        'ammo.rifle': 'unlimited',
      }).ammoUsed,
    ).toBe(2);
    const fan = { ...O, 'optional.fanFire': true };
    expect(shot.exact!({ ...P, fanFire: true, ammo: 5 } as ShotParams, fan).ammoUsed).toBeCloseTo(
      5,
      12,
    );
    expect(shot.check!({ ...P, fanFire: true } as ShotParams, fan)).toEqual([]);
    expect(
      shot.check!({ ...P, fanFire: true, shooterHealth: 1 } as ShotParams, fan).join(),
    ).toMatch(/has 1 AP/);
  });
  it('B18: a volley stops when the target falls, and the rounds stay in the gun', () => {
    const p = { ...P, range: 1, shots: 2, target: 'townFolk' } as ShotParams;
    const e = shot.exact!(p, O);
    const pFirst = 30 / 36; // placeholder hit 5 at range 1
    expect(e.ammoUsed).toBeCloseTo(1 + (1 - pFirst), 12);
    expect(shot.exact!(p, { ...O, 'shots.retargetAfterKill': true }).ammoUsed).toBeCloseTo(2, 12);
  });
  it('AP: two shots need 4 AP; a cowboy at health 3 may fire one; a Reaction Shot is allowed at health 1 (B8)', () => {
    expect(shot.check!({ ...P, shots: 2, shooterHealth: 3 } as ShotParams, O).join()).toMatch(
      /health 3 has 3 AP; these shots cost 4/,
    );
    expect(shot.check!({ ...P, reaction: true, shooterHealth: 1 } as ShotParams, O)).toEqual([]);
    expect(
      shot.check!({ ...P, reaction: true, shooterHealth: 1 } as ShotParams, {
        ...O,
        'reaction.atOneHealth': false,
      }).join(),
    ).toMatch(/1 AP/);
    expect(shot.check!({ ...P, spin: true, mounted: true } as ShotParams, O).join()).toMatch(
      /Spin and Shoot while mounted/,
    );
  });
});

describe('targets and damage, cowboys-ii.md §1.6, §1.9', () => {
  const e = (p: Partial<ShotParams>, o = O) => shot.exact!({ ...P, ...p } as ShotParams, o);
  it('P(kill) against a cowboy of health h: one hit kills at h = 1, only a double at h = 2', () => {
    const single = 26 / 36 - 1 / 36,
      double = 1 / 36;
    expect(e({ targetHealth: 1 }).pKill).toBeCloseTo(single + double, 12);
    expect(e({ targetHealth: 2 }).pKill).toBeCloseTo(double, 12);
    expect(e({ targetHealth: 3 }).pKill).toBe(0);
    expect(e({ targetHealth: 4 }).healthLost).toBeCloseTo(single + 2 * double, 12);
  });
  it('B15: a hidden Indian is revealed by a hit and removed by a double; indian.doubleHitRemoves=false only reveals', () => {
    expect(e({ target: 'indianHidden' }).pKill).toBeCloseTo(1 / 36, 12);
    expect(e({ target: 'indianHidden' }, { ...O, 'indian.doubleHitRemoves': false }).pKill).toBe(0);
    expect(e({ target: 'indianRevealed' }).pKill).toBeCloseTo(26 / 36, 12);
  });
  it('B16, B27: a horse takes two hits; killed under its rider it costs him his next activation', () => {
    const h = e({ target: 'horse', shots: 2, riderAboard: true });
    expect(h.pRiderLosesActivation).toBeCloseTo(h.pKill as number, 12);
    expect(h.pKill).toBeGreaterThan(0);
    expect(
      e({ target: 'horse', riderAboard: true }, { ...O, 'horseKilled.skipNextActivation': false })
        .pRiderLosesActivation,
    ).toBe(0);
  });
  it('§1.9: variable damage costs a full-health cowboy 11/9 per hit and leaves no damage 1/6 of the time', () => {
    const vd = { ...O, 'varDamage.enabled': true, 'doubleHit.onNatural12': 'off' as const };
    const r = e({ range: 1, targetHealth: 4 }, vd);
    const pHit = 30 / 36;
    expect(r.healthLost).toBeCloseTo(pHit * (11 / 9), 12);
    expect(r.pPinned).toBeCloseTo(pHit * (3 / 36), 12);
  });
  it("K10 / B20: reading a 4 as a hit instead of a graze adds 3/36 to a hit's single-point chance", () => {
    const vd = {
      ...O,
      'varDamage.enabled': true,
      'doubleHit.onNatural12': 'off' as const,
      'varDamage.fourIs': 'hit' as const,
    };
    const r = e({ range: 1, targetHealth: 4 }, vd);
    expect(r.healthLost).toBeCloseTo((30 / 36) * (11 / 9 + 3 / 36), 12);
    expect(r.pPinned).toBe(0);
  });
});

describe('the Shot Chart as data, cowboys-ii.md §6.1', () => {
  it('a given cell overrides the base chart; "none" has no cells', () => {
    expect(chartCell({ ...P, 'shotChart.pistol.4': 10 }, 'pistol', 4)).toEqual({
      hit: 10,
      from: 'given',
    });
    expect(chartCell({ ...P, chart: 'none' }, 'pistol', 4)).toBeUndefined();
    expect(shot.check!({ ...P, chart: 'none', range: 4 } as ShotParams, O).join()).toMatch(
      /give shotChart\.pistol\.4/,
    );
    expect(shot.check!({ ...P, range: 9 } as ShotParams, O).join()).toMatch(
      /placeholder chart, not from the book, gives the pistol ranges 1–8/,
    );
  });
  it('the four known cells are facts: a chart against them is warned about, naming the cell and the line', () => {
    const w = chartWarnings({ ...P, 'shotChart.rifle.3': 8, 'shotChart.pistol.2': 6 });
    expect(w).toHaveLength(1);
    expect(w[0].key).toBe('shotChart.rifle.3');
    expect(w[0].message).toMatch(/\[L263\]/);
  });
  it("results resting on a placeholder cell say so; the book's cells do not", () => {
    expect(shot.notes!({ ...P, range: 4 } as ShotParams, O).join()).toMatch(
      /placeholder chart, not from the book/,
    );
    expect(shot.notes!({ ...P, range: 2 } as ShotParams, O)).toEqual([]);
    expect(shot.notes!({ ...P, range: 4, 'shotChart.pistol.4': 9 } as ShotParams, O)).toEqual([]);
  });
});
