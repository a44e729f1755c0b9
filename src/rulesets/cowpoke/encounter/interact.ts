import type { Rng } from '../../../dice/rng.ts';
import { say, who } from './trace.ts';
import type { World } from './world.ts';

/**
 * The carrier of grabbed objective j, or −1; a carrier who fell has dropped it where they
 * fell (it can be picked up again).
 */
export function carrier(w: World, j: number): number {
  const o = w.obj,
    c = o.by[j];
  if (!o.grab[j] || c < 0) return -1;
  if (w.alive[c]) {
    o.x[j] = w.x[c];
    o.y[j] = w.y[c];
    return c;
  }
  o.x[j] = w.x[c];
  o.y[j] = w.y[c];
  o.by[j] = -1;
  return -1;
}

/** Whether side s has objective j: opened it, or one of its characters carries it. */
export function sideHas(w: World, j: number, s: number): boolean {
  if (!w.obj.grab[j]) return w.obj.by[j] === s;
  const c = carrier(w, j);
  return c >= 0 && w.side[c] === s;
}

/** Whether objective j can be Interacted with: not opened yet, and not in anyone's hands. */
export function available(w: World, j: number): boolean {
  return w.obj.grab[j] ? carrier(w, j) < 0 : w.obj.by[j] < 0;
}

/** The nearest objective c could Interact with, or −1. */
export function nearestObjective(w: World, c: number): number {
  let best = -1,
    bd = Infinity;
  for (let j = 0; j < w.obj.k; j++) {
    if (!available(w, j)) continue;
    const d = Math.hypot(w.obj.x[j] - w.x[c], w.obj.y[j] - w.y[c]);
    if (d < bd) ((bd = d), (best = j));
  }
  return best;
}

/** Distance from c to objective j. */
export const objectiveDist = (w: World, c: number, j: number) =>
  Math.hypot(w.obj.x[j] - w.x[c], w.obj.y[j] - w.y[c]);

/**
 * Interact (1 AP) with the nearest open objective within base contact: automatic, or a d6 at
 * least its number (cowpoke.md §1.17 [L328-331]); not while Engaged, whose only action is a
 * Brawl (§3.3). Returns the AP used (0: nothing to Interact with).
 */
export function interactAction(w: World, rng: Rng, c: number): number {
  const j = nearestObjective(w, c);
  if (j < 0 || w.engaged(c) || objectiveDist(w, c, j) > w.contact + 1e-9) return 0;
  const need = w.obj.need[j];
  const face = need > 1 ? rng.d6() : 0;
  const done = face >= need || need <= 1;
  if (done) w.obj.by[j] = w.obj.grab[j] ? c : w.side[c];
  if (w.log)
    say(
      w,
      `${who(w, c)} ${w.obj.grab[j] ? 'tries to grab' : 'tries to open'} the ${w.obj.names[j]}: ${need > 1 ? `d6 ${face}, needs ${need} → ` : ''}${done ? 'done' : 'not yet'}`,
    );
  if (done && w.obj.winner < 0) {
    const s = w.side[c];
    let all = true;
    for (let k = 0; k < w.obj.k && all; k++) all = sideHas(w, k, s);
    if (all) {
      w.obj.winner = s;
      if (w.log) say(w, `${w.sideNames[s]} has taken every objective`);
    }
  }
  return 1;
}
