import { Rng } from '../../../src/dice/rng.ts';

/** A generator that deals the given die faces (1-based) in order, and fails if it runs out. */
export class ScriptedDice extends Rng {
  private i = 0;
  constructor(private readonly faces: number[]) {
    super(new Uint32Array(4));
  }
  override below(n: number): number {
    if (this.i >= this.faces.length)
      throw new Error(`scripted dice ran out after ${this.faces.length}`);
    const f = this.faces[this.i++];
    if (f < 1 || f > n) throw new Error(`scripted face ${f} is not on a d${n}`);
    return f - 1;
  }
  get used(): number {
    return this.i;
  }
}
