import { COVER_AREA, DOOR, OPENING, WINDOW } from '../../../encounter/battlefield.ts';
import type { Policy } from '../../../encounter/policy.ts';
import { DRY, EMPTY } from './ammo.ts';
import type { BandWorld } from './band-world.ts';
import { BAND_POLICY_NAMES, type BandPolicyName } from './policy-names.ts';
import { FIRE, HIDE, RELOAD, STEP_OUT, WAIT } from './policies.ts';

export { FIRE, HIDE, RELOAD, STEP_OUT, WAIT } from './policies.ts';
/** Charge the figure's target into melee (§4.3 [L1142], §8). */
export const CHARGE = 5;
/** Move toward the nearest enemy, fast if it can (§4.3–4.5). */
export const ADVANCE = 6;
/** Move to the cover the policy chose (w.goalX, w.goalY), fast if it can (§4.3–4.5). */
export const TO_COVER = 7;

/** Whether e stands in its enemies' sight (standing, not ducked back or hidden). */
export const seen = (w: BandWorld, e: number) => w.alive[e] === 1 && w.hidden[e] === 0;

/**
 * Whether c sees e: e in sight, no farther than the light and weather let c see, and no
 * building or wall between them (§4.7).
 */
export const sees = (w: BandWorld, c: number, e: number) =>
  seen(w, e) && w.seesSpot(c, w.x[e], w.y[e], w.dist(c, e), e);

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
 * (12" on foot, twice a horse's move in the saddle, C-36), from cover or from the open, loaded or not; otherwise stand and shoot.
 */
const charge: Policy<BandWorld> = (w, c) => {
  const t = nearestSeen(w, c);
  if (t >= 0 && w.dist(c, t) <= w.chargeReach(c)) {
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

/**
 * Advance from cover to cover: from cover, with an enemy in sight within its weapon's
 * effective range, stand and shoot; otherwise move to the next piece of cover closer to the
 * nearest enemy (nextCover), firing at the end of the move if it has a shot (§4.3 [L1141]);
 * with no cover left between them, advance as `advance` does. An empty gun is reloaded first.
 */
const coverToCover: Policy<BandWorld> = (w, c) => {
  if (w.ammo[c] === EMPTY || w.ammo[c] === DRY) return standAndShoot(w, c, 0);
  const t = nearestSeen(w, c);
  if (t >= 0 && w.dist(c, t) <= w.reach[c] && w.covered(c)) return standAndShoot(w, c, 0);
  const e = nearestEnemy(w, c);
  if (e < 0) return WAIT;
  return nextCover(w, c, e) ? TO_COVER : advance(w, c, 0);
};

/**
 * The next piece of cover for c on its way to enemy e, its spot left in w.goalX, w.goalY:
 * among the terrain features that give cover (§6.6), not the one c stands in nor one an enemy
 * stands in, whose spot (half an inch inside it, nearest e) is more than an inch nearer e than
 * c is, and the buildings he may go into (their cover, §6.6 [L1930–1933]), whose spots are
 * half an inch inside each door, window and opening (to see and shoot out of), the one c
 * reaches soonest (round buildings and walls). False when there is none.
 */
export function nextCover(w: BandWorld, c: number, e: number): boolean {
  if (!w.terrain) return false;
  const bf = w.bf,
    a = bf.area,
    ex = w.x[e],
    ey = w.y[e];
  const near = w.dist(c, e) - 1;
  let best = w.interiors ? intoBuilding(w, c, e, near) : Infinity;
  for (let k = 0; k < bf.areas; k++) {
    if (bf.areaKind[k] !== COVER_AREA || bf.areaValue[k] <= 0) continue;
    const zx = a[k * 4],
      zy = a[k * 4 + 1],
      zw = a[k * 4 + 2],
      zh = a[k * 4 + 3];
    if (standsIn(w, c, zx, zy, zw, zh) || enemyIn(w, c, zx, zy, zw, zh)) continue;
    const ix = Math.min(0.5, zw / 2),
      iy = Math.min(0.5, zh / 2);
    const px = Math.min(Math.max(ex, zx + ix), zx + zw - ix),
      py = Math.min(Math.max(ey, zy + iy), zy + zh - iy);
    if (Math.hypot(px - ex, py - ey) >= near) continue;
    const d =
      w.blocked || bf.hasDifficult
        ? bf.route(w.x[c], w.y[c], px, py)
        : Math.hypot(px - w.x[c], py - w.y[c]);
    if (d < best) ((best = d), (w.goalX = px), (w.goalY = py));
  }
  return best < Infinity;
}

/** A way in is a door, a window or a large opening. */
const WAY_IN = DOOR | WINDOW | OPENING;
/** Half a 1" base: the spot inside a way in is this far from the wall. */
const INSIDE = 0.5;

/**
 * The building c may go into next on his way to e, its spot left in w.goalX, w.goalY: in
 * each building neither c nor an enemy stands in, the spot inside its way in nearest e (to
 * see and shoot out of), if more than an inch nearer e than `near`; of those, the one c
 * reaches soonest. Returns its route's cost, Infinity when there is none.
 */
function intoBuilding(w: BandWorld, c: number, e: number, near: number): number {
  const bf = w.bf;
  const here = bf.buildingAt(w.x[c], w.y[c]);
  let best = Infinity;
  for (let k = 0; k < bf.segs; k++) {
    const piece = bf.segPiece[k];
    if (!(bf.segFlags[k] & WAY_IN) || piece === here || enemyInside(w, c, piece)) continue;
    insideOf(bf, k);
    const px = spot.x,
      py = spot.y;
    const d = Math.hypot(px - w.x[e], py - w.y[e]);
    if (d >= near || d > nearestWayIn(w, piece, e)) continue;
    const cost = bf.route(w.x[c], w.y[c], px, py);
    if (cost < best) ((best = cost), (w.goalX = px), (w.goalY = py));
  }
  return best;
}

const spot = { x: 0, y: 0 };

/** The spot half an inch inside the middle of way in k (a door, window or opening), in `spot`. */
function insideOf(bf: BandWorld['bf'], k: number): void {
  const s = bf.seg,
    x1 = s[k * 4],
    y1 = s[k * 4 + 1],
    x2 = s[k * 4 + 2],
    y2 = s[k * 4 + 3];
  const len = Math.hypot(x2 - x1, y2 - y1);
  // The normal to the wall, turned to point into the building.
  let nx = (y1 - y2) / len,
    ny = (x2 - x1) / len;
  const mx = (x1 + x2) / 2,
    my = (y1 + y2) / 2;
  if (bf.buildingAt(mx + nx * INSIDE, my + ny * INSIDE) !== bf.segPiece[k])
    ((nx = -nx), (ny = -ny));
  spot.x = mx + nx * INSIDE;
  spot.y = my + ny * INSIDE;
}

/** The distance to e of the spot inside the way into building `piece` nearest him. */
function nearestWayIn(w: BandWorld, piece: number, e: number): number {
  const bf = w.bf;
  let best = Infinity;
  for (let k = 0; k < bf.segs; k++) {
    if (!(bf.segFlags[k] & WAY_IN) || bf.segPiece[k] !== piece) continue;
    insideOf(bf, k);
    best = Math.min(best, Math.hypot(spot.x - w.x[e], spot.y - w.y[e]));
  }
  return best;
}

/** Whether an enemy of c still standing is inside building `piece`. */
function enemyInside(w: BandWorld, c: number, piece: number): boolean {
  for (let e = 0; e < w.n; e++)
    if (w.alive[e] && w.side[e] !== w.side[c] && w.bf.buildingAt(w.x[e], w.y[e]) === piece)
      return true;
  return false;
}

/** Whether c stands in the rectangle (x, y, width, height). */
const standsIn = (w: BandWorld, c: number, x: number, y: number, wd: number, ht: number) =>
  w.x[c] >= x && w.x[c] <= x + wd && w.y[c] >= y && w.y[c] <= y + ht;

/** Whether an enemy of c still standing stands in the rectangle. */
function enemyIn(w: BandWorld, c: number, x: number, y: number, wd: number, ht: number): boolean {
  for (let e = 0; e < w.n; e++)
    if (w.alive[e] && w.side[e] !== w.side[c] && standsIn(w, e, x, y, wd, ht)) return true;
  return false;
}

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
  'cover-to-cover': coverToCover,
} as const satisfies Record<BandPolicyName, Policy<BandWorld>>;
export const BAND_POLICY_LIST: Policy<BandWorld>[] = BAND_POLICY_NAMES.map((k) => BAND_POLICIES[k]);
