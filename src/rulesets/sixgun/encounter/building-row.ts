import type { BuildingSpec } from './battlefield-schema.ts';

/** The building runs this far beyond its end holders when its length is not given. */
const END_ROOM = 1.5;

/**
 * One structure's stretch of the street: its near end (toward the held building) and its far
 * one; across the street, its west and east ends.
 */
export interface Span {
  near: number;
  far: number;
}

/** The held building's west and east ends and its length, and each neighbour's stretch, as listed. */
export interface Row {
  west: number;
  east: number;
  length: number;
  spans: Span[];
}

/** The figures the scenario puts inside a neighbour of the held building, by name. */
export function inNeighbours(b: BuildingSpec): Set<string> {
  return new Set((b.neighbours ?? []).flatMap((n) => n.inside ?? []));
}

/**
 * Where the held building and its neighbours stand along the street (six-gun-sound.md §12):
 * the building round the holders it shelters (`xs`, those not in a neighbour), 1.5" beyond
 * each end unless its length is given; each neighbour `gap` inches beyond the structure
 * before it in the row, east or west; one across the street centred opposite it.
 */
export function rowOf(b: BuildingSpec, xs: readonly number[]): Row {
  const lo = Math.min(...xs) - END_ROOM,
    hi = Math.max(...xs) + END_ROOM;
  const length = b.length ?? hi - lo;
  const mid = (lo + hi) / 2;
  const west = mid - length / 2,
    east = mid + length / 2;
  const end = { east, west };
  const spans = (b.neighbours ?? []).map((n) => {
    if (n.side === 'across') return { near: mid - n.length / 2, far: mid + n.length / 2 };
    const dir = n.side === 'east' ? 1 : -1;
    const near = end[n.side] + dir * n.gap;
    const far = near + dir * n.length;
    end[n.side] = far;
    return { near, far };
  });
  return { west, east, length, spans };
}

/**
 * Those the scenario puts in a neighbour stand in it, spread evenly along it: in a row on the
 * holders' line, across the street on its wall `gap` inches from that line toward the other
 * side (`x`, `y`: every figure's start, indexed as `names`; `holds`: whether a figure is of
 * the side inside).
 */
export function houseNeighbours(
  b: BuildingSpec,
  names: readonly string[],
  holds: (c: number) => boolean,
  x: Float64Array,
  y: Float64Array,
): void {
  const away = inNeighbours(b);
  const held = names.flatMap((name, c) => (holds(c) && !away.has(name) ? [c] : []));
  const row = rowOf(
    b,
    held.map((c) => x[c]),
  );
  const line = y[held[0]];
  const out = towardEnemy(line, y[names.findIndex((_, c) => !holds(c))]);
  (b.neighbours ?? []).forEach((n, j) => {
    const inside = n.inside ?? [];
    const { near, far } = row.spans[j];
    inside.forEach((name, i) => {
      const c = names.indexOf(name);
      x[c] = near + ((far - near) * (i + 0.5)) / inside.length;
      y[c] = n.side === 'across' ? line + out * n.gap : line;
    });
  });
}

/** Which way is out of the building toward the attackers' line (`enemy`, a y): +1 or −1. */
export function towardEnemy(line: number, enemy: number): number {
  return enemy >= line ? 1 : -1;
}
