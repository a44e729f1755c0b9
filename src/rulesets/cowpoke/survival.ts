import { rollCountAtLeast } from '../../dice/rolls.ts';
import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, type Values } from '../fields.ts';
import type { Procedure } from '../types.ts';
import { SURVIVAL_DICE, TIERS } from './data.ts';
import type { CowpokeOptions } from './options.ts';

const params = {
  tier: enumField(TIERS, {
    default: 'cowpoke',
    description: 'Tier of the character who dropped.',
    noun: 'tier',
  }),
  tough: booleanField({
    default: false,
    description: 'The character has the Tough skill (+1 die).',
  }),
} as const;

export type SurvivalParams = Values<typeof params>;

/** Survival pool; cowpoke.md §1.16 and A1. The Greenhorn −1 does not apply here [L79]. */
export function survivalDice(p: SurvivalParams, o: CowpokeOptions): number {
  const legend = p.tier === 'legend';
  const tough = p.tough || (legend && o['survival.legendCountsAsTough']);
  return (
    SURVIVAL_DICE.base + (tough ? SURVIVAL_DICE.tough : 0) + (legend ? SURVIVAL_DICE.legend : 0)
  );
}

export const survival: Procedure<SurvivalParams, CowpokeOptions> = {
  id: 'survival',
  title: 'Campaign survival roll',
  description:
    'After a game, a character that dropped to 0 HP rolls its pool; any six and it lives (cowpoke.md §1.16, optional rule 9.3).',
  params,

  metrics: () =>
    new Layout()
      .mean('dice', 'dice rolled')
      .probability('pSurvive', 'at least one six: fit for the next battle')
      .probability('pDeath', 'no six: permanently removed'),

  explain(p, o) {
    const legend = p.tier === 'legend';
    const terms = [`${SURVIVAL_DICE.base} base`];
    if (p.tough || (legend && o['survival.legendCountsAsTough']))
      terms.push(`+ ${SURVIVAL_DICE.tough} tough`);
    if (legend) terms.push(`+ ${SURVIVAL_DICE.legend} legend`);
    return `${terms.join(' ')} = ${survivalDice(p, o)} dice, any six survives`;
  },

  exact(p, o) {
    const n = survivalDice(p, o);
    const death = (5 / 6) ** n;
    return { dice: n, pSurvive: 1 - death, pDeath: death };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sDice = layout.slot('dice');
    const sSurvive = layout.slot('pSurvive');
    const sDeath = layout.slot('pDeath');
    const n = survivalDice(p, o);
    for (let t = 0; t < trials; t++) {
      if (rollCountAtLeast(rng, n, 6, 6) > 0) acc[sSurvive]++;
      else acc[sDeath]++;
    }
    acc[sDice] += n * trials;
    acc[sDice + 1] += n * n * trials;
    acc[0] += trials;
  },
};
