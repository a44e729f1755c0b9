import type { Rng } from '../../../dice/rng.ts';
import { passCounts, rollPasses } from '../pass-dice.ts';
import { rollSum, TWO_D6, type Ready } from './table.ts';

/**
 * Building blocks shared by the encounter set-up tables of six-gun-sound.md §13: the leaders'
 * opposed pass tests (Stand-Up Fight, Hold Up, Talk the Talk) and the How Many of Them tables
 * read from a 2d6 score.
 */

/** Who passed more in a leaders' test: equal, one side by 1, or by 2 (the most two dice give). */
export const OPPOSED = ['same', 'ours-by-1', 'ours-by-2', 'theirs-by-1', 'theirs-by-2'] as const;

/** Both leaders roll 2d6 against Rep; the result is the difference in passes. */
export function opposedTest(ours: number, theirs: number, explain: string): Ready {
  const read = (a: number, b: number) => (a === b ? 0 : a > b ? a - b : 2 + b - a);
  return {
    outcomes: OPPOSED,
    explain,
    roll: (rng: Rng) => read(rollPasses(rng, 2, ours), rollPasses(rng, 2, theirs)),
    exact() {
      const a = passCounts(2, ours),
        b = passCounts(2, theirs);
      const out = new Float64Array(OPPOSED.length);
      for (let i = 0; i <= 2; i++) for (let j = 0; j <= 2; j++) out[read(i, j)] += a[i] * b[j];
      return out;
    },
  };
}

/** A How Many row: the other side as a multiple of a force, or that force plus some. */
export type Row = { times: number } | { plus: number };
export const rowName = (r: Row) => ('times' in r ? `times-${r.times}` : `plus-${r.plus}`);
/** "½ as many more" is ×1.5, rounded up (C-22). */
export const applyRow = (r: Row, n: number) =>
  'times' in r ? Math.ceil(r.times * n) : Math.max(0, n + r.plus);

/**
 * A How Many of Them table read from 2d6 plus `shift`: `rows[i]` holds up to `upTo[i]`
 * (the last row takes everything above). The result is the row; its value the number of
 * figures it gives against a force of `force`.
 */
export function howMany(
  upTo: readonly number[],
  rows: readonly Row[],
  shift: number,
  force: number,
  explain: string,
): Ready {
  const names = [...new Set(rows.map(rowName))];
  const index = rows.map((r) => names.indexOf(rowName(r)));
  const rowAt = (s: number) => {
    for (let i = 0; i < upTo.length; i++) if (s <= upTo[i]) return i;
    return upTo.length - 1;
  };
  const values = names.map((n) => applyRow(rows[index.indexOf(names.indexOf(n))], force));
  return {
    outcomes: names,
    values,
    explain,
    roll: (rng) => index[rowAt(rollSum(rng, 2) + shift)],
    exact() {
      const out = new Float64Array(names.length);
      for (let s = 2; s <= 12; s++) out[index[rowAt(s + shift)]] += TWO_D6.at(s);
      return out;
    },
  };
}
