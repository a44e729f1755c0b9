import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, ROOT } from '../helpers.ts';

describe('highnoon run', () => {
  it('prints a one-screen summary by default: the headline metric per matchup, significant differences, files written', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'hn-')), 'out');
    const r = cli([
      'run',
      'scenarios/cowpoke/weapons-by-range.yaml',
      '--trials',
      '20000',
      '--threads',
      '2',
      '--out',
      dir,
    ]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(40);
    expect(r.stdout).not.toMatch(/\x1b\[/); // not a terminal: no colour
    // A swept weapon × range gives a grid of pHit; Greenhorn revolver at short: 2 dice → 11/36.
    expect(r.stdout).toMatch(/^weapon \\ range\s+point-blank\s+short\s+medium\s+long\s+extreme$/m);
    expect(r.stdout).toMatch(/^revolver\s+0\.421\s+0\.306\s+0\.167\s+0\.000\s+0\.000$/m);
    // The house rule makes it 1 die: 1/6 − 11/36 = −0.139, exact, and significant.
    expect(r.stdout).toMatch(/Δ greenhorns-lose-2(?:[^\n]*\n){4}revolver\s+-0\.116\s+-0\.139\s+·/);
    expect(r.stdout).toMatch(
      /variant greenhorns-lose-2 \(tier\.greenhornDice=-2\): significant differences in .*pHit \(\d+ of 35\)/,
    );
    expect(r.stdout).toContain(`written: ${join(dir, 'results.json')}`);
    expect(r.stdout).toMatch(/--full/);
  });

  it('--full prints a table per matchup with exact and simulated values, and the variant difference', () => {
    const r = cli([
      'run',
      'scenarios/cowpoke/weapons-by-range.yaml',
      '--trials',
      '20000',
      '--threads',
      '2',
      '--full',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/▸ weapon=revolver range=short {2}\(20000 trials\)/);
    // Greenhorn revolver at short: 3 − 1 = 2 dice → 11/36; the house rule makes it 1 die.
    expect(r.stdout).toMatch(/\n\s+pHit\s+0\.3056\s+0\.\d{4}\s+0\.\d{4} – 0\.\d{4}\n/);
    expect(r.stdout).toMatch(/greenhorns-lose-2\s+pHit\s+0\.1667.*\*/);
  });

  it('--out writes results.json and results.csv; --csv prints tidy rows', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'hn-')), 'out');
    const r = cli([
      'run',
      'scenarios/cowpoke/published-claims.yaml',
      '--trials',
      '20000',
      '--out',
      dir,
      '--csv',
    ]);
    expect(r.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([
      '.highnoon-files.json',
      'results.csv',
      'results.json',
    ]);
    const json = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8'));
    expect(json.claims).toHaveLength(14);
    const csv = readFileSync(join(dir, 'results.csv'), 'utf8');
    expect(csv).toBe(r.stdout);
    const [header, ...rows] = csv.trim().split('\n');
    expect(header).toBe(
      'matchup,variant,metric,outcome,kind,exact,value,low,high,trials,difference,differenceLow,differenceHigh,significant',
    );
    expect(rows.find((l) => l.startsWith('greenhorn survival,baseline,pDeath,'))).toMatch(
      /,0\.5787037037037037,0\.5\d+,/,
    );
  });

  it('stops cleanly on Ctrl-C with a message and no output', async () => {
    const child = spawn(
      process.execPath,
      [
        `${ROOT}/bin/highnoon.cjs`,
        'run',
        'scenarios/cowpoke/weapons-by-range.yaml',
        '--trials',
        '50000000',
        '--threads',
        '2',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, HIGHNOON_TEST_FAULT: 'announce-run' },
      },
    );
    let stdout = '',
      stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => {
      stderr += d;
      if (stderr.includes('the run has started') && !child.killed) child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((r) => child.on('close', r));
    expect(code).toBe(130);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/interrupted; nothing was written/);
  });

  it('--trace replays one trial of an encounter reproducibly; --trial picks another', () => {
    const a = cli(['run', 'scenarios/cowpoke/duel.yaml', '--trace', '--trial', '3']);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/^duel: .*trial 3/);
    expect(a.stdout).toMatch(/Turn 1 — .* shoots at .*revolver/);
    expect(cli(['run', 'scenarios/cowpoke/duel.yaml', '--trace', '--trial', '3']).stdout).toBe(
      a.stdout,
    );
    expect(cli(['run', 'scenarios/cowpoke/duel.yaml', '--trace', '--trial', '4']).stdout).not.toBe(
      a.stdout,
    );
    const bad = cli(['run', 'scenarios/cowpoke/weapons-by-range.yaml', '--trace']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/has no play-by-play/);
  });
});
