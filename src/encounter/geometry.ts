/**
 * Plane geometry for the battlefield, as plain functions over numbers so that the hot queries
 * allocate nothing. Coordinates are in the map's unit (inches, or squares counted from 0).
 */

/** How distance is measured: straight line, or on a square grid by king's moves or by rook's steps. */
export type Metric = 'euclidean' | 'chebyshev' | 'manhattan';

export function distance(metric: Metric, x1: number, y1: number, x2: number, y2: number): number {
  const dx = x2 - x1,
    dy = y2 - y1;
  if (metric === 'chebyshev') return Math.max(Math.abs(dx), Math.abs(dy));
  if (metric === 'manhattan') return Math.abs(dx) + Math.abs(dy);
  return Math.sqrt(dx * dx + dy * dy);
}

const EPS = 1e-9;

/**
 * Whether segment P1P2 meets segment Q1Q2 at a point strictly inside P1P2 (a line of sight that
 * starts or ends exactly on a wall is not blocked by it) and anywhere on Q1Q2, ends included.
 * Collinear overlaps count as crossing: sight along the face of a wall is blocked.
 */
export function crosses(
  px1: number,
  py1: number,
  px2: number,
  py2: number,
  qx1: number,
  qy1: number,
  qx2: number,
  qy2: number,
): boolean {
  const rx = px2 - px1,
    ry = py2 - py1,
    sx = qx2 - qx1,
    sy = qy2 - qy1;
  const den = rx * sy - ry * sx;
  const wx = qx1 - px1,
    wy = qy1 - py1;
  if (Math.abs(den) < EPS) {
    if (Math.abs(wx * ry - wy * rx) > EPS) return false; // parallel, apart
    const rr = rx * rx + ry * ry;
    if (rr < EPS) return false;
    const t0 = (wx * rx + wy * ry) / rr,
      t1 = ((qx2 - px1) * rx + (qy2 - py1) * ry) / rr;
    return Math.max(t0, t1) > EPS && Math.min(t0, t1) < 1 - EPS;
  }
  const t = (wx * sy - wy * sx) / den;
  const u = (wx * ry - wy * rx) / den;
  return t > EPS && t < 1 - EPS && u >= -EPS && u <= 1 + EPS;
}

/** Where clip last found a segment inside a rectangle: its entry and exit parameters (0..1). */
const span = new Float64Array(2);

/**
 * Whether segment P1P2 runs inside the axis-aligned rectangle [x, x+w] × [y, y+h] over a
 * positive length (Liang–Barsky clipping); if so, where it enters and leaves are left in span.
 */
function clip(
  px1: number,
  py1: number,
  px2: number,
  py2: number,
  x: number,
  y: number,
  w: number,
  h: number,
): boolean {
  const dx = px2 - px1,
    dy = py2 - py1;
  let t0 = 0,
    t1 = 1;
  // Each pair (p, q): the segment enters or leaves the slab where p·t = q.
  for (let k = 0; k < 4; k++) {
    const p = k === 0 ? -dx : k === 1 ? dx : k === 2 ? -dy : dy;
    const q = k === 0 ? px1 - x : k === 1 ? x + w - px1 : k === 2 ? py1 - y : y + h - py1;
    if (Math.abs(p) < EPS) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) {
      if (r > t1) return false;
      if (r > t0) t0 = r;
    } else {
      if (r < t0) return false;
      if (r < t1) t1 = r;
    }
  }
  span[0] = t0;
  span[1] = t1;
  return t1 > t0;
}

/** Length of segment P1P2 inside the axis-aligned rectangle [x, x+w] × [y, y+h]. */
export function lengthInside(
  px1: number,
  py1: number,
  px2: number,
  py2: number,
  x: number,
  y: number,
  w: number,
  h: number,
): number {
  if (!clip(px1, py1, px2, py2, x, y, w, h)) return 0;
  const dx = px2 - px1,
    dy = py2 - py1;
  return (span[1] - span[0]) * Math.sqrt(dx * dx + dy * dy);
}

/**
 * How far along segment P1P2 (0..1) it enters the rectangle [x, x+w] × [y, y+h], 0 if it starts
 * inside; −1 if it never runs inside (ending on an edge, or leaving from one, is not entering).
 */
export function entryInto(
  px1: number,
  py1: number,
  px2: number,
  py2: number,
  x: number,
  y: number,
  w: number,
  h: number,
): number {
  return clip(px1, py1, px2, py2, x, y, w, h) ? span[0] : -1;
}

/**
 * How far along segment P1P2 (0..1) it leaves the rectangle [x, x+w] × [y, y+h] for the last
 * time, or −1 if it never runs inside.
 */
export function exitFrom(
  px1: number,
  py1: number,
  px2: number,
  py2: number,
  x: number,
  y: number,
  w: number,
  h: number,
): number {
  return clip(px1, py1, px2, py2, x, y, w, h) ? span[1] : -1;
}

export const inside = (px: number, py: number, x: number, y: number, w: number, h: number) =>
  px >= x && px <= x + w && py >= y && py <= y + h;

/** Arcs of a figure's facing. */
export const FRONT = 0,
  FLANK = 1,
  REAR = 2;

/**
 * The arc of a figure at (fx, fy) facing `facing` (radians, 0 = +x, counter-clockwise toward +y)
 * in which the point (tx, ty) lies: front within `frontHalf` radians of the facing, rear within
 * `rearHalf` of the opposite direction, flank between. Rulesets choose the half-angles
 * (a front and rear half of 90° each give two halves with no flank).
 */
export function arcOf(
  fx: number,
  fy: number,
  facing: number,
  tx: number,
  ty: number,
  frontHalf: number,
  rearHalf: number,
): number {
  let off = Math.atan2(ty - fy, tx - fx) - facing;
  off = Math.abs(Math.atan2(Math.sin(off), Math.cos(off)));
  if (off <= frontHalf) return FRONT;
  if (off >= Math.PI - rearHalf) return REAR;
  return FLANK;
}

/** Facing toward a point, in the convention of `arcOf`. */
export const facingToward = (fx: number, fy: number, tx: number, ty: number) =>
  Math.atan2(ty - fy, tx - fx);
