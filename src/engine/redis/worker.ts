import { hostname } from 'node:os';
import { Worker, type Job } from 'bullmq';
import { packBatch, type ChunkJob } from '../chunks.ts';
import { PoolExecutor } from '../executor.ts';
import { codeVersion } from './code-version.ts';
import { connect, hangUp, probe, reason, redisOptions, sleep } from './connection.ts';
import {
  chunkFailure,
  chunkId,
  chunksOf,
  encodeAccumulator,
  failedChunk,
  HEARTBEAT_MS,
  KEEP_S,
  RESULT_KEY,
  HEARTBEAT_TTL_S,
  PREFIX,
  queueName,
  WORKER_KEY,
  type ChunkData,
  type Presence,
} from './protocol.ts';
import { readPresence } from './presence.ts';
import type { RedisTarget } from './url.ts';

export interface WorkerSettings {
  target: RedisTarget;
  threads: number;
  /** Chunks taken at once; more than the threads keeps them busy while results travel. */
  concurrency: number;
  /** How long a chunk stays with a worker that stopped answering before it goes to another. */
  lockMs: number;
  log(line: string): void;
  /** Time between the lines that sum up the work done. */
  reportEveryMs?: number;
}

export interface RunningWorker {
  readonly version: string;
  /** Takes no new chunks, finishes the running ones, then disconnects. */
  finish(): Promise<void>;
  /** Takes no new chunks and hands the running ones back to the queue at once. */
  handBack(): Promise<void>;
}

/**
 * `highnoon worker`: takes chunk jobs of its own code version from the queue and runs them
 * on a local thread pool. It reconnects whenever Redis comes back, says what it does, and
 * announces itself so that drivers can count the workers and spot other code versions.
 */
