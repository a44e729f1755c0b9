import { Piscina } from 'piscina';
import { runChunk, type ChunkJob } from '../src/engine/chunks.ts';

/** Runs one chunk; the accumulator's buffer is moved back to the main thread, not copied. */
export default function run(job: ChunkJob) {
  const acc = runChunk(job);
  return Piscina.move(acc);
}
