import { crosses, distance, entryInto, exitFrom, lengthInside, type Metric } from './geometry.ts';

/**
 * The table an encounter is fought on: its size and unit, and the terrain pieces on it,
 * turned once per run into flat typed arrays of wall segments and rectangular areas so that
 * every per-trial query (distance, line of sight, cover, a move's end, a path's length) is a
 * loop over numbers that allocates nothing.
 *
 * Coordinates: x grows east, y grows north; a building's walls are named by compass side.
 * The battlefield knows no ruleset: pieces carry a cover class (a number the ruleset assigns,
 * higher = more protective) and flags; what a class or a crossing means is the ruleset's.
 */

export type Unit = 'inch' | 'square';
export type WallSide = 'north' | 'south' | 'east' | 'west';
export type OpeningKind = 'door' | 'window' | 'opening';

export interface OpeningSpec {
  kind: OpeningKind;
  wall: WallSide;
  /** Distance from the wall's west (north and south walls) or south (east and west walls) end. */
  at: number;
  width: number;
}

export type PieceSpec =
  | {
      kind: 'wall' | 'fence';
      name?: string;
      from: readonly [number, number];
      to: readonly [number, number];
      cover: number;
    }
  | {
      kind: 'building';
      name?: string;
      x: number;
      y: number;
      width: number;
      height: number;
      cover: number;
      openings: readonly OpeningSpec[];
    }
  | {
      kind: 'obscuring';
      name?: string;
      x: number;
      y: number;
      width: number;
      height: number;
      seeInto?: number;
    }
  | {
      kind: 'difficult';
      name?: string;
      x: number;
      y: number;
      width: number;
      height: number;
      cost?: number;
    }
  | {
      kind: 'watercourse';
      name?: string;
      x: number;
      y: number;
      width: number;
      height: number;
    }
  | {
      kind: 'cover';
      name?: string;
      x: number;
      y: number;
      width: number;
      height: number;
      cover: number;
    };

export interface TerrainSpec {
  unit?: Unit;
  metric?: Metric;
  /** The map [0, width] × [0, height]; absent for an open table without edges. */
  width?: number;
  height?: number;
  pieces: readonly PieceSpec[];
  /** How far sight reaches into an obscuring piece when a piece does not say (default 0). */
  seeInto?: number;
  /** Movement cost per unit crossed on difficult ground when a piece does not say (default 2). */
  difficultCost?: number;
}

// Segment flags.
export const BLOCKS_SIGHT = 1,
  BLOCKS_MOVE = 2,
  FENCE = 4,
  DOOR = 8,
  WINDOW = 16,
  OPENING = 32;
// Area kinds.
export const COVER_AREA = 0,
  OBSCURING = 1,
  DIFFICULT = 2,
  BUILDING = 3,
  WATER = 4;
/** How a move ended (`Battlefield.move`). */
export const REACHED = 0,
  OUT_OF_REACH = 1,
  BLOCKED = 2,
  STOPPED = 3;

/** How far short of a wall a blocked move stops, so that the mover never stands on the wall. */
const CLEARANCE = 0.05;

