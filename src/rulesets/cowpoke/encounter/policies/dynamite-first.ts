import { ACT } from '../act.ts';
import { BLAST, THROW } from '../../data.ts';
import { throwAP, throwPathClear } from '../rules.ts';
import type { Policy } from './policy.ts';
import { melee, moveTo, pick, shootOrAdvance } from './kit.ts';

const MAX_REACH = THROW.hailMaryBase + 6;

/**
 * Throw dynamite while sticks last, from outside the blast (the thrower stands still until the
 * fuse burns down): close to 8" if too far; otherwise shoot.
 */
export const dynamiteFirst: Policy = (w, c, ap) => {
  const m = melee(w, c);
  if (m >= 0) return m;
  const t = pick(w, c);
  if (t < 0) return ACT.END;
  if (w.sticks[c] > 0 && !w.fuse[c]) {
    const d = w.dist(c, t);
    if (d >= BLAST.farEdge && d <= MAX_REACH && throwAP(w, c) <= ap && throwPathClear(w, c, t))
      return ACT.THROW;
    if (d > MAX_REACH && !w.actMoved) return moveTo(w, w.x[t], w.y[t], BLAST.farEdge + 2);
  }
  return shootOrAdvance(w, c, t, ap);
};
