import {
  Battlefield,
  BLOCKS_MOVE,
  DOOR,
  WINDOW,
  type PieceSpec,
} from '../../../encounter/battlefield.ts';
import { Figures } from '../../../encounter/figures.ts';
import { crosses } from '../../../encounter/geometry.ts';
import type { Trace } from '../../../encounter/trace.ts';
import { chartCell, CHART_RANGES } from '../chart.ts';
import { AP, WEAPONS, WEAPON_STATS } from '../data.ts';
import type { Cowboys2Options } from '../options.ts';
import { rollTable } from '../roll.ts';
import { chartParams, type EncounterParams } from './schema.ts';

/** Net shot modifiers a table is kept for: −8 … +6. */
export const MOD_MIN = -8,
  MOD_SPAN = 15;

/**
 * The world of a Cowboys II encounter: the core's figures on a square grid (Chebyshev range,
 * cowboys-ii.md §1.2 [L214-216]) plus each cowboy's weapon, modifier and health, and every
 * roll table a shot can need, built once per run.
 */
export class World extends Figures {
  readonly weapon: Uint8Array;
  readonly modifier: Int8Array;
  readonly health0: Int8Array;
  readonly health: Int8Array;
  /** tables[((weapon · 13 + range) · 15 + modifier − MOD_MIN)], null where the chart has no cell. */
  readonly tables: (Uint8Array | null)[];
  /** Damage dealt per weapon this trial. */
  readonly damageBy = new Float64Array(WEAPONS.length);
  readonly o: Cowboys2Options;
  log: Trace | null = null;
  /** Grid tables, computed once per run (squares indexed y · width + x). */
  readonly gw: number;
  readonly squares: number;
  /** Line of sight between square centres (walls block; doors and windows do not). */
  readonly los: Uint8Array;
  /** The door and red-line modifier of a shot from square i at square j (§1.2 [L226-227]). */
  readonly pen: Int8Array;
  /** AP to step from a square in each of 8 directions (DX, DY), −1 where a wall or the edge stops it. */
  readonly step: Int8Array;
  /** Squares beside a red line (§1.12 [L339]). */
  readonly beside: Uint8Array;

  constructor(p: EncounterParams, o: Cowboys2Options) {
    const pieces: PieceSpec[] = p.grid.buildings.map((b, i) => ({
      kind: 'building',
      name: b.name ?? `building ${i + 1}`,
      x: b.x,
      y: b.y,
      width: b.width,
      height: b.height,
      cover: 1,
      openings: b.openings.map((op) => ({ kind: op.kind, wall: op.wall, at: op.at, width: 1 })),
    }));
    const bf = new Battlefield({
      unit: 'square',
      metric: 'chebyshev',
      width: p.grid.width,
      height: p.grid.height,
      pieces,
    });
    const cowboys = p.sides.flatMap((s, side) => s.cowboys.map((c) => ({ ...c, side })));
    super({
      sideNames: p.sides.map((s) => s.name),
      figures: cowboys.map((c) => ({ name: c.name, side: c.side, x: c.x + 0.5, y: c.y + 0.5 })),
      battlefield: bf,
      contact: 1,
    });
    this.o = o;
    this.weapon = Uint8Array.from(cowboys, (c) => WEAPONS.indexOf(c.weapon));
    this.modifier = Int8Array.from(cowboys, (c) => c.modifier);
    this.health0 = Int8Array.from(cowboys, (c) => c.health);
    this.health = Int8Array.from(this.health0);
    this.tables = [];
    this.gw = p.grid.width;
    const S = (this.squares = p.grid.width * p.grid.height);
    this.los = new Uint8Array(S * S);
    this.pen = new Int8Array(S * S);
    this.step = new Int8Array(S * 8);
    this.beside = new Uint8Array(S);
    const cx = (i: number) => (i % this.gw) + 0.5,
      cy = (i: number) => Math.floor(i / this.gw) + 0.5;
    for (let i = 0; i < S; i++) {
      for (let j = 0; j < S; j++) {
        this.los[i * S + j] = bf.lineOfSight(cx(i), cy(i), cx(j), cy(j)) ? 1 : 0;
        this.pen[i * S + j] = openingPenalty(bf, cx(i), cy(i), cx(j), cy(j));
      }
      for (let d = 0; d < 8; d++) {
        const nx = cx(i) + DX[d],
          ny = cy(i) + DY[d];
        const blocked =
          nx < 0 ||
          ny < 0 ||
          nx > p.grid.width ||
          ny > p.grid.height ||
          bf.crossesAny(cx(i), cy(i), nx, ny, BLOCKS_MOVE);
        // 1 per orthogonal square, 2 per diagonal [L129], +1 across a red line [L133]
        this.step[i * 8 + d] = blocked
          ? -1
          : (DX[d] !== 0 && DY[d] !== 0 ? AP.diagonal : AP.orthogonal) +
            (bf.crossesAny(cx(i), cy(i), nx, ny, WINDOW) ? AP.redLine : 0);
      }
      this.beside[i] = besideRedLine(bf, cx(i), cy(i)) ? 1 : 0;
    }
    const chart = chartParams(p);
    WEAPONS.forEach((w, wi) => {
      for (let r = 0; r <= CHART_RANGES; r++)
        for (let m = 0; m < MOD_SPAN; m++) {
          const cell = r === 0 ? undefined : chartCell(chart, w, r);
          this.tables[(wi * (CHART_RANGES + 1) + r) * MOD_SPAN + m] = cell
            ? rollTable(cell.hit, m + MOD_MIN, w, o)
            : null;
        }
    });
  }

