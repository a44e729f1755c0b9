import { describe, expect, it } from 'vitest';
import { cowboyCampaign } from '../../../src/rulesets/sixgun/campaign/cowboy.ts';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { RANGE_WAR } from '../../../src/rulesets/sixgun/campaign/encounter-trail.ts';
import { withinSe } from '../../helpers.ts';
import { odds } from './campaign/helpers.ts';
import { play, runBad, traceOf, typed } from './typed.ts';

const war = (setup: Record<string, unknown> = {}, over: Record<string, unknown> = {}) =>
  typed('range-war', 'new-mexico', over, setup);

describe('Range War (six-gun-sound.md §13.8, §14.5) played as its encounters', () => {
  const N = 800;
  const r = play(war({ outfit: 30 }), N, 'war');
  const fought = r.mean('encounters') * N;

  it('§13.8 [L3665–3676]: each RW encounter is of the kind the Range War table gives, as the exact table says', () => {
    const exact = odds(encounterSetup, { table: 'range-war' });
    for (const k of RANGE_WAR)
      expect(withinSe(r.mean(`fought.${k}`) / r.mean('encounters'), exact[k], fought), k).toBe(
        true,
      );
  });

  it('§13.8: the rival head comes as often as range-war-head says (never in a GF-1 or a Rustling)', () => {
    const exact = odds(encounterSetup, { table: 'range-war-head' });
    expect(withinSe(r.mean('headPresent') / r.mean('encounters'), exact.present, fought)).toBe(
      true,
    );
  });

  it("§14.5 [L5586–5594]: a turn of the war calls for RW encounters as range-war-turn says, At the Ranch's extra roll included", () => {
    const exact = odds(cowboyCampaign, { table: 'range-war-turn', locale: 'new-mexico' });
    const turns = r.mean('warTurns') * N;
    expect(withinSe(r.mean('quietTurns') / r.mean('warTurns'), exact['0'], turns)).toBe(true);
    const sd = Math.sqrt(
      Object.entries(exact)
        .filter(([k]) => k !== 'value')
        .reduce((v, [k, q]) => v + q * (Number(k) - exact.value!) ** 2, 0),
    );
    const perTurn = r.mean('called') / r.mean('warTurns');
    expect(Math.abs(perTurn - exact.value!)).toBeLessThan((3 * sd) / Math.sqrt(turns));
    expect(r.mean('encounters')).toBeLessThanOrEqual(r.mean('called'));
  });

  it("§14.5 [L5586–5590]: without the ranch's At the Ranch roll, half the turns are quiet, as Range War Encounters says", () => {
    const off = play(war({ outfit: 30, atTheRanch: false }), 300, 'war-off');
    const exact = odds(cowboyCampaign, { table: 'range-war-encounters' });
    const turns = off.mean('warTurns') * 300;
    expect(withinSe(off.mean('quietTurns') / off.mean('warTurns'), exact['0'], turns)).toBe(true);
    const called = off.mean('called') / off.mean('warTurns');
    expect(Math.abs(called - exact.value!)).toBeLessThan(4 * Math.sqrt(1.5 / turns));
  });

  it('the war ends won only with the rival head present; the ranch loses men every way', () => {
    expect(r.share('result').won).toBeGreaterThan(0);
    const absent = play(war({ head: 'absent' }), 200, 'no-head');
    expect(absent.share('result').won).toBe(0);
    expect(r.mean('handsLost')).toBeGreaterThanOrEqual(r.mean('handsDead'));
  });

  it('the ranch is the Cowboys when they rustle, the Outlaws when it does: its head leads both', () => {
    for (const encounter of ['rustling-theirs', 'rustling-yours']) {
      const text = traceOf(
        war(
          { turns: 4, encounter },
          {
            sides: [{ name: 'Ranch', figures: [{ name: 'Chisum', profession: 'cowboy', rep: 5 }] }],
          },
        ),
        'ranch',
      )
        .map((e) => e.text)
        .join('\n');
      expect(text).toMatch(/Cattle Rustling at SL 3/);
      expect(text).toMatch(/Chisum/);
    }
  });

  it('the rival head fixed present in a GF-1: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params: { type: range-war, setup: { encounter: gf-1, head: present } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:4:\d+: .*never present in gf-1/);
    expect(res.wrote).toBe(false);
  });
});
