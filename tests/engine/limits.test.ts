import { describe, expect, it } from 'vitest';
import { InlineExecutor } from '../../src/engine/executor.ts';
import { MAX_KEPT_CHUNKS, runSizeProblems, type SizeNames } from '../../src/engine/limits.ts';
import { runScenario } from '../../src/engine/run.ts';
import { parseScenario } from '../../src/scenario/load.ts';

const names: SizeNames = {
  threads: '--threads',
  trials: '--trials',
  maxTrials: '--max-trials',
  precision: '--precision',
  oversubscribe: '--oversubscribe',
};
const size = { trials: 100_000, maxTrials: 100_000, threads: 2 };

describe('the run-size limits agree with what a run keeps (issue 23)', () => {
  it("a designer's 100,000-point grid at the default 100,000 trials is within the limits", () => {
    expect(runSizeProblems({ ...size, cells: 100_000, variants: 1 }, names, 2)).toEqual([]);
  });

  it('with variants, the chunk accumulators kept for paired differences are limited, and the message says how to go past it', () => {
    const [problem] = runSizeProblems({ ...size, cells: 200_000, variants: 2 }, names, 2);
    expect(problem).toMatch(
      /--trials 100,000: 200,000 matchup-variant cells would keep 3,200,000 chunk accumulators .* over the limit of 1,000,000; ask for fewer trials/,
    );
    // 5,000 trials: 5 chunks per cell, 1,000,000 in all, just within.
    expect(
      runSizeProblems({ ...size, trials: 5000, cells: 200_000, variants: 2 }, names, 2),
    ).toEqual([]);
    expect(MAX_KEPT_CHUNKS).toBe(1_000_000);
  });

  it('a matchup without variants keeps no chunk accumulators; one with variants keeps each', async () => {
    const grid = (variants: string) =>
      parseScenario(
        `name: g\nruleset: cowpoke\nprocedure: shot\nparams: { weapon: revolver }\nsweep: { range: [short, long] }\n${variants}`,
        'g.yaml',
      );
    const settings = { seed: 'k', trials: 4000, maxTrials: 4000 };
    const plain = await runScenario(grid(''), settings, new InlineExecutor());
    expect(plain.flat().map((r) => [r.chunks.length, r.total[0]])).toEqual([
      [0, 4000],
      [0, 4000],
    ]);
    const withVariant = await runScenario(
      grid('variants: [{ name: v, options: { tier.greenhornDice: -2 } }]\n'),
      settings,
      new InlineExecutor(),
    );
    expect(withVariant.flat().map((r) => r.chunks.length)).toEqual([4, 4, 4, 4]);
    // The totals do not depend on whether the chunks were kept.
    expect([...withVariant[0][0].total]).toEqual([...plain[0][0].total]);
  });
});
