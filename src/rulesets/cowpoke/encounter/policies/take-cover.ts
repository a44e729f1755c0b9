import { nearestCover, type Spot } from '../../../../encounter/policy.ts';
import { ACT } from '../act.ts';
import { canShoot } from '../rules.ts';
import type { Policy } from './policy.ts';
import { melee, moveTo, pick, ready } from './kit.ts';

const spot: Spot = { x: 0, y: 0 };

/** Get into the nearest cover zone, then shoot from it; with no shot, watch the target (Overwatch). */
export const takeCover: Policy = (w, c, ap) => {
  const m = melee(w, c);
  if (m >= 0) return m;
  const t = pick(w, c);
  if (t < 0) return ACT.END;
  if (!w.actMoved && w.zoneAt(w.x[c], w.y[c]) < 0 && nearestCover(w.bf, w.x[c], w.y[c], spot))
    return moveTo(w, spot.x, spot.y, 0);
  const r = ready(w, c, t, ap);
  if (r >= 0) return r;
  return canShoot(w, c, w.weapon(c), t, false, false) ? ACT.SHOOT : ACT.OVERWATCH;
};
