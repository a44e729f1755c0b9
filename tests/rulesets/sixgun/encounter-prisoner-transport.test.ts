import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { withinSe } from '../../helpers.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, runBad } from './typed.ts';

const transport = (setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({
    type: 'prisoner-transport',
    locale: 'indian-territory',
    setup,
  }) as EncounterParams;

describe('Prisoner Transport (six-gun-sound.md §13.10) played on the band engine', () => {
  const N = 3000;
  const { share } = play(transport(), N, 'transport-setup');

  it('the mode agrees with the exact table, and the lawmen with the two columns of 1d6 [L3880–3905]', () => {
    const mode = odds(encounterSetup, { table: 'transport-mode' });
    for (const k of ['stagecoach', 'wagon', 'horseback'])
      expect(withinSe(share('mode')[k], mode[k], N), k).toBe(true);
    // a stage (1/3): a Marshal 1–3, Rangers 4–5, a Sheriff and Deputies 6; otherwise
    // ½d6 Marshals 1–3, Rangers 4–5, a Sheriff 6
    const escort = share('escort');
    expect(withinSe(escort.marshal, 1 / 6, N)).toBe(true);
    expect(withinSe(escort.marshals, 1 / 3, N)).toBe(true);
    expect(withinSe(escort.rangers, 1 / 3, N)).toBe(true);
    expect(withinSe(escort.sheriff, 1 / 9, N)).toBe(true);
    expect(withinSe(escort['sheriff-and-deputies'], 1 / 18, N)).toBe(true);
  });

  it('an Ambush frees the prisoner far more often than an escort that passed 2 more', () => {
    const ambush = play(transport({ holdUp: 'theirs-by-2' }), 1000, 'pt-ambush').share('result');
    const ready = play(transport({ holdUp: 'ours-by-2' }), 1000, 'pt-ambush').share('result');
    expect(ambush.freed).toBeGreaterThan(ready.freed + 0.1);
  });

  it('a trace names the rolled set-up first', () => {
    const events = encounter.trace!(
      transport({ mode: 'stagecoach' }),
      O,
      rngFromSeed('transport-trace'),
    );
    expect(events[0].text).toMatch(
      /^Prisoner Transport at SL 2: by stagecoach, \d lawmen \([a-z-]+\)( and \d passengers)?, \d+ Outlaws; the Prisoner Transport table: [a-z0-9-]+ \(\d+ figures\)$/,
    );
  });

  it('an escort the mode cannot have: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params: { type: prisoner-transport, setup: { mode: wagon, escort: marshal } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:4:\d+: .*a wagon escort is not "marshal"/);
    expect(res.wrote).toBe(false);
  });
});
