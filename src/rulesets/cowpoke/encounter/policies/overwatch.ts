import { ACT } from '../act.ts';
import type { Policy } from './policy.ts';
import { melee, pick, ready } from './kit.ts';

/** Hold position on Overwatch every activation, firing only at enemies who move into the arc. */
export const overwatch: Policy = (w, c, ap) => {
  const m = melee(w, c);
  if (m >= 0) return m;
  const t = pick(w, c);
  if (t < 0) return ACT.END;
  const r = ready(w, c, t, ap);
  return r >= 0 ? r : ACT.OVERWATCH;
};
