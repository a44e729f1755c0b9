import type { OpeningSpec } from '../../../encounter/battlefield.ts';
import type { Rect } from './blaze.ts';

/** A point on a building's wall and the point `off` inches outside it, square to the wall. */
export interface WallPoint {
  wx: number;
  wy: number;
  tx: number;
  ty: number;
}

/**
 * The point of each of r's four walls (south, east, north, west) nearest (x, y), and the spot
 * `off` inches outside it: where a man goes to reach that wall.
 */
export function wallSpots(r: Rect, x: number, y: number, off: number): WallPoint[] {
  const east = r.x + r.width,
    north = r.y + r.height;
  const ax = Math.min(east, Math.max(r.x, x)),
    ay = Math.min(north, Math.max(r.y, y));
  return [
    { wx: ax, wy: r.y, tx: ax, ty: r.y - off },
    { wx: east, wy: ay, tx: east + off, ty: ay },
    { wx: ax, wy: north, tx: ax, ty: north + off },
    { wx: r.x, wy: ay, tx: r.x - off, ty: ay },
  ];
}

/** For a point inside r: the nearest point of its walls and the point `off` outside it. */
function nearestWall(r: Rect, x: number, y: number, off: number): WallPoint {
  const d = [x - r.x, r.x + r.width - x, y - r.y, r.y + r.height - y];
  const k = d.indexOf(Math.min(...d));
  if (k === 0) return { wx: r.x, wy: y, tx: r.x - off, ty: y };
  if (k === 1) return { wx: r.x + r.width, wy: y, tx: r.x + r.width + off, ty: y };
  if (k === 2) return { wx: x, wy: r.y, tx: x, ty: r.y - off };
  return { wx: x, wy: r.y + r.height, tx: x, ty: r.y + r.height + off };
}

/**
 * Where a man inside r gets out of it, `off` inches outside: by the nearest of its openings
 * (door, window or opening, from its middle), or through the nearest wall when it has none.
 */
export function wayOut(
  r: Rect,
  openings: readonly OpeningSpec[],
  x: number,
  y: number,
  off: number,
): WallPoint {
  let best: WallPoint | null = null,
    bestD = Infinity;
  for (const o of openings) {
    const mid = o.at + o.width / 2;
    const p =
      o.wall === 'south'
        ? { wx: r.x + mid, wy: r.y, tx: r.x + mid, ty: r.y - off }
        : o.wall === 'north'
          ? { wx: r.x + mid, wy: r.y + r.height, tx: r.x + mid, ty: r.y + r.height + off }
          : o.wall === 'west'
            ? { wx: r.x, wy: r.y + mid, tx: r.x - off, ty: r.y + mid }
            : { wx: r.x + r.width, wy: r.y + mid, tx: r.x + r.width + off, ty: r.y + mid };
    const d = Math.hypot(p.wx - x, p.wy - y);
    if (d < bestD) ((best = p), (bestD = d));
  }
  return best ?? nearestWall(r, x, y, off);
}
