import { Rng } from '../../../src/dice/rng.ts';
import type { Procedure } from '../../../src/rulesets/types.ts';

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

/**
 * Plays one trial of a procedure with the given draws, checks every draw was used, and
 * returns what was counted: probabilities by name, distribution outcomes as `name=outcome`.
 */
export function playOnce<P, O>(
  procedure: Procedure<P, O>,
  params: P,
  options: O,
  script: number[],
): Record<string, number> {
  const layout = procedure.metrics(params, options);
  const acc = layout.create();
  const rng = new ScriptedRng(script);
  procedure.simulate(params, options, rng, 1, acc);
  if (rng.left !== 0) throw new Error(`${rng.left} scripted draws were not used`);
  const out: Record<string, number> = {};
  for (const m of layout.metrics) {
    if (m.kind === 'probability') out[m.name] = acc[m.slot];
    else
      layout
        .outcomes(m)
        .forEach((k, j) => acc[m.slot + j] && (out[`${m.name}=${k}`] = acc[m.slot + j]));
  }
  return out;
}
