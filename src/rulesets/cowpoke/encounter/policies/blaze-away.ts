import { ACT } from '../act.ts';
import { canShoot } from '../rules.ts';
import type { Policy } from './policy.ts';
import { melee, pick, ready, shootOrAdvance } from './kit.ts';

/** Blaze Away whenever the weapon allows it, reloading after each volley. */
export const blazeAway: Policy = (w, c, ap) => {
  const m = melee(w, c);
  if (m >= 0) return m;
  const t = pick(w, c);
  if (t < 0) return ACT.END;
  const r = ready(w, c, t, ap);
  if (r >= 0) return r;
  if (canShoot(w, c, w.weapon(c), t, false, true)) return ACT.BLAZE;
  return shootOrAdvance(w, c, t, ap);
};