export class Battlefield {
  readonly unit: Unit;
  readonly metric: Metric;
  readonly width: number;
  readonly height: number;
  readonly names: string[];
  readonly kinds: PieceSpec['kind'][];
  /** Segments: x1, y1, x2, y2 per segment; flags, cover class, piece and (for openings) building. */
  readonly seg: Float64Array;
  readonly segFlags: Uint8Array;
  readonly segCover: Int32Array;
  readonly segPiece: Int32Array;
  readonly segs: number;
  /** The sight-blocking segments alone, for the line-of-sight loop. */
  readonly sight: Float64Array;
  readonly sights: number;
  /** Areas: x, y, w, h per area; kind, value (cover class, sight depth or move cost) and piece. */
  readonly area: Float64Array;
  readonly areaKind: Uint8Array;
  readonly areaValue: Float64Array;
  readonly areaPiece: Int32Array;
  readonly areas: number;
  readonly hasObscuring: boolean;
  readonly hasDifficult: boolean;
  readonly hasWater: boolean;
  /** The watercourse the latest waterEntry found (an area index). */
  waterArea = -1;
  /** Where the latest `move` ended. */
  moveX = 0;
  moveY = 0;
  /** The path graph: corner nodes and their mutual reach, built on first use. */
  private graph: PathGraph | null = null;
  /** The latest route's ends, its cost and whether it bends round walls (route, routePoint). */
  private rx1 = 0;
  private ry1 = 0;
  private rx2 = 0;
  private ry2 = 0;
  private routeCost = Infinity;
  private routeBends = false;
  /** The latest route's corners, start to end, x and y in turn (routeCross). */
  private readonly routeXY: number[] = [];
  /** The flags and piece of the segment the latest `routeCross` found. */
  crossFlags = 0;
  crossPiece = -1;

  constructor(spec: TerrainSpec) {
    this.unit = spec.unit ?? 'inch';
    this.metric = spec.metric ?? 'euclidean';
    this.width = spec.width ?? Infinity;
    this.height = spec.height ?? Infinity;
    this.names = spec.pieces.map((p, i) => p.name ?? `${p.kind} ${i + 1}`);
    this.kinds = spec.pieces.map((p) => p.kind);
    const segs: number[][] = [],
      areas: number[][] = [];
    spec.pieces.forEach((p, i) => {
      switch (p.kind) {
        case 'wall':
          segs.push([
            p.from[0],
            p.from[1],
            p.to[0],
            p.to[1],
            BLOCKS_SIGHT | BLOCKS_MOVE,
            p.cover,
            i,
          ]);
          break;
        case 'fence':
          segs.push([p.from[0], p.from[1], p.to[0], p.to[1], FENCE, p.cover, i]);
          break;
        case 'building':
          for (const s of buildingWalls(p)) segs.push([...s.xy, s.flags, p.cover, i]);
          areas.push([p.x, p.y, p.width, p.height, BUILDING, p.cover, i]);
          break;
        case 'obscuring':
          areas.push([p.x, p.y, p.width, p.height, OBSCURING, p.seeInto ?? spec.seeInto ?? 0, i]);
          break;
        case 'difficult':
          areas.push([
            p.x,
            p.y,
            p.width,
            p.height,
            DIFFICULT,
            p.cost ?? spec.difficultCost ?? 2,
            i,
          ]);
          break;
        case 'cover':
          areas.push([p.x, p.y, p.width, p.height, COVER_AREA, p.cover, i]);
          break;
        case 'watercourse':
          areas.push([p.x, p.y, p.width, p.height, WATER, 0, i]);
          break;
      }
    });
    this.segs = segs.length;
    this.seg = Float64Array.from(segs.flatMap((s) => s.slice(0, 4)));
    this.segFlags = Uint8Array.from(segs, (s) => s[4]);
    this.segCover = Int32Array.from(segs, (s) => s[5]);
    this.segPiece = Int32Array.from(segs, (s) => s[6]);
    const sight = segs.filter((s) => s[4] & BLOCKS_SIGHT);
    this.sights = sight.length;
    this.sight = Float64Array.from(sight.flatMap((s) => s.slice(0, 4)));
    this.areas = areas.length;
    this.area = Float64Array.from(areas.flatMap((a) => a.slice(0, 4)));
    this.areaKind = Uint8Array.from(areas, (a) => a[4]);
    this.areaValue = Float64Array.from(areas, (a) => a[5]);
    this.areaPiece = Int32Array.from(areas, (a) => a[6]);
    this.hasObscuring = areas.some((a) => a[4] === OBSCURING);
    this.hasDifficult = areas.some((a) => a[4] === DIFFICULT);
    this.hasWater = areas.some((a) => a[4] === WATER);
  }

