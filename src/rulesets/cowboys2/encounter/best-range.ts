import type { Rng } from '../../../dice/rng.ts';
import { bestRangeDistance } from '../../../encounter/policy.ts';
import { CHART_RANGES } from '../chart.ts';
import { AP } from '../data.ts';
import { aiActivate, approach, ridePool, shotsFor } from './ai.ts';
import { fire } from './fire.ts';
import type { World } from './world.ts';

/** The chart's ranges as the shared block's bands: band b is range b + 1. */
export const RANGE_BANDS = Int32Array.from({ length: CHART_RANGES }, (_, b) => b + 1);

/**
 * The shared encounter policy "advance to best range" (encounter/policy.ts bestRangeDistance,
 * Cowpoke's advance-to-best-range) as a Cowboys II side's `policy: advance-to-best-range`, a
 * house rule: the cowboy plays as the solitaire AI does in all else (reactions, rounds never
 * counted, out of sight the walk toward a square that sees the target, §1.12), but with the
 * target in sight he does not read the §1.12 table: each chart range is a band scored by the
 * hits one shot of his expects there (`w.rangeScore`), and he walks toward the target until
 * he stands at the best one (the nearest of equals), keeping 2 AP for a shot when the walk
 * leaves them, else walking as far as his points and his horse's go; in his best range he
 * shoots with every 2 AP. A chart that scores a longer range better leaves him where he
 * stands, shooting: on the grid this policy advances, it does not back away.
 */
export function bestRangeActivate(w: World, c: number, rng: Rng): void {
  aiActivate(w, c, rng, advanceToBestRange);
}

/** With t in sight: shoot from the best range, or walk toward it (see bestRangeActivate). */
function advanceToBestRange(w: World, c: number, t: number, ap: number, rng: Rng): void {
  const r = w.range(c, t);
  const here = Math.min(r, CHART_RANGES) - 1;
  const d = bestRangeDistance(RANGE_BANDS, w.rangeScore, c * CHART_RANGES, here, 1);
  if (d < 0 || d > r) {
    fire(w, c, t, shotsFor(w, ap), rng);
    return;
  }
  const near = Math.floor(d); // a quarter inside the band: its range
  if (r - near <= ap - AP.shot) {
    ap -= approach(w, c, t, ap - AP.shot, false, rng, -1, near);
    if (ap >= AP.shot && w.alive[c] && w.alive[t] && w.sees(c, t)) fire(w, c, t, 1, rng);
  } else approach(w, c, t, ap + ridePool(w, c), false, rng, -1, near);
}
