import { describe, expect, it } from 'vitest';
import { cli } from '../helpers.ts';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  completedChunks,
  finished,
  freePort,
  highnoon,
  perTest,
  SKIP_REDIS,
  startWorkers,
  waitingChunks,
} from './helpers.ts';

// A long enough duel that processes can be killed while chunks are running: 48 chunks.
const DUEL = ['run', 'scenarios/cowpoke/duel.yaml', '--trials', '96000', '--json'];

// Skipped only without redis-server outside CI (helpers.ts): under CI a missing server fails.
describe.skipIf(SKIP_REDIS)('faults of a run through Redis', () => {
  const { track, server } = perTest();

  it('a worker killed in the middle of its chunks: they go to another worker and the result is unchanged', async () => {
    const redis = await server();
    const [doomed, survivor] = track(await startWorkers(redis.url, 2));
    const args = [...DUEL, '--seed', 'killed-worker'];
    const driver = track(highnoon([...args, '--redis', redis.url]));
    await doomed.waitFor(/taking chunks/);
    doomed.kill('SIGKILL');
    const remote = await finished(driver);
    expect(remote.code).toBe(0);
    expect(remote.stderr).toMatch(
      /a worker stopped answering during chunk \d+ of matchup \d+(; the chunk goes| and \d+ more; they go) back to the queue/,
    );
    expect(survivor.stderr).toMatch(/taking chunks/);
    expect(remote.stdout).toBe(cli([...args, '--threads', '2']).stdout);
  });

  it('a driver killed mid-run: the same command again takes the finished chunks from Redis and queues only the rest', async () => {
    const redis = await server();
    track(await startWorkers(redis.url, 1));
    const args = [...DUEL, '--seed', 'killed-driver'];
    const first = track(highnoon([...args, '--redis', redis.url]));
    const peek = redis.client();
    while ((await completedChunks(peek)) < 4) await new Promise((r) => setTimeout(r, 50));
    first.kill('SIGKILL');
    await first.exited;
    const before = await completedChunks(peek);
    peek.disconnect();
    const again = await finished(track(highnoon([...args, '--redis', redis.url])));
    expect(again.code).toBe(0);
    const resumed = Number(/(\d+) of them finished by an earlier run/.exec(again.stderr)?.[1]);
    expect(resumed).toBeGreaterThanOrEqual(before);
    expect(again.stderr).toMatch(/48 chunks came back through Redis/);
    expect(again.stdout).toBe(cli([...args, '--threads', '2']).stdout);
  });

  it('a chunk that fails wherever it runs: tried twice, then exit 3 naming the chunk and its seed, nothing written, the rest off the queue', async () => {
    const redis = await server();
    const workers = track(
      await startWorkers(redis.url, 2, [], { HIGHNOON_TEST_FAULT: 'fail-chunk=5' }),
    );
    const out = join(mkdtempSync(join(tmpdir(), 'highnoon-failing-')), 'results');
    const r = await finished(
      track(highnoon([...DUEL, '--seed', 'failing-chunk', '--out', out, '--redis', redis.url])),
    );
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^highnoon: the run failed: chunk 5 of matchup 0 \(seed "failing-chunk", stream failing-chunk\/0\/0\/5\) failed 2 times on workers: injected failure of chunk 5$/m,
    );
    expect(existsSync(out)).toBe(false);
    // Both tries were made, by whichever workers took them, and each said so.
    const logs = workers.map((w) => w.stderr).join('');
    expect(logs).toMatch(/chunk 5 of matchup 0 failed \(attempt 1 of 2\): injected failure/);
    expect(logs).toMatch(/chunk 5 of matchup 0 failed \(attempt 2 of 2\): injected failure/);
    const peek = redis.client();
    expect(await waitingChunks(peek)).toBe(0);
    peek.disconnect();
  });

  it('Redis unreachable at the start: exit 2 within seconds, nothing printed on stdout, no password shown', async () => {
    const port = await freePort();
    const t0 = Date.now();
    const r = await finished(highnoon([...DUEL, '--redis', `redis://:hunter2@127.0.0.1:${port}`]));
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      new RegExp(
        `^highnoon: cannot reach Redis at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`,
      ),
    );
    expect(r.stderr).not.toMatch(/hunter2/);
    const w = await finished(highnoon(['worker', '--redis', `redis://127.0.0.1:${port}`]));
    expect(w.code).toBe(2);
    expect(w.stderr).toMatch(/cannot reach Redis/);
  });

  it('Redis lost mid-run for longer than the patience: exit 3 with what was saved, no partial report', async () => {
    const redis = await server();
    const [worker] = track(await startWorkers(redis.url, 1));
    const driver = track(
      highnoon([...DUEL, '--seed', 'lost-redis', '--redis', redis.url], {
        HIGHNOON_REDIS_PATIENCE: '2',
      }),
    );
    await worker.waitFor(/taking chunks/);
    await redis.kill();
    const r = await finished(driver);
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/lost Redis at redis:\/\/127\.0\.0\.1:\d+; reconnecting/);
    expect(r.stderr).toMatch(
      /the run failed: lost Redis at .* for 2 s; \d+ chunks had come back\. Finished chunks stay in Redis if it kept its data: run the same command again to resume/,
    );
  });

  it('Redis restarted empty mid-run within the patience: the driver queues the forgotten chunks again and the result is unchanged', async () => {
    const redis = await server();
    const [worker] = track(await startWorkers(redis.url, 1));
    const args = [...DUEL, '--seed', 'restarted-redis'];
    const driver = track(highnoon([...args, '--redis', redis.url]));
    await worker.waitFor(/taking chunks/);
    await redis.kill();
    await worker.waitFor(/lost Redis/);
    await redis.restart();
    await worker.waitFor(/reconnected to Redis/);
    const r = await finished(driver);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/reconnected to Redis/);
    expect(r.stdout).toBe(cli([...args, '--threads', '2']).stdout);
  });

  it('Ctrl-C on the driver: exit 130, nothing printed, and its unstarted chunks leave the queue', async () => {
    const redis = await server();
    const driver = track(highnoon([...DUEL, '--seed', 'interrupted', '--redis', redis.url]));
    await driver.waitFor(/queueing chunks on/);
    const peek = redis.client();
    // The queue's list exists only once its first chunk is in: look for it on every poll.
    while ((await waitingChunks(peek)) < 48) await new Promise((r) => setTimeout(r, 50));
    driver.kill('SIGINT');
    const r = await finished(driver);
    expect(r.code).toBe(130);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/interrupted; nothing was written/);
    expect(await waitingChunks(peek)).toBe(0);
    peek.disconnect();
  });

  it('a worker stops cleanly on SIGTERM and on Ctrl-C', async () => {
    const redis = await server();
    const [a, b] = track(await startWorkers(redis.url, 2));
    a.kill('SIGTERM');
    b.kill('SIGINT');
    for (const w of [a, b]) {
      expect(await w.exited).toBe(0);
      expect(w.stderr).toMatch(/stopping\n.*stopped\n$/);
    }
    const peek = redis.client();
    expect(await peek.keys('highnoon:workers:*')).toEqual([]);
    peek.disconnect();
  });

  it('a worker stopped mid-run exits 0 after finishing its running chunks, or at once after handing them back on a second signal; the run is unchanged', async () => {
    const redis = await server();
    // Chunks of a second (and of a minute) on these two, so that each is surely busy when signalled.
    const [finisher] = track(
      await startWorkers(redis.url, 1, [], { HIGHNOON_TEST_FAULT: 'slow-chunks=1000' }),
    );
    const [handsBack] = track(
      await startWorkers(redis.url, 1, [], { HIGHNOON_TEST_FAULT: 'slow-chunks=60000' }),
    );
    const args = [...DUEL, '--seed', 'stopped-workers'];
    const driver = track(highnoon([...args, '--redis', redis.url]));
    await Promise.all([finisher, handsBack].map((w) => w.waitFor(/taking chunks/)));
    const [survivor] = track(await startWorkers(redis.url, 1));
    finisher.kill('SIGTERM');
    handsBack.kill('SIGINT');
    await handsBack.waitFor(/stopping: finishing \d+ running chunks?/);
    handsBack.kill('SIGINT');
    expect(await finisher.exited).toBe(0);
    expect(finisher.stderr).toMatch(
      /stopping: finishing \d+ running chunks?.*\n(.*\n)*.*stopped\n$/,
    );
    expect(await handsBack.exited).toBe(0);
    expect(handsBack.stderr).toMatch(/handed \d+ running chunks? back to the queue/);
    const r = await finished(driver);
    expect(r.code).toBe(0);
    expect(survivor.stderr).toMatch(/taking chunks/);
    expect(r.stdout).toBe(cli([...args, '--threads', '2']).stdout);
  });

  it('a worker stops on SIGTERM while Redis is down', async () => {
    const redis = await server();
    const [w] = track(await startWorkers(redis.url, 1));
    await redis.kill();
    await w.waitFor(/lost Redis/);
    w.kill('SIGTERM');
    expect(await w.exited).toBe(0);
    expect(w.stderr).toMatch(/stopped\n$/);
  });
});
