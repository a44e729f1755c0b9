import {
  BLOCKS_SIGHT,
  BUILDING,
  WATER,
  COVER_AREA,
  DIFFICULT,
  DOOR,
  FENCE,
  OBSCURING,
  OPENING,
  WINDOW,
} from './battlefield.ts';
import { FallGrid } from './fall-grid.ts';
import type { Figures } from './figures.ts';

/**
 * A battle map of one encounter, as plain data for the report to draw: the terrain, where
 * every figure starts and which way it faces, and where figures fell over some trials.
 * Coordinates are the battlefield's (y grows north); angles in degrees, 0 = east.
 */
export interface BattleMap {
  /** The drawn extent: the map, or the bounds of figures and pieces when it has no size. */
  x0: number;
  y0: number;
  width: number;
  height: number;
  unit: string;
  sides: string[];
  lines: { x1: number; y1: number; x2: number; y2: number; kind: LineKind; piece: string }[];
  areas: { x: number; y: number; width: number; height: number; kind: AreaKind; piece: string }[];
  figures: { name: string; side: number; x: number; y: number; facing: number }[];
  /** Figures put down or out, counted per cell of a cols × rows grid from (x0, y0), row 0 south. */
  fallen: { cell: number; cols: number; rows: number; counts: number[]; total: number };
  trials: number;
}

export type LineKind = 'wall' | 'fence' | 'door' | 'window' | 'opening';
export type AreaKind = 'cover' | 'obscuring' | 'difficult' | 'building' | 'water';

const AREA_KINDS: Record<number, AreaKind> = {
  [COVER_AREA]: 'cover',
  [OBSCURING]: 'obscuring',
  [DIFFICULT]: 'difficult',
  [BUILDING]: 'building',
  [WATER]: 'water',
};

function lineKind(flags: number): LineKind {
  if (flags & DOOR) return 'door';
  if (flags & WINDOW) return 'window';
  if (flags & OPENING) return 'opening';
  if (flags & FENCE) return 'fence';
  return flags & BLOCKS_SIGHT ? 'wall' : 'fence';
}

/** The extent to draw: the map when it has a size, else everything on it with a margin. */
function extentOf(w: Figures): [number, number, number, number] {
  const bf = w.bf;
  if (Number.isFinite(bf.width) && Number.isFinite(bf.height)) return [0, 0, bf.width, bf.height];
  const xs: number[] = [...w.x0],
    ys: number[] = [...w.y0];
  for (let k = 0; k < bf.segs; k++) {
    xs.push(bf.seg[k * 4], bf.seg[k * 4 + 2]);
    ys.push(bf.seg[k * 4 + 1], bf.seg[k * 4 + 3]);
  }
  for (let k = 0; k < bf.areas; k++) {
    xs.push(bf.area[k * 4], bf.area[k * 4] + bf.area[k * 4 + 2]);
    ys.push(bf.area[k * 4 + 1], bf.area[k * 4 + 1] + bf.area[k * 4 + 3]);
  }
  const margin = 3;
  const x0 = Math.floor(Math.min(...xs) - margin),
    y0 = Math.floor(Math.min(...ys) - margin);
  return [
    x0,
    y0,
    Math.ceil(Math.max(...xs) + margin) - x0,
    Math.ceil(Math.max(...ys) + margin) - y0,
  ];
}

/**
 * Plays `trials` encounters with `playOne` (which resets and plays one, as the ruleset's
 * simulation does) while counting where figures fall on a grid of about `cells` cells across
 * the longer side, and returns the battle map. The world is left as a fresh one would be.
 */
export function battleMapOf(
  w: Figures,
  trials: number,
  playOne: () => void,
  cells = 36,
): BattleMap {
  const [x0, y0, width, height] = extentOf(w);
  const cell = Math.max(width, height) / cells;
  const cols = Math.max(1, Math.ceil(width / cell)),
    rows = Math.max(1, Math.ceil(height / cell));
  const grid = new FallGrid(x0, y0, cell, cols, rows);
  const bf = w.bf;
  const map: BattleMap = {
    x0,
    y0,
    width,
    height,
    unit: bf.unit,
    sides: [...w.sideNames],
    lines: Array.from({ length: bf.segs }, (_, k) => ({
      x1: bf.seg[k * 4],
      y1: bf.seg[k * 4 + 1],
      x2: bf.seg[k * 4 + 2],
      y2: bf.seg[k * 4 + 3],
      kind: lineKind(bf.segFlags[k]),
      piece: bf.names[bf.segPiece[k]] ?? '',
    })),
    areas: Array.from({ length: bf.areas }, (_, k) => ({
      x: bf.area[k * 4],
      y: bf.area[k * 4 + 1],
      width: bf.area[k * 4 + 2],
      height: bf.area[k * 4 + 3],
      kind: AREA_KINDS[bf.areaKind[k]] ?? 'cover',
      piece: bf.names[bf.areaPiece[k]] ?? '',
    })),
    figures: Array.from({ length: w.n }, (_, c) => ({
      name: w.names[c],
      side: w.side[c],
      x: w.x0[c],
      y: w.y0[c],
      facing: (w.facing0[c] * 180) / Math.PI,
    })),
    fallen: { cell, cols, rows, counts: [], total: 0 },
    trials,
  };
  w.fallen = grid;
  try {
    for (let t = 0; t < trials; t++) playOne();
  } finally {
    w.fallen = null;
  }
  map.fallen.counts = Array.from(grid.counts);
  map.fallen.total = grid.total;
  return map;
}
