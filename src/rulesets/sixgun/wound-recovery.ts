import { Layout } from '../../core/layout.ts';
import { enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { INFECTION, LOCATIONS, WOUND_RECOVERY } from './data.ts';
import type { SixgunOptions } from './options.ts';
import { passCounts, rollPasses } from './pass-dice.ts';

const params = {
  toughness: numberField({
    default: 4,
    min: 0,
    max: 7,
    integer: true,
    description: "The figure's Toughness.",
  }),
  location: enumField(LOCATIONS, {
    default: 'leg',
    description:
      'Where the wound or the Out of the Fight result landed (the infection table reads it).',
    noun: 'location',
  }),
  rest: enumField(['able', 'unable', 'on-4-6'], {
    default: 'able',
    description:
      'Whether he is able to rest (+1 Toughness, and a Doc may treat him) [L4311–4317]: able (a Sheriff, Deputy, Townsfolk or Homesteader; most professions hit in town), unable (an abandoned figure that escaped), or on-4-6 (an Indian, or an Outlaw not captured: 1d6, 4–6).',
    noun: 'rest',
  }),
  doc: enumField(['none', 'skill-3', 'skill-4', 'skill-5'], {
    default: 'none',
    description:
      "A Doc's (or Shaman's) skill, if one treats him: Doctorin' 2d6 against it moves the outcome one step better (Pass 2) or worse (Pass 0) [L4349–4396]; only a patient able to rest is treated.",
    noun: 'doc',
  }),
} as const;

export type WoundRecoveryParams = Values<typeof params>;

/** The outcome ladder, best first (the RULING from the L4390–4394 example, A-32). */
const OUTCOMES = ['recovers', 'still-mending', 'loses-limb', 'dies'] as const;
const RECOVERS = 0,
  MENDING = 1,
  LIMB = 2,
  DIES = 3;

/** The outcome one Doctorin' result gives: Pass 2 one step better, Pass 0 one step worse; head, chest and gut have no limb to lose. */
function doctored(outcome: number, passes: number, limb: boolean): number {
  const ladder = limb ? [RECOVERS, MENDING, LIMB, DIES] : [RECOVERS, MENDING, DIES];
  const at = ladder.indexOf(outcome);
  const to = passes === 2 ? at - 1 : passes === 0 ? at + 1 : at;
  return ladder[Math.min(ladder.length - 1, Math.max(0, to))];
}

const layout = () =>
  new Layout()
    .categories(
      'outcome',
      OUTCOMES,
      'how the wound ends this season (a lost arm or leg keeps him, at a cost)',
    )
    .probability('pInfection', 'the recovery roll is Pass 0: infection')
    .probability('pDies', 'he dies of it');

/** The infection test for an arm or a leg: one die against Toughness (§9.5 [L4307–4347]). */
const INFECTION_DICE = 1;

/** The Toughness rolled against: +1 when resting, then at most 5 [L4325]. */
const targetOf = (p: WoundRecoveryParams, rest: boolean) =>
  Math.min(WOUND_RECOVERY.maxToughness, p.toughness + (rest ? WOUND_RECOVERY.rest : 0));

/** The Doc's skill, 3 to 5 (§9.5 Is the Doc in? [L4349–4396]). */
const docSkill = (p: WoundRecoveryParams) => Number(p.doc.slice('skill-'.length));

/** P(each outcome) before any Doc, for a Toughness roll target. */
function untreated(p: WoundRecoveryParams, target: number): Float64Array {
  const r = passCounts(WOUND_RECOVERY.dice, target);
  const out = new Float64Array(OUTCOMES.length);
  out[RECOVERS] = r[2];
  out[MENDING] = r[1];
  if (INFECTION[p.location] === 'dies') out[DIES] = r[0];
  else {
    const keep = passCounts(INFECTION_DICE, p.toughness, 1)[1];
    out[LIMB] = r[0] * keep;
    out[DIES] = r[0] * (1 - keep);
  }
  return out;
}

export const woundRecovery: Procedure<WoundRecoveryParams, SixgunOptions> = {
  id: 'wound-recovery',
  title: 'Wounds and Out-of-the-Fight recovery (campaign)',
  description:
    "Each wound or Out of the Fight result between campaign encounters (six-gun-sound.md §9.5 [L4307–4347]): 2d6 against Toughness, +1 if able to rest, at most 5. Pass 2 recovers; Pass 1 still mending (test again next season); Pass 0 infection: a head, chest or gut wound kills, an arm or a leg takes 1d6 against Toughness to live without it. A Doc's Doctorin' moves the result a step along the ladder (A-32). Exact.",
  params,
  metrics: layout,

  explain(p) {
    const target =
      p.rest === 'able'
        ? `${targetOf(p, true)} (resting)`
        : p.rest === 'unable'
          ? String(targetOf(p, false))
          : `${targetOf(p, true)} if resting (4–6), else ${targetOf(p, false)}`;
    const infection =
      INFECTION[p.location] === 'dies' ? 'dies' : '1d6 against Toughness to lose the limb and live';
    return `2d6 against Toughness ${target}; infection at the ${p.location}: ${infection}${p.doc === 'none' ? '' : `; a Doc of skill ${docSkill(p)}`}`;
  },

  exact(p): ExactMetrics {
    const out = new Float64Array(OUTCOMES.length);
    const limb = INFECTION[p.location] !== 'dies';
    const ways: [boolean, number][] =
      p.rest === 'able'
        ? [[true, 1]]
        : p.rest === 'unable'
          ? [[false, 1]]
          : [
              [true, 0.5],
              [false, 0.5],
            ];
    let infection = 0;
    for (const [rest, w] of ways) {
      const target = targetOf(p, rest);
      const base = untreated(p, target);
      infection += w * passCounts(WOUND_RECOVERY.dice, target)[0];
      const doc =
        rest && p.doc !== 'none'
          ? passCounts(WOUND_RECOVERY.dice, docSkill(p))
          : Float64Array.of(0, 1, 0);
      base.forEach((q, o) => doc.forEach((d, k) => (out[doctored(o, k, limb)] += w * q * d)));
    }
    return {
      outcome: Object.fromEntries(OUTCOMES.map((o, i) => [o, out[i]])),
      pInfection: infection,
      pDies: out[DIES],
    };
  },

  simulate(p, _o, rng, trials, acc) {
    const l = layout();
    const sOutcome = l.slot('outcome'),
      sInfection = l.slot('pInfection'),
      sDies = l.slot('pDies');
    const limb = INFECTION[p.location] !== 'dies';
    for (let t = 0; t < trials; t++) {
      const rest = p.rest === 'able' || (p.rest === 'on-4-6' && rng.below(6) >= 3);
      const target = targetOf(p, rest);
      const k = rollPasses(rng, WOUND_RECOVERY.dice, target);
      let outcome = k === 2 ? RECOVERS : k === 1 ? MENDING : DIES;
      if (k === 0) {
        acc[sInfection]++;
        if (limb && rollPasses(rng, INFECTION_DICE, p.toughness, 1) === 1) outcome = LIMB;
      }
      if (rest && p.doc !== 'none')
        outcome = doctored(outcome, rollPasses(rng, WOUND_RECOVERY.dice, docSkill(p)), limb);
      acc[sOutcome + outcome]++;
      if (outcome === DIES) acc[sDies]++;
    }
    acc[0] += trials;
  },
};
