import { ACT } from '../act.ts';
import { canShoot } from '../rules.ts';
import type { Policy } from './policy.ts';
import { melee, pick, ready, shootOrAdvance } from './kit.ts';

/** Aim, then shoot the aimed target (an Aim taken as the last action is kept into the next turn, W12). */
export const aimThenShoot: Policy = (w, c, ap) => {
  const m = melee(w, c);
  if (m >= 0) return m;
  const aimed = w.aim[c];
  const t = aimed >= 0 && w.alive[aimed] ? aimed : pick(w, c);
  if (t < 0) return ACT.END;
  w.actTarget = t;
  const r = ready(w, c, t, ap);
  if (r >= 0) return r;
  if (aimed === t && canShoot(w, c, w.weapon(c), t, true, false)) return ACT.SHOOT;
  if (canShoot(w, c, w.weapon(c), t, true, false)) return ACT.AIM;
  return shootOrAdvance(w, c, t, ap);
};
