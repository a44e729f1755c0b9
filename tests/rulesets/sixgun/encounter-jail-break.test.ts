import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { withinSe } from '../../helpers.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, runBad } from './typed.ts';

const jailBreak = (setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({ type: 'jail-break', locale: 'kansas', setup }) as EncounterParams;

describe('Jail Break (six-gun-sound.md §13.5) played on the band engine', () => {
  const N = 3000;
  const r = play(jailBreak(), N, 'jail-break-setup');

  it('B-24: a break is at night 1/3 of the time; arms and the Outlaws agree with the exact tables (Kansas, SL 4)', () => {
    expect(withinSe(r.mean('night'), 1 / 3, N)).toBe(true);
    const arms = odds(encounterSetup, { table: 'jail-break-arms' });
    expect(withinSe(r.share('arms')['pistol-only'], arms['pistol-only'], N)).toBe(true);
    const outlaws = odds(encounterSetup, { table: 'capture-outlaws', locale: 'kansas' });
    expect(Math.abs(r.mean('outlaws') - outlaws.value!)).toBeLessThan(0.1);
  });

  it('[L3548]: only an Outlaw who has left the jail sounds the alarm, so never on turn 1', () => {
    const alarm = r.share('alarm');
    expect(alarm['turn-1']).toBe(0);
    expect(alarm['turn-2']).toBeGreaterThan(0.1);
  });

  it('by night, with the townsfolk halved and sight short, the town stops fewer breaks than by day', () => {
    const day = play(jailBreak({ night: false, outlaws: 3 }), 1500, 'jb-night').share('result');
    const night = play(jailBreak({ night: true, outlaws: 3 }), 1500, 'jb-night').share('result');
    expect(night.stopped).toBeLessThan(day.stopped);
  });

  it('a trace names the rolled set-up first', () => {
    const events = encounter.trace!(jailBreak(), O, rngFromSeed('jail-break-trace'));
    expect(events[0].text).toMatch(
      /^Jail Break at SL 4(, at night)?: \d+ Outlaws \((pistol-only|npc-weapons)\), horses \d+" off, the Sheriff and \d Deputies, \d+ Townsfolk \(\d+ figures\)$/,
    );
  });

  it('too many Deputies for the SL, and a night fixed beside a sight: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'matchups:',
      '  - name: deputies',
      '    params: { type: jail-break, sl: 2, setup: { deputies: 3 } }',
      '  - name: sight',
      '    params: { type: jail-break, sight: fog, setup: { night: true } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:6:\d+: .*SL 2 − 1d6 gives at most 1 Deputies/);
    expect(res.stderr).toMatch(/bad\.yaml:8:\d+: .*setup\.night decides the sight/);
    expect(res.wrote).toBe(false);
  });
});
