import { successes } from '../../dice/dist.ts';
import type { Rng } from '../../dice/rng.ts';

/**
 * Pass dice, six-gun-sound.md §1.2–1.3: a die passes when it shows at most the target (every
 * die passes at 6 or more, none at 0 or less), and a table reads at most `cap` passes, so an
 * extra die "counting the best 2" is just one more die with the count capped.
 */

const passChance = (target: number) => Math.min(6, Math.max(0, target)) / 6;

/** P(Pass k) for k = 0..cap; a pool of 0 dice is Pass 0 (§1.3 ruling). */
export function passCounts(dice: number, target: number, cap = 2): Float64Array {
  const out = new Float64Array(cap + 1);
  const d = successes(Math.max(0, dice), passChance(target));
  for (let k = 0; k < d.p.length; k++) out[Math.min(cap, k)] += d.p[k];
  return out;
}

/** Rolls the test and returns the passes read by the table (at most `cap`). */
export function rollPasses(rng: Rng, dice: number, target: number, cap = 2): number {
  let n = 0;
  for (let i = 0; i < dice; i++) if (rng.below(6) < target) n++;
  return n < cap ? n : cap;
}
