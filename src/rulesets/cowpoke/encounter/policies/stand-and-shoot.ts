import { ACT } from '../act.ts';
import type { Policy } from './policy.ts';
import { melee, pick, shootOrAdvance } from './kit.ts';

/** Shoot the target every action; step closer only when no shot is possible. */
export const standAndShoot: Policy = (w, c, ap) => {
  const m = melee(w, c);
  if (m >= 0) return m;
  const t = pick(w, c);
  return t < 0 ? ACT.END : shootOrAdvance(w, c, t, ap);
};
