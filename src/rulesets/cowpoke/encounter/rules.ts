import { BLOCKS_SIGHT, FENCE, WINDOW } from '../../../encounter/battlefield.ts';
import { UNKNOWN } from '../../../encounter/figures.ts';
import { arcOf, facingToward, REAR } from '../../../encounter/geometry.ts';
import { brawlDiceOf } from '../brawl.ts';
import { CRIT, MODIFIER, THROW } from '../data.ts';
import { bandIndex, minimumDice } from '../pool.ts';
import { moveReach as moveReachOf, runBase as runBaseOf, scarPoolDice } from '../scars.ts';
import { AIM, BASE, BLAZE, NO_WEAPON } from './tables.ts';
import type { World } from './world.ts';

/** Scar groups in w.scar: head, chest, gut, arms, legs (cowpoke.md §1.13). */
const scarred = (w: World, c: number, group: number) => w.scar[c * 5 + group] >= CRIT.threshold;
const torso = (w: World, c: number) => scarred(w, c, 1) || scarred(w, c, 2);

/** The critical-injury dice on shooting and brawling pools (Head or Arms); cowpoke.md §1.13. */
export function scarDice(w: World, c: number): number {
  if (!w.crit) return 0;
  return scarPoolDice(scarred(w, c, 0), scarred(w, c, 3));
}

/** A Move's reach with c's scars; cowpoke.md §1.14, §1.13. */
export const moveReach = (w: World, c: number) =>
  moveReachOf(w.crit && torso(w, c), w.crit && scarred(w, c, 4), w.crit);
/** A Run's reach before the 2d6 (6", Fast +2", scars); cowpoke.md §1.14, floor 0. */
export const runBase = (w: World, c: number) =>
  runBaseOf(w.fast[c] !== 0, w.crit && torso(w, c), w.crit && scarred(w, c, 4), w.crit);

/** Defender Moved under `defenderMoved.mode`; cowpoke.md A8. */
export function targetMoved(w: World, t: number): boolean {
  const mode = w.defenderMovedMode;
  if (mode === 0) return w.movedLatest[t] !== 0;
  if (mode === 1) return w.movedLatest[t] === 2;
  return w.movedTurn[t] === w.turn;
}

/** The rear arc of cowpoke.md [L390] is 180°: front and rear halves of 90° each, no flank. */
const HALF = Math.PI / 2;

/**
 * Whether s stands in t's rear 180° arc under backShot.facing = tracked (cowpoke.md §1.2
 * [L390]); exactly side-on is not behind.
 */
export const backShot = (w: World, s: number, t: number) =>
  w.backShots && arcOf(w.x[t], w.y[t], w.facing[t], w.x[s], w.y[s], HALF, HALF) === REAR;

/** Turning to face is free (cowpoke.md §3.2 [L271]): c turns toward t as it acts on it. */
export function turnToward(w: World, c: number, t: number): void {
  if (w.backShots) w.facing[c] = facingToward(w.x[c], w.y[c], w.x[t], w.y[t]);
}

/** The shooter moved this Game Turn (cowpoke.md A13). */
export const attackerMoved = (w: World, s: number) => w.movedTurn[s] === w.turn;

/** lineOf's value when t is out of s's sight. */
const NO_SIGHT = 7;

/**
 * What a shot from s at t takes from where the two stand: the range band (bits 0–2, NO_SIGHT
 * when t is out of sight) and the cover dice t has against s, negated (bits 3 and up). Kept
 * on the shared core per pair until one of them moves, since every action of a fight where
 * nobody moves would otherwise measure the same line again; measured afresh while a policy
 * judges distances by eye (Dead Reckoning), whose ranges are not the tape's.
 */
function lineOf(w: World, s: number, t: number): number {
  const kept = w.judging ? UNKNOWN : w.pairValue(s, t);
  // Kept this small so that V8 inlines it into every shot's two readings of the line.
  return kept !== UNKNOWN ? kept : measureLine(w, s, t);
}

