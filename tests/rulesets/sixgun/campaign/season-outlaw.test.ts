import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../src/rulesets/sixgun/campaign/data.ts';
import {
  OutlawTrial,
  tallyCap,
  WantedCode,
} from '../../../../src/rulesets/sixgun/campaign/outlaw-season.ts';
import { chainOf, STANDING } from '../../../../src/rulesets/sixgun/campaign/season-chain.ts';
import { campaignSeason } from '../../../../src/rulesets/sixgun/campaign/season.ts';
import { ScriptedRng } from '../../../helpers/scripted.ts';
import { agrees } from '../grid.ts';
import { close, O, paramsOf } from './helpers.ts';

const S = campaignSeason;
/** The ladder without his gang (--outfit none): season-outlaw-gang.test.ts plays the gang. */
const outlaw = (over: Record<string, unknown>) =>
  paramsOf(S, {
    profession: 'outlaw',
    ladder: 'profession',
    locale: 'missouri',
    rep: 5,
    opponent: 'marshal',
    outfit: 'none',
    ...over,
  });
const exact = (over: Record<string, unknown>) =>
  S.exact!(outlaw(over) as never, O) as Record<string, number> & {
    'wanted.local': Record<string, number>;
    'wanted.national': Record<string, number>;
  };
const MISSOURI = LOCALES.indexOf('missouri');

/** The Outlaw's ladder for one trial, and the fights it asks for (each comes out standing). */
function trial(over: Record<string, unknown> = {}) {
  const p = outlaw(over);
  const c = chainOf(p as never, O);
  const t = new OutlawTrial(p as never, O, c);
  const fights: number[] = [];
  const fight = (opp: number) => (fights.push(opp), STANDING);
  return { t, c, fights, fight };
}