  reset(): void {
    this.resetFigures();
    this.health.set(this.health0);
    this.damageBy.fill(0);
  }

  /** Range in squares between two figures (Chebyshev, an adjacent square is 1). */
  range(a: number, b: number): number {
    return Math.round(this.dist(a, b));
  }

  table(c: number, range: number, modifier: number): Uint8Array | null {
    if (range > CHART_RANGES) return null;
    const m = Math.max(0, Math.min(MOD_SPAN - 1, modifier - MOD_MIN));
    return this.tables[(this.weapon[c] * (CHART_RANGES + 1) + range) * MOD_SPAN + m];
  }

  /** The square a figure stands on. */
  sq(c: number): number {
    return Math.floor(this.y[c]) * this.gw + Math.floor(this.x[c]);
  }

  sees(a: number, b: number): boolean {
    return this.los[this.sq(a) * this.squares + this.sq(b)] === 1;
  }

  openingPenalty(a: number, b: number): number {
    return this.pen[this.sq(a) * this.squares + this.sq(b)];
  }

  besideRedLine(c: number): boolean {
    return this.beside[this.sq(c)] === 1;
  }

  /** Whether square (x, y) centre is free of other standing figures. */
  free(c: number, x: number, y: number): boolean {
    for (let e = 0; e < this.n; e++)
      if (e !== c && this.alive[e] && this.x[e] === x && this.y[e] === y) return false;
    return true;
  }

  spin(c: number): number {
    return WEAPON_STATS[WEAPONS[this.weapon[c]]].spin;
  }
}

/** The 8 steps: E, N, W, S, NE, NW, SW, SE. */
export const DX = Int8Array.from([1, 0, -1, 0, 1, -1, -1, 1]);
export const DY = Int8Array.from([0, 1, 0, -1, 1, 1, -1, -1]);

/**
 * −1 for each red line (window) and each door the line of fire crosses next to the target
 * (cowboys-ii.md §1.2 [L226-227]): an opening whose middle is within one square of the
 * target's centre. Doors count as open (see encounter/index.ts).
 */
function openingPenalty(bf: Battlefield, ax: number, ay: number, bx: number, by: number): number {
  const s = bf.seg;
  let pen = 0;
  for (let k = 0; k < bf.segs; k++) {
    if (!(bf.segFlags[k] & (WINDOW | DOOR))) continue;
    const o = k * 4;
    if (!crosses(ax, ay, bx, by, s[o], s[o + 1], s[o + 2], s[o + 3])) continue;
    const mx = (s[o] + s[o + 2]) / 2,
      my = (s[o + 1] + s[o + 3]) / 2;
    if (Math.max(Math.abs(mx - bx), Math.abs(my - by)) <= 1) pen--;
  }
  return pen;
}

/** Whether a square's centre is half a square from a window (it shares a side with one). */
function besideRedLine(bf: Battlefield, x: number, y: number): boolean {
  const s = bf.seg;
  for (let k = 0; k < bf.segs; k++) {
    if (!(bf.segFlags[k] & WINDOW)) continue;
    const o = k * 4;
    const mx = (s[o] + s[o + 2]) / 2,
      my = (s[o + 1] + s[o + 3]) / 2;
    if (Math.abs(mx - x) <= 0.5 + 1e-9 && Math.abs(my - y) <= 0.5 + 1e-9) return true;
  }
  return false;
}
