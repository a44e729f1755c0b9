import { effectiveRange } from '../firing.ts';
import { armFiring, NO_FIRE } from './arms.ts';
import { LAST, READINESS } from './ammo.ts';
import type { BandWorld } from './band-world.ts';
import { nearestSeen } from './band-policies.ts';
import { SWITCH_POLICIES } from './policy-names.ts';
import { WEAPON_STATS, type Weapon } from '../data.ts';

const REACH = SWITCH_POLICIES.indexOf('reach'),
  NEVER = SWITCH_POLICIES.indexOf('never');

/** How ready `weapon` in gun state `ammo` is for c to fire (READINESS), none when his arms cannot fire it (arms.ts). */
export function readiness(w: BandWorld, c: number, weapon: Weapon, ammo: number): number {
  const arms = armFiring(w.gunArm[c], w.offArm[c], WEAPON_STATS[weapon].twoHanded);
  return arms === NO_FIRE ? 0 : READINESS[ammo];
}

/**
 * Whether c, carrying another firearm, changes to it now (§4.2 step 2 [L1122], §4.3 [L1207];
 * his side's switchWeapons, a player's choice the book leaves open): when it is readier to fire
 * than the one in hand (loaded against a last shot, empty or dry; a last shot against empty or
 * dry; empty, to reload, against dry; one his wounded arms cannot fire counting as dry); with
 * `reach`, also when both are as ready to fire and the nearest enemy in sight stands beyond the
 * effective range of the one in hand but within the other's (and his sight).
 */
export function wantsOther(w: BandWorld, c: number): boolean {
  const other = w.other[c];
  if (other === null || w.switchWeapons[c] === NEVER) return false;
  const held = readiness(w, c, w.weapon[c], w.ammo[c]);
  const next = readiness(w, c, other, w.ammoOther[c]);
  if (next !== held) return next > held;
  if (w.switchWeapons[c] !== REACH || next < READINESS[LAST]) return false;
  const e = nearestSeen(w, c);
  if (e < 0) return false;
  const d = w.dist(c, e);
  const range = (weapon: Weapon) =>
    effectiveRange({ weapon, rep: w.rep[c], veteran: w.veteran[c] === 1 });
  return d > range(w.weapon[c]) && d <= Math.min(range(other), w.sight);
}
