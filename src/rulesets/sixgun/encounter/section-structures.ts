import type { OpeningSpec } from '../../../encounter/battlefield.ts';
import type { BattlefieldSection } from '../../../encounter/battlefield-schema.ts';
import type { Rect } from './blaze.ts';

/** A frame (plank) building unless the scenario gives its Structural Value (§6.6). */
const FRAME_SV = 1;

export interface Structure {
  name: string;
  r: Rect;
  openings: readonly OpeningSpec[];
  sv: number;
}

/**
 * The buildings of the battlefield section, in its order, when a `building` names one of them
 * as the one that burns: each with its rectangle, openings and Structural Value (the held
 * one's `sv`, the others' from `structures`, frame by default); and where the held one is.
 */
export function sectionStructures(p: {
  battlefield?: BattlefieldSection;
  building?: { piece?: string; sv: number; structures?: Record<string, number> };
}): { all: Structure[]; held: number } {
  const b = p.building;
  // Each is named: section-fire-check.ts refuses a nameless one.
  const all = (p.battlefield?.pieces ?? []).flatMap((q) =>
    q.kind === 'building'
      ? [
          {
            name: q.name ?? '',
            r: { x: q.x!, y: q.y!, width: q.width!, height: q.height! },
            openings: q.openings ?? [],
            sv: q.name === b?.piece ? b!.sv : (b?.structures?.[q.name ?? ''] ?? FRAME_SV),
          },
        ]
      : [],
  );
  return { all, held: all.findIndex((s) => s.name === b?.piece) };
}
