import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { cli, withinSe } from '../../helpers.ts';
import { O, odds } from './campaign/helpers.ts';

const rustling = (setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({ type: 'cattle-rustling', locale: 'kansas', setup }) as EncounterParams;

/** Simulates n encounters; reads categorical shares and means. */
function play(p: EncounterParams, n: number, seed: string) {
  const layout = encounter.metrics(p, O);
  const acc = layout.create();
  encounter.simulate(p, O, rngFromSeed(seed), n, acc);
  return {
    share(name: string) {
      const m = layout.get(name);
      return Object.fromEntries(layout.outcomes(m).map((o, k) => [o, acc[m.slot + k] / n]));
    },
    mean: (name: string) => acc[layout.slot(name)] / n,
  };
}

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
    const dir = mkdtempSync(join(tmpdir(), 'rustling-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(
      file,
      [
        'name: bad',
        'ruleset: sixgun',
        'procedure: encounter',
        'params: { type: cattle-rustling, setup: { cattle: 12, rustlers: 2 } }',
        '',
      ].join('\n'),
    );
    const out = join(dir, 'out');
    const res = cli(['run', file, '--out', out]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:4:\d+: .*2 rustlers cannot drive 12 head/);
    expect(existsSync(out)).toBe(false);
  });
});
