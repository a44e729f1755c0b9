import { raiseInliningBudget } from './inlining.ts';
import { simulateChunk, type ChunkJob } from './chunk-plan.ts';
import type { Procedure } from '../rulesets/types.ts';

// The plan and the simulation of a chunk are pure and also run in the odds page's Web Worker;
// the Node-only V8 setup stays here.
export {
  DEFAULT_CHUNK,
  PRECISION_CHUNK,
  chunkSizes,
  packBatch,
  planChunkSize,
  simulateBatch,
  simulateChunk,
  unpackBatch,
  type ChunkJob,
} from './chunk-plan.ts';

/** Runs one chunk and returns its accumulator. The worker threads call exactly this. */
export function runChunk(job: ChunkJob, procedure: Procedure): Float64Array {
  raiseInliningBudget();
  return simulateChunk(job, procedure);
}
