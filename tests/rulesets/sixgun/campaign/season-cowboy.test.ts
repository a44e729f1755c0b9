import { describe, expect, it } from 'vitest';
import {
  CowboyTrial,
  driveReach,
  OWN,
} from '../../../../src/rulesets/sixgun/campaign/cowboy-season.ts';
import { LOCALES, type Locale } from '../../../../src/rulesets/sixgun/campaign/data.ts';
import {
  chainOf,
  slBefore,
  STANDING,
} from '../../../../src/rulesets/sixgun/campaign/season-chain.ts';
import { campaignSeason } from '../../../../src/rulesets/sixgun/campaign/season.ts';
import { ScriptedRng } from '../../../helpers/scripted.ts';
import { agrees } from '../grid.ts';
import { close, O, paramsOf } from './helpers.ts';

const S = campaignSeason;
const cowboy = (over: Record<string, unknown>) =>
  paramsOf(S, {
    profession: 'cowboy',
    ladder: 'profession',
    locale: 'new-mexico',
    rep: 4,
    ...over,
  });
const exact = (over: Record<string, unknown>) =>
  S.exact!(cowboy(over) as never, O) as Record<string, number>;
const at = (l: Locale) => LOCALES.indexOf(l);

/** The Cowboy's ladder for one trial, the SLs of 1875, and the fights it asks for (each comes out standing). */
function trial(over: Record<string, unknown> = {}) {
  const p = cowboy(over);
  const c = chainOf(p as never, O);
  const t = new CowboyTrial(p.cowboyJob as never, O, c);
  const sl = LOCALES.map((l) => slBefore(p as never, l));
  const fights: number[] = [];
  const fight = (opp: number) => (fights.push(opp), STANDING);
  return { t, c, sl, fights, fight };
}