describe('sixgun campaign season, the Outlaw ladder (six-gun-sound.md §14.8)', () => {
  it('A-29: Wanted twice in Missouri (SL 4), the Long Arm against 2 passes on 2, 1, and the Lawdawg 1d6 = 2 is a Posse, the Sheriff; standing, he goes on', () => {
    const { t, c, fights, fight } = trial();
    t.local[MISSOURI] = 2;
    const rng = ScriptedRng.ofFaces([2, 1, 2]);
    expect(t.start(rng, MISSOURI, 4, fight)).toBe(true);
    expect(rng.left).toBe(0);
    expect(fights).toEqual([c.jailer]);
    expect(t.lawdawgs).toBe(1);
  });

  it('A-29: The North (SL 6) makes Looking for Loot an automatic Pass 2, and the take 1d6 × 6', () => {
    const e = exact({ locale: 'the-north', seasons: 1 });
    close(e.jobs, 1);
    expect(e.lawdawgs).toBe(0);
    // A Hold Up or Robbery taken standing, or a train's agent overcome, pays 3.5 × 6 on average.
    expect(e.lpTaken / 21).toBeGreaterThan(0.3);
    expect(e.lpTaken / 21).toBeLessThan(1);
  });

  it('a Long Arm Pass 1 is pending: the same result the next season calls the Lawdawgs (§14.8 [L5990–6005])', () => {
    const { t, fights, fight } = trial();
    t.local[MISSOURI] = 3;
    // 2d6 against 3: a 2 and a 5, Pass 1, closing in.
    expect(t.start(ScriptedRng.ofFaces([2, 5]), MISSOURI, 4, fight)).toBe(true);
    expect(t.closing).toBe(1);
    expect(fights).toEqual([]);
    // Again Pass 1 (3 and 6): a Lawdawg encounter, 1d6 = 6 on SL 4 a Capture, the Sheriff.
    expect(t.start(ScriptedRng.ofFaces([3, 6, 6]), MISSOURI, 4, fight)).toBe(true);
    expect(t.closing).toBe(0);
    expect(t.lawdawgs).toBe(1);
  });

  it('a train makes him Wanted nationally, a Robbery locally; the Posse is the Sheriff (§14.8 [L5943–5975], C-15)', () => {
    const { t, c, fights, fight } = trial();
    // SL 4: Outlaw Encounters 5 is a Train Robbery; the Express Agent 1, 1 against Rep 5 offers
    // no resistance; the take 3 × 4; Pursuit 1, 1 Pass 2, Wanted on 1d6 3 ≤ 3 (a train counts SL 3).
    const rng = ScriptedRng.ofFaces([5, 1, 1, 3, 1, 1, 3]);
    t.encounter(rng, MISSOURI, 4, 5, fight);
    expect(rng.left).toBe(0);
    expect([t.national, t.local[MISSOURI], t.lp]).toEqual([1, 0, 12]);
    expect(fights).toEqual([c.jailer]);
    // Outlaw Encounters 3 is a Robbery, fought; the take 1 × 4; Pursuit 1, 2 Pass 2, Wanted on 4 ≤ SL 4.
    t.encounter(ScriptedRng.ofFaces([3, 1, 1, 2, 4]), MISSOURI, 4, 5, fight);
    expect([t.national, t.local[MISSOURI], t.lp]).toEqual([1, 1, 16]);
    expect(fights).toEqual([c.jailer, 0, c.jailer]);
    // A Hold Up (1) of a stagecoach (1d6 = 2), which always pays; the take 6 × 4; Pursuit 5, 6,
    // Pass 0: no Posse, no Wanted.
    t.encounter(ScriptedRng.ofFaces([1, 2, 6, 5, 6]), MISSOURI, 4, 5, fight);
    expect([t.national, t.local[MISSOURI], t.lp]).toEqual([1, 1, 40]);
    expect(t.encounters).toBe(2);
  });

  it('a Hold Up of wagons or mules pays on 1d6 against the number taken, a wagon counting 2; unpaid, the Pursuit still follows (§14.8 [L5939–5945])', () => {
    const { t, c, fights, fight } = trial();
    // SL 4: Outlaw Encounters 2 is a Hold Up; the target 4, wagons; 1d6 = 2 of them count 4;
    // the test 5 fails: no take. Pursuit 1, 2 is Pass 2, a Posse now, Wanted on 1d6 4 ≤ SL 4.
    let rng = ScriptedRng.ofFaces([2, 4, 2, 5, 1, 2, 4]);
    t.encounter(rng, MISSOURI, 4, 5, fight);
    expect(rng.left).toBe(0);
    expect([t.lp, t.holdUpsUnpaid, t.local[MISSOURI]]).toEqual([0, 1, 1]);
    expect(fights).toEqual([0, c.jailer]);
    // A Hold Up (1) of mules (5), 3 + 3 = 6 taken: any 1d6 passes (6); the take 2 × 4; Pursuit 6, 6, none.
    rng = ScriptedRng.ofFaces([1, 5, 3, 6, 2, 6, 6]);
    t.encounter(rng, MISSOURI, 4, 5, fight);
    expect(rng.left).toBe(0);
    expect([t.lp, t.holdUpsUnpaid]).toEqual([8, 1]);
    // campaign.holdUpUnpaid no-pursuit: unpaid wagons (1 of them, 2 taken, 1d6 = 3) end the job.
    const quiet = new OutlawTrial(t.p, { ...O, 'campaign.holdUpUnpaid': 'no-pursuit' }, c);
    quiet.reset();
    rng = ScriptedRng.ofFaces([1, 3, 1, 3]);
    quiet.encounter(rng, MISSOURI, 4, 5, fight);
    expect(rng.left).toBe(0);
    expect([quiet.lp, quiet.holdUpsUnpaid, quiet.encounters]).toEqual([0, 1, 0]);
  });

  it('exact: a Hold Up held goes unpaid 3/36 of the time; unpaid, the Pursuit follows unless campaign.holdUpUnpaid no-pursuit (Missouri, SL 4)', () => {
    const e = exact({ seasons: 1 });
    const free = S.exact!(outlaw({ seasons: 1 }) as never, {
      ...O,
      'campaign.holdUpUnpaid': 'no-pursuit',
    }) as Record<string, number>;
    // Jobs are Looking for Loot Pass 2, (4/6)²; Hold Ups are 1–2 of them at SL 4, each held with
    // the Draw's chance and then unpaid 3/36 of the time.
    const holdUps = (4 / 6) ** 2 * (2 / 6);
    expect(e.holdUpsUnpaid / holdUps).toBeGreaterThan(0.5 * (3 / 36));
    expect(e.holdUpsUnpaid / holdUps).toBeLessThan(3 / 36);
    close(free.holdUpsUnpaid, e.holdUpsUnpaid);
    close(free.jobs, e.jobs);
    // No Pursuit after an unpaid Hold Up: fewer Posses, so fewer encounters.
    expect(free.encounters).toBeLessThan(e.encounters);
  });

  it('no national Long Arm in Canada or Old Mexico; a full sentence wipes the local tally (§14.8 [L5977–5984])', () => {
    const { t, fights, fight } = trial({ locale: 'canada' });
    t.national = 3;
    const canada = LOCALES.indexOf('canada');
    expect(t.start(ScriptedRng.ofFaces([]), canada, 1, fight)).toBe(true);
    expect(fights).toEqual([]);
    t.local[MISSOURI] = 2;
    t.served(MISSOURI);
    expect(t.local[MISSOURI]).toBe(0);
  });

  it('the tallies count up to the highest SL he can be in, the Long Arm reading no higher', () => {
    const cap = (over: Record<string, unknown>) => tallyCap(outlaw(over) as never);
    expect(cap({ seasons: 4 })).toBe(4);
    expect(cap({ seasons: 24 })).toBe(5);
    expect(cap({ locale: 'indian-territory', seasons: 24 })).toBe(2);
    expect(cap({ travel: 'head-for', to: 'the-north', seasons: 4 })).toBe(6);
    // With his gang, "So That's How It Is?" reads the tally against his Rep, up to 7.
    expect(cap({ seasons: 4, outfit: 'played' })).toBe(7);
    const code = new WantedCode(4);
    const w = { local: 3, national: 4, closing: 1, closingNational: 0, captured: 1 };
    expect(code.of(code.code(w))).toEqual(w);
    expect(code.code({ local: 4, national: 4, closing: 1, closingNational: 1, captured: 1 })).toBe(
      code.states - 1,
    );
  });

  it('one season where he is not Wanted: his jobs are Looking for Loot Pass 2 (§14.8 [L5855–5870], B-9)', () => {
    const e = exact({ seasons: 1 });
    close(e.jobs, (4 / 6) ** 2);
    expect(e.lawdawgs).toBe(0);
    close(e['wanted.local']['0'] + e['wanted.local']['1'], 1);
    expect(e['wanted.local']['2']).toBe(0);
  });

  it('past a year, or drifting, the chain is not answered and the notes say why', () => {
    expect(S.exact!(outlaw({ seasons: 5 }) as never, O)).toEqual({});
    expect(S.exact!(outlaw({ seasons: 2, travel: 'drift' }) as never, O)).toEqual({});
    expect(S.notes!(outlaw({ seasons: 5 }) as never, O).join(' ')).toMatch(/Simulated only/);
  });

  it('the simple matrix stays the default (every profession now has a ladder of its own)', () => {
    expect(paramsOf(S, {}).ladder).toBe('simple');
  });

  it('exact and simulated agree over a year (Missouri; riding for The North; Pursuit against LP, C-15)', () => {
    const settings = [{ seasons: 4 }, { seasons: 3, travel: 'head-for', to: 'the-north', rep: 4 }];
    settings.forEach((over, i) => agrees(S, outlaw(over), O, `outlaw-season-${i}`, 20_000));
    agrees(
      S,
      outlaw({ seasons: 3 }),
      { ...O, 'campaign.pursuitAgainst': 'lp' },
      'outlaw-lp',
      20_000,
    );
  });

  it('exact and simulated agree when an unpaid Hold Up is let go (campaign.holdUpUnpaid no-pursuit)', () => {
    agrees(
      S,
      outlaw({ seasons: 3 }),
      { ...O, 'campaign.holdUpUnpaid': 'no-pursuit' },
      'outlaw-hold-up-unpaid',
      20_000,
    );
  });
});
