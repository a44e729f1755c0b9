import { describe, expect, it } from 'vitest';
import { LOCALE_1875, LOCALES } from '../../../../src/rulesets/sixgun/campaign/data.ts';
import {
  ADVANCE_TURN,
  advance,
  advanced,
} from '../../../../src/rulesets/sixgun/campaign/season-advance.ts';
import { campaignSeason } from '../../../../src/rulesets/sixgun/campaign/season.ts';
import { travel } from '../../../../src/rulesets/sixgun/campaign/travel.ts';
import { answerOdds } from '../../../../src/analysis/odds.ts';
import { sixgun } from '../../../../src/rulesets/sixgun/index.ts';
import { agrees } from '../grid.ts';
import { close, O, odds, paramsOf } from './helpers.ts';

const S = campaignSeason;
type Exact = Record<string, number> & {
  sl: Record<string, number>;
  locale: Record<string, number>;
  end: Record<string, number>;
};
const exact = (over: Record<string, unknown>) => S.exact!(paramsOf(S, over) as never, O) as Exact;

describe('sixgun advance of civilization in a campaign season (six-gun-sound.md §14.2 [L4198–4204])', () => {
  it('Spring 1880 is season 21, counting Spring 1875 as the first (a turn is a season, C-42)', () => {
    expect(ADVANCE_TURN).toBe(4 * (1880 - 1875));
  });

  it("each locale's die: above SL one up (never Indian Territory), a 1 one down; the same odds as the travel table", () => {
    expect(advance('kansas', 4, 5)).toBe(5);
    expect(advance('kansas', 4, 4)).toBe(4);
    expect(advance('kansas', 4, 1)).toBe(3);
    expect(advance('indian-territory', 2, 6)).toBe(2);
    expect(advance('the-north', 6, 6)).toBe(6);
    expect(advance('canada', 1, 1)).toBe(0);
    for (const locale of LOCALES) {
      const t = odds(travel, { table: 'advance-of-civilization', locale });
      const from = LOCALE_1875[locale].sl;
      const d = advanced(locale, from);
      close(d[from + 1] ?? 0, t['sl-up']);
      close(d[from - 1], t['sl-down']);
      close(d[from], t.unchanged);
    }
  });

  it('a Sheriff in The North (SL 6) meets nobody until 1880; from Spring 1880 the SL is 5 on a 1 (1/6), and then Pass 1 on 2d6 vs 5 is 10/36', () => {
    const twenty = exact({ profession: 'sheriff', locale: 'the-north', seasons: 20 });
    close(twenty.encounters, 0);
    expect(twenty.sl).toBeUndefined();
    const one = exact({ profession: 'sheriff', locale: 'the-north', seasons: 21 });
    close(one.encounters, (1 / 6) * (10 / 36));
    close(one.sl['5'], 1 / 6);
    close(one.sl['6'], 5 / 6);
  });

  it('Kansas (SL 4) ends SL 3, 4 or 5 with 1/6, 3/6, 2/6 of the Stars who reach 1880; those who fell before keep SL 4', () => {
    const e = exact({ locale: 'kansas', seasons: 22 });
    const before = exact({ locale: 'kansas', seasons: 20 });
    const reached = before.pSurvives;
    close(e.sl['3'], reached / 6);
    close(e.sl['5'], (2 * reached) / 6);
    close(e.sl['4'], 1 - before.pSurvives + (3 * reached) / 6);
  });

  it('Canada (SL 1) goes to SL 2 on 2–6 and to SL 0 on a 1, where no Encounter test passes; Indian Territory (SL 2) never goes up', () => {
    const canada20 = exact({ profession: 'sheriff', locale: 'canada', seasons: 20 });
    const canada = exact({ profession: 'sheriff', locale: 'canada', seasons: 21 });
    close(canada.sl['0'], canada20.pSurvives / 6);
    close(canada.sl['2'], (5 * canada20.pSurvives) / 6);
    close(canada.sl['1'], 1 - canada20.pSurvives);
    const it20 = exact({ locale: 'indian-territory', seasons: 20 });
    const it = exact({ locale: 'indian-territory', seasons: 21 });
    close(it.sl['1'], it20.pSurvives / 6);
    close(it.sl['3'], 0);
  });

  it('seasons up to 20 are played as before (no advance, no sl output)', () => {
    const e = exact({ locale: 'kansas', seasons: 20 });
    expect(e.sl).toBeUndefined();
  });

  it('drifting past 1880 is simulated only, and says why; up to 1880 drift is exact', () => {
    const p = paramsOf(S, { travel: 'drift', seasons: 21 });
    expect(S.exact!(p as never, O)).toEqual({});
    expect(S.notes!(p as never, O).join(' ')).toMatch(/Simulated only/);
    const a = answerOdds(sixgun, S, p, O, { trials: 2000 });
    expect(a.metrics.pSurvives.simulated).toBeDefined();
    expect(Object.keys(exact({ travel: 'drift', seasons: 20 })).length).toBeGreaterThan(0);
  });

  it('simulation agrees with exact across the advance (stay, an Outlaw with Pass 1 pending, head-for)', () => {
    for (const [i, over] of [
      { profession: 'sheriff', locale: 'canada', seasons: 24 },
      { profession: 'outlaw', locale: 'missouri', opponent: 'marshal', seasons: 26 },
      { locale: 'kansas', seasons: 23, travel: 'head-for', to: 'the-north' },
    ].entries())
      agrees(S, paramsOf(S, over), O, `advance-${i}`, 20_000);
  });
});
