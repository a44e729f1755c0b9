import { DOOR, WINDOW, type Battlefield } from '../../../encounter/battlefield.ts';

/** Going in or out by a doorway costs 1" of the move (six-gun-sound.md §4.4 [L1203, L1937]). */
export const DOOR_INCHES = 1;
/** Climbing through a window needs 2" of the move left, and ends it (§4.4 [L1937]). */
export const WINDOW_LEFT = 2;
/** Half a 1" base: a man stops this far short of a way in he cannot take, and stands this far inside a window he climbs through. */
const HALF_BASE = 0.5;

/**
 * How far down the battlefield's latest route (`cost` long) a man bound for `end` gets with
 * `allowance` inches of move, counting the doors and windows on the way (§4.4 [L1203,
 * L1937]): each doorway he passes takes an inch of his allowance, and one he has no inch left
 * for stops him short of it; a window he climbs through only with 2" of allowance left on
 * reaching it, and that ends his move just inside (he may still shoot); without them he stops
 * short of it. Large openings cost nothing. The route itself is the shortest way round the
 * walls, doors not counted.
 */
export function throughBuildings(
  bf: Battlefield,
  end: number,
  cost: number,
  allowance: number,
): number {
  let spare = allowance,
    from = 0;
  for (;;) {
    const a = bf.routeCross(DOOR | WINDOW, from);
    if (a >= end) return end;
    if (bf.crossFlags & WINDOW)
      return spare - a < WINDOW_LEFT ? Math.max(0, a - HALF_BASE) : Math.min(cost, a + HALF_BASE);
    spare -= DOOR_INCHES;
    if (spare <= a) return Math.max(0, a - HALF_BASE);
    end = Math.min(end, spare);
    from = a;
  }
}
