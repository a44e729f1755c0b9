import { expect } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import type { Procedure } from '../../../src/rulesets/types.ts';
import { withinSe } from '../../helpers.ts';

/**
 * Simulates one configuration with a fixed seed and checks every probability and every
 * outcome of every distribution against the exact answer, within 4 standard errors plus a
 * continuity correction of half a count (cells of a few in a million are otherwise failed
 * by a single trial landing in them).
 */
export function agrees(
  procedure: Procedure,
  params: unknown,
  options: unknown,
  key: string | number,
  n: number,
): void {
  const layout = procedure.metrics(params, options);
  const exact = procedure.exact!(params, options);
  const acc = layout.create();
  procedure.simulate(
    params,
    options,
    streamFor({ seed: 'sixgun-grid', matchup: key, variant: 0, chunk: 0 }),
    n,
    acc,
  );
  expect(acc[0]).toBe(n);
  const close = (sim: number, exact: number) =>
    withinSe(sim, exact, n) ||
    Math.abs(sim - exact) <= 4 * Math.sqrt(Math.max(exact * (1 - exact), 1e-12) / n) + 0.5 / n;
  for (const m of layout.metrics) {
    const want = exact[m.name];
    if (m.kind === 'probability') {
      const sim = acc[m.slot] / n;
      expect(close(sim, want as number), `${m.name}: simulated ${sim}, exact ${want}`).toBe(true);
    } else if (m.kind === 'distribution') {
      const rec = want as Record<string, number>;
      layout.outcomes(m).forEach((k, j) => {
        const sim = acc[m.slot + j] / n;
        expect(
          close(sim, rec[k] ?? 0),
          `${m.name}=${k}: simulated ${sim}, exact ${rec[k] ?? 0}`,
        ).toBe(true);
      });
    }
  }
}
