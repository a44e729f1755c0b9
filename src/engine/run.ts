import { setMaxListeners } from 'node:events';
import type { Cell, Scenario } from '../scenario/load.ts';
import { widestHalfWidth } from './precision.ts';
import { chunkSizes, planChunkSize, PRECISION_CHUNK, type ChunkJob } from './chunks.ts';
import type { Executor } from './executor.ts';
import { mergeInto, type Layout } from '../core/layout.ts';
import { slabs } from './slab.ts';
import { fault } from './faults.ts';
import { accumulatorProblem } from './check.ts';
import { calibrate } from './calibrate.ts';
import { chunkCostInTrials, groupTasks, TASK_MS, trialsPerTask } from './tasks.ts';

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
  /** Calibrated seconds per trial and per chunk beyond its trials (engine/calibrate.ts), which size the worker tasks. */
  secondsPerTrial?: number;
  secondsPerChunk?: number;
}

/**
 * One cell's run, by its indices: the cell itself (params, options) is made again when asked
 * for (Scenario.cell), so that a sweep's cells are never held together.
 */
export interface CellRun {
  matchup: number;
  variant: number;
  /** The cell's layout (shared by the cells with the same metrics), set when its work starts. */
  layout: Layout;
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
 * One attempt at a task (a chunk, or a batch of them): its result, or 'late' when the deadline
 * passed first. The task's own signal is aborted either way the attempt ends early, so that
 * the executor stops the worker; an interruption of the run rejects with RunAborted at once.
 */
function attempt<T>(
  start: (signal: AbortSignal) => Promise<T>,
  deadlineMs: number | undefined,
  run?: AbortSignal,
): Promise<T | 'late'> {
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
    start(signal).then(
      (result) => finish(() => resolve(result)),
      (e) => finish(() => reject(run?.aborted ? new RunAborted() : e)),
    );
  });
}

/** A chunk's accumulator, checked before it is kept. */
function checked(acc: Float64Array, j: ChunkJob, cell: Cell): Float64Array {
  const problem = accumulatorProblem(acc, cell.layout, j.trials);
  if (problem)
    throw new ChunkFailed(
      `${describeChunk(j, cell)}: the worker's accumulator was rejected: ${problem}`,
    );
  return acc;
}

/**
 * A chunk run with its deadline, retried once when late (`tries` 1 when a batch holding it was
 * already late once), its accumulator checked before it is kept.
 */
async function runChecked(
  exec: Executor,
  j: ChunkJob,
  cell: Cell,
  s: RunSettings,
  tries = 2,
): Promise<Float64Array> {
  let acc: Float64Array | 'late' = 'late';
  for (let i = 0; i < tries && acc === 'late'; i++) {
    if (i > 0) await exec.warm?.();
    acc = await attempt((signal) => exec.run(j, signal), s.chunkDeadlineMs, s.signal);
  }
  if (acc === 'late') {
    throw new ChunkFailed(
      `${describeChunk(j, cell)} did not finish within ${s.chunkDeadlineMs! / 1000} s, twice (the second time on a fresh worker)`,
      true,
    );
  }
  return checked(acc, j, cell);
}

/**
 * Chunks run as one task. A batch that is late is not retried whole: each of its chunks then
 * runs alone on a fresh worker with its own deadline, so a stuck chunk is named.
 */
async function runTask(
  exec: Executor,
  jobs: ChunkJob[],
  cells: Cell[],
  s: RunSettings,
): Promise<Float64Array[]> {
  if (jobs.length === 1 || !exec.runBatch)
    return Promise.all(jobs.map((j, i) => runChecked(exec, j, cells[i], s)));
  const accs = await attempt((signal) => exec.runBatch!(jobs, signal), s.chunkDeadlineMs, s.signal);
  if (accs !== 'late') {
    if (accs.length !== jobs.length)
      throw new ChunkFailed(
        `${describeChunk(jobs[0], cells[0])} and ${jobs.length - 1} more: the worker gave back ${accs.length} accumulators for ${jobs.length} chunks`,
      );
    return accs.map((acc, i) => checked(acc, jobs[i], cells[i]));
  }
  await exec.warm?.();
  const out: Float64Array[] = [];
  for (const [i, j] of jobs.entries()) out.push(await runChecked(exec, j, cells[i], s, 1));
  return out;
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
    layout: cell.layout.key,
  };
}

/** A piece of work: one chunk of one cell. */
interface Work {
  run: CellRun;
  cell: Cell;
  chunk: number;
  trials: number;
}

/** Before a cell's work starts: its layout is not known until the cell is made. */
const NOT_STARTED = new Float64Array(0);

/**
 * Every chunk from `from` on of every cell of `rows`, one at a time: a large sweep's work is
 * never listed whole, and each cell is made as its chunks are handed out.
 */
function* workOf(
  scenario: Scenario,
  rows: CellRun[][],
  sizes: number[],
  from: number,
  totals: (size: number) => Float64Array,
): Generator<Work> {
  for (const row of rows)
    for (const run of row) {
      const cell = scenario.cell(run.matchup, run.variant);
      if (run.total === NOT_STARTED) {
        run.layout = cell.layout;
        run.total = totals(cell.layout.size);
      }
      for (let chunk = from; chunk < sizes.length; chunk++)
        yield { run, cell, chunk, trials: sizes[chunk] };
    }
}

/**
 * Runs every cell of a scenario. Chunks are numbered per cell and merged in chunk order, so
 * the result depends on the seed and the plan only — never on the thread count. A cell's
 * chunk accumulators are kept only where its matchup has variants (their paired differences
 * read them chunk by chunk); elsewhere each is merged into the total as soon as the chunks
 * before it are, so a sweep's memory does not grow with its trials.
 */