  /**
   * How far along the segment (0..1) it first runs into a watercourse, the area left in
   * waterArea; −1 if it runs into none (a segment starting in the water does not enter it).
   */
  waterEntry(x1: number, y1: number, x2: number, y2: number): number {
    const a = this.area;
    let best = -1;
    for (let k = 0; k < this.areas; k++) {
      if (this.areaKind[k] !== WATER) continue;
      const o = k * 4;
      const t = entryInto(x1, y1, x2, y2, a[o], a[o + 1], a[o + 2], a[o + 3]);
      if (t <= 0 || (best >= 0 && t >= best)) continue;
      best = t;
      this.waterArea = k;
    }
    return best;
  }

  /** How far from (x, y), in watercourse area k, the way toward (dx, dy) (a unit vector) leaves it. */
  acrossWater(k: number, x: number, y: number, dx: number, dy: number): number {
    const a = this.area,
      o = k * 4;
    const far = a[o + 2] + a[o + 3];
    const t = exitFrom(x, y, x + dx * far, y + dy * far, a[o], a[o + 1], a[o + 2], a[o + 3]);
    return t < 0 ? 0 : t * far;
  }

  distance(x1: number, y1: number, x2: number, y2: number): number {
    return distance(this.metric, x1, y1, x2, y2);
  }

  /**
   * Whether a figure at (x1, y1) sees a figure at (x2, y2): no sight-blocking wall between
   * them (a building's openings let sight through) and no obscuring piece crossed deeper
   * than its sight depth.
   */
  lineOfSight(x1: number, y1: number, x2: number, y2: number): boolean {
    const s = this.sight;
    for (let k = 0; k < this.sights; k++) {
      const o = k * 4;
      if (crosses(x1, y1, x2, y2, s[o], s[o + 1], s[o + 2], s[o + 3])) return false;
    }
    if (this.hasObscuring) {
      const a = this.area;
      for (let k = 0; k < this.areas; k++) {
        if (this.areaKind[k] !== OBSCURING) continue;
        const o = k * 4;
        if (lengthInside(x1, y1, x2, y2, a[o], a[o + 1], a[o + 2], a[o + 3]) > this.areaValue[k])
          return false;
      }
    }
    return true;
  }

  /** Whether the line crosses any segment with one of `flags` (e.g. a thrown stick's path). */
  crossesAny(x1: number, y1: number, x2: number, y2: number, flags: number): boolean {
    const s = this.seg;
    for (let k = 0; k < this.segs; k++) {
      if (!(this.segFlags[k] & flags)) continue;
      const o = k * 4;
      if (crosses(x1, y1, x2, y2, s[o], s[o + 1], s[o + 2], s[o + 3])) return true;
    }
    return false;
  }

  /**
   * The cover class a target at (tx, ty) has against a shooter at (sx, sy): the highest class
   * among the pieces the line crosses (fences, a building's wall around the opening it is
   * seen through) and the cover area the target stands in; 0 in the open. The segments of
   * piece `skipPiece` do not count (the building the shooter fires out of).
   */
  coverOnLine(sx: number, sy: number, tx: number, ty: number, skipPiece = -1): number {
    let best = 0;
    const s = this.seg;
    for (let k = 0; k < this.segs; k++) {
      if (this.segCover[k] <= best || this.segFlags[k] & BLOCKS_SIGHT) continue;
      if (this.segPiece[k] === skipPiece) continue;
      const o = k * 4;
      if (crosses(sx, sy, tx, ty, s[o], s[o + 1], s[o + 2], s[o + 3])) best = this.segCover[k];
    }
    const z = this.areaAt(tx, ty, COVER_AREA);
    return z >= 0 && this.areaValue[z] > best ? this.areaValue[z] : best;
  }

