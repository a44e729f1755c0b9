import { describe, expect, it } from 'vitest';
import { chainOf } from '../../../../src/rulesets/sixgun/campaign/season-chain.ts';
import { campaignSeason } from '../../../../src/rulesets/sixgun/campaign/season.ts';
import { travel } from '../../../../src/rulesets/sixgun/campaign/travel.ts';
import { cli } from '../../../helpers.ts';
import { ScriptedRng } from '../../../helpers/scripted.ts';
import { agrees } from '../grid.ts';
import { close, O, odds, paramsOf } from './helpers.ts';

const S = campaignSeason;
const NONE = { ...O, 'campaign.raid': 'none' } as typeof O;
type Exact = Record<string, number> & { end: Record<string, number> };
const exact = (over: Record<string, unknown>, o = O) =>
  S.exact!(paramsOf(S, over) as never, o) as Exact;

/**
 * P(still lying low at the start of each season): no roll in the first; in season t (from 0)
 * he is found on 1d6 ≤ t + 1, the seasons lain low.
 */
function stillLow(seasons: number): number[] {
  const out = [1];
  for (let t = 1; t < seasons; t++) out.push(out[t - 1] * (t === 1 ? 1 : 1 - Math.min(1, t / 6)));
  return out;
}

describe('sixgun lying low and the Raid in a campaign season (six-gun-sound.md §14.2 [L4218–4220], C-43)', () => {
  it('the found chance of each season is the travel lying-low table (1d6 ≤ the seasons lain low, none the first)', () => {
    const p = stillLow(7);
    for (let t = 1; t < 6; t++)
      close(1 - p[t + 1] / p[t], odds(travel, { table: 'lying-low', turns: t + 1 }).found);
    close(odds(travel, { table: 'lying-low', turns: 1 }).found, 0);
  });

  it('lying low k seasons, he is found with 1 − Π(1 − t/6), t = 2..k: 1/3, 2/3, 8/9, 53/54, then surely; the seasons lain low sum P(still low)', () => {
    const want = [0, 1 / 3, 2 / 3, 8 / 9, 53 / 54, 1, 1];
    for (let k = 1; k <= 7; k++) {
      // A Sheriff in The North (SL 6) meets no one otherwise: the only fight is the Raid.
      const e = exact({ profession: 'sheriff', locale: 'the-north', seasons: 8, lieLow: k }, NONE);
      close(e.raided, want[k - 1]);
      close(
        e.seasonsLow,
        stillLow(k).reduce((a, b) => a + b, 0),
      );
      close(e.encounters, 0);
      close(e.pSurvives, 1);
    }
    close(
      stillLow(6).reduce((a, b) => a + b, 0),
      169 / 54,
    );
  });

  it('a Raid (C-43 default) is a fight on the trail against the raider: found in the second season (1/3), a Sheriff dies as the Draw, Wounds and OOF Recovery and Abandonment and Capture say', () => {
    const over = { profession: 'sheriff', locale: 'the-north', seasons: 2, lieLow: 2 };
    const e = exact(over);
    close(e.raided, 1 / 3);
    close(e.encounters, 1 / 3);
    const c = chainOf(paramsOf(S, over) as never, O);
    expect(c.opponents[c.raider]).toEqual({ who: 'marshal', place: 'trail' });
    const f = c.fight(4, 4, 4, c.raider);
    const w = c.wound(4, 'able');
    const cap = c.captured(4, c.raider);
    const r = c.runaway(4);
    const unable = c.wound(4, 'unable');
    // Left for dead: Runaway Recovery, then recovery unable to rest.
    const leftForDead = cap[3] * (r[1] + r[2]) * unable[3];
    close(e.end.dies, (1 / 3) * (f[0] + f[1] * w[3] + f[3] * (cap[5] + cap[6] + leftForDead)));
  });

  it('lying low, he takes no Encounter test: a cowboy in Kansas lying low his one season meets no one', () => {
    const e = exact({ locale: 'kansas', seasons: 1, lieLow: 1 });
    close(e.encounters, 0);
    close(e.pSurvives, 1);
    close(e.raided, 0);
  });

  it('one trial on scripted dice: no roll the first season, 3 > 2 the second (safe), 3 ≤ 3 the third (found): the Raid, won', () => {
    const p = paramsOf(S, { profession: 'sheriff', locale: 'the-north', seasons: 3, lieLow: 3 });
    const layout = S.metrics(p as never, O);
    const acc = layout.create();
    const rng = new ScriptedRng([2, 2, [999, 1000]]);
    S.simulate(p as never, O, rng, 1, acc);
    expect(rng.left).toBe(0);
    expect(acc[layout.slot('raided')]).toBe(1);
    expect(acc[layout.slot('seasonsLow')]).toBe(3);
    expect(acc[layout.slot('encounters')]).toBe(1);
    expect(acc[layout.slot('pSurvives')]).toBe(1);
  });

  it('simulation agrees with exact (a Raid by default and with campaign.raid none, across the advance, then riding on)', () => {
    for (const [i, [over, o]] of [
      [{ profession: 'outlaw', locale: 'missouri', seasons: 8, lieLow: 4, raider: 'sheriff' }, O],
      [{ locale: 'kansas', seasons: 6, lieLow: 3 }, NONE],
      [{ profession: 'gunfighter', locale: 'arizona', seasons: 23, lieLow: 22 }, O],
      [{ locale: 'kansas', seasons: 6, lieLow: 2, travel: 'head-for', to: 'the-north' }, O],
    ].entries())
      agrees(S, paramsOf(S, over as never), o, `lie-low-${i}`, 20_000);
  });

  it('lying low beyond the 44 seasons of the campaign, or an unknown raider, is refused (exit 2)', () => {
    const r = cli(['odds', 'sixgun', 'campaign-season', '--lie-low', '45']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--lie-low/);
    const q = cli(['odds', 'sixgun', 'campaign-season', '--lie-low', '2', '--raider', 'marshall']);
    expect(q.code).toBe(2);
    expect(q.stderr).toMatch(/did you mean "marshal"/);
  });
});
