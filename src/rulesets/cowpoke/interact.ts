import { Layout } from '../../core/layout.ts';
import { numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { INTERACT } from './data.ts';
import type { CowpokeOptions } from './options.ts';

const params = {
  need: numberField({
    default: INTERACT.bookNeed,
    min: 1,
    max: 6,
    integer: true,
    description:
      'The d6 roll the scenario sets for the task (1: automatic; the book\'s example "4+ to pick the lock").',
  }),
  actions: numberField({
    default: 2,
    min: 1,
    max: 60,
    integer: true,
    description: 'Interact actions the character can spend on it (2 is one whole activation).',
  }),
} as const;

export type InteractParams = Values<typeof params>;

/** P(one Interact succeeds): a d6 at least `need`; cowpoke.md §1.17. */
export const interactChance = (need: number) => (7 - need) / 6;

/**
 * Tries until the first success, or all `actions` of them if none succeeds: a truncated
 * geometric distribution; cowpoke.md §1.17 [L328-331].
 */
export function interactTries(need: number, actions: number): Record<string, number> {
  const p = interactChance(need);
  const out: Record<string, number> = {};
  for (let k = 1; k < actions; k++) out[k] = (1 - p) ** (k - 1) * p;
  out[actions] = (1 - p) ** (actions - 1);
  return out;
}

export const interact: Procedure<InteractParams, CowpokeOptions> = {
  id: 'interact',
  title: 'Interact',
  description:
    'Interact (1 AP): open a safe, pick a lock, grab the strongbox. Automatic, or a d6 at least the number the scenario sets, tried once per action until it works (cowpoke.md §1.17 [L328-331]).',
  params,

  metrics: (p) =>
    new Layout()
      .probability('pOnce', 'one Interact succeeds')
      .probability('pDone', 'done within the actions available')
      .distribution(
        'tries',
        1,
        p.actions,
        'Interact actions spent (the last one failed if never done)',
      )
      .mean('meanTries', 'mean Interact actions spent')
      .mean(
        'meanActivations',
        'mean activations spent (2 AP each; a lone failed AP still counts as one)',
      ),

  explain(p) {
    return p.need <= 1 ? 'automatic' : `d6 ≥ ${p.need} each action, up to ${p.actions} actions`;
  },

  exact(p): ExactMetrics {
    const tries = interactTries(p.need, p.actions);
    let mean = 0,
      act = 0;
    for (const [k, q] of Object.entries(tries)) {
      mean += Number(k) * q;
      act += Math.ceil(Number(k) / 2) * q;
    }
    const pOnce = interactChance(p.need);
    return {
      pOnce,
      pDone: 1 - (1 - pOnce) ** p.actions,
      tries,
      meanTries: mean,
      meanActivations: act,
    };
  },

  simulate(p, _o, rng, trials, acc) {
    const layout = this.metrics(p, _o);
    const sOnce = layout.slot('pOnce');
    const sDone = layout.slot('pDone');
    const sTries = layout.slot('tries');
    const sMean = layout.slot('meanTries');
    const sAct = layout.slot('meanActivations');
    for (let t = 0; t < trials; t++) {
      let k = 0,
        done = false;
      while (k < p.actions && !done) {
        done = rng.d6() >= p.need;
        if (k === 0 && done) acc[sOnce]++;
        k++;
      }
      if (done) acc[sDone]++;
      acc[sTries + k - 1]++;
      acc[sMean] += k;
      acc[sMean + 1] += k * k;
      const a = Math.ceil(k / 2);
      acc[sAct] += a;
      acc[sAct + 1] += a * a;
    }
    acc[0] += trials;
  },
};
