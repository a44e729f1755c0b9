import { describe, expect, it } from 'vitest';
import { hn } from './helpers.ts';

describe('exit codes are documented, and a bare command is a refusal (issue 13, Done when; point 8)', () => {
  it('--help and run --help list every exit code', () => {
    for (const args of [['--help'], ['run', '--help']]) {
      const r = hn(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(
        /Exit codes:\n {2}0 +success\n {2}1 +a claim failed \(verify\)\n {2}2 +refused before any work started.*\n {2}3 +failed during the run.*\n {2}4 +results saved, but the report failed\n {2}130 +interrupted \(SIGINT, Ctrl-C\); 143 terminated \(SIGTERM\)/,
      );
    }
  });

  it('list --help shows how to list one ruleset, like every other command', () => {
    const r = hn(['list', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Examples:\n {2}highnoon list .*\n {2}highnoon list cowpoke /);
  });

  it('bare highnoon prints the help and exits 2', () => {
    const r = hn([]);
    expect(r.code).toBe(2);
    expect(r.stderr + r.stdout).toMatch(/Usage: highnoon/);
  });
});
