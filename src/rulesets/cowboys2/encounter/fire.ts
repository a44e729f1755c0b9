import { DOWN } from '../../../encounter/figures.ts';
import type { Rng } from '../../../dice/rng.ts';
import { SHOT_MODIFIERS, WEAPONS, WEAPON_STATS } from '../data.ts';
import { hitHorse } from './horses.ts';
import type { World } from './world.ts';

const ROLLS = Uint8Array.from(WEAPONS, (wp) => WEAPON_STATS[wp].rollsPerShot);
const MOUNTED = Int8Array.from(WEAPONS, (wp) => WEAPON_STATS[wp].mounted);

/**
 * Up to `shots` shots at t, each 2d6 against the chart with the §1.2 modifiers (cowboys-ii.md
 * §1.2 [L214-231]), `extra` added to each (−1 for a reaction shot). Shots left when t falls
 * are not fired (B18). A shooter whose rounds are counted fires only the rounds he has, one
 * per shot whatever the weapon rolls [L175] (G3: 2 shotgun shots, 2 rounds). A mounted shooter
 * takes −2 (pistol) or −3 [L228] and may not Spin and Shoot [L239]: with t behind him he turns
 * to face it and holds his fire. With `atHorse` the shot names t's horse (B16): it stands on
 * t's square and faces his way [L139], so every modifier is the same and the hits are the
 * horse's.
 */
export function fire(
  w: World,
  c: number,
  t: number,
  shots: number,
  rng: Pick<Rng, 'below'>,
  extra = 0,
  atHorse = false,
): void {
  const wi = w.weapon[c];
  const rolls = ROLLS[wi];
  const counted = w.tracked[c] === 1;
  // Neither stands anywhere else nor faces another way until the volley ends, but for his turn
  // toward t (after which t is in front): range and modifiers are those of the first shot.
  const range = w.range(c, t),
    mounted = w.mount[c] >= 0,
    base = shotModifier(w, c, t) + extra;
  let back = w.behind(c, t);
  for (let s = 0; s < shots && w.alive[t]; s++) {
    if (counted && w.ammo[c] === 0) return; // no rounds left [L175]
    const horse = atHorse ? w.mount[t] : -1;
    if (atHorse && horse < 0) return; // the horse fell
    if (mounted && back) {
      w.turnToward(c, t); // no Spin and Shoot in the saddle [L239]
      return;
    }
    const deadEye = w.playDeadEye(c);
    let mod = base;
    if (deadEye) mod += SHOT_MODIFIERS.deadEye; // [L255-261]
    if (back) {
      // No shot through the back facing [L181]: Spin and Shoot [L239], turn and fire at its penalty.
      w.turnToward(c, t);
      mod += w.spin(c);
      back = false;
    }
    const table = w.table(c, range, mod);
    if (!table) return; // beyond the chart: no shot
    w.busy[c] = w.turn;
    if (counted) w.ammo[c]--;
    let hits = 0;
    for (let r = 0; r < rolls; r++) hits += table[rng.below(36)];
    if (w.log !== null)
      w.log.say(
        w.turn,
        `${w.names[c]} fires his ${WEAPONS[wi]} at ${horse >= 0 ? `${w.names[t]}'s horse` : w.names[t]} (range ${range}, ${mod >= 0 ? '+' : ''}${mod}${deadEye ? ' with DEAD EYE' : ''}): ${hits} hit${hits === 1 ? '' : 's'}`,
      );
    if (hits === 0) continue;
    if (horse >= 0) {
      w.damageBy[wi] += hitHorse(w, horse, hits);
      if (w.firstBlood < 0) w.firstBlood = w.side[c];
      if (w.horseHealth[horse] <= 0) return; // the named target is gone (B18)
      continue;
    }
    hurt(w, c, t, hits, wi);
  }
}

/**
 * The §1.2 modifiers of c's shot at t that hold whatever c's facing and cards: his cowboy
 * modifier [L224], mounted [L228], back shot [L225], and the red lines and doors crossed next
 * to t [L226-227].
 */
function shotModifier(w: World, c: number, t: number): number {
  let mod = w.modifier[c] + w.openingPenalty(c, t);
  if (w.mount[c] >= 0) mod += MOUNTED[w.weapon[c]];
  if (w.behind(t, c)) mod += SHOT_MODIFIERS.backShot;
  return mod;
}

/**
 * What one shot by c at t, facing it, with `extra` on the roll and no card, scores: P(at
 * least one hit) with `expected = false`, else the expected hits. 0 beyond the chart. The
 * player policy weighs its choices by it.
 */
export function shotValue(
  w: World,
  c: number,
  t: number,
  extra: number,
  expected: boolean,
): number {
  const table = w.table(c, w.range(c, t), shotModifier(w, c, t) + extra);
  if (!table) return 0;
  const rolls = ROLLS[w.weapon[c]];
  let miss = 0,
    hits = 0;
  for (let k = 0; k < 36; k++) ((hits += table[k]), (miss += table[k] === 0 ? 1 : 0));
  return expected ? (rolls * hits) / 36 : 1 - (miss / 36) ** rolls;
}

/**
 * t loses `hits` health to c (at most what he has), counted as damage of `kind` (a weapon
 * index, or the brawl's); at 0 he falls [L218].
 */
export function hurt(w: World, c: number, t: number, hits: number, kind: number): void {
  const dealt = Math.min(hits, w.health[t]);
  w.health[t] -= dealt;
  w.damageBy[kind] += dealt;
  if (w.firstBlood < 0) w.firstBlood = w.side[c];
  if (w.health[t] <= 0) {
    w.remove(t, DOWN);
    if (w.log !== null) w.log.add(`; ${w.names[t]} falls`);
  }
}
