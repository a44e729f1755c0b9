import { describe, expect, it } from 'vitest';
import { LINKS } from '../../../../src/rulesets/sixgun/campaign/data.ts';
import { campaignSeason } from '../../../../src/rulesets/sixgun/campaign/season.ts';
import { passCounts } from '../../../../src/rulesets/sixgun/pass-dice.ts';
import { agrees } from '../grid.ts';
import { close, f, O, paramsOf, replay, STANDS } from './helpers.ts';

const S = campaignSeason;
type Exact = Record<string, number> & {
  end: Record<string, number>;
  locale: Record<string, number>;
};
const exact = (over: Record<string, unknown>) => S.exact!(paramsOf(S, over) as never, O) as Exact;
const RANGER = { profession: 'ranger', ladder: 'profession' };

describe("sixgun a Ranger's ladder in a campaign season (six-gun-sound.md §14.9)", () => {
  it('A-30: from West Texas (SL 3) a Capture (2d6 = 4) ranges into Old Mexico (1d6 = 6) and is against Warriors (Frontier Warfare 4 vs SL 3); next season, there, a Gunfight (ranging 3: stays; Frontier Warfare 1: the usual opponents)', () => {
    // The book's Captain Bass has both encounters in one season; a Private has one a season, so
    // the second comes the next season, in Old Mexico where the first left him.
    expect(LINKS['west-texas'].indexOf('old-mexico')).toBe(3);
    const r = replay(S, { ...RANGER, locale: 'west-texas', seasons: 2 }, [
      f(3), // the Encounter test vs SL 3: 3, 5 → Pass 1
      f(5),
      f(1), // Ranger Encounters 2d6 = 4, SL 3 → C
      f(3),
      f(6), // Ranging: 5–6, a random adjacent locale
      3, // … the fourth linked locale, Old Mexico
      f(4), // Frontier Warfare: 4 is above SL 3 → Warriors (Old Mexico's: SW)
      STANDS,
      f(3), // Summer in Old Mexico (SL 3): 3, 5 → Pass 1
      f(5),
      f(1), // 2d6 = 3, SL 3 → GF
      f(2),
      f(3), // Ranging 3: here
      f(1), // Frontier Warfare 1 ≤ 3: the usual opponents
      STANDS,
    ]);
    expect(r['encounters.capture']).toBe(1);
    expect(r['encounters.gunfight']).toBe(1);
    expect(r.ranged).toBe(1);
    expect(r.frontierWarfare).toBe(1);
    expect(r['locale=old-mexico']).toBe(1);
    expect(r['seasonsIn.west-texas']).toBe(1);
    expect(r['seasonsIn.old-mexico']).toBe(1);
  });

  it('§14.9 [L6237–6272]: one season in Kansas (SL 4): a third of the encounters range into each linked locale alike, where he ends; Frontier Warfare turns the non-Indian ones against Warriors on 1d6 above the SL of the locale they happen in', () => {
    const e = exact({ ...RANGER, locale: 'kansas', seasons: 1 });
    const enc = passCounts(2, 4)[1];
    close(e.encounters, enc);
    close(e.ranged, enc / 3);
    // The SL 4 column: Indians on 7–8 (11/36).
    close(e['encounters.indians'], (enc * 11) / 36);
    const fw = (sl: number) => (sl < 5 ? (6 - sl) / 6 : 0);
    const near = LINKS.kansas;
    const sls: Record<string, number> = {
      colorado: 4,
      'indian-territory': 2,
      missouri: 4,
      nebraska: 2,
    };
    expect([...near]).toEqual(Object.keys(sls));
    const away = near.reduce((a, l) => a + fw(sls[l]), 0) / near.length;
    close(e.frontierWarfare, ((enc * 25) / 36) * ((2 / 3) * fw(4) + away / 3));
    close(e.locale.kansas, 1 - enc / 3);
    for (const l of near) close(e.locale[l], enc / 12);
  });

  it('simulation agrees with exact (staying, heading for a goal, drifting; short runs, since the far locales Ranging reaches in a long one are too rare to sample)', () => {
    const settings = [
      { ...RANGER, rep: 4, locale: 'west-texas', seasons: 2 },
      { ...RANGER, rep: 5, locale: 'kansas', seasons: 2, travel: 'head-for', to: 'the-north' },
      { ...RANGER, rep: 3, locale: 'the-north', seasons: 3, travel: 'drift' },
    ];
    settings.forEach((over, i) => agrees(S, paramsOf(S, over), O, `ranger-season-${i}`, 20_000));
  });

  it('past Spring 1880 Ranging may bring him back into a locale whose advance he has seen: simulated only, and it says so', () => {
    const p = paramsOf(S, { ...RANGER, locale: 'west-texas', seasons: 24 });
    expect(S.exact!(p as never, O)).toEqual({});
    expect(S.notes!(p as never, O).join(' ')).toMatch(/Simulated only: Ranging/);
  });
});
