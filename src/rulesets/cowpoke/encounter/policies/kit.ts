import { nearestEnemy } from '../../../../encounter/policy.ts';
import { ACT } from '../act.ts';
import { brawlDice, canShoot, shotDice, switchAP } from '../rules.ts';
import { NO_WEAPON } from '../tables.ts';
import { TARGET_TABLE } from '../targets.ts';
import type { World } from '../world.ts';

/** Asks to move toward (x, y), stopping `stop` inches short of it. */
export function moveTo(
  w: World,
  x: number,
  y: number,
  stop: number,
  act: number = ACT.MOVE,
): number {
  w.actX = x;
  w.actY = y;
  w.actStop = stop;
  return act;
}

/** Asks to move so as to end `r` inches from t (backing off along the line when closer than r). */
export function moveToDistance(w: World, c: number, t: number, r: number): number {
  const d = w.dist(c, t);
  if (d >= r) return moveTo(w, w.x[t], w.y[t], r);
  const k = d > 0 ? r / d : 0;
  return moveTo(w, w.x[t] + (w.x[c] - w.x[t]) * k, w.y[t] + (w.y[c] - w.y[t]) * k, 0);
}

/**
 * When c is Engaged it can only Brawl or Disengage (cowpoke.md §3.3): brawl if its pool is at
 * least the best pool against it, otherwise leave, moving away from the nearest enemy.
 * Returns −1 when c is not Engaged.
 */
export function melee(w: World, c: number): number {
  if (!w.engaged(c)) return -1;
  let strongest = -1,
    worst = -1;
  for (let e = 0; e < w.n; e++) {
    if (!w.inContact(c, e)) continue;
    const k = brawlDice(w, e);
    if (k > worst) ((worst = k), (strongest = e));
  }
  if (strongest < 0) return -1;
  if (brawlDice(w, c) >= worst) return ACT.BRAWL;
  const d = w.dist(c, strongest) || 1;
  return moveTo(
    w,
    w.x[c] + ((w.x[c] - w.x[strongest]) / d) * 20,
    w.y[c] + ((w.y[c] - w.y[strongest]) / d) * 20,
    0,
    ACT.DISENGAGE,
  );
}

/** Reload an empty weapon, or draw the other one when it would roll more dice at t; −1 if neither. */
export function ready(w: World, c: number, t: number, ap: number): number {
  const k = c * 2 + w.slot[c];
  // Most shots come from a loaded gun with no other to draw: kept small for V8 to inline.
  return w.empty[k] || w.gun[k ^ 1] !== NO_WEAPON ? readyOrSwitch(w, c, t, ap, k) : -1;
}

/** ready() for a figure whose gun in hand (slot k of w.gun) is empty or who has another. */
function readyOrSwitch(w: World, c: number, t: number, ap: number, k: number): number {
  const other = k ^ 1;
  const og = w.gun[other];
  if (og !== NO_WEAPON && !w.empty[other]) {
    const cur = w.empty[k] ? 0 : shotDice(w, c, w.gun[k], t, false, false);
    if (switchAP(w, c) <= ap - 1 && shotDice(w, c, og, t, false, false) > cur) return ACT.SWITCH;
  }
  if (w.empty[k]) return ACT.RELOAD;
  return -1;
}

/** Shoot t if a shot is possible, else close in (once per activation), else stop. */
export function shootOrAdvance(w: World, c: number, t: number, ap: number): number {
  const r = ready(w, c, t, ap);
  if (r >= 0) return r;
  if (canShoot(w, c, w.weapon(c), t, false, false)) return ACT.SHOOT;
  if (!w.actMoved) return moveTo(w, w.x[t], w.y[t], w.contact + 1);
  return ACT.END;
}

/**
 * The target chosen by c's target rule among the enemies in sight, or else the nearest enemy
 * out of sight (to go after); stored for the action; −1 if no enemy is left.
 */
export function pick(w: World, c: number): number {
  let t = TARGET_TABLE[w.target[c]](w, c);
  if (t < 0) t = nearestEnemy(w, c, false);
  w.actTarget = t;
  return t;
}
