import type { PieceSpec } from '../../../encounter/battlefield.ts';
import {
  BULLETPROOF_CLASS,
  TERRAIN_CLASS,
  WOODS_SIGHT,
  isBlocking,
  type BlockingKind,
  type TerrainKind,
} from './terrain.ts';

/** A gunfight's terrain feature as the scenario lists it: a rectangle in inches. */
export interface TerrainFeature {
  kind: TerrainKind | BlockingKind;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The features as the shared battlefield's pieces: a cover feature is a cover area of its
 * class (§6.6 [L4717–4727]); a building or high wall a closed building, four walls without an
 * opening, that blocks sight and movement (§4.7 [L779–789]). Woods are also an obscuring
 * area that sight crosses no deeper than `woodsSight` (WOODS_SIGHT).
 */
export function tablePieces(
  terrain: readonly TerrainFeature[],
  woodsSight: number = WOODS_SIGHT.day,
): PieceSpec[] {
  const pieces = terrain.map((t): PieceSpec =>
    isBlocking(t.kind)
      ? {
          kind: 'building' as const,
          name: t.kind,
          x: t.x,
          y: t.y,
          width: t.width,
          height: t.height,
          // Nobody shoots through it; a man at its corner is behind bulletproof Corner cover (§6.7).
          cover: BULLETPROOF_CLASS,
          openings: [],
        }
      : {
          kind: 'cover' as const,
          x: t.x,
          y: t.y,
          width: t.width,
          height: t.height,
          cover: TERRAIN_CLASS[t.kind],
        },
  );
  for (const t of terrain)
    if (t.kind === 'woods')
      pieces.push({
        kind: 'obscuring',
        name: 'woods',
        x: t.x,
        y: t.y,
        width: t.width,
        height: t.height,
        seeInto: woodsSight,
      });
  return pieces;
}
