import { Layout } from '../../core/layout.ts';
import { booleanField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { RUNAWAY_RECOVERY } from './data.ts';
import type { SixgunOptions } from './options.ts';
import { passCounts, rollPasses } from './pass-dice.ts';
import { sandField } from './sand-field.ts';

const params = {
  sand: sandField("The figure's Sand."),
  mounted: booleanField({ default: false, description: 'He left the table mounted: +1 Sand.' }),
  indian: booleanField({ default: false, description: 'He is an Indian: +1 Sand.' }),
} as const;

export type RunawayRecoveryParams = Values<typeof params>;

const OUTCOMES = ['back', 'back-minus-sand', 'gone'] as const;

/** The Sand rolled against: its modifiers, then at most 5 [L4289]. */
export const runawayTarget = (p: RunawayRecoveryParams) =>
  Math.min(
    RUNAWAY_RECOVERY.maxSand,
    p.sand + (p.mounted ? RUNAWAY_RECOVERY.mounted : 0) + (p.indian ? RUNAWAY_RECOVERY.indian : 0),
  );

const layout = () =>
  new Layout()
    .categories(
      'outcome',
      OUTCOMES,
      'back for the next encounter, back with −1 Sand, or dead / never returns',
    )
    .probability('pBack', 'back for the next encounter (with or without the Sand lost)');

export const runawayRecovery: Procedure<RunawayRecoveryParams, SixgunOptions> = {
  id: 'runaway-recovery',
  title: 'Runaway recovery (campaign)',
  description:
    'A figure that ran away and left the table, between campaign encounters (six-gun-sound.md §9.4 [L4278–4305]): 2d6 against Sand, +1 if he left mounted and +1 for an Indian, modified Sand at most 5. Pass 2: back; Pass 1: back with −1 Sand; Pass 0: dead or never returns. An abandoned figure that escapes rolls it too. Exact.',
  params,
  metrics: layout,
  explain: (p) =>
    `2d6 against Sand ${runawayTarget(p)}${runawayTarget(p) < p.sand ? ' (at most 5)' : ''}`,

  exact(p): ExactMetrics {
    const r = passCounts(RUNAWAY_RECOVERY.dice, runawayTarget(p));
    return { outcome: { back: r[2], 'back-minus-sand': r[1], gone: r[0] }, pBack: r[2] + r[1] };
  },

  simulate(p, _o, rng, trials, acc) {
    const l = layout();
    const sOutcome = l.slot('outcome'),
      sBack = l.slot('pBack');
    const target = runawayTarget(p);
    for (let t = 0; t < trials; t++) {
      const k = rollPasses(rng, RUNAWAY_RECOVERY.dice, target);
      acc[sOutcome + 2 - k]++;
      if (k > 0) acc[sBack]++;
    }
    acc[0] += trials;
  },
};
