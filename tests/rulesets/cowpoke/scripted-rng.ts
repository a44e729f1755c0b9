import { Rng } from '../../../src/dice/rng.ts';

/**
 * A generator that plays back chosen results, for the book's worked examples: each entry is
 * the value one `below(n)` call should return, given with its n so the right 32-bit word can
 * be produced. Running past the end of the script is a test failure.
 */
export class ScriptedRng extends Rng {
  private readonly script: [value: number, n: number][];
  private at = 0;

  constructor(script: [number, number][]) {
    super(new Uint32Array(4));
    this.script = script;
  }

  override u32(): number {
    const next = this.script[this.at++];
    if (!next) throw new Error(`scripted rng exhausted after ${this.script.length} draws`);
    const [value, n] = next;
    return Math.floor(((value + 0.5) / n) * 2 ** 32);
  }

  get used(): number {
    return this.at;
  }
}

/** d6 faces as scripted draws. */
export const dice = (...faces: number[]): [number, number][] => faces.map((f) => [f - 1, 6]);
/** One wound: location d6 and severity d6 as the single d36 cell the code draws. */
export const wound = (location: number, severity: number): [number, number][] => [
  [(location - 1) * 6 + severity - 1, 36],
];
