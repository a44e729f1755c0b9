import { convolve, die, map } from '../../dice/dist.ts';
import { Layout } from '../../core/layout.ts';
import { booleanField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { MOVE } from './data.ts';
import type { CowpokeOptions } from './options.ts';
import { runBase } from './scars.ts';

const params = {
  fast: booleanField({
    default: false,
    description: 'The runner has the Fast skill (+2" to the Run total).',
  }),
  scarredTorso: booleanField({
    default: false,
    description: 'A scarred Chest or Gut (−2" on a Run when critInjury.enabled).',
  }),
  scarredLegs: booleanField({
    default: false,
    description: 'Scarred Legs (−4" on a Run when critInjury.enabled).',
  }),
  need: numberField({
    default: 12,
    min: 0,
    unit: 'inches',
    description: 'Distance the runner has to cover (for pReaches).',
  }),
} as const;

export type RunParams = Values<typeof params>;

/** The runner's reach before the 2d6 under the options (scars.ts has the rule). */
const baseOf = (p: RunParams, o: CowpokeOptions) =>
  runBase(p.fast, p.scarredTorso, p.scarredLegs, o['critInjury.enabled']);

/** A Run's distance: base + 2d6, floored at 0 (ruling, cowpoke.md §1.14). */
export const runReach = (base: number, twoD6: number) => Math.max(0, base + twoD6);

const TWO_D6 = convolve(die(6), die(6));
const MAX = MOVE.runBase + MOVE.fastRun + 12;

export const run: Procedure<RunParams, CowpokeOptions> = {
  id: 'run',
  title: 'Run',
  description:
    'A Run (2 AP): 6 + 2d6 inches, Fast +2", critical injuries −2"/−4", never below 0 (cowpoke.md §1.14).',
  params,

  metrics: () =>
    new Layout()
      .distribution('distance', 0, MAX, 'inches the Run allows')
      .mean('meanDistance', 'mean inches')
      .probability('pReaches', 'covers the needed distance')
      .probability('pBeatsMove', 'goes farther than a 6" Move'),

  explain(p, o) {
    const base = baseOf(p, o);
    return `${MOVE.runBase}"${p.fast ? ` + ${MOVE.fastRun}" fast` : ''}${base !== MOVE.runBase + (p.fast ? MOVE.fastRun : 0) ? ` − ${MOVE.runBase + (p.fast ? MOVE.fastRun : 0) - base}" scars` : ''} + 2d6, at least 0`;
  },

  exact(p, o): ExactMetrics {
    const base = baseOf(p, o);
    const d = map(TWO_D6, (s) => runReach(base, s));
    return {
      distance: d.toRecord(),
      meanDistance: d.mean(),
      pReaches: d.atLeast(Math.ceil(p.need)),
      pBeatsMove: d.atLeast(MOVE.move + 1),
    };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sDist = layout.slot('distance');
    const sMean = layout.slot('meanDistance');
    const sReach = layout.slot('pReaches');
    const sBeats = layout.slot('pBeatsMove');
    const base = baseOf(p, o);
    for (let t = 0; t < trials; t++) {
      const d = runReach(base, rng.d6() + rng.d6());
      acc[sDist + d]++;
      acc[sMean] += d;
      acc[sMean + 1] += d * d;
      if (d >= p.need) acc[sReach]++;
      if (d > MOVE.move) acc[sBeats]++;
    }
    acc[0] += trials;
  },
};
