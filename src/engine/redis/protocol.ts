import { createHash } from 'node:crypto';
import type { ChunkJob } from '../chunks.ts';

/**
 * What the driver and the workers agree on in Redis. Every key starts with `highnoon:`. The
 * queue's name carries the code version, so a worker only ever sees chunks its own code
 * would compute identically.
 */
export const PREFIX = 'highnoon';
export const queueName = (version: string) => `chunks-${version}`;

/** Workers and drivers announce themselves under these keys, refreshed while they live. */
export const WORKER_KEY = `${PREFIX}:workers:`;
export const DRIVER_KEY = `${PREFIX}:drivers:`;
export const HEARTBEAT_MS = 5000;
export const HEARTBEAT_TTL_S = 15;

export interface Presence {
  id: string;
  version: string;
  host: string;
  pid: number;
  threads?: number;
  concurrency?: number;
  chunks?: number;
  trials?: number;
}

/** The data of a queued chunk: the job itself and the version that queued it. */
export interface ChunkData {
  version: string;
  job: ChunkJob;
}

/** JSON with object keys sorted, so that equal jobs always hash alike. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/**
 * A chunk's id in the queue: a hash of the code version and everything the chunk's numbers
 * depend on (ruleset, procedure, params, options, seed, stream key, trials). A re-run queues
 * the same ids, so chunks already done are taken from Redis instead of run again.
 */
export function chunkId(version: string, job: ChunkJob): string {
  return createHash('sha256')
    .update(version)
    .update('\0')
    .update(canonical(job))
    .digest('hex')
    .slice(0, 32);
}

/** An accumulator as text, bit for bit: the little-endian bytes of its doubles in base64. */
export function encodeAccumulator(acc: Float64Array): string {
  return Buffer.from(acc.buffer, acc.byteOffset, acc.byteLength).toString('base64');
}

export function decodeAccumulator(text: string): Float64Array {
  const bytes = Buffer.from(text, 'base64');
  const out = new Float64Array(bytes.length / 8);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}
