import type { Rng } from '../dice/rng.ts';

/** Repeated timings of one case: the median rate and its spread. */
export interface Measured {
  /** Units of work per second, median over the repetitions. */
  median: number;
  min: number;
  max: number;
  reps: number;
}

export function summarizeRates(rates: number[]): Measured {
  const sorted = [...rates].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], reps: sorted.length };
}

/** Runs `work` (which does `units` units) after warm-ups, and reports units per second. */
export async function measure(
  work: () => unknown | Promise<unknown>,
  units: number,
  reps: number,
  warmups = 1,
): Promise<Measured> {
  for (let i = 0; i < warmups; i++) await work();
  const rates: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = process.hrtime.bigint();
    await work();
    const secs = Number(process.hrtime.bigint() - t0) / 1e9;
    rates.push(units / secs);
  }
  return summarizeRates(rates);
}

// Written by rawDraws so that its loop has an observable effect and is not optimised away.
let sink = 0;

/** n raw 32-bit draws from `rng`: the ceiling every kernel row is a ratio against. */
export const rawDraws = (rng: Rng, n: number) => (): void => {
  let x = 0;
  for (let i = 0; i < n; i++) x ^= rng.u32();
  sink ^= x;
};

const rateOf = (work: () => void, units: number): number => {
  const t0 = process.hrtime.bigint();
  work();
  return units / (Number(process.hrtime.bigint() - t0) / 1e9);
};

/**
 * `ours` and `against` (each doing `units` units) taking turns rep by rep after one warm-up
 * each: our rates, and the ratio of each pair, so that a ratio does not drift with the
 * machine's load as it would if each ran all its reps in a row.
 */
export function pairedRates(
  ours: () => void,
  against: () => void,
  units: number,
  reps: number,
): { rates: number[]; ratios: number[] } {
  rateOf(ours, units);
  rateOf(against, units);
  const rates: number[] = [],
    ratios: number[] = [];
  for (let i = 0; i < reps; i++) {
    const r = rateOf(ours, units);
    rates.push(r);
    ratios.push(r / rateOf(against, units));
  }
  return { rates, ratios };
}
