import type { Rng } from '../../../dice/rng.ts';
import { STATE, recoveryDice, rollCodes, rollDamage, type ArmWounds } from '../damage.ts';
import type { DamageRow } from '../data.ts';
import type { SixgunOptions } from '../options.ts';
import type { BandWorld } from './band-world.ts';
import { landWounds } from './firing-damage.ts';

/**
 * What a thing on the battlefield (a vehicle, a fire) asks of the gunfight's rules: they keep
 * how a figure is hurt, seen and left with an empty gun, so a trampled man falls exactly as a
 * shot one does.
 */
export interface FieldRules {
  /** c's damage becomes `state` (worse than before): wounded, or out of the fight. */
  hurt(w: BandWorld, c: number, state: number): void;
  /** c comes into the sight of the enemies who see him: each takes Got a Shot (§5.1 [L1241]). */
  exposed(w: BandWorld, c: number, rng: Rng): void;
  /** c's gun has run dry (§3.4). */
  emptied(w: BandWorld, c: number): void;
}

/** The 36 damage codes of a hit read "as from" a weapon, in obscuring cover or none. */
export function hitCodes(row: DamageRow, obscuring: boolean, o: SixgunOptions): Int8Array {
  return rollCodes(row, {
    exposed: null,
    obscuring,
    obscuringBypass: [],
    tieDeflects: o['obscuring.tie'] === 'deflect',
  });
}

/** The arm wounds of hitAs's damage roll (one roll at a time: a scratch, not kept). */
const rolledArms: ArmWounds = { gunArm: 0, offArm: 0, horse: 0 };

/**
 * A hit that is not a firing (run down, thrown from a vehicle or a horse, dragged) on c:
 * Shootin' Damage from `codes` and its Recoverin' (3 dice, best 2, when it is read as an
 * arrow's), rolled as on an unhurt man and landed as a firing's is (landWounds: a hit on a
 * chest wound puts him out, a Pass 1 at an arm wounds it); `atLeast` is the least it does.
 * The new STATE, or −1 when it did not hurt him (a hit cover negated, just a scratch); a
 * wound that changes nothing (a second leg wound) still hurt him, as a firing's does.
 */
export function hitAs(
  w: BandWorld,
  c: number,
  codes: Int8Array,
  rng: Rng,
  atLeast: number = STATE.unhurt,
  bow = false,
): number {
  rolledArms.gunArm = rolledArms.offArm = 0;
  const rolled = Math.max(
    atLeast,
    rollDamage(rng, STATE.unhurt, codes, w.toughness[c], recoveryDice(bow), rolledArms),
  );
  if (rolled === STATE.unhurt) return -1;
  return landWounds(w, c, rolled, rolledArms.gunArm, rolledArms.offArm);
}
