import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, ROOT } from '../helpers.ts';

/**
 * Results recorded before the engine's throughput work (issue 23): sweeps, a precision run and
 * the encounter scenarios not already recorded in tests/fixtures/cowpoke-encounter, each with
 * a fixed seed, trials and threads. However the engine batches, streams or merges, the same
 * run must print the same bytes. To re-record after an intended change of results, rerun the
 * command in each case from tests/fixtures/recorded/ and say why in the commit.
 */
const FIXTURES = `${ROOT}/tests/fixtures/recorded`;
const fixed = ['--seed', 'fixture', '--threads', '2'];

const RUNS: [fixture: string, args: string[]][] = [
  [
    'weapons-by-range.json',
    ['scenarios/cowpoke/weapons-by-range.yaml', '--trials', '3000', ...fixed, '--json'],
  ],
  [
    'weapons-by-range.csv',
    ['scenarios/cowpoke/weapons-by-range.yaml', '--trials', '3000', ...fixed, '--csv'],
  ],
  [
    'weapons-by-range.precision.json',
    [
      'scenarios/cowpoke/weapons-by-range.yaml',
      '--precision',
      '0.01',
      '--max-trials',
      '80000',
      ...fixed,
      '--json',
    ],
  ],
  ...[
    'cowpoke/bank-job',
    'cowpoke/street',
    'cowboys2/street-fight',
    'cowboys2/shot-chart-sensitivity',
    'malice/street-fight',
    'malice/plans-by-range',
    'frag004/crossing-under-fire',
  ].map((s): [string, string[]] => [
    `${s.replace('/', '-')}.json`,
    [`scenarios/${s}.yaml`, '--trials', '20000', ...fixed, '--json'],
  ]),
];

describe('runs give the recorded results byte for byte', () => {
  for (const [fixture, args] of RUNS) {
    it(`run ${args.join(' ')}`, () => {
      const r = cli(['run', ...args]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(readFileSync(`${FIXTURES}/${fixture}`, 'utf8'));
    });
  }

  // 7,560 points: recorded as the SHA-256 of the output (25 MB of JSON is too large to keep).
  const sums = Object.fromEntries(
    readFileSync(`${FIXTURES}/shot-grid.sha256`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(/\s+/).reverse()),
  );
  for (const [format, threads] of [
    ['json', '1'],
    ['json', '2'],
    ['csv', '2'],
  ]) {
    it(`run the 7,560-point shot grid --threads ${threads} --${format}`, () => {
      // Output beyond the helper's buffer: the CLI spawned here with room for it.
      const r = spawnSync(
        process.execPath,
        [
          `${ROOT}/bin/highnoon.cjs`,
          'run',
          `${FIXTURES}/shot-grid.yaml`,
          '--threads',
          threads,
          `--${format}`,
        ],
        { cwd: ROOT, encoding: 'utf8', maxBuffer: 2 ** 28 },
      );
      expect(r.status).toBe(0);
      expect(createHash('sha256').update(r.stdout).digest('hex')).toBe(sums[`shot-grid.${format}`]);
    }, 120_000);
  }
});
