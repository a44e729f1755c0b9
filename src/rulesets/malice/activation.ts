import { enumField, numberField } from '../fields.ts';
import type { Procedure } from '../types.ts';
import { exactVolley, simulateVolley, volleyLayout, type Volley } from './attack.ts';
import { FANFIRE_MAX_ROUNDS } from './data.ts';
import { fanfireProblems, fanfireVolley } from './fanfire.ts';
import type { MaliceOptions } from './options.ts';
import {
  checkShooting,
  describeShooting,
  shootingNotes,
  shootingParams,
  targetOf,
  type ShootingParams,
} from './shot-params.ts';
import { shotVolley } from './shot.ts';
import { capacityOf } from './shooting.ts';

/** What a model does with its two actions against one target (malice.md §3, C1, C3). */
export const PLANS = ['shoot', 'aim-shoot', 'shoot-shoot', 'fanfire'] as const;
export type Plan = (typeof PLANS)[number];

const params = {
  ...shootingParams,
  plan: enumField(PLANS, {
    default: 'shoot-shoot',
    description: 'The activation: one Shoot, Aim then Shoot, Shoot twice, or Fanfire (one action).',
    noun: 'plan',
  }),
  loaded: numberField({
    min: 0,
    integer: true,
    description: 'Rounds in the weapon (default: full).',
  }),
} as const;

export type ActivationParams = ShootingParams & { plan: Plan; loaded?: number };

const loadedOf = (p: ActivationParams, o: MaliceOptions) =>
  Math.min(p.loaded ?? Infinity, capacityOf(p.weapon, o));

/** The plan as a volley; a fanfire where none is allowed fires nothing. */
export function activationVolley(p: ActivationParams, o: MaliceOptions): Volley {
  const loaded = loadedOf(p, o);
  if (p.plan === 'fanfire') {
    const allowed = fanfireProblems(p, o).length === 0;
    return {
      ...fanfireVolley({ ...p, rounds: 1 }, o),
      shots: allowed ? Math.min(loaded, FANFIRE_MAX_ROUNDS) : 0,
    };
  }
  const one = shotVolley({ ...p, aimed: p.plan === 'aim-shoot' }, o);
  return { ...one, shots: Math.min(loaded, p.plan === 'shoot-shoot' ? 2 : 1) };
}

export const activation: Procedure<ActivationParams, MaliceOptions> = {
  id: 'activation',
  title: 'One activation of shooting',
  description:
    "A model's actions against one target: one Shoot, Aim + Shoot, Shoot + Shoot (the second only if the first did not kill), or Fanfire, with hits, wounds, Toughness tests, rounds spent and the Reload actions that refill the weapon: the trade-offs of malice.md §3, C1 and C3.",
  params,
  check(p, o) {
    const problems = checkShooting(p, o);
    if (p.loaded !== undefined && p.loaded > capacityOf(p.weapon, o))
      problems.push(`a ${p.weapon} holds ${capacityOf(p.weapon, o)} rounds, not ${p.loaded}`);
    return problems;
  },
  metrics: (p, o) => volleyLayout(activationVolley(p, o)),
  explain(p, o) {
    const v = activationVolley(p, o);
    if (v.shots === 0)
      return `${p.plan} fires nothing: ${p.plan === 'fanfire' ? fanfireProblems(p, o).join('; ') || 'no rounds loaded' : 'no rounds loaded'}`;
    return describeShooting(
      p,
      o,
      v.need,
      `${p.plan}, ${v.shots} shot${v.shots === 1 ? '' : 's'}, each`,
    );
  },
  notes: (p, o) => shootingNotes(p, o),
  exact: (p, o) =>
    exactVolley(activationVolley(p, o), targetOf(p), o, volleyLayout(activationVolley(p, o))),
  simulate(p, o, rng, trials, acc) {
    const v = activationVolley(p, o);
    simulateVolley(v, targetOf(p), o, rng, trials, acc, volleyLayout(v));
  },
};
