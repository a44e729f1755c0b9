import { InputError } from '../core/errors.ts';
import type { Executor } from '../engine/executor.ts';
import { parseRedisUrl, RedisUrlError, type RedisTarget } from '../engine/redis/url.ts';

/** Seconds a run waits for a lost Redis to come back before it fails (exit 3). */
export const PATIENCE_ENV = 'HIGHNOON_REDIS_PATIENCE';

const log = (line: string) => process.stderr.write(`highnoon: ${line}\n`);

/** The `--redis` flag's URL, its problems worded as the flag's (`--redis: not a URL: …`). */
export function redisFlagTarget(flag: string | boolean): RedisTarget {
  try {
    return parseRedisUrl(flag);
  } catch (e) {
    if (e instanceof RedisUrlError)
      throw new InputError(RedisUrlError.describe('--redis', e.shown, e.what));
    throw e;
  }
}

/**
 * The executor for `--redis`: checks the URL and that Redis answers (exit 2 otherwise) before
 * any work starts. BullMQ loads only when asked for.
 */
export async function redisExecutor(
  flag: string | boolean,
  signal: AbortSignal,
): Promise<{ executor: Executor; note(): string }> {
  const target = redisFlagTarget(flag);
  const patience = Number(process.env[PATIENCE_ENV] ?? 30);
  const { RedisExecutor } = await import('../engine/redis/executor.ts');
  const executor = await RedisExecutor.connect({
    target,
    signal,
    patienceMs: 1000 * (patience > 0 ? patience : 30),
    log,
    startWorkerHint: `start one with \`highnoon worker --redis ${target.shown}\``,
  });
  const { workers } = executor.status();
  log(
    `queueing chunks on ${target.shown} for workers of code version ${executor.version}; ${workers} connected`,
  );
  return {
    executor,
    note() {
      const s = executor.status();
      return `${s.done} chunks back${s.resumed ? ` (${s.resumed} from before)` : ''} | ${s.workers} worker${s.workers === 1 ? '' : 's'}`;
    },
  };
}
