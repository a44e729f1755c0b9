import { hostname } from 'node:os';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { unpackBatch, type ChunkJob } from '../chunks.ts';
import type { Executor } from '../executor.ts';
import { RunAborted } from '../run.ts';
import { codeVersion } from './code-version.ts';
import { connect, hangUp, probe, reason, redisOptions } from './connection.ts';
import {
  batchId,
  chunksOf,
  decodeAccumulator,
  chunkId,
  DRIVER_KEY,
  failedChunk,
  KEEP_S,
  RESULT_KEY,
  HEARTBEAT_MS,
  HEARTBEAT_TTL_S,
  PREFIX,
  queueName,
  type ChunkData,
  type Presence,
} from './protocol.ts';
import { readPresence } from './presence.ts';
import type { RedisTarget } from './url.ts';

/** Chunks queued at once: enough to keep a large cluster busy, few enough to bound Redis's memory. */
const IN_FLIGHT = 4096;
/**
 * A task through the queue should take this long at least: a job's round trip is a few
 * milliseconds and costs Redis about 0.2 ms of CPU (README, Sizing a large cluster), so chunks
 * shorter than that travel together, several to a job, until a job carries a quarter of a
 * second of work (the queue's cost then about 1%), as long as every worker thread still gets
 * several jobs.
 */
const TASK_MS = 250;
/** Worker threads assumed when fewer are connected as the run starts, so that late ones find work. */
const MIN_THREADS = 4;
/**
 * Tries of a chunk that throws. A chunk is a pure function of its job, so what fails twice
 * fails everywhere; one retry (often on another worker) lets a run survive a fault of one
 * machine (a thread out of memory, a broken install) without retrying real errors for long.
 */
const ATTEMPTS = 2;

export interface RedisExecutorSettings {
  target: RedisTarget;
  /** Aborted by Ctrl-C: unstarted chunks are taken off the queue and the run stops. */
  signal?: AbortSignal;
  /** How long Redis may stay unreachable during a run before the run fails. */
  patienceMs?: number;
  /** One line of what is happening, for stderr. */
  log?(line: string): void;
  /** How the user starts a worker, said when none is connected (the caller knows its commands). */
  startWorkerHint?: string;
}

/** What the driver knows of the run, for its progress line. */
export interface QueueStatus {
  done: number;
  resumed: number;
  workers: number;
}

interface Waiter {
  data: ChunkData;
  resolve(accs: Float64Array[]): void;
  reject(e: unknown): void;
}

/** "chunk 3 of matchup 0", and how many more a batch carries. */
function describeJob(d: ChunkData): string {
  const [first, ...more] = chunksOf(d);
  return `chunk ${first.chunk} of matchup ${first.matchup}${more.length ? ` and ${more.length} more` : ''}`;
}

/**
 * Runs chunks on `highnoon worker` processes through a BullMQ queue. A chunk's queue id is a
 * hash of the code version and the chunk (protocol.ts), and finished chunks stay in Redis: a
 * re-run of the same scenario and options takes them from there and queues only the rest.
 * The engine merges results in chunk order, so the numbers are those of a local run.
 */
export class RedisExecutor implements Executor {
  readonly threads = IN_FLIGHT / 2;
  private readonly waiting = new Map<string, Waiter>();
  private failure: unknown;
  private lostSince: number | undefined;
  private closing = false;
  private removing: Promise<unknown> = Promise.resolve();
  private beat: Promise<void> = Promise.resolve();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly status_: QueueStatus = { done: 0, resumed: 0, workers: 0 };
  /** Threads of the connected workers of this code version, at the last heartbeat. */
  private workerThreads = 0;
  /** Rejects when the run fails: what waits on Redis races it, so that a lost Redis cannot hold the run. */
  private readonly failed: Promise<never>;
  private rejectFailed: (e: unknown) => void = () => {};
  private warnedIdle = false;
  private readonly warnedVersions = new Set<string>();
  private readonly id = `${hostname()}:${process.pid}`;
  private readonly started = Date.now();

  private constructor(
    private readonly s: RedisExecutorSettings,
    readonly version: string,
    private readonly redis: Redis,
    private readonly queue: Queue<ChunkData, string>,
    private readonly events: QueueEvents,
  ) {
    this.failed = new Promise<never>((_, reject) => (this.rejectFailed = reject));
    this.failed.catch(() => {});
  }

