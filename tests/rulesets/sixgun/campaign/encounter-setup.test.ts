import { describe, expect, it } from 'vitest';
import { encounterSetup } from '../../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { cli } from '../../../helpers.ts';
import { close, everyTableAgrees, odds, rolled } from './helpers.ts';

const S = encounterSetup;

describe('Robbery, six-gun-sound.md §13.2', () => {
  it('B-35: the alarm goes up on turn 1 with 1/6, turn 2 (5/6)(2/6), turn 3 (5/6)(4/6)(3/6); never by the roll 5/18', () => {
    const o = odds(S, { table: 'robbery-alarm' });
    close(o['turn-1'], 1 / 6);
    close(o['turn-2'], (5 / 6) * (2 / 6));
    close(o['turn-3'], (5 / 6) * (4 / 6) * (3 / 6));
    close(o.never, 5 / 18);
    expect(rolled(S, { table: 'robbery-alarm' }, [4, 5, 3])).toBe('turn-3');
  });

  it('How Many of Them (R): 2d6 + SL; at SL 4 the town turns out twice the Outlaws on 2d6 ≤ 6, and 5 times on 11 or more', () => {
    const o = odds(S, { table: 'robbery-townsfolk', sl: 4, force: 5 });
    close(o['times-2'], 15 / 36);
    close(o['times-5'], 3 / 36);
    expect(o.value).toBeGreaterThan(10);
  });

  it('Unforeseen Complications [L3315–3326]: 1–5 everything goes as planned; a 6 rolls a second 1d6 for what went wrong, 1/36 each', () => {
    const o = odds(S, { table: 'robbery-complication' });
    close(o.none, 5 / 6);
    close(o['time-lock'], 1 / 36);
    close(o.rangers, 1 / 36);
    expect(rolled(S, { table: 'robbery-complication' }, [5])).toBe('none');
    expect(rolled(S, { table: 'robbery-complication' }, [6, 2])).toBe('time-lock');
    expect(rolled(S, { table: 'robbery-complication' }, [6, 6])).toBe('rangers');
  });

  it('a Posse follows on 1d6 below SL (hot on your trail): SL 4, 1/2', () => {
    close(odds(S, { table: 'hot-on-your-trail', sl: 4 }).posse, 1 / 2);
  });

  it('Come Along Peaceably: target = L + (L − R); Sand 4 against a Sand 3 rowdy rolls against 5', () => {
    const o = odds(S, { table: 'come-along-peaceably', rep: 4, theirRep: 3 });
    close(o.submits, 25 / 36);
    close(o.draw, 1 / 36);
  });
});

describe('Posse, Capture and Jail Break, six-gun-sound.md §13.3–13.5', () => {
  it('A-24 [L3415–3418]: party roll 3, 5: the Quality 5 horses pass 2 and keep band 1; Grat (Quality 4) passes 1, his Horsemanship 5, 6 is Pass 0, he drops back', () => {
    expect(rolled(S, { table: 'chase', quality: 5 }, [3, 5])).toBe('keeps-band');
    expect(rolled(S, { table: 'chase', quality: 4 }, [3, 5, 5, 6])).toBe('drops-back');
  });

  it('B-7: the Runners ambush (pass 2 more) 4/81 at Rep 4 against 4, 16/81 with the Chasers 8 bands back (−2)', () => {
    close(odds(S, { table: 'posse-hole-up', rep: 4, theirRep: 4 })['ours-by-2'], 4 / 81);
    close(
      odds(S, { table: 'posse-hole-up', rep: 4, theirRep: 4, bandsBack: 8 })['ours-by-2'],
      16 / 81,
    );
    close(
      odds(S, { table: 'posse-hole-up', rep: 5, theirRep: 5, bandsBack: 9 })['ours-by-2'],
      25 / 144,
    );
    close(
      odds(S, { table: 'posse-hole-up', rep: 5, theirRep: 5, bandsBack: 7 })['ours-by-2'],
      25 / 1296,
    );
  });

  it('B-8: Capture on the trail, the Outlaw leader at −2: the Lawmen (Rep 4) ambush a Rep 4 leader 16/81', () => {
    close(odds(S, { table: 'capture-trail-ambush', rep: 4, theirRep: 4 })['ours-by-2'], 16 / 81);
  });

  it('B-38: a mount goes lame on double 1s, 1/36 a turn, a Runner or a Chaser half the time each', () => {
    const o = odds(S, { table: 'posse-lame' });
    close(o['a-runner'] + o['a-chaser'], 1 / 36);
    expect(rolled(S, { table: 'posse-lame' }, [1, 1, 2])).toBe('a-runner');
  });

  it('B-24: the Jail Break is at night on 1–2, 1/3', () => {
    close(odds(S, { table: 'jail-break-night' }).night, 1 / 3);
  });

  it('the Jail Break alarm: one move a turn, 1d6 equal to the turn: 1/6 each turn to 6, never (5/6)^6', () => {
    const o = odds(S, { table: 'jail-break-alarm' });
    close(o['turn-1'], 1 / 6);
    close(o['turn-2'], (5 / 6) * (1 / 6));
    close(o.never, (5 / 6) ** 6);
  });

  it('Capture and Jail Break: the Outlaw leader and 2d6 − SL others (none below 0)', () => {
    const o = odds(S, { table: 'capture-outlaws', sl: 6 });
    close(o['1'], 15 / 36);
    close(o.value!, 1 + (1 * 6 + 2 * 5 + 3 * 4 + 4 * 3 + 5 * 2 + 6 * 1) / 36);
  });
});

