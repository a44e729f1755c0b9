import type { Layout } from '../../core/layout.ts';
import type { ExactMetrics } from '../types.ts';

/**
 * Adds `trials` trials of a procedure that rolls no dice (bookkeeping such as aim points or
 * loading actions): every trial plays out the same, so each probability is 0 or 1 and each
 * distribution a single outcome. Such procedures keep a `simulate` only so that scenarios can
 * run them beside the others.
 */
export function addCertain(
  layout: Layout,
  values: ExactMetrics,
  trials: number,
  acc: Float64Array,
): void {
  for (const m of layout.metrics) {
    const v = values[m.name];
    if (m.kind === 'probability') acc[m.slot] += (v as number) * trials;
    else if (m.kind === 'mean') {
      acc[m.slot] += (v as number) * trials;
      acc[m.slot + 1] += (v as number) ** 2 * trials;
    } else {
      const outcome = Object.entries(v as Record<string, number>).find(([, w]) => w === 1)![0];
      acc[m.slot + layout.outcomes(m).indexOf(outcome)] += trials;
    }
  }
  acc[0] += trials;
}
