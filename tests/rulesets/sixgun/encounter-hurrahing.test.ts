import { describe, expect, it } from 'vitest';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { withinSe } from '../../helpers.ts';
import { play, runBad } from './typed.ts';

/** A hurrahing with the Sheriff listed at this Sand and no Deputies. */
const hurrahing = (sheriffSand?: number, setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({
    type: 'hurrahing',
    locale: 'kansas',
    setup: { deputies: 0, ...setup },
    ...(sheriffSand === undefined
      ? {}
      : {
          sides: [
            {
              figures: [
                {
                  name: 'Sheriff Earp',
                  profession: 'sheriff',
                  rep: 5,
                  sand: sheriffSand,
                  toughness: 5,
                },
              ],
            },
          ],
        }),
  }) as EncounterParams;

describe('Hurrahing the Town (six-gun-sound.md §13.11) played on the band engine', () => {
  it('3d6 rowdies, Townsfolk on a 6 (1/6), in the saloon on 1–3', () => {
    const N = 3000;
    const r = play(hurrahing(), N, 'hurrahing-setup');
    expect(Math.abs(r.mean('rowdies') - 10.5)).toBeLessThan(0.15);
    expect(withinSe(r.share('kind').townsfolk, 1 / 6, N)).toBe(true);
    expect(withinSe(r.share('place').saloon, 1 / 2, N)).toBe(true);
  });

  it('Come Along Peaceably rolls against L + (L − R): a Sand 6 Sheriff passes 2 against any rowdy, so all come along', () => {
    const r = play(hurrahing(6), 300, 'sand-6');
    expect(r.share('result')['all-came-along']).toBe(1);
    expect(r.mean('gunfight')).toBe(0);
    expect(r.mean('brawls')).toBe(0);
  });

  it('a Sand 1 Sheriff passes nothing against a rowdy of Sand 3 or more: "Draw!" at the first ask', () => {
    const r = play(hurrahing(1), 300, 'sand-1');
    expect(r.mean('gunfight')).toBe(1);
    expect(r.mean('cameAlong')).toBe(0);
  });

  it('too many Deputies for the SL: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params: { type: hurrahing, sl: 2, setup: { deputies: 4 } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:4:\d+: .*SL 2 − 1d6 gives at most 1 Deputies/);
    expect(res.wrote).toBe(false);
  });
});
