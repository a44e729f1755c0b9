import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers.ts';
import { finished, freePort, highnoon, sharedCluster, SKIP_REDIS } from './helpers.ts';

/** Two Greenhorns against a Legend: no exact answer, so every balance question simulates. */
const SCENARIO = `name: two-on-one
ruleset: cowpoke
procedure: encounter
seed: "two-on-one"
trials: 4000
params:
  maxTurns: 8
  sides:
    - name: Pair
      characters:
        - { name: Ann, tier: greenhorn, weapons: [revolver], x: 0, y: 0 }
        - { name: Al, tier: greenhorn, weapons: [revolver], x: 0, y: 2 }
    - name: Legend
      characters: [{ name: Bill, tier: legend, weapons: [lever-action], x: 10, y: 1 }]
variants:
  - name: greenhorns-lose-none
    options: { tier.greenhornDice: 0 }
balance:
  houseRule:
    metrics: ["winner:Pair"]
  breakEven:
    param: sides.1.characters.0.x
    from: 3
    to: 20
    metric: winner:Pair
    precision: 3
`;

// A real redis-server and real worker processes; the answers must equal a local run byte for byte.
// Skipped only without redis-server outside CI (helpers.ts): under CI a missing server fails.
describe.skipIf(SKIP_REDIS)('balance through Redis', () => {
  const cluster = sharedCluster(2);
  const dir = mkdtempSync(join(tmpdir(), 'balance-redis-'));
  const file = join(dir, 'two-on-one.yaml');
  writeFileSync(file, SCENARIO);

  it('balance --redis prints the same JSON as a local run (a house rule and a simulated break-even)', async () => {
    const args = ['balance', file, '--max-trials', '100000', '--seed', 'balance-queue', '--json'];
    const local = cli([...args, '--threads', '2']);
    expect(local.code, local.stderr).toBe(0);
    const out = JSON.parse(local.stdout);
    expect(out.breakEven[0].method).toBe('simulation');
    expect(out.houseRule).toBeDefined();
    const remote = await finished(highnoon([...args, '--redis', cluster.redis.url]));
    expect(remote.code, remote.stderr).toBe(0);
    expect(remote.stdout).toBe(local.stdout);
    expect(remote.stderr).toMatch(/2 connected/);
    expect(remote.stderr).toMatch(/\d+ chunks came back through Redis\n/);
    for (const w of cluster.workers) expect(w.stderr).toMatch(/taking chunks of cowpoke encounter/);
  });

  it('an unreachable Redis is refused before any work (exit 2), nothing written', async () => {
    const out = join(dir, 'out');
    const r = await finished(
      highnoon(['balance', file, '--redis', `redis://127.0.0.1:${await freePort()}`, '--out', out]),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/highnoon: .*127\.0\.0\.1/);
    expect(readdirSync(dir)).toEqual(['two-on-one.yaml']);
  });
});
