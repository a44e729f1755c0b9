import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { verdictFor } from '../../src/analysis/claims.ts';
import { assembleResults } from '../../src/analysis/results.ts';
import { widestHalfWidth } from '../../src/engine/precision.ts';
import { InlineExecutor, PoolExecutor } from '../../src/engine/executor.ts';
import { runScenario } from '../../src/engine/run.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { cli } from '../helpers.ts';

const CRN = `name: crn
ruleset: cowpoke
procedure: shot
params: { weapon: revolver, range: short, blaze: true, target: legend }
variants:
  - name: stone-hearted
    options: { tough.mode: firstWoundOnlyIfLight }
`;

describe('the engine', () => {
  it('gives byte-identical JSON with 1 and 2 threads for the same seed', () => {
    const args = [
      'run',
      'scenarios/cowpoke/weapons-by-range.yaml',
      '--trials',
      '45000',
      '--seed',
      'same',
      '--json',
    ];
    const one = cli([...args, '--threads', '1']);
    const two = cli([...args, '--threads', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(one.stdout.length).toBeGreaterThan(10_000);
    expect(two.stdout).toBe(one.stdout);
    const other = cli([...args.slice(0, -3), '--seed', 'different', '--json', '--threads', '2']);
    expect(other.stdout).not.toBe(one.stdout);
  });

  it('common random numbers give a much narrower interval on a variant difference than independent streams', async () => {
    const scenario = parseScenario(CRN, 'crn.yaml');
    const settings = { seed: 'crn', trials: 200_000, maxTrials: 1e7 };
    const exec = new InlineExecutor();
    const paired = assembleResults(scenario, await runScenario(scenario, settings, exec), settings);
    const independent = assembleResults(
      scenario,
      await runScenario(scenario, { ...settings, commonRandomNumbers: false }, exec),
      settings,
    );
    const width = (r: typeof paired) => {
      const d = r.results[1].differences!.pRemoved as {
        low: number;
        high: number;
        exact?: number;
        value: number;
      };
      return { width: d.high - d.low, d };
    };
    const a = width(paired),
      b = width(independent);
    // Both intervals are honest: they cover the exact difference.
    for (const { d } of [a, b]) {
      expect(d.exact).toBeGreaterThan(0);
      expect(d.low).toBeLessThanOrEqual(d.exact!);
      expect(d.high).toBeGreaterThanOrEqual(d.exact!);
    }
    expect(a.width).toBeLessThan(b.width / 3);
  });

  it('with a precision target, runs until every probability is that precise', async () => {
    const scenario = parseScenario(CRN, 'crn.yaml');
    const runs = await runScenario(
      scenario,
      { seed: 'p', precision: 0.004, maxTrials: 1e7 },
      new InlineExecutor(),
    );
    for (const r of runs.flat()) {
      expect(r.reached).toBe(true);
      expect(widestHalfWidth(r.layout, r.total)).toBeLessThanOrEqual(0.004);
      expect(r.total[0]).toBeLessThan(400_000);
    }
    const capped = await runScenario(
      scenario,
      { seed: 'p', precision: 0.0005, maxTrials: 60_000 },
      new InlineExecutor(),
    );
    expect(capped[0][0].reached).toBe(false);
    expect(capped[0][0].total[0]).toBe(60_000);
  });

  it.each([
    ['throws', 'throwing-worker.mjs', /procedure exploded on purpose/],
    ['dies', 'dying-worker.mjs', /exit|terminated|7/i],
  ])(
    'a worker that %s fails the run with its message instead of hanging',
    async (_what, file, message) => {
      const scenario = parseScenario(CRN, 'crn.yaml');
      const exec = new PoolExecutor(
        2,
        fileURLToPath(new URL(`../fixtures/${file}`, import.meta.url)),
      );
      try {
        await expect(
          runScenario(scenario, { seed: 'x', trials: 100_000, maxTrials: 1e7 }, exec),
        ).rejects.toThrow(message);
      } finally {
        await exec.close();
      }
    },
  );
});

describe('claim verdicts', () => {
  const band = { lo: 0.575, hi: 0.585 };
  it('judge an exact value as pass or fail', () => {
    expect(verdictFor(band, { exact: 0.5787 })).toBe('pass');
    expect(verdictFor(band, { exact: 0.5851 })).toBe('fail');
  });
  it('judge a simulated interval as pass, fail or inconclusive', () => {
    expect(verdictFor(band, { low: 0.576, high: 0.584 })).toBe('pass');
    expect(verdictFor(band, { low: 0.586, high: 0.59 })).toBe('fail');
    expect(verdictFor(band, { low: 0.57, high: 0.58 })).toBe('inconclusive');
  });
});

describe('highnoon verify', () => {
  it('passes the Cowpoke book figures', () => {
    const r = cli(['verify', 'scenarios/cowpoke/published-claims.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/PASS\s+A Greenhorn who drops dies 58% of the time/);
    expect(r.stdout).not.toMatch(/FAIL/);
  });

  it('exits 1 when a claim fails, and reports it', () => {
    const r = cli(['verify', '-', '--json'], {
      input: `name: wrong\nruleset: cowpoke\nprocedure: survival\nparams: { tier: greenhorn }\nclaims:\n  - { name: Greenhorns die half the time, metric: pDeath, expected: 50% }\n  - { name: book wrong on purpose, metric: pDeath, expected: 10%, expect: fail }\n`,
    });
    expect(r.code).toBe(1);
    const j = JSON.parse(r.stdout);
    expect(j.claims.map((c: { verdict: string; ok: boolean }) => [c.verdict, c.ok])).toEqual([
      ['fail', false],
      ['fail', true],
    ]);
  });
});

describe('highnoon schema', () => {
  it('prints a JSON Schema of scenario files generated from the zod schema', () => {
    const r = cli(['schema']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.properties.ruleset.enum).toContain('cowpoke');
    expect(Object.keys(s.properties)).toEqual(
      expect.arrayContaining(['sweep', 'variants', 'claims', 'trials', 'precision', 'report']),
    );
    expect(s.additionalProperties).toBe(false);
  });
});
