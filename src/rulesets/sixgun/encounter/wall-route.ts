import type { Battlefield } from '../../../encounter/battlefield.ts';
import type { Rect } from './blaze.ts';
import { wallSpots, type WallPoint } from './wall-points.ts';

/**
 * The wall of r a man at (x, y) reaches soonest, going round what stands on the table (the
 * battlefield's route, six-gun-sound.md §12 [L1957]: he stands next to the structure): of
 * the spots `off` outside each wall nearest him, the one with the cheapest route that is not
 * inside another building; null when he can reach none. The battlefield is left holding the
 * route to it (Battlefield.routePoint walks it), its cost in `cost`.
 */
export function wayToWall(
  bf: Battlefield,
  r: Rect,
  x: number,
  y: number,
  off: number,
): (WallPoint & { cost: number }) | null {
  let best: WallPoint | null = null,
    bestCost = Infinity;
  for (const s of wallSpots(r, x, y, off)) {
    if (bf.buildingAt(s.tx, s.ty) >= 0) continue;
    const cost = bf.route(x, y, s.tx, s.ty);
    if (cost < bestCost) ((best = s), (bestCost = cost));
  }
  if (best === null) return null;
  bf.route(x, y, best.tx, best.ty);
  return { ...best, cost: bestCost };
}
