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