export async function runScenario(
  scenario: Scenario,
  s: RunSettings,
  exec: Executor,
): Promise<CellRun[][]> {
  const size =
    s.chunkSize ?? (s.precision === undefined ? planChunkSize(s.trials!) : PRECISION_CHUNK);
  const runs: CellRun[][] = scenario.matchups.map((m) =>
    scenario.variants.map((v) => ({
      matchup: m.index,
      variant: v.index,
      layout: undefined as unknown as Layout,
      chunks: [],
      total: NOT_STARTED,
    })),
  );
  // Chunks merged so far, per cell (a typed array: an object per cell would cost a sweep
  // hundreds of bytes a point), and those back early, waiting for the ones before them, only
  // while there are any.
  const variants = scenario.variants.length;
  const totals = slabs();
  const nextChunk = new Float64Array(scenario.matchups.length * variants);
  const early = new Map<CellRun, Map<number, Float64Array>>();
  const kept = new Set(runs.filter((row) => row.length > 1).flat());
  const arrive = (w: Work, acc: Float64Array) => {
    if (kept.has(w.run)) w.run.chunks[w.chunk] = acc;
    const i = w.run.matchup * variants + w.run.variant;
    if (w.chunk !== nextChunk[i]) {
      let waiting = early.get(w.run);
      if (!waiting) early.set(w.run, (waiting = new Map()));
      waiting.set(w.chunk, acc);
      return;
    }
    mergeInto(w.run.total, acc);
    nextChunk[i]++;
    const waiting = early.get(w.run);
    if (!waiting) return;
    for (let a; (a = waiting.get(nextChunk[i])); nextChunk[i]++) {
      mergeInto(w.run.total, a);
      waiting.delete(nextChunk[i]);
    }
    if (!waiting.size) early.delete(w.run);
  };
  let done = 0;
  // The speed that sizes the tasks: the caller's calibration, or one made here when needed.
  let speed =
    s.secondsPerTrial === undefined
      ? undefined
      : { secondsPerTrial: s.secondsPerTrial, secondsPerChunk: s.secondsPerChunk };
  const calibrated = () => (speed ??= calibrate(scenario, s.seed));
  if (s.chunkDeadlineMs !== undefined) await exec.warm?.();
  // Tests wait for this line before they send a signal, instead of sleeping.
  if (fault('announce-run') !== undefined)
    process.stderr.write('highnoon-test: the run has started\n');

  const runChunks = async (work: Iterable<Work>, all: number, chunks: number, total?: number) => {
    // A few tasks in flight per thread, fed from a queue. The first failure or Ctrl-C aborts
    // the tasks in flight and hands out no more, so a stuck worker cannot hold the run.
    let failure: unknown;
    const stop = new AbortController();
    const signal = s.signal ? AbortSignal.any([s.signal, stop.signal]) : stop.signal;
    // Each task in flight listens for the stop, thousands of them with the Redis queue's
    // lanes: that is the design, not a leak for Node to warn about on stderr.
    setMaxListeners(Math.max(10, 4 * exec.threads), signal);
    const sizing = exec.taskSizing?.() ?? { taskMs: TASK_MS, threads: exec.threads };
    const batching = exec.runBatch !== undefined;
    const { secondsPerTrial, secondsPerChunk } = batching
      ? calibrated()
      : { secondsPerTrial: 0, secondsPerChunk: 0 };
    const chunkCost = chunkCostInTrials(secondsPerTrial, secondsPerChunk);
    const tasks = groupTasks(
      work,
      batching
        ? trialsPerTask(secondsPerTrial, all + chunkCost * chunks, sizing.threads, sizing.taskMs)
        : 1,
      chunkCost,
    )[Symbol.iterator]();
    const lane = async () => {
      for (let t = tasks.next(); !t.done && !signal.aborted; t = tasks.next()) {
        const task = t.value;
        try {
          const accs = await runTask(
            exec,
            task.map((w) => job(w.cell, scenario, s, w.chunk, w.trials)),
            task.map((w) => w.cell),
            { ...s, signal },
          );
          task.forEach((w, i) => {
            arrive(w, accs[i]);
            done += w.trials;
          });
        } catch (e) {
          if (!(e instanceof RunAborted)) failure ??= e;
          stop.abort();
          return;
        }
        s.onProgress?.(done, total);
      }
    };
    await Promise.all(Array.from({ length: exec.threads * 2 }, lane));
    if (s.signal?.aborted) throw new RunAborted();
    if (failure !== undefined) throw failure;
  };

  const cellsOf = (rows: CellRun[][]) => rows.reduce((n, row) => n + row.length, 0);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  if (s.precision === undefined) {
    const sizes = chunkSizes(s.trials!, size);
    const all = sum(sizes) * cellsOf(runs);
    await runChunks(
      workOf(scenario, runs, sizes, 0, totals),
      all,
      sizes.length * cellsOf(runs),
      all,
    );
  } else {
    // Rounds: every unfinished matchup (all its variants together, so that differences stay
    // paired) doubles its trials until every probability is within the target or the cap.
    let pending = runs;
    let perCell = 8 * size;
    let have = 0;
    while (pending.length) {
      const sizes = chunkSizes(Math.min(perCell, s.maxTrials), size);
      await runChunks(
        workOf(scenario, pending, sizes, have / size, totals),
        (sum(sizes) - have) * cellsOf(pending),
        (sizes.length - have / size) * cellsOf(pending),
      );
      have = sum(sizes);
      const capped = have >= s.maxTrials;
      pending = pending.filter((row) => {
        const ok = row.every((r) => widestHalfWidth(r.layout, r.total) <= s.precision!);
        if (ok || capped) for (const r of row) r.reached = ok;
        return !ok && !capped;
      });
      perCell *= 2;
    }
  }
  return runs;
}
