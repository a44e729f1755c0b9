import type { Rng } from '../../dice/rng.ts';

/** What one activation in a turn's schedule covers. */
export const SIDE = 0,
  GROUP = 1,
  FIGURE = 2;

/**
 * One Game Turn's activations in order, filled by an activation order: each entry a whole
 * side (its acting figures one after another), a group of figures, or a single figure.
 * Preallocated; `clear` per turn.
 */
export class Schedule {
  readonly kind: Uint8Array;
  readonly who: Int32Array;
  count = 0;

  constructor(capacity: number) {
    this.kind = new Uint8Array(capacity);
    this.who = new Int32Array(capacity);
  }

  clear(): void {
    this.count = 0;
  }

  push(kind: number, who: number): void {
    this.kind[this.count] = kind;
    this.who[this.count++] = who;
  }
}

/**
 * A way of deciding who acts when: initiative per side, chits from a cup, a card from each
 * hand, activation dice against a leader's Rep. The turn loop calls `reset` once per trial
 * and `plan` at the start of every Game Turn; `endTurn`, if present, at its end.
 */
export interface ActivationOrder {
  reset(rng: Rng): void;
  plan(turn: number, rng: Rng, s: Schedule): void;
  endTurn?(rng: Rng): void;
  /** The largest number of entries `plan` can write. */
  readonly capacity: number;
}
