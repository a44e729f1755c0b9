import { describe, expect, it } from 'vitest';
import { campaignSeason } from '../../../../src/rulesets/sixgun/campaign/season.ts';
import { agrees } from '../grid.ts';
import { close, f, O, paramsOf, replay, STANDS } from './helpers.ts';

const S = campaignSeason;
const gunfighter = (over: Record<string, unknown>) =>
  paramsOf(S, {
    profession: 'gunfighter',
    ladder: 'profession',
    locale: 'kansas',
    rep: 5,
    travel: 'head-for',
    to: 'dakota',
    ...over,
  });
const exact = (over: Record<string, unknown>) =>
  S.exact!(gunfighter(over) as never, O) as Record<string, number> & {
    job: Record<string, number>;
    locale: Record<string, number>;
  };
const played = (over: Record<string, unknown>, script: Parameters<typeof replay>[2]) =>
  replay(S, gunfighter(over), script);

describe('sixgun campaign season, the Gunfighter ladder (six-gun-sound.md §14.6)', () => {
  it('six-gun-sound.md A-27: "Wild" Bill, Rep 7, Sand 5, in Kansas: Help Wanted 5 passes, the Opportunity 3 + 4 is Cowboy, he turns it down and drifts for Dakota; Nebraska (SL 2) on 2, 5 is an encounter, Gunfighter Drifting 5 a Hold Up; come Summer he asks for work there', () => {
    const bill = { rep: 7, sand: 5, hire: 'drift' };
    const spring = [
      f(5), // Help Wanted: 5 against the lower of Rep 7 and Sand 5, a pass
      f(3), // Opportunity: 3 + SL 4 = 7, Cowboy
      f(2),
      f(5), // Nebraska, 2d6 against SL 2: Pass 1, an encounter; the ride stops
      f(5), // Gunfighter Drifting: Hold Up, he is the escort
      STANDS, // he beats back the attack
    ];
    const one = played({ ...bill, seasons: 1 }, spring);
    expect(one).toMatchObject({
      helpWanted: 1,
      'offers.cowboy': 1,
      hired: 0,
      seasonsDrifting: 1,
      'encounters.hold-up': 1,
      encounters: 1,
      'locale=nebraska': 1,
      'job=drifting': 1,
      moves: 1,
      pSurvives: 1,
    });
    // Summer: he rode into a new locale, so he asks again in Nebraska; 6 fails, and he drifts on
    // into Dakota, where 6, 6 is Pass 0, no encounter.
    const two = played({ ...bill, seasons: 2 }, [...spring, f(6), f(6), f(6)]);
    expect(two).toMatchObject({ helpWanted: 2, seasonsDrifting: 2, 'locale=dakota': 1, moves: 2 });
  });

  it('a job taken keeps him where he was hired for the year, its encounters on the matrix of that profession; the next Spring he asks again', () => {
    const script = [
      f(1), // Help Wanted: a pass
      f(3), // Opportunity 3 + 4: Cowboy, taken
      f(1),
      f(6), // Kansas, 2d6 against SL 4: Pass 1
      f(5),
      f(6), // the cowboy's simple column, 11: Gunfight
      STANDS,
      f(6),
      f(6), // Summer in Kansas: Pass 0
      f(6),
      f(6), // Fall
      f(6),
      f(6), // Winter
      f(6), // Spring: Help Wanted 6 fails; he drifts for Dakota
      f(6),
      f(6), // Nebraska: Pass 0
      f(6),
      f(6), // Dakota: Pass 0
    ];
    const r = played({ seasons: 5 }, script);
    expect(r).toMatchObject({
      helpWanted: 2,
      hired: 1,
      'offers.cowboy': 1,
      seasonsWorking: 4,
      seasonsDrifting: 1,
      'encounters.gunfight': 1,
      'seasonsIn.kansas': 4,
      'locale=dakota': 1,
      'job=drifting': 1,
    });
  });

  it('the Wild West Show takes the year off, with no Encounter test (§14.6 [L5727])', () => {
    // Help Wanted 1 passes; the Opportunity 5 + 4 = 9; four seasons without a die.
    const r = played({ seasons: 4 }, [f(1), f(5)]);
    expect(r).toMatchObject({
      'offers.wild-west-show': 1,
      seasonsOff: 4,
      encounters: 0,
      'job=wild-west-show': 1,
      'seasonsIn.kansas': 4,
    });
  });

  it('a Spring: Help Wanted is 1d6 against the lower of Rep and Sand, the Opportunity 1d6 + SL (§14.6 [L5691–5723])', () => {
    const e = exact({ seasons: 1, rep: 5, sand: 3 });
    close(e.helpWanted, 1);
    const pass = 3 / 6;
    // Kansas is SL 4: 1 Marshal (5), 2–3 Cowboy (6–7), 4 Sheriff, 5 Show, 6 Journalist; no Ranger or Drift.
    close(e['offers.ranger'], 0);
    close(e['offers.marshal'], pass / 6);
    close(e['offers.cowboy'], (pass * 2) / 6);
    close(e['offers.drift'], 0);
    close(e.hired, pass);
    close(e.seasonsDrifting, 1 - pass);
    close(e.seasonsOff, (pass * 2) / 6);
    const declines = exact({ seasons: 1, rep: 5, sand: 3, hire: 'drift' });
    close(declines.hired, 0);
    close(declines.seasonsDrifting, 1);
    close(declines.job.drifting, 1);
  });

  it('Gunfighter Drifting at SL 5 has no Indians (1–2 Gunfight); his job adds its own matrix (§14.6 [L5745–5751])', () => {
    const e = exact({ seasons: 1, locale: 'the-north', to: 'the-south', hire: 'drift' });
    expect(e['encounters.indians']).toBe(0);
    // The South is SL 5: Pass 1 on 2d6 against 5, every result of 1d6 a Gunfight but 5–6's Hold Up.
    close(e['encounters.gunfight'], ((2 * 5) / 36) * (4 / 6));
    const worked = exact({ seasons: 4 });
    expect(worked['encounters.prisoner-transport']).toBeGreaterThan(0);
    expect(worked['encounters.cattle-drive']).toBeGreaterThan(0);
  });

  it('beating a higher-Rep Gunfighter earns a RAP more (§14.4 [L4560–4583]): a Rep 2 Star goes up on one win', () => {
    const over = { seasons: 1, rep: 2, hire: 'drift', opponent: 'gunfighter', opponentRep: 4 };
    const e = exact(over) as ReturnType<typeof exact> & { rep: Record<string, number> };
    expect(e.beatHigher).toBeGreaterThan(0.05);
    close(e.rep['3'], e.beatHigher);
    const lower = exact({ ...over, opponentRep: 2 }) as typeof e;
    close(lower.beatHigher, 0);
    close(lower.rep['3'], 0);
    // Help Wanted 6 fails; Nebraska 2, 5 an encounter, Gunfighter Drifting 3 a Gunfight, won.
    const won = played(over, [f(6), f(2), f(5), f(3), STANDS]);
    expect(won).toMatchObject({ beatHigher: 1, 'encounters.gunfight': 1 });
  });

  it('bad input: a Gunfighter on his ladder must drift somewhere; --hire is his alone', () => {
    const check = (over: Record<string, unknown>) => S.check!(paramsOf(S, over) as never, O);
    expect(check({ profession: 'gunfighter', ladder: 'profession' })).toEqual([
      expect.stringMatching(/travel drift.*head-for/),
    ]);
    expect(check({ profession: 'cowboy', hire: 'drift' })).toEqual([
      expect.stringMatching(/hire drift.*gunfighter/),
    ]);
    expect(check({ profession: 'gunfighter', ladder: 'profession', travel: 'drift' })).toEqual([]);
  });

  it('exact and simulated agree (drifting; riding for The North past Spring 1880; turning offers down)', () => {
    const settings = [
      { seasons: 4, travel: 'drift', to: undefined },
      { seasons: 24, to: 'the-north', rep: 4, sand: 3 },
      { seasons: 6, to: 'the-north', hire: 'drift', locale: 'west-texas' },
      { seasons: 8, rep: 3, opponent: 'gunfighter', opponentRep: 5 },
    ];
    settings.forEach((over, i) => agrees(S, gunfighter(over), O, `gunfighter-season-${i}`, 20_000));
  });
});
