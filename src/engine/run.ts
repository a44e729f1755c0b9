import { setMaxListeners } from 'node:events';
import type { Cell, Scenario } from '../scenario/load.ts';
import { widestHalfWidth } from './precision.ts';
import { chunkSizes, planChunkSize, PRECISION_CHUNK, type ChunkJob } from './chunks.ts';
import type { Executor } from './executor.ts';
import { mergeInto } from '../core/layout.ts';
import { fault } from './faults.ts';
import { accumulatorProblem } from './check.ts';

export interface RunSettings {
  seed: string;
  /** Trials per cell; or precision, the target 95% half-width of every probability. */
  trials?: number;
  precision?: number;
  maxTrials: number;
  chunkSize?: number;
  /** Variants reuse the baseline's streams (common random numbers). Off only for comparison. */
  commonRandomNumbers?: boolean;
  onProgress?(done: number, total: number | undefined): void;
  signal?: AbortSignal;
  /** A chunk not back within this is retried once on a fresh worker, then fails the run. */
  chunkDeadlineMs?: number;
}

export interface CellRun {
  cell: Cell;
  /** Chunk accumulators in chunk order: their paired differences give variant intervals. */
  chunks: Float64Array[];
  total: Float64Array;
  /** With a precision target: whether it was reached before maxTrials. */
  reached?: boolean;
}

export class RunAborted extends Error {
  constructor() {
    super('interrupted');
    this.name = 'RunAborted';
  }
}

/** A chunk that did not come back within its deadline twice, or came back malformed. */
export class ChunkFailed extends Error {
  constructor(
    message: string,
    /** It missed its deadline (rather than coming back malformed): the deadline may be too short. */
    readonly late = false,
  ) {
    super(message);
    this.name = 'ChunkFailed';
  }
}

const describeChunk = (j: ChunkJob, cell: Cell) =>
  `chunk ${j.chunk} of matchup "${cell.matchup.name}" (variant ${cell.variant.name}; seed "${j.seed}", stream ${j.seed}/${j.matchup}/${j.variant}/${j.chunk})`;

/**
 * One attempt at a chunk: its accumulator, or 'late' when the deadline passed first. The
 * chunk's own signal is aborted either way the attempt ends early, so that the executor stops
 * the worker; an interruption of the run rejects with RunAborted at once.
 */
function attempt(
  exec: Executor,
  j: ChunkJob,
  deadlineMs: number | undefined,
  run?: AbortSignal,
): Promise<Float64Array | 'late'> {
  const own = new AbortController();
  const signal = run ? AbortSignal.any([own.signal, run]) : own.signal;
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const onAbort = () => finish(() => reject(new RunAborted()));
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      run?.removeEventListener('abort', onAbort);
      settle();
    };
    if (deadlineMs !== undefined) {
      timer = setTimeout(() => {
        own.abort();
        finish(() => resolve('late'));
      }, deadlineMs);
    }
    run?.addEventListener('abort', onAbort, { once: true });
    exec.run(j, signal).then(
      (acc) => finish(() => resolve(acc)),
      (e) => finish(() => reject(run?.aborted ? new RunAborted() : e)),
    );
  });
}

/** A chunk run with its deadline, retried once when late, its accumulator checked before it is kept. */
async function runChecked(
  exec: Executor,
  j: ChunkJob,
  cell: Cell,
  s: RunSettings,
): Promise<Float64Array> {
  let acc = await attempt(exec, j, s.chunkDeadlineMs, s.signal);
  if (acc === 'late') {
    await exec.warm?.();
    acc = await attempt(exec, j, s.chunkDeadlineMs, s.signal);
  }
  if (acc === 'late') {
    throw new ChunkFailed(
      `${describeChunk(j, cell)} did not finish within ${s.chunkDeadlineMs! / 1000} s, twice (the second time on a fresh worker)`,
      true,
    );
  }
  const problem = accumulatorProblem(acc, cell.layout, j.trials);
  if (problem)
    throw new ChunkFailed(
      `${describeChunk(j, cell)}: the worker's accumulator was rejected: ${problem}`,
    );
  return acc;
}