describe('Cattle, Range War, Indians, Hold Up, Prisoner Transport: six-gun-sound.md §13.6–13.10', () => {
  it('B-3: escaped rustlers meet a Posse next month 1 in 6', () => {
    close(odds(S, { table: 'rustlers-posse' }).posse, 1 / 6);
  });

  it('Cattle Drive: in Kansas a 10 is a GF-3, elsewhere Indians', () => {
    close(odds(S, { table: 'cattle-drive', region: 'kansas' })['gf-3'], 3 / 36);
    close(odds(S, { table: 'cattle-drive', region: 'west-texas' }).indians, 5 / 36);
  });

  it('B-36: with a first total of 7, the Indians withdraw 1/6 of later turns; of 2, 1/36', () => {
    close(odds(S, { table: 'indians-withdraw', total: 7 }).withdraw, 1 / 6);
    close(odds(S, { table: 'indians-withdraw', total: 2 }).withdraw, 1 / 36);
  });

  it('a day of fighting Indians ends on turn 2 with Σ P(t)² = 73/648 (the first total recurring at once)', () => {
    const o = odds(S, { table: 'indians-day' });
    let sq = 0;
    for (let t = 2; t <= 12; t++) sq += ((6 - Math.abs(t - 7)) / 36) ** 2;
    close(o['turn-2'], sq);
    close(sq, 73 / 648);
  });

  it('Talk the Talk: Rep 4 against 4 ends in peace for going back (same passes) 33/81; outnumbered 5:1 lowers the Star to 2', () => {
    close(odds(S, { table: 'talk-the-talk' })['peace-go-back'], 33 / 81);
    const five = odds(S, { table: 'talk-the-talk', outnumbered: '5-to-1' });
    close(
      five['all-slaughtered'] + five['outfit-slaughtered-star-escapes'] + five['disarmed-go-back'],
      (16 / 36) * (16 / 36),
    );
  });

  it('Hold Up: at SL 5 the attackers are always Outlaws; at SL 6 there is no Hold Up (refused)', () => {
    close(odds(S, { table: 'hold-up-attackers', sl: 5 }).outlaws, 1);
    close(odds(S, { table: 'hold-up-attackers', sl: 2 }).indians, 4 / 6);
    const r = cli([
      'odds',
      'sixgun',
      'encounter-setup',
      '--table',
      'hold-up-attackers',
      '--sl',
      '6',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no Hold Up/);
  });

  it('an unknown encounter table is refused with the nearest name (exit 2)', () => {
    const r = cli(['odds', 'sixgun', 'encounter-setup', '--table', 'robery-alarm']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/did you mean "robbery-alarm"/);
  });

  it('simulation agrees with the exact answer for every table', () => {
    everyTableAgrees(S, [
      {
        sl: 2,
        rep: 5,
        theirRep: 3,
        force: 3,
        bandsBack: 8,
        moves: 2,
        quality: 4,
        horsemanship: 5,
        double: true,
      },
      { sl: 5, outnumbered: '3-to-1', peaceful: true, total: 4 },
    ]);
  });
});
