import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { CASUALTY_DICE, RESCUE_MODIFIERS } from './casualty-tables.ts';
import type { SixgunOptions } from './options.ts';
import { passCounts, rollPasses } from './pass-dice.ts';
import { sandField } from './sand-field.ts';

/**
 * Rescue of fallen comrades, six-gun-sound.md §9.6 [L4398–4460]: when a comrade goes down,
 * every friend within a normal move and in sight tests 2d6 against Sand (C-11 modifiers).
 * Pass 0 men go to him; if nobody passed 0, the closest Pass 1 man goes; if everybody passed
 * 2, the friends within a fast move test in turn, by the same rule.
 */
const MAX_TESTERS = 6;
const params = {
  sand: sandField("The testers' Sand."),
  testers: numberField({
    default: 2,
    min: 1,
    max: MAX_TESTERS,
    integer: true,
    description: 'Friends within one normal move and in sight of the casualty.',
  }),
  outer: numberField({
    default: 0,
    min: 0,
    max: MAX_TESTERS,
    integer: true,
    description:
      'Friends further out, within one fast move: they test only if every nearer one passed 2.',
  }),
  leader: booleanField({ default: false, description: "The casualty is the testers' leader: −1." }),
  indian: booleanField({ default: false, description: 'The testers are Indians: −1.' }),
  outfit: enumField(['ordinary', 'close-knit', 'hard'], {
    default: 'ordinary',
    description: 'An Outlaw outfit that is close-knit (−1) or hard (+1).',
    noun: 'outfit',
  }),
} as const;

export type RescueParams = Values<typeof params>;

const RESPONSES = ['carry-on', 'one-goes', 'rush'] as const;
const [CARRY_ON, ONE_GOES, RUSH] = [0, 1, 2];

export const rescueTarget = (p: RescueParams) =>
  p.sand +
  (p.leader ? RESCUE_MODIFIERS.leader : 0) +
  (p.indian ? RESCUE_MODIFIERS.indian : 0) +
  (p.outfit === 'close-knit' ? RESCUE_MODIFIERS.closeKnit : 0) +
  (p.outfit === 'hard' ? RESCUE_MODIFIERS.hard : 0);

const layout = () =>
  new Layout()
    .categories(
      'response',
      RESPONSES,
      'nobody goes, the closest Pass 1 man goes, or every Pass 0 man rushes to him',
    )
    .distribution('goers', 0, MAX_TESTERS, 'how many go to the casualty')
    .probability('pOuterTests', 'every nearer friend passed 2, so those within a fast move test');

/** C(n, k). */
const choose = (n: number, k: number) => {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
};

export const rescue: Procedure<RescueParams, SixgunOptions> = {
  id: 'rescue',
  title: 'Rescue of fallen comrades',
  description:
    'Who goes to a comrade who went down (six-gun-sound.md §9.6 [L4398–4460]): each friend within a normal move and in sight tests 2d6 against Sand (−1 for the leader, −1 Indian, −1 close-knit, +1 hard outfit; C-11). Pass 0: he goes (drags him to cover, tends him). Pass 1: the closest goes if nobody passed 0. Pass 2: carries on; when all pass 2, friends within a fast move test too. Exact.',
  params,
  metrics: layout,
  explain: (p) =>
    `${p.testers} friend(s) test 2d6 against Sand ${rescueTarget(p)}${p.outer ? `; ${p.outer} more if all pass 2` : ''}`,

  exact(p): ExactMetrics {
    const r = passCounts(CASUALTY_DICE, rescueTarget(p));
    const [c, b, a] = [r[0], r[1], r[2]];
    const response = new Float64Array(RESPONSES.length);
    const goers = new Float64Array(MAX_TESTERS + 1);
    /** One ring of n testers, reached with weight w. Returns P(all passed 2). */
    const ring = (n: number, w: number) => {
      const allTwo = a ** n;
      response[ONE_GOES] += w * ((a + b) ** n - allTwo);
      goers[1] += w * ((a + b) ** n - allTwo);
      for (let k = 1; k <= n; k++) {
        const q = w * choose(n, k) * c ** k * (1 - c) ** (n - k);
        response[RUSH] += q;
        goers[k] += q;
      }
      return w * allTwo;
    };
    const outerTests = ring(p.testers, 1);
    const nobody = p.outer > 0 ? ring(p.outer, outerTests) : outerTests;
    response[CARRY_ON] += nobody;
    goers[0] += nobody;
    return {
      response: Object.fromEntries(RESPONSES.map((o, i) => [o, response[i]])),
      goers: Object.fromEntries(Array.from(goers, (q, i) => [String(i), q])),
      pOuterTests: p.outer > 0 ? outerTests : 0,
    };
  },

  simulate(p, _o, rng, trials, acc) {
    const l = layout();
    const sResponse = l.slot('response'),
      sGoers = l.slot('goers'),
      sOuter = l.slot('pOuterTests');
    const target = rescueTarget(p);
    for (let t = 0; t < trials; t++) {
      let response = CARRY_ON,
        goers = 0;
      for (let ringNo = 0; ringNo < 2 && response === CARRY_ON; ringNo++) {
        const n = ringNo === 0 ? p.testers : p.outer;
        if (n === 0) break;
        if (ringNo === 1) acc[sOuter]++;
        let zeros = 0,
          ones = 0;
        for (let i = 0; i < n; i++) {
          const k = rollPasses(rng, CASUALTY_DICE, target);
          if (k === 0) zeros++;
          else if (k === 1) ones++;
        }
        if (zeros > 0) {
          response = RUSH;
          goers = zeros;
        } else if (ones > 0) {
          response = ONE_GOES;
          goers = 1;
        }
      }
      acc[sResponse + response]++;
      acc[sGoers + goers]++;
    }
    acc[0] += trials;
  },
};
