import { spreadInches } from '../fire.ts';

/** Not lit, smouldering (catches at the next Activation roll), burning, destroyed (as band-fire.ts). */
export const NOT_LIT = 0,
  SMOULDERING = 1,
  BURNING = 2,
  DESTROYED = 3;
/** The wind as FIRE_WINDS has it: north (+y), west (−x), east (+x), south (−y), calm. */
export const NORTH = 0,
  WEST = 1,
  EAST = 2,
  SOUTH = 3,
  CALM = 4;
/** A building is split into areas of about 6" (§12 [L1945–1953]). */
const AREA = 6;
/** A structure that will not burn smokes its occupants out instead (§12 [L1990]). */
export const WILL_NOT_BURN = 5;

/** A rectangle on the battlefield: west edge, south edge, width (east), height (north). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The fire in one building of the battlefield section (six-gun-sound.md §12), in two
 * dimensions: the building split into a grid of areas of about 6" each way, the fire a
 * rectangle that starts as the point of the wall where it was set and, after each Activation
 * roll, grows 6 − SV inches downwind (half that every way when calm), kept inside the walls
 * except where its front may run on across a gap to a structure it can jump to (`reach`). An
 * area is on fire once the rectangle touches it, as the row model's stretch touches its areas.
 * Along a street one area deep and set on its long wall, it burns as band-fire.ts's row does.
 */
export class Blaze {
  readonly cols: number;
  readonly rows: number;
  readonly rate: number;
  readonly calmRate: number;
  readonly flammable: boolean;
  /** How far past its east, west, north and south walls the front may run (a jumpable gap, or 0). */
  readonly reach = { east: 0, west: 0, north: 0, south: 0 };
  state = NOT_LIT;
  /** The fire's rectangle, west to east and south to north, and the point it was set at. */
  lo = 0;
  hi = 0;
  bottom = 0;
  top = 0;
  ox = 0;
  oy = 0;

  constructor(
    readonly name: string,
    readonly r: Rect,
    readonly sv: number,
  ) {
    this.cols = Math.max(1, Math.round(r.width / AREA));
    this.rows = Math.max(1, Math.round(r.height / AREA));
    this.rate = spreadInches({ sv, calm: false });
    this.calmRate = spreadInches({ sv, calm: true });
    this.flammable = sv < WILL_NOT_BURN;
  }

  /** It catches (or smoulders) over the stretch [x1, x2] × [y1, y2] of its wall. */
  light(state: number, x1: number, y1: number, x2 = x1, y2 = y1): void {
    this.state = state;
    this.lo = x1;
    this.hi = x2;
    this.bottom = y1;
    this.top = y2;
    this.ox = (x1 + x2) / 2;
    this.oy = (y1 + y2) / 2;
  }

  /** One Activation roll's spread of a burning fire with the wind `wind`. */
  grow(wind: number): void {
    const r = this.r;
    if (wind === EAST) this.hi += this.rate;
    else if (wind === WEST) this.lo -= this.rate;
    else if (wind === NORTH) this.top += this.rate;
    else if (wind === SOUTH) this.bottom -= this.rate;
    else {
      this.lo -= this.calmRate;
      this.hi += this.calmRate;
      this.bottom -= this.calmRate;
      this.top += this.calmRate;
    }
    const jumps = wind !== CALM;
    this.lo = Math.max(this.lo, r.x - (jumps && wind === WEST ? this.reach.west : 0));
    this.hi = Math.min(this.hi, r.x + r.width + (jumps && wind === EAST ? this.reach.east : 0));
    this.bottom = Math.max(this.bottom, r.y - (jumps && wind === SOUTH ? this.reach.south : 0));
    this.top = Math.min(
      this.top,
      r.y + r.height + (jumps && wind === NORTH ? this.reach.north : 0),
    );
  }

  /** Whether area (i, j), i counted east and j north from the south-west corner, is on fire. */
  burning(i: number, j: number): boolean {
    if (this.state < BURNING) return false;
    const r = this.r,
      w = r.width / this.cols,
      h = r.height / this.rows;
    return (
      this.lo <= r.x + (i + 1) * w &&
      this.hi >= r.x + i * w &&
      this.bottom <= r.y + (j + 1) * h &&
      this.top >= r.y + j * h
    );
  }

  /** Whether the area a point inside the building lies in is on fire. */
  burnsAt(px: number, py: number): boolean {
    const r = this.r;
    const i = Math.min(this.cols - 1, Math.max(0, Math.floor((px - r.x) / (r.width / this.cols))));
    const j = Math.min(this.rows - 1, Math.max(0, Math.floor((py - r.y) / (r.height / this.rows))));
    return this.burning(i, j);
  }

  areasBurning(): number {
    let k = 0;
    for (let i = 0; i < this.cols; i++)
      for (let j = 0; j < this.rows; j++) if (this.burning(i, j)) k++;
    return k;
  }

  /** FIRE_ENDS: not lit (or only smouldering), burning, or every area on fire. */
  end(): number {
    if (this.state < BURNING) return 0;
    return this.areasBurning() === this.cols * this.rows ? 2 : 1;
  }

  /**
   * A bucket's inch of water [L2003–2005]: off the fire's downwind front (with no wind, the
   * side farthest from where it was set, east, west, north, south on ties); on a fire back to
   * where it was set, or still smouldering, it puts it out. Returns whether it is out.
   */
  douse(wind: number, inches: number): boolean {
    if (this.state === SMOULDERING) return this.out();
    const ext = [this.top - this.oy, this.ox - this.lo, this.hi - this.ox, this.oy - this.bottom];
    let k = wind !== CALM && ext[wind] > 0 ? wind : -1;
    if (k < 0)
      for (const d of [EAST, WEST, NORTH, SOUTH])
        if (ext[d] > 0 && (k < 0 || ext[d] > ext[k])) k = d;
    if (k < 0) return this.out();
    const off = Math.min(inches, ext[k]);
    if (k === EAST) this.hi -= off;
    else if (k === WEST) this.lo += off;
    else if (k === NORTH) this.top -= off;
    else this.bottom += off;
    return false;
  }

  private out(): boolean {
    this.state = NOT_LIT;
    return true;
  }
}
