import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { MAX_HP, TIERS, WOUND_CELLS } from './data.ts';
import { recordedDamage } from './injury.ts';
import type { CowpokeOptions } from './options.ts';

const params = {
  target: enumField(TIERS, {
    default: 'cowpoke',
    description: 'Tier of the character hit (HP 2/4/4; a legend is Tough).',
    noun: 'tier',
  }),
  targetTough: booleanField({ default: false, description: 'The character has the Tough skill.' }),
} as const;

export type WoundParams = Values<typeof params>;

const tough = (p: WoundParams) => p.targetTough || p.target === 'legend';

export const wound: Procedure<WoundParams, CowpokeOptions> = {
  id: 'wound',
  title: 'One hit',
  description:
    'One hit on a character at full health: location × severity on the chart, Tough ignoring a first Light wound (cowpoke.md §1.4–1.5).',
  params,

  metrics: (p) =>
    new Layout()
      .distribution(
        'wound',
        1,
        4,
        'damage of the wound on the chart (1 Light, 2 Serious, 4 Mortal)',
      )
      .distribution('recorded', 0, 4, 'damage recorded after Tough')
      .probability('pIgnored', 'Tough shrugs the hit off')
      .probability('pRemoved', `the character (HP ${MAX_HP[p.target]}) is removed`),

  explain: (p) => `one hit on a ${p.target} (HP ${MAX_HP[p.target]}${tough(p) ? ', Tough' : ''})`,

  exact(p): ExactMetrics {
    const w: Record<string, number> = { 1: 0, 2: 0, 4: 0 };
    const rec: Record<string, number> = { 0: 0, 1: 0, 2: 0, 4: 0 };
    let removed = 0;
    for (const cell of WOUND_CELLS) {
      const d = recordedDamage(cell, tough(p));
      w[cell] += 1 / 36;
      rec[d] += 1 / 36;
      if (d >= MAX_HP[p.target]) removed += 1 / 36;
    }
    return { wound: w, recorded: rec, pIgnored: rec[0], pRemoved: removed };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sWound = layout.slot('wound'),
      sRec = layout.slot('recorded'),
      sIgnored = layout.slot('pIgnored'),
      sRemoved = layout.slot('pRemoved');
    const hp = MAX_HP[p.target];
    const t = tough(p);
    for (let i = 0; i < trials; i++) {
      const cell = WOUND_CELLS[rng.below(36)];
      const d = recordedDamage(cell, t);
      acc[sWound + cell - 1]++;
      acc[sRec + d]++;
      if (d === 0) acc[sIgnored]++;
      if (d >= hp) acc[sRemoved]++;
    }
    acc[0] += trials;
  },
};
