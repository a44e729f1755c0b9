import { COVER_AREA, type Battlefield } from './battlefield.ts';
import type { Figures } from './figures.ts';

/**
 * A policy chooses figure c's next action, given what it has left to spend (AP, actions):
 * it returns one of the ruleset's action codes, putting the target and the destination
 * where the ruleset's world keeps them. Rulesets compose their named policies from the
 * building blocks below, which look only at what the figure could know: enemies it can see,
 * the terrain, distances.
 */
export type Policy<W extends Figures> = (w: W, c: number, budget: number) => number;

/** A point a building block chose (a destination). */
export interface Spot {
  x: number;
  y: number;
}

/**
 * The nearest acting enemy of c that c can see, or −1. With `inSight` false, the nearest
 * wherever it is: the side knows where its enemies went to ground, and goes after them.
 */
export function nearestEnemy(w: Figures, c: number, inSight = true): number {
  let best = -1,
    bd = Infinity;
  for (let e = 0; e < w.n; e++) {
    if (!w.alive[e] || w.side[e] === w.side[c]) continue;
    const d = w.dist(c, e);
    if (d < bd && (!inSight || w.canSee(c, e))) ((bd = d), (best = e));
  }
  return best;
}

/**
 * The visible enemy with the least `left` (HP, wounds to go); ties go to the nearest; −1 if
 * none. `left` is a plain function of the world, so that no closure is made per call.
 */
export function weakestEnemy<W extends Figures>(
  w: W,
  c: number,
  left: (w: W, e: number) => number,
): number {
  let best = -1,
    bh = Infinity,
    bd = Infinity;
  for (let e = 0; e < w.n; e++) {
    if (!w.alive[e] || w.side[e] === w.side[c]) continue;
    const hp = left(w, e),
      d = w.dist(c, e);
    if ((hp < bh || (hp === bh && d < bd)) && w.canSee(c, e)) ((best = e), (bh = hp), (bd = d));
  }
  return best;
}

/** The visible enemy scoring highest on `score` (the danger it poses); ties go to the nearest. −1 if none. */
export function mostEnemy<W extends Figures>(
  w: W,
  c: number,
  score: (w: W, e: number, c: number) => number,
): number {
  let best = -1,
    bk = -Infinity,
    bd = Infinity;
  for (let e = 0; e < w.n; e++) {
    if (!w.alive[e] || w.side[e] === w.side[c]) continue;
    const k = score(w, e, c),
      d = w.dist(c, e);
    if ((k > bk || (k === bk && d < bd)) && w.canSee(c, e)) ((best = e), (bk = k), (bd = d));
  }
  return best;
}

/**
 * The nearest point half a unit inside a cover area (or at its middle when it is narrower);
 * false if the battlefield has no cover area.
 */
export function nearestCover(bf: Battlefield, x: number, y: number, out: Spot): boolean {
  let bd = Infinity;
  const a = bf.area;
  for (let k = 0; k < bf.areas; k++) {
    if (bf.areaKind[k] !== COVER_AREA) continue;
    const zx = a[k * 4],
      zy = a[k * 4 + 1],
      zw = a[k * 4 + 2],
      zh = a[k * 4 + 3];
    const px = Math.min(Math.max(x, zx + Math.min(0.5, zw / 2)), zx + zw - Math.min(0.5, zw / 2));
    const py = Math.min(Math.max(y, zy + Math.min(0.5, zh / 2)), zy + zh - Math.min(0.5, zh / 2));
    const d = Math.hypot(px - x, py - y);
    if (d < bd) ((bd = d), (out.x = px), (out.y = py));
  }
  return bd < Infinity;
}

/**
 * The nearest place, within `reach` of (x, y) by a path round the walls, that the enemy at
 * (ex, ey) cannot see: just behind the middle or an end of a sight-blocking wall. False if
 * there is none.
 */
