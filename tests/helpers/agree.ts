import { expect } from 'vitest';
import type { Layout } from '../../src/core/layout.ts';
import { streamFor, type Rng } from '../../src/dice/rng.ts';
import type { ExactMetrics, Procedure } from '../../src/rulesets/types.ts';

/**
 * Where a simulation's accumulator disagrees with an exact answer: each probability and each
 * distribution cell must lie within k standard errors of the exact value, plus half a count (a
 * cell of a few in a million is otherwise failed by one trial landing in it); each mean within
 * k standard errors of the simulated spread. Metrics the exact answer leaves out are skipped.
 */
export function disagreements(
  layout: Layout,
  acc: Float64Array,
  exact: ExactMetrics,
  n: number,
  k = 4,
): string[] {
  const out: string[] = [];
  const near = (sim: number, p: number) =>
    Math.abs(sim - p) <= k * Math.sqrt(Math.max(p * (1 - p), 1e-12) / n) + 0.5 / n + 1e-12;
  for (const m of layout.metrics) {
    if (!(m.name in exact)) continue;
    const want = exact[m.name];
    if (m.kind === 'probability') {
      const sim = acc[m.slot] / n;
      if (!near(sim, want as number)) out.push(`${m.name}: simulated ${sim}, exact ${want}`);
    } else if (m.kind === 'mean') {
      const mean = acc[m.slot] / n;
      const sd = Math.sqrt(Math.max(acc[m.slot + 1] / n - mean * mean, 0));
      if (Math.abs(mean - (want as number)) > (k * sd) / Math.sqrt(n) + 1e-9)
        out.push(`${m.name}: simulated mean ${mean}, exact ${want}`);
    } else {
      const rec = want as Record<string, number>;
      layout.outcomes(m).forEach((o, j) => {
        const sim = acc[m.slot + j] / n;
        if (!near(sim, rec[o] ?? 0))
          out.push(`${m.name}=${o}: simulated ${sim}, exact ${rec[o] ?? 0}`);
      });
    }
  }
  return out;
}

/** Fails on any disagreement, and when the exact answer names none of the metrics. */
export function expectAgreement(
  layout: Layout,
  acc: Float64Array,
  exact: ExactMetrics,
  n: number,
): void {
  expect(acc[0], 'trials counted').toBe(n);
  expect(
    layout.metrics.some((m) => m.name in exact),
    'some metric has an exact answer',
  ).toBe(true);
  expect(disagreements(layout, acc, exact, n)).toEqual([]);
}

/** `n` trials of a procedure on `rng`, in a fresh accumulator. */
export function simulated<P, O>(
  proc: Procedure<P, O>,
  params: P,
  options: O,
  rng: Rng,
  n: number,
): { layout: Layout; acc: Float64Array } {
  const layout = proc.metrics(params, options);
  const acc = layout.create();
  proc.simulate(params, options, rng, n, acc);
  return { layout, acc };
}

/** Simulates `n` trials on `rng` and checks them against the procedure's exact answer. */
export function expectSimulationAgrees<P, O>(
  proc: Procedure<P, O>,
  params: P,
  options: O,
  rng: Rng,
  n: number,
): void {
  const { layout, acc } = simulated(proc, params, options, rng, n);
  expectAgreement(layout, acc, proc.exact!(params, options), n);
}

/** The same on a stream of its own, keyed by a seed and a case key (deterministic). */
export function expectAgreesAt<P, O>(
  proc: Procedure<P, O>,
  params: P,
  options: O,
  seed: string,
  key: string | number,
  n: number,
): void {
  const rng = streamFor({ seed, matchup: key, variant: 0, chunk: 0 });
  expectSimulationAgrees(proc, params, options, rng, n);
}
