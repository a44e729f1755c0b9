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
  rank: Record<string, number>;
  company: Record<string, number>;
  seniority: Record<string, number>;
};
const exact = (over: Record<string, unknown>) => S.exact!(paramsOf(S, over) as never, O) as Exact;
const RANGER = { profession: 'ranger', ladder: 'profession' };

describe("sixgun a Ranger's ladder in a campaign season (six-gun-sound.md §14.9)", () => {
  it('A-30: from West Texas (SL 3) a Capture (2d6 = 4) ranges into Old Mexico (1d6 = 6) and is against Warriors (Frontier Warfare 4 vs SL 3); next season, there, a Gunfight (ranging 3: stays; Frontier Warfare 1: the usual opponents)', () => {
    // The book's Captain Bass has both encounters in one season; a Private has one a season, so
    // the second comes the next season, in Old Mexico where the first left him.
    expect(LINKS['west-texas'].indexOf('old-mexico')).toBe(3);
    const r = replay(S, { ...RANGER, locale: 'west-texas', seasons: 2, place: 5 }, [
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

  it('A-30 as the book plays it: Captain Bass (place 1) at full strength in West Texas has ½d6 = 4 → 2 encounters, leads the first with 3 Rangers and sends 4 to the second; his Capture ranges into Old Mexico; next season he tests there and the home encounters draw on the 7 left; the detachment that met an encounter rolls, and home again he recruits', () => {
    const bass = { ...RANGER, locale: 'west-texas', seasons: 2, place: 1 };
    const r = replay(S, bass, [
      f(4), // ½d6 = 4 → 2 encounters
      f(1), // his 3 Rangers: 1d6 each, 5–6 gone
      f(2),
      f(3),
      f(5), // the second detachment's 4: the one the book loses…
      f(1), // … and three who stay
      f(2),
      f(4),
      f(1), // his Ranger Encounters 2d6 = 4, SL 3 → C
      f(3),
      f(6), // Ranging: 5–6, a random adjacent locale
      3, // … Old Mexico
      f(4), // Frontier Warfare: 4 above SL 3 → Warriors
      STANDS,
      // Summer: in Old Mexico, so no Recruitment at the end of Spring. At home, ½d6 encounters
      // drawing on 10 − 3 (his detachment) = 7 Rangers: 4, then 3.
      f(3), // ½d6 = 2
      f(1),
      f(1),
      f(1),
      f(1),
      f(1),
      f(1),
      f(1),
      f(3), // his Encounter test in Old Mexico (SL 3): 3, 5 → Pass 1
      f(5),
      f(1), // 2d6 = 3, SL 3 → GF
      f(2),
      f(3), // Ranging 3: here
      f(1), // Frontier Warfare 1: the usual opponents
      STANDS,
      // The end of Summer, home again: his detachment met an encounter, 1d6 each…
      f(6),
      f(1),
      f(1),
      // … and 2 short of 12: Replacement 2d6 vs SL 3 (1, 2: Pass 2), Recruitment 3d6 vs Rep 4.
      f(1),
      f(2),
      f(1),
      f(1),
      f(1),
    ]);
    expect(r['rank=captain']).toBe(1);
    expect(r.seasonsAsCaptain).toBe(2);
    expect(r.companyEncounters).toBe(4);
    expect(r.encounters).toBe(2);
    expect(r.rangersLost).toBe(2);
    expect(r.recruits).toBe(2);
    expect(r.noneSent).toBe(0);
    expect(r['locale=west-texas']).toBe(1);
    expect(r['seasonsIn.west-texas']).toBe(1);
    expect(r['seasonsIn.old-mexico']).toBe(1);
  });

  it('§14.9 [L6205, L6235]: a Captain at home in Spring leads the first of ½d6 encounters (4 to each, his own counting him): 3, 7 or 11 Rangers sent, each gone on 5–6', () => {
    const e = exact({ ...RANGER, locale: 'west-texas', seasons: 1, place: 1 });
    close(e.encounters, 1);
    close(e.companyEncounters, 2);
    close(e.rangersLost, (3 + 7 + 11) / 3 / 3);
    close(e.seasonsAsCaptain, 1);
    close(e.noneSent, 0);
    close(e.rank.captain, 1);
  });

  it('§14.9 [L6199, L6342]: a Sergeant second in seniority is Captain at the end of the first Winter if the one Ranger ahead of him goes (1d6 = 5–6)', () => {
    const e = exact({ ...RANGER, locale: 'west-texas', seasons: 4, place: 2 });
    close(e.rank.captain, e.pSurvives / 3);
    close(e.rank.sergeant, 1 - e.pSurvives / 3);
    close(e.rose, e.pSurvives / 3);
    // Every NPC Ranger rolls at Winter's end, and only then: 11 / 3 lost by those still in.
    close(e.rangersLost, (e.pSurvives * 11) / 3);
  });

  it('the company takes its place from 2d6 unless given, and a Captain who sends more than his company holds leaves encounters unmanned', () => {
    const e = exact({ ...RANGER, locale: 'west-texas', seasons: 1 });
    for (let q = 2; q <= 12; q++) close(e.seniority[String(q)], (6 - Math.abs(q - 7)) / 36);
    // 6 each: the third encounter of a season (1/3) finds nobody left of 11.
    const c = exact({ ...RANGER, locale: 'west-texas', seasons: 1, place: 1, detachment: 6 });
    close(c.noneSent, 1 / 3);
  });

  it('simulation agrees with exact (staying, heading for a goal, drifting; short runs, since the far locales Ranging reaches in a long one are too rare to sample; a Captain; a Sergeant promoted at the end of Winter)', () => {
    const settings = [
      { ...RANGER, rep: 4, locale: 'west-texas', seasons: 2 },
      { ...RANGER, rep: 5, locale: 'kansas', seasons: 2, travel: 'head-for', to: 'the-north' },
      { ...RANGER, rep: 3, locale: 'the-north', seasons: 3, travel: 'drift' },
      { ...RANGER, rep: 4, locale: 'west-texas', seasons: 3, place: 1, detachment: 6 },
      { ...RANGER, rep: 5, locale: 'the-north', seasons: 6, place: 2, captainRep: 4 },
    ];
    settings.forEach((over, i) => agrees(S, paramsOf(S, over), O, `ranger-season-${i}`, 20_000));
  });

  it('past two years the chain is simulated only, and it says so', () => {
    const p = paramsOf(S, { ...RANGER, locale: 'west-texas', seasons: 9 });
    expect(S.exact!(p as never, O)).toEqual({});
    expect(S.notes!(p as never, O).join(' ')).toMatch(/Simulated only: past 8 seasons/);
  });

  it('refuses company params off the Ranger ladder, and lying low on it', () => {
    const check = (over: Record<string, unknown>) =>
      S.check!(paramsOf(S, over) as never, O).join(' ');
    expect(check({ profession: 'cowboy', place: 3 })).toMatch(/--place 3 is a Ranger's/);
    expect(check({ profession: 'ranger', detachment: 3 })).toMatch(/--ladder profession/);
    expect(check({ ...RANGER, lieLow: 2 })).toMatch(/does not lie low/);
    expect(check({ ...RANGER, place: 1, detachment: 3, captainRep: 4 })).toBe('');
  });
});
