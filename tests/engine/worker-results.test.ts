import { describe, expect, it } from 'vitest';
import run from '../../workers/chunk-worker.ts';
import { simulateChunk, unpackBatch, type ChunkJob } from '../../src/engine/chunks.ts';
import { getProcedure, getRuleset } from '../../src/rulesets/registry.ts';
import { resolveMatchup } from '../../src/rulesets/validate.ts';

const cowpoke = getRuleset('cowpoke');
const shot = getProcedure(cowpoke, 'shot');
const { params, options } = resolveMatchup(
  cowpoke,
  shot,
  { weapon: 'revolver', range: 'short' },
  {},
);
const job = (chunk: number): ChunkJob => ({
  ruleset: 'cowpoke',
  procedure: 'shot',
  params,
  options,
  seed: 'worker-results',
  matchup: 0,
  variant: 0,
  chunk,
  trials: 2000,
});

// The worker must hand its accumulators back to be copied, not moved: a move detaches the
// buffer, and after the first detached buffer V8 checks every typed-array access of that
// thread (workers/chunk-worker.ts says what that cost). A moved result comes back wrapped for
// piscina, not as the Float64Array itself.
describe('the worker thread gives its results back as plain Float64Arrays', () => {
  it('one chunk: the accumulator itself, as the chunk computes it', () => {
    const out = run(job(0));
    expect(out).toBeInstanceOf(Float64Array);
    expect([...(out as Float64Array)]).toEqual([...simulateChunk(job(0), shot)]);
  });

  it('a batch: one packed Float64Array holding each chunk in order', () => {
    const out = run({ batch: [job(1), job(2)] });
    expect(out).toBeInstanceOf(Float64Array);
    const accs = unpackBatch(out as Float64Array);
    expect(accs.map((a) => [...a])).toEqual([1, 2].map((c) => [...simulateChunk(job(c), shot)]));
  });
});
