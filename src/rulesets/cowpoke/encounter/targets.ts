import { mostEnemy, nearestEnemy, weakestEnemy } from '../../../encounter/policy.ts';
import type { World } from './world.ts';
import { bestDice } from './rules.ts';
import { TARGET_NAMES, type TargetName } from './target-names.ts';

/** Picks an enemy of c to act against, or −1 when none is left in sight. */
export type TargetChoice = (w: World, c: number) => number;

const hpLeft = (w: World, e: number) => w.maxHp[e] - w.dmg[e];
/** The dice e would roll at c right now. */
const danger = (w: World, e: number, c: number) => bestDice(w, e, c);

export const TARGETS = {
  nearest: (w, c) => nearestEnemy(w, c),
  /** Fewest HP left; ties go to the nearest. */
  weakest: (w, c) => weakestEnemy(w, c, hpLeft),
  /** The enemy who would roll the most dice at c right now; ties go to the nearest. */
  'most-dangerous': (w, c) => mostEnemy(w, c, danger),
} as const satisfies Record<TargetName, TargetChoice>;

/** The choices by their index in TARGET_NAMES, as the world stores them. */
export const TARGET_TABLE: readonly TargetChoice[] = TARGET_NAMES.map((n) => TARGETS[n]);
