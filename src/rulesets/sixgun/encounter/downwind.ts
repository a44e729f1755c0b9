import { EAST, NORTH, SOUTH, WEST, type Rect } from './blaze.ts';

/** A fire jumps at most 1" to a neighbouring structure, downwind only (§12 [L1988]). */
export const MAX_JUMP = 1;

/**
 * The gap from a's wall to b's facing wall when b stands beyond a in the direction `wind`
 * blows (NORTH, WEST, EAST, SOUTH), the two facing each other over some length; −1 when b
 * lies elsewhere (or overlaps a).
 */
export function gapDownwind(a: Rect, b: Rect, wind: number): number {
  const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  let gap = -1;
  if (wind === EAST && overlapY > 0) gap = b.x - (a.x + a.width);
  else if (wind === WEST && overlapY > 0) gap = a.x - (b.x + b.width);
  else if (wind === NORTH && overlapX > 0) gap = b.y - (a.y + a.height);
  else if (wind === SOUTH && overlapX > 0) gap = a.y - (b.y + b.height);
  return gap >= 0 ? gap : -1;
}

/**
 * Whether a fire in a, its rectangle [lo, hi] × [bottom, top] with its front run on past the
 * wall, has reached b downwind: the front at b's facing wall, over a stretch b's wall covers.
 * Returns the stretch of b's wall it sets alight as [x1, y1, x2, y2], or null.
 */
export function reached(
  f: { lo: number; hi: number; bottom: number; top: number },
  b: Rect,
  wind: number,
): [number, number, number, number] | null {
  const y1 = Math.max(f.bottom, b.y),
    y2 = Math.min(f.top, b.y + b.height);
  const x1 = Math.max(f.lo, b.x),
    x2 = Math.min(f.hi, b.x + b.width);
  if (wind === EAST) return f.hi >= b.x && y1 <= y2 ? [b.x, y1, b.x, y2] : null;
  if (wind === WEST)
    return f.lo <= b.x + b.width && y1 <= y2 ? [b.x + b.width, y1, b.x + b.width, y2] : null;
  if (wind === NORTH) return f.top >= b.y && x1 <= x2 ? [x1, b.y, x2, b.y] : null;
  if (wind === SOUTH)
    return f.bottom <= b.y + b.height && x1 <= x2 ? [x1, b.y + b.height, x2, b.y + b.height] : null;
  return null;
}

export const JUMP_WINDS = [NORTH, WEST, EAST, SOUTH] as const;
