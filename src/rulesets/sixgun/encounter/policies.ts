import type { Policy } from '../../../encounter/policy.ts';
import { DRY, EMPTY } from './ammo.ts';
import { NO_FIRE, armFiring } from './arms.ts';
import { POLICY_NAMES, type PolicyName } from './policy-names.ts';
import type { World } from './world.ts';

/** What an active gunfighter does (six-gun-sound.md §4.3, §3.4). */
export const FIRE = 0,
  RELOAD = 1,
  STEP_OUT = 2,
  HIDE = 3,
  WAIT = 4;

/** Whether c's enemy stands in its sight. */
const enemyInSight = (w: World, c: number) => w.alive[1 - c] === 1 && w.hidden[1 - c] === 0;

/**
 * Stand and shoot: reload where it stands when the gun is empty, step back out to shoot
 * after ducking back, fire whenever the enemy is in sight; with no ammunition left for good,
 * or no arm left to fire with (§6.5), stay out of sight.
 */
const standAndShoot: Policy<World> = (w, c) => {
  if (w.ammo[c] === DRY || armFiring(w.gunArm[c], w.offArm[c], w.twoHanded[c] === 1) === NO_FIRE)
    return w.hidden[c] ? WAIT : HIDE;
  if (w.ammo[c] === EMPTY) return RELOAD;
  if (w.hidden[c]) return STEP_OUT;
  return enemyInSight(w, c) ? FIRE : WAIT;
};

/**
 * What a cautious player does: never reload in the enemy's sight (a reload spends the whole
 * activation standing still, §3.4 [L1001]): go out of sight first, reload there, then step out.
 */
const cautious: Policy<World> = (w, c) => {
  if (w.ammo[c] === EMPTY && !w.hidden[c] && enemyInSight(w, c)) return HIDE;
  return standAndShoot(w, c, 0);
};

export const POLICIES = {
  'stand-and-shoot': standAndShoot,
  cautious,
} as const satisfies Record<PolicyName, Policy<World>>;
export const POLICY_LIST: Policy<World>[] = POLICY_NAMES.map((k) => POLICIES[k]);
