import type { Rng } from '../../dice/rng.ts';
import { FIGURE, GROUP, type ActivationOrder, type Schedule } from './schedule.ts';

/**
 * Chits drawn blindly from a cup (cowboys-ii.md §1.1): one chit per figure and one per group
 * (a group chit activates every figure of the group); each Game Turn the chits come out in a
 * uniformly random order, drawn one Fisher–Yates step at a time from the seeded stream.
 */
export class ChitCup implements ActivationOrder {
  readonly capacity: number;
  private readonly kinds: Uint8Array;
  private readonly whos: Int32Array;
  private readonly cup: Int32Array;

  /** `figures`: the figures with a chit of their own; `groups`: the groups with a group chit. */
  constructor(figures: readonly number[], groups: readonly number[] = []) {
    const n = (this.capacity = figures.length + groups.length);
    this.kinds = Uint8Array.from([...figures.map(() => FIGURE), ...groups.map(() => GROUP)]);
    this.whos = Int32Array.from([...figures, ...groups]);
    this.cup = new Int32Array(n);
  }

  reset(): void {}

  plan(_turn: number, rng: Rng, s: Schedule): void {
    const n = this.capacity,
      cup = this.cup;
    for (let i = 0; i < n; i++) cup[i] = i;
    s.clear();
    for (let i = 0; i < n; i++) {
      const j = i + rng.below(n - i);
      const chit = cup[j];
      cup[j] = cup[i];
      cup[i] = chit;
      s.push(this.kinds[chit], this.whos[chit]);
    }
  }
}