  /** Connects, or refuses (exit 2) within seconds when Redis does not answer. */
  static async connect(s: RedisExecutorSettings): Promise<RedisExecutor> {
    await probe(s.target);
    const version = codeVersion();
    const name = queueName(version);
    const redis = connect(s.target, 'highnoon-driver');
    // Events are read from the stream's current end, taken before anything is queued, so
    // that no completion of ours can slip by between queueing and listening.
    const last =
      (await redis.xrevrange(`${PREFIX}:${name}:events`, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0';
    const queue = new Queue<ChunkData, string>(name, {
      connection: redisOptions(s.target),
      prefix: PREFIX,
      defaultJobOptions: {
        attempts: ATTEMPTS,
        removeOnComplete: { age: KEEP_S },
        removeOnFail: { age: KEEP_S },
      },
    });
    const events = new QueueEvents(name, {
      connection: redisOptions(s.target),
      prefix: PREFIX,
      lastEventId: last,
    });
    const exec = new RedisExecutor(s, version, redis, queue, events);
    exec.listen();
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
    await exec.heartbeat();
    return exec;
  }

  status(): QueueStatus {
    return { ...this.status_ };
  }

  taskSizing(): { taskMs: number; threads: number } {
    return { taskMs: TASK_MS, threads: Math.max(MIN_THREADS, this.workerThreads) };
  }

  async run(job: ChunkJob): Promise<Float64Array> {
    return (await this.runBatch([job]))[0];
  }

  /**
   * Chunks as one job (one chunk alone as a chunk job). Chunks whose results Redis already
   * keeps, from any job of an earlier run, are taken from there; the rest are queued.
   */
  async runBatch(jobs: ChunkJob[]): Promise<Float64Array[]> {
    if (this.failure !== undefined) throw this.failure;
    const ids = jobs.map((j) => chunkId(this.version, j));
    const kept = await Promise.race([
      this.redis.mget(ids.map((id) => RESULT_KEY + id)),
      this.failed,
    ]);
    const accs = kept.map((v) => (v ? decodeAccumulator(v) : undefined));
    const missing = jobs.filter((_, i) => !accs[i]);
    this.status_.resumed += jobs.length - missing.length;
    this.status_.done += jobs.length - missing.length;
    if (missing.length) {
      const got = await this.queueJob(
        missing.length === 1
          ? { version: this.version, job: missing[0] }
          : { version: this.version, jobs: missing },
      );
      let k = 0;
      for (let i = 0; i < accs.length; i++) accs[i] ??= got[k++];
    }
    return accs as Float64Array[];
  }

  private async queueJob(data: ChunkData): Promise<Float64Array[]> {
    const id = 'jobs' in data ? batchId(this.version, data.jobs) : chunkId(this.version, data.job);
    const result = new Promise<Float64Array[]>((resolve, reject) =>
      this.waiting.set(id, { data, resolve, reject }),
    );
    // The run can fail (Redis lost past the patience) while this chunk is still being queued,
    // and queueing waits for Redis to come back: racing the two hands the failure to the caller
    // (exit 3) instead of leaving it unhandled (exit 1) or waiting for a Redis that is gone.
    try {
      await Promise.race([this.submit(id, data), result]);
    } catch (e) {
      if (this.failure === undefined)
        this.fail(
          new Error(
            `could not queue a chunk on ${this.s.target.shown}: ${reason(e, this.s.target)}`,
          ),
        );
    }
    return result;
  }

  /** Queues a job unless Redis already has it: done (resume), failed before (retried), or queued. */
  private async submit(id: string, data: ChunkData): Promise<void> {
    const known = await this.queue.getJob(id);
    if (!known) {
      await this.queue.add('jobs' in data ? 'chunks' : 'chunk', data, { jobId: id });
      return;
    }
    if (known.finishedOn && known.returnvalue) {
      this.status_.resumed += chunksOf(data).length;
      this.settle(id, known.returnvalue);
    } else if (known.finishedOn) {
      await known.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }); // a new run, new tries
    }
  }

  private settle(id: string, value: string): void {
    const w = this.waiting.get(id);
    if (!w) return;
    this.waiting.delete(id);
    this.status_.done += chunksOf(w.data).length;
    const packed = decodeAccumulator(value);
    w.resolve('jobs' in w.data ? unpackBatch(packed) : [packed]);
  }

  /** The run stops: every chunk still awaited rejects, and chunks not yet started leave the queue. */
  private fail(e: unknown): void {
    if (this.failure !== undefined) return;
    this.failure = e;
    this.rejectFailed(e);
    const ids = [...this.waiting.keys()];
    for (const w of this.waiting.values()) w.reject(e);
    this.waiting.clear();
    if (this.lostSince === undefined)
      this.removing = Promise.all(ids.map((id) => this.queue.remove(id).catch(() => 0)));
  }

