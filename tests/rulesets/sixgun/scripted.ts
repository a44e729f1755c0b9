import { Rng } from '../../../src/dice/rng.ts';

/**
 * A generator that plays back given results of `below(n)`, so a worked example's dice can be
 * fed through the simulation code exactly as printed. `d6(face)` turns a face into its draw.
 */
export class ScriptedRng extends Rng {
  private readonly script: number[];

  constructor(script: number[]) {
    super(new Uint32Array(4));
    this.script = [...script];
  }

  override below(n: number): number {
    const v = this.script.shift();
    if (v === undefined) throw new Error('script exhausted');
    if (v < 0 || v >= n) throw new Error(`scripted ${v} is not below ${n}`);
    return v;
  }

  get left(): number {
    return this.script.length;
  }
}

export const face = (f: number) => f - 1;
/** The draw of `below(36)` that picks the damage pair (white, colored). */
export const pair = (white: number, colored: number) => (white - 1) * 6 + colored - 1;
