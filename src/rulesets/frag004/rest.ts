import { Layout } from '../../core/layout.ts';
import { enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { REST_RECOVER_AT_LEAST } from './data.ts';
import type { Frag004Options } from './options.ts';

const params = {
  mode: enumField(['recover', 'card'], {
    default: 'recover',
    description:
      'recover: try to shake off a stun (D6 ≥ 4); card: do nothing and draw a reaction card (its use is not in the fragment: only the hand size is kept, A15).',
    noun: 'rest',
  }),
  rests: numberField({
    default: 1,
    min: 1,
    max: 50,
    integer: true,
    description: 'Rest actions taken.',
  }),
} as const;

export type RestParams = Values<typeof params>;

const P_RECOVER = (7 - REST_RECOVER_AT_LEAST) / 6; // fragment-004.md §1.4 [L32]
const HORIZON = 44; // 2^-43 < 1e-13: later rests are lumped into the last bucket

export const rest: Procedure<RestParams, Frag004Options> = {
  id: 'rest',
  title: 'Rest',
  description: 'Recover from stun on a D6 of 4+, or draw one reaction card (fragment-004.md §1.4).',
  params,

  metrics(p) {
    const l = new Layout();
    if (p.mode === 'card')
      return l.mean(
        'cards',
        'reaction cards drawn (the hand size; the deck is not in the fragment)',
      );
    return l
      .probability('pRecovered', 'recovered within the given rests')
      .distribution(
        'restsToRecover',
        1,
        HORIZON,
        'Rest actions until recovered (the last bucket: that many or more)',
      )
      .mean('meanRestsToRecover', 'mean Rest actions until recovered');
  },

  explain: (p) =>
    p.mode === 'card'
      ? `${p.rests} rest(s), one reaction card each`
      : `D6 ≥ ${REST_RECOVER_AT_LEAST} per rest, ${p.rests} rest(s)`,

  exact(p): ExactMetrics {
    if (p.mode === 'card') return { cards: p.rests };
    const dist: Record<string, number> = {};
    for (let k = 1; k < HORIZON; k++) dist[k] = (1 - P_RECOVER) ** (k - 1) * P_RECOVER;
    dist[HORIZON] = (1 - P_RECOVER) ** (HORIZON - 1);
    return {
      pRecovered: 1 - (1 - P_RECOVER) ** p.rests,
      restsToRecover: dist,
      meanRestsToRecover: 1 / P_RECOVER,
    };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    if (p.mode === 'card') {
      const s = layout.slot('cards');
      acc[s] += p.rests * trials;
      acc[s + 1] += p.rests * p.rests * trials;
      acc[0] += trials;
      return;
    }
    const sWithin = layout.slot('pRecovered');
    const sDist = layout.slot('restsToRecover');
    const sMean = layout.slot('meanRestsToRecover');
    for (let t = 0; t < trials; t++) {
      let k = 1;
      while (rng.d6() < REST_RECOVER_AT_LEAST) k++;
      if (k <= p.rests) acc[sWithin]++;
      acc[sDist + Math.min(k, HORIZON) - 1]++;
      acc[sMean] += k;
      acc[sMean + 1] += k * k;
    }
    acc[0] += trials;
  },
};
