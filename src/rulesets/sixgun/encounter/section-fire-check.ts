import { Battlefield, type PieceSpec } from '../../../encounter/battlefield.ts';
import type { BattlefieldSection } from '../../../encounter/battlefield-schema.ts';
import { sectionStructures } from './section-structures.ts';
import { wayToWall } from './wall-route.ts';

/** A building's name is its metric's: fire.neighbour.<name>. */
const METRIC_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

interface Checked {
  battlefield?: BattlefieldSection;
  building?: {
    piece?: string;
    sv: number;
    holds: string;
    firebugs: string[];
    length?: number;
    neighbours?: unknown[];
    structures?: Record<string, number>;
  };
}

/** Where a figure starts (lines.ts), at its path in the file. */
export interface Start {
  name: string;
  side: string;
  x: number;
  y: number;
}

/**
 * A building of the battlefield section set alight (section-fire.ts): it must be one of the
 * section's buildings, each of them named as a metric can be, without the row's length and
 * neighbours, its structures naming the section's other buildings; each firebug must have a
 * way round what stands on the table to its wall. `bad` takes a path from the params' root.
 */
export function checkSectionFire(
  p: Checked,
  pieces: PieceSpec[],
  figures: Start[] | null,
  bad: (path: (string | number)[], message: string) => void,
): void {
  const b = p.building;
  if (b?.piece === undefined) return;
  if (b.length !== undefined)
    bad(['building', 'length'], 'a piece has its own size: leave length out');
  if (b.neighbours !== undefined)
    bad(
      ['building', 'neighbours'],
      "a piece's neighbours are the section's other buildings: leave neighbours out",
    );
  const seen = new Set<string>();
  (p.battlefield?.pieces ?? []).forEach((q, i) => {
    if (q.kind !== 'building') return;
    const at = ['battlefield', 'pieces', i, 'name'];
    if (q.name === undefined || !METRIC_NAME.test(q.name))
      bad(
        at,
        'with a building set alight, every building needs a name of letters, digits and dashes (its metric fire.neighbour.<name>)',
      );
    else if (seen.has(q.name)) bad(at, `two buildings are named "${q.name}"`);
    seen.add(q.name ?? '');
  });
  const { all, held } = sectionStructures(p);
  if (held < 0) {
    const names = all.map((s) => s.name).join(', ') || 'none';
    return bad(
      ['building', 'piece'],
      `no building "${b.piece}" in the battlefield section (buildings: ${names})`,
    );
  }
  for (const name of Object.keys(b.structures ?? {}))
    if (name === b.piece || !seen.has(name))
      bad(
        ['building', 'structures', name],
        name === b.piece
          ? `"${name}" is the building set alight: its sv is the building's`
          : `no other building "${name}" in the battlefield section`,
      );
  if (figures === null) return;
  const bf = new Battlefield({ pieces });
  const r = all[held].r;
  b.firebugs.forEach((name, j) => {
    const f = figures.find((g) => g.name === name);
    if (f === undefined) return;
    if (wayToWall(bf, r, f.x, f.y, 1) === null)
      bad(
        ['building', 'firebugs', j],
        `"${name}" has no way round the table to the ${b.piece}'s wall`,
      );
  });
}
