import { DIFFICULT, type Battlefield } from '../../../encounter/battlefield.ts';
import { entryInto, lengthInside } from '../../../encounter/geometry.ts';
import type { MaliceOptions } from '../options.ts';

/** Halvings that find a pro-rata move's end (2⁻⁴⁰ of its length: far below any table's inch). */
const HALVINGS = 40;

/** How far along (x1, y1)→(x2, y2) (0..1) it first runs onto rough ground; −1 if it never does. */
function roughEntry(bf: Battlefield, x1: number, y1: number, x2: number, y2: number): number {
  const a = bf.area;
  let first = -1;
  for (let k = 0; k < bf.areas; k++) {
    if (bf.areaKind[k] !== DIFFICULT) continue;
    const o = k * 4;
    const e = entryInto(x1, y1, x2, y2, a[o], a[o + 1], a[o + 2], a[o + 3]);
    if (e >= 0 && (first < 0 || e < first)) first = e;
  }
  return first;
}

/** Inches of (x1, y1)→(x2, y2) over rough ground. */
function roughLength(bf: Battlefield, x1: number, y1: number, x2: number, y2: number): number {
  const a = bf.area;
  let inches = 0;
  for (let k = 0; k < bf.areas; k++) {
    if (bf.areaKind[k] !== DIFFICULT) continue;
    const o = k * 4;
    inches += lengthInside(x1, y1, x2, y2, a[o], a[o + 1], a[o + 2], a[o + 3]);
  }
  return inches;
}

/**
 * How far a Move from (x, y) toward (tx, ty), no further than it, takes a model allowed `open`
 * inches in the open and `rough` over rough ground (malice.md §1.14, D24). A move any part of
 * which crosses rough ground goes at most `rough` inches (`move.mixedTerrain=roughCap`), so the
 * model goes the further of that and the edge of the rough ground; under `proRata` each rough
 * inch costs open/rough inches of the allowance.
 */
export function roughMove(
  bf: Battlefield,
  x: number,
  y: number,
  tx: number,
  ty: number,
  open: number,
  rough: number,
  o: MaliceOptions,
): number {
  const d = bf.distance(x, y, tx, ty);
  const want = Math.min(d, open);
  if (want <= 0) return 0;
  const ux = (tx - x) / d,
    uy = (ty - y) / d;
  const entry = roughEntry(bf, x, y, x + ux * want, y + uy * want);
  if (entry < 0) return want;
  if (o['move.mixedTerrain'] === 'roughCap') return Math.max(entry * want, Math.min(want, rough));
  const extra = open / rough - 1;
  let lo = 0,
    hi = want;
  for (let i = 0; i < HALVINGS; i++) {
    const mid = (lo + hi) / 2;
    if (mid + extra * roughLength(bf, x, y, x + ux * mid, y + uy * mid) <= open) lo = mid;
    else hi = mid;
  }
  return lo;
}