describe('sixgun campaign season, the Cowboy ladder (six-gun-sound.md §14.5)', () => {
  it('six-gun-sound.md A-26 steps 5–10: a 6 CP herd driven 3 locales, New Mexico → Colorado → Wyoming → Montana; Rustling, Rustling, Indians (Montana, SL 2: not a GF-3); the Bottom Line 2 + 5 + 3 = 10, 4 LP a CP', () => {
    const { t, c, sl, fights, fight } = trial({ rep: 5, cowboyJob: 'trail-boss' });
    const s = { rep: 5 };
    const rng = ScriptedRng.ofFaces([
      1, // Hiring out: 1 against SL 3, hired (Big John drives his own herd; a Trail Boss is hired)
      6, // the herd: 1d6 = 6 CP
      3, // How Far: 3 locales
      2, // Colorado, the 2nd of Arizona, Colorado, Old Mexico, Utah (West Texas: no drives to Texas)
      3,
      4, // 7: Cattle Rustling
      5, // Wyoming, the 5th of Arizona, Kansas, Nebraska, Utah, Wyoming (not back to New Mexico)
      3,
      4, // 7: Cattle Rustling
      3, // Montana, the 3rd of Dakota, Idaho, Montana, Nebraska, Utah
      4,
      6, // 10: Indians at SL 2
      2,
      5, // the Bottom Line: 7 + 3 locales = 10, 4 LP a CP
    ]);
    const here = t.season(rng, 0, at('new-mexico'), sl, s, fight);
    expect(rng.left).toBe(0);
    expect(LOCALES[here]).toBe('montana');
    // Rustlers twice (the opponent), then a Plains warrior (Montana's table).
    expect(fights).toEqual([0, 0, c.at('montana').warriors[0]]);
    expect([t.hired, t.drives, t.delivered, t.trailFights, t.entered]).toEqual([1, 1, 1, 3, 3]);
    // A Trail Boss is paid the profit of 1 CP: 4 LP.
    expect(t.lp).toBe(4);
    expect(t.x).toBe(OWN);
  });

  it('six-gun-sound.md A-26 step 12: off the drive he tests on the Cowboy Drifting table, Wyoming 3, 4 none; Colorado 2, 5 an encounter, 1d6 = 4 a Gunfight', () => {
    const { t, sl, fights, fight } = trial();
    t.x = OWN;
    const fall = 2;
    const rng = ScriptedRng.ofFaces([3, 4, 2, 5, 4]);
    expect(t.season(rng, fall, at('wyoming'), sl, { rep: 5 }, fight)).toBe(at('wyoming'));
    expect(fights).toEqual([]);
    expect(t.season(rng, fall, at('colorado'), sl, { rep: 5 }, fight)).toBe(at('colorado'));
    expect(rng.left).toBe(0);
    expect(fights).toEqual([0]);
    expect(t.driftingEncounters).toBe(1);
  });

  it('a Set Back holds the drive where it is: it rolls there again next season, and waits out the Winter (§14.5 [L5382–5390])', () => {
    const { t, sl, fights, fight } = trial();
    const s = { rep: 4 };
    // Summer: sent on a drive (2), the herd 1d6 = 1, his Rep 4 CP; 2 locales (2); Arizona (the
    // 1st of 4), 2d6 = 3 a Set Back, no CP lost on 1, 2, 3, 4.
    const summer = ScriptedRng.ofFaces([2, 1, 2, 1, 1, 2, 1, 2, 3, 4]);
    expect(LOCALES[t.season(summer, 1, at('new-mexico'), sl, s, fight)]).toBe('arizona');
    expect(summer.left).toBe(0);
    expect(t.drive).toMatchObject({ cp: 4, left: 1, reroll: true });
    // Fall: it rolls again in Arizona (5, 1: none) and goes on to California (the 1st of 5, not
    // back to New Mexico), 2d6 = 6, none: the end of the trail.
    const fallDice = ScriptedRng.ofFaces([5, 1, 1, 3, 3]);
    expect(LOCALES[t.season(fallDice, 2, at('arizona'), sl, s, fight)]).toBe('california');
    expect(fallDice.left).toBe(0);
    expect([t.drive, t.delivered, fights.length]).toEqual([null, 1, 0]);
  });

  it('a drive wintering rolls no die; a herd lost costs a Trail Boss a Rep (§14.5 [L5336, L5431])', () => {
    const { t, sl, fight } = trial({ rep: 5, cowboyJob: 'trail-boss' });
    t.drive = {
      at: at('wyoming'),
      sl: 2,
      cp: 1,
      left: 1,
      reroll: true,
      visited: [at('wyoming')],
      driven: 2,
      boss: true,
    };
    const s = { rep: 5 };
    expect(t.season(ScriptedRng.ofFaces([]), 3, at('wyoming'), sl, s, fight)).toBe(at('wyoming'));
    // Spring: the Set Back's roll again, 1, 1: a Calamity, and its one CP lost on 1d6 = 4.
    t.season(ScriptedRng.ofFaces([1, 1, 4]), 4, at('wyoming'), sl, s, fight);
    expect([t.herdsLost, s.rep, t.drive]).toEqual([1, 4, null]);
  });

  it('one season: sent on a drive half the time, a drive of 1d6 locales at most 3 this season (§14.5 [L5149–5152, L5322–5336])', () => {
    const e = exact({ seasons: 1 });
    close(e.drives, 1 / 2);
    close(e.ranchSeasons, 1 / 2);
    // How Far 5 or 6 (4 or 5 locales) or a Set Back leaves a Spring drive going on into
    // Summer, unless he leaves it first.
    expect(e.onDrive).toBeGreaterThan(0);
    expect(e.onDrive).toBeLessThan(e.drives);
    // At the ranch, Pass 1 on 2d6 against SL 3 is an encounter.
    close(e.ranchEncounters, (1 / 2) * (1 / 2));
    close(e.hired ?? 0, 0);
  });

  it('a drive never goes into Texas or Oregon: from West Texas it reaches neither (§14.5 [L5340])', () => {
    const reach = driveReach('west-texas');
    expect(reach).toContain('west-texas');
    expect(reach).not.toContain('east-texas');
    expect(reach).not.toContain('oregon');
    expect(reach).toContain('montana');
  });

  it('bad input: a Cowboy on his ladder starts at SL 3 or less, stays put and does not lie low; --cowboy-job needs his ladder', () => {
    const check = (over: Record<string, unknown>) => S.check!(cowboy(over) as never, O);
    expect(check({})).toEqual([]);
    expect(check({ locale: 'kansas' })).toEqual([expect.stringMatching(/SL 3 or less/)]);
    expect(check({ locale: 'kansas', sl: 3 })).toEqual([]);
    expect(check({ travel: 'drift' })).toEqual([expect.stringMatching(/drives take him/)]);
    expect(check({ lieLow: 2 })).toEqual([expect.stringMatching(/drives take him/)]);
    expect(
      S.check!(paramsOf(S, { profession: 'cowboy', cowboyJob: 'trail-boss' }) as never, O),
    ).toEqual([expect.stringMatching(/job of a Cowboy on his ladder/)]);
  });

  it('past his first Spring and Summer the chain is not answered and the notes say why', () => {
    expect(S.exact!(cowboy({ seasons: 3 }) as never, O)).toEqual({});
    expect(S.notes!(cowboy({ seasons: 3 }) as never, O).join(' ')).toMatch(/Simulated only/);
  });

  it('exact and simulated agree (a puncher in New Mexico; a Rep 5 Trail Boss in Arizona)', () => {
    agrees(S, cowboy({ seasons: 2 }), O, 'cowboy-season-0', 20_000);
    agrees(
      S,
      cowboy({ seasons: 2, locale: 'arizona', rep: 5, cowboyJob: 'trail-boss' }),
      O,
      'cowboy-season-1',
      20_000,
    );
  }, 300_000); // two exact chains of 2 seasons, each some 8 s and half a gigabyte, and 40,000 seasons simulated
});
