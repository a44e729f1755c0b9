import { describe, expect, it } from 'vitest';
import {
  business,
  exactDice,
  expenses,
  maverick,
  RANCH_TALLIES,
  RanchTables,
  rolledDice,
  roundUp,
  sold,
  type Business,
  type Ranch,
} from '../../../../src/rulesets/sixgun/campaign/ranch.ts';
import {
  firstRanch,
  ranchCode,
  ranchOf,
} from '../../../../src/rulesets/sixgun/campaign/rancher-season.ts';
import { campaignSeason } from '../../../../src/rulesets/sixgun/campaign/season.ts';
import { ScriptedRng, type Draw } from '../../../helpers/scripted.ts';
import { agrees } from '../grid.ts';
import { close, O, paramsOf } from './helpers.ts';

const S = campaignSeason;
const rancher = (over: Record<string, unknown>) =>
  paramsOf(S, {
    profession: 'cowboy',
    ladder: 'profession',
    cowboyJob: 'rancher',
    locale: 'new-mexico',
    rep: 5,
    ...over,
  });
const exact = (over: Record<string, unknown>) =>
  S.exact!(rancher(over) as never, O) as Record<string, number>;

/** The hired Trail Boss's odds of losing a Draw, fixed for the scripted tests. */
const BOSS_LOSES = 0.5;
/** The Trail Boss's Draw on a drive's Cattle Rustling, scripted: lost, or kept (a uniform float). */
const LOSES: Draw = [0, 1000];
const KEEPS: Draw = [999, 1000];

/**
 * A season's business in New Mexico (SL 3) for a Rep 5 Rancher on scripted dice (d6 faces, or
 * LOSES and KEEPS for the Trail Boss's Draw), and its tallies.
 */
function scripted(faces: (number | Draw)[], sl = 3, rep = 5) {
  const rng = new ScriptedRng(faces.map((f) => (typeof f === 'number' ? f - 1 : f)));
  const counts = new Float64Array(RANCH_TALLIES.length);
  const b: Business = {
    t: new RanchTables('new-mexico', O, BOSS_LOSES),
    dice: rolledDice(rng),
    sl,
    rep,
    tally: (k, v) => (counts[k] += v),
  };
  const tally = (name: (typeof RANCH_TALLIES)[number]) => counts[RANCH_TALLIES.indexOf(name)];
  return { rng, b, tally };
}
/** What a step leaves (a ranch lost goes to the same place: its `lost` says so). */
function after(step: (then: (r: Ranch) => void) => void): Ranch {
  let out: Ranch | undefined;
  step((r) => (out = r));
  return out!;
}
const ranch = (over: Partial<Ranch>): Ranch => ({ ...firstRanch(0, 0), ...over });

