import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';

/** Every text the reader is told to paste a command from: the README, the CLI's help, the generated docs. */
function texts(): string[] {
  const cli = readdirSync(join(ROOT, 'src', 'cli'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join('src', 'cli', f));
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f));
  return ['README.md', ...cli, ...docs];
}

describe('every shipped scenario a command names exists', () => {
  it('README, --help texts and docs name only scenario files that are there', () => {
    const missing: string[] = [];
    let named = 0;
    for (const file of texts()) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [path] of text.matchAll(/scenarios\/[A-Za-z0-9_./-]+\.ya?ml/g)) {
        named++;
        if (!existsSync(join(ROOT, path))) missing.push(`${file}: ${path}`);
      }
    }
    expect(named).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
