import { expect } from 'vitest';
import { defaultsOf } from '../../../../src/rulesets/fields.ts';
import { sixgunOptions, type SixgunOptions } from '../../../../src/rulesets/sixgun/options.ts';
import type { Procedure } from '../../../../src/rulesets/types.ts';
import { ScriptedRng, type Draw } from '../../../helpers/scripted.ts';
import { agrees } from '../grid.ts';

export const O = defaultsOf(sixgunOptions) as SixgunOptions;

/** A campaign procedure's params: its defaults, then `over`. */
export const paramsOf = (proc: Procedure, over: Record<string, unknown>) => ({
  ...defaultsOf(proc.params),
  ...over,
});

/** The exact chance of each result of one table. */
export function odds(
  proc: Procedure,
  over: Record<string, unknown>,
  o: SixgunOptions = O,
): Record<string, number> & { value?: number } {
  const e = proc.exact!(paramsOf(proc, over), o) as {
    outcome: Record<string, number>;
    value?: number;
  };
  return { ...e.outcome, ...(e.value !== undefined ? { value: e.value } : {}) };
}

export const close = (a: number | undefined, b: number) =>
  expect(Math.abs((a ?? NaN) - b)).toBeLessThan(1e-12);

/**
 * Rolls one table on scripted dice (faces) and returns its result's name, checking that every
 * scripted die was rolled.
 */
export function rolled(
  proc: Procedure,
  over: Record<string, unknown>,
  faces: number[],
  o: SixgunOptions = O,
): string {
  const p = paramsOf(proc, over);
  const layout = proc.metrics(p, o);
  const acc = layout.create();
  const rng = ScriptedRng.ofFaces(faces);
  proc.simulate(p, o, rng, 1, acc);
  expect(rng.left, 'every scripted die rolled').toBe(0);
  const m = layout.get('outcome');
  const k = layout.outcomes(m).findIndex((_, j) => acc[m.slot + j] === 1);
  return layout.outcomes(m)[k];
}

/** Simulation agrees with exact for every table of a procedure under each param set. */
export function everyTableAgrees(
  proc: Procedure,
  settings: Record<string, unknown>[],
  o: SixgunOptions = O,
  n = 20_000,
): void {
  const tables = (proc.params.table as { values: readonly string[] }).values;
  let i = 0;
  for (const table of tables)
    for (const s of settings) {
      const p = paramsOf(proc, { ...s, table });
      if (proc.check?.(p, o).length) continue;
      agrees(proc, p, o, `${proc.id}-${i++}`, n);
    }
  expect(i).toBeGreaterThanOrEqual(tables.length);
}

/**
 * One run of a procedure's simulation on scripted dice (numbers are below() results, pairs feed
 * float()): each metric's total over that run, a category's under `name=label`.
 */
export function replay(
  proc: Procedure,
  over: Record<string, unknown>,
  script: Draw[],
  o: SixgunOptions = O,
): Record<string, number> {
  const p = paramsOf(proc, over);
  const layout = proc.metrics(p, o);
  const acc = layout.create();
  const rng = new ScriptedRng(script);
  proc.simulate(p, o, rng, 1, acc);
  expect(rng.left, 'every scripted die rolled').toBe(0);
  const out: Record<string, number> = {};
  for (const m of layout.metrics)
    if (m.labels) m.labels.forEach((l, k) => (out[`${m.name}=${l}`] = acc[m.slot + k]));
    else if (m.kind !== 'distribution') out[m.name] = acc[m.slot];
  return out;
}

/** A die face as replay's script takes it. */
export const f = (face: number): number => face - 1;
/** A float that reads the last result of a distribution: a campaign season's Draw he stands through. */
export const STANDS: Draw = [999_999, 1_000_000];
