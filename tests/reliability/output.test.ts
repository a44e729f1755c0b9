import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';
import { hn, scratch, snapshot, start, TINY } from './helpers.ts';

/** A folder as a user leaves it: a scenario, notes, a subfolder. */
function userFolder() {
  const dir = scratch();
  cpSync(TINY, join(dir, 'tiny.yaml'));
  writeFileSync(join(dir, 'notes.txt'), 'my notes\n');
  mkdirSync(join(dir, 'old'));
  writeFileSync(join(dir, 'old', 'last-week.json'), '{"mine": true}\n');
  return dir;
}

const run = (args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}) =>
  hn(['run', TINY, '--threads', '1', ...args], opts);

describe('output never destroys (issue 13, points 1 and 2)', () => {
  it('--out . in a folder of the user writes its two files and deletes nothing', () => {
    const dir = userFolder();
    const before = snapshot(dir);
    const r = run(['--out', '.'], { cwd: dir });
    expect(r.code).toBe(0);
    const after = snapshot(dir);
    for (const [p, content] of Object.entries(before)) expect(after[p]).toBe(content);
    expect(readFileSync(join(dir, 'results.csv'), 'utf8')).toMatch(/^matchup,variant,metric/);
    expect(JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')).scenario).toBe('tiny');
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('--report D --out D keeps both, and the user files in D survive', () => {
    const dir = userFolder();
    const before = snapshot(dir);
    const r = run(['--out', dir, '--report', dir]);
    expect(r.code).toBe(0);
    const after = snapshot(dir);
    for (const [p, content] of Object.entries(before)) expect(after[p]).toBe(content);
    expect(after['index.html']).toMatch(/<html/);
    expect(Object.keys(after).filter((p) => p.startsWith('charts/')).length).toBeGreaterThan(0);
    expect(after['results.json']).toContain('"scenario": "tiny"');
    // A second run replaces highnoon's own files and still touches nothing else.
    expect(run(['--out', dir, '--report', dir, '--seed', 'other']).code).toBe(0);
    const again = snapshot(dir);
    for (const [p, content] of Object.entries(before)) expect(again[p]).toBe(content);
    expect(again['results.json']).not.toBe(after['results.json']);
  });

  it('refuses, before running, to replace a file it did not write; --force replaces it', () => {
    const dir = userFolder();
    writeFileSync(join(dir, 'results.csv'), 'my own spreadsheet\n');
    const before = snapshot(dir);
    const r = run(['--out', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/results\.csv exists and was not written by highnoon .*--force/);
    expect(r.stdout).toBe('');
    expect(snapshot(dir)).toEqual(before);
    const forced = run(['--out', dir, '--force']);
    expect(forced.code).toBe(0);
    expect(readFileSync(join(dir, 'results.csv'), 'utf8')).toMatch(/^matchup,/);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('my notes\n');
  });

  it('refuses a file edited since highnoon wrote it', () => {
    const dir = scratch();
    expect(run(['--out', dir]).code).toBe(0);
    writeFileSync(join(dir, 'results.json'), readFileSync(join(dir, 'results.json'), 'utf8') + ' ');
    const r = run(['--out', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /results\.json exists and was not written by highnoon \(or was changed since\)/,
    );
  });

  it('a file named as the --out folder, or a folder where a result file goes, is refused and left alone', () => {
    const dir = userFolder();
    const before = snapshot(dir);
    const asFile = run(['--out', join(dir, 'notes.txt')]);
    expect(asFile.code).toBe(2);
    expect(asFile.stderr).toMatch(/notes\.txt: is a file, not a folder/);
    mkdirSync(join(dir, 'out', 'results.json'), { recursive: true });
    writeFileSync(join(dir, 'out', 'results.json', 'keep.txt'), 'keep\n');
    const asFolder = run(['--out', join(dir, 'out')]);
    expect(asFolder.code).toBe(2);
    expect(asFolder.stderr).toMatch(/results\.json is a folder where highnoon writes a file/);
    expect(snapshot(dir)).toEqual({ ...before, 'out/results.json/keep.txt': 'keep\n' });
  });

  it('an unusable destination is refused before the run, at once, without looping', () => {
    const r = run(['--out', '/proc/nope', '--trials', '100000000']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--out \/proc\/nope: .*special filesystem/);
    expect(r.ms).toBeLessThan(20_000);
  });
});

describe('writes survive faults (issue 13, points 1 and 6)', () => {
  it('a SIGINT between two files of a write leaves the earlier files byte-identical and no temporary file', async () => {
    const dir = scratch();
    expect(run(['--out', dir, '--seed', 'first']).code).toBe(0);
    const before = snapshot(dir);
    const p = start(['run', TINY, '--threads', '1', '--out', dir, '--seed', 'second'], {
      env: { HIGHNOON_TEST_FAULT: 'signal-during-write=SIGINT' },
    });
    const r = await p.done;
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/interrupted; nothing was written/);
    expect(r.stdout).toBe('');
    expect(snapshot(dir)).toEqual(before);
  });

  it('a SIGTERM during the report keeps the results written, says so and exits 143', async () => {
    const dir = scratch();
    const out = join(dir, 'out');
    const rep = join(dir, 'report');
    const p = start(['run', TINY, '--threads', '1', '--out', out, '--report', rep], {
      env: { HIGHNOON_TEST_FAULT: 'signal-during-write=SIGTERM@2' },
    });
    const r = await p.done;
    expect(r.code).toBe(143);
    expect(r.stderr).toMatch(
      /interrupted; written: results to .*out; not written: the report to .*report/,
    );
    expect(readdirSync(out).sort()).toEqual([
      '.highnoon-files.json',
      'results.csv',
      'results.json',
    ]);
    expect(existsSync(join(rep, 'index.html'))).toBe(false);
    expect(readdirSync(rep).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('a full disk during the write leaves the earlier target untouched and exits 3', () => {
    const dir = scratch();
    expect(run(['--out', dir, '--seed', 'first']).code).toBe(0);
    const before = snapshot(dir);
    const r = run(['--out', dir, '--seed', 'second'], {
      env: { HIGHNOON_TEST_FAULT: 'disk-full' },
    });
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/ENOSPC/);
    expect(snapshot(dir)).toEqual(before);
  });
});

describe('the numbers are saved first (issue 13, point 3)', () => {
  it('a report that fails leaves the results in place and exits 4', () => {
    const dir = scratch();
    const out = join(dir, 'out');
    const rep = join(dir, 'report');
    const r = run(['--out', out, '--report', rep, '--json'], {
      env: { HIGHNOON_TEST_FAULT: 'report-fails' },
    });
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/the report failed: injected report failure/);
    expect(r.stderr).toMatch(
      /the results were saved: .*out\/results\.json, .*report\/results\.json/,
    );
    expect(JSON.parse(r.stdout).scenario).toBe('tiny');
    expect(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).scenario).toBe('tiny');
    expect(readFileSync(join(rep, 'results.csv'), 'utf8')).toMatch(/^matchup,/);
    expect(existsSync(join(rep, 'index.html'))).toBe(false);
  });
});

describe('free space is checked before the run (issue 13, point 2)', () => {
  it('a destination with too little free space is refused with exit 2 before any work', () => {
    const dir = scratch();
    // The stuck chunk proves nothing ran: had the run started, it would never have ended.
    const r = run(['--report', join(dir, 'report')], {
      env: { HIGHNOON_TEST_FAULT: 'free-space=1000,hang-chunk=0' },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /--report .*report: needs about [\d.]+ MiB but .* has 0\.0 MiB free; free some space or choose another folder/,
    );
    expect(r.stderr).not.toMatch(/hangs/);
    expect(readdirSync(dir)).toEqual([]);
  });

  // A real small filesystem where the machine allows mounting one (root, no sandbox).
  const tiny = scratch();
  const mounted =
    spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', tiny], { stdio: 'ignore' })
      .status === 0;
  afterAll(() => {
    if (mounted) spawnSync('umount', [tiny]);
  });
  it.skipIf(!mounted)(
    'a 64 KiB filesystem is too small for a report: exit 2, nothing written',
    () => {
      writeFileSync(join(tiny, 'mine.txt'), 'mine\n');
      const r = run(['--report', join(tiny, 'report')], {
        env: { HIGHNOON_TEST_FAULT: 'hang-chunk=0' },
      });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/needs about [\d.]+ MiB but .* has 0\.\d MiB free/);
      expect(readdirSync(tiny)).toEqual(['mine.txt']);
    },
  );
});

const SIXGUN = join(ROOT, 'scenarios/balance/sixgun-weapon-tiers.yaml');
const GREENHORN = join(ROOT, 'scenarios/balance/greenhorn-house-rules.yaml');

describe('balance and web use the same safe writer (issue 13, point 1)', () => {
  it('balance checks --out and --report before the work: a foreign file refuses at once', () => {
    for (const flag of ['--out', '--report']) {
      const dir = userFolder();
      writeFileSync(join(dir, 'balance.csv'), 'my own spreadsheet\n');
      const before = snapshot(dir);
      // A simulated question whose first chunk would hang: only a refusal up front ends it.
      const r = hn(['balance', GREENHORN, '--trials', '2000', '--threads', '1', flag, dir], {
        env: { HIGHNOON_TEST_FAULT: 'hang-chunk=0' },
      });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/balance\.csv exists and was not written by highnoon .*--force/);
      expect(r.stderr).not.toMatch(/hangs/);
      expect(r.stdout).toBe('');
      expect(snapshot(dir)).toEqual(before);
    }
  });

  it('balance --out D --report D keeps both and the user files in D', () => {
    const dir = userFolder();
    const before = snapshot(dir);
    const r = hn(['balance', SIXGUN, '--out', dir, '--report', dir]);
    expect(r.code).toBe(0);
    const after = snapshot(dir);
    for (const [p, content] of Object.entries(before)) expect(after[p]).toBe(content);
    expect(after['index.html']).toMatch(/<h2>Tier list<\/h2>/);
    expect(JSON.parse(after['balance.json']).tierList).toHaveLength(1);
    expect(Object.keys(after).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('a balance report that fails leaves the answers printed and saved: exit 4', () => {
    const dir = scratch();
    const r = hn(
      ['balance', SIXGUN, '--json', '--out', join(dir, 'out'), '--report', join(dir, 'rep')],
      {
        env: { HIGHNOON_TEST_FAULT: 'report-fails' },
      },
    );
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/the report failed: injected report failure/);
    expect(JSON.parse(r.stdout).tierList).toHaveLength(1);
    expect(
      JSON.parse(readFileSync(join(dir, 'out', 'balance.json'), 'utf8')).tierList,
    ).toHaveLength(1);
    expect(existsSync(join(dir, 'rep', 'index.html'))).toBe(false);
  });

  it('web writes its page beside the user files, atomically, and refuses a page it did not write', () => {
    const dir = userFolder();
    const before = snapshot(dir);
    expect(hn(['web', '--out', dir]).code).toBe(0);
    const after = snapshot(dir);
    for (const [p, content] of Object.entries(before)) expect(after[p]).toBe(content);
    expect(after['index.html']).toMatch(/^<!doctype html>/i);
    expect(Object.keys(after).filter((f) => f.includes('.tmp-'))).toEqual([]);
    const mine = userFolder();
    writeFileSync(join(mine, 'index.html'), 'my page\n');
    const r = hn(['web', '--out', mine]);
    expect(r.code).toBe(2);
    expect(readFileSync(join(mine, 'index.html'), 'utf8')).toBe('my page\n');
  });
});
