import { DOWN } from '../../../encounter/figures.ts';
import type { Rng } from '../../../dice/rng.ts';
import { SHOT_MODIFIERS, WEAPONS, WEAPON_STATS } from '../data.ts';
import type { World } from './world.ts';

const ROLLS = Uint8Array.from(WEAPONS, (wp) => WEAPON_STATS[wp].rollsPerShot);

/**
 * Up to `shots` shots at t, each 2d6 against the chart with the §1.2 modifiers (cowboys-ii.md
 * §1.2 [L214-231]), `extra` added to each (−1 for a reaction shot). Shots left when t falls
 * are not fired (B18).
 */
export function fire(
  w: World,
  c: number,
  t: number,
  shots: number,
  rng: Pick<Rng, 'below'>,
  extra = 0,
): void {
  const wi = w.weapon[c];
  const rolls = ROLLS[wi];
  for (let s = 0; s < shots && w.alive[t]; s++) {
    let mod = w.modifier[c] + extra;
    const deadEye = w.playDeadEye(c);
    if (deadEye) mod += SHOT_MODIFIERS.deadEye; // [L255-261]
    if (w.behind(c, t)) {
      // No shot through the back facing [L181]: Spin and Shoot [L239], turn and fire at its penalty.
      w.turnToward(c, t);
      mod += w.spin(c);
    }
    if (w.behind(t, c)) mod += SHOT_MODIFIERS.backShot; // [L225]
    mod += w.openingPenalty(c, t);
    const table = w.table(c, w.range(c, t), mod);
    if (!table) return; // beyond the chart: no shot
    w.busy[c] = w.turn;
    let hits = 0;
    for (let r = 0; r < rolls; r++) hits += table[rng.below(36)];
    if (w.log)
      w.log.say(
        w.turn,
        `${w.names[c]} fires his ${WEAPONS[wi]} at ${w.names[t]} (range ${w.range(c, t)}, ${mod >= 0 ? '+' : ''}${mod}${deadEye ? ' with DEAD EYE' : ''}): ${hits} hit${hits === 1 ? '' : 's'}`,
      );
    if (hits === 0) continue;
    const dealt = Math.min(hits, w.health[t]);
    w.health[t] -= dealt;
    w.damageBy[wi] += dealt;
    if (w.firstBlood < 0) w.firstBlood = w.side[c];
    if (w.health[t] <= 0) {
      w.remove(t, DOWN);
      if (w.log) w.log.add(`; ${w.names[t]} falls`);
    }
  }
}
