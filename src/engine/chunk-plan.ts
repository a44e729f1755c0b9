import { streamFor } from '../dice/rng.ts';
import type { Procedure } from '../rulesets/types.ts';
import type { Layout } from '../core/layout.ts';

/**
 * Trials per chunk. Fixed by the plan, never by the thread count, so that a seed gives the
 * same numbers on 1 thread or 200; large enough that per-chunk setup is negligible, small enough that a run has enough
 * chunks for paired variant differences (analysis/differences.ts).
 */
export const DEFAULT_CHUNK = 100_000;

/**
 * The chunk size for a run of `trials`: at least 16 chunks where that leaves 1,000 trials or
 * more in each, so variant differences have enough pairs (analysis/differences.ts). A
 * function of the trial count only, never of the threads.
 */
export function planChunkSize(trials: number): number {
  return Math.max(1000, Math.min(DEFAULT_CHUNK, Math.ceil(trials / 16)));
}

/** Chunk size in precision mode, where rounds double the trials of unfinished matchups. */
export const PRECISION_CHUNK = 5_000;

/** Chunk sizes for a trial count: full chunks and one remainder. */
export function chunkSizes(trials: number, chunkSize = DEFAULT_CHUNK): number[] {
  const sizes: number[] = [];
  for (let done = 0; done < trials; done += chunkSize)
    sizes.push(Math.min(chunkSize, trials - done));
  return sizes;
}

/** One unit of work: a slice of one matchup × variant with its own seeded stream. */
export interface ChunkJob {
  ruleset: string;
  procedure: string;
  params: Record<string, unknown>;
  options: Record<string, unknown>;
  seed: string;
  /** Stream key parts: variants of one matchup share keys (common random numbers). */
  matchup: number;
  variant: number;
  chunk: number;
  trials: number;
  /**
   * The cell's layout as the caller made it (Layout.key): a worker that has made a layout with
   * this key reuses it instead of asking the procedure again. A sweep's thousands of cells
   * share a handful of layouts, and making one was a tenth of a 1,000-trial chunk.
   */
  layout?: string;
}

/**
 * Runs one chunk's trials on its own seeded stream and returns its accumulator. The caller
 * passes the job's procedure: `odds` has loaded only its own ruleset, a worker has them all.
 */
export function simulateChunk(job: ChunkJob, procedure: Procedure): Float64Array {
  const layout = layoutOf(job, procedure);
  const acc = layout.create();
  const rng = streamFor({
    seed: job.seed,
    matchup: job.matchup,
    variant: job.variant,
    chunk: job.chunk,
  });
  procedure.simulate.call(
    knowing(procedure, job, layout),
    job.params,
    job.options,
    rng,
    job.trials,
    acc,
  );
  return acc;
}

/** Layouts made on this thread, by key; a long-lived worker starts again past a bound. */
const layouts = new Map<string, Layout>();
const KEPT_LAYOUTS = 1024;

function layoutOf(job: ChunkJob, procedure: Procedure): Layout {
  if (job.layout === undefined) return procedure.metrics(job.params, job.options);
  const known = layouts.get(job.layout);
  if (known) return known;
  if (layouts.size >= KEPT_LAYOUTS) layouts.clear();
  const made = procedure.metrics(job.params, job.options);
  layouts.set(job.layout, made);
  return made;
}

/**
 * The procedure as its simulate sees itself, with the chunk's layout already made: most
 * procedures ask `this.metrics` for their slots, and a sweep's chunks are small enough that
 * making the layout twice was a tenth of a worker's time.
 */
function knowing(procedure: Procedure, job: ChunkJob, layout: Layout): Procedure {
  const self = Object.create(procedure) as Procedure;
  self.metrics = (p, o) =>
    p === job.params && o === job.options ? layout : procedure.metrics(p, o);
  return self;
}

/**
 * Several chunks run as one worker task (engine/tasks.ts sizes them), each on its own stream
 * exactly as if it ran alone. The accumulators come back packed in one Float64Array, so that
 * one buffer is moved back instead of one message per chunk: the chunk count, each
 * accumulator's length, then the accumulators one after another (unpackBatch reads it).
 */
export function simulateBatch(
  jobs: ChunkJob[],
  procedureOf: (job: ChunkJob) => Procedure,
  transform: (job: ChunkJob, acc: Float64Array) => Float64Array = (_, acc) => acc,
): Float64Array {
  return packBatch(jobs.map((j) => transform(j, simulateChunk(j, procedureOf(j)))));
}

/** Accumulators packed into one Float64Array, as simulateBatch gives them back. */
export function packBatch(accs: Float64Array[]): Float64Array {
  let size = 1 + accs.length;
  for (const a of accs) size += a.length;
  const packed = new Float64Array(size);
  packed[0] = accs.length;
  let at = 1 + accs.length;
  accs.forEach((a, i) => {
    packed[1 + i] = a.length;
    packed.set(a, at);
    at += a.length;
  });
  return packed;
}

/** The accumulators of a packed batch, as views into it (no copy), in the batch's order. */
export function unpackBatch(packed: Float64Array): Float64Array[] {
  const n = packed[0];
  const out: Float64Array[] = [];
  let at = 1 + n;
  for (let i = 0; i < n; i++) {
    const len = packed[1 + i];
    out.push(packed.subarray(at, at + len));
    at += len;
  }
  return out;
}
