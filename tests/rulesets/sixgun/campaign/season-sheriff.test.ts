import { describe, expect, it } from 'vitest';
import { campaignSeason } from '../../../../src/rulesets/sixgun/campaign/season.ts';
import {
  electionDiceOf,
  OUT_OF_OFFICE,
  recordAfter,
} from '../../../../src/rulesets/sixgun/campaign/season-sheriff.ts';
import { sheriffCampaign } from '../../../../src/rulesets/sixgun/campaign/sheriff.ts';
import { cli } from '../../../helpers.ts';
import { agrees } from '../grid.ts';
import { close, f, O, odds, paramsOf, replay, STANDS } from './helpers.ts';

const S = campaignSeason;
type Exact = Record<string, number> & { end: Record<string, number> };
const exact = (over: Record<string, unknown>, o = O) =>
  S.exact!(paramsOf(S, over) as never, o) as Exact;
const SHERIFF = { profession: 'sheriff', ladder: 'profession' };

describe("sixgun a Sheriff's ladder in a campaign season (six-gun-sound.md §14.10)", () => {
  it('A-31: Virgil, Rep 5, in Arizona (SL 3): Spring HT, a quiet Summer, then Good Will against 6 − 2 killed (Pass 1) and the Election (Pass 1): defeated, he may stand again next Fall', () => {
    const over = { ...SHERIFF, rep: 5, locale: 'arizona', seasons: 3, killed: 2 };
    const script = [
      f(4), // Deputies: 1d6 = 4
      f(3), // Spring test vs SL 3: 3, 5 → Pass 1, an encounter
      f(5),
      f(3), // Sheriff Encounters 2d6 = 6, SL 3 → HT
      f(3),
      STANDS, // the cowboys scatter, no lawman hurt
      f(1), // Summer test: Pass 2, no encounter
      f(2),
      f(2), // Good Will vs 4: 2, 6 → Pass 1 (Election at most 2 passes)
      f(6),
      f(3), // Election vs Rep 5: 3, 6 → Pass 1, defeated
      f(6),
    ];
    const r = replay(S, over, script);
    expect(r['encounters.hurrahing-the-town']).toBe(1);
    expect(r.encounters).toBe(1);
    expect(r.elections).toBe(1);
    expect(r.defeated).toBe(1);
    expect(r.reElected).toBe(0);
    expect(r.inOffice).toBe(0);
    expect(r['end=survives']).toBe(1);
    // C-14: the rule's SL − 1d6 gives 3 − 4 → 0 Deputies; the example's 1d6 − SL gives 1.
    expect(r.deputies).toBe(0);
    const example = { ...O, 'campaign.deputies': 'd6-minus-sl' } as typeof O;
    expect(replay(S, over, script, example).deputies).toBe(1);
  });

  it('§14.10 [L6496–6535]: where he meets no one (The North, SL 6), each Fall is the sheriff-campaign election table on a clean record; defeated, he stands again the next Fall', () => {
    for (const [rep, killed] of [
      [5, 0],
      [3, 2],
      [4, 5],
    ]) {
      const t = odds(sheriffCampaign, { table: 'election', locale: 'the-north', rep, killed });
      const [won, lost, out] = [t['re-elected'], t.defeated, t['run-out-of-town']];
      const one = exact({ ...SHERIFF, locale: 'the-north', rep, killed, seasons: 3 });
      close(one.elections, 1);
      close(one.reElected, won);
      close(one.defeated, lost);
      close(one.end['run-out'], out);
      close(one.inOffice, won);
      const two = exact({ ...SHERIFF, locale: 'the-north', rep, killed, seasons: 7 });
      close(two.elections, 1 + won + lost);
      close(two.reElected, won * (1 + won + lost));
      close(two.end['run-out'], out * (1 + won + lost));
      close(two.inOffice, won * (won + lost));
      // The North allows SL 6 − 1d6 Deputies (mean 2.5) each Spring he is in office.
      close(two.deputies, 2.5 * (1 + won));
      close(two.encounters, 0);
    }
  });

  it("§14.10 [L6518–6528]: the year's record sets the Election's dice: a robbery not stopped −1d6 (two or more −2d6), thwarted +2d6, robbers a posse caught +1d6", () => {
    let x = 0;
    x = recordAfter(x, 'R', false);
    expect(electionDiceOf(x)).toBe(-1);
    x = recordAfter(x, 'R', false);
    x = recordAfter(x, 'R', false);
    expect(electionDiceOf(x)).toBe(-2);
    x = recordAfter(x, 'P', true);
    expect(electionDiceOf(x)).toBe(-1);
    x = recordAfter(x, 'R', true);
    expect(electionDiceOf(x)).toBe(1);
    expect(recordAfter(x, 'R', true)).toBe(x);
    expect(recordAfter(x, 'P', true)).toBe(x);
    expect(recordAfter(0, 'P', false)).toBe(0);
    expect(recordAfter(0, 'HT', true)).toBe(0);
    expect(electionDiceOf(OUT_OF_OFFICE)).toBe(0);
  });

  it('robberies he does not stop cost him elections: at SL 4 (robberies on 9–10) fewer are re-elected than where he meets no one', () => {
    const quiet = exact({ ...SHERIFF, locale: 'the-north', rep: 4, seasons: 3 });
    const busy = exact({ ...SHERIFF, locale: 'kansas', rep: 4, seasons: 3 });
    expect(busy['encounters.robbery']).toBeGreaterThan(0.1);
    expect(busy.reElected / busy.elections).toBeLessThan(quiet.reElected / quiet.elections);
  });

  it('simulation agrees with exact (re-elections over two years, run out of town, the advance of 1880)', () => {
    const settings = [
      { ...SHERIFF, rep: 4, locale: 'arizona', seasons: 8 },
      { ...SHERIFF, rep: 3, locale: 'kansas', seasons: 11, killed: 3 },
      { ...SHERIFF, rep: 5, locale: 'the-south', seasons: 22 },
    ];
    settings.forEach((over, i) => agrees(S, paramsOf(S, over), O, `sheriff-season-${i}`, 20_000));
  });

  it('the simple matrix stays the default: a Sheriff on it has no election; the ladder is refused for a travelling cowboy or Sheriff, or --killed without it', () => {
    const simple = exact({ profession: 'sheriff', locale: 'arizona', seasons: 3 });
    expect(simple.elections).toBeUndefined();
    expect(simple.end['run-out']).toBeUndefined();
    for (const over of [
      { profession: 'cowboy', ladder: 'profession', travel: 'drift' },
      { ...SHERIFF, travel: 'drift' },
      { profession: 'sheriff', killed: 2 },
    ])
      expect(S.check!(paramsOf(S, { locale: 'arizona', ...over }) as never, O)).toHaveLength(1);
    const r = cli([
      'odds',
      'sixgun',
      'campaign-season',
      '--profession',
      'cowboy',
      '--ladder',
      'profession',
    ]);
    expect(r.code).toBe(2);
    // A Cowboy's ladder starts where beeves are plentiful (§14.5), not in Kansas.
    expect(r.stderr).toMatch(/--locale kansas is SL 4/);
  });
});
