import { ACT } from '../act.ts';
import { canShoot, moveReach } from '../rules.ts';
import type { Policy } from './policy.ts';
import { moveTo, pick } from './kit.ts';

/** Close to base contact (Move then Brawl when in reach, else Run) and brawl; never disengage. */
export const rushAndBrawl: Policy = (w, c, ap) => {
  if (w.engaged(c)) return ACT.BRAWL;
  const t = pick(w, c);
  if (t < 0) return ACT.END;
  if (!w.actMoved) {
    if (w.dist(c, t) - w.contact <= moveReach(w, c)) return moveTo(w, w.x[t], w.y[t], w.contact);
    if (ap === 2) return moveTo(w, w.x[t], w.y[t], w.contact, ACT.RUN);
  }
  return !w.empty[c * 2 + w.slot[c]] && canShoot(w, c, w.weapon(c), t, false, false)
    ? ACT.SHOOT
    : ACT.END;
};
