import { Layout } from '../../core/layout.ts';
import type { Rng } from '../../dice/rng.ts';
import { enumField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { WEAPONS, WEAPON_STATS, type AmmoClass } from './data.ts';
import { ammoClass } from './firing.ts';
import type { SixgunOptions } from './options.ts';

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

const RELOADABLE = WEAPONS.filter((w) => WEAPON_STATS[w].ammo !== 'thrown');

const params = {
  weapon: enumField(RELOADABLE, {
    default: 'pistol',
    description: 'The weapon reloaded (thrown knives and tomahawks are spent, not reloaded).',
    noun: 'weapon',
  }),
} as const;

export type ReloadParams = Values<typeof params>;

const layout = () =>
  new Layout()
    .probability('pReloaded', 'the weapon is reloaded and may fire in reaction or when next active')
    .probability('pLastShot', 'only one last shot is left, for active fire, then no ammunition');

export const reload: Procedure<ReloadParams, SixgunOptions> = {
  id: 'reload',
  title: 'Reloading',
  description:
    'An activation spent reloading: 1d6, and a 1 leaves only one last shot; muzzle loaders and smoothbores roll 2d6 and only double 1s do (six-gun-sound.md §3.4 [L1001–1017]).',
  params,
  metrics: layout,
  explain: (p, o) => {
    const dice = reloadDice(ammoClass(p.weapon, o));
    return `${p.weapon}: ${dice}d6, ${dice === 1 ? 'a 1' : 'double 1s'} leaves only the last shot`;
  },
  exact(p, o): ExactMetrics {
    const q = pLastShot(ammoClass(p.weapon, o));
    return { pReloaded: 1 - q, pLastShot: q };
  },
  simulate(p, o, rng, trials, acc) {
    const l = layout();
    const ammo = ammoClass(p.weapon, o);
    const sReloaded = l.slot('pReloaded'),
      sLast = l.slot('pLastShot');
    for (let t = 0; t < trials; t++) acc[rollReload(rng, ammo) ? sLast : sReloaded]++;
    acc[0] += trials;
  },
};
