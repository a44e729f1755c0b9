import { describe, expect, it } from 'vitest';
import { cli } from '../helpers.ts';
import { finished, highnoon, sharedCluster, SKIP_REDIS } from './helpers.ts';

// A real redis-server and real worker processes; results must equal a local run byte for byte.
// Skipped only without redis-server outside CI (helpers.ts): under CI a missing server fails.
describe.skipIf(SKIP_REDIS)('run and verify through Redis', () => {
  const cluster = sharedCluster(3);

  it('run --redis prints the same JSON as a local run, with three workers sharing the chunks', async () => {
    const args = [
      'run',
      'scenarios/cowpoke/duel.yaml',
      '--trials',
      '48000',
      '--seed',
      'queue-1',
      '--json',
    ];
    const local = cli([...args, '--threads', '2']);
    expect(local.code).toBe(0);
    const remote = await finished(highnoon([...args, '--redis', cluster.redis.url]));
    expect(remote.code).toBe(0);
    expect(remote.stdout).toBe(local.stdout);
    expect(remote.stderr).toMatch(/3 connected/);
    expect(remote.stderr).toMatch(/48 chunks came back through Redis\n/);
    // Every worker took part, so the chunks finished in an order no local run has.
    for (const w of cluster.workers)
      expect(w.stderr).toMatch(/taking chunks of cowpoke encounter, seed "queue-1"/);
  });

  it('--precision decides the rounds on the driver and stops where a local run stops', async () => {
    const args = [
      'run',
      'scenarios/cowpoke/weapons-by-range.yaml',
      '--precision',
      '0.02',
      '--seed',
      'queue-2',
      '--csv',
    ];
    const local = cli([...args, '--threads', '2']);
    const remote = await finished(highnoon([...args, '--redis', cluster.redis.url]));
    expect(remote.code).toBe(0);
    expect(remote.stdout).toBe(local.stdout);
  });

  it('verify --redis gives the same verdicts and exit code as a local verify', async () => {
    const args = [
      'verify',
      'scenarios/cowpoke/published-claims.yaml',
      '--trials',
      '20000',
      '--json',
    ];
    const local = cli([...args, '--threads', '2']);
    const remote = await finished(highnoon([...args, '--redis', cluster.redis.url]));
    expect(remote.code).toBe(local.code);
    expect(remote.stdout).toBe(local.stdout);
  });
});
