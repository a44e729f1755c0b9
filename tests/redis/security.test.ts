import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, ROOT } from '../helpers.ts';
import {
  finished,
  freePort,
  highnoon,
  perTest,
  RedisServer,
  SKIP_REDIS,
  startWorkers,
} from './helpers.ts';

const SMALL = ['run', 'scenarios/cowpoke/published-claims.yaml', '--trials', '16000', '--json'];

describe.skipIf(SKIP_REDIS)('passwords, TLS and code versions', () => {
  const { track, keep } = perTest();

  it('a password in the URL works and is never printed; a wrong one is refused with exit 2', async () => {
    const redis = await RedisServer.start(['--requirepass', 'open-sesame-42']);
    keep(redis);
    const url = `redis://:open-sesame-42@127.0.0.1:${redis.port}`;
    const [worker] = track(await startWorkers(url, 1));
    // The URL from the environment keeps the password off the command line.
    const r = await finished(track(highnoon([...SMALL, '--redis'], { HIGHNOON_REDIS_URL: url })));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(cli([...SMALL, '--threads', '2']).stdout);
    expect(r.stderr).toMatch(/queueing chunks on redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ /);
    for (const text of [r.stdout, r.stderr, worker.stdout, worker.stderr])
      expect(text).not.toMatch(/open-sesame/);
    const wrong = await finished(
      highnoon([...SMALL, '--redis', `redis://:guess@127.0.0.1:${redis.port}`]),
    );
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(
      /cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+: WRONGPASS/,
    );
    expect(wrong.stderr).not.toMatch(/guess/);
  });

  it('rediss:// speaks TLS to a server whose certificate the machine trusts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hn-tls-'));
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]);
    expect(made.status).toBe(0);
    const port = await freePort();
    const redis = await RedisServer.start(
      [
        '--tls-port',
        String(port),
        '--tls-cert-file',
        cert,
        '--tls-key-file',
        key,
        '--tls-ca-cert-file',
        cert,
        '--tls-auth-clients',
        'no',
      ],
      port,
    );
    keep(redis);
    const url = `rediss://127.0.0.1:${port}`;
    const trusted = { NODE_EXTRA_CA_CERTS: cert };
    track(await startWorkers(url, 1, [], trusted));
    const r = await finished(track(highnoon([...SMALL, '--redis', url], trusted)));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(cli([...SMALL, '--threads', '2']).stdout);
    const untrusted = await finished(highnoon([...SMALL, '--redis', url]));
    expect(untrusted.code).toBe(2);
    expect(untrusted.stderr).toMatch(
      /cannot reach Redis at rediss:\/\/127\.0\.0\.1:\d+: .*certificate/,
    );
  });

  it('workers of other code take none of the chunks, and both sides say so', async () => {
    const redis = await RedisServer.start();
    keep(redis);
    // A copy of the program with one edited source file is another code version.
    const other = mkdtempSync(join(tmpdir(), 'hn-other-'));
    for (const d of ['src', 'workers', 'bin', 'package.json'])
      cpSync(join(ROOT, d), join(other, d), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(other, 'node_modules'));
    appendFileSync(join(other, 'src/engine/chunks.ts'), '\n// edited\n');
    const stranger = track(
      highnoon(
        ['worker', '--redis', redis.url, '--threads', '1'],
        {},
        join(other, 'bin/highnoon.cjs'),
      ),
    );
    await stranger.waitFor(/waiting for chunks/);
    const driver = track(highnoon([...SMALL, '--redis', redis.url]));
    await driver.waitFor(
      /1 worker on redis:\/\/127\.0\.0\.1:\d+ runs code version ([0-9a-f]{12}), not this run's ([0-9a-f]{12}): they will not take its chunks/,
    );
    await stranger.waitFor(
      /a run on .* uses code version [0-9a-f]{12}; this worker has [0-9a-f]{12} and will not take its chunks/,
    );
    track(await startWorkers(redis.url, 1));
    const r = await finished(driver);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(cli([...SMALL, '--threads', '2']).stdout);
    expect(stranger.stderr).not.toMatch(/taking chunks/);
  });
});
