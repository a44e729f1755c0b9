import { describe, expect, it } from 'vitest';
import { cli } from '../../helpers.ts';

describe('cowpoke published claims', () => {
  it('verify passes every checkable claim of cowpoke.md §5: P1–P4 and P9–P14', () => {
    const r = cli(['verify', 'scenarios/cowpoke/published-claims.yaml', '--json']);
    expect(r.code).toBe(0);
    const claims = JSON.parse(r.stdout).claims as { source: string; verdict: string }[];
    const cited = new Set(claims.flatMap((c) => c.source.match(/P\d+/g) ?? []));
    expect([...cited].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))).toEqual([
      'P1',
      'P2',
      'P3',
      'P4',
      'P9',
      'P10',
      'P11',
      'P12',
      'P13',
      'P14',
    ]);
    expect(claims.map((c) => c.verdict)).toEqual(claims.map(() => 'pass'));
  });
});