export function nearestHiding(
  bf: Battlefield,
  x: number,
  y: number,
  ex: number,
  ey: number,
  reach: number,
  out: Spot,
): boolean {
  let bd = Infinity;
  const s = bf.sight;
  for (let k = 0; k < bf.sights; k++) {
    const x1 = s[k * 4],
      y1 = s[k * 4 + 1],
      x2 = s[k * 4 + 2],
      y2 = s[k * 4 + 3];
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    // The wall's normal, turned away from the enemy.
    let nx = -(y2 - y1) / len,
      ny = (x2 - x1) / len;
    if (nx * (ex - x1) + ny * (ey - y1) > 0) ((nx = -nx), (ny = -ny));
    for (let f = 0.25; f < 1; f += 0.25) {
      const px = x1 + (x2 - x1) * f + nx * 0.5,
        py = y1 + (y2 - y1) * f + ny * 0.5;
      if (bf.lineOfSight(ex, ey, px, py) || bf.inWall(px, py, 0.25) || !bf.onMap(px, py)) continue;
      const d = bf.pathLength(x, y, px, py);
      if (d <= reach && d < bd) ((bd = d), (out.x = px), (out.y = py));
    }
  }
  return bd < Infinity;
}

/** The point `r` from t on the line through c and t (toward c when c is farther, away when nearer). */
export function pointAtDistance(w: Figures, c: number, t: number, r: number, out: Spot): void {
  const d = w.dist(c, t);
  const k = d > 0 ? r / d : 0;
  out.x = w.x[t] + (w.x[c] - w.x[t]) * k;
  out.y = w.y[t] + (w.y[c] - w.y[t]) * k;
}

/** A point `run` units straight away from the nearest acting enemy (for a figure that flees). */
export function fleeFrom(w: Figures, c: number, run: number, out: Spot): void {
  let best = -1,
    bd = Infinity;
  for (let e = 0; e < w.n; e++) {
    if (!w.alive[e] || w.side[e] === w.side[c]) continue;
    const d = w.dist(c, e);
    if (d < bd) ((bd = d), (best = e));
  }
  if (best < 0) {
    out.x = w.x[c];
    out.y = w.y[c];
    return;
  }
  const d = bd || 1;
  out.x = w.x[c] + ((w.x[c] - w.x[best]) / d) * run;
  out.y = w.y[c] + ((w.y[c] - w.y[best]) / d) * run;
}

/**
 * Advance to a weapon's best range. The weapon's range bands are [lower[b], lower[b + 1])
 * (the last one open); `score[at + b]` is what band b gives (the dice; below 0 where the
 * weapon cannot shoot). The best band scores highest, the nearest to the band `here` that
 * the figure stands in on ties (the lower of two as near). Returns the distance from the
 * target to stand at, a quarter unit inside the best band and never nearer than `closest`,
 * or −1 when the figure already stands in its best band.
 */
export function bestRangeDistance(
  lower: ArrayLike<number>,
  score: ArrayLike<number>,
  at: number,
  here: number,
  closest: number,
): number {
  const n = lower.length;
  let best = here;
  for (let b = 0; b < n; b++) {
    const better = score[at + b] > score[at + best];
    const asGoodNearer =
      score[at + b] === score[at + best] && Math.abs(b - here) < Math.abs(best - here);
    if (better || asGoodNearer) best = b;
  }
  if (best === here) return -1;
  if (best > here) return lower[best] + 0.25;
  return Math.max(closest, (best + 1 < n ? lower[best + 1] : Infinity) - 0.25);
}

/** What holding and aiming asks for. */
export const HOLD = { NEITHER: 0, AIM: 1, FIRE: 2 } as const;

/**
 * Hold and aim: a figure that has aimed keeps to its target while the target stands (turning
 * to another would waste the Aim) and fires the aimed shot; one that has not aimed takes aim
 * at the target it chose, when an aimed shot could be taken there; otherwise neither, and the
 * policy falls back on its other blocks.
 */
export function heldTarget<W extends Figures>(
  w: W,
  c: number,
  aimedAt: number,
  choose: (w: W, c: number) => number,
): number {
  return aimedAt >= 0 && w.alive[aimedAt] ? aimedAt : choose(w, c);
}

/** The decision for target t, aimed at `aimedAt` (−1 for none); see heldTarget. */
export function holdAndAim(aimedAt: number, t: number, aimedShotPossible: boolean): number {
  if (!aimedShotPossible) return HOLD.NEITHER;
  return aimedAt === t ? HOLD.FIRE : HOLD.AIM;
}
