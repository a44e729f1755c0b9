import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';

/** Runs the CLI with a reader that goes away before the first line, as `| head` does. */
function withClosedReader(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [`${ROOT}/bin/highnoon.cjs`, ...args], { cwd: ROOT });
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

describe('a reader that stops early (highnoon … | head)', () => {
  for (const args of [
    ['--help'],
    ['list', 'cowpoke'],
    ['odds', 'cowpoke', 'shot', '--weapon', 'revolver', '--range', 'short'],
  ])
    it(`${args.join(' ')}: no crash, the command's own exit code`, async () => {
      const r = await withClosedReader(args);
      expect(r.stderr).not.toMatch(/EPIPE|Unhandled/);
      expect(r.code).toBe(0);
    });

  it('a refusal keeps its exit code 2', async () => {
    const r = await withClosedReader(['odds', 'cowpoke', 'shot', '--weapon', 'bazooka']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bazooka/);
  });
});
