import { describe, expect, it } from 'vitest';
import { cowboyCampaign } from '../../../../src/rulesets/sixgun/campaign/cowboy.ts';
import { travel } from '../../../../src/rulesets/sixgun/campaign/travel.ts';
import { close, everyTableAgrees, O, odds, paramsOf, rolled } from './helpers.ts';

const C = cowboyCampaign;

describe('sixgun Cowboy campaign tables (§14.5)', () => {
  it("B-12 [L5212]: Nature's Wrath hits on 11–12, 1/12; B-13 [L5561]: so does a failing bank", () => {
    close(odds(C, { table: 'natures-wrath' })['herds-halved'], 1 / 12);
    close(odds(C, { table: 'bank-fails' })['bank-fails'], 1 / 12);
  });

  it('natural increase: one 2d6 per 4 CP and one for the rest; both 1–3 is +1, both 4–6 −1', () => {
    const e = odds(C, { table: 'natural-increase', cp: 14 });
    close(e['4'], 1 / 4 ** 4);
    close(e['0'], 70 / 256); // C(8,4)/2^8: the net is (passes − 4) over 8 fair dice
    close(e.value, 0);
    close(odds(C, { table: 'natural-increase', cp: 4 })['1'], 1 / 4);
  });

  it("the herd after Nature's Wrath: halved, an odd CP kept on 1–3; rustling last year", () => {
    const e = odds(C, { table: 'herd-after-wrath', cp: 7 });
    close(e['7'], 11 / 12);
    close(e['3'], 1 / 24);
    close(e['4'], 1 / 24);
    expect(rolled(C, { table: 'herd-after-wrath', cp: 7 }, [6, 5, 2])).toBe('4');
    const r = odds(C, { table: 'rustled-herds', lostRustling: 2, wonRustling: 1 });
    close(r.value, 1 / 2 - 1);
    close(r['-2'], 1 / 8);
    expect(rolled(C, { table: 'rustled-herds', lostRustling: 2, wonRustling: 1 }, [4, 1, 3])).toBe(
      '0',
    );
  });

  it('A-25 [L5224]: 14 CP roll 3 + 1 times (C-67): +1, 0, −1, −1 → net −1', () => {
    expect(rolled(C, { table: 'natural-increase', cp: 14 }, [1, 2, 1, 5, 4, 6, 5, 5])).toBe('-1');
  });

  it('Buy Them: 1d6 + Rep, +2 in Texas and Oregon (C-17 reads 4–5 as 3 LP)', () => {
    const k = odds(C, { table: 'buy-them', rep: 3, locale: 'kansas' });
    close(k['3-lp'], 3 / 6);
    close(k['none-for-sale'], 0);
    close(k.value, (3 * 3 + 2 * 3) / 6);
    close(
      odds(C, { table: 'buy-them', rep: 3 }, { ...O, 'campaign.buyThemFourToFive': 'none' })[
        'none-for-sale'
      ],
      2 / 6,
    );
    close(odds(C, { table: 'buy-them', rep: 5, locale: 'west-texas' })['1-lp'], 4 / 6);
  });

  it('"Hey, I Know Those Boys!": after a close call a Pass 1 is safe (C-65), or Wanted by option', () => {
    const first = odds(C, { table: 'hey-i-know-those-boys', sl: 3 });
    close(first.wanted, 1 / 4);
    close(first['close-call'], 1 / 2);
    const again = odds(C, { table: 'hey-i-know-those-boys', sl: 3, closeCall: true });
    close(again.unknown, 3 / 4);
    const strict = odds(
      C,
      { table: 'hey-i-know-those-boys', sl: 3, closeCall: true },
      { ...O, 'campaign.closeCall': 'pass-2' },
    );
    close(strict.wanted, 3 / 4);
  });

  it('mavericking needs SL 3 or less', () => {
    expect(
      C.check!(paramsOf(C, { table: 'mavericking', locale: 'kansas' }) as never, O).join(),
    ).toMatch(/--sl 4: mavericking needs a locale of Settlement Level 3 or less/);
    close(odds(C, { table: 'mavericking', locale: 'dakota' }).mavericks, 4 / 9);
  });

  it('How Far: 4 or 5 locales only in Spring; a herd is 1d6 CP or Rep if higher', () => {
    close(odds(C, { table: 'how-far', season: 'summer' })['3'], 4 / 6);
    close(odds(C, { table: 'how-far', season: 'spring' }).value, (1 + 2 + 3 + 3 + 4 + 5) / 6);
    close(odds(C, { table: 'herd-size', rep: 4 })['4'], 4 / 6);
  });

  it('Trail Drive Encounter: a 10 is a GF-3 from SL 4, an 11 from SL 5', () => {
    close(odds(C, { table: 'trail-drive-encounter', sl: 4 })['gf-3'], 3 / 36);
    close(odds(C, { table: 'trail-drive-encounter', sl: 5 })['gf-3'], 5 / 36);
    close(odds(C, { table: 'trail-drive-encounter', sl: 5 }).indians, 0);
    close(odds(C, { table: 'trail-drive-encounter', sl: 2 }).calamity, 1 / 36);
  });

  it('B-11 [L5619]: driving further raises the Bottom Line; 3 locales pays 140/36 LP a CP on average', () => {
    close(odds(C, { table: 'bottom-line', locales: 3 }).value!, 140 / 36);
    const means = [1, 2, 3, 4, 5].map(
      (locales) => odds(C, { table: 'bottom-line', locales }).value!,
    );
    for (let i = 1; i < means.length; i++) expect(means[i]).toBeGreaterThan(means[i - 1]);
    // C-18: a total of 12 pays 6 (4 by option).
    close(odds(C, { table: 'bottom-line', locales: 1 })['6-lp'], 3 / 36);
    close(
      odds(C, { table: 'bottom-line', locales: 1 }, { ...O, 'campaign.bottomLineTwelve': '4-lp' })[
        '6-lp'
      ],
      1 / 36,
    );
  });

  it('On the Trail Recruitment: 5 lost → 3 back on Pass 2, 2 on Pass 1', () => {
    const e = odds(C, { table: 'trail-recruitment', sl: 2, lost: 5 });
    close(e['3'], 1 / 9);
    close(e['2'], 4 / 9);
    close(e['0'], 4 / 9);
    close(odds(C, { table: 'trail-recruitment', sl: 2, lost: 2 })['2'], 1 / 9 + 0);
  });

  it('short-handed: short 1 loses on 5–6, short 2 on 3–6; range wars give 0–3 encounters', () => {
    close(odds(C, { table: 'short-handed', short: 1 })['cp-lost'], 1 / 3);
    close(odds(C, { table: 'short-handed', short: 2 })['cp-lost'], 2 / 3);
    close(odds(C, { table: 'range-war-encounters' }).value, 1);
    close(odds(C, { table: 'at-the-ranch' })['cattle-rustling'], 1 / 3);
  });

  it("§14.5 [L5592–5594]: a war turn's RW encounters, one more roll when the ranch's Encounter test and At the Ranch give a 4", () => {
    const nm = { table: 'range-war-turn', locale: 'new-mexico' };
    const e = odds(C, nm);
    const extra = 1 / 2 / 6; // Pass 1 on 2d6 vs SL 3 is 1/2, then a 4 on At the Ranch
    close(e['0'], (1 - extra) / 2 + extra / 4);
    close(e['6'], extra / 36);
    close(e.value, 1 + extra);
    // A 4 (one), an encounter (2, 5 vs SL 3: Pass 1), At the Ranch 4, then a 6 (three more).
    expect(rolled(C, nm, [4, 2, 5, 4, 6])).toBe('4');
    // No encounter for the ranch (Pass 2): the war's own roll only.
    expect(rolled(C, nm, [5, 1, 2])).toBe('2');
    // An encounter, but At the Ranch is not a 4.
    expect(rolled(C, nm, [6, 2, 5, 3])).toBe('3');
  });

  it("A-26 [L5597–5673]: Big John's year, die by die", () => {
    const nm = { locale: 'new-mexico' };
    expect(rolled(C, { table: 'natures-wrath' }, [2, 4])).toBe('no-effect'); // 1
    expect(rolled(C, { table: 'natural-increase', cp: 6 }, [1, 4, 1, 5])).toBe('0'); // 2
    expect(rolled(C, { ...nm, table: 'i-need-more-time' }, [2, 4])).toBe('extension'); // 3
    expect(rolled(C, { table: 'trail-drive-encounter', locale: 'colorado' }, [3, 4])).toBe(
      'cattle-rustling',
    ); // 6
    expect(rolled(C, { table: 'trail-drive-encounter', locale: 'wyoming' }, [3, 4])).toBe(
      'cattle-rustling',
    ); // 7
    expect(rolled(C, { table: 'trail-recruitment', locale: 'wyoming', lost: 5 }, [2, 5])).toBe('2');
    expect(rolled(C, { table: 'trail-drive-encounter', locale: 'montana' }, [4, 6])).toBe(
      'indians',
    ); // 8
    expect(rolled(C, { table: 'trail-recruitment', locale: 'montana', lost: 1 }, [3, 4])).toBe('0');
    expect(rolled(C, { table: 'short-handed', short: 1 }, [1])).toBe('cp-kept'); // 9
    expect(rolled(C, { table: 'bottom-line', locales: 3 }, [2, 5])).toBe('4-lp'); // 10: 5 CP × 4 = 20 LP
    // 12: the trip home.
    expect(rolled(travel, { table: 'encounter-test', locale: 'wyoming' }, [3, 4])).toBe(
      'no-encounter',
    );
    expect(rolled(travel, { table: 'encounter-test', locale: 'colorado' }, [2, 5])).toBe(
      'encounter',
    );
    expect(rolled(C, { table: 'cowboy-drifting', locale: 'colorado' }, [4])).toBe('gunfight');
    expect(rolled(travel, { table: 'encounter-test', locale: 'new-mexico' }, [3, 5])).toBe(
      'encounter',
    );
    expect(rolled(C, { ...nm, table: 'buy-them', rep: 5 }, [6])).toBe('1-lp'); // 13: 6 + 5 = 11
    expect(rolled(C, { table: 'natures-wrath' }, [4, 5])).toBe('no-effect'); // 14
    expect(rolled(C, { table: 'natural-increase', cp: 7 }, [1, 4, 2, 6])).toBe('0');
  });

  it('simulation agrees with exact, every table', () => {
    everyTableAgrees(C, [
      { locale: 'dakota' },
      {
        locale: 'oregon',
        sl: 3,
        rep: 6,
        cp: 9,
        locales: 5,
        season: 'summer',
        short: 2,
        lost: 7,
        closeCall: true,
      },
      { sl: 5, rep: 2, cp: 1, locales: 1, lost: 1 },
    ]);
    everyTableAgrees(C, [{ sl: 1, closeCall: true, locales: 1, rep: 3 }], {
      ...O,
      'campaign.buyThemFourToFive': 'none',
      'campaign.bottomLineTwelve': '4-lp',
      'campaign.closeCall': 'pass-2',
    });
  });
});
