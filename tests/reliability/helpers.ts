import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from '../helpers.ts';

export const TINY = join(ROOT, 'tests/reliability/fixtures/tiny.yaml');
export const BIN = join(ROOT, 'bin/highnoon.cjs');

export const scratch = () => mkdtempSync(join(tmpdir(), 'hn-rel-'));

/** Runs the CLI as a user would, with extra environment (the test fault hook). */
export function hn(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string>; input?: string } = {},
) {
  const started = Date.now();
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd ?? ROOT,
    encoding: 'utf8',
    input: opts.input,
    env: { ...process.env, FORCE_COLOR: '0', ...opts.env },
    maxBuffer: 64 * 2 ** 20,
  });
  return {
    stdout: r.stdout,
    stderr: r.stderr,
    code: r.status ?? -1,
    signal: r.signal,
    ms: Date.now() - started,
  };
}

/** Starts the CLI and gives the child, for tests that send it signals. */
export function start(args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}) {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, FORCE_COLOR: '0', ...opts.env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done, stderr: () => stderr };
}

/** Every file under a folder with its content: what must survive byte for byte. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, 'latin1');
    }
  };
  walk(dir);
  return out;
}
