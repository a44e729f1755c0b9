import type { Rng } from '../../dice/rng.ts';
import { SIDE, type ActivationOrder, type Schedule } from './schedule.ts';

/** Writes the sides' order for one turn into `order` (a permutation of 0..sides−1). */
export type SideRoll = (rng: Rng, order: Int32Array) => void;

/**
 * Initiative per side: each Game Turn a roll orders the sides, and each side in turn
 * activates all its figures. The roll is the ruleset's (Cowpoke's draw, coin or standoff);
 * `highestRollFirst` is the common d6 roll-off.
 */
export class SideInitiative implements ActivationOrder {
  readonly capacity: number;
  private readonly order: Int32Array;

  constructor(
    sides: number,
    private readonly roll: SideRoll,
  ) {
    this.capacity = sides;
    this.order = new Int32Array(sides);
  }

  reset(): void {}

  plan(_turn: number, rng: Rng, s: Schedule): void {
    this.roll(rng, this.order);
    s.clear();
    for (let k = 0; k < this.order.length; k++) s.push(SIDE, this.order[k]);
  }
}

/**
 * Each side rolls a d6 plus its modifier; higher goes first; sides with equal scores all
 * roll again among themselves until every score among them differs. Allocation-free.
 */
export function highestRollFirst(modifiers: ArrayLike<number>): SideRoll {
  const n = modifiers.length;
  const score = new Float64Array(n);
  return (rng, order) => {
    for (let i = 0; i < n; i++) {
      order[i] = i;
      score[i] = rng.d6() + modifiers[i];
    }
    // Insertion sort by score, descending; then re-roll each run of equal scores.
    sortBy(order, score, 0, n);
    for (let i = 0; i < n;) {
      let j = i + 1;
      while (j < n && score[order[j]] === score[order[i]]) j++;
      while (j - i > 1 && tied(order, score, i, j)) {
        for (let k = i; k < j; k++) score[order[k]] = rng.d6() + modifiers[order[k]];
        sortBy(order, score, i, j);
      }
      i = j;
    }
  };
}

function tied(order: Int32Array, score: Float64Array, from: number, to: number): boolean {
  for (let k = from + 1; k < to; k++) if (score[order[k]] === score[order[k - 1]]) return true;
  return false;
}

function sortBy(order: Int32Array, score: Float64Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const v = order[i];
    let j = i - 1;
    while (j >= from && score[order[j]] < score[v]) ((order[j + 1] = order[j]), j--);
    order[j + 1] = v;
  }
}
