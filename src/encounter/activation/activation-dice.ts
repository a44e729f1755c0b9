import type { Rng } from '../../dice/rng.ts';
import { GROUP, type ActivationOrder, type Schedule } from './schedule.ts';

/**
 * Activation dice against the leader's Rep (six-gun-sound.md §4.2): every side rolls one d6.
 * A side whose die matches another side's is frozen for the turn; the others act from the
 * highest die down, each activating, highest Rep first, only the groups whose leader's Rep
 * is at least its die. `die` and `frozen` stay readable for the ruleset (a frozen side may
 * still reload; a total of 7 may call reinforcements).
 */
export class ActivationDice implements ActivationOrder {
  readonly capacity: number;
  readonly die: Int32Array;
  readonly frozen: Uint8Array;
  /** The leader's Rep of each group; the ruleset updates it when a leader falls. */
  readonly leaderRep: Int32Array;
  private readonly groupSide: Int32Array;
  private readonly sides: number;
  private readonly sideOrder: Int32Array;
  private readonly groupOrder: Int32Array;

  /** `groupSide[g]`: the side of group g; `leaderRep[g]`: its leader's Rep. */
  constructor(sides: number, groupSide: ArrayLike<number>, leaderRep: ArrayLike<number>) {
    this.sides = sides;
    this.capacity = groupSide.length;
    this.groupSide = Int32Array.from(groupSide);
    this.leaderRep = Int32Array.from(leaderRep);
    this.die = new Int32Array(sides);
    this.frozen = new Uint8Array(sides);
    this.sideOrder = new Int32Array(sides);
    this.groupOrder = new Int32Array(groupSide.length);
  }

  reset(): void {}

  plan(_turn: number, rng: Rng, s: Schedule): void {
    const n = this.sides;
    for (let i = 0; i < n; i++) this.die[i] = rng.d6();
    for (let i = 0; i < n; i++) {
      this.frozen[i] = 0;
      for (let j = 0; j < n; j++) if (j !== i && this.die[j] === this.die[i]) this.frozen[i] = 1;
    }
    descending(this.sideOrder, this.die, n);
    const g = this.groupOrder.length;
    descending(this.groupOrder, this.leaderRep, g);
    s.clear();
    for (let k = 0; k < n; k++) {
      const side = this.sideOrder[k];
      if (this.frozen[side]) continue;
      for (let q = 0; q < g; q++) {
        const grp = this.groupOrder[q];
        if (this.groupSide[grp] === side && this.leaderRep[grp] >= this.die[side])
          s.push(GROUP, grp);
      }
    }
  }
}

/** order ← 0..n−1 sorted by key, highest first, stable (ties keep index order). */
function descending(order: Int32Array, key: Int32Array, n: number): void {
  for (let i = 0; i < n; i++) {
    const v = i;
    let j = i - 1;
    while (j >= 0 && key[order[j]] < key[v]) ((order[j + 1] = order[j]), j--);
    order[j + 1] = v;
  }
}
