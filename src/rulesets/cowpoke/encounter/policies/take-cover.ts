import { ACT } from '../act.ts';
import { canShoot } from '../rules.ts';
import type { Policy } from './index.ts';
import { melee, moveTo, pick, ready } from './kit.ts';

/** Get into the nearest cover zone, then shoot from it; with no shot, watch the target (Overwatch). */
export const takeCover: Policy = (w, c, ap) => {
  const m = melee(w, c);
  if (m >= 0) return m;
  const t = pick(w, c);
  if (t < 0) return ACT.END;
  if (!w.actMoved && w.zones > 0 && w.zoneAt(w.x[c], w.y[c]) < 0) {
    let bx = 0, by = 0, bd = Infinity;
    for (let z = 0; z < w.zones; z++) {
      // The nearest point half an inch inside the zone.
      const px = Math.min(Math.max(w.x[c], w.zx[z] + Math.min(0.5, w.zw[z] / 2)), w.zx[z] + w.zw[z] - Math.min(0.5, w.zw[z] / 2));
      const py = Math.min(Math.max(w.y[c], w.zy[z] + Math.min(0.5, w.zh[z] / 2)), w.zy[z] + w.zh[z] - Math.min(0.5, w.zh[z] / 2));
      const d = Math.hypot(px - w.x[c], py - w.y[c]);
      if (d < bd) (bd = d), (bx = px), (by = py);
    }
    return moveTo(w, bx, by, 0);
  }
  const r = ready(w, c, t, ap);
  if (r >= 0) return r;
  return canShoot(w, c, w.weapon(c), t, false, false) ? ACT.SHOOT : ACT.OVERWATCH;
};
