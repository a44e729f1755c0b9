import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The book's section B and section A as a checklist read from the repository itself: every
 * claim B-1 … B-41 is the source of a claim in scenarios/sixgun (or recorded there as not
 * checkable, with its reason), and every worked example A-1 … A-33 is cited by a test.
 */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
const cites = (text: string, id: string) => new RegExp(`${id}(?![0-9])`).test(text);

describe('six-gun-sound.md sections A and B: nothing left out', () => {
  const claims = filesUnder('scenarios/sixgun')
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const sources = [...claims.matchAll(/source: "([^"]*)"/g)].map((m) => m[1]).join('\n');
  const unchecked = [...claims.matchAll(/#\s+(B-\d+) not checkable: (.+)/g)];

  it('every claim B-1 … B-41 has a verdict: a claim in a claims file, or not checkable with a reason', () => {
    const missing: string[] = [];
    for (let i = 1; i <= 41; i++) {
      const id = `B-${i}`;
      const notCheckable = unchecked.some((m) => m[1] === id && m[2].trim().length > 10);
      if (!cites(sources, id) && !notCheckable) missing.push(id);
    }
    expect(missing).toEqual([]);
    expect(unchecked.map((m) => m[1])).toEqual(['B-32', 'B-40', 'B-41']);
  });

  it('every worked example A-1 … A-33 is cited by a test', () => {
    const tests = filesUnder('tests/rulesets/sixgun')
      .filter((f) => f.endsWith('.ts') && !f.endsWith('checklist.test.ts'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const missing = Array.from({ length: 33 }, (_, i) => `A-${i + 1}`).filter(
      (id) => !cites(tests, id),
    );
    expect(missing).toEqual([]);
  });
});
