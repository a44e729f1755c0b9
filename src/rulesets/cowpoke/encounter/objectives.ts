import type { EncounterParams } from './schema.ts';

/**
 * The scenario's objectives as typed columns (index = objective). An opened one belongs to
 * the side that opened it; a grabbed one to its carrier, and it falls where the carrier
 * falls, to be picked up again with a fresh roll. A side that has opened or holds every
 * objective at once wins (the book leaves victory to the scenario, cowpoke.md §6).
 */
export class Objectives {
  readonly k: number;
  readonly names: string[];
  readonly need: Int32Array;
  readonly grab: Uint8Array;
  readonly x0: Float64Array;
  readonly y0: Float64Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** Open: the side that opened it; grab: the carrying character; −1 for nobody. */
  readonly by: Int32Array;
  /** The side that took every objective, −1 until one has. */
  winner = -1;

  constructor(p: EncounterParams) {
    const list = p.objectives ?? [];
    this.k = list.length;
    this.names = list.map((o) => o.name);
    this.need = Int32Array.from(list, (o) => o.need);
    this.grab = Uint8Array.from(list, (o) => (o.kind === 'grab' ? 1 : 0));
    this.x0 = Float64Array.from(list, (o) => o.x);
    this.y0 = Float64Array.from(list, (o) => o.y);
    this.x = Float64Array.from(this.x0);
    this.y = Float64Array.from(this.y0);
    this.by = new Int32Array(this.k);
  }

  reset(): void {
    for (let j = 0; j < this.k; j++) {
      this.x[j] = this.x0[j];
      this.y[j] = this.y0[j];
      this.by[j] = -1;
    }
    this.winner = -1;
  }
}
