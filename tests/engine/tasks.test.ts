import { describe, expect, it } from 'vitest';
import { assembleResults } from '../../src/analysis/results.ts';
import { simulateBatch, unpackBatch, type ChunkJob } from '../../src/engine/chunks.ts';
import { InlineExecutor, type Executor } from '../../src/engine/executor.ts';
import { runScenario } from '../../src/engine/run.ts';
import { chunkCostInTrials, groupTasks, trialsPerTask, TASK_MS } from '../../src/engine/tasks.ts';
import { getProcedure, getRuleset } from '../../src/rulesets/registry.ts';
import { csvPieces, tidyRows } from '../../src/report/csv.ts';
import { joinPieces, resultJson } from '../../src/report/json.ts';
import { parseScenario } from '../../src/scenario/load.ts';

const GRID = `name: grid
ruleset: cowpoke
procedure: shot
params: { tier: greenhorn }
sweep:
  weapon: [derringer, revolver, shotgun]
  range: [short, medium, long]
  aim: [false, true]
variants:
  - name: lose-2
    options: { tier.greenhornDice: -2 }
`;

/** The inline executor with batching taken away: every chunk its own task, as before issue 23. */
const unbatched = (): Executor => {
  const e = new InlineExecutor();
  return { threads: 1, run: (j) => e.run(j), close: () => e.close() };
};

/** Counts the tasks and the chunks in each that reach the executor. */
const counting = () => {
  const e = new InlineExecutor();
  const batches: number[] = [];
  const exec: Executor = {
    threads: 2,
    run: (j) => (batches.push(1), e.run(j)),
    runBatch: (jobs) => (batches.push(jobs.length), e.runBatch(jobs)),
    close: () => e.close(),
  };
  return { exec, batches };
};