  /** The area of `kind` at a point with the highest value (the first such on ties), or −1. */
  areaAt(px: number, py: number, kind: number): number {
    const a = this.area;
    let best = -1;
    for (let k = 0; k < this.areas; k++) {
      if (this.areaKind[k] !== kind) continue;
      const o = k * 4;
      if (px < a[o] || px > a[o] + a[o + 2] || py < a[o + 1] || py > a[o + 1] + a[o + 3]) continue;
      if (best < 0 || this.areaValue[k] > this.areaValue[best]) best = k;
    }
    return best;
  }

  /** The piece index of the building a point is in (walls included), or −1. */
  buildingAt(px: number, py: number): number {
    const k = this.areaAt(px, py, BUILDING);
    return k < 0 ? -1 : this.areaPiece[k];
  }

  /** Whether a point lies within `r` of a wall or fence (a figure placed in a wall). */
  inWall(px: number, py: number, r: number): boolean {
    const s = this.seg;
    for (let k = 0; k < this.segs; k++) {
      if (!(this.segFlags[k] & (BLOCKS_MOVE | FENCE))) continue;
      const o = k * 4;
      if (pointSegmentDistance(px, py, s[o], s[o + 1], s[o + 2], s[o + 3]) < r) return true;
    }
    return false;
  }

  onMap(px: number, py: number): boolean {
    return px >= 0 && py >= 0 && px <= this.width && py <= this.height;
  }

  /** What a straight move costs: its length plus the extra of the difficult ground it crosses. */
  moveCost(x1: number, y1: number, x2: number, y2: number): number {
    let cost = this.distance(x1, y1, x2, y2);
    if (!this.hasDifficult) return cost;
    const a = this.area;
    for (let k = 0; k < this.areas; k++) {
      if (this.areaKind[k] !== DIFFICULT) continue;
      const o = k * 4;
      cost +=
        (this.areaValue[k] - 1) * lengthInside(x1, y1, x2, y2, a[o], a[o + 1], a[o + 2], a[o + 3]);
    }
    return cost;
  }

  /**
   * Moves from (x, y) straight toward (tx, ty) with `reach` to spend; the end is left in
   * moveX, moveY. A wall stops the move just short of it; crossing a segment whose flags
   * meet `stopAt` (a window, a doorway: the ruleset says which) stops it on that segment.
   * Difficult ground costs its factor per unit crossed. Returns REACHED, OUT_OF_REACH,
   * BLOCKED or STOPPED.
   */
  move(x: number, y: number, tx: number, ty: number, reach: number, stopAt: number): number {
    const len = Math.sqrt((tx - x) * (tx - x) + (ty - y) * (ty - y));
    let t = 1,
      why = REACHED;
    if (len > 0) {
      const s = this.seg;
      for (let k = 0; k < this.segs; k++) {
        const f = this.segFlags[k];
        if (!(f & (BLOCKS_MOVE | stopAt))) continue;
        const o = k * 4;
        const u = hitAt(x, y, tx, ty, s[o], s[o + 1], s[o + 2], s[o + 3]);
        if (u < 0) continue;
        const stop = f & BLOCKS_MOVE ? Math.max(0, u - CLEARANCE / len) : u;
        if (stop < t) ((t = stop), (why = f & BLOCKS_MOVE ? BLOCKED : STOPPED));
      }
    }
    let ex = x + (tx - x) * t,
      ey = y + (ty - y) * t;
    const cost = this.moveCost(x, y, ex, ey);
    if (cost > reach) {
      // Spend the reach along the line: exact on open ground, by halving where the cost varies.
      let lo = 0,
        hi = t;
      if (!this.hasDifficult) lo = hi = (t * reach) / cost;
      else
        for (let i = 0; i < 40; i++) {
          const mid = (lo + hi) / 2;
          if (this.moveCost(x, y, x + (tx - x) * mid, y + (ty - y) * mid) <= reach) lo = mid;
          else hi = mid;
        }
      ex = x + (tx - x) * lo;
      ey = y + (ty - y) * lo;
      why = OUT_OF_REACH;
    }
    this.moveX = ex;
    this.moveY = ey;
    return why;
  }

