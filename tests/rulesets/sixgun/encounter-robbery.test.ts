import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { withinSe } from '../../helpers.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, runBad } from './typed.ts';

const robbery = (over: Record<string, unknown> = {}, setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({ type: 'robbery', ...over, setup }) as EncounterParams;

describe('Robbery (six-gun-sound.md §13.2) played on the band engine', () => {
  const N = 3000;
  const r = play(robbery(), N, 'robbery-setup');

  it('B-35: the alarm roll of each robbery agrees with the exact turn the alarm goes up on its own', () => {
    const exact = odds(encounterSetup, { table: 'robbery-alarm' });
    const sim = r.share('alarmRoll');
    for (const k of ['turn-1', 'turn-2', 'turn-3', 'never'])
      expect(withinSe(sim[k], exact[k], N), k).toBe(true);
  });

  it('the rolled set-up agrees with the exact tables: complications, and SL − 1d6 Deputies (Kansas, SL 3)', () => {
    const comp = odds(encounterSetup, { table: 'robbery-complication' });
    const sim = r.share('complication');
    for (const k of ['none', 'time-lock', 'rangers'])
      expect(withinSe(sim[k], comp[k], N), k).toBe(true);
    const deputies = odds(encounterSetup, { table: 'town-deputies', locale: 'kansas' });
    expect(Math.abs(r.mean('deputies') - deputies.value!)).toBeLessThan(0.1);
    expect(Math.abs(r.mean('outlaws') - 5.5)).toBeLessThan(0.1); // 1d6 + 2
  });

  it('the alarm goes up no later than its roll says, earlier when shooting or a complication raises it', () => {
    const at = r.share('alarm'),
      roll = r.share('alarmRoll');
    expect(at['turn-1'] + at['before-play']).toBeGreaterThanOrEqual(roll['turn-1']);
    expect(at.never).toBeLessThanOrEqual(roll.never);
    expect(at.never).toBeGreaterThan(0); // a quiet robbery does happen
  });

  it('with no alarm, no complication and nobody roused, every gang rides off with the money unopposed', () => {
    const q = play(robbery({}, { outlaws: 3, alarm: 'never', complication: 'none' }), 200, 'quiet');
    expect(q.share('result')['loot-taken']).toBe(1);
    expect(q.share('alarm').never).toBe(1);
    expect(q.mean('outlawsAway')).toBe(3);
    expect(q.mean('loot')).toBe(2); // the two inside carry the money
  });

  it('nosey townsfolk: the town starts alerted, and the Outlaws get away with the money less often', () => {
    const fixed = { outlaws: 4, complication: 'nosey-townsfolk' };
    const nosey = play(robbery({}, fixed), 1500, 'nosey');
    expect(nosey.share('alarm')['before-play']).toBe(1);
    const quiet = play(robbery({}, { ...fixed, complication: 'none' }), 1500, 'nosey');
    expect(nosey.share('result')['loot-taken']).toBeLessThan(
      quiet.share('result')['loot-taken'] - 0.05,
    );
  });

  it('a trace names the rolled set-up first, then plays it', () => {
    const events = encounter.trace!(robbery(), O, rngFromSeed('robbery-trace'));
    expect(events[0].text).toMatch(
      /^Robbery at SL \d: \d Outlaws \(2 inside the bank\), the Sheriff and \d Deputies, \d+ Townsfolk; complication: /,
    );
    expect(events.at(-1)!.text).toMatch(
      /^the winner by the encounter's goals, not by who is left standing: (Outlaws win|Town win)$/,
    );
  });
});

describe('a Robbery scenario with bad input', () => {
  it('an unknown type, an unknown set-up key and a contradictory set-up: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'matchups:',
      '  - name: typo',
      '    params: { type: robery }',
      '  - name: key',
      '    params: { type: robbery, setup: { outlawz: 3 } }',
      '  - name: inside',
      '    params: { type: robbery, setup: { outlaws: 3, inside: 4 } }',
      '  - name: employee',
      '    params: { type: robbery, setup: { complication: none, employeeDistance: 4 } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:6:\d+: .*did you mean "robbery"/);
    expect(res.stderr).toMatch(
      /bad\.yaml:8:\d+: .*unknown robbery setup key "outlawz" \(did you mean "outlaws"\?\)/,
    );
    expect(res.stderr).toMatch(/bad\.yaml:10:\d+: .*4 inside the bank, but the gang is 3/);
    expect(res.stderr).toMatch(
      /bad\.yaml:12:\d+: .*employeeDistance applies to an armed-employee complication, not none/,
    );
    expect(res.wrote).toBe(false);
  });
});
