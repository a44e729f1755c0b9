/**
 * Faults injected by the test suite, for what a test cannot cause reliably from outside (a
 * chunk that never returns, a signal between two files of a write, a full disk). The
 * product reads HIGHNOON_TEST_FAULT only here and only for this; the code paths the faults
 * drive are the real ones.
 *
 * The variable is a comma-separated list of `name` or `name=value`, for example
 * `hang-chunk=3,signal-during-write=SIGINT` (workers/chunk-worker.ts aims hang-chunk,
 * fail-chunk and bad-accumulator at one chunk of the first matchup; slow-chunks=ms slows every chunk).
 */
export function fault(name: string): string | undefined {
  const spec = process.env.HIGHNOON_TEST_FAULT;
  if (!spec) return undefined;
  for (const part of spec.split(',')) {
    const [key, value] = part.split('=');
    if (key.trim() === name) return value?.trim() ?? '';
  }
  return undefined;
}
