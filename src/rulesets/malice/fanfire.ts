import { numberField } from '../fields.ts';
import type { Procedure } from '../types.ts';
import { exactVolley, simulateVolley, volleyLayout, type Volley } from './attack.ts';
import { FANFIRE_MAX_ROUNDS, WEAPON_STATS } from './data.ts';
import type { MaliceOptions } from './options.ts';
import {
  checkShooting,
  describeShooting,
  firerOf,
  shootingNotes,
  shootingParams,
  targetOf,
  type ShootingParams,
} from './shot-params.ts';
import { bandOf, fanfireNeed, reloadActions } from './shooting.ts';

const params = {
  ...shootingParams,
  rounds: numberField({
    default: 6,
    min: 1,
    max: FANFIRE_MAX_ROUNDS,
    integer: true,
    description: 'Rounds loaded, all fired in the one action (at most 6).',
  }),
} as const;

export type FanfireParams = ShootingParams & { rounds: number };

export function fanfireVolley(p: FanfireParams, o: MaliceOptions): Volley {
  return {
    shots: p.rounds,
    need: fanfireNeed(firerOf(p, false), p.cover, o),
    aimed: false,
    shift: p.aimShift,
    stopWhenDead: false,
    mounted: p.targetMounted,
    reloads: (spent) => reloadActions(p.weapon, spent, o),
  };
}

/** Why a fanfire is not allowed here, if it is not (malice.md §1.4, D6). */
export function fanfireProblems(p: ShootingParams, o: MaliceOptions): string[] {
  if (!WEAPON_STATS[p.weapon].fanfire)
    return [
      `a ${p.weapon} cannot fanfire: only the revolver and the Buntline Special can (malice.md §1.4)`,
    ];
  const band = bandOf(p.weapon, p.distance, o);
  if (band === 'long')
    return [
      `fanfire only at Short range (malice.md §1.4 [L125]): ${p.distance}" is Long range for a ${p.weapon}`,
    ];
  return [];
}

export const fanfire: Procedure<FanfireParams, MaliceOptions> = {
  id: 'fanfire',
  title: 'Fanfire',
  description:
    'One Shoot action that fires every loaded round (up to 6) at one target at Short range, each hitting only on a natural 10, then the hit locations, wounds and Toughness tests, and the Reload actions it costs (malice.md §1.4).',
  params,
  check: (p, o) => [
    ...checkShooting(p, o),
    ...(bandOf(p.weapon, p.distance, o) ? fanfireProblems(p, o) : []),
  ],
  metrics: (p, o) => volleyLayout(fanfireVolley(p, o)),
  explain: (p, o) =>
    describeShooting(p, o, fanfireVolley(p, o).need, `fanfire of ${p.rounds} rounds, each`),
  notes: (p, o) => shootingNotes(p, o),
  exact: (p, o) =>
    exactVolley(fanfireVolley(p, o), targetOf(p), o, volleyLayout(fanfireVolley(p, o))),
  simulate(p, o, rng, trials, acc) {
    const v = fanfireVolley(p, o);
    simulateVolley(v, targetOf(p), o, rng, trials, acc, volleyLayout(v));
  },
};