function job(
  cell: Cell,
  scenario: Scenario,
  s: RunSettings,
  chunk: number,
  trials: number,
): ChunkJob {
  const crn = s.commonRandomNumbers ?? true;
  return {
    ruleset: scenario.ruleset.id,
    procedure: cell.matchup.procedure.id,
    params: cell.params,
    options: cell.options,
    seed: s.seed,
    matchup: cell.matchup.index,
    variant: crn ? 0 : cell.variant.index,
    chunk,
    trials,
  };
}

/**
 * Runs every cell of a scenario. Chunks are numbered per cell and merged in chunk order, so
 * the result depends on the seed and the plan only — never on the thread count.
 */
export async function runScenario(
  scenario: Scenario,
  s: RunSettings,
  exec: Executor,
): Promise<CellRun[][]> {
  const size =
    s.chunkSize ?? (s.precision === undefined ? planChunkSize(s.trials!) : PRECISION_CHUNK);
  const runs: CellRun[][] = scenario.cells.map((row) =>
    row.map((cell) => ({ cell, chunks: [], total: cell.layout.create() })),
  );
  let done = 0;
  if (s.chunkDeadlineMs !== undefined) await exec.warm?.();
  // Tests wait for this line before they send a signal, instead of sleeping.
  if (fault('announce-run') !== undefined)
    process.stderr.write('highnoon-test: the run has started\n');

  const runChunks = async (
    work: { run: CellRun; chunk: number; trials: number }[],
    total?: number,
  ) => {
    // A few chunks in flight per thread, fed from a queue. The first failure or Ctrl-C aborts
    // the chunks in flight and hands out no more, so a stuck worker cannot hold the run.
    let next = 0;
    let failure: unknown;
    const stop = new AbortController();
    const signal = s.signal ? AbortSignal.any([s.signal, stop.signal]) : stop.signal;
    // Each chunk in flight listens for the stop, thousands of them with the Redis queue's
    // lanes: that is the design, not a leak for Node to warn about on stderr.
    setMaxListeners(Math.max(10, 4 * exec.threads), signal);
    const lane = async () => {
      while (next < work.length && !signal.aborted) {
        const w = work[next++];
        try {
          w.run.chunks[w.chunk] = await runChecked(
            exec,
            job(w.run.cell, scenario, s, w.chunk, w.trials),
            w.run.cell,
            { ...s, signal },
          );
        } catch (e) {
          if (!(e instanceof RunAborted)) failure ??= e;
          stop.abort();
          return;
        }
        done += w.trials;
        s.onProgress?.(done, total);
      }
    };
    await Promise.all(Array.from({ length: Math.min(work.length, exec.threads * 2) }, lane));
    if (s.signal?.aborted) throw new RunAborted();
    if (failure !== undefined) throw failure;
  };

  if (s.precision === undefined) {
    const sizes = chunkSizes(s.trials!, size);
    const work = runs
      .flat()
      .flatMap((run) => sizes.map((trials, chunk) => ({ run, chunk, trials })));
    await runChunks(work, sizes.reduce((a, b) => a + b, 0) * runs.flat().length);
  } else {
    // Rounds: every unfinished matchup (all its variants together, so that differences stay
    // paired) doubles its trials until every probability is within the target or the cap.
    let pending = runs;
    let perCell = 8 * size;
    let have = 0;
    while (pending.length) {
      const sizes = chunkSizes(Math.min(perCell, s.maxTrials), size);
      const work = pending
        .flat()
        .flatMap((run) =>
          sizes.map((trials, chunk) => ({ run, chunk, trials })).slice(have / size),
        );
      await runChunks(work);
      have = sizes.reduce((a, b) => a + b, 0);
      for (const row of pending)
        for (const r of row)
          r.total = r.chunks.reduce((acc, c) => mergeInto(acc, c), r.cell.layout.create());
      const capped = have >= s.maxTrials;
      pending = pending.filter((row) => {
        const ok = row.every((r) => widestHalfWidth(r.cell.layout, r.total) <= s.precision!);
        if (ok || capped) for (const r of row) r.reached = ok;
        return !ok && !capped;
      });
      perCell *= 2;
    }
  }
  for (const r of runs.flat())
    r.total = r.chunks.reduce((acc, c) => mergeInto(acc, c), r.cell.layout.create());
  return runs;
}
