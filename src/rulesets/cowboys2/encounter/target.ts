import type { Rng } from '../../../dice/rng.ts';
import { mostEnemy, nearestEnemy, weakestEnemy } from '../../../encounter/policy.ts';
import { shotValue } from './fire.ts';
import type { World } from './world.ts';

/**
 * Whom a side's cowboys go after (schema.ts side `target`). `closest` is the book's: the
 * solitaire AI acts "toward/at the closest target" wherever he stands, in sight or not, ties
 * broken as `ai.closestTie` says (cowboys-ii.md §1.12 [L321], B22). The others are the shared
 * encounter policies' target choices (encounter/policy.ts), which the book does not have: a
 * house rule for either policy, reading Cowboys II's range in squares and its line of sight
 * (World's `dist` and `canSee`):
 * - `nearest`: the nearest enemy in sight (the first listed of equals);
 * - `weakest`: the enemy in sight with the least health left, the nearest of equals;
 * - `most-dangerous`: the enemy in sight whose shot at the cowboy would score the most hits,
 *   facing him and by the chart (fire.ts shotValue), the nearest of equals.
 * With no enemy in sight these fall back on the closest, so that the cowboy still goes
 * after someone. The choices' names are in target-choices.ts, their order their codes here.
 */
const CLOSEST = 0,
  NEAREST = 1,
  WEAKEST = 2;

const healthLeft = (w: World, e: number) => w.health[e];
/** The hits e expects from one shot at c. */
const danger = (w: World, e: number, c: number) => shotValue(w, e, c, 0, true);

/** The enemy c goes after this activation, by his side's choice; −1 when none is left. */
export function chooseTarget(w: World, c: number, rng: Rng): number {
  const choice = w.targetBy[w.side[c]];
  if (choice === CLOSEST) return closestEnemy(w, c, rng);
  const t =
    choice === NEAREST
      ? nearestEnemy(w, c)
      : choice === WEAKEST
        ? weakestEnemy(w, c, healthLeft)
        : mostEnemy(w, c, danger);
  return t >= 0 ? t : closestEnemy(w, c, rng);
}

/**
 * The closest enemy by range; equals are broken at random (B22, option `ai.closestTie`), the
 * generator drawn only when there is a tie.
 */
export function closestEnemy(w: World, c: number, rng: Pick<Rng, 'below'>): number {
  const random = w.randomTies,
    enemies = w.enemies,
    at = w.at,
    cheb = w.cheb,
    here = at[c] * w.squares;
  let best = -1,
    bd = 1 << 30,
    ties = 0;
  for (let k = c * w.n; enemies[k] >= 0; k++) {
    const e = enemies[k];
    const d = cheb[here + at[e]]; // range(c, e)
    if (d < bd) ((bd = d), (best = e), (ties = 1));
    else if (d === bd && random && rng.below(++ties) === 0) best = e;
  }
  return best;
}
