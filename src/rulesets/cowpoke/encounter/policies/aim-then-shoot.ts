import { heldTarget, HOLD, holdAndAim } from '../../../../encounter/policy.ts';
import { ACT } from '../act.ts';
import { canShoot } from '../rules.ts';
import type { Policy } from './policy.ts';
import { melee, pick, ready, shootOrAdvance } from './kit.ts';

/** Aim, then shoot the aimed target (an Aim taken as the last action is kept into the next turn, W12). */
export const aimThenShoot: Policy = (w, c, ap) => {
  const m = melee(w, c);
  if (m >= 0) return m;
  const t = heldTarget(w, c, w.aim[c], pick);
  if (t < 0) return ACT.END;
  w.actTarget = t;
  const r = ready(w, c, t, ap);
  if (r >= 0) return r;
  const hold = holdAndAim(w.aim[c], t, canShoot(w, c, w.weapon(c), t, true, false));
  if (hold === HOLD.FIRE) return ACT.SHOOT;
  if (hold === HOLD.AIM) return ACT.AIM;
  return shootOrAdvance(w, c, t, ap);
};
