import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import {
  AFTER_BATTLE,
  LOCATIONS,
  PASS1_WOUND,
  RECOVERIN_DICE,
  TOUGHNESS_LOSS_LOCATIONS,
} from './data.ts';
import type { SixgunOptions } from './options.ts';
import { passCounts, rollPasses } from './pass-dice.ts';

const params = {
  test: enumField(['after-battle', 'im-hit'], {
    default: 'after-battle',
    description:
      "after-battle: Physically then Mentally Fit for a figure that went OOF; im-hit: Recoverin' from I'm Hit!.",
    noun: 'test',
  }),
  toughness: numberField({
    default: 4,
    min: 0,
    max: 7,
    integer: true,
    description: "The figure's Toughness.",
  }),
  rep: numberField({
    default: 4,
    min: 1,
    max: 7,
    integer: true,
    description: "The figure's Rep (Mentally Fit).",
  }),
  location: enumField(LOCATIONS, {
    default: 'chest',
    description: "Where the wound that put him down (or the I'm Hit!) landed.",
    noun: 'location',
  }),
  star: booleanField({
    default: false,
    description: 'A Star rolls 3d6 after the battle, counting the best two.',
  }),
  unarmedMelee: booleanField({
    default: false,
    description: 'The OOF came from unarmed melee: +1d6 on Physically Fit, best two.',
  }),
  sickly: booleanField({ default: false, description: 'Sickly: a further −1 on Physically Fit.' }),
  bow: booleanField({
    default: false,
    description: "The I'm Hit! came from a bow: 3d6, best two.",
  }),
} as const;

export type RecoveryParams = Values<typeof params>;

const AFTER = [
  'returns',
  'returns-minus-toughness',
  'returns-minus-toughness-and-rep',
  'retires',
  'dies',
] as const;
const IM_HIT = ['just-a-scratch', 'wounded', 'out-of-fight'] as const;

/** Physically Fit's dice and target; six-gun-sound.md §9.2 [L1880–1900], C-12. */
function physical(p: RecoveryParams, o: SixgunOptions) {
  const stat = o['recovery.physicalAgainst'] === 'toughness' ? p.toughness : p.rep;
  const penalty =
    (p.location === 'gut' ? AFTER_BATTLE.gutTargetPenalty : AFTER_BATTLE.targetPenalty) +
    (p.sickly ? AFTER_BATTLE.sicklyPenalty : 0);
  const dice =
    (p.star ? AFTER_BATTLE.starDice : AFTER_BATTLE.dice) +
    (p.unarmedMelee ? AFTER_BATTLE.unarmedMeleeExtraDie : 0);
  return {
    dice,
    target: stat - penalty,
    losesToughness: TOUGHNESS_LOSS_LOCATIONS.includes(p.location),
  };
}

/** Mentally Fit's dice; six-gun-sound.md §9.3 [L1902–1919]. */
const mentalDice = (p: RecoveryParams) => (p.star ? AFTER_BATTLE.starDice : AFTER_BATTLE.dice);
const imHitDice = (p: RecoveryParams) => (p.bow ? RECOVERIN_DICE.bow : RECOVERIN_DICE.base);

export const recovery: Procedure<RecoveryParams, SixgunOptions> = {
  id: 'recovery',
  title: 'Recovery tests',
  description:
    "After the Battle for a figure that went Out of the Fight: Physically Fit against Toughness − 1 (− 2 for a gut wound), then Mentally Fit against Rep (six-gun-sound.md §9.2–9.3); or Recoverin' from I'm Hit! (§6.5).",
  params,

  metrics(p) {
    const l = new Layout();
    if (p.test === 'im-hit') {
      return l
        .categories('outcome', IM_HIT, "the result of Recoverin' from I'm Hit!")
        .distribution('passes', 0, 2, 'passes against Toughness');
    }
    return l
      .categories('outcome', AFTER, 'how the figure comes out of After the Battle')
      .probability('pDies', 'dies of his wounds (Physically Fit Pass 0)')
      .probability('pRetires', 'retires and goes back East (Mentally Fit Pass 0)')
      .probability('pReturns', 'returns for the next battle')
      .distribution('passes', 0, 2, 'passes on Physically Fit');
  },

  explain(p, o) {
    if (p.test === 'im-hit')
      return `${imHitDice(p)}d6 against Toughness ${p.toughness}${p.bow ? ', best 2' : ''}; Pass 1 at the ${p.location}: ${PASS1_WOUND[p.location]}`;
    const ph = physical(p, o);
    const best = (n: number) => `${n}d6${n > 2 ? ' (best 2)' : ''}`;
    return `Physically Fit: ${best(ph.dice)} against ${ph.target}; Mentally Fit: ${best(mentalDice(p))} against Rep ${p.rep}`;
  },

  exact(p, o): ExactMetrics {
    if (p.test === 'im-hit') {
      const r = passCounts(imHitDice(p), p.toughness);
      const wounded = PASS1_WOUND[p.location] === 'wounded' ? r[1] : 0;
      return {
        outcome: { 'just-a-scratch': r[2], wounded, 'out-of-fight': r[0] + r[1] - wounded },
        passes: { '0': r[0], '1': r[1], '2': r[2] },
      };
    }
    const ph = physical(p, o);
    const body = passCounts(ph.dice, ph.target);
    const mind = passCounts(mentalDice(p), p.rep);
    const lost = ph.losesToughness ? body[1] : 0;
    const unhurt = body[2] + body[1] - lost;
    const outcome = {
      returns: unhurt * (mind[2] + mind[1]),
      'returns-minus-toughness': lost * mind[2],
      'returns-minus-toughness-and-rep': lost * mind[1],
      retires: (unhurt + lost) * mind[0],
      dies: body[0],
    };
    return {
      outcome,
      pDies: body[0],
      pRetires: outcome.retires,
      pReturns: 1 - body[0] - outcome.retires,
      passes: { '0': body[0], '1': body[1], '2': body[2] },
    };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sOutcome = layout.slot('outcome');
    const sPasses = layout.slot('passes');
    if (p.test === 'im-hit') {
      const dice = imHitDice(p);
      const woundedOnPass1 = PASS1_WOUND[p.location] === 'wounded';
      for (let t = 0; t < trials; t++) {
        const k = rollPasses(rng, dice, p.toughness);
        acc[sPasses + k]++;
        acc[sOutcome + (k === 2 ? 0 : k === 1 && woundedOnPass1 ? 1 : 2)]++;
      }
      acc[0] += trials;
      return;
    }
    const sDies = layout.slot('pDies');
    const sRetires = layout.slot('pRetires');
    const sReturns = layout.slot('pReturns');
    const ph = physical(p, o);
    const mindDice = mentalDice(p);
    for (let t = 0; t < trials; t++) {
      const body = rollPasses(rng, ph.dice, ph.target);
      acc[sPasses + body]++;
      if (body === 0) {
        acc[sOutcome + 4]++;
        acc[sDies]++;
        continue;
      }
      const lost = body === 1 && ph.losesToughness;
      const mind = rollPasses(rng, mindDice, p.rep);
      if (mind === 0) {
        acc[sOutcome + 3]++;
        acc[sRetires]++;
        continue;
      }
      acc[sReturns]++;
      acc[sOutcome + (!lost ? 0 : mind === 2 ? 1 : 2)]++;
    }
    acc[0] += trials;
  },
};
