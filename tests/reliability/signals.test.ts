import { describe, expect, it } from 'vitest';
import { hn, start, TINY } from './helpers.ts';

const stuck = { HIGHNOON_TEST_FAULT: 'hang-chunk=0' };

describe('signals and hangs (issue 13, point 6)', () => {
  it("a worker stuck in a chunk is retried once on a fresh worker, then fails the run with exit 3 and the chunk's seed", () => {
    const r = hn(['run', TINY, '--threads', '1', '--chunk-timeout', '1'], { env: stuck });
    expect(r.code).toBe(3);
    expect(r.stderr.match(/highnoon-test: chunk 0 hangs/g)).toHaveLength(2);
    expect(r.stderr).toMatch(
      /the run failed: chunk 0 of matchup "range=short" \(variant baseline; seed "reliability", stream reliability\/0\/0\/0\) did not finish within 1 s, twice \(the second time on a fresh worker\)/,
    );
    expect(r.stdout).toBe('');
  });

  it('the first Ctrl-C stops a run whose worker is stuck: exit 130, nothing written', async () => {
    const p = start(['run', TINY, '--threads', '1'], { env: stuck });
    p.child.stderr.on('data', () => {
      if (p.stderr().includes('chunk 0 hangs') && !p.child.killed) p.child.kill('SIGINT');
    });
    const r = await p.done;
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/interrupted; nothing was written/);
    expect(r.stdout).toBe('');
  });

  it('SIGTERM exits 143 with the same message', async () => {
    const p = start(['run', TINY, '--threads', '1'], { env: stuck });
    p.child.stderr.on('data', () => {
      if (p.stderr().includes('chunk 0 hangs') && !p.child.killed) p.child.kill('SIGTERM');
    });
    const r = await p.done;
    expect(r.code).toBe(143);
    expect(r.stderr).toMatch(/interrupted; nothing was written/);
  });

  it('an accumulator of the wrong length from a worker fails the run instead of being merged', () => {
    const r = hn(['run', TINY, '--threads', '1'], {
      env: { HIGHNOON_TEST_FAULT: 'bad-accumulator=1' },
    });
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(
      /chunk 1 of matchup "range=short" .*: the worker's accumulator was rejected: expected 17 numbers, got 16/,
    );
    expect(r.stdout).toBe('');
  });
  it('the first Ctrl-C asks to stop; a second one exits at once with 130', async () => {
    // The stuck chunk holds the run; the slow pool holds the stop for an hour after the first Ctrl-C.
    const p = start(['run', TINY, '--threads', '1'], {
      env: { HIGHNOON_TEST_FAULT: 'hang-chunk=0,slow-close' },
    });
    let sent = 0;
    let secondAt = 0;
    p.child.stderr.on('data', () => {
      if (sent === 0 && p.stderr().includes('chunk 0 hangs')) {
        sent++;
        p.child.kill('SIGINT');
      } else if (sent === 1 && p.stderr().includes('Ctrl-C again stops at once')) {
        sent++;
        secondAt = Date.now();
        p.child.kill('SIGINT');
      }
    });
    const r = await p.done;
    expect(sent).toBe(2);
    expect(r.code).toBe(130);
    expect(Date.now() - secondAt).toBeLessThan(5_000);
    expect(r.stderr).toMatch(
      /stopping; Ctrl-C again stops at once\n[^]*interrupted; nothing was written/,
    );
    expect(r.stdout).toBe('');
  });
});
