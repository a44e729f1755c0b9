import { describe, expect, it } from 'vitest';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { withinSe } from '../../helpers.ts';
import { odds } from './campaign/helpers.ts';
import { play, runBad } from './typed.ts';

const rustling = (setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({ type: 'cattle-rustling', locale: 'kansas', setup }) as EncounterParams;

describe('Cattle Rustling (six-gun-sound.md §13.7) played on the band engine', () => {
  const N = 3000;
  const r = play(rustling(), N, 'rustling');

  it('2d6 head and the rustlers agree with the exact rustlers table', () => {
    expect(Math.abs(r.mean('cattle') - 7)).toBeLessThan(0.15);
    const rustlers = odds(encounterSetup, { table: 'rustlers' });
    expect(Math.abs(r.mean('runners') - rustlers.value!)).toBeLessThan(0.1);
  });

  it('B-3: rustlers who get away meet a Posse next month 1 time in 6', () => {
    const result = r.share('result');
    const away = result.escaped + result['chasers-beaten'];
    const share = r.mean('posseNextMonth') / away;
    expect(withinSe(share, 1 / 6, Math.round(N * away))).toBe(true);
  });

  it('rustlers who escape the chase keep every head; a fight costs them strays', () => {
    const p = rustling({ cattle: 8, rustlers: 2, runnerQuality: 5 });
    const q = play(p, 1000, 'escape');
    const result = q.share('result');
    expect(result.escaped).toBeGreaterThan(0.05);
    expect(result['chasers-beaten']).toBeGreaterThan(0.05);
    expect(q.mean('cattleKept')).toBeGreaterThanOrEqual(8 * result.escaped);
    expect(q.mean('cattleKept')).toBeLessThan(8 * (result.escaped + result['chasers-beaten']));
  });

  it('too few rustlers for the herd: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params: { type: cattle-rustling, setup: { cattle: 12, rustlers: 2 } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:4:\d+: .*2 rustlers cannot drive 12 head/);
    expect(res.wrote).toBe(false);
  });
});