describe('worker tasks (engine/tasks.ts)', () => {
  it('groups consecutive chunks until each task holds its share of trials', () => {
    const work = [5, 5, 5, 5, 5, 2].map((trials, i) => ({ trials, i }));
    expect([...groupTasks(work, 10)].map((t) => t.map((w) => w.i))).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
    expect([...groupTasks(work, 1)]).toHaveLength(6);
    expect([...groupTasks([], 10)]).toEqual([]);
  });

  it("counts each chunk's fixed cost as trials: tasks of small chunks hold fewer of them", () => {
    const work = [5, 5, 5, 5, 5, 2].map((trials, i) => ({ trials, i }));
    expect([...groupTasks(work, 10, 5)].map((t) => t.map((w) => w.i))).toEqual([
      [0],
      [1],
      [2],
      [3],
      [4],
      [5],
    ]);
    expect([...groupTasks(work, 20, 5)].map((t) => t.length)).toEqual([2, 2, 2]);
    // 0.1 ms a chunk at 1 µs a trial: a chunk costs 100 trials more; unknown speed, nothing.
    expect(chunkCostInTrials(1e-6, 1e-4)).toBeCloseTo(100);
    expect(chunkCostInTrials(0, 1e-4)).toBe(0);
    expect(chunkCostInTrials(1e-6)).toBe(0);
  });

  it('sizes tasks to TASK_MS from the calibration, but leaves every thread several', () => {
    // 1 µs a trial: TASK_MS of trials, when there is plenty of work.
    expect(trialsPerTask(1e-6, 1e9, 2)).toBeCloseTo(TASK_MS * 1000);
    // Little work: 4 tasks per thread at least.
    expect(trialsPerTask(1e-6, 8000, 2)).toBe(1000);
    // Unknown speed, or chunks already long: one chunk per task.
    expect(trialsPerTask(0, 1e9, 2)).toBe(1);
    expect(trialsPerTask(1, 1e9, 2)).toBe(1);
  });

  it('a packed batch gives back each chunk exactly as a chunk run alone', () => {
    const rs = getRuleset('cowpoke');
    const base = { ruleset: 'cowpoke', procedure: 'shot', seed: 's', variant: 0, trials: 700 };
    const jobs: ChunkJob[] = [
      { ...base, params: { weapon: 'revolver', range: 'short' }, matchup: 0, chunk: 0 },
      { ...base, params: { weapon: 'shotgun', range: 'long' }, matchup: 3, chunk: 2 },
    ].map((j) => {
      const cell = parseScenario(
        `name: t\nruleset: cowpoke\nprocedure: shot\nparams: ${JSON.stringify(j.params)}\n`,
        't.yaml',
      ).cell(0, 0);
      return { ...j, params: cell.params, options: cell.options };
    });
    const proc = (j: ChunkJob) => getProcedure(rs, j.procedure);
    const alone = jobs.map((j) => new InlineExecutor().run(j));
    const packed = unpackBatch(simulateBatch(jobs, proc));
    return Promise.all(alone).then((accs) => {
      expect(packed.map((a) => [...a])).toEqual(accs.map((a) => [...a]));
      expect(packed[0]).not.toEqual(packed[1]);
    });
  });

  it('batching changes no number: a sweep batched and unbatched gives the same results, in fewer tasks', async () => {
    const scenario = parseScenario(GRID, 'grid.yaml');
    const settings = { seed: 'batch', trials: 3000, maxTrials: 3000, secondsPerTrial: 1e-6 };
    const plain = assembleResults(
      scenario,
      await runScenario(scenario, settings, unbatched()),
      settings,
    );
    const { exec, batches } = counting();
    const batched = assembleResults(
      scenario,
      await runScenario(scenario, settings, exec),
      settings,
    );
    expect(JSON.stringify(batched)).toBe(JSON.stringify(plain));
    // 18 points × 2 variants × 3 chunks of 1,000 = 108 chunks, in 8 tasks (4 per thread).
    expect(batches.reduce((a, b) => a + b, 0)).toBe(108);
    expect(batches.length).toBe(8);
  });

  it("a calibrated chunk cost makes a sweep's tasks smaller, and changes no number", async () => {
    const scenario = parseScenario(GRID, 'grid.yaml');
    const settings = { seed: 'batch', trials: 3000, maxTrials: 3000, secondsPerTrial: 1e-6 };
    const { exec: e1, batches: plainTasks } = counting();
    const plain = assembleResults(scenario, await runScenario(scenario, settings, e1), settings);
    const { exec: e2, batches } = counting();
    const costed = { ...settings, secondsPerChunk: 1e-3 };
    const batched = assembleResults(scenario, await runScenario(scenario, costed, e2), costed);
    expect(JSON.stringify(batched)).toBe(JSON.stringify(plain));
    // 108 chunks of 1,000 trials, each costing 1,000 trials more: tasks of 20 ms hold 10 of
    // them (11 tasks) where 14 went before (8 tasks).
    expect(plainTasks.length).toBe(8);
    expect(batches.length).toBe(11);
    expect(Math.max(...batches)).toBe(10);
  });

  it('with --precision too: the same rounds and the same results', async () => {
    const scenario = parseScenario(GRID, 'grid.yaml');
    const settings = { seed: 'p', precision: 0.02, maxTrials: 40_000, secondsPerTrial: 1e-6 };
    const plain = assembleResults(
      scenario,
      await runScenario(scenario, settings, unbatched()),
      settings,
    );
    const { exec, batches } = counting();
    const batched = assembleResults(
      scenario,
      await runScenario(scenario, settings, exec),
      settings,
    );
    expect(JSON.stringify(batched)).toBe(JSON.stringify(plain));
    expect(batches.some((n) => n > 1)).toBe(true);
  });
});

describe('results written in pieces (report/json.ts, report/csv.ts)', () => {
  it('the JSON pieces are JSON.stringify(result, null, 2) byte for byte, and can be read twice', async () => {
    const scenario = parseScenario(GRID, 'grid.yaml');
    const settings = { seed: 'j', trials: 1000, maxTrials: 1000 };
    const result = assembleResults(
      scenario,
      await runScenario(scenario, settings, new InlineExecutor()),
      settings,
    );
    const whole = JSON.stringify(result, null, 2) + '\n';
    const pieces = resultJson(result);
    expect(joinPieces(pieces)).toBe(whole);
    expect(joinPieces(pieces)).toBe(whole);
    expect([...pieces].length).toBeGreaterThan(2);
    const empty = { ...result, results: [] };
    expect(joinPieces(resultJson(empty))).toBe(JSON.stringify(empty, null, 2) + '\n');
  });

  it('the CSV pieces hold a header and one line per tidy row', async () => {
    const scenario = parseScenario(GRID, 'grid.yaml');
    const settings = { seed: 'c', trials: 1000, maxTrials: 1000 };
    const result = assembleResults(
      scenario,
      await runScenario(scenario, settings, new InlineExecutor()),
      settings,
    );
    const lines = joinPieces(csvPieces(result)).trimEnd().split('\n');
    expect(lines[0]).toBe(
      'matchup,variant,metric,outcome,kind,exact,value,low,high,trials,difference,differenceLow,differenceHigh,significant',
    );
    expect(lines).toHaveLength(1 + tidyRows(result).length);
  });
});
