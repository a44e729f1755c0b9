import { passCounts, rollPasses } from '../pass-dice.ts';
import type { Ready } from './table.ts';

/** The most dice the Recruitment and Election pools may roll ("count maximum of 3d6"). */
const MAX_POOL = 3;

/**
 * A standing test then a vote (Ranger Replacement then Recruitment, Community Good Will then
 * Election; six-gun-sound.md §14.9 [L6298–6340], §14.10 [L6496–6530]): 2d6 against
 * `standing`; Pass 2 adds a die to the vote and lets it count up to 3 passes, Pass 1 up to 2,
 * Pass 0 up to 1. The vote is 2d6 plus `modifierDice` (at most 3 dice, at least 0) against
 * `vote`, read as Pass 2 / 1 / 0 (more passes read as Pass 2: C-47). `outcomes` name the
 * vote's Pass 2, 1 and 0.
 */
export function standingThenVote(
  outcomes: readonly [string, string, string],
  standing: number,
  vote: number,
  modifierDice: number,
  explain: string,
): Ready {
  const dice = (s: number) => Math.max(0, Math.min(MAX_POOL, 2 + modifierDice + (s === 2 ? 1 : 0)));
  // Passes counted after a standing of Pass s: 1 + s, then read at most as Pass 2.
  const read = (s: number, passes: number) => 2 - Math.min(passes, 1 + s, 2);
  return {
    outcomes,
    explain,
    roll(rng) {
      const s = rollPasses(rng, 2, standing);
      return read(s, rollPasses(rng, dice(s), vote, MAX_POOL));
    },
    exact() {
      const out = new Float64Array(3);
      const first = passCounts(2, standing);
      for (let s = 0; s <= 2; s++) {
        const v = passCounts(dice(s), vote, MAX_POOL);
        for (let k = 0; k <= MAX_POOL; k++) out[read(s, k)] += first[s] * v[k];
      }
      return out;
    },
  };
}