  /**
   * The cost of the cheapest path from (x1, y1) to (x2, y2) that goes around walls (through
   * doors, windows and openings), with difficult ground at its cost; Infinity if none.
   */
  pathLength(x1: number, y1: number, x2: number, y2: number): number {
    if (!this.crossesAny(x1, y1, x2, y2, BLOCKS_MOVE)) return this.moveCost(x1, y1, x2, y2);
    this.graph ??= new PathGraph(this);
    return this.graph.shortest(x1, y1, x2, y2);
  }

  /**
   * The first corner of the shortest path from (x1, y1) to (x2, y2) round the walls, for a
   * mover that cannot go straight; false when the way is straight or there is none.
   */
  firstBend(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    out: { x: number; y: number },
  ): boolean {
    if (!this.crossesAny(x1, y1, x2, y2, BLOCKS_MOVE)) return false;
    this.graph ??= new PathGraph(this);
    return this.graph.shortest(x1, y1, x2, y2) < Infinity && this.graph.firstNode(out);
  }

  /**
   * Works out the cheapest way from (x1, y1) to (x2, y2) round the walls (straight when
   * nothing blocks it) and returns its cost, Infinity if there is none; `routePoint` then
   * walks it. One route at a time: the next call replaces it.
   */
  route(x1: number, y1: number, x2: number, y2: number): number {
    this.rx1 = x1;
    this.ry1 = y1;
    this.rx2 = x2;
    this.ry2 = y2;
    this.routeBends = this.crossesAny(x1, y1, x2, y2, BLOCKS_MOVE);
    if (!this.routeBends) return (this.routeCost = this.moveCost(x1, y1, x2, y2));
    this.graph ??= new PathGraph(this);
    return (this.routeCost = this.graph.shortest(x1, y1, x2, y2));
  }

  /**
   * The move cost down the latest route at which it first crosses a segment with one of
   * `flags` (a door, a window) beyond `after`, the segment's flags and piece left in
   * crossFlags and crossPiece; Infinity when it crosses none further on.
   */
  routeCross(flags: number, after: number): number {
    const xy = this.routeXY;
    xy.length = 0;
    if (this.routeCost === Infinity) return Infinity;
    xy.push(this.rx1, this.ry1);
    if (this.routeBends) this.graph!.corners(xy);
    xy.push(this.rx2, this.ry2);
    let base = 0;
    for (let i = 0; i + 3 < xy.length; i += 2) {
      const x1 = xy[i],
        y1 = xy[i + 1],
        x2 = xy[i + 2],
        y2 = xy[i + 3];
      let best = Infinity;
      const s = this.seg;
      for (let k = 0; k < this.segs; k++) {
        if (!(this.segFlags[k] & flags)) continue;
        const o = k * 4;
        const u = hitAt(x1, y1, x2, y2, s[o], s[o + 1], s[o + 2], s[o + 3]);
        if (u < 0) continue;
        const at = base + this.moveCost(x1, y1, x1 + (x2 - x1) * u, y1 + (y2 - y1) * u);
        if (at > after && at < best) {
          best = at;
          this.crossFlags = this.segFlags[k];
          this.crossPiece = this.segPiece[k];
        }
      }
      if (best < Infinity) return best;
      base += this.moveCost(x1, y1, x2, y2);
    }
    return Infinity;
  }

  /**
   * The point `along` (in move cost) down the latest route, its end when `along` reaches it,
   * its start when there is no route, left in moveX, moveY.
   */
  routePoint(along: number): void {
    if (this.routeCost === Infinity || along <= 0) {
      this.moveX = this.rx1;
      this.moveY = this.ry1;
      return;
    }
    if (along >= this.routeCost) {
      this.moveX = this.rx2;
      this.moveY = this.ry2;
      return;
    }
    if (!this.routeBends) {
      this.move(this.rx1, this.ry1, this.rx2, this.ry2, along, 0);
      return;
    }
    this.graph!.walk(along, this.rx1, this.ry1, this.rx2, this.ry2);
  }
}

