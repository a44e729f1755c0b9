import { HORSE_MOVEMENT_AFTER_HIT, TARGET_HEALTH } from '../data.ts';
import type { World } from './world.ts';

/**
 * Horses in the encounter, cowboys-ii.md §1.6, §3.4 [L139-143], B15, B16, B26, B27: mounting
 * and dismounting (2 AP, on the horse's square), the AI's horse when a player mounts [L343],
 * and hits on a horse (2 health; the rider of a horse killed under him stays in his square
 * and loses his next activation).
 */

/** A riderless horse standing on square j, or −1. */
export function horseOn(w: World, j: number): number {
  for (let h = 0; h < w.horses; h++)
    if (w.horseAt[h] === j && w.horseHealth[h] > 0 && w.rider[h] < 0) return h;
  return -1;
}

/** c mounts horse h on his square (2 AP, [L139]); the closest AI enemy gets a horse at once [L343]. */
export function mountHorse(w: World, c: number, h: number): void {
  w.rider[h] = c;
  w.mount[c] = h;
  if (w.log) w.log.say(w.turn, `${w.names[c]} mounts a horse at (${w.gx[c]}, ${w.gy[c]})`);
  if (w.player[c] === 1) aiMountsInReply(w, c);
}

/** c gets off his horse (2 AP); it stays riderless on his square. */
export function dismount(w: World, c: number): void {
  const h = w.mount[c];
  w.rider[h] = -1;
  w.mount[c] = -1;
  if (w.log) w.log.say(w.turn, `${w.names[c]} dismounts at (${w.gx[c]}, ${w.gy[c]})`);
}

/**
 * "Any time a player's character mounts a horse … the closest AI character immediately
 * becomes mounted on a horse" [L343]: the closest standing AI enemy of c not already riding
 * (the first listed of equals) gets his spare horse under him.
 */
function aiMountsInReply(w: World, c: number): void {
  let best = -1,
    bd = 1 << 30;
  for (let k = c * w.n; w.enemies[k] >= 0; k++) {
    const e = w.enemies[k];
    if (w.player[e] === 1 || w.mount[e] >= 0) continue;
    const d = w.range(c, e);
    if (d < bd) ((bd = d), (best = e));
  }
  if (best < 0) return;
  const h = w.spare[best];
  w.horseAt[h] = w.at[best];
  w.horseHealth[h] = TARGET_HEALTH.horse;
  w.rider[h] = best;
  w.mount[best] = h;
  w.horsesOut++;
  if (w.log) w.log.say(w.turn, `${w.names[best]} is mounted on a horse (solitaire rule [L343])`);
}

/**
 * `hits` on horse h (B16: a shot names the horse as its target). Its first hit leaves it at
 * 1 health (and, under optional rule 8, its bonus at 2, [L363]); at 0 it is removed, and its
 * rider stays in the square and loses his next activation (B27,
 * `horseKilled.skipNextActivation`). Returns the damage dealt.
 */
export function hitHorse(w: World, h: number, hits: number): number {
  const dealt = Math.min(hits, w.horseHealth[h]);
  w.horseHealth[h] -= dealt;
  if (w.o['optional.horseHitSlows']) w.pool[h] = HORSE_MOVEMENT_AFTER_HIT;
  if (w.horseHealth[h] > 0) return dealt;
  const c = w.rider[h];
  w.rider[h] = -1;
  if (c >= 0) {
    w.mount[c] = -1;
    if (w.o['horseKilled.skipNextActivation']) w.stunned[c] = 1;
  }
  if (w.log) w.log.add(`; the horse falls${c >= 0 ? ` under ${w.names[c]}` : ''}`);
  return dealt;
}
