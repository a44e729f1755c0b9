import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The book's section B and section A as a checklist read from the repository itself: every
 * claim B-1 … B-41 is the source of a claim in scenarios/sixgun/published-claims.yaml (or
 * recorded there as not checkable, with its reason), so that verifying that one file gives
 * each its verdict, and every worked example A-1 … A-33 is cited by a test.
 */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
interface ClaimsFile {
  claims?: { source?: string }[];
  uncheckable?: { source: string; why: string }[];
}
const cites = (text: string, id: string) => new RegExp(`${id}(?![0-9])`).test(text);

describe('six-gun-sound.md sections A and B: nothing left out', () => {
  const file = parse(readFileSync('scenarios/sixgun/published-claims.yaml', 'utf8')) as ClaimsFile;
  const sources = (file.claims ?? []).map((c) => c.source ?? '').join('\n');
  // The scenario's own `uncheckable` list, which verify prints with each reason.
  const unchecked = (file.uncheckable ?? []).map(
    (u) => [u.source.match(/B-\d+/)?.[0] ?? '', u.why] as const,
  );

  it('every claim B-1 … B-41 has a verdict in published-claims.yaml: a claim, or not checkable with a reason', () => {
    const missing: string[] = [];
    for (let i = 1; i <= 41; i++) {
      const id = `B-${i}`;
      const notCheckable = unchecked.some((m) => m[0] === id && m[1].trim().length > 10);
      if (!cites(sources, id) && !notCheckable) missing.push(id);
    }
    expect(missing).toEqual([]);
    expect(unchecked.map((m) => m[0])).toEqual(['B-32', 'B-40', 'B-41']);
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
