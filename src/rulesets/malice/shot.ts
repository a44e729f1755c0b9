import { booleanField } from '../fields.ts';
import type { Procedure } from '../types.ts';
import { exactVolley, simulateVolley, volleyLayout, type Volley } from './attack.ts';
import type { MaliceOptions } from './options.ts';
import {
  bandFor,
  checkShooting,
  describeShooting,
  firerOf,
  shootingNotes,
  shootingParams,
  targetOf,
  type ShootingParams,
} from './shot-params.ts';
import { reloadActions, shotNeed } from './shooting.ts';

const params = {
  ...shootingParams,
  aimed: booleanField({
    default: false,
    description: 'The firer took Aim as his previous action (+1, and ±1 on the location die).',
  }),
} as const;

export type ShotParams = ShootingParams & { aimed: boolean };

export function shotVolley(p: ShotParams, o: MaliceOptions): Volley {
  return {
    shots: 1,
    need: shotNeed(p.weapon, bandFor(p, o), firerOf(p, p.aimed), p.cover, o),
    aimed: p.aimed,
    shift: p.aimShift,
    stopWhenDead: true,
    mounted: p.targetMounted,
    reloads: (spent) => reloadActions(p.weapon, spent, o),
  };
}

export const shot: Procedure<ShotParams, MaliceOptions> = {
  id: 'shot',
  title: 'One Shoot action',
  description:
    "One Shoot action at a target: Short 6+ / Long 8+ on a d10 with every modifier and aim, the horse or the rider of a mounted target, the hit location (aim shifts it ±1), the wound against the target's boxes, and its Toughness test (malice.md §1.3, §1.7, §1.8, §1.10).",
  params,
  check: checkShooting,
  metrics: (p, o) => volleyLayout(shotVolley(p, o)),
  explain: (p, o) =>
    describeShooting(p, o, shotVolley(p, o).need, p.aimed ? 'an aimed shot' : 'a shot'),
  notes: (p, o) => shootingNotes(p, o),
  exact: (p, o) => exactVolley(shotVolley(p, o), targetOf(p), o, volleyLayout(shotVolley(p, o))),
  simulate(p, o, rng, trials, acc) {
    const v = shotVolley(p, o);
    simulateVolley(v, targetOf(p), o, rng, trials, acc, volleyLayout(v));
  },
};
