import { describe, expect, it } from 'vitest';
import {
  HIGH_COUNTRY_ROUTES,
  LINKS,
  LOCALES,
} from '../../../../src/rulesets/sixgun/campaign/data.ts';
import { campaignSeason } from '../../../../src/rulesets/sixgun/campaign/season.ts';
import {
  meets,
  reachable,
  rideInto,
  routesOf,
  wayTo,
} from '../../../../src/rulesets/sixgun/campaign/season-travel.ts';
import { LOCALE_1875 } from '../../../../src/rulesets/sixgun/campaign/data.ts';
import { cli } from '../../../helpers.ts';
import { ScriptedRng } from '../../../helpers/scripted.ts';
import { agrees } from '../grid.ts';
import { close, O, paramsOf } from './helpers.ts';

const S = campaignSeason;
type Exact = Record<string, number> & {
  pSurvives: number;
  encounters: number;
  moves: number;
  locale: Record<string, number>;
  rep: Record<string, number>;
  end: Record<string, number>;
};
const exact = (over: Record<string, unknown>) => S.exact!(paramsOf(S, over) as never, O) as Exact;
const sl1875 = LOCALES.map((l) => LOCALE_1875[l].sl);
const indices = (...ls: (typeof LOCALES)[number][]) => ls.map((l) => LOCALES.indexOf(l));

/** One trial of the season on scripted draws (below(n) values; [v, n] for a fight's float). */
function played(over: Record<string, unknown>, script: (number | readonly [number, number])[]) {
  const p = paramsOf(S, over) as never;
  const layout = S.metrics(p, O);
  const acc = layout.create();
  const rng = new ScriptedRng(script);
  S.simulate(p, O, rng, 1, acc);
  expect(rng.left, 'every scripted draw used').toBe(0);
  const at = (name: string) => acc[layout.slot(name)];
  const m = layout.get('locale');
  const ended = layout.outcomes(m).find((_, j) => acc[m.slot + j] === 1);
  return { at, ended };
}

describe('sixgun travel map: which locales are linked (§14.2)', () => {
  it('links go both ways, never to the locale itself, and join every locale to every other', () => {
    for (const l of LOCALES) {
      expect(LINKS[l]).not.toContain(l);
      expect([...LINKS[l]]).toEqual(LOCALES.filter((k) => LINKS[l].includes(k)));
      for (const k of LINKS[l]) expect(LINKS[k], `${k} → ${l}`).toContain(l);
    }
    expect(reachable('drift', 'canada')).toEqual([...LOCALES]);
  });

  it('every link the text names is one: the High Country routes (six-gun-sound.md §14.2, B-26), A-26 New Mexico → Colorado → Wyoming → Montana, A-27 Kansas → Nebraska, A-30 West Texas → Old Mexico', () => {
    for (const r of HIGH_COUNTRY_ROUTES) for (const to of r.to) expect(LINKS[r.from]).toContain(to);
    expect(LINKS['new-mexico']).toContain('colorado');
    expect(LINKS.colorado).toContain('wyoming');
    expect(LINKS.wyoming).toContain('montana');
    expect(LINKS.kansas).toContain('nebraska');
    expect(LINKS['west-texas']).toContain('old-mexico');
  });

  it('head-for rides the shortest way: Kansas → Missouri → The North; from Wyoming to New Mexico through Colorado, the way A-26 rides home', () => {
    expect(wayTo('kansas', 'the-north')).toEqual(['missouri', 'the-north']);
    expect(wayTo('wyoming', 'new-mexico')).toEqual(['colorado', 'new-mexico']);
    expect(routesOf('head-for', 'kansas', 'kansas')).toEqual([['kansas']]);
    expect(routesOf('stay', 'kansas')).toEqual([['kansas']]);
    expect(routesOf('drift', 'kansas')).toEqual(LINKS.kansas.map((l) => [l]));
  });
});

