import { afterEach, describe, expect, it } from 'vitest';
import { useColor } from '../../src/cli/run.ts';
import { SUMMARY_MATCHUPS, summaryText } from '../../src/report/summary.ts';
import type { RunResult } from '../../src/analysis/results.ts';

const result: RunResult = {
  scenario: 'tiny',
  ruleset: 'cowpoke',
  procedure: 'survival',
  seed: 's',
  trials: 1000,
  options: {},
  variants: [],
  results: [
    {
      matchup: 'greenhorn',
      label: { matchup: 'greenhorn' },
      variant: 'baseline',
      params: {},
      options: {},
      trials: 1000,
      metrics: {
        dice: { kind: 'mean', description: 'dice rolled', exact: 3 },
        pSurvive: {
          kind: 'probability',
          description: 'at least one six',
          exact: 91 / 216,
          simulated: { value: 0.43, low: 0.4, high: 0.46, trials: 1000 },
        },
      },
    },
  ],
  claims: [
    {
      name: 'dies 58%',
      matchup: 'greenhorn',
      variant: 'baseline',
      metric: 'pSurvive',
      printed: '42%',
      expected: 0.42,
      tolerance: 0.005,
      basis: 'exact',
      value: 91 / 216,
      verdict: 'pass',
      expect: 'pass',
      ok: true,
    },
  ],
};

describe('the run summary', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('leads with the first probability, exact where known, and gives each claim its verdict', () => {
    const text = summaryText(result, { written: ['out/results.json'] });
    expect(text).toMatch(/^greenhorn\s+pSurvive\s+0\.421$/m); // 91/216, exact
    expect(text).toMatch(/PASS {2}dies 58%: printed 42%, found 0\.4213 exact/);
    expect(text).toContain('written: out/results.json');
    expect(text).not.toMatch(/\x1b\[/);
  });

  it('a sweep over two parameters whose headline is a distribution (a winner) lists its outcomes, row by row', () => {
    const cell = (a: string, b: string, p: number) => ({
      matchup: `a=${a} b=${b}`,
      label: { a, b },
      variant: 'baseline',
      params: {},
      options: {},
      trials: 1000,
      metrics: {
        winner: {
          kind: 'distribution' as const,
          description: 'who wins',
          simulated: {
            value: { A: p, B: 1 - p },
            low: { A: p - 0.01, B: 0.99 - p },
            high: { A: p + 0.01, B: 1.01 - p },
            trials: 1000,
          },
        },
      },
    });
    const text = summaryText({
      ...result,
      claims: [],
      results: [cell('x', 'u', 0.25), cell('x', 'v', 0.5), cell('y', 'u', 0.75)],
    });
    expect(text).toMatch(/a=x b=v\s+winner = A\s+0\.500 ±0\.010/);
  });

  it('lists at most SUMMARY_MATCHUPS matchups and says how many more there are', () => {
    const one = result.results[0];
    const many = Array.from({ length: SUMMARY_MATCHUPS + 7 }, (_, i) => ({
      ...one,
      matchup: `m${i}`,
      label: { matchup: `m${i}` },
    }));
    const text = summaryText({ ...result, claims: [], results: many });
    expect(text).toMatch(new RegExp(`^m${SUMMARY_MATCHUPS - 1}\\s+pSurvive`, 'm'));
    expect(text).not.toMatch(new RegExp(`^m${SUMMARY_MATCHUPS}\\s`, 'm'));
    expect(text).toContain(
      `… and 7 more matchups (the first ${SUMMARY_MATCHUPS} of ${SUMMARY_MATCHUPS + 7} are shown; every one with --full, --csv or --report)`,
    );
    expect(summaryText({ ...result, claims: [], results: many.slice(0, 3) })).not.toContain(
      'more matchups',
    );
  });

  it('colours only on a terminal without NO_COLOR', () => {
    expect(summaryText(result, { color: true })).toMatch(/\x1b\[32mPASS\x1b\[0m/);
    const tty = { isTTY: true } as NodeJS.WriteStream;
    delete process.env.NO_COLOR;
    delete process.env.FORCE_COLOR;
    expect(useColor(tty)).toBe(true);
    expect(useColor({ isTTY: false } as NodeJS.WriteStream)).toBe(false);
    process.env.NO_COLOR = '1';
    expect(useColor(tty)).toBe(false);
  });
});
