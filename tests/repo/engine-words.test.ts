import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { runSizeProblems, type SizeNames } from '../../src/engine/limits.ts';
import { parseRedisUrl } from '../../src/engine/redis/url.ts';
import { ROOT } from '../helpers.ts';

const ENGINE = join(ROOT, 'src/engine');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );

/** Text in string and template literals (not comments) that reads like a command-line flag. */
function flagsInStrings(file: string): string[] {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    // V8's own flags, set from the engine on purpose (inlining budgets), are not ours.
    if (
      ts.isCallExpression(n) &&
      ts.isIdentifier(n.expression) &&
      n.expression.text === 'setFlagsFromString'
    )
      return;
    if (ts.isStringLiteralLike(n) || ts.isTemplateLiteralToken(n)) {
      const m = n.text.match(/(^|[\s`'"(])--[a-z][a-z-]*/g);
      if (m) {
        const { line } = src.getLineAndCharacterOfPosition(n.getStart());
        found.push(`${relative(ROOT, file)}:${line + 1}: ${m.join(', ').trim()}`);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  return found;
}

describe('the engine speaks of settings, not of CLI flags (encounter-core issue, "a base layer")', () => {
  it('no string in src/engine names a flag: the CLI words its own errors', () => {
    expect(sources(ENGINE).flatMap(flagsInStrings)).toEqual([]);
  });

  it('the check itself finds a flag in a message', () => {
    const file = join(ROOT, 'tests/repo/fixtures/names-a-flag.ts');
    expect(flagsInStrings(file)).toEqual(['tests/repo/fixtures/names-a-flag.ts:2: --threads']);
  });

  it("a run's limits name what the caller's user sets", () => {
    const names: SizeNames = {
      threads: 'threads',
      trials: 'trials',
      maxTrials: 'maxTrials',
      precision: 'precision',
      oversubscribe: 'oversubscribe: true',
    };
    expect(
      runSizeProblems({ cells: 1, variants: 1, trials: 10, maxTrials: 10, threads: 9 }, names, 2),
    ).toEqual([
      'threads 9: this machine has 2 cores; use up to 2, or add oversubscribe: true for up to 64',
    ]);
    expect(
      runSizeProblems(
        { cells: 1, variants: 1, maxTrials: 2 ** 60, precision: 0.01, threads: 1 },
        names,
        2,
      ),
    ).toEqual([
      `maxTrials ${(2 ** 60).toLocaleString('en')}: at most 2^53 = ${(2 ** 53).toLocaleString('en')} trials per matchup`,
    ]);
  });

  it('a bad Redis URL is described as a Redis URL, whoever gave it', () => {
    expect(() => parseRedisUrl('http://127.0.0.1:6379', {})).toThrow(
      /^Redis URL http:\/\/127\.0\.0\.1:6379: expected redis:\/\/ or rediss:\/\//,
    );
    expect(() => parseRedisUrl(true, {})).toThrow(/^Redis URL: give a URL such as/);
  });
});
