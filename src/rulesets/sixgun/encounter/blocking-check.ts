import type { z } from 'zod';
import { Battlefield } from '../../../encounter/battlefield.ts';
import { SPACING, TRAIL_DISTANCE, deployment } from './lines.ts';
import { tablePieces, type TerrainFeature } from './table-pieces.ts';
import { isBlocking } from './terrain.ts';

/** Half a figure's 1" base: a figure whose centre is this near a building stands in it. */
const HALF_BASE = 0.5;

interface Checked {
  type: string;
  distance?: number;
  roll?: unknown;
  vehicle?: unknown;
  building?: unknown;
  terrain?: TerrainFeature[];
  sides: {
    figures: { name: string; weapon: string; rep: number }[];
  }[];
}

/**
 * Buildings and walls on the table must leave the set-up playable: no figure starts inside one,
 * a GF-2's Draw pairs see each other (the Draw is face to face, §7, §13.1), and the forces are
 * fixed (rolled figures could start anywhere along the lines). The vehicle and the burning
 * building move without the table's terrain, so they are not played beside one.
 */
export function checkBlocking(p: Checked, ctx: z.RefinementCtx): void {
  const terrain = p.terrain ?? [];
  const blocking = terrain.flatMap((t, i) => (isBlocking(t.kind) ? [i] : []));
  if (blocking.length === 0) return;
  const bad = (i: number, message: string) =>
    ctx.addIssue({ code: 'custom', path: ['terrain', i, 'kind'], message });
  const kind = (i: number) => terrain[i].kind;
  for (const i of blocking) {
    if (p.roll !== undefined)
      bad(i, `a ${kind(i)} needs fixed forces (no roll): a rolled figure could start inside it`);
    if (p.vehicle !== undefined)
      bad(i, `a ${kind(i)} and a vehicle: the vehicle is driven without the table's terrain`);
    if (p.building !== undefined)
      bad(i, `a ${kind(i)} and a burning building: the firebugs go without the table's terrain`);
  }
  if (p.roll !== undefined || p.type === 'GF-1') return;
  const d = p.type === 'GF-3' ? TRAIL_DISTANCE : deployment(p);
  const at = (side: number, k: number) => [k * SPACING, side * d] as const;
  for (const i of blocking) {
    const t = terrain[i];
    p.sides.forEach((s, side) =>
      s.figures.forEach((f, k) => {
        const [x, y] = at(side, k);
        if (
          x > t.x - HALF_BASE &&
          x < t.x + t.width + HALF_BASE &&
          y > t.y - HALF_BASE &&
          y < t.y + t.height + HALF_BASE
        )
          bad(i, `"${f.name}" starts inside this ${t.kind}, at (${x}, ${y})`);
      }),
    );
  }
  if (p.type !== 'GF-2') return;
  for (const i of blocking) {
    const bf = new Battlefield({ pieces: tablePieces([terrain[i]]) });
    const [a, b] = p.sides;
    for (let k = 0; k < Math.min(a.figures.length, b.figures.length); k++) {
      const [x1, y1] = at(0, k),
        [x2, y2] = at(1, k);
      if (!bf.lineOfSight(x1, y1, x2, y2))
        bad(
          i,
          `this ${kind(i)} stands between "${a.figures[k].name}" and "${b.figures[k].name}", who open a GF-2 with a Draw face to face (§7, §13.1): move it, or play a GF-3`,
        );
    }
  }
}
