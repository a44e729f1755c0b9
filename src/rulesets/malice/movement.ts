import { DUCK_INCHES, MOVE } from './data.ts';
import type { MaliceOptions } from './options.ts';

/**
 * How far one Move action takes a model (malice.md §1.14, D24): 6" on foot, 12" mounted,
 * over rough ground 3" and 8". A move partly over rough ground is capped at the rough
 * distance, or under `proRata` every rough inch costs open/rough inches of the allowance.
 * `roughInches` is how much of the intended path is rough.
 */
export function moveAllowance(mounted: boolean, roughInches: number, o: MaliceOptions): number {
  const m = mounted ? MOVE.horse : MOVE.foot;
  if (roughInches <= 0) return m.open;
  if (o['move.mixedTerrain'] === 'roughCap') return m.rough;
  const roughCost = m.open / m.rough;
  const rough = Math.min(roughInches, m.rough);
  return rough + (m.open - rough * roughCost);
}

/** Duck for cover: up to 3" toward cover, ending where 3" takes the model if cover is further (malice.md §1.6, A13). */
export const duckDistance = (toCover: number): number => Math.min(DUCK_INCHES, toCover);
