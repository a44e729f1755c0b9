import { z } from 'zod';
import type { TerrainFeature } from '../table-pieces.ts';
import type { TerrainKind } from '../terrain.ts';
import type { Issue } from './type.ts';

/**
 * Cover a town's street may hold besides its buildings, and the cover class each gives a man
 * standing in it (six-gun-sound.md §6.6): a full water trough bulletproof [L1575]; a wagon, to
 * a man behind its wheels and body, bulletproof [L2456–2469]; a rail fence (a corral's,
 * §14.2 [L4770–4838]) obscuring [L1577]. Bulletproof reads the Wall/Window rows (§6.7), as a
 * ridge crest's does; obscuring the colored/white die test, as obscuring scrub's does.
 */
export const STREET_COVER: Readonly<Record<string, TerrainKind>> = {
  'water-trough': 'ridge-crest',
  wagon: 'ridge-crest',
  'rail-fence': 'obscuring-scrub',
};
const KINDS = Object.keys(STREET_COVER) as [string, ...string[]];

export const streetCoverShape = {
  cover: z
    .array(
      z.strictObject({
        kind: z.enum(KINDS),
        x: z
          .number()
          .describe('Inches along the street from the middle of the bank (left is negative).'),
        y: z.number().describe("Inches out from the bank's side of the street."),
        width: z.number().positive().describe('Inches along the street.'),
        height: z.number().positive().describe('Inches across the street.'),
      }),
    )
    .default([])
    .describe(
      "Cover in the street besides the buildings (§6.6): water-trough and wagon bulletproof (the Wall/Window rows), rail-fence obscuring; rectangles in inches, the bank at x = 0 on y = 0, the far side's buildings on y = street. A man standing in one is in its cover, against fire and on the reaction tables' in-cover rows; a Town side playing cover-to-cover goes to it. Default: none.",
    ),
};

/** The pieces as the band world's terrain features. */
export function streetTerrain(cover: readonly StreetCover[]): TerrainFeature[] {
  return cover.map((c) => ({
    kind: STREET_COVER[c.kind],
    x: c.x,
    y: c.y,
    width: c.width,
    height: c.height,
  }));
}

export type StreetCover = { kind: string; x: number; y: number; width: number; height: number };

/** A piece must lie in the street, between the two rows of buildings (y = 0 and y = street). */
export function checkStreetCover(
  cover: readonly StreetCover[],
  street: number,
  issue: Issue,
): void {
  cover.forEach((c, i) => {
    if (c.y <= 0 || c.y + c.height >= street)
      issue(
        ['setup', 'cover', i, 'y'],
        `a ${c.kind} from y ${c.y} to ${c.y + c.height} is not in the street: put it between the buildings, above 0 and below ${street}`,
      );
  });
}