/** Parameter along P1P2 (0..1) where it meets Q1Q2, or −1 if it does not. */
function hitAt(
  px1: number,
  py1: number,
  px2: number,
  py2: number,
  qx1: number,
  qy1: number,
  qx2: number,
  qy2: number,
): number {
  const rx = px2 - px1,
    ry = py2 - py1,
    sx = qx2 - qx1,
    sy = qy2 - qy1;
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-12) return -1;
  const wx = qx1 - px1,
    wy = qy1 - py1;
  const t = (wx * sy - wy * sx) / den,
    u = (wx * ry - wy * rx) / den;
  return t > 1e-9 && t <= 1 && u >= 0 && u <= 1 ? t : -1;
}

export function pointSegmentDistance(
  px: number,
  py: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): number {
  const dx = x2 - x1,
    dy = y2 - y1;
  const ll = dx * dx + dy * dy;
  const t = ll === 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / ll));
  return Math.hypot(px - x1 - t * dx, py - y1 - t * dy);
}

/** A building's four walls cut around its openings: wall pieces block, openings carry their kind. */
function buildingWalls(
  b: Extract<PieceSpec, { kind: 'building' }>,
): { xy: number[]; flags: number }[] {
  const { x, y, width: w, height: h } = b;
  const sides: Record<WallSide, [number, number, number, number]> = {
    south: [x, y, x + w, y],
    north: [x, y + h, x + w, y + h],
    west: [x, y, x, y + h],
    east: [x + w, y, x + w, y + h],
  };
  const out: { xy: number[]; flags: number }[] = [];
  for (const side of ['south', 'east', 'north', 'west'] as const) {
    const [ax, ay, bx, by] = sides[side];
    const len = Math.hypot(bx - ax, by - ay);
    const at = (d: number) => [ax + ((bx - ax) * d) / len, ay + ((by - ay) * d) / len];
    const cuts = b.openings.filter((o) => o.wall === side).sort((p, q) => p.at - q.at);
    let from = 0;
    for (const o of cuts) {
      if (o.at > from)
        out.push({ xy: [...at(from), ...at(o.at)], flags: BLOCKS_SIGHT | BLOCKS_MOVE });
      out.push({
        xy: [...at(o.at), ...at(o.at + o.width)],
        flags: o.kind === 'door' ? DOOR : o.kind === 'window' ? WINDOW : OPENING,
      });
      from = o.at + o.width;
    }
    if (from < len) out.push({ xy: [...at(from), ...at(len)], flags: BLOCKS_SIGHT | BLOCKS_MOVE });
  }
  return out;
}

/**
 * Shortest paths around walls: nodes just outside every wall end (the corners a path bends
 * around), their mutual visibility worked out once; a query adds its two ends and runs
 * Dijkstra over scratch arrays.
 */
class PathGraph {
  private readonly nx: Float64Array;
  private readonly ny: Float64Array;
  private readonly cost: Float64Array;
  private readonly dist: Float64Array;
  private readonly prev: Int32Array;
  private readonly done: Uint8Array;
  private readonly n: number;

