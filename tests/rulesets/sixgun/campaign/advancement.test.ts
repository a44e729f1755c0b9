import { describe, expect, it } from 'vitest';
import { advancement } from '../../../../src/rulesets/sixgun/campaign/advancement.ts';
import { close, everyTableAgrees, O, odds, paramsOf, rolled } from './helpers.ts';

describe('sixgun advancement and recruiting (§14.4)', () => {
  it('B-14 [L4597–4599]: a 6 always raises, a 1 always lowers: P(up) = max(1, 6 − s)/6, P(down) = 1/6', () => {
    for (const stat of [2, 3, 4, 5, 6, 7, 9]) {
      const e = odds(advancement, { table: 'alternate-experience', stat });
      close(e.up, Math.max(1, 6 - stat) / 6);
      close(e.down, 1 / 6);
    }
    // Never below 1: at 1 a roll of 1 changes nothing.
    const one = odds(advancement, { table: 'alternate-experience', stat: 1 });
    close(one.down, 0);
    close(one.up, 5 / 6);
    expect(rolled(advancement, { table: 'alternate-experience', stat: 7 }, [6])).toBe('up');
  });

  it('Join Up: 3d6 vs Rep, with a Pass 3 row; Marshals and Rangers need SL 4 on Pass 2', () => {
    const p3 = (4 / 6) ** 3;
    const p2 = 3 * (4 / 6) ** 2 * (2 / 6);
    const p1 = 3 * (4 / 6) * (2 / 6) ** 2;
    const sheriff = odds(advancement, { table: 'join-up', profession: 'sheriff', rep: 4 });
    close(sheriff.deputy, p3 + p2);
    close(sheriff.value, p3 + p2);
    close(
      odds(advancement, { table: 'join-up', profession: 'marshal', rep: 4, sl: 3 }).marshal,
      p3,
    );
    close(
      odds(advancement, { table: 'join-up', profession: 'ranger', rep: 4, sl: 4 }).ranger,
      p3 + p2,
    );
    const outlaw = odds(advancement, { table: 'join-up', profession: 'outlaw', rep: 4 });
    close(outlaw['lower-rep-outlaw'], p1);
    close(odds(advancement, { table: 'join-up', profession: 'gunfighter' }).none, 1);
    close(odds(advancement, { table: 'join-up', profession: 'cowboy', atRanch: true }).none, 0);
    expect(rolled(advancement, { table: 'join-up', profession: 'outlaw', rep: 4 }, [5, 2, 6])).toBe(
      'lower-rep-outlaw',
    );
  });

  it('B-34 [L4570]: a Rancher recruits more easily: +1d6, best 3', () => {
    const plain = odds(advancement, { table: 'join-up', profession: 'cowboy', rep: 4 });
    const rancher = odds(advancement, {
      table: 'join-up',
      profession: 'cowboy',
      rep: 4,
      rancher: true,
    });
    close(plain.none, (2 / 6) ** 3);
    close(rancher.none, (2 / 6) ** 4);
    close(rancher.cowboy, 1 - (2 / 6) ** 4 - 4 * (4 / 6) * (2 / 6) ** 3);
    expect(rancher.cowboy).toBeGreaterThan(plain.cowboy);
  });

  it('a Rancher is a Cowboy', () => {
    const p = paramsOf(advancement, { table: 'join-up', profession: 'sheriff', rancher: true });
    expect(advancement.check!(p as never, O).join()).toMatch(/--rancher is for a Cowboy outfit/);
  });

  it('simulation agrees with exact, every table', () => {
    everyTableAgrees(advancement, [
      {},
      { stat: 1, profession: 'marshal', sl: 4, rep: 5 },
      { stat: 6, profession: 'cowboy', rancher: true, atRanch: true, rep: 3 },
      { profession: 'outlaw', rep: 2 },
    ]);
  });
});
