import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { ROOT } from '../helpers.ts';

/**
 * Every `npx highnoon odds …` and `npx highnoon list …` line of the README, as a reader pastes
 * it: each must answer (exit 0). They write nothing, so they run in this process, one ruleset
 * load each, which keeps the hundred-odd lines to seconds.
 */
const README_COMMANDS = readFileSync(join(ROOT, 'README.md'), 'utf8')
  .split('\n')
  .map((text, i) => ({ line: i + 1, text }))
  .filter(({ text }) => /^(\$ )?npx highnoon (odds|list)\b/.test(text))
  .map(({ line, text }) => ({
    line,
    words: text
      .replace(/^(\$ )?npx highnoon /, '')
      .replace(/\s+#.*$/, '')
      .trim()
      .split(/\s+/),
  }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the README's odds and list commands, pasted", () => {
  it('finds them (a README without them would pass silently)', () => {
    expect(README_COMMANDS.length).toBeGreaterThan(50);
    // Quoting would need a shell to split the words; none of these lines uses it.
    for (const c of README_COMMANDS) expect(c.words.join(' ')).not.toMatch(/["'`|>]/);
  });

  it('each exits 0 with an answer on stdout and nothing on stderr', async () => {
    const failures: string[] = [];
    for (const { line, words } of README_COMMANDS) {
      let out = '';
      let err = '';
      vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
      vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((err += String(s)), true));
      const code = await main(['node', 'highnoon', ...words]);
      vi.restoreAllMocks();
      if (code !== 0 || out === '' || err !== '')
        failures.push(`README.md:${line}: highnoon ${words.join(' ')} → exit ${code}: ${err}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
