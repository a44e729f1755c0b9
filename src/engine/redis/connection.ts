import { isIP } from 'node:net';
import type { RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { InputError } from '../../core/errors.ts';
import type { RedisTarget } from './url.ts';

/** Connection options for a target, for BullMQ and ioredis alike. BullMQ's blocking connections need maxRetriesPerRequest null. */
export function redisOptions(t: RedisTarget): RedisOptions {
  return {
    host: t.host,
    port: t.port,
    db: t.db,
    username: t.username,
    password: t.password,
    // SNI takes host names only, never an address.
    tls: t.tls ? (isIP(t.host) ? {} : { servername: t.host }) : undefined,
    maxRetriesPerRequest: null,
    // Reconnect for ever, at most every 2 s: whoever owns the connection decides when to give up.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  };
}

export function connect(t: RedisTarget, name: string): Redis {
  return new Redis({ ...redisOptions(t), connectionName: name });
}

/** Closes a connection without waiting for a server that may be gone. */
export async function hangUp(redis: Redis): Promise<void> {
  if (redis.status === 'ready')
    await Promise.race([redis.quit().catch(() => undefined), sleep(1000)]);
  redis.disconnect();
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

/**
 * Checks that Redis answers within a few seconds, before any work starts; an unreachable or
 * refusing server is refused like bad input (exit 2), with the password masked.
 */
export async function probe(t: RedisTarget, timeoutMs = 3000): Promise<void> {
  const redis = new Redis({
    ...redisOptions(t),
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: unknown;
  redis.on('error', (e) => (cause ??= e)); // reported below, once
  try {
    await Promise.race([
      redis.connect().then(() => redis.ping()),
      sleep(timeoutMs).then(() => {
        throw new Error(`no answer within ${timeoutMs / 1000} s`);
      }),
    ]);
  } catch (e) {
    throw new InputError(`cannot reach Redis at ${t.shown}: ${reason(cause ?? e, t)}`);
  } finally {
    redis.disconnect();
  }
}

/** An error's message without the password, should a library ever echo it. */
export function reason(e: unknown, t: RedisTarget): string {
  const text = (e as Error)?.message ?? String(e);
  return t.password ? text.split(t.password).join('***') : text;
}
