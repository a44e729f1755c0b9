import { expect } from 'vitest';
import type { Layout } from '../../../src/core/layout.ts';
import { getRuleset } from '../../../src/rulesets/registry.ts';
import type { ExactMetrics, Procedure } from '../../../src/rulesets/types.ts';
import { resolveMatchup } from '../../../src/rulesets/validate.ts';
import type { MaliceOptions } from '../../../src/rulesets/malice/options.ts';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { expectAgreement } from '../../helpers/agree.ts';

export const malice = getRuleset('malice');

/** Params and options with defaults filled in, as a scenario or `odds` would resolve them. */
export function resolve(
  procedure: string,
  params: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
) {
  const r = resolveMatchup(malice, malice.procedures[procedure], params, options);
  if (r.problems.length) throw new Error(r.problems.map((p) => p.message).join('; '));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each procedure's own params type
  return {
    proc: malice.procedures[procedure] as Procedure,
    params: r.params as any,
    options: r.options as MaliceOptions,
  };
}

export const options = (o: Record<string, unknown> = {}) => resolve('skedaddle', {}, o).options;

/** Runs the simulation and returns the accumulator and layout. */
export function simulate(
  proc: Procedure,
  params: unknown,
  o: unknown,
  n: number,
  seed: string,
): { acc: Float64Array; layout: Layout } {
  const layout = proc.metrics(params, o);
  const acc = layout.create();
  proc.simulate(params, o, rngFromSeed(seed), n, acc);
  expect(acc[0]).toBe(n);
  return { acc, layout };
}

/** Simulates a procedure and checks it against its own exact answer. */
export function agree(
  procedure: string,
  params: Record<string, unknown>,
  o: Record<string, unknown> = {},
  n = 100_000,
  seed = 'agree',
): ExactMetrics {
  const r = resolve(procedure, params, o);
  const exact = r.proc.exact!(r.params, r.options);
  const { acc, layout } = simulate(r.proc, r.params, r.options, n, seed);
  expectAgreement(layout, acc, exact, n);
  return exact;
}
