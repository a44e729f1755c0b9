import { describe, expect, it } from 'vitest';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { withinSe } from '../../helpers.ts';
import { odds } from './campaign/helpers.ts';
import { play, runBad } from './typed.ts';

const posse = (over: Record<string, unknown> = {}, setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({ type: 'posse', locale: 'west-texas', ...over, setup }) as EncounterParams;

describe('Posse (six-gun-sound.md §13.3) played on the band engine', () => {
  it('the chase decides first: Runners who escape it win without a fight, a chase still running is a draw', () => {
    const r = play(posse(), 2000, 'posse-chase');
    const result = r.share('result'),
      chase = r.share('chase');
    expect(result.escaped).toBe(chase.escaped);
    expect(result['still-running']).toBe(chase['still-running']);
    expect(r.share('winner').draw).toBeCloseTo(
      result['still-running'] + result['still-fighting'],
      12,
    );
    expect(Math.abs(r.mean('runners') - 3.5)).toBeLessThan(0.15);
  });

  it('faster Runners escape the chase more often than slower ones', () => {
    const fast = play(posse({}, { runnerQuality: 6, chaserQuality: 3 }), 1000, 'speed').share(
      'chase',
    );
    const slow = play(posse({}, { runnerQuality: 3, chaserQuality: 6 }), 1000, 'speed').share(
      'chase',
    );
    expect(fast.escaped).toBeGreaterThan(slow.escaped + 0.2);
  });

  it('B-7: holed up at once, the Stand-Up Fight agrees with the exact posse-hole-up table (leaders at Rep 6)', () => {
    const N = 3000;
    const leader = (name: string, profession: string) => ({
      name,
      profession,
      rep: 6,
      sand: 5,
      toughness: 5,
    });
    const p = posse(
      {
        sides: [
          { figures: [leader('Grat', 'outlaw')] },
          { figures: [leader('Sheriff', 'sheriff')] },
        ],
      },
      { holeUp: true },
    );
    const share = play(p, N, 'hole-up').share('holeUp');
    const exact = odds(encounterSetup, {
      table: 'posse-hole-up',
      rep: 6,
      theirRep: 6,
      bandsBack: 5,
    });
    for (const k of ['same', 'ours-by-1', 'ours-by-2', 'theirs-by-1', 'theirs-by-2'])
      expect(withinSe(share[k], exact[k], N), k).toBe(true);
  });

  it('too many Runners listed for setup.runners: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params:',
      '  type: posse',
      '  setup: { runners: 1 }',
      '  sides:',
      '    - figures:',
      '        - { name: Bob, profession: outlaw, rep: 4, sand: 4, toughness: 4 }',
      '        - { name: Grat, profession: outlaw, rep: 4, sand: 4, toughness: 4 }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:9:\d+: .*2 Runners listed, but setup\.runners is 1/);
    expect(res.wrote).toBe(false);
  });
});
