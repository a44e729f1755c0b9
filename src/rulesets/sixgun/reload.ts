import type { Rng } from '../../dice/rng.ts';
import type { AmmoClass } from './data.ts';

/**
 * The reload roll, six-gun-sound.md §3.4 [L1003–1011]: a figure that spends an activation
 * reloading rolls 1d6, and any result but a 1 reloads the weapon; a 1 leaves it one last shot.
 * Muzzle loaders and smoothbores roll 2d6, and only double 1s leave the last shot.
 */
export function reloadDice(ammo: AmmoClass): number {
  return ammo === 'muzzle-loader' ? 2 : 1;
}

/** The chance that a reload leaves only the last shot: 1/6, or 1/36 for a muzzle loader. */
export function pLastShot(ammo: AmmoClass): number {
  return (1 / 6) ** reloadDice(ammo);
}

/** One reload roll in simulation: true when it leaves only the last shot. */
export function rollReload(rng: Rng, ammo: AmmoClass): boolean {
  let ones = 0;
  const n = reloadDice(ammo);
  for (let i = 0; i < n; i++) if (rng.below(6) === 0) ones++;
  return ones === n;
}
