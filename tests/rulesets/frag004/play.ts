import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { frag004Options, type Frag004Options } from '../../../src/rulesets/frag004/options.ts';
import type { Procedure } from '../../../src/rulesets/types.ts';
import { ScriptedRng } from '../cowpoke/scripted-rng.ts';

export const O = defaultsOf(frag004Options) as Frag004Options;
export const withOptions = (over: Partial<Frag004Options>): Frag004Options => ({ ...O, ...over });
export const paramsOf = <P>(proc: Procedure<P>, over: Partial<P> = {}): P => ({
  ...(defaultsOf(proc.params) as P),
  ...over,
});

/** D3 faces as scripted draws. */
export const d3 = (...faces: number[]): [number, number][] => faces.map((f) => [f - 1, 3]);

/**
 * One trial of `proc` on scripted dice, read back from the accumulator: each probability as
 * 0/1, each mean as its value, each distribution as the outcome that was hit.
 */
export function playOnce<P>(
  proc: Procedure<P>,
  params: P,
  script: [number, number][],
  o: Frag004Options = O,
): Record<string, number | string> {
  const layout = proc.metrics(params, o);
  const acc = layout.create();
  const rng = new ScriptedRng(script);
  proc.simulate(params, o, rng, 1, acc);
  if (rng.used !== script.length)
    throw new Error(`the trial used ${rng.used} of ${script.length} scripted dice`);
  const out: Record<string, number | string> = {};
  for (const m of layout.metrics) {
    if (m.kind === 'distribution')
      out[m.name] =
        layout.outcomes(m)[Array.from(acc.subarray(m.slot, m.slot + m.width)).indexOf(1)];
    else out[m.name] = acc[m.slot];
  }
  return out;
}
