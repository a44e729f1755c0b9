import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import {
  CAPTURE_MODIFIER_NAMES,
  CAPTURE_MODIFIERS,
  CASUALTY_DICE,
  type CaptureModifier,
} from './casualty-tables.ts';
import type { SixgunOptions } from './options.ts';
import { passCounts, rollPasses } from './pass-dice.ts';
import { sandField } from './sand-field.ts';

/**
 * Abandonment and Capture, six-gun-sound.md §9.7 [L4462–4510]: a figure left on the table
 * (unable to move, or surrendered) rolls 2d6 against Sand with the single largest modifier
 * (C-11), and what each result does depends on who holds him and where.
 */
const params = {
  sand: sandField("The figure's Sand."),
  left: enumField(['surrendered', 'abandoned'], {
    default: 'surrendered',
    description:
      'surrendered (taken by the enemy) or abandoned (left behind by his own side, who could not move him).',
    noun: 'status',
  }),
  captors: enumField(['lawmen', 'outlaws', 'indians'], {
    default: 'lawmen',
    description:
      'Who holds the field: lawmen (or any town posse), outlaws (release or a beating), or Indians.',
    noun: 'captors',
  }),
  where: enumField(['town', 'trail'], {
    default: 'trail',
    description:
      'Captured in town (Pass 2: escapes) or on the trail (a mobile figure breaks free).',
    noun: 'place',
  }),
  immobile: booleanField({ default: false, description: 'He cannot move on his own.' }),
  indian: booleanField({
    default: false,
    description: 'He is an Indian prisoner: Pass 1 kills him.',
  }),
  modifier: enumField(CAPTURE_MODIFIER_NAMES, {
    default: 'none',
    description:
      "The largest that applies (they do not add up): leader-killed (the enemy's Outfit Leader was killed, −2), enemy-killed (one or more enemies killed or gut-shot, −1), stolen-horse (captured with a stolen horse, −1), ambush-attacker (captured as an attacker in an Ambush, −1).",
    noun: 'modifier',
  }),
} as const;

export type CaptureParams = Values<typeof params>;

/** What becomes of him, in the order of the outcome metric. */
export const CAPTURE_OUTCOMES = [
  'escapes',
  'released',
  'breaks-free',
  'left-for-dead',
  'imprisoned',
  'killed',
  'lynched',
] as const;
const [ESCAPES, RELEASED, BREAKS_FREE, LEFT_FOR_DEAD, IMPRISONED, KILLED, LYNCHED] = [
  0, 1, 2, 3, 4, 5, 6,
];

/** The Sand rolled against: his Sand and the one largest modifier. */
export const captureTarget = (p: CaptureParams) =>
  p.sand + CAPTURE_MODIFIERS[p.modifier as CaptureModifier];

/**
 * What a result does [L4462–4510]. Pass 2 reads the first line that fits: outlaws release
 * him; Indians leave an immobile man for dead; an abandoned man escapes or is overlooked; in
 * town he escapes; a mobile man on the trail breaks free (a Posse follows, him running);
 * anyone else is imprisoned. Pass 1: outlaws beat him and leave him for dead; Indians kill
 * him, and an Indian prisoner is killed; anyone else is imprisoned. Pass 0: lynched.
 */
export function captureOutcome(p: CaptureParams, passes: number): number {
  if (passes === 0) return LYNCHED;
  if (passes === 2) {
    if (p.captors === 'outlaws') return RELEASED;
    if (p.captors === 'indians' && p.immobile) return LEFT_FOR_DEAD;
    if (p.left === 'abandoned' || p.where === 'town') return ESCAPES;
    return p.immobile ? IMPRISONED : BREAKS_FREE;
  }
  if (p.captors === 'outlaws') return LEFT_FOR_DEAD;
  if (p.captors === 'indians' || p.indian) return KILLED;
  return IMPRISONED;
}

const layout = () =>
  new Layout()
    .categories('outcome', CAPTURE_OUTCOMES, 'what becomes of the figure left on the table')
    .probability('pFree', 'he is free at once (escapes, released, breaks free or left for dead)')
    .probability('pDies', 'he is killed or lynched');

const FREE = [ESCAPES, RELEASED, BREAKS_FREE, LEFT_FOR_DEAD];

export const capture: Procedure<CaptureParams, SixgunOptions> = {
  id: 'capture',
  title: 'Abandonment and Capture',
  description:
    'A figure left on the table, unable to move or surrendered (six-gun-sound.md §9.7 [L4462–4510]): 2d6 against Sand with the single largest modifier (C-11). Pass 2: released by outlaws, escapes (abandoned, or in town), breaks free on the trail, or imprisoned if he cannot move; Pass 1: beaten and left for dead by outlaws, killed by Indians (and an Indian prisoner is killed), otherwise imprisoned; Pass 0: lynched. An imprisoned man goes to trial (the trial procedure); an escaped abandoned man also takes Runaway Recovery. Exact.',
  params,
  metrics: layout,
  explain: (p) =>
    `2d6 against Sand ${captureTarget(p)}; ${p.left} ${p.immobile ? 'immobile' : 'mobile'}${p.indian ? ' Indian' : ''} figure held by ${p.captors} ${p.where === 'town' ? 'in town' : 'on the trail'}`,

  exact(p): ExactMetrics {
    const r = passCounts(CASUALTY_DICE, captureTarget(p));
    const out = new Float64Array(CAPTURE_OUTCOMES.length);
    for (let k = 0; k <= 2; k++) out[captureOutcome(p, k)] += r[k];
    return {
      outcome: Object.fromEntries(CAPTURE_OUTCOMES.map((o, i) => [o, out[i]])),
      pFree: FREE.reduce((s, i) => s + out[i], 0),
      pDies: out[KILLED] + out[LYNCHED],
    };
  },

  simulate(p, _o, rng, trials, acc) {
    const l = layout();
    const sOutcome = l.slot('outcome'),
      sFree = l.slot('pFree'),
      sDies = l.slot('pDies');
    const target = captureTarget(p);
    const byPasses = [0, 1, 2].map((k) => captureOutcome(p, k));
    for (let t = 0; t < trials; t++) {
      const o = byPasses[rollPasses(rng, CASUALTY_DICE, target)];
      acc[sOutcome + o]++;
      if (o <= LEFT_FOR_DEAD) acc[sFree]++;
      else if (o !== IMPRISONED) acc[sDies]++;
    }
    acc[0] += trials;
  },
};
