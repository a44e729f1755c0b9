import { writeSync } from 'node:fs';
import { raiseInliningBudget } from '../src/engine/inlining.ts';
import { runChunk, simulateBatch, type ChunkJob } from '../src/engine/chunks.ts';
import { fault } from '../src/engine/faults.ts';
import { getProcedure, getRuleset } from '../src/rulesets/registry.ts';

/** Test faults (engine/faults.ts) aimed at one chunk of the first matchup. */
const aimed = (name: string, job: ChunkJob) => {
  const v = fault(name);
  return v !== undefined && job.matchup === 0 && Number(v) === job.chunk;
};

const procedureOf = (job: ChunkJob) => getProcedure(getRuleset(job.ruleset), job.procedure);

/**
 * Runs one chunk, or a batch of chunks packed into one Float64Array (engine/tasks.ts), and
 * gives the accumulator back to be copied, never moved (transferred): moving it detaches its
 * buffer, and the first detached ArrayBuffer in a thread makes V8 check every typed-array
 * access of that thread for detachment from then on (its ArrayBufferDetaching protector is
 * gone for good). The simulation is typed-array reads and writes: with moved results the
 * thread ran the duel about 15% slower than the main thread (paired A/B, `bench --only pool`
 * 0.82x with moves). The copy is a few hundred bytes per chunk.
 */
export default function run(task: ChunkJob | { batch: ChunkJob[] } | null) {
  if (task === null) return null; // a warm-up: the worker has loaded
  if ('batch' in task) {
    raiseInliningBudget();
    return simulateBatch(
      task.batch,
      (job) => (faults(job), procedureOf(job)),
      (job, acc) => (aimed('bad-accumulator', job) ? acc.subarray(1).slice() : acc),
    );
  }
  const job = task;
  faults(job);
  const acc = runChunk(job, procedureOf(job));
  return aimed('bad-accumulator', job) ? acc.subarray(1).slice() : acc;
}

/** The test faults that stop or slow a chunk, before it runs. */
function faults(job: ChunkJob) {
  if (aimed('hang-chunk', job)) {
    // Straight to the process's stderr: a worker's own stream is relayed by the main thread later.
    writeSync(2, `highnoon-test: chunk ${job.chunk} hangs\n`);
    // Blocks this thread for good without using the CPU, as a deadlocked chunk would.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  }
  const slow = fault('slow-chunks');
  // Every chunk takes this long (ms), so that a test can signal a worker while it is busy.
  if (slow !== undefined)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(slow));
  // A chunk that throws wherever it runs, as bad input that slipped through validation would.
  if (aimed('fail-chunk', job)) throw new Error(`injected failure of chunk ${job.chunk}`);
}
