import type { Rng } from '../../../dice/rng.ts';
import { STATE, recoveryDice, rollCodes, rollDamage } from '../damage.ts';
import type { DamageRow } from '../data.ts';
import type { SixgunOptions } from '../options.ts';
import type { BandWorld } from './band-world.ts';

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

/**
 * A hit that is not a firing (run down, thrown from a vehicle) on c: Shootin' Damage from
 * `codes` and its Recoverin', rolled as on an unhurt man and kept if worse (a hit on a chest
 * wound puts him out, [L1559]); `atLeast` is the least it does. The new STATE, or −1.
 */
export function hitAs(
  w: BandWorld,
  c: number,
  codes: Int8Array,
  rng: Rng,
  atLeast: number = STATE.unhurt,
): number {
  const before = w.dmg[c];
  const rolled = Math.max(
    atLeast,
    rollDamage(rng, STATE.unhurt, codes, w.toughness[c], recoveryDice(false)),
  );
  let after = rolled > before ? rolled : before;
  if (before === STATE.chestWounded && rolled > STATE.unhurt) after = STATE.oof;
  return after === before ? -1 : after;
}
