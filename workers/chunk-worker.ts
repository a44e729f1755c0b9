import { writeSync } from 'node:fs';
import { Piscina } from 'piscina';
import { runChunk, type ChunkJob } from '../src/engine/chunks.ts';
import { fault } from '../src/engine/faults.ts';
import { getProcedure, getRuleset } from '../src/rulesets/registry.ts';

/** Test faults (engine/faults.ts) aimed at one chunk of the first matchup. */
const aimed = (name: string, job: ChunkJob) => {
  const v = fault(name);
  return v !== undefined && job.matchup === 0 && Number(v) === job.chunk;
};

/** Runs one chunk; the accumulator's buffer is moved back to the main thread, not copied. */
export default function run(job: ChunkJob | null) {
  if (job === null) return null; // a warm-up: the worker has loaded
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
  const acc = runChunk(job, getProcedure(getRuleset(job.ruleset), job.procedure));
  return Piscina.move(aimed('bad-accumulator', job) ? acc.subarray(1).slice() : acc);
}
