import type { Policy } from '../../../encounter/policy.ts';
import { DRY, EMPTY } from './ammo.ts';
import { CHARGE_REACH, type BandWorld } from './band-world.ts';
import { BAND_POLICY_NAMES, type BandPolicyName } from './policy-names.ts';
import { FIRE, HIDE, RELOAD, STEP_OUT, WAIT } from './policies.ts';

export { FIRE, HIDE, RELOAD, STEP_OUT, WAIT } from './policies.ts';
/** Charge the figure's target into melee (§4.3 [L1142], §8). */
export const CHARGE = 5;
/** Move toward the nearest enemy, fast if it can (§4.3–4.5). */
export const ADVANCE = 6;

/** Whether e stands in its enemies' sight (standing, not ducked back or hidden). */
export const seen = (w: BandWorld, e: number) => w.alive[e] === 1 && w.hidden[e] === 0;

/** Whether c sees e: e in sight, and no farther than the light and weather let c see (§4.7). */
export const sees = (w: BandWorld, c: number, e: number) => seen(w, e) && w.dist(c, e) <= w.sight;

/** The nearest enemy of c in sight (ties: the first listed), or −1. */
export function nearestSeen(w: BandWorld, c: number): number {
  return nearestSeenTo(w, c, c);
}

/** The enemy of c in sight nearest to figure `to` (c itself, or a friend it protects), or −1. */
function nearestSeenTo(w: BandWorld, c: number, to: number): number {
  let best = -1,
    bd = Infinity;
  for (let e = 0; e < w.n; e++) {
    if (w.side[e] === w.side[c] || !sees(w, c, e)) continue;
    const d = w.dist(to, e);
    if (d < bd) ((bd = d), (best = e));
  }
  return best;
}

/**
 * Stand and shoot: reload where it stands when the gun is empty, step back out to shoot after
 * ducking back, fire at the nearest enemy in sight; with no ammunition left for good, stay out
 * of sight.
 */
const standAndShoot: Policy<BandWorld> = (w, c) => {
  if (w.ammo[c] === DRY) return w.hidden[c] ? WAIT : HIDE;
  if (w.ammo[c] === EMPTY) return RELOAD;
  if (w.hidden[c]) return STEP_OUT;
  w.target[c] = nearestSeen(w, c);
  return w.target[c] >= 0 ? FIRE : WAIT;
};

/** What a cautious player does: never reload in an enemy's sight (§3.4 [L1001]). */
const cautious: Policy<BandWorld> = (w, c) => {
  if (w.ammo[c] === EMPTY && !w.hidden[c] && nearestSeen(w, c) >= 0) return HIDE;
  return standAndShoot(w, c, 0);
};

/**
 * Charge when Wanting to Charge lets it: the nearest enemy in sight within a charge's reach
 * (12", C-36), from cover or from the open, loaded or not; otherwise stand and shoot.
 */
const charge: Policy<BandWorld> = (w, c) => {
  const t = nearestSeen(w, c);
  if (t >= 0 && w.dist(c, t) <= CHARGE_REACH) {
    w.target[c] = t;
    return CHARGE;
  }
  return standAndShoot(w, c, 0);
};

/**
 * Protect the Star (the side's first figure): the Star himself plays cautious; the others
 * shoot first at the enemy in sight nearest to him.
 */
const protectTheStar: Policy<BandWorld> = (w, c) => {
  let star = 0;
  while (w.side[star] !== w.side[c]) star++;
  if (c === star || !w.alive[star]) return cautious(w, c, 0);
  const act = standAndShoot(w, c, 0);
  if (act === FIRE) w.target[c] = nearestSeenTo(w, c, star);
  return act;
};

/**
 * Advance: close in on the nearest enemy, seen or not, until it is within both the weapon's
 * effective range and sight (at night, in woods or fog, §4.7); from there stand and shoot.
 */
const advance: Policy<BandWorld> = (w, c) => {
  const t = nearestSeen(w, c);
  if (t >= 0 && w.dist(c, t) <= w.reach[c]) return standAndShoot(w, c, 0);
  if (w.ammo[c] === EMPTY || w.ammo[c] === DRY) return standAndShoot(w, c, 0);
  return nearestEnemy(w, c) >= 0 ? ADVANCE : WAIT;
};

/** The nearest enemy still standing, wherever it is (its side knows where it went), or −1. */
export function nearestEnemy(w: BandWorld, c: number): number {
  let best = -1,
    bd = Infinity;
  for (let e = 0; e < w.n; e++) {
    if (w.side[e] === w.side[c] || !w.alive[e]) continue;
    const d = w.dist(c, e);
    if (d < bd) ((bd = d), (best = e));
  }
  return best;
}

export const BAND_POLICIES = {
  'stand-and-shoot': standAndShoot,
  cautious,
  charge,
  'protect-the-star': protectTheStar,
  advance,
  // Each charges like `charge`; the rules bring the rest of his group into the charge.
  'charge-together': charge,
} as const satisfies Record<BandPolicyName, Policy<BandWorld>>;
export const BAND_POLICY_LIST: Policy<BandWorld>[] = BAND_POLICY_NAMES.map((k) => BAND_POLICIES[k]);
