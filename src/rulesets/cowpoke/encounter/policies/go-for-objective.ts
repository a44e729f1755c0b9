import { MOVE } from '../../data.ts';
import { ACT } from '../act.ts';
import { carrier, nearestObjective, objectiveDist, sideHas } from '../interact.ts';
import type { Policy } from './policy.ts';
import { melee, moveTo, pick, shootOrAdvance } from './kit.ts';
import { standAndShoot } from './stand-and-shoot.ts';

/**
 * Go for the scenario's objectives: to the nearest one still to be taken (a Run when it is
 * beyond a Move and the whole activation is left), then Interact until it is done; shoot at
 * an enemy carrying one; with nothing left to take, stand and shoot.
 */
export const goForObjective: Policy = (w, c, ap) => {
  const m = melee(w, c);
  if (m >= 0) return m;
  const j = nearestObjective(w, c);
  if (j >= 0) {
    const d = objectiveDist(w, c, j);
    if (d <= w.contact) return ACT.INTERACT;
    if (!w.actMoved) {
      pick(w, c);
      return moveTo(w, w.obj.x[j], w.obj.y[j], 0, d > MOVE.move && ap >= 2 ? ACT.RUN : ACT.MOVE);
    }
  }
  // An enemy carrying a strongbox is the one to shoot.
  for (let k = 0; k < w.obj.k; k++) {
    const h = carrier(w, k);
    if (h < 0 || w.side[h] === w.side[c] || sideHas(w, k, w.side[c])) continue;
    w.actTarget = h;
    return shootOrAdvance(w, c, h, ap);
  }
  if (j >= 0) {
    const t = pick(w, c);
    return t < 0 ? ACT.END : shootOrAdvance(w, c, t, ap);
  }
  return standAndShoot(w, c, ap);
};
