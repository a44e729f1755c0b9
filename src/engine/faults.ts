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
  return faults().get(name);
}

/**
 * The variable read once per thread: tests set it for the whole process they start, and a
 * worker asks for four faults a chunk, where reading process.env each time cost a sweep's
 * workers a tenth as much as their dice.
 */
let parsed: Map<string, string> | undefined;
function faults(): Map<string, string> {
  if (parsed) return parsed;
  parsed = new Map();
  for (const part of (process.env.HIGHNOON_TEST_FAULT ?? '').split(',')) {
    const [key, value] = part.split('=');
    if (key.trim() && !parsed.has(key.trim())) parsed.set(key.trim(), value?.trim() ?? '');
  }
  return parsed;
}