  private listen(): void {
    const { target, signal, log = () => {} } = this.s;
    this.events.on('completed', ({ jobId, returnvalue }) =>
      this.settle(jobId, returnvalue as unknown as string),
    );
    this.events.on('failed', ({ jobId, failedReason }) => {
      const w = this.waiting.get(jobId);
      if (!w) return;
      // A batch's worker names the chunk that failed (protocol.ts); a chunk job is that chunk.
      const jobs = chunksOf(w.data);
      const named = jobs.length > 1 ? failedChunk(jobs, failedReason) : undefined;
      const { seed, matchup, variant, chunk } = named?.job ?? jobs[0];
      const more = jobs.length > 1 && !named ? ` (in a batch of ${jobs.length} chunks)` : '';
      this.fail(
        new Error(
          `chunk ${chunk} of matchup ${matchup} (seed "${seed}", stream ${seed}/${matchup}/${variant}/${chunk})${more} failed ${ATTEMPTS} times on workers: ${named?.message ?? failedReason}`,
        ),
      );
    });
    this.events.on('stalled', ({ jobId }) => {
      const w = this.waiting.get(jobId);
      if (w)
        log(
          `a worker stopped answering during ${describeJob(w.data)}; ${'jobs' in w.data ? 'they go' : 'the chunk goes'} back to the queue`,
        );
    });
    this.events.on('error', () => {}); // connection trouble is watched on this.redis
    this.queue.on('error', () => {});
    signal?.addEventListener('abort', () => this.fail(new RunAborted()), { once: true });

    this.redis.on('error', () => {});
    this.redis.on('close', () => {
      if (this.lostSince === undefined && !this.closing) {
        this.lostSince = Date.now();
        log(`lost Redis at ${target.shown}; reconnecting`);
      }
    });
    this.redis.on('ready', () => {
      if (this.lostSince === undefined) return;
      this.lostSince = undefined;
      log(`reconnected to Redis at ${target.shown}`);
      void this.requeueLost();
    });
    const patience = this.s.patienceMs ?? 30_000;
    this.timers.push(
      setInterval(() => {
        if (this.lostSince !== undefined && Date.now() - this.lostSince > patience)
          this.fail(
            new Error(
              `lost Redis at ${target.shown} for ${Math.round(patience / 1000)} s; ${this.status_.done} chunks had come back. ` +
                'Finished chunks stay in Redis if it kept its data: run the same command again to resume',
            ),
          );
      }, 250),
      setInterval(() => (this.beat = this.heartbeat().catch(() => {})), HEARTBEAT_MS),
    );
  }

  /** After Redis comes back empty (restarted without saving), chunks it forgot are queued again. */
  private async requeueLost(): Promise<void> {
    for (const [id, w] of [...this.waiting])
      if (!(await this.queue.getJob(id))) await this.submit(id, w.data).catch(() => {});
  }

  /** Announces the run, counts the workers that can take its chunks, and says why none do. */
  private async heartbeat(): Promise<void> {
    const log = this.s.log ?? (() => {});
    const me: Presence = { id: this.id, version: this.version, host: hostname(), pid: process.pid };
    await this.redis.set(DRIVER_KEY + this.id, JSON.stringify(me), 'EX', HEARTBEAT_TTL_S);
    const workers = await readPresence(this.redis, 'workers');
    const mine = workers.filter((w) => w.version === this.version);
    this.status_.workers = mine.length;
    this.workerThreads = mine.reduce((n, w) => n + (w.threads ?? 1), 0);
    for (const w of workers)
      if (w.version !== this.version && !this.warnedVersions.has(w.version)) {
        this.warnedVersions.add(w.version);
        const n = workers.filter((o) => o.version === w.version).length;
        log(
          `${n} worker${n === 1 ? '' : 's'} on ${this.s.target.shown} run${n === 1 ? 's' : ''} code version ${w.version}, not this run's ${this.version}: they will not take its chunks`,
        );
      }
    if (!mine.length && !this.warnedIdle && Date.now() - this.started > 2 * HEARTBEAT_MS) {
      this.warnedIdle = true;
      log(
        `no worker of code version ${this.version} is connected${this.s.startWorkerHint ? `: ${this.s.startWorkerHint}` : ''}`,
      );
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const t of this.timers) clearInterval(t);
    const { done, resumed } = this.status_;
    if (done)
      this.s.log?.(
        `${done} chunks came back through Redis${resumed ? `, ${resumed} of them finished by an earlier run` : ''}`,
      );
    if (this.lostSince === undefined)
      await Promise.all([
        this.removing,
        this.beat.then(() => this.redis.del(DRIVER_KEY + this.id)).catch(() => {}),
      ]);
    await Promise.race([
      Promise.all([this.events.close(), this.queue.close()]).catch(() => {}),
      new Promise((r) => setTimeout(r, 2000).unref()),
    ]);
    await hangUp(this.redis);
  }
}