describe('sixgun staking a claim: the Encounter test in each locale entered (§14.2)', () => {
  it('six-gun-sound.md A-26 step 12: Wyoming (SL 2) 3, 4 → Pass 0, none; Colorado (SL 4) 2, 5 → Pass 1, an encounter, and a Star staking a claim stops there (New Mexico is not tested)', () => {
    const rng = ScriptedRng.ofFaces([3, 4, 2, 5]);
    const rode = rideInto(rng, indices('wyoming', 'colorado', 'new-mexico'), sl1875, false, 0);
    expect(rng.left).toBe(0);
    expect(Math.floor(rode / 3)).toBe(1);
    expect(rode % 3).toBe(1);
    expect(meets(rode % 3, false, 0)).toBe(true);
  });

  it('six-gun-sound.md A-33: vs SL 2 dice 3, 4 → Pass 0, he rides on and stops at the end of his way', () => {
    const rng = ScriptedRng.ofFaces([3, 4, 6, 6]);
    const rode = rideInto(rng, indices('wyoming', 'colorado'), sl1875, false, 0);
    expect(rode).toBe(3 * 1 + 0);
  });

  it('an Outlaw (Looking for Loot) meets on Pass 2, or on Pass 1 only with a Pass 1 pending where he stays', () => {
    expect(meets(2, true, 0)).toBe(true);
    expect(meets(1, true, 0)).toBe(false);
    expect(meets(1, true, 1)).toBe(true);
    expect(meets(2, false, 0)).toBe(false);
  });

  it('six-gun-sound.md A-27 step 3: a Gunfighter drifting from Kansas into Nebraska (SL 2), dice 2, 5 → Pass 1 → an encounter there; the season ends in Nebraska', () => {
    const { at, ended } = played(
      { profession: 'gunfighter', locale: 'kansas', seasons: 1, travel: 'drift' },
      [
        LINKS.kansas.indexOf('nebraska'),
        1,
        4, // 2, 5 vs SL 2: Pass 1
        2,
        2, // 2d6 = 6 on the Gunfighter column: Gunfight
        [999, 1000], // the Draw: he comes out standing
      ],
    );
    expect(ended).toBe('nebraska');
    expect(at('seasonsIn.nebraska')).toBe(1);
    expect(at('moves')).toBe(1);
    expect(at('encounters')).toBe(1);
    expect(at('pSurvives')).toBe(1);
  });

  it('no one moves in Winter: on a long ride (Canada to Old Mexico) he rides in Spring, Summer and Fall only, and is tested where he is in Winter', () => {
    const over = { locale: 'canada', travel: 'head-for', to: 'old-mexico' };
    const three = exact({ ...over, seasons: 3 });
    const four = exact({ ...over, seasons: 4 });
    expect(three.locale['old-mexico']).toBeLessThan(0.9);
    expect(three.moves).toBeGreaterThan(3);
    close(four.moves, three.moves);
    close(four.locale['old-mexico'], three.locale['old-mexico']);
    expect(four.encounters).toBeGreaterThan(three.encounters);
  });
});

describe('sixgun campaign season with a travel policy (§14.2)', () => {
  it('head-for The North from Kansas, one Spring: an encounter in Missouri (16/36) stops him there, otherwise The North (SL 6) gives none', () => {
    const e = exact({ travel: 'head-for', to: 'the-north', seasons: 1 });
    close(e.locale.kansas, 0);
    close(e.locale['the-north'], 20 / 36);
    close(e.locale.missouri, 16 / 36);
    close(e['seasonsIn.missouri'], 16 / 36);
    close(e.encounters, 16 / 36);
    close(e.moves, 1 + 20 / 36);
    // The fight is Missouri's: as if he had stayed in Missouri for the season.
    close(e.pSurvives, exact({ locale: 'missouri', seasons: 1 }).pSurvives);
  });

  it("the locale he rides into feeds the draw: a Ranger riding from Colorado into New Mexico meets New Mexico's odds (SL 3, SW or Plains warriors), not Colorado's", () => {
    const rode = exact({
      profession: 'ranger',
      locale: 'colorado',
      travel: 'head-for',
      to: 'new-mexico',
      seasons: 1,
    });
    const nm = exact({ profession: 'ranger', locale: 'new-mexico', seasons: 1 });
    const co = exact({ profession: 'ranger', locale: 'colorado', seasons: 1 });
    close(rode.pSurvives, nm.pSurvives);
    close(rode.end.gone, nm.end.gone);
    expect(Math.abs(rode.pSurvives - co.pSurvives)).toBeGreaterThan(1e-4);
  });

  it('staying (the default) reports no locales; the shares of seasons ending in each locale sum to 1, the seasons in each to the seasons played', () => {
    const names = S.metrics(paramsOf(S, {}) as never, O).metrics.map((m) => m.name);
    expect(names).not.toContain('locale');
    const e = exact({
      profession: 'outlaw',
      locale: 'missouri',
      opponent: 'marshal',
      travel: 'drift',
      seasons: 3,
    });
    close(
      Object.values(e.locale).reduce((a, b) => a + b, 0),
      1,
    );
    const played = LOCALES.reduce((a, l) => a + (e[`seasonsIn.${l}`] ?? 0), 0);
    expect(played).toBeLessThanOrEqual(3);
    expect(played).toBeGreaterThan(2);
  }, 300_000);

  it('simulation agrees with exact (fixed seed): drifting, heading for a goal, an Outlaw with Pass 1 pending and Jail Breaks', () => {
    for (const [i, over] of [
      { profession: 'cowboy', locale: 'kansas', travel: 'drift', seasons: 6 },
      {
        profession: 'outlaw',
        locale: 'missouri',
        opponent: 'marshal',
        travel: 'drift',
        seasons: 6,
        sand: 3,
      },
      {
        profession: 'ranger',
        rep: 3,
        locale: 'montana',
        travel: 'head-for',
        to: 'old-mexico',
        seasons: 8,
      },
      {
        profession: 'outlaw',
        locale: 'canada',
        travel: 'head-for',
        to: 'the-north',
        seasons: 5,
        sl: 2,
      },
    ].entries())
      agrees(S, paramsOf(S, over), O, `season-travel-${i}`, 20_000);
  }, 300_000);

  it('a goal without head-for, head-for without a goal, or an unknown goal is refused (exit 2)', () => {
    const a = cli(['odds', 'sixgun', 'campaign-season', '--to', 'utah']);
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(/--travel head-for/);
    const b = cli(['odds', 'sixgun', 'campaign-season', '--travel', 'head-for']);
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/--to/);
    const c = cli(['odds', 'sixgun', 'campaign-season', '--travel', 'head-for', '--to', 'utha']);
    expect(c.code).toBe(2);
    expect(c.stderr).toMatch(/unknown locale "utha".*utah/);
  });
});
