import { Rng } from '../../src/dice/rng.ts';
import type { Procedure } from '../../src/rulesets/types.ts';

/**
 * One scripted draw: a plain number is what the next `below(n)` returns (checked < n); a pair
 * [value, n] is turned into the 32-bit word that `below(n)` maps to value, so it also feeds
 * code that reads `u32()` or `float()` directly (a d36 table read through a scaled word).
 */
export type Draw = number | readonly [value: number, n: number];

/**
 * The generator every ruleset's worked examples replay their dice through: it deals the
 * script in order and fails the test when it runs out or a draw cannot come from the die
 * asked for. `used` and `left` let a test check that every scripted die was rolled.
 */
export class ScriptedRng extends Rng {
  private readonly script: readonly Draw[];
  private at = 0;

  constructor(script: readonly Draw[]) {
    super(new Uint32Array(4));
    this.script = script;
  }

  /** Dice faces (1-based) dealt to `below(n)` calls, each checked against its die. */
  static ofFaces(faces: readonly number[]): ScriptedRng {
    return new ScriptedRng(faces.map((f) => f - 1));
  }

  private next(): Draw {
    if (this.at >= this.script.length)
      throw new Error(`scripted rng exhausted after ${this.script.length} draws`);
    return this.script[this.at++];
  }

  override u32(): number {
    const d = this.next();
    if (typeof d === 'number')
      throw new Error(`scripted draw ${d} has no die size: script it as [value, n] for u32()`);
    return Math.floor(((d[0] + 0.5) / d[1]) * 2 ** 32);
  }

  // Each die of a pool is a scripted draw of its own.
  override countAtLeast(from: number, n: number): number {
    let k = 0;
    for (let i = 0; i < n; i++) if (this.u32() >= from) k++;
    return k;
  }

  override below(n: number): number {
    const d = this.next();
    if (typeof d !== 'number')
      return (Math.floor(((d[0] + 0.5) / d[1]) * 2 ** 32) * 2 ** -32 * n) | 0;
    if (d < 0 || d >= n)
      throw new Error(`scripted ${d} is not below ${n} (face ${d + 1} on a d${n})`);
    return d;
  }

  get used(): number {
    return this.at;
  }

  get left(): number {
    return this.script.length - this.at;
  }
}

/** d6 faces as scripted draws. */
export const dice = (...faces: number[]): [number, number][] => faces.map((f) => [f - 1, 6]);
/** d3 faces as scripted draws. */
export const d3 = (...faces: number[]): [number, number][] => faces.map((f) => [f - 1, 3]);
/** A face as the `below(n)` draw that deals it. */
export const face = (f: number) => f - 1;
/** Two d6 read as one d36 cell, first die the tens: the draw of `below(36)` (6·(a − 1) + b − 1). */
export const pair = (a: number, b: number) => (a - 1) * 6 + b - 1;
/** Two d6 as the single d36 draw a table is read with, as a pair for code reading u32(). */
export const wound = (a: number, b: number): [number, number][] => [[pair(a, b), 36]];

/**
 * One trial of `procedure` on scripted dice, read back from the accumulator: each probability
 * and mean as its value; each distribution as the outcome that was hit (`name`) and as a count
 * per outcome hit (`name=outcome`). Fails unless every scripted draw was used.
 */
export function playOnce<P, O>(
  procedure: Procedure<P, O>,
  params: P,
  options: O,
  script: readonly Draw[],
): Record<string, number | string> {
  const layout = procedure.metrics(params, options);
  const acc = layout.create();
  const rng = new ScriptedRng(script);
  procedure.simulate(params, options, rng, 1, acc);
  if (rng.left !== 0)
    throw new Error(`the trial used ${rng.used} of ${script.length} scripted draws`);
  const out: Record<string, number | string> = {};
  for (const m of layout.metrics) {
    if (m.kind !== 'distribution') {
      out[m.name] = acc[m.slot];
      continue;
    }
    layout.outcomes(m).forEach((k, j) => {
      if (!acc[m.slot + j]) return;
      out[`${m.name}=${k}`] = acc[m.slot + j];
      out[m.name] = k;
    });
  }
  return out;
}

/** playOnce's numbers only: probabilities, means and `name=outcome` counts. */
export function playCounts<P, O>(
  procedure: Procedure<P, O>,
  params: P,
  options: O,
  script: readonly Draw[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(playOnce(procedure, params, options, script)))
    if (typeof v === 'number') out[k] = v;
  return out;
}
