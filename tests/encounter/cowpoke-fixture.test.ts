import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, ROOT } from '../helpers.ts';

/**
 * Every Cowpoke encounter scenario's `run --json` and a few `--trace` outputs, recorded before
 * the encounter moved onto the shared core (src/encounter/), must stay byte-identical: same
 * seed, trials and threads, same numbers. To re-record after an intended change of results,
 * rerun the command in each case from tests/fixtures/cowpoke-encounter/ and say why in the commit.
 */
const FIXTURES = `${ROOT}/tests/fixtures/cowpoke-encounter`;
const scenario = (name: string) => `scenarios/cowpoke/${name}.yaml`;

const RUNS = ['duel', 'dynamite-ambush', 'posse-fight', 'saloon-brawl', 'showdown'];
const TRACES: [file: string, args: string[]][] = [
  ['duel.trace.txt', [scenario('duel'), '--trace']],
  ['posse-fight.trial7.trace.txt', [scenario('posse-fight'), '--trace', '--trial', '7']],
  [
    'dynamite-ambush.two-sticks.trial3.trace.txt',
    [scenario('dynamite-ambush'), '--trace', '--trial', '3', '--variant', 'two-sticks'],
  ],
  ['saloon-brawl.trial1.trace.txt', [scenario('saloon-brawl'), '--trace', '--trial', '1']],
  [
    'showdown.legend-aims.trial2.trace.txt',
    [scenario('showdown'), '--trace', '--trial', '2', '--variant', 'legend-aims'],
  ],
];

describe('Cowpoke encounters give the recorded results byte for byte', () => {
  for (const name of RUNS) {
    it(`run ${name} --trials 20000 --seed fixture --threads 2 --json`, () => {
      const r = cli([
        'run',
        scenario(name),
        '--trials',
        '20000',
        '--seed',
        'fixture',
        '--threads',
        '2',
        '--json',
      ]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(readFileSync(`${FIXTURES}/${name}.json`, 'utf8'));
    });
  }
  for (const [file, args] of TRACES) {
    it(`run ${args.join(' ')}`, () => {
      const r = cli(['run', ...args]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(readFileSync(`${FIXTURES}/${file}`, 'utf8'));
    });
  }
});
