import type { Redis } from 'ioredis';
import { PREFIX, type Presence } from './protocol.ts';

/** The workers or drivers that announced themselves within the last heartbeat TTL. */
export async function readPresence(redis: Redis, kind: 'workers' | 'drivers'): Promise<Presence[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${PREFIX}:${kind}:*`, 'COUNT', 500);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  if (!keys.length) return [];
  const values = await redis.mget(...keys);
  return values.filter((v): v is string => v !== null).map((v) => JSON.parse(v) as Presence);
}
