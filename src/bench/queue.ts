import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { PACKAGE_ROOT } from '../core/package-root.ts';
import { PoolExecutor, type Executor } from '../engine/executor.ts';
import { RedisExecutor } from '../engine/redis/executor.ts';
import { parseRedisUrl } from '../engine/redis/url.ts';
import { runScenario } from '../engine/run.ts';
import { loadScenario, type Scenario } from '../scenario/load.ts';
import { summarizeRates } from './measure.ts';
import type { BenchRow, BenchSettings } from './cases.ts';

// From the package root, not from this file: in the compiled build this code lives in dist/.
const BIN = join(PACKAGE_ROOT, 'bin/highnoon.cjs');
const OVERHEAD_CASE = 'queue overhead: 2 workers × 1 thread through Redis vs 2 local threads';

/**
 * The benchmark duel of one matchup: 10 M duels are 100 chunks of 100,000, each some tenths of
 * a second of work, the kind of chunk a queue is meant to carry.
 */
const DUELS = `name: queue-bench-duels
ruleset: cowpoke
procedure: encounter
seed: queue-bench
params:
  maxTurns: 12
  sides:
    - name: Red
      characters: [{ name: Red Harlow, weapons: [revolver], x: 0, y: 0 }]
    - name: Law
      characters: [{ name: Sheriff Miller, weapons: [revolver], x: 8, y: 0 }]
`;

/**
 * One matchup of Cowpoke shots: 10 M trials are 100 chunks of 100,000 that take well under a
 * millisecond each, shorter than a chunk's round trip, so the queue's cost shows undiluted.
 */
const SHOTS = `name: queue-bench-shots
ruleset: cowpoke
procedure: shot
seed: queue-bench
matchups:
  - name: revolver at medium range
    params: { weapon: revolver, range: medium }
`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

function started(child: ChildProcess, pattern: RegExp, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (d: Buffer) => {
      text += d;
      if (pattern.test(text)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => reject(new Error(`${what} exited: ${text.trim().split('\n').pop()}`)));
  });
}

