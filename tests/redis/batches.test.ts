import { describe, expect, it } from 'vitest';
import { cli } from '../helpers.ts';
import { RedisExecutor } from '../../src/engine/redis/executor.ts';
import { parseRedisUrl } from '../../src/engine/redis/url.ts';
import { runChunk, type ChunkJob } from '../../src/engine/chunks.ts';
import { getProcedure, getRuleset } from '../../src/rulesets/registry.ts';
import { defaultsOf } from '../../src/rulesets/fields.ts';
import {
  completedChunks,
  completedJobs,
  finished,
  highnoon,
  perTest,
  SKIP_REDIS,
  startWorkers,
} from './helpers.ts';

// Chunks far shorter than a job's round trip travel several to a job (engine/redis/executor.ts):
// a real redis-server and real worker processes; the numbers must not change.
// Skipped only without redis-server outside CI (helpers.ts): under CI a missing server fails.
describe.skipIf(SKIP_REDIS)('batches of chunks through Redis', () => {
  const { track, server } = perTest();

  it('short chunks travel several to a job, and the JSON is a local run’s byte for byte', async () => {
    const redis = await server();
    track(await startWorkers(redis.url, 2));
    // Cowpoke shots: chunks of 1,250 trials that take well under a millisecond each.
    const args = [
      'run',
      'scenarios/cowpoke/weapons-by-range.yaml',
      '--trials',
      '20000',
      '--seed',
      'batched',
      '--json',
    ];
    const remote = await finished(highnoon([...args, '--redis', redis.url]));
    expect(remote.code).toBe(0);
    expect(remote.stdout).toBe(cli([...args, '--threads', '2']).stdout);
    const chunks = Number(/(\d+) chunks came back through Redis\n/.exec(remote.stderr)?.[1]);
    const peek = redis.client();
    expect(await completedChunks(peek)).toBe(chunks);
    expect(chunks).toBeGreaterThan(100);
    expect(await completedJobs(peek)).toBeLessThan(chunks / 2);
    peek.disconnect();
  });

  it('a chunk that fails inside a batch is named, by the workers and by the run', async () => {
    const redis = await server();
    const workers = track(
      await startWorkers(redis.url, 2, [], { HIGHNOON_TEST_FAULT: 'fail-chunk=5' }),
    );
    const r = await finished(
      track(
        highnoon([
          'run',
          'scenarios/cowpoke/weapons-by-range.yaml',
          '--trials',
          '20000',
          '--seed',
          'failing-batch',
          '--json',
          '--redis',
          redis.url,
        ]),
      ),
    );
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^highnoon: the run failed: chunk 5 of matchup 0 \(seed "failing-batch", stream failing-batch\/0\/0\/5\) failed 2 times on workers: injected failure of chunk 5$/m,
    );
    const logs = workers.map((w) => w.stderr).join('');
    expect(logs).toMatch(/chunk 5 of matchup 0 failed \(attempt 1 of 2\): injected failure/);
    const peek = redis.client();
    expect(await completedJobs(peek)).toBeLessThan(await completedChunks(peek));
    peek.disconnect();
  });

  it('a re-run that groups the chunks otherwise takes each finished chunk from Redis', async () => {
    const redis = await server();
    track(await startWorkers(redis.url, 1));
    const cowpoke = getRuleset('cowpoke');
    const shot = getProcedure(cowpoke, 'shot');
    const chunk = (n: number): ChunkJob => ({
      ruleset: 'cowpoke',
      procedure: 'shot',
      params: { ...defaultsOf(shot.params), weapon: 'revolver', range: 'medium' },
      options: defaultsOf(cowpoke.options),
      seed: 'regrouped',
      matchup: 0,
      variant: 0,
      chunk: n,
      trials: 1000,
    });
    const local = (n: number) => [...runChunk(chunk(n), shot)];
    const target = parseRedisUrl(redis.url);
    const first = await RedisExecutor.connect({ target });
    const a = await first.runBatch([chunk(0), chunk(1), chunk(2)]);
    expect(first.status()).toMatchObject({ done: 3, resumed: 0 });
    await first.close();
    const again = await RedisExecutor.connect({ target });
    const b = await again.runBatch([chunk(1), chunk(2), chunk(3)]);
    expect(again.status()).toMatchObject({ done: 3, resumed: 2 });
    await again.close();
    expect(local(0).length).toBeGreaterThan(10);
    expect(a.map((x) => [...x])).toEqual([0, 1, 2].map(local));
    expect(b.map((x) => [...x])).toEqual([1, 2, 3].map(local));
  });
});
