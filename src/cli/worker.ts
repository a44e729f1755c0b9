import { Command } from 'commander';
import { defaultThreads } from '../engine/executor.ts';
import { startWorker, type RunningWorker } from '../engine/redis/worker.ts';
import { REDIS_URL_ENV } from '../engine/redis/url.ts';
import { redisFlagTarget } from './redis.ts';
import { COMMAND_SUMMARIES } from './commands.ts';
import { positiveInt } from './run.ts';

export interface WorkerFlags {
  redis?: string | boolean;
  threads?: string;
  concurrency?: string;
  lockTimeout?: string;
}

const stamp = () => new Date().toISOString().slice(11, 19);

export function workerCommand(): Command {
  return new Command('worker')
    .description(COMMAND_SUMMARIES.worker.description)
    .option(
      '--redis [url]',
      `the Redis server, redis://[:password@]host[:port][/db] or rediss:// for TLS (default: $${REDIS_URL_ENV})`,
    )
    .option('--threads <n>', 'worker threads (default: all cores)')
    .option('--concurrency <k>', 'chunks taken at once (default: twice the threads)')
    .option(
      '--lock-timeout <s>',
      'seconds before the chunks of a worker that stopped answering go to another',
      '30',
    )
    .addHelpText(
      'after',
      '\nCtrl-C or SIGTERM: finish the running chunks and exit 0; a second one hands them back to the queue at once.\n\nExample:\n  highnoon worker --redis redis://127.0.0.1:6379 --threads 2',
    )
    .action(async (f: WorkerFlags) => {
      const target = redisFlagTarget(f.redis ?? true);
      const threads = positiveInt('--threads', f.threads) ?? defaultThreads();
      const concurrency = positiveInt('--concurrency', f.concurrency) ?? 2 * threads;
      const lockMs = 1000 * positiveInt('--lock-timeout', f.lockTimeout)!;
      const log = (line: string) => process.stderr.write(`highnoon worker ${stamp()} ${line}\n`);
      // Signals are caught from the start: one that arrives while the worker connects stops
      // it as soon as it is up, instead of killing it half-registered.
      let worker: RunningWorker | undefined;
      let signals = 0;
      let stopped!: () => void;
      const done = new Promise<void>((r) => (stopped = r));
      const act = () => {
        if (signals === 1) void worker!.finish().then(stopped);
        else if (signals === 2) void worker!.handBack().then(stopped);
      };
      const onSignal = () => {
        signals++;
        if (worker) act();
      };
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      worker = await startWorker({ target, threads, concurrency, lockMs, log });
      if (signals) {
        signals = 1;
        act();
      }
      await done;
      // BullMQ keeps retrying a connection to a Redis that went away for good; once everything
      // of ours is closed, those retries must not keep the process alive.
      setTimeout(() => process.exit(0), 1000).unref();
    });
}
