import { Layout } from '../../core/layout.ts';
import { die, sumOf } from '../../dice/dist.ts';
import { booleanField, enumField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import {
  CASUALTY_DICE,
  CRIMES,
  LIGHT_SENTENCE,
  MURDER_LIFE_UP_TO,
  PRISON_DICE,
  TRIAL_MODIFIERS,
  type Crime,
} from './casualty-tables.ts';
import type { SixgunOptions } from './options.ts';
import { passCounts, rollPasses } from './pass-dice.ts';
import { sandField } from './sand-field.ts';

/**
 * Trial and Punishment, six-gun-sound.md §9.8 [L4512–4554]: 2d6 against Sand, −1 for a
 * repeat offender and −1 in Indian Territory (they add up, C-11). Pass 2 is a fine; Pass 1 a
 * light sentence in seasons by the crime; Pass 0 years in prison, or for Murder life (1–2 on
 * 1d6) or the rope.
 */
const params = {
  sand: sandField("The prisoner's Sand."),
  crime: enumField(CRIMES, {
    default: 'robbery',
    description: 'What he is tried for (it sets the sentence).',
    noun: 'crime',
  }),
  repeat: booleanField({
    default: false,
    description: 'A repeat offender (convicted before): −1.',
  }),
  indianTerritory: booleanField({ default: false, description: 'Tried in Indian Territory: −1.' }),
  victimWounded: booleanField({
    default: false,
    description: 'A victim of the crime was wounded: 7d6 years instead of 5d6 on Pass 0.',
  }),
} as const;

export type TrialParams = Values<typeof params>;

const OUTCOMES = ['fined', 'jailed', 'prison', 'life', 'hanged'] as const;
const [FINED, JAILED, PRISON, LIFE, HANGED] = [0, 1, 2, 3, 4];
/** The longest light sentence (2d6 seasons) and the longest prison term (7d6 years). */
const MAX_SEASONS = 12;
const MAX_YEARS = 6 * PRISON_DICE.wounded;

export const trialTarget = (p: TrialParams) =>
  p.sand +
  (p.repeat ? TRIAL_MODIFIERS.repeat : 0) +
  (p.indianTerritory ? TRIAL_MODIFIERS.indianTerritory : 0);

const prisonDice = (p: TrialParams) => (p.victimWounded ? PRISON_DICE.wounded : PRISON_DICE.unhurt);

/** The distribution of ½d6 (1–2 → 1, 3–4 → 2, 5–6 → 3), 1d6 or 2d6, as value → probability. */
function sentenceDist(kind: 'half-d6' | '1d6' | '2d6'): Map<number, number> {
  if (kind === 'half-d6') return new Map([1, 2, 3].map((v) => [v, 1 / 3]));
  const d = sumOf(die(6), kind === '1d6' ? 1 : 2);
  return new Map(Array.from(d.p, (q, i) => [d.offset + i, q]));
}

const layout = () =>
  new Layout()
    .categories('outcome', OUTCOMES, 'the verdict and sentence')
    .distribution(
      'jailSeasons',
      0,
      MAX_SEASONS,
      'seasons in jail on a light sentence (0 otherwise)',
    )
    .distribution(
      'prisonYears',
      0,
      MAX_YEARS,
      'years in prison on a heavy sentence (0 otherwise; life and the rope apart)',
    )
    .probability('pFree', 'fined and released at once');

export const trial: Procedure<TrialParams, SixgunOptions> = {
  id: 'trial',
  title: 'Trial and Punishment',
  description:
    'A captured figure tried 1d3 seasons after his capture (six-gun-sound.md §9.8 [L4512–4554]): 2d6 against Sand, −1 for a repeat offender, −1 in Indian Territory. Pass 2: fined and released; Pass 1: a light sentence (Robbery or Assault ½d6 seasons, Rustling 1d6, Murder or Horse Theft 2d6); Pass 0: 5d6 years in prison (7d6 if a victim was wounded), or for Murder life on 1–2 and hanged on 3–6. Assault at Pass 0 is not listed: ruled as Robbery. Exact.',
  params,
  metrics: layout,
  explain: (p) =>
    `2d6 against Sand ${trialTarget(p)} for ${p.crime}; light sentence ${LIGHT_SENTENCE[p.crime as Crime]} seasons; heavy ${p.crime === 'murder' ? 'life (1–2) or hanged' : `${prisonDice(p)}d6 years`}`,

  exact(p): ExactMetrics {
    const r = passCounts(CASUALTY_DICE, trialTarget(p));
    const outcome = new Float64Array(OUTCOMES.length);
    const seasons: Record<string, number> = {};
    const years: Record<string, number> = {};
    for (let s = 0; s <= MAX_SEASONS; s++) seasons[String(s)] = 0;
    for (let y = 0; y <= MAX_YEARS; y++) years[String(y)] = 0;
    outcome[FINED] = r[2];
    outcome[JAILED] = r[1];
    seasons['0'] += 1 - r[1];
    for (const [v, q] of sentenceDist(LIGHT_SENTENCE[p.crime as Crime]))
      seasons[String(v)] += r[1] * q;
    if (p.crime === 'murder') {
      outcome[LIFE] = (r[0] * MURDER_LIFE_UP_TO) / 6;
      outcome[HANGED] = r[0] - outcome[LIFE];
      years['0'] = 1;
    } else {
      outcome[PRISON] = r[0];
      years['0'] = 1 - r[0];
      const d = sumOf(die(6), prisonDice(p));
      d.p.forEach((q, i) => (years[String(d.offset + i)] += r[0] * q));
    }
    return {
      outcome: Object.fromEntries(OUTCOMES.map((o, i) => [o, outcome[i]])),
      jailSeasons: seasons,
      prisonYears: years,
      pFree: r[2],
    };
  },

  simulate(p, _o, rng, trials, acc) {
    const l = layout();
    const sOutcome = l.slot('outcome'),
      sSeasons = l.slot('jailSeasons'),
      sYears = l.slot('prisonYears'),
      sFree = l.slot('pFree');
    const target = trialTarget(p);
    const light = LIGHT_SENTENCE[p.crime as Crime];
    const murder = p.crime === 'murder';
    const nPrison = prisonDice(p);
    for (let t = 0; t < trials; t++) {
      const k = rollPasses(rng, CASUALTY_DICE, target);
      let seasons = 0,
        years = 0,
        o = FINED;
      if (k === 2) acc[sFree]++;
      else if (k === 1) {
        o = JAILED;
        seasons =
          light === 'half-d6'
            ? (rng.d6() + 1) >> 1
            : light === '1d6'
              ? rng.d6()
              : rng.d6() + rng.d6();
      } else if (murder) o = rng.d6() <= MURDER_LIFE_UP_TO ? LIFE : HANGED;
      else {
        o = PRISON;
        for (let i = 0; i < nPrison; i++) years += rng.d6();
      }
      acc[sOutcome + o]++;
      acc[sSeasons + seasons]++;
      acc[sYears + years]++;
    }
    acc[0] += trials;
  },
};
