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
/** Finished jobs and chunk results stay in Redis this long, so that an interrupted run can resume from them. */
export const KEEP_S = 7 * 24 * 3600;
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

/**
 * The data of a queued job and the version that queued it: one chunk (`job`), or several that
 * travel together (`jobs`, a batch: the engine groups chunks far shorter than a job's round
 * trip, engine/tasks.ts), each still on its own stream.
 */
export type ChunkData = { version: string } & ({ job: ChunkJob } | { jobs: ChunkJob[] });

/** The chunks a queued job carries, in order. */
export const chunksOf = (d: ChunkData): ChunkJob[] => ('jobs' in d ? d.jobs : [d.job]);

/**
 * A finished chunk's accumulator is also kept under this key plus its chunk id (for 7 days,
 * like the jobs), whichever job carried it: a re-run may group chunks differently, so it
 * finds them chunk by chunk.
 */
export const RESULT_KEY = `${PREFIX}:results:`;

/** Names the chunk of a batch that failed, so that the driver can name it in turn. */
export const chunkFailure = (job: ChunkJob, message: string) =>
  `chunk ${job.chunk} of matchup ${job.matchup}: ${message}`;

/** The chunk of `jobs` that a failure names (chunkFailure), and what it says; or undefined. */
export function failedChunk(
  jobs: ChunkJob[],
  reason: string,
): { job: ChunkJob; message: string } | undefined {
  const m = /^chunk (\d+) of matchup (\d+): ([^]*)$/.exec(reason);
  const job = m && jobs.find((j) => j.chunk === Number(m[1]) && j.matchup === Number(m[2]));
  return job ? { job, message: m[3] } : undefined;
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

/** A batch's id in the queue: a hash of its chunks' ids, in order. */
export function batchId(version: string, jobs: ChunkJob[]): string {
  const h = createHash('sha256').update('batch\0');
  for (const j of jobs) h.update(chunkId(version, j));
  return h.digest('hex').slice(0, 32);
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
