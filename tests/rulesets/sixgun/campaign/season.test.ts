import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../../src/rulesets/fields.ts';
import { campaignSeason } from '../../../../src/rulesets/sixgun/campaign/season.ts';
import { draw } from '../../../../src/rulesets/sixgun/draw.ts';
import { capture } from '../../../../src/rulesets/sixgun/capture.ts';
import { woundRecovery } from '../../../../src/rulesets/sixgun/wound-recovery.ts';
import { cli } from '../../../helpers.ts';
import { agrees } from '../grid.ts';
import { close, O, paramsOf } from './helpers.ts';

const S = campaignSeason;
const exact = (over: Record<string, unknown>) =>
  S.exact!(paramsOf(S, over) as never, O) as {
    end: Record<string, number>;
    pSurvives: number;
    rep: Record<string, number>;
    encounters: number;
  };

/** The Star's Draw against one opponent, and After the Battle, straight from their procedures. */
function drawOf(aRep: number, bProfession: string) {
  const p = {
    ...defaultsOf(draw.params),
    aRep,
    aProfession: 'cowboy',
    aSand: 4,
    aToughness: 4,
    bRep: 4,
    bProfession,
  };
  return draw.exact!((draw.complete?.(p as never) ?? p) as never, O) as Record<string, number>;
}

