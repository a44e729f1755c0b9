import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { runChunk, simulateBatch, unpackBatch, type ChunkJob } from './chunks.ts';
import { raiseInliningBudget } from './inlining.ts';
import { fault } from './faults.ts';
import { FROM_SOURCES, PACKAGE_ROOT } from '../core/package-root.ts';
import { getProcedure, getRuleset } from '../rulesets/registry.ts';

/**
 * Runs chunks somewhere and gives back their accumulators. `signal` aborts one chunk (its
 * deadline passed, or the run was interrupted): an executor that can should stop the work and
 * reject at once; the engine stops waiting for it either way.
 */
export interface Executor {
  readonly threads: number;
  run(job: ChunkJob, signal?: AbortSignal): Promise<Float64Array>;
  /**
   * Runs several chunks as one task and gives back their accumulators in order: one message
   * each way instead of one per chunk (engine/tasks.ts decides what goes together). Without
   * it, the engine sends each chunk on its own.
   */
  runBatch?(jobs: ChunkJob[], signal?: AbortSignal): Promise<Float64Array[]>;
  /**
   * How tasks are sized for this executor: the least time one should take (its own cost is
   * paid once per task) and the threads that run them at once (so that each gets several).
   * Without it: TASK_MS and `threads`.
   */
  taskSizing?(): { taskMs: number; threads: number };
  /** Resolves when every worker has started, so that chunk deadlines do not count start-up. */
  warm?(): Promise<void>;
  close(): Promise<void>;
}

/** The compiled worker, or from the sources the entry that registers tsx before loading it. */
export const WORKER_FILE = FROM_SOURCES
  ? join(PACKAGE_ROOT, 'workers/chunk.mjs')
  : join(PACKAGE_ROOT, 'dist/worker.mjs');

/** What each thread starts: it imports the worker file (workers/esm-entry.cjs says why). */
const THREAD_ENTRY = FROM_SOURCES
  ? join(PACKAGE_ROOT, 'workers/esm-entry.cjs')
  : join(PACKAGE_ROOT, 'dist/worker-entry.cjs');

export function defaultThreads(): number {
  return availableParallelism();
}

/** A piscina pool of worker threads. A worker that throws or dies rejects its chunk. */
export class PoolExecutor implements Executor {
  readonly threads: number;
  private readonly pool: Piscina;
  private closed?: Promise<void>;

  constructor(threads = defaultThreads(), filename = WORKER_FILE) {
    this.threads = threads;
    this.pool = new Piscina({
      filename: THREAD_ENTRY,
      workerData: { entry: pathToFileURL(filename).href },
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 1000,
    });
    // A chunk aborted after its worker finished still sends its result; piscina reports that
    // late message as a pool 'error', which unheard would crash the process (exit 1) while the
    // run is already failing or stopping with its own exit code. The chunk's promise settled.
    this.pool.on('error', () => {});
  }

  async warm(): Promise<void> {
    await Promise.all(Array.from({ length: this.threads }, () => this.pool.run(null)));
  }

  /** An aborted chunk's worker thread is stopped and replaced by a fresh one. */
  run(job: ChunkJob, signal?: AbortSignal): Promise<Float64Array> {
    return this.pool.run(job, signal ? { signal } : undefined);
  }

  async runBatch(jobs: ChunkJob[], signal?: AbortSignal): Promise<Float64Array[]> {
    return unpackBatch(await this.pool.run({ batch: jobs }, signal ? { signal } : undefined));
  }

  /** Stops the threads; a second call waits for the first. */
  close(): Promise<void> {
    return (this.closed ??= this.stop());
  }

  private async stop(): Promise<void> {
    // Test fault: a pool that takes an hour to stop, so that a second Ctrl-C has something to cut short.
    if (fault('slow-close') !== undefined) await new Promise((r) => setTimeout(r, 3_600_000));
    await this.pool.destroy();
  }
}

/** Runs chunks on the calling thread (for `odds --sim` and tests). */
export class InlineExecutor implements Executor {
  readonly threads = 1;

  async run(job: ChunkJob): Promise<Float64Array> {
    return runChunk(job, getProcedure(getRuleset(job.ruleset), job.procedure));
  }

  async runBatch(jobs: ChunkJob[]): Promise<Float64Array[]> {
    raiseInliningBudget();
    return unpackBatch(
      simulateBatch(jobs, (job) => getProcedure(getRuleset(job.ruleset), job.procedure)),
    );
  }

  async close(): Promise<void> {}
}
