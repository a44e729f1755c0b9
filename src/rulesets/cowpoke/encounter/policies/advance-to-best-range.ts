import { bestRangeDistance } from '../../../../encounter/policy.ts';
import { ACT } from '../act.ts';
import { BAND_LOWER, bandIndex } from '../../pool.ts';
import { BASE, NO_WEAPON } from '../tables.ts';
import type { Policy } from './policy.ts';
import { melee, moveToDistance, pick, shootOrAdvance } from './kit.ts';

/** Walk into the weapon's best band (most base dice, nearest such band first), then shoot. */
export const advanceToBestRange: Policy = (w, c, ap) => {
  const m = melee(w, c);
  if (m >= 0) return m;
  const t = pick(w, c);
  if (t < 0) return ACT.END;
  const wpn = w.weapon(c);
  if (wpn !== NO_WEAPON && !w.actMoved) {
    const here = bandIndex(w.range(c, t), w.halfOpen);
    const r = bestRangeDistance(BAND_LOWER, BASE, wpn * 5, here, w.contact + 0.5);
    if (r >= 0) return moveToDistance(w, c, t, r);
  }
  return shootOrAdvance(w, c, t, ap);
};
