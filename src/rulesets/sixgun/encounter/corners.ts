import { BLOCKS_SIGHT, type Battlefield } from '../../../encounter/battlefield.ts';

/** A man hugs a corner whose point stands within this of his centre (a 1" base). */
const CORNER_REACH = 1;
/** Half his base: a corner this near the line of fire hides part of him. */
const HALF_BASE = 0.5;
/** What `Corners.at` finds: no corner, or one on the man's left or right as he faces the shooter. */
export const NO_CORNER = 0,
  ON_LEFT = 1,
  ON_RIGHT = 2;

/**
 * The corners of the buildings and walls on the table, where a man standing at one is partly
 * behind it (six-gun-sound.md §6.7 [L1604–1609]: Corner (flush), hugging the edge, as a
 * right-handed man at the left side of a doorway; Corner (away), standing off it, as one at
 * the right side). Every end of a sight-blocking wall is a corner: a building's four, a wall's
 * two, and the jambs of its doors and windows.
 */
export class Corners {
  private readonly xy: Float64Array;
  /** Each corner's cover class (its piece's). */
  readonly cover: Int32Array;
  readonly count: number;
  /** The class of the corner `at` found. */
  found = 0;

  constructor(bf: Battlefield) {
    const seen = new Map<string, number>();
    const xy: number[] = [],
      cover: number[] = [];
    for (let k = 0; k < bf.segs; k++) {
      if (!(bf.segFlags[k] & BLOCKS_SIGHT)) continue;
      for (const e of [0, 2]) {
        const x = bf.seg[k * 4 + e],
          y = bf.seg[k * 4 + e + 1];
        const key = `${x},${y}`;
        if (seen.has(key)) continue;
        seen.set(key, cover.length);
        xy.push(x, y);
        cover.push(bf.segCover[k]);
      }
    }
    this.xy = Float64Array.from(xy);
    this.cover = Int32Array.from(cover);
    this.count = cover.length;
  }

  /**
   * Whether a man at (tx, ty) fired on from (sx, sy), who sees him, stands at a corner: one
   * within his reach, between him and the shooter, that the line of fire passes within half
   * his base of (so it hides that side of him). ON_LEFT or ON_RIGHT as he faces the shooter,
   * its class left in `found`; NO_CORNER otherwise.
   */
  at(sx: number, sy: number, tx: number, ty: number): number {
    const fx = sx - tx,
      fy = sy - ty;
    const len = Math.sqrt(fx * fx + fy * fy);
    if (len === 0) return NO_CORNER;
    const ux = fx / len,
      uy = fy / len;
    for (let k = 0; k < this.count; k++) {
      const vx = this.xy[k * 2] - tx,
        vy = this.xy[k * 2 + 1] - ty;
      if (vx * vx + vy * vy > CORNER_REACH * CORNER_REACH || vx * ux + vy * uy <= 0) continue;
      const side = ux * vy - uy * vx;
      if (Math.abs(side) > HALF_BASE) continue;
      this.found = this.cover[k];
      return side > 0 ? ON_LEFT : ON_RIGHT;
    }
    return NO_CORNER;
  }
}