describe('sixgun campaign season, the Rancher (six-gun-sound.md §14.5)', () => {
  it("six-gun-sound.md A-26 steps 1–4 and 13–14: Big John's Round Up, his Extension and unpaid wages; 19 LP home pay the 6 owed, 6 are kept and 7 buy 7 CP at 1 LP; next Spring 7 CP round up to 7 and the 6 LP pay the upkeep", () => {
    const { rng, b, tally } = scripted([
      2,
      4, // 1: Nature's Wrath 6, no effect
      1,
      4, // 2: natural increase on the first 4 CP, a pass and a fail
      1,
      5, // and on the last 2
      2,
      4, // 3: I Need More Time against SL 3, Pass 1: an Extension
    ]);
    const john = ranch({ cp: 6 });
    const rounded = after((then) => roundUp(b, john, 1, then));
    expect(rounded.cp).toBe(6);
    const year = after((then) => expenses(b, rounded, 1, then, then));
    // 6 LP upkeep owed on the Extension; 6 LP of wages unpaid, the hands stay (4).
    expect(year).toMatchObject({ lost: false, cp: 6, lp: 0, debt: 6 });
    expect([tally('extensions'), tally('wagesPaid'), tally('wagesShort')]).toEqual([1, 0, 6]);
    expect(rng.left).toBe(0);

    // 13: home with 19 LP (20 from the sale, 1 paid for his escort), the herd sold.
    const home = scripted([6]); // Buy Them: 6 + Rep 5 = 11, 1 LP a CP
    const bought = after((then) => sold(home.b, { ...year, cp: 0, lp: 19 }, 1, then));
    expect(bought).toMatchObject({ cp: 7, lp: 6, debt: 0 });
    expect([home.tally('upkeepPaid'), home.tally('cpBought')]).toEqual([6, 7]);
    expect(home.rng.left).toBe(0);

    // 14: next Spring, Nature's Wrath 9; 4 CP a pass and a fail, the last 3 too.
    const spring = scripted([4, 5, 1, 4, 2, 6]);
    const next = after((then) => roundUp(spring.b, bought, 1, then));
    expect(next.cp).toBe(7);
    // He spends the 6 LP on the upkeep: nothing left for the wages.
    const paid = after((then) => expenses(spring.b, next, 1, then, then));
    expect(paid).toMatchObject({ cp: 7, lp: 0, debt: 0 });
    expect([spring.tally('upkeepPaid'), spring.tally('wagesShort')]).toEqual([6, 7]);
    expect(spring.rng.left).toBe(0);
  });

  it("six-gun-sound.md A-26 steps 1–3, 5–8 and 10 as the season plays it: Big John's Spring, his whole herd of 6 CP sent 3 locales with a hired Trail Boss; Rustling lost in Colorado, 5 CP; Rustling won in Wyoming; Indians in Montana; the Bottom Line 2 + 5 + 3 = 10, 4 LP a CP, less the Trail Boss's CP: 16 LP", () => {
    const { rng, b, tally } = scripted([
      2,
      4,
      1,
      4,
      1,
      5, // the Round Up: 6 CP
      2,
      4, // an Extension
      3,
      4, // 6: Colorado, 7: Cattle Rustling,
      LOSES, // lost: 1 CP rustled from the drive, 5 CP
      3,
      4, // 7: Wyoming, 7: Cattle Rustling,
      KEEPS, // won
      4,
      6, // 8: Montana, 10: Indians, the Trail Boss's fight, costing no CP
      2,
      5, // 10: the Bottom Line
      6, // Buy Them: 11
    ]);
    const r = after((then) => business(b, 0, ranch({ cp: 6 }), 1, then));
    expect(rng.left).toBe(0);
    expect([tally('trailRustlings'), tally('cpRustledOnTrail')]).toEqual([2, 1]);
    expect([tally('herdsSent'), tally('herdsSold'), tally('lpEarned')]).toEqual([1, 1, 16]);
    // John rode along and sold all 5 CP for 20 LP; the Trail Boss takes 1 of them here. The 16
    // LP pay the 6 owed; 6 are kept for next year's upkeep; 4 buy 4 CP at 1 LP.
    expect(r).toMatchObject({ cp: 4, lp: 6, debt: 0, drive: 0 });
  });

  it('six-gun-sound.md §14.5 [L5392]: a Cattle Rustling lost on the drive costs the trail herd 1 CP, its last CP the herd', () => {
    const { rng, b, tally } = scripted([3, 4, LOSES]); // Summer, 7: Cattle Rustling, lost
    const r = after((then) => business(b, 1, ranch({ drive: 1, left: 2 }), 1, then));
    expect(rng.left).toBe(0);
    expect(r).toMatchObject({ drive: 0, left: 0 });
    expect([tally('cpRustledOnTrail'), tally('herdsLost'), tally('herdsSold')]).toEqual([1, 1, 0]);
  });

  it("six-gun-sound.md §14.5 [L5228–5230]: the Round Up rolls 1d6 for each Rustling lost at the ranch last year, 4–6 taking a CP, after Nature's Wrath and natural increase; then the count starts again", () => {
    // 5 CP, 3 Rustlings lost: Wrath 2 + 3; increase 1, 2 (+1) and 5, 6 for the 1 left over
    // (−1); the Rustlings 4, 1, 6: two CP lost.
    const { rng, b, tally } = scripted([2, 3, 1, 2, 5, 6, 4, 1, 6]);
    const r = after((then) => roundUp(b, ranch({ cp: 5, rustled: 3 }), 1, then));
    expect(rng.left).toBe(0);
    expect(r).toMatchObject({ cp: 3, rustled: 0 });
    expect(tally('cpRustled')).toBe(2);
    // No more CP lost than he has; with no herd, no die.
    // 1 CP: Wrath 1 + 1, increase 1, 1 (+1): 2 CP; 4 Rustlings 4, 5, 6, 6 take both.
    const few = scripted([1, 1, 1, 1, 4, 5, 6, 6]);
    expect(after((then) => roundUp(few.b, ranch({ cp: 1, rustled: 4 }), 1, then))).toMatchObject({
      cp: 0,
      rustled: 0,
    });
    expect(few.tally('cpRustled')).toBe(2);
    expect(after((then) => roundUp(scripted([]).b, ranch({ rustled: 2 }), 1, then)).rustled).toBe(
      0,
    );
  });

  it("exact Round Up: a 1 CP herd with 2 Rustlings lost keeps 3/8 CP on average, Nature's Wrath aside (§14.5 [L5204–5230])", () => {
    const t = new RanchTables('new-mexico', O, BOSS_LOSES);
    let kept = 0;
    const b: Business = { t, dice: exactDice, sl: 3, rep: 5, tally: () => {} };
    roundUp(b, ranch({ cp: 1, rustled: 2 }), 1, (r, w) => (kept += w * r.cp));
    // Wrath keeps the lone CP unless 11–12 (3/36) and then 4–6 (1/2); increase adds −1, 0, +1
    // (1/4, 1/2, 1/4): cp 0, 1, 2; two Rustlings each take one on 4–6.
    const wrathKeeps = 1 - (3 / 36) * (1 / 2);
    const from1 = (1 / 2) * (1 / 4); // 1 CP kept when neither die is 4–6
    const from2 = (1 / 4) * (2 - 2 / 2); // 2 CP: 1 lost on average
    close(kept, wrathKeeps * (from1 + from2));
  });

  it('settling up: 1 CP for each LP short, or the ranch is lost; an Extension unpaid at the next Round Up is settled so (§14.5 [L5509–5525])', () => {
    // Pass 2 (2d6 of 1, 2 against SL 3): 6 LP short, 6 CP: he pays them all.
    const a = scripted([1, 2]);
    const paid = after((then) => expenses(a.b, ranch({ cp: 6 }), 1, then, then));
    expect(paid).toMatchObject({ lost: false, cp: 0 });
    expect(a.tally('cpSettled')).toBe(6);
    // With 5 CP he cannot: the ranch is lost.
    const b = scripted([1, 2]);
    expect(after((then) => expenses(b.b, ranch({ cp: 5 }), 1, then, then)).lost).toBe(true);
    // 4 LP owed on last year's Extension, 1 in the bank: 3 CP settle it; then the year's 6 LP
    // upkeep, the bank empty: Pass 0 (4, 5), waived.
    const c = scripted([4, 5]);
    const owed = after((then) => expenses(c.b, ranch({ cp: 5, lp: 1, debt: 4 }), 1, then, then));
    expect(owed).toMatchObject({ cp: 2, lp: 0, debt: 0 });
    expect([c.tally('upkeepPaid'), c.tally('cpSettled'), c.tally('waived')]).toEqual([1, 3, 1]);
  });

  it('a Set Back holds the herd where it is till next season, and it waits out the Winter; the bank fails in Fall on 11–12 (§14.5 [L5382–5390, L5561])', () => {
    const summer = scripted([3, 1, 6, 2]); // 2d6 = 4, a Set Back; of 2 CP one lost on 6
    const held = after((then) => business(summer.b, 1, ranch({ drive: 2, left: 2 }), 1, then));
    expect(held).toMatchObject({ drive: 1, left: 1, reroll: true });
    expect(summer.rng.left).toBe(0);
    // Fall: the bank (5, 6: it fails, 9 LP gone), then the held herd rolls again (2, 1: a
    // Set Back, its CP kept on 3) and stays held.
    const fall = scripted([5, 6, 2, 1, 3]);
    const failed = after((then) => business(fall.b, 2, { ...held, lp: 9 }, 1, then));
    expect(failed).toMatchObject({ lp: 0, drive: 1, reroll: true });
    expect([fall.tally('bankFailures'), fall.tally('lpLostToBank')]).toEqual([1, 9]);
    // Winter: no die.
    const winter = scripted([]);
    expect(after((then) => business(winter.b, 3, failed, 1, then))).toEqual(failed);
  });

  it('six-gun-sound.md §14.5 [L5253–5273]: mavericking, 2d6 against SL 3: Pass 0 a CP for every full three men, 3 a CP and his remuderos and cook; Pass 1 taken for rustlers, a GF-3; Pass 2 cows left be', () => {
    const run = (faces: number[], cp: number) => {
      const { rng, b, tally } = scripted(faces);
      let taken = 0;
      const r = after((then) =>
        maverick(b, ranch({ cp }), 1, then, (r) => {
          taken++;
          then(r);
        }),
      );
      expect(rng.left).toBe(0);
      return { r, taken, tally };
    };
    // Pass 0 (4, 5): 6 CP at the ranch, 18 hands and 3 more, 21 men: 7 CP.
    const found = run([4, 5], 6);
    expect(found.r).toMatchObject({ cp: 13 });
    expect(found.tally('mavericked')).toBe(7);
    // The herd away on the drive: his 3 upkeep men still find 1.
    expect(run([6, 6], 0).r).toMatchObject({ cp: 1 });
    // Pass 1 (2, 5): taken for rustlers, the fight played, no CP.
    const taken = run([2, 5], 6);
    expect([taken.taken, taken.r.cp, taken.tally('takenForRustlers')]).toEqual([1, 6, 1]);
    // Pass 2 (1, 3): no mavericks, no fight.
    const none = run([1, 3], 6);
    expect([none.taken, none.r.cp]).toEqual([0, 6]);
  });

  it("mavericking is a Rancher's (his ranch is SL 3 or less, as every Cowboy starts, §14.5 [L5149, L5253]); left out, his answers are as without it", () => {
    const check = (over: Record<string, unknown>) => S.check!(rancher(over) as never, O);
    expect(check({ mavericking: 'every-season' })).toEqual([]);
    for (const mavericking of ['none', 'every-season'])
      expect(check({ mavericking, cowboyJob: 'puncher' })).toEqual([
        expect.stringMatching(/Rancher's outfit/),
      ]);
    expect(exact({ seasons: 1, mavericking: 'none' })).toEqual(exact({ seasons: 1 }));
  });

  it('the ranch as one number and back', () => {
    for (const r of [
      firstRanch(6, 0),
      ranch({ cp: 1023, lp: 1023, debt: 12, drive: 6, left: 3, reroll: true, rustled: 4 }),
      { ...firstRanch(0, 0), lost: true },
    ])
      expect(ranchOf(ranchCode(r))).toEqual(r);
  });

  it('one season: the ranch is lost only on Pass 2 of I Need More Time with fewer than 6 CP after the Round Up; Pass 1 and Pass 0 are an Extension and a waiver', () => {
    const e = exact({ seasons: 1 });
    // Fewer than 6 CP: Nature's Wrath (3/36) halves them, or two increase rolls net below 0.
    const short = 3 / 36 + (33 / 36) * (1 / 16 + 1 / 4);
    close(e.ranchLost, (1 / 4) * short);
    close(e.extensions, 1 / 2);
    close(e.waived, 1 / 4);
    close(e.wagesPaid, 0);
    close(e.ranchSeasons + e.ranchLost, 1);
    // A Rustling lost at the ranch waits in the ranch's state for the next Round Up (§14.5
    // [L5228]): counted as fought, and as carried, the same.
    expect(e.rustlingsLost).toBeGreaterThan(0.01);
    close(e.rustlingsPending, e.rustlingsLost);
  });

  it("bad input: --herd is a Rancher's; --lp is his bank as well as an Outlaw's gang money", () => {
    const check = (over: Record<string, unknown>) => S.check!(rancher(over) as never, O);
    expect(check({ herd: 10, lp: 20 })).toEqual([]);
    expect(check({ cowboyJob: 'puncher', herd: 10 })).toEqual([
      expect.stringMatching(/Rancher's herd/),
    ]);
    expect(check({ cowboyJob: 'puncher', lp: 20 })).toEqual([
      expect.stringMatching(/Outlaw's gang/),
    ]);
  });

  it("six-gun-sound.md A-26 step 4 [L5613]: Big John, with no LP after his Extension, can't afford his gunfighters; §14.5 [L5499, L5533]: 1 LP a man a season, no LP no gunfighters", () => {
    // Spring: Nature's Wrath 6, the herd as it was, an Extension; 0 LP for his 2 gunfighters;
    // the herd to market, no Trail Drive Encounter (2d6 = 5) in 3 locales, the Bottom Line 1 + 1
    // + 3, nothing.
    const { rng, b, tally } = scripted([2, 4, 1, 4, 1, 5, 2, 4, 2, 3, 2, 3, 2, 3, 1, 1]);
    const spring = after((then) =>
      business({ ...b, gunfighters: 2 }, 0, ranch({ cp: 6 }), 1, then),
    );
    expect(spring).toMatchObject({ cp: 0, drive: 0, lp: 0, debt: 6 });
    expect([tally('gunfightersPaid'), tally('gunfightersUnpaid')]).toEqual([0, 2]);
    expect(rng.left).toBe(0);
    // A Summer with 3 LP in the bank and no herd out: 2 gunfighters take 2 of them; his Rep caps them.
    const summer = scripted([]);
    const paid = after((then) =>
      business({ ...summer.b, gunfighters: 2 }, 1, ranch({ cp: 4, lp: 3 }), 1, then),
    );
    expect(paid.lp).toBe(1);
    const capped = scripted([], 3, 1);
    after((then) => business({ ...capped.b, gunfighters: 2 }, 1, ranch({ cp: 4, lp: 3 }), 1, then));
    expect([summer.tally('gunfightersPaid'), capped.tally('gunfightersPaid')]).toEqual([2, 1]);
    // A sale keeps back their pay to the next Round Up: 19 LP in Spring, 6 for the upkeep and
    // 2 × 3 seasons for the gunfighters, so 7 buy cattle at 1 LP (6 + Rep 5).
    const home = scripted([6]);
    const bought = after((then) =>
      sold({ ...home.b, reserve: 6 }, { ...spring, drive: 0, debt: 0, lp: 19 }, 1, then),
    );
    expect(bought).toMatchObject({ cp: 7, lp: 12 });
  });

  it('exact: gunfighters cost 1 LP a man a season as far as the LP go; Big John from no LP pays his 2 nothing in his first Spring; left at 0 his answers are as without them', () => {
    const one = exact({ seasons: 1, gunfighters: 2 });
    // Unless the first Round Up costs him the ranch (I Need More Time Pass 2, too few CP).
    expect(one.ranchLost).toBeGreaterThan(0.05);
    close(one.gunfightersUnpaid, 2 * (1 - one.ranchLost));
    close(one.gunfightersPaid, 0);
    const rich = exact({ seasons: 1, gunfighters: 2, lp: 20 });
    close(rich.gunfightersPaid, 2);
    // 20 LP: the upkeep 6 and wages 6 leave 8, of which the 2 gunfighters take 2; a sale that
    // Spring keeps their pay for 3 more seasons back from the cattle it buys.
    expect(rich.cpBought).toBeLessThan(exact({ seasons: 1, lp: 20 }).cpBought);
    expect(exact({ seasons: 1 })).toEqual(exact({ seasons: 1, gunfighters: 0 }));
    expect('gunfightersPaid' in exact({ seasons: 1 })).toBe(false);
  });

  it("bad input: --gunfighters are a Rancher's, at most his Rep (§14.5 [L5499])", () => {
    const check = (over: Record<string, unknown>) => S.check!(rancher(over) as never, O);
    expect(check({ gunfighters: 5 })).toEqual([]);
    expect(check({ gunfighters: 6 })).toEqual([expect.stringMatching(/at most 5/)]);
    expect(check({ cowboyJob: 'puncher', gunfighters: 1 })).toEqual([
      expect.stringMatching(/Rancher's hired guns/),
    ]);
  });

  it('past a year the chain is not answered and the notes say why', () => {
    expect(S.exact!(rancher({ seasons: 5 }) as never, O)).toEqual({});
    expect(S.notes!(rancher({ seasons: 5 }) as never, O).join(' ')).toMatch(/Simulated only/);
  });

  it('exact and simulated agree (Big John in New Mexico; a Rep 4 Rancher in Arizona with 11 CP and 20 LP)', () => {
    agrees(S, rancher({ seasons: 4 }), O, 'rancher-season-0', 20_000);
    agrees(
      S,
      rancher({ seasons: 4, locale: 'arizona', rep: 4, herd: 11, lp: 20 }),
      O,
      'rancher-season-1',
      20_000,
    );
    // Mavericking in Spring and Summer, a herd of 8 leaving 2 CP at the ranch.
    agrees(
      S,
      rancher({ seasons: 2, herd: 8, lp: 6, mavericking: 'every-season' }),
      O,
      'rancher-season-2',
      20_000,
    );
  }, 300_000);

  it('exact and simulated agree with gunfighters (a Rep 4 Rancher in Arizona, 11 CP, 20 LP, 3 gunfighters)', () => {
    agrees(
      S,
      rancher({ seasons: 3, locale: 'arizona', rep: 4, herd: 11, lp: 20, gunfighters: 3 }),
      O,
      'rancher-gunfighters',
      20_000,
    );
  }, 300_000);
});