/** Redis's own CPU time in ms, which bounds how many chunks per second one server can carry. */
async function redisCpuMs(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const get = (k: string) => Number(new RegExp(`${k}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return 1000 * (get('used_cpu_sys') + get('used_cpu_user'));
}

/**
 * The cost of the queue, on this machine: the same 10 M-trial run through a private
 * redis-server and two `highnoon worker` processes of one thread each, against the local pool
 * of two threads, in turn rep by rep (median of the pair ratios). Then the round trip of one
 * tiny chunk at a time, and Redis's CPU time per chunk: the two numbers the README's sizing
 * rule for large clusters is computed from.
 */
export async function queueCases(s: BenchSettings): Promise<BenchRow[]> {
  if (spawnSync('redis-server', ['--version']).status !== 0)
    return [
      {
        case: OVERHEAD_CASE,
        unit: '×',
        target: '≤ 1.10×',
        status: 'skipped: redis-server not found (apt-get install redis-server)',
      },
    ];
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const children: ChildProcess[] = [];
  const execs: Executor[] = [];
  let peek: Redis | undefined;
  try {
    const server = spawn('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    children.push(server);
    await started(server, /Ready to accept connections/, 'redis-server');
    for (let i = 0; i < 2; i++)
      children.push(
        spawn(process.execPath, [BIN, 'worker', '--redis', url, '--threads', '1'], {
          stdio: ['ignore', 'ignore', 'pipe'],
        }),
      );
    await Promise.all(
      children.slice(1).map((w) => started(w, /waiting for chunks/, 'highnoon worker')),
    );
    const queue = await RedisExecutor.connect({ target: parseRedisUrl(url) });
    const local = new PoolExecutor(2);
    execs.push(queue, local);

    const dir = mkdtempSync(join(tmpdir(), 'highnoon-bench-'));
    const load = (name: string, yaml: string) => {
      writeFileSync(join(dir, name), yaml);
      return loadScenario(join(dir, name));
    };
    const trials = s.quick ? 200_000 : 10_000_000;
    // A new seed per rep: the queue would otherwise hand back the previous rep's chunks.
    let rep = 0;
    const timed = async (scenario: Scenario, exec: Executor, seed: string) => {
      const t0 = process.hrtime.bigint();
      await runScenario(scenario, { seed, trials, maxTrials: trials }, exec);
      return Number(process.hrtime.bigint() - t0) / 1e9;
    };
    /** The same run locally and through the queue, in turn rep by rep: rates and time ratios. */
    const compare = async (scenario: Scenario, reps: number) => {
      await timed(scenario, local, `warm-up-${rep}`);
      await timed(scenario, queue, `warm-up-${rep++}`);
      const rates: [number[], number[]] = [[], []];
      const ratios: number[] = [];
      for (let i = 0; i < reps; i++) {
        const seed = `rep-${rep++}`;
        const tl = await timed(scenario, local, seed);
        const tq = await timed(scenario, queue, seed);
        rates[0].push(trials / tl);
        rates[1].push(trials / tq);
        ratios.push(tq / tl);
      }
      return { rates, ratios, ratio: summarizeRates(ratios).median };
    };
    const scenario = load('shots.yaml', SHOTS);
    const duels = await compare(load('duels.yaml', DUELS), s.quick ? 1 : 5);
    const shots = await compare(scenario, s.quick ? 1 : 7);

    // One chunk of a single trial at a time: what the queue adds to a chunk's latency.
    const job = {
      ruleset: 'cowpoke',
      procedure: 'shot',
      params: scenario.cell(0, 0).params,
      options: scenario.cell(0, 0).options,
      seed: 'round-trip',
      matchup: 0,
      variant: 0,
      trials: 1,
    };
    const n = s.quick ? 20 : 300;
    const trips: number[] = [];
    for (let chunk = 0; chunk < n; chunk++) {
      const t0 = process.hrtime.bigint();
      await queue.run({ ...job, chunk });
      trips.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    // Many at once: Redis's CPU time per chunk is what one server can carry.
    peek = new Redis({ host: '127.0.0.1', port });
    const cpu0 = await redisCpuMs(peek);
    const many = s.quick ? 200 : 4000;
    await Promise.all(
      Array.from({ length: many }, (_, i) => queue.run({ ...job, seed: 'redis-cpu', chunk: i })),
    );
    const redisMs = ((await redisCpuMs(peek)) - cpu0) / many;

    return [
      {
        case: 'queue: 10 M duels on 2 local threads',
        unit: 'duels/s',
        result: summarizeRates(duels.rates[0]),
        status: 'baseline',
      },
      {
        case: 'queue: 10 M duels on 2 workers × 1 thread through Redis',
        unit: 'duels/s',
        result: summarizeRates(duels.rates[1]),
        status: 'n/a',
      },
      {
        case: OVERHEAD_CASE,
        unit: '×',
        against: '2 local threads (time)',
        ratio: duels.ratio,
        target: '≤ 1.10×',
        status: duels.ratio <= 1.1 ? 'met' : 'missed',
      },
      {
        case: 'queue: 10 M shots on 2 local threads',
        unit: 'shots/s',
        result: summarizeRates(shots.rates[0]),
        status: 'baseline',
      },
      {
        case: 'queue: 10 M shots on 2 workers × 1 thread through Redis',
        unit: 'shots/s',
        result: summarizeRates(shots.rates[1]),
        status: 'n/a',
      },
      {
        // Not judged: a queue is not meant for chunks this short (the README's sizing rule).
        case: 'queue: the same with chunks shorter than their round trip (shots)',
        unit: '×',
        result: summarizeRates(shots.ratios),
        status: 'n/a',
      },
      {
        case: 'queue: chunk round trip, one at a time',
        unit: 'ms',
        result: summarizeRates(trips),
        status: 'n/a',
      },
      {
        case: 'queue: Redis CPU per chunk, many at once',
        unit: 'ms',
        result: { median: redisMs, min: redisMs, max: redisMs, reps: 1 },
        status: 'n/a',
      },
    ];
  } finally {
    await Promise.all(execs.map((e) => e.close()));
    peek?.disconnect();
    // Workers first, while Redis is there to take their goodbyes; then the server.
    const [server, ...workers] = children;
    await Promise.all(
      workers.map(
        (w) =>
          new Promise((r) => (w.exitCode !== null ? r(0) : (w.on('exit', r), w.kill('SIGTERM')))),
      ),
    );
    server?.kill('SIGTERM');
  }
}
