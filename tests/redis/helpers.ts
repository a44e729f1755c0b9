import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ROOT } from '../helpers.ts';

/** These tests need Debian's redis-server (`.ci/run` installs it); without it they fail under CI and skip locally. */
export const HAVE_REDIS = spawnSync('redis-server', ['--version']).status === 0;
export const SKIP_REDIS = !HAVE_REDIS && !process.env.CI;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  return port;
}

/** A process with its output collected, and a way to wait for a line. */
export class Proc {
  stdout = '';
  stderr = '';
  readonly exited: Promise<number | null>;
  constructor(readonly child: ChildProcess) {
    child.stdout?.on('data', (d) => (this.stdout += d));
    child.stderr?.on('data', (d) => (this.stderr += d));
    this.exited = new Promise((r) =>
      child.on('close', (code, signal) => r(code ?? (signal ? -1 : null))),
    );
  }

  /** Resolves when stdout or stderr matches, rejects after `ms`. */
  async waitFor(pattern: RegExp, ms = 30_000): Promise<void> {
    const t0 = Date.now();
    while (!pattern.test(this.stdout + this.stderr)) {
      if (Date.now() - t0 > ms)
        throw new Error(
          `timed out waiting for ${pattern}; output so far:\n${this.stdout}${this.stderr}`,
        );
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  kill(signal: NodeJS.Signals = 'SIGTERM'): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }
}

/** The CLI as a separate process. */
export function highnoon(
  args: string[],
  env: Record<string, string> = {},
  bin = `${ROOT}/bin/highnoon.cjs`,
): Proc {
  return new Proc(
    spawn(process.execPath, [bin, ...args], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    }),
  );
}

export async function finished(
  p: Proc,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const code = await p.exited;
  return { code, stdout: p.stdout, stderr: p.stderr };
}

/** A private redis-server on a free loopback port that saves nothing. */
export class RedisServer {
  proc?: Proc;
  private constructor(
    readonly port: number,
    private readonly extra: string[],
  ) {}

  static async start(extra: string[] = [], port?: number): Promise<RedisServer> {
    const s = new RedisServer(port ?? (await freePort()), extra);
    await s.restart();
    return s;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts (again) on the same port, empty. */
  async restart(): Promise<void> {
    const portArgs = this.extra.includes('--tls-port')
      ? ['--port', '0']
      : ['--port', String(this.port)];
    this.proc = new Proc(
      spawn('redis-server', [
        ...portArgs,
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        ...this.extra,
      ]),
    );
    await this.proc.waitFor(/Ready to accept connections/, 10_000);
  }

  /** Kills the server outright, as a crash would. */
  async kill(): Promise<void> {
    this.proc?.kill('SIGKILL');
    await this.proc?.exited;
  }

  async stop(): Promise<void> {
    this.proc?.kill('SIGTERM');
    await this.proc?.exited;
  }

  /** A direct connection, to look at the queue from outside. */
  client(password?: string): Redis {
    return new Redis({ host: '127.0.0.1', port: this.port, password, maxRetriesPerRequest: 1 });
  }
}

/** Chunks in the jobs `ids` of the queue at `queueKey` (a batch carries several, protocol.ts). */
async function chunksIn(redis: Redis, queueKey: string, ids: string[]): Promise<number> {
  let n = 0;
  for (const id of ids) {
    const data = await redis.hget(`${queueKey}:${id}`, 'data');
    if (data) n += (JSON.parse(data) as { jobs?: unknown[] }).jobs?.length ?? 1;
  }
  return n;
}

/** Finished jobs (a chunk each, or a batch of chunks) in any highnoon queue on the server. */
export async function completedJobs(redis: Redis): Promise<number> {
  const keys = await redis.keys('highnoon:chunks-*:completed');
  let n = 0;
  for (const k of keys) n += await redis.zcard(k);
  return n;
}

/** Finished chunks in any highnoon queue on the server, counting those inside batches. */
export async function completedChunks(redis: Redis): Promise<number> {
  let n = 0;
  for (const k of await redis.keys('highnoon:chunks-*:completed'))
    n += await chunksIn(redis, k.slice(0, -':completed'.length), await redis.zrange(k, '0', '-1'));
  return n;
}

/** Chunks waiting in any highnoon queue on the server, counting those inside batches (a queue's list exists once it holds one). */
export async function waitingChunks(redis: Redis): Promise<number> {
  let n = 0;
  for (const k of await redis.keys('highnoon:chunks-*:wait'))
    n += await chunksIn(redis, k.slice(0, -':wait'.length), await redis.lrange(k, 0, -1));
  return n;
}

/** Workers as separate processes; they announce themselves before taking chunks. */
export async function startWorkers(
  url: string,
  n: number,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<Proc[]> {
  const workers = Array.from({ length: n }, () =>
    highnoon(['worker', '--redis', url, '--threads', '1', '--lock-timeout', '2', ...args], env),
  );
  await Promise.all(workers.map((w) => w.waitFor(/waiting for chunks/)));
  return workers;
}

export async function stopAll(procs: Proc[]): Promise<void> {
  for (const p of procs) p.kill('SIGKILL');
  await Promise.all(procs.map((p) => p.exited));
}

/**
 * For a describe block whose tests start their own servers and processes: `track` and
 * `server` register them, and each is stopped after its test, whatever the test's outcome.
 */
export function perTest() {
  const procs: Proc[] = [];
  const servers: RedisServer[] = [];
  afterEach(async () => {
    await stopAll(procs.splice(0));
    for (const s of servers.splice(0)) await s.stop();
  });
  return {
    track: <T extends Proc | Proc[]>(p: T): T => (procs.push(...([] as Proc[]).concat(p)), p),
    keep: (s: RedisServer): RedisServer => (servers.push(s), s),
    server: async (extra: string[] = []) => {
      const s = await RedisServer.start(extra);
      servers.push(s);
      return s;
    },
  };
}

/** One Redis server and `n` workers shared by the tests of a describe block. */
export function sharedCluster(n: number): {
  readonly redis: RedisServer;
  readonly workers: Proc[];
} {
  const c = {} as { redis: RedisServer; workers: Proc[] };
  beforeAll(async () => {
    c.redis = await RedisServer.start();
    c.workers = await startWorkers(c.redis.url, n);
  });
  afterAll(async () => {
    await stopAll(c.workers ?? []);
    await c.redis?.stop();
  });
  return c;
}
