import type { Rng } from '../../../dice/rng.ts';
import { DX, DY } from '../../../encounter/grid.ts';
import {
  brawlRollTable,
  healthPenalty,
  OUTCOME_ATTACKER,
  OUTCOME_DEFENDER,
  OUTCOME_TIE,
} from '../brawl.ts';
import { BRAWL, COWBOY_HEALTH } from '../data.ts';
import { hurt } from './fire.ts';
import { BRAWL_KIND, type World } from './world.ts';

/** Roll tables by d = attacker's total modifier − defender's, for d = −D … D. */
const D = 12;
const TABLES = Array.from({ length: 2 * D + 1 }, (_, k) => brawlRollTable(k - D));

/**
 * The direction (0–7, grid.ts DX, DY) from c's square to e's when they are adjacent and a
 * brawl may pass between them: no wall, and no red line, which a brawl never crosses
 * (cowboys-ii.md §1.5 [L273]); −1 otherwise.
 */
export function brawlDirection(w: World, c: number, e: number): number {
  const dx = w.gx[e] - w.gx[c],
    dy = w.gy[e] - w.gy[c];
  for (let d = 0; d < 8; d++) {
    if (DX[d] !== dx || DY[d] !== dy) continue;
    const k = w.at[c] * 8 + d;
    return w.step[k] >= 0 && w.redStep[k] === 0 ? d : -1;
  }
  return -1;
}

/**
 * d for c's attack on e, cowboys-ii.md §1.5 [L273-277]: each side's cowboy modifier and −1 per
 * point of health below his maximum (B10, `brawl.healthPenaltyBase`), +2 to the attacker who
 * comes through e's rear facing.
 */
function difference(w: World, c: number, e: number): number {
  const o = w.o;
  const a = w.modifier[c] + healthPenalty(w.health[c], COWBOY_HEALTH, o);
  const b = w.modifier[e] + healthPenalty(w.health[e], COWBOY_HEALTH, o);
  const d = a - b + (w.behind(e, c) ? BRAWL.rear : 0);
  return d < -D ? -D : d > D ? D : d;
}

/**
 * The health c expects to take off e, less what he expects to lose, in one attack (the
 * player's measure of whether a brawl is worth it).
 */
export function brawlGain(w: World, c: number, e: number): number {
  const t = TABLES[difference(w, c, e) + D];
  const back = w.o['brawl.defenderHurtsAttacker'];
  let gain = 0;
  // a tie under brawl.tie = bothHurt costs each side 1: no gain either way
  for (let k = 0; k < 36; k++)
    if (t[k] === OUTCOME_ATTACKER) gain++;
    else if (t[k] === OUTCOME_DEFENDER && back) gain--;
  return gain / 36;
}

/**
 * One brawl attack by c on e (2 AP, a shoot action, [L273]): both roll a d6 (one draw of the
 * 36 ordered pairs), the higher total takes 1 health off the other (B10: the defender who wins
 * hurts the attacker, `brawl.defenderHurtsAttacker`; a tie does nothing, `brawl.tie`).
 */
export function brawlAttack(w: World, c: number, e: number, rng: Pick<Rng, 'below'>): void {
  const r = TABLES[difference(w, c, e) + D][rng.below(36)];
  w.busy[c] = w.turn;
  if (w.log)
    w.log.say(
      w.turn,
      `${w.names[c]} brawls with ${w.names[e]}: ${r === OUTCOME_ATTACKER ? `${w.names[c]} lands a blow` : r === OUTCOME_DEFENDER ? `${w.names[e]} lands a blow` : 'a tie'}`,
    );
  if (r === OUTCOME_ATTACKER) hurt(w, c, e, 1, BRAWL_KIND);
  else if (r === OUTCOME_DEFENDER) {
    if (w.o['brawl.defenderHurtsAttacker']) hurt(w, e, c, 1, BRAWL_KIND);
  } else if (r === OUTCOME_TIE && w.o['brawl.tie'] === 'bothHurt') {
    hurt(w, c, e, 1, BRAWL_KIND);
    if (w.alive[c]) hurt(w, e, c, 1, BRAWL_KIND);
  }
}
