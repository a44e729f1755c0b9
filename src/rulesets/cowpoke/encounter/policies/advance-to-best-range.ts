import { ACT } from '../act.ts';
import { bandIndex } from '../../pool.ts';
import { BASE, NO_WEAPON } from '../tables.ts';
import type { Policy } from './policy.ts';
import { melee, moveToDistance, pick, shootOrAdvance } from './kit.ts';

const LOWER = [0, 2, 6, 12, 24];
const UPPER = [2, 6, 12, 24, Infinity];

/** Walk into the weapon's best band (most base dice, nearest such band first), then shoot. */
export const advanceToBestRange: Policy = (w, c, ap) => {
  const m = melee(w, c);
  if (m >= 0) return m;
  const t = pick(w, c);
  if (t < 0) return ACT.END;
  const wpn = w.weapon(c);
  if (wpn !== NO_WEAPON && !w.actMoved) {
    const d = w.dist(c, t);
    const here = bandIndex(d, w.halfOpen);
    let best = here;
    for (let b = 0; b < 5; b++) {
      const better = BASE[wpn * 5 + b] > BASE[wpn * 5 + best];
      const asGoodNearer =
        BASE[wpn * 5 + b] === BASE[wpn * 5 + best] && Math.abs(b - here) < Math.abs(best - here);
      if (better || asGoodNearer) best = b;
    }
    if (best !== here) {
      const r = best < here ? Math.max(w.contact + 0.5, UPPER[best] - 0.25) : LOWER[best] + 0.25;
      return moveToDistance(w, c, t, r);
    }
  }
  return shootOrAdvance(w, c, t, ap);
};
