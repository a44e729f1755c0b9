import type { z } from 'zod';
import { Battlefield, type PieceSpec } from '../../../encounter/battlefield.ts';
import {
  checkPlacement,
  piecesOf,
  type BattlefieldSection,
} from '../../../encounter/battlefield-schema.ts';
import { SPACING, TRAIL_DISTANCE, deployment } from './lines.ts';
import { checkSectionFire } from './section-fire-check.ts';
import { BATTLEFIELD_COVER } from './terrain.ts';

interface Checked {
  type: string;
  distance?: number;
  roll?: unknown;
  vehicle?: unknown;
  building?: Parameters<typeof checkSectionFire>[0]['building'];
  battlefield?: BattlefieldSection;
  sides: { name: string; figures: { name: string; weapon: string; rep: number }[] }[];
}

/**
 * The shared `battlefield` section in a GF-2 or GF-3: measured in inches, its pieces on the map
 * and clear of the figures (checkPlacement, as every ruleset's), and, as for the `terrain:`
 * buildings (blocking-check.ts), no figure starting inside a building, no building or wall
 * between a GF-2's Draw pairs, and none beside rolled forces, a vehicle or a burning building.
 */
export function checkSection(p: Checked, ctx: z.RefinementCtx): void {
  const b = p.battlefield;
  const atRoot = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (b === undefined) return checkSectionFire(p, [], null, atRoot);
  const bad = (path: (string | number)[], message: string) =>
    atRoot(['battlefield', ...path], message);
  // A building of the section set alight: its firebugs go round the table's pieces.
  const burns = p.building?.piece !== undefined;
  if (p.type === 'GF-1') return bad([], 'battlefield needs GF-2 or GF-3 (a GF-1 has its setting)');
  if (b.unit === 'square') bad(['unit'], 'Six Gun Sound measures in inches: unit inch');
  if (b.metric !== undefined && b.metric !== 'euclidean')
    bad(['metric'], 'Six Gun Sound measures straight lines: metric euclidean');
  const pieces = piecesOf(b, BATTLEFIELD_COVER);
  const blocking = pieces.flatMap((q, i) =>
    q.kind === 'building' || q.kind === 'wall' ? [i] : [],
  );
  for (const i of blocking) {
    const kind = pieces[i].kind;
    if (p.roll !== undefined)
      bad(
        ['pieces', i],
        `a ${kind} needs fixed forces (no roll): a rolled figure could start inside it`,
      );
    if (p.vehicle !== undefined)
      bad(
        ['pieces', i],
        `a ${kind} and a vehicle: the vehicle is driven without the table's terrain`,
      );
    if (p.building !== undefined && !burns)
      bad(
        ['pieces', i],
        `a ${kind} and a burning building: the firebugs go without the table's terrain (name the building that burns as building.piece)`,
      );
  }
  pieces.forEach((q, i) => {
    if (q.kind !== 'watercourse') return;
    if (p.vehicle !== undefined)
      bad(['pieces', i], 'a watercourse and a vehicle: the vehicle is driven without the water');
    if (p.building !== undefined)
      bad(['pieces', i], 'a watercourse and a burning building: the firebugs go without the water');
  });
  if (p.roll !== undefined) return checkSectionFire(p, pieces, null, atRoot);
  const d = p.type === 'GF-3' ? TRAIL_DISTANCE : deployment(p);
  const figures = p.sides.flatMap((s, side) =>
    s.figures.map((f, k) => ({
      name: f.name,
      side: s.name,
      x: k * SPACING,
      y: side * d,
      path: ['sides', side, 'figures', k],
    })),
  );
  checkPlacement(b, pieces, figures, ctx);
  checkSectionFire(p, pieces, figures, atRoot);
  for (const i of blocking) {
    const bf = new Battlefield({ pieces: [pieces[i]] });
    // The side holding the building that burns starts inside it, or inside its neighbours.
    const held = burns && pieces[i].kind === 'building';
    for (const f of figures)
      if (bf.buildingAt(f.x, f.y) >= 0 && !(held && f.side === p.building!.holds))
        bad(['pieces', i], `"${f.name}" starts inside this building, at (${f.x}, ${f.y})`);
    if (p.type === 'GF-2') drawPairs(p, pieces[i], d, (m) => bad(['pieces', i], m));
  }
}

/** A GF-2's Draw pairs face each other (§7, §13.1): no building or wall between them. */
function drawPairs(p: Checked, piece: PieceSpec, d: number, bad: (m: string) => void): void {
  const bf = new Battlefield({ pieces: [piece] });
  const [a, b] = p.sides;
  for (let k = 0; k < Math.min(a.figures.length, b.figures.length); k++)
    if (!bf.lineOfSight(k * SPACING, 0, k * SPACING, d))
      bad(
        `this ${piece.kind} stands between "${a.figures[k].name}" and "${b.figures[k].name}", who open a GF-2 with a Draw face to face (§7, §13.1): move it, or play a GF-3`,
      );
}
