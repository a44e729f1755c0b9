import { Layout } from '../../core/layout.ts';
import { booleanField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { moveAllowance } from './movement.ts';
import type { MaliceOptions } from './options.ts';

const params = {
  mounted: booleanField({ default: false, description: 'The model rides (12" open, 8" rough).' }),
  rough: numberField({
    default: 0,
    min: 0,
    max: 100,
    unit: 'inches',
    description:
      'Inches of the intended path over rough ground (scrub, shallow water, fences, doorways).',
  }),
} as const;

export type MoveParams = Values<typeof params>;

/**
 * How far one Move action takes a model over open and rough ground (malice.md §1.14, D24):
 * no dice, so the simulation only repeats the exact figure; it is here so that a house rule
 * on mixed ground (`move.mixedTerrain`) can be compared.
 */
export const move: Procedure<MoveParams, MaliceOptions> = {
  id: 'move',
  title: 'Move over mixed ground',
  description:
    'One Move action: 6" on foot or 12" mounted in the open, 3" and 8" over rough ground; a path partly over rough ground is capped at the rough distance, or pro rata under move.mixedTerrain (malice.md §1.14, D24).',
  params,

  metrics: () => new Layout().mean('inches', 'how far the Move takes the model'),

  explain: (p, o) =>
    `${p.mounted ? 'mounted' : 'on foot'}, ${p.rough}" of rough ground (${o['move.mixedTerrain']})`,

  exact: (p, o): ExactMetrics => ({ inches: moveAllowance(p.mounted, p.rough, o) }),

  simulate(p, o, _rng, trials, acc) {
    const s = this.metrics(p, o).slot('inches');
    const d = moveAllowance(p.mounted, p.rough, o);
    acc[s] += d * trials;
    acc[s + 1] += d * d * trials;
    acc[0] += trials;
  },
};
