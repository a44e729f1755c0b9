import type { Profession } from './data.ts';

/**
 * A teamster's Driver Rating (six-gun-sound.md §2.1 [L2549–2553]): his Rep, at most 5 for a
 * stagecoach driver, 3 for Townsfolk and 4 for anyone else.
 */
export function driverRatingOf(profession: Profession, rep: number, stageDriver: boolean): number {
  const cap = stageDriver ? 5 : profession === 'townsfolk' ? 3 : 4;
  return Math.min(rep, cap);
}