/** lineOf's value measured afresh (and kept, unless judged by eye). */
function measureLine(w: World, s: number, t: number): number {
  const line = w.canSee(s, t)
    ? bandIndex(w.range(s, t), w.halfOpen) | (-w.coverDice(s, t) << 3)
    : NO_SIGHT;
  if (!w.judging) w.keepPairValue(s, t, line);
  return line;
}

/**
 * Dice s rolls shooting weapon `wpn` at t, the terms pool.ts's shotPool lists, summed without
 * building them (cowpoke.md §1.2 steps 1–4), plus the critical-injury die; 0 when the shot cannot be taken,
 * the target out of sight among them (precondition 1). The Back Shot die counts only when
 * facing is tracked (backShot.facing).
 */
export function shotDice(
  w: World,
  s: number,
  wpn: number,
  t: number,
  aim: boolean,
  blaze: boolean,
): number {
  if (wpn === NO_WEAPON) return 0;
  const line = lineOf(w, s, t);
  if (line === NO_SIGHT) return 0;
  const base = BASE[wpn * 5 + (line & 7)];
  if (base < 0) return 0;
  if (blaze && BLAZE[wpn] < 0) return 0;
  const tier = w.tier[s];
  const up =
    (aim ? AIM[wpn] : 0) +
    (blaze ? BLAZE[wpn] : 0) +
    (backShot(w, s, t) ? MODIFIER.backShot : 0) +
    (tier > 0 ? tier : 0) +
    (w.marksman[s] === wpn ? MODIFIER.marksman : 0);
  const total =
    base +
    up +
    (tier < 0 ? tier : 0) +
    (attackerMoved(w, s) ? MODIFIER.attackerMoved : 0) +
    (targetMoved(w, t) ? MODIFIER.defenderMoved : 0) -
    (line >> 3) +
    scarDice(w, s);
  return minimumDice(total, base, up > 0, w.base0HailMary);
}

/**
 * Whether shotDice(…) > 0, cheaply: the policies ask this before every shot, and any base die
 * guarantees at least one die, so the modifiers are only summed when the base is 0.
 */
export function canShoot(
  w: World,
  s: number,
  wpn: number,
  t: number,
  aim: boolean,
  blaze: boolean,
): boolean {
  if (wpn === NO_WEAPON || (blaze && BLAZE[wpn] < 0)) return false;
  const line = lineOf(w, s, t);
  if (line === NO_SIGHT) return false;
  const base = BASE[wpn * 5 + (line & 7)];
  return base >= 1 || (base === 0 && shotDice(w, s, wpn, t, aim, blaze) > 0);
}

/** The most dice c could roll at t right now with a loaded firearm (a standard Shoot). */
export function bestDice(w: World, c: number, t: number): number {
  let best = 0;
  for (let k = 0; k < 2; k++) {
    if (w.empty[c * 2 + k]) continue;
    const d = shotDice(w, c, w.gun[c * 2 + k], t, false, false);
    if (d > best) best = d;
  }
  return best;
}

/** AP a weapon switch costs c: 0 with Holster (cowpoke.md A21). */
export const switchAP = (w: World, c: number) => (w.holster[c] ? 0 : w.switchCost);

/** AP a Throw Dynamite costs c: 1, plus a switch to the stick under dynamite.needsSwitch (cowpoke.md A21). */
export const throwAP = (w: World, c: number) => 1 + (w.dynamiteNeedsSwitch ? switchAP(w, c) : 0);

export const brawlDice = (w: World, c: number) =>
  brawlDiceOf(w.brawlBase[c], scarDice(w, c), w.minPool);

/**
 * Whether a stick thrown from s at t can get there: a sure throw passes fences and windows but
 * not solid walls; a Hail Mary (beyond 6") needs a clearer path, over nothing that is a fence,
 * a window or a wall (cowpoke.md §1.9 [L458-463]).
 */
export function throwPathClear(w: World, s: number, t: number): boolean {
  if (!w.terrain) return true;
  const flags = w.dist(s, t) > THROW.sureMax ? BLOCKS_SIGHT | FENCE | WINDOW : BLOCKS_SIGHT;
  return !w.bf.crossesAny(w.x[s], w.y[s], w.x[t], w.y[t], flags);
}
