import type { Layout } from '../core/layout.ts';
import { wilson } from '../core/stats.ts';

/** The largest 95% half-width among the probabilities reported (for precision targets). */
export function widestHalfWidth(layout: Layout, acc: Float64Array): number {
  const n = acc[0];
  let widest = 0;
  for (const m of layout.metrics) {
    if (m.kind === 'mean') continue;
    for (let i = 0; i < m.width; i++) {
      const w = wilson(acc[m.slot + i], n);
      widest = Math.max(widest, (w.high - w.low) / 2);
    }
  }
  return widest;
}
