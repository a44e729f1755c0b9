/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  value: number;
  low: number;
  high: number;
}

/** Wilson score interval for x successes in n trials: honest near 0 and 1, unlike Wald. */
export function wilson(x: number, n: number, z = Z95): Interval {
  if (n === 0) return { value: NaN, low: 0, high: 1 };
  const p = x / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { value: p, low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

/** Normal interval for a mean from its sum and sum of squares. */
export function meanInterval(
  sum: number,
  sumSq: number,
  n: number,
  z = Z95,
): Interval & { se: number } {
  if (n === 0) return { value: NaN, low: NaN, high: NaN, se: NaN };
  const m = sum / n;
  const variance = n > 1 ? Math.max(0, (sumSq - n * m * m) / (n - 1)) : 0;
  const se = Math.sqrt(variance / n);
  return { value: m, low: m - z * se, high: m + z * se, se };
}

/** Standard error of a proportion, at the true p if known (for agreement tests). */
export function proportionSe(p: number, n: number): number {
  return Math.sqrt((p * (1 - p)) / n);
}
