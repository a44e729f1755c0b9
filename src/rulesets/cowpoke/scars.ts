import { CRIT, MOVE } from './data.ts';

/**
 * Battle scars' effects (cowpoke.md §1.13 [L675-684]), each once, for the procedures and the
 * encounter alike. A group is scarred when its recorded damage reaches CRIT.threshold; the
 * callers apply these only under critInjury.enabled.
 */

/**
 * Dice off shooting and brawling pools for a scarred Head or Arms, once for the group (A23):
 * both scarred is 4 recorded damage, which removes every character (no tier has more than 4
 * HP, §2.1), so whether the two would stack never arises.
 */
export function scarPoolDice(head: boolean, arms: boolean): number {
  const h = head ? 1 : 0,
    a = arms ? 1 : 0;
  return CRIT.dice * (h | a);
}

/** Inches off a Move or a Run for a scarred Chest or Gut (torso) and scarred Legs. */
export function scarMovePenalty(torso: boolean, legs: boolean, run: boolean): number {
  return (
    (torso ? (run ? CRIT.torsoRun : CRIT.torsoMove) : 0) +
    (legs ? (run ? CRIT.legsRun : CRIT.legsMove) : 0)
  );
}

/**
 * A Run's reach before the 2d6: 6", Fast +2", and with critical injuries −2" for a scarred
 * Chest or Gut and −4" for scarred Legs; cowpoke.md §1.14 [L220-223], §1.13.
 */
export function runBase(fast: boolean, torso: boolean, legs: boolean, crit: boolean): number {
  return MOVE.runBase + (fast ? MOVE.fastRun : 0) + (crit ? scarMovePenalty(torso, legs, true) : 0);
}

/** A Move's reach: 6", less the scars' penalty, never below 0; cowpoke.md §1.14, §1.13. */
export function moveReach(torso: boolean, legs: boolean, crit: boolean): number {
  return Math.max(0, MOVE.move + (crit ? scarMovePenalty(torso, legs, false) : 0));
}
