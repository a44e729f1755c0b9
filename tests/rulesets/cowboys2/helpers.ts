import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { cowboys2Options, type Cowboys2Options } from '../../../src/rulesets/cowboys2/options.ts';

export const O = defaultsOf(cowboys2Options) as Cowboys2Options;

/** Dice as the index a roll table is read at: 6·(a − 1) + (b − 1). */
export const pair = (a: number, b: number) => 6 * (a - 1) + (b - 1);

/** A generator that answers `below(n)` from a script, for replaying the book's dice. */
export class Scripted {
  private i = 0;
  constructor(private readonly values: number[]) {}
  below(n: number): number {
    if (this.i >= this.values.length) throw new Error('script exhausted');
    const v = this.values[this.i++];
    if (v >= n) throw new Error(`scripted ${v} is not below ${n}`);
    return v;
  }
  get used() {
    return this.i;
  }
}
