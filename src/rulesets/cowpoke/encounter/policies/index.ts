import { advanceToBestRange } from './advance-to-best-range.ts';
import { aimThenShoot } from './aim-then-shoot.ts';
import { blazeAway } from './blaze-away.ts';
import { dynamiteFirst } from './dynamite-first.ts';
import { goForObjective } from './go-for-objective.ts';
import { overwatch } from './overwatch.ts';
import { rushAndBrawl } from './rush-and-brawl.ts';
import { standAndShoot } from './stand-and-shoot.ts';
import { takeCover } from './take-cover.ts';
import { POLICY_NAMES, type PolicyName } from './names.ts';
import type { Policy } from './policy.ts';

export const POLICIES = {
  'stand-and-shoot': standAndShoot,
  'aim-then-shoot': aimThenShoot,
  'blaze-away': blazeAway,
  'advance-to-best-range': advanceToBestRange,
  'take-cover': takeCover,
  'rush-and-brawl': rushAndBrawl,
  'dynamite-first': dynamiteFirst,
  overwatch,
  'go-for-objective': goForObjective,
} satisfies Record<PolicyName, Policy>;

/** The policies by their index in POLICY_NAMES, as the world stores them. */
export const POLICY_TABLE: readonly Policy[] = POLICY_NAMES.map((n) => POLICIES[n]);
