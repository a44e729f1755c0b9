/**
 * Square-grid helpers for rulesets that play on squares (squares indexed y · width + x):
 * the eight steps, facing toward one side of the square, which facing a square lies in, and
 * fields of path costs that a mover descends. All integer arithmetic, nothing allocated per
 * query.
 */

/** The 8 steps: E, N, W, S, NE, NW, SW, SE (the first four are also the facings). */
export const DX = Int8Array.from([1, 0, -1, 0, 1, -1, -1, 1]);
export const DY = Int8Array.from([0, 1, 0, -1, 1, 1, -1, -1]);

/** Facings: toward one side of the square. */
export const EAST = 0,
  NORTH = 1,
  WEST = 2,
  SOUTH = 3;

/** The facing whose side a line toward (dx, dy) leaves by (along x when |dx| ≥ |dy|). */
export function faceToward(dx: number, dy: number): number {
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? EAST : WEST;
  return dy > 0 ? NORTH : SOUTH;
}

/**
 * Whether the square at offset (rx, ry) from a figure facing `face` lies in its back facing.
 * `threeSides`: the back is what a line leaves by through the back side of the square (a
 * quarter, a line through a back corner included); otherwise the back is the rear half
 * (everything behind the line across the figure's square).
 */
export function inBack(rx: number, ry: number, face: number, threeSides: boolean): boolean {
  const along = rx * DX[face] + ry * DY[face];
  if (along >= 0) return false;
  if (!threeSides) return true;
  const across = rx * DY[face] - ry * DX[face];
  return -along >= (across < 0 ? -across : across);
}

/**
 * Fills `out[i]` with the cheapest total step cost from square i to any square where
 * `isSource` holds (0 there), moving by `step[i · 8 + d]` (the cost of the step in direction
 * d, −1 where it cannot be taken); −1 where no source can be reached. Step costs must be
 * symmetric (a step back costs what the step out did), as walls, diagonals and red lines are.
 * A bucket queue over small integer costs (Dial's algorithm); it allocates, so a caller
 * computes each field once per run.
 */
export function pathField(
  width: number,
  step: Int8Array,
  isSource: (i: number) => boolean,
  out: Int16Array,
): void {
  const squares = out.length;
  const buckets: number[][] = [];
  for (let i = 0; i < squares; i++) {
    out[i] = isSource(i) ? 0 : -1;
    if (out[i] === 0) (buckets[0] ??= []).push(i);
  }
  for (let cost = 0; cost < buckets.length; cost++) {
    const here = buckets[cost];
    if (!here) continue;
    for (let k = 0; k < here.length; k++) {
      const i = here[k];
      if (out[i] !== cost) continue;
      for (let d = 0; d < 8; d++) {
        const s = step[i * 8 + d];
        if (s < 0) continue;
        const j = i + DX[d] + DY[d] * width;
        const c = cost + s;
        if (out[j] >= 0 && out[j] <= c) continue;
        out[j] = c;
        (buckets[c] ??= []).push(j);
      }
    }
  }
}

/**
 * The steps a mover descending `field` may take from each square, best first: `out[i · 8 + k]`
 * is the k-th direction whose step lies on a cheapest path (the step's cost plus the field
 * beyond it equals the field here), ordered by `rank` of the square it reaches (lower first,
 * then DX, DY order), −1 after the last. A mover then takes the first step it can afford
 * and may end on, without reading the field again.
 */
export function pathSteps(
  width: number,
  step: Int8Array,
  field: Int16Array,
  rank: (j: number) => number,
  out: Int8Array,
): void {
  const order: number[] = [];
  for (let i = 0; i < field.length; i++) {
    order.length = 0;
    for (let d = 0; d < 8; d++) {
      const s = step[i * 8 + d];
      if (s < 0 || field[i] <= 0) continue;
      const j = i + DX[d] + DY[d] * width;
      if (field[j] >= 0 && field[j] + s === field[i]) order.push(d);
    }
    order.sort(
      (a, b) => rank(i + DX[a] + DY[a] * width) - rank(i + DX[b] + DY[b] * width) || a - b,
    );
    for (let k = 0; k < 8; k++) out[i * 8 + k] = k < order.length ? order[k] : -1;
  }
}
