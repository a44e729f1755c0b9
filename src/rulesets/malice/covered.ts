import { numberField } from '../fields.ts';
import type { Procedure } from '../types.ts';
import { exactVolley, simulateVolley, volleyLayout, type Volley } from './attack.ts';
import type { MaliceOptions } from './options.ts';
import {
  describeShooting,
  shootingNotes,
  shootingParams,
  targetOf,
  type ShootingParams,
} from './shot-params.ts';
import { shotVolley } from './shot.ts';
import { bandOf, shotNeed } from './shooting.ts';
import { readCharacter } from './character.ts';

const params = {
  ...shootingParams,
  distance: numberField({
    default: 10,
    min: 0,
    unit: 'inches',
    description: 'Distance to the enemy when he declares his Move.',
  }),
  moveTo: numberField({
    default: 6,
    min: 0,
    unit: 'inches',
    description: 'Distance to him where his Move ends (straight toward or away from the shooter).',
  }),
} as const;

export type CoveredParams = ShootingParams & { moveTo: number };

/** The distance the shot is taken at, or null if no point of the move is within the weapon's reach. */
export function coveredDistance(p: CoveredParams, o: MaliceOptions): number | null {
  const timing = o['gyc.timing'];
  const candidates =
    timing === 'beforeMove'
      ? [p.distance]
      : timing === 'afterMove'
        ? [p.moveTo]
        : [p.distance, p.moveTo];
  let best: number | null = null,
    bestNeed = Infinity;
  for (const d of candidates) {
    const band = bandOf(p.weapon, d, o);
    if (!band) continue;
    // A straight move's nearest point is one of its ends, and nearer never needs a higher
    // die (Short is never worse than Long), so the ends are the only points to compare.
    const need = shotNeed(
      p.weapon,
      band,
      { aimed: false, lilyLivered: p.lilyLivered, mounted: p.mounted },
      p.cover,
      o,
    );
    if (need < bestNeed) {
      bestNeed = need;
      best = d;
    }
  }
  return best;
}

/** The deferred shot: one un-aimed Shoot at the chosen distance, or nothing if none is in reach. */
function coveredVolley(p: CoveredParams, o: MaliceOptions): Volley {
  const d = coveredDistance(p, o);
  const one = shotVolley({ ...p, distance: d ?? 0, aimed: false }, o);
  return d === null ? { ...one, shots: 0 } : one;
}

export const covered: Procedure<CoveredParams, MaliceOptions> = {
  id: 'covered',
  title: 'Got You Covered!',
  description:
    'The deferred shot of a model that took Got You Covered!: when an enemy moves in his sight he fires one un-aimed shot at him, at the moment the option gyc.timing allows (malice.md §1.5, A12). The target params describe the mover.',
  params,
  check(p) {
    const c = readCharacter(p, '', 'the target');
    return Array.isArray(c) ? c : [];
  },
  metrics: (p, o) => volleyLayout(coveredVolley(p, o)),
  explain(p, o) {
    const d = coveredDistance(p, o);
    if (d === null)
      return `no point of a move from ${p.distance}" to ${p.moveTo}" is within a ${p.weapon}'s reach: no shot`;
    return describeShooting(
      { ...p, distance: d },
      o,
      coveredVolley(p, o).need,
      `taken at ${d}" (${o['gyc.timing']}), an un-aimed shot`,
    );
  },
  notes: (p, o) => shootingNotes(p, o),
  exact: (p, o) =>
    exactVolley(coveredVolley(p, o), targetOf(p), o, volleyLayout(coveredVolley(p, o))),
  simulate(p, o, rng, trials, acc) {
    const v = coveredVolley(p, o);
    simulateVolley(v, targetOf(p), o, rng, trials, acc, volleyLayout(v));
  },
};