  constructor(private readonly bf: Battlefield) {
    const pts: number[] = [];
    const s = bf.seg;
    const seen = new Set<string>();
    for (let k = 0; k < bf.segs; k++) {
      if (!(bf.segFlags[k] & BLOCKS_MOVE)) continue;
      for (const e of [0, 2]) {
        const ex = s[k * 4 + e],
          ey = s[k * 4 + e + 1];
        for (const [ox, oy] of [
          [1, 1],
          [1, -1],
          [-1, 1],
          [-1, -1],
        ]) {
          const px = ex + ox * CLEARANCE * 2,
            py = ey + oy * CLEARANCE * 2;
          const key = `${px.toFixed(6)},${py.toFixed(6)}`;
          if (seen.has(key) || bf.inWall(px, py, CLEARANCE)) continue;
          seen.add(key);
          pts.push(px, py);
        }
      }
    }
    const n = (this.n = pts.length / 2);
    this.nx = Float64Array.from({ length: n }, (_, i) => pts[i * 2]);
    this.ny = Float64Array.from({ length: n }, (_, i) => pts[i * 2 + 1]);
    this.cost = new Float64Array((n + 2) * (n + 2)).fill(Infinity);
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        this.link(i, j, this.nx[i], this.ny[i], this.nx[j], this.ny[j]);
    this.dist = new Float64Array(n + 2);
    this.prev = new Int32Array(n + 2);
    this.done = new Uint8Array(n + 2);
  }

  private link(i: number, j: number, x1: number, y1: number, x2: number, y2: number): void {
    const w = this.n + 2;
    const c = this.bf.crossesAny(x1, y1, x2, y2, BLOCKS_MOVE)
      ? Infinity
      : this.bf.moveCost(x1, y1, x2, y2);
    this.cost[i * w + j] = this.cost[j * w + i] = c;
  }

  shortest(x1: number, y1: number, x2: number, y2: number): number {
    const n = this.n,
      w = n + 2,
      a = n,
      b = n + 1;
    for (let i = 0; i < n; i++) {
      this.link(a, i, x1, y1, this.nx[i], this.ny[i]);
      this.link(b, i, x2, y2, this.nx[i], this.ny[i]);
    }
    this.link(a, b, x1, y1, x2, y2);
    this.dist.fill(Infinity);
    this.done.fill(0);
    this.dist[a] = 0;
    for (;;) {
      let u = -1,
        du = Infinity;
      for (let i = 0; i < w; i++)
        if (!this.done[i] && this.dist[i] < du) ((du = this.dist[i]), (u = i));
      if (u < 0 || u === b) break;
      this.done[u] = 1;
      for (let v = 0; v < w; v++) {
        const c = this.cost[u * w + v];
        if (c !== Infinity && du + c < this.dist[v]) ((this.dist[v] = du + c), (this.prev[v] = u));
      }
    }
    return this.dist[b];
  }

  /**
   * After `shortest` from (x1, y1) to (x2, y2): the point `along` (in move cost, short of the
   * path's end) down the path found, in the battlefield's moveX, moveY. Walks back from the end
   * to the last node reached, then moves on along the leg after it.
   */
  walk(along: number, x1: number, y1: number, x2: number, y2: number): void {
    const a = this.n;
    let v = this.n + 1,
      next = -1;
    while (v !== a && this.dist[v] > along) ((next = v), (v = this.prev[v]));
    const vx = v === a ? x1 : this.nx[v],
      vy = v === a ? y1 : this.ny[v];
    const nx = next === this.n + 1 ? x2 : this.nx[next],
      ny = next === this.n + 1 ? y2 : this.ny[next];
    this.bf.move(vx, vy, nx, ny, along - this.dist[v], 0);
  }

  /** After `shortest`: the path's corners, start to end, pushed onto `out` as x, y pairs. */
  corners(out: number[]): void {
    const a = this.n,
      from = out.length;
    for (let v = this.prev[this.n + 1]; v !== a; v = this.prev[v]) out.push(this.ny[v], this.nx[v]);
    // Walked back from the end: put them in order (each pair was pushed y first).
    const tail = out.splice(from).reverse();
    out.push(...tail);
  }

  /** After `shortest`: the first node past the start on the path found. */
  firstNode(out: { x: number; y: number }): boolean {
    const a = this.n;
    let v = this.n + 1;
    while (this.prev[v] !== a) v = this.prev[v];
    if (v >= this.n) return false;
    out.x = this.nx[v];
    out.y = this.ny[v];
    return true;
  }
}
