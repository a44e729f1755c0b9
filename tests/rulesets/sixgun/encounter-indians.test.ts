import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { withinSe } from '../../helpers.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, runBad } from './typed.ts';

const indians = (setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({ type: 'indians', locale: 'wyoming', setup }) as EncounterParams;

describe('Indians (six-gun-sound.md §13.8) played on the band engine', () => {
  it('the scenario agrees with the exact table; the outfit is 1d6', () => {
    const N = 3000;
    const r = play(indians(), N, 'indians-setup');
    const scenario = odds(encounterSetup, { table: 'indians-scenario' });
    expect(withinSe(r.share('scenario').pursuit, scenario.pursuit, N)).toBe(true);
    expect(Math.abs(r.mean('outfit') - 3.5)).toBeLessThan(0.1);
  });

  it("B-36: the Indians withdraw on the first later turn whose activation total is the first turn's", () => {
    let checked = 0;
    for (let trial = 0; trial < 60; trial++) {
      const events = encounter.trace!(indians(), O, rngFromSeed(`b36-${trial}`));
      const totals = events
        .map((e) => /activation dice Outfit (\d)(?: \(frozen\))?, Indians (\d)/.exec(e.text))
        .filter((m) => m !== null)
        .map((m) => Number(m![1]) + Number(m![2]));
      const withdrew = events.findIndex((e) => /the Indians withdraw for the day/.test(e.text));
      const recur = totals.indexOf(totals[0], 1);
      if (withdrew < 0) {
        expect(recur, `trial ${trial}`).toBe(-1); // the fight ended before the total came up
        continue;
      }
      // the withdrawal comes in the turn of the recurring total, and no earlier
      expect(recur, `trial ${trial}`).toBeGreaterThan(0);
      expect(events[withdrew].turn).toBe(
        events.filter((e) => /activation dice/.test(e.text))[recur].turn,
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('Talk the Talk, the Star agreeing: every encounter holed up ends in peace or in the slaughter the table gives', () => {
    // In a pursuit they parley only once the Indians catch up (encounter-indians-days).
    const r = play(indians({ parley: 'agree', scenario: 'holed-up' }), 2000, 'talk');
    const result = r.share('result'),
      talk = r.share('talk');
    expect(result.peace + result.slaughtered).toBeCloseTo(1, 12);
    expect(result.slaughtered).toBeCloseTo(
      talk['outfit-slaughtered-star-escapes'] + talk['all-slaughtered'],
      12,
    );
    expect(r.mean('withdrew')).toBe(0);
  });

  it('refusing their terms, only safe passage or a trade is peace; the rest fight', () => {
    const r = play(indians({ parley: 'refuse' }), 2000, 'refuse');
    expect(r.share('result').peace).toBeCloseTo(
      r.share('talk')['safe-passage'] + r.share('talk')['peace-and-trade'],
      12,
    );
  });

  it('peaceful without a parley: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params: { type: indians, setup: { peaceful: true } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:4:\d+: .*peaceful counts only in Talk the Talk/);
    expect(res.wrote).toBe(false);
  });
});
