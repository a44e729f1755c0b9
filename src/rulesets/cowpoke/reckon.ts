import { Layout } from '../../core/layout.ts';
import { enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { BASE_DICE, MOVE, RANGE_LOWER_EDGE, RANGES, WEAPONS, type Weapon } from './data.ts';
import type { CowpokeOptions } from './options.ts';
import { bandOf } from './pool.ts';

const FIREARMS = WEAPONS.filter((w) => w !== 'dynamite');

const params = {
  action: enumField(['shoot', 'move'] as const, {
    default: 'shoot',
    description:
      'A Shoot declared at a target, or a Move declared toward a spot (a window, a trough).',
  }),
  weapon: enumField(FIREARMS, {
    default: 'derringer',
    description: 'The firearm of a Shoot.',
    noun: 'weapon',
  }),
  distance: numberField({
    default: 7,
    min: 0.01,
    max: 1000,
    unit: 'inches',
    description:
      'The true distance to the target or the spot, which the tape shows only after declaring.',
  }),
} as const;

export type ReckonParams = Values<typeof params> & { weapon: (typeof FIREARMS)[number] };

/** Whether a Shoot with `w` at distance d can be rolled (its band is not the table's `-`). */
function reaches(w: Weapon, d: number, o: CowpokeOptions): boolean {
  return BASE_DICE[w][RANGES.indexOf(bandOf(d, o['range.boundary']))] !== null;
}

/** Whether the action can be carried out at true distance d. */
function feasible(p: ReckonParams, d: number, o: CowpokeOptions): boolean {
  return p.action === 'move' ? d <= MOVE.move : reaches(p.weapon, d, o);
}

/**
 * P(the judged distance J = d(1 + eU), U uniform on [−1, 1], says the action is possible): the
 * measure of the judged values in the bands (or the Move's reach) where it is. Edges have
 * measure zero, so the band boundary ruling does not matter for J.
 */
function pDeclare(p: ReckonParams, e: number, o: CowpokeOptions): number {
  const d = p.distance;
  if (e === 0) return feasible(p, d, o) ? 1 : 0;
  const lo = d * (1 - e),
    hi = d * (1 + e);
  const share = (a: number, b: number) =>
    Math.max(0, Math.min(b, hi) - Math.max(a, lo)) / (hi - lo);
  if (p.action === 'move') return share(-Infinity, MOVE.move);
  let sum = 0;
  RANGES.forEach((r, i) => {
    if (BASE_DICE[p.weapon][i] === null) return;
    const upper = i + 1 < RANGES.length ? RANGE_LOWER_EDGE[RANGES[i + 1]] : Infinity;
    sum += share(RANGE_LOWER_EDGE[r], upper);
  });
  return sum;
}

export const reckon: Procedure<ReckonParams, CowpokeOptions> = {
  id: 'reckon',
  title: 'Dead Reckoning',
  description:
    'The optional Dead Reckoning rule (no pre-measuring): the player judges the distance, declares the action if it looks possible, and only then measures. A Shoot at a target in a band the weapon cannot reach spends the AP with no roll; a Move toward a spot beyond 6" stops at 6", in the open (cowpoke.md §1.17 [L658-667]). The judging error is the option deadReckoning.error (an assumption: the book has no error model).',
  params,

  metrics: () =>
    new Layout()
      .probability('pDeclare', 'the judged distance says it can be done, so it is declared')
      .probability(
        'pWasted',
        'declared, but the tape says no: the AP spent for nothing (or stranded in the open)',
      )
      .probability('pForgone', 'not declared, though it could have been done'),

  explain(p, o) {
    const e = o['deadReckoning.error'];
    const d = p.distance;
    const what = p.action === 'move' ? 'a 6" Move' : `the ${p.weapon}`;
    return `judged ${(d * (1 - e)).toFixed(2)}–${(d * (1 + e)).toFixed(2)}", ${what} ${feasible(p, d, o) ? 'can' : 'cannot'} do ${d}"`;
  },

  exact(p, o): ExactMetrics {
    const declare = pDeclare(p, o['deadReckoning.error'], o);
    const ok = feasible(p, p.distance, o);
    return { pDeclare: declare, pWasted: ok ? 0 : declare, pForgone: ok ? 1 - declare : 0 };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sDeclare = layout.slot('pDeclare');
    const sWasted = layout.slot('pWasted');
    const sForgone = layout.slot('pForgone');
    const e = o['deadReckoning.error'];
    const ok = feasible(p, p.distance, o);
    for (let t = 0; t < trials; t++) {
      const judged = p.distance * (1 + e * (2 * rng.float() - 1));
      const declared = feasible(p, judged, o);
      if (declared) acc[sDeclare]++;
      if (declared && !ok) acc[sWasted]++;
      if (!declared && ok) acc[sForgone]++;
    }
    acc[0] += trials;
  },
};
