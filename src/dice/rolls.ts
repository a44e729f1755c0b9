import type { Rng } from './rng.ts';

/** Fills out[0..n) with faces 1..sides. */
export function fillDie(rng: Rng, sides: number, out: Uint8Array, n = out.length): Uint8Array {
  for (let i = 0; i < n; i++) out[i] = rng.below(sides) + 1;
  return out;
}

export const fillD3 = (rng: Rng, out: Uint8Array, n = out.length) => fillDie(rng, 3, out, n);
export const fillD6 = (rng: Rng, out: Uint8Array, n = out.length) => fillDie(rng, 6, out, n);
export const fillD10 = (rng: Rng, out: Uint8Array, n = out.length) => fillDie(rng, 10, out, n);

/** Fills out[0..n) with sums of two d6 (2..12). */
export function fill2d6(rng: Rng, out: Uint8Array, n = out.length): Uint8Array {
  for (let i = 0; i < n; i++) out[i] = rng.below(6) + rng.below(6) + 2;
  return out;
}

/** Rolls n dice of `sides` faces and counts those showing at least `target`. */
export function rollCountAtLeast(rng: Rng, n: number, sides: number, target: number): number {
  let count = 0;
  for (let i = 0; i < n; i++) if (rng.below(sides) + 1 >= target) count++;
  return count;
}

/** Rolls n dice of `sides` faces and counts those showing at most `target`. */
export function rollCountAtMost(rng: Rng, n: number, sides: number, target: number): number {
  let count = 0;
  for (let i = 0; i < n; i++) if (rng.below(sides) + 1 <= target) count++;
  return count;
}

/** Counts entries of faces[0..n) that are at least `target`. */
export function countAtLeast(faces: Uint8Array, target: number, n = faces.length): number {
  let count = 0;
  for (let i = 0; i < n; i++) if (faces[i] >= target) count++;
  return count;
}

/**
 * Samples an integer outcome from a precomputed cumulative table with one uniform draw.
 * Used where rolling every die would only recompute a known distribution (the number of
 * sixes among n dice, say): one draw and a short scan instead of n draws.
 */
export class CdfTable {
  readonly offset: number;
  readonly cdf: Float64Array;

  constructor(offset: number, probabilities: ArrayLike<number>) {
    this.offset = offset;
    this.cdf = new Float64Array(probabilities.length);
    let total = 0;
    for (let i = 0; i < probabilities.length; i++) {
      total += probabilities[i];
      this.cdf[i] = total;
    }
    // Rounding can leave the last entry a hair under 1; a draw above it must still land.
    this.cdf[this.cdf.length - 1] = Infinity;
  }

  sample(rng: Rng): number {
    const u = rng.float();
    const cdf = this.cdf;
    let i = 0;
    while (u >= cdf[i]) i++;
    return i + this.offset;
  }
}
