import { describe, expect, it } from 'vitest';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { withinSe } from '../../helpers.ts';
import { odds } from './campaign/helpers.ts';
import { play, runBad } from './typed.ts';

const capture = (over: Record<string, unknown> = {}, setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({ type: 'capture', locale: 'missouri', ...over, setup }) as EncounterParams;

describe('Capture (six-gun-sound.md §13.4) played on the band engine', () => {
  it('the place and the Outlaws agree with the exact tables; the Lawmen are twice the Outlaws', () => {
    const N = 3000;
    const r = play(capture(), N, 'capture-setup');
    const place = odds(encounterSetup, { table: 'capture-place' });
    expect(withinSe(r.share('place').town, place.town, N)).toBe(true);
    const outlaws = odds(encounterSetup, { table: 'capture-outlaws', locale: 'missouri' });
    expect(Math.abs(r.mean('outlaws') - outlaws.value!)).toBeLessThan(0.1);
    expect(r.mean('lawmen')).toBeGreaterThanOrEqual(2 * r.mean('outlaws'));
  });

  it('B-8: on the trail the Stand-Up Fight is rolled with the Outlaw leader at Rep − 2, as the exact table says', () => {
    const N = 3000;
    const p = capture(
      {
        sides: [
          {
            figures: [
              { name: 'Marshal Dillon', profession: 'marshal', rep: 6, sand: 5, toughness: 5 },
            ],
          },
          { figures: [{ name: 'Cole', profession: 'outlaw', rep: 4, sand: 4, toughness: 4 }] },
        ],
      },
      { place: 'trail', outlaws: 1, deputies: 0 },
    );
    const share = play(p, N, 'capture-b8').share('standUp');
    const exact = odds(encounterSetup, { table: 'capture-trail-ambush', rep: 6, theirRep: 4 });
    for (const k of ['same', 'ours-by-1', 'ours-by-2', 'theirs-by-1', 'theirs-by-2'])
      expect(withinSe(share[k], exact[k], N), k).toBe(true);
  });

  it('twice their number, the Lawmen take the leader alive more often than they are beaten, and win by it', () => {
    const r = play(capture(), 1000, 'capture-results');
    const result = r.share('result'),
      winner = r.share('winner');
    expect(result['leader-captured']).toBeGreaterThan(result['lawmen-beaten']);
    expect(winner.Lawmen).toBeCloseTo(result['leader-captured'] + result['leader-killed'], 12);
  });

  it('a Stand-Up Fight fixed for a capture in town: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params: { type: capture, setup: { place: town, standUp: ours-by-2 } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /bad\.yaml:4:\d+: .*a Stand-Up Fight sets up a capture on the trail/,
    );
    expect(res.wrote).toBe(false);
  });
});
