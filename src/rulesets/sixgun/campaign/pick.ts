import type { Rng } from '../../../dice/rng.ts';

/**
 * Index drawn from a distribution (probabilities in order, summing to 1): how a season's
 * simulation plays a fight abstracted by its exact odds. One uniform draw, whatever the length.
 */
export function pick(rng: Rng, dist: Float64Array): number {
  let u = rng.float();
  for (let k = 0; k < dist.length - 1; k++) {
    if (u < dist[k]) return k;
    u -= dist[k];
  }
  return dist.length - 1;
}
