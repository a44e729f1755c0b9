import { describe, expect, it } from 'vitest';
import { summarizeRates } from '../../src/bench/measure.ts';
import { judge } from '../../src/bench/cases.ts';
import { cli } from '../helpers.ts';

describe('highnoon bench', () => {
  it('--quick --json runs every case and prints well-formed rows', () => {
    const r = cli(['bench', '--quick', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.quick).toBe(true);
    const cases = j.rows.map((row: { case: string }) => row.case);
    for (const want of [
      'generator: raw 32-bit draws',
      'cards: shuffle and deal (1 thread)',
      'malice shots vs raw draws',
      'malice 4v4 card encounters (1 thread)',
      'sixgun GF-1 gunfights (1 thread)',
      'sixgun GF-2 4v4 gunfights (1 thread)',
      'shots (1 thread)',
      'shots vs naive JS',
      'duels 1v1 (1 thread)',
      'exact 1v1 duel (Markov chain, 12 turns)',
      'exact 1v1 brawl to the end (Markov chain, 12 turns)',
      'exact GF-1 gunfight: the Draw, then the turns (Markov chain, 30 turns)',
      'exact 4-figure Draw, who stands included (marshal-against-three)',
      'exact break-even, 1v1 duel over 2.5–23.5"',
      'break-even search vs fixed grid (fewer trials)',
      'scaling 2 threads vs 1',
      'shots vs raw generator draws (1 thread)',
      'pool vs bare kernel (1 thread)',
      'sweep peak memory over one matchup (MB)',
      'odds whole process',
      'odds whole process vs bare node',
      'list whole process vs bare node',
      '--help whole process vs bare node',
    ]) {
      expect(cases).toContain(want);
    }
    expect(cases.some((c: string) => /^sweep of 7,560 points .* time vs one matchup/.test(c))).toBe(
      true,
    );
    expect(cases.some((c: string) => /^sweep memory growth per point/.test(c))).toBe(true);
    for (const row of j.rows) {
      expect(typeof row.status).toBe('string');
      if (row.result) {
        expect(row.result.median).toBeGreaterThan(0);
        expect(row.result.min).toBeLessThanOrEqual(row.result.median);
        expect(row.result.max).toBeGreaterThanOrEqual(row.result.median);
      }
      if (row.ratio !== undefined) expect(['met', 'missed']).toContain(row.status);
    }
  }, 300_000);

  it('medians and targets are computed as documented', () => {
    expect(summarizeRates([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, reps: 3 });
    expect(summarizeRates([4, 1, 3, 2]).median).toBe(2.5);
    const [met, missed] = judge([
      { case: 'a', unit: '×', ratio: 12, target: '≥ 10×', status: '' },
      { case: 'b', unit: '×', ratio: 1.7, target: '≥ 1.8×', status: '' },
    ]);
    const [fast, slow] = judge([
      { case: 'c', unit: '×', ratio: 1.2, target: '≤ 1.3×', status: '' },
      { case: 'd', unit: '×', ratio: 1.4, target: '≤ 1.3×', status: '' },
    ]);
    expect([fast.status, slow.status]).toEqual(['met', 'missed']);
    expect(met.status).toBe('met');
    expect(missed.status).toBe('missed');
  });
});
