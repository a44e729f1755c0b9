import type { Layout } from '../../../../core/layout.ts';

/** The slots of a type's own metrics, by name (looked up once per run). */
export const slotsOf = <K extends string>(l: Layout, names: readonly K[]): Record<K, number> =>
  Object.fromEntries(names.map((k) => [k, l.slot(k)])) as Record<K, number>;

/** Adds one value of a mean metric (its sum and its sum of squares). */
export function mean(acc: Float64Array, slot: number, v: number): void {
  acc[slot] += v;
  acc[slot + 1] += v * v;
}
