import { describe, expect, it } from 'vitest';
import { campaignSeason } from '../../../../src/rulesets/sixgun/campaign/season.ts';
import { passCounts } from '../../../../src/rulesets/sixgun/pass-dice.ts';
import { agrees } from '../grid.ts';
import { close, f, O, paramsOf, replay, STANDS } from './helpers.ts';

const S = campaignSeason;
type Exact = Record<string, number> & { end: Record<string, number> };
const exact = (over: Record<string, unknown>) => S.exact!(paramsOf(S, over) as never, O) as Exact;
const MARSHAL = { profession: 'marshal', ladder: 'profession' };

describe("sixgun a Marshal's ladder in a campaign season (six-gun-sound.md §14.7)", () => {
  it('A-28: Indian Territory (SL 2), the Encounter test 1, 3 → Pass 1, Marshal Encounters 1d6 = 6 → a Big Capture', () => {
    const r = replay(S, { ...MARSHAL, locale: 'indian-territory', seasons: 1 }, [
      f(1),
      f(3),
      f(6),
      STANDS,
    ]);
    expect(r['encounters.big-capture']).toBe(1);
    expect(r.encounters).toBe(1);
  });

  it('§14.7 [L5787–5797]: each row of the 1d6 matrix is a sixth of the encounters; at SL 5 and 6 no Indians and no Big Capture', () => {
    const e = exact({ ...MARSHAL, locale: 'indian-territory', seasons: 1 });
    const enc = passCounts(2, 2)[1];
    for (const t of [
      'indians',
      'gunfight',
      'posse',
      'capture',
      'prisoner-transport',
      'big-capture',
    ])
      close(e[`encounters.${t}`], enc / 6);
    const south = exact({ ...MARSHAL, locale: 'the-south', seasons: 1 });
    close(south['encounters.indians'], 0);
    close(south['encounters.big-capture'], 0);
    close(south['encounters.prisoner-transport'], (passCounts(2, 5)[1] * 3) / 6);
  });

  it('simulation agrees with exact (a year in the Indian Territory, six years past the advance of 1880)', () => {
    const settings = [
      { ...MARSHAL, rep: 4, locale: 'indian-territory', seasons: 4 },
      { ...MARSHAL, rep: 5, locale: 'arizona', seasons: 24 },
    ];
    settings.forEach((over, i) => agrees(S, paramsOf(S, over), O, `marshal-season-${i}`, 20_000));
  });
});
