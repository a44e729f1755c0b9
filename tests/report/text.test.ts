import { describe, expect, it } from 'vitest';
import type { CellResult, StreamedResult } from '../../src/analysis/results.ts';
import { joinPieces } from '../../src/report/json.ts';
import { runText } from '../../src/report/text.ts';

const cell = (matchup: string, variant: string, pHit: number, notes?: string[]): CellResult => ({
  matchup,
  label: { matchup },
  variant,
  params: {},
  options: {},
  trials: 1000,
  metrics: {
    pHit: {
      kind: 'probability',
      description: 'at least one hit',
      exact: pHit,
      simulated: { value: pHit, low: pHit - 0.01, high: pHit + 0.01, trials: 1000 },
    },
  },
  ...(notes ? { notes } : {}),
});

/** Results that can be read once only, as a large sweep's are made from its accumulators. */
function readOnce(cells: CellResult[]): StreamedResult['results'] {
  let read = false;
  return {
    length: cells.length,
    [Symbol.iterator]() {
      if (read) throw new Error('the results were read twice');
      read = true;
      return cells[Symbol.iterator]();
    },
  };
}

const result = (cells: CellResult[]): StreamedResult => ({
  scenario: 'two',
  ruleset: 'cowpoke',
  procedure: 'shot',
  seed: 's',
  trials: 1000,
  options: {},
  variants: [{ name: 'house', options: { x: 1 }, params: {} }],
  results: readOnce(cells),
  claims: [],
});

describe('runText (--full)', () => {
  it('reads the results once, in order, and gives each matchup its table with its variants below', () => {
    const text = joinPieces(
      runText(
        result([
          cell('a', 'baseline', 0.5, ['only a note']),
          cell('a', 'house', 0.25),
          cell('b', 'baseline', 0.75),
          cell('b', 'house', 0.125, ['a house note']),
        ]),
      ),
    );
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'two',
      'ruleset cowpoke, seed "s", 1000 trials per matchup',
      'variant house: x=1',
    ]);
    const a = text.indexOf('▸ a  (1000 trials)');
    const b = text.indexOf('▸ b  (1000 trials)');
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(a);
    expect(text.slice(a, b)).toMatch(
      /note: only a note\n[\s\S]*pHit\s+0\.5000[\s\S]*house\s+pHit\s+0\.2500/,
    );
    expect(text.slice(b)).toMatch(/note: house: a house note/);
    expect(text.slice(b)).not.toMatch(/0\.5000/);
    expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
  });
});
