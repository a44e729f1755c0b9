import { describe, expect, it } from 'vitest';
import { rangerCampaign } from '../../../../src/rulesets/sixgun/campaign/ranger.ts';
import { terrain } from '../../../../src/rulesets/sixgun/campaign/terrain.ts';
import { close, everyTableAgrees, odds, rolled } from './helpers.ts';

describe('Terrain on the trail and settlement layouts, six-gun-sound.md §14.2', () => {
  it('wide-open spaces: obscuring scrub 1/3, a dry riverbed 1/3, rock and water 1/6 each', () => {
    close(odds(terrain, { table: 'wos-scrub' }).obscuring, 1 / 3);
    close(odds(terrain, { table: 'wos-riverbed' }).present, 1 / 3);
    close(odds(terrain, { table: 'wos-rock' }).present, 1 / 6);
    close(odds(terrain, { table: 'wos-water' }).present, 1 / 6);
  });

  it('rough terrain: gullies 1/6, washes 1/3, small ridges 1/2; a river has one ford 4/5 (a 6 rolled again)', () => {
    close(odds(terrain, { table: 'rt-ridges' }).present, 1 / 2);
    const f = odds(terrain, { table: 'rt-fords' });
    close(f['one-ford'], 4 / 5);
    close(f.value!, 6 / 5);
    expect(rolled(terrain, { table: 'rt-fords' }, [6, 5])).toBe('two-fords');
  });

  it('high country: woods and the trail through the rock 5/6; a river is bridge-only 1/6, fordable along all of it 1/2', () => {
    close(odds(terrain, { table: 'hc-woods' }).present, 5 / 6);
    const r = odds(terrain, { table: 'river-crossing' });
    close(r['bridge-only'], 1 / 6);
    close(r.fordable, 1 / 2);
  });

  it('a private fort has 1 + ½d6 buildings (2 to 4, 3 on average), a large one 4 + 1d6 (7.5); a trading post draws on a well half the time', () => {
    close(odds(terrain, { table: 'fort-buildings', fort: 'private' }).value!, 3);
    close(odds(terrain, { table: 'fort-buildings', fort: 'large' }).value!, 7.5);
    close(odds(terrain, { table: 'trading-post-water' }).well, 1 / 2);
  });

  it('simulation agrees with the exact answer for every table', () => {
    everyTableAgrees(terrain, [{ fort: 'private' }, { fort: 'large' }]);
  });
});

describe('Ranger seniority, six-gun-sound.md §14.9', () => {
  it("the Star's place is 2d6: a Sergeant (2nd or 3rd) 3/36 of the time, 7th on average", () => {
    const o = odds(rangerCampaign, { table: 'seniority' });
    close(o['2'] + o['3'], 3 / 36);
    close(o.value!, 7);
  });
});
