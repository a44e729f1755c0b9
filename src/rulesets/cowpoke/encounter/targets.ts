import type { World } from './world.ts';
import { bestDice } from './rules.ts';

/** Picks an enemy of c to act against, or −1 when none is left. */
export type TargetChoice = (w: World, c: number) => number;

const nearest: TargetChoice = (w, c) => {
  let best = -1, bd = Infinity;
  for (let e = 0; e < w.n; e++) {
    if (!w.alive[e] || w.side[e] === w.side[c]) continue;
    const d = w.dist(c, e);
    if (d < bd) (bd = d), (best = e);
  }
  return best;
};

/** Fewest HP left; ties go to the nearest. */
const weakest: TargetChoice = (w, c) => {
  let best = -1, bh = Infinity, bd = Infinity;
  for (let e = 0; e < w.n; e++) {
    if (!w.alive[e] || w.side[e] === w.side[c]) continue;
    const hp = w.maxHp[e] - w.dmg[e], d = w.dist(c, e);
    if (hp < bh || (hp === bh && d < bd)) (best = e), (bh = hp), (bd = d);
  }
  return best;
};

/** The enemy who would roll the most dice at c right now; ties go to the nearest. */
const mostDangerous: TargetChoice = (w, c) => {
  let best = -1, bk = -1, bd = Infinity;
  for (let e = 0; e < w.n; e++) {
    if (!w.alive[e] || w.side[e] === w.side[c]) continue;
    const k = bestDice(w, e, c), d = w.dist(c, e);
    if (k > bk || (k === bk && d < bd)) (best = e), (bk = k), (bd = d);
  }
  return best;
};

export const TARGETS = { nearest, weakest, 'most-dangerous': mostDangerous } as const;
export const TARGET_NAMES = Object.keys(TARGETS) as [TargetName, ...TargetName[]];
export type TargetName = keyof typeof TARGETS;