export async function startWorker(s: WorkerSettings): Promise<RunningWorker> {
  await probe(s.target);
  const version = codeVersion();
  const id = `${hostname()}:${process.pid}`;
  const pool = new PoolExecutor(s.threads);
  const redis = connect(s.target, 'highnoon-worker');
  const running = new Map<string, { job: Job<ChunkData, string>; token?: string }>();
  const done = { chunks: 0, trials: 0 };
  /** Chunks in the running jobs (a batch carries several). */
  const runningChunks = () => {
    let n = 0;
    for (const { job } of running.values()) n += chunksOf(job.data).length;
    return n;
  };
  let lastRun = '';
  let stopping = false;

  /**
   * A batch's chunks in one pool task. When it fails, its chunks run one at a time to find the
   * one that fails, and the error names it (protocol.ts), so that the driver can say which.
   */
  const runBatch = async (chunks: ChunkJob[]): Promise<Float64Array[]> => {
    try {
      return await pool.runBatch(chunks);
    } catch (e) {
      for (const c of chunks)
        await pool.run(c).catch((f: unknown) => {
          throw new Error(chunkFailure(c, f instanceof Error ? f.message : String(f)));
        });
      throw e;
    }
  };

  const worker = new Worker<ChunkData, string>(
    queueName(version),
    async (job, token) => {
      const chunks = chunksOf(job.data);
      const run = `${chunks[0].ruleset} ${chunks[0].procedure}, seed "${chunks[0].seed}"`;
      if (run !== lastRun) s.log(`taking chunks of ${run}`);
      lastRun = run;
      running.set(job.id!, { job, token });
      try {
        const accs = 'jobs' in job.data ? await runBatch(chunks) : [await pool.run(chunks[0])];
        // Each chunk's result under its own key too, so that a re-run that groups the chunks
        // differently still finds them (protocol.ts).
        const keep = redis.multi();
        chunks.forEach((c, i) =>
          keep.set(RESULT_KEY + chunkId(version, c), encodeAccumulator(accs[i]), 'EX', KEEP_S),
        );
        await keep.exec();
        done.chunks += chunks.length;
        for (const c of chunks) done.trials += c.trials;
        return encodeAccumulator('jobs' in job.data ? packBatch(accs) : accs[0]);
      } finally {
        running.delete(job.id!);
      }
    },
    {
      connection: redisOptions(s.target),
      prefix: PREFIX,
      concurrency: s.concurrency,
      lockDuration: s.lockMs,
      stalledInterval: s.lockMs,
      // A chunk whose worker died goes back to the queue; twice more is a pattern, not bad luck.
      maxStalledCount: 2,
    },
  );
  worker.on('failed', (job, e) => {
    if (!job) return;
    const chunks = chunksOf(job.data);
    const named = chunks.length > 1 ? failedChunk(chunks, e.message) : undefined;
    const c = named?.job ?? chunks[0];
    const more = chunks.length > 1 && !named ? ` (in a batch of ${chunks.length} chunks)` : '';
    s.log(
      `chunk ${c.chunk} of matchup ${c.matchup}${more} failed (attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1}): ${named?.message ?? e.message}`,
    );
  });
  worker.on('error', () => {}); // connection trouble is reported once, below

  let lost = false;
  redis.on('error', () => {});
  redis.on('close', () => {
    if (!lost && !stopping) s.log(`lost Redis at ${s.target.shown}; reconnecting`);
    lost = true;
  });
  redis.on('ready', () => {
    if (lost) s.log(`reconnected to Redis at ${s.target.shown}`);
    lost = false;
  });

  const warned = new Set<string>();
  const heartbeat = async () => {
    const me: Presence = {
      id,
      version,
      host: hostname(),
      pid: process.pid,
      threads: s.threads,
      concurrency: s.concurrency,
      ...done,
    };
    await redis.set(WORKER_KEY + id, JSON.stringify(me), 'EX', HEARTBEAT_TTL_S);
    for (const d of await readPresence(redis, 'drivers'))
      if (d.version !== version && !warned.has(d.version)) {
        warned.add(d.version);
        s.log(
          `a run on ${d.host} uses code version ${d.version}; this worker has ${version} and will not take its chunks (start a worker from the same code)`,
        );
      }
  };
  let reported = { ...done, at: Date.now() };
  const report = () => {
    const chunks = done.chunks - reported.chunks,
      trials = done.trials - reported.trials,
      secs = (Date.now() - reported.at) / 1000;
    if (chunks)
      s.log(
        `${chunks} chunks, ${trials.toLocaleString('en')} trials in ${Math.round(secs)} s (${Math.round(trials / secs).toLocaleString('en')} trials/s); ${done.chunks} chunks in all`,
      );
    reported = { ...done, at: Date.now() };
  };
  // The last beat is awaited before the worker's key is deleted, so that it cannot bring the key back.
  let beat: Promise<void> = Promise.resolve();
  const timers = [
    setInterval(() => (beat = heartbeat().catch(() => {})), HEARTBEAT_MS),
    setInterval(report, s.reportEveryMs ?? 10_000),
  ];

  await worker.waitUntilReady();
  await heartbeat();
  s.log(
    `worker ${id}: ${s.threads} thread${s.threads === 1 ? '' : 's'}, up to ${s.concurrency} chunks at once, code version ${version}; waiting for chunks on ${s.target.shown}`,
  );

  const shutDown = async (force: boolean) => {
    stopping = true;
    for (const t of timers) clearInterval(t);
    // With Redis gone, finished chunks cannot be handed in: stop once none is running.
    const idleAndCutOff = async () => {
      while (!(lost && running.size === 0)) await sleep(200);
    };
    const closed = worker.close(force).then(
      () => true,
      () => true,
    );
    if (!(await Promise.race([closed, (force ? sleep(2000) : idleAndCutOff()).then(() => false)])))
      await Promise.race([worker.disconnect().catch(() => {}), sleep(1000)]);
    await pool.close();
    if (!lost) await beat.then(() => redis.del(WORKER_KEY + id)).catch(() => {});
    await hangUp(redis);
  };
  return {
    version,
    async finish() {
      const n = runningChunks();
      s.log(
        n
          ? `stopping: finishing ${n} running chunk${n === 1 ? '' : 's'} (signal again to hand them back now)`
          : 'stopping',
      );
      await shutDown(false);
      s.log('stopped');
    },
    async handBack() {
      const jobs = [...running.values()];
      await Promise.all(
        jobs.map(({ job, token }) =>
          job
            .moveToWait(token)
            .catch((e) =>
              s.log(
                `could not hand back chunk ${chunksOf(job.data)[0].chunk}: ${reason(e, s.target)}`,
              ),
            ),
        ),
      );
      const n = runningChunks();
      if (n) s.log(`handed ${n} running chunk${n === 1 ? '' : 's'} back to the queue`);
      await shutDown(true);
      s.log('stopped');
    },
  };
}
