import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';

// Assembled here so that this file does not name the folders it forbids.
const SHARED = ['shared', ''].join('/');
const UP = '..' + '/';
const FORBIDDEN = [
  `${UP}${SHARED}`,
  ['', 'work', ''].join('/'),
  ...['rules', 'seeds', 'design'].map((d) => `${SHARED}${d}`),
];
const TEXT = /\.(ts|mjs|js|json|md|yaml|yml|txt|html|css|sh|py)$|^\.ci\/|^\.gitignore$/;

/** Every file of the repository a clone would have (tracked, or new and not ignored). */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out.split('\n').filter((f) => f && TEXT.test(f) && existsSync(join(ROOT, f)));
}

const inside = (p: string) => !relative(ROOT, p).startsWith('..');

/**
 * A relative path that climbs out of the repository. A path is fine when it stays inside read
 * from the repository's root (as commands and the README are), or when it names an existing
 * file inside read from its own file (imports, links between docs).
 */
function escapes(file: string, ref: string): boolean {
  const fromFile = resolve(ROOT, dirname(file), ref);
  return !inside(resolve(ROOT, ref)) && !(inside(fromFile) && existsSync(fromFile));
}

describe('the repository stands alone', () => {
  it('no file names a path outside it', () => {
    const problems: string[] = [];
    for (const file of repositoryFiles()) {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const f of FORBIDDEN)
          if (line.includes(f)) problems.push(`${file}:${i + 1}: names "${f}"`);
        for (const m of line.matchAll(/(?<![\w./])((?:\.\.\/)+[\w@./-]*)/g)) {
          if (escapes(file, m[1]))
            problems.push(`${file}:${i + 1}: "${m[1]}" leads outside the repository`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('catches a reference that climbs out', () => {
    expect(escapes('README.md', `${UP}${SHARED}rules/cowpoke.md`)).toBe(true);
    expect(escapes('src/cli/odds.ts', `${UP}${UP}${UP}elsewhere`)).toBe(true);
    expect(escapes('src/cli/odds.ts', `${UP}core/errors.ts`)).toBe(false);
    expect(escapes('src/bench/cases.ts', `${UP}..`)).toBe(false);
  });
});
