import type { Rng } from '../../dice/rng.ts';
import { d6 } from './campaign/table.ts';

/**
 * What the Game Turn tables share (a fire's burn time and putting it out, §12; hitching a
 * team, §10.9): the turns they list, and a group that gets its work done only in the turns it
 * acts.
 */

/** The longest wait a turn table lists before "later". */
export const MAX_TURNS = 24;

/** turn-1 … turn-24, then after-turn-24. */
export const TURN_OUTCOMES: readonly string[] = [
  ...Array.from({ length: MAX_TURNS }, (_, i) => `turn-${i + 1}`),
  `after-turn-${MAX_TURNS}`,
];

/** P(a group acts in a Game Turn): its die at most its leader's Rep, the other side's die not the same (§4.2). */
export const actsChance = (rep: number) => (Math.min(6, rep) * 5) / 36;

/** Whether the group acts this turn: its die, then the other side's (doubles stop everyone). */
export function acts(rng: Rng, rep: number): boolean {
  const own = d6(rng),
    other = d6(rng);
  return own <= rep && own !== other;
}
