import { expect } from 'vitest';
import type { Rng } from '../../../src/dice/rng.ts';
import type { Procedure } from '../../../src/rulesets/types.ts';
import { withinSe } from '../../helpers.ts';

/** Simulates `n` trials and checks every probability and distribution cell against `exact` (4 standard errors), means too. */
export function expectAgreement(
  proc: Procedure,
  params: unknown,
  options: unknown,
  rng: Rng,
  n: number,
): void {
  const exact = proc.exact!(params, options);
  const layout = proc.metrics(params, options);
  const acc = layout.create();
  proc.simulate(params, options, rng, n, acc);
  expect(acc[0]).toBe(n);
  for (const m of layout.metrics) {
    if (!(m.name in exact)) continue;
    if (m.kind === 'probability') {
      expect(
        withinSe(acc[m.slot] / n, exact[m.name] as number, n),
        `${m.name}: ${acc[m.slot] / n} vs ${exact[m.name]}`,
      ).toBe(true);
    } else if (m.kind === 'mean') {
      const mean = acc[m.slot] / n;
      const sd = Math.sqrt(Math.max(acc[m.slot + 1] / n - mean * mean, 0));
      expect(Math.abs(mean - (exact[m.name] as number)), m.name).toBeLessThanOrEqual(
        (4 * sd) / Math.sqrt(n) + 1e-9,
      );
    } else {
      const ex = exact[m.name] as Record<string, number>;
      layout
        .outcomes(m)
        .forEach((k, j) =>
          expect(withinSe(acc[m.slot + j] / n, ex[k] ?? 0, n), `${m.name}=${k}`).toBe(true),
        );
    }
  }
}
