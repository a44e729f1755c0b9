import type { Layout } from '../core/layout.ts';

/**
 * Why a chunk's accumulator cannot be merged, or undefined when it can: the layout's length,
 * finite numbers, slot 0 equal to the trials run, and every count a whole number between 0 and
 * the trials. A worker built from other code, or a corrupted message, is caught here instead
 * of silently skewing every number of the run.
 */
export function accumulatorProblem(
  acc: unknown,
  layout: Layout,
  trials: number,
): string | undefined {
  if (!(acc instanceof Float64Array))
    return `expected a Float64Array, got ${acc === null ? 'null' : typeof acc}`;
  if (acc.length !== layout.size) return `expected ${layout.size} numbers, got ${acc.length}`;
  for (let i = 0; i < acc.length; i++)
    if (!Number.isFinite(acc[i])) return `slot ${i} is ${acc[i]}`;
  if (acc[0] !== trials) return `it counts ${acc[0]} trials, not ${trials}`;
  for (const m of layout.metrics) {
    if (m.kind === 'mean') continue;
    for (let i = m.slot; i < m.slot + m.width; i++) {
      const n = acc[i];
      if (n < 0 || n > trials || !Number.isInteger(n))
        return `${m.name} counts ${n} in ${trials} trials`;
    }
  }
  return undefined;
}
