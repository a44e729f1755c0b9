import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Long statistical runs: skipped locally unless HIGHNOON_LONG=1, always run under CI
 * (`.ci/run` sets CI=true).
 */
export const LONG = Boolean(process.env.CI || process.env.HIGHNOON_LONG);

/** Runs the CLI as a user would and returns its output and exit code. */
export function cli(args: string[], opts: { cwd?: string; input?: string } = {}) {
  const r = spawnSync(process.execPath, [`${ROOT}/bin/highnoon.cjs`, ...args], {
    cwd: opts.cwd ?? ROOT,
    encoding: 'utf8',
    input: opts.input,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status ?? -1 };
}

/** |simulated − exact| within k standard errors of a proportion. */
export function withinSe(simulated: number, exact: number, trials: number, k = 4): boolean {
  const se = Math.sqrt(Math.max(exact * (1 - exact), 1e-12) / trials);
  return Math.abs(simulated - exact) <= k * se + 1e-12;
}