describe('sixgun campaign season by season (§14)', () => {
  it('one season: survives unless the encounter (Pass 1 vs SL) kills him or he retires, never comes back after running, or is lynched (§9.4, §9.5 with Mentally Fit, §9.7)', () => {
    // Kansas, SL 4: an encounter 4/9; the cowboy column gives Indians (Plains) on 2–3, else an outlaw.
    const enc = 4 / 9;
    // A cowboy rests (no drive): a chest wound recovers against 5 or dies of infection; then Mentally Fit 3d6 best 2 against Rep 4.
    const wound = woundRecovery.exact!(
      {
        ...defaultsOf(woundRecovery.params),
        toughness: 4,
        location: 'chest',
        rest: 'able',
      } as never,
      O,
    ).outcome as Record<string, number>;
    const oofLost = wound.dies + wound.recovers * (2 / 6) ** 3;
    const gone = (2 / 6) ** 2; // Runaway Recovery against Sand 4: Pass 0
    const lynched = (who: string) =>
      capture.exact!(
        {
          ...defaultsOf(capture.params),
          sand: 4,
          captors: who,
          where: who === 'indians' ? 'trail' : 'town',
        } as never,
        O,
      ).pDies as number;
    const lost = (d: Record<string, number>, who: string) =>
      d['pObviouslyDead.a'] +
      d['pOutOfFight.a'] * oofLost +
      d['pRanAway.a'] * gone +
      d['pSurrendered.a'] * lynched(who);
    const pIndians = 3 / 36;
    const want =
      1 -
      enc *
        ((1 - pIndians) * lost(drawOf(4, 'outlaw'), 'outlaws') +
          pIndians * lost(drawOf(4, 'plains-warrior'), 'indians'));
    const e = exact({ profession: 'cowboy', rep: 4, locale: 'kansas', seasons: 1 });
    close(e.pSurvives, want);
    close(e.encounters, enc);
  });

  it('an Outlaw who surrenders to a Marshal in town escapes (Pass 2), awaits trial 1d3 seasons (Pass 1) or is lynched; the trial may jail him', () => {
    const e = exact({
      profession: 'outlaw',
      locale: 'missouri',
      opponent: 'marshal',
      seasons: 12,
    }) as ReturnType<typeof exact> & {
      imprisonments: number;
      seasonsAway: number;
      end: Record<string, number>;
    };
    expect(e.imprisonments).toBeGreaterThan(0);
    expect(e.seasonsAway).toBeGreaterThan(0);
    expect(e.end.prison).toBeGreaterThan(0);
    close(
      Object.values(e.end).reduce((a, b) => a + b, 0),
      1,
    );
  });

  it('§9.7, §9.8, §13.5: imprisoned, he is in a Jail Break ½d6 seasons later if still held (first, when the trial falls in that season); broken out, a Posse may follow', () => {
    const over = { profession: 'outlaw', locale: 'missouri', opponent: 'marshal', seasons: 12 };
    type E = ReturnType<typeof exact> & {
      imprisonments: number;
      jailBreaks: number;
      brokeOut: number;
      end: Record<string, number>;
    };
    const e = exact(over) as E;
    const none = exact({ ...over, jailBreak: 'none' }) as E;
    expect(e.jailBreaks).toBeGreaterThan(0);
    expect(e.brokeOut).toBeGreaterThan(0);
    expect(e.brokeOut).toBeLessThan(e.jailBreaks);
    // The break comes first on 6 of the 9 (trial, break) pairs: at least 2/3 of those held
    // long enough; later ones come in jail after a light sentence.
    expect(e.jailBreaks).toBeGreaterThan(0.5 * e.imprisonments);
    expect(e.jailBreaks).toBeLessThanOrEqual(e.imprisonments);
    expect(none.jailBreaks).toBe(0);
    expect(none.brokeOut).toBe(0);
    // Breaking out keeps some from prison; a Posse after it adds encounters.
    expect(e.end.prison).toBeLessThan(none.end.prison);
    expect(e.encounters).toBeGreaterThan(none.encounters);
    close(
      Object.values(e.end).reduce((a, b) => a + b, 0),
      1,
    );
  });

  it('nothing happens where no encounter can: The North (SL 6) for a Lawman; an Outlaw there always finds loot', () => {
    close(exact({ profession: 'sheriff', locale: 'the-north', seasons: 12 }).pSurvives, 1);
    close(exact({ profession: 'outlaw', locale: 'the-north', seasons: 1 }).encounters, 1);
  });

  it('fights won raise his Rep: a Rep 1 cowboy needs 2 RAP, so after many seasons some are Rep 2 or more', () => {
    const e = exact({ rep: 1, seasons: 12, locale: 'kansas' });
    expect(e.rep['2'] + e.rep['3']).toBeGreaterThan(0);
    close(
      Object.values(e.end).reduce((a, b) => a + b, 0),
      1,
    );
    close(
      Object.values(e.rep).reduce((a, b) => a + b, 0),
      1,
    );
  });

  it('how often a Rep 4 cowboy survives a year (4 seasons) in Kansas, and a Rep 6 gunfighter', () => {
    const cowboy = exact({ profession: 'cowboy', rep: 4, locale: 'kansas', seasons: 4 });
    const gunfighter = exact({ profession: 'gunfighter', rep: 6, locale: 'kansas', seasons: 4 });
    expect(cowboy.pSurvives).toBeGreaterThan(0.5);
    expect(gunfighter.pSurvives).toBeGreaterThan(cowboy.pSurvives);
  });

  it('simulation agrees with exact (an Outlaw with Pass 1 pending, promotions, Indians by locale)', () => {
    for (const [i, over] of [
      { profession: 'outlaw', locale: 'new-mexico', seasons: 8 },
      { profession: 'cowboy', rep: 1, seasons: 10, locale: 'canada', sl: 3 },
      { profession: 'ranger', rep: 6, seasons: 12, locale: 'west-texas', toughness: 2 },
      {
        profession: 'outlaw',
        locale: 'missouri',
        opponent: 'marshal',
        seasons: 12,
        sand: 3,
        location: 'gun-arm',
      },
      {
        profession: 'gunfighter',
        locale: 'arizona',
        opponent: 'sheriff',
        seasons: 10,
        crime: 'murder',
        location: 'leg',
      },
      {
        profession: 'outlaw',
        locale: 'missouri',
        opponent: 'marshal',
        seasons: 8,
        jailBreak: 'none',
      },
    ].entries())
      agrees(S, paramsOf(S, over), O, `season-${i}`, 20_000);
  });

  it('a season count out of range or an unknown profession is refused (exit 2)', () => {
    const r = cli(['odds', 'sixgun', 'campaign-season', '--seasons', '45']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--seasons/);
    const q = cli(['odds', 'sixgun', 'campaign-season', '--profession', 'cowbouy']);
    expect(q.code).toBe(2);
    expect(q.stderr).toMatch(/did you mean "cowboy"/);
  });
});
