import { Layout } from '../../core/layout.ts';
import { numberField } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { SKEDADDLE_DIE } from './data.ts';
import type { MaliceOptions } from './options.ts';

const params = {
  aCasualties: numberField({
    default: 0,
    min: 0,
    max: 50,
    integer: true,
    description:
      "Side A's characters that are dead, Lily Livered or Unconscious (each counted once).",
  }),
  bCasualties: numberField({
    default: 0,
    min: 0,
    max: 50,
    integer: true,
    description: "Side B's.",
  }),
} as const;

export interface SkedaddleParams {
  aCasualties: number;
  bCasualties: number;
}

/** A side skedaddles if its d10 is at most its casualties (malice.md §1.13, D22). */
export const skedaddles = (roll: number, casualties: number): boolean => roll <= casualties;
const pFlee = (n: number) => Math.min(n, SKEDADDLE_DIE) / SKEDADDLE_DIE;

function layout(): Layout {
  return new Layout()
    .probability('pEnds', 'the game ends this turn')
    .probability('pAFlees', 'side A alone skedaddles (B wins)')
    .probability('pBFlees', 'side B alone skedaddles (A wins)')
    .probability('pDraw', 'both skedaddle on the same turn: a draw (option skedaddle.bothFail)');
}

export const skedaddle: Procedure<SkedaddleParams, MaliceOptions> = {
  id: 'skedaddle',
  title: 'Skedaddle',
  description:
    'The end-of-turn test: each side rolls a d10 and flees if it is no more than its dead, Lily Livered and Unconscious characters (malice.md §1.13, C5, D22).',
  params,
  metrics: () => layout(),
  explain: (p) => `A fails on a d10 ≤ ${p.aCasualties}, B on ≤ ${p.bCasualties}`,
  exact(p, o): ExactMetrics {
    const a = pFlee(p.aCasualties),
      b = pFlee(p.bCasualties);
    let aOnly = a * (1 - b),
      bOnly = b * (1 - a),
      both = a * b;
    if (o['skedaddle.bothFail'] === 'reroll' && both < 1) {
      // Rolling again until not both fail: the both-fail mass is shared out as the rest is.
      const rest = 1 - both;
      aOnly += (both * aOnly) / rest;
      bOnly += (both * bOnly) / rest;
      both = 0;
    }
    return { pEnds: aOnly + bOnly + both, pAFlees: aOnly, pBFlees: bOnly, pDraw: both };
  },
  simulate(p, o, rng, trials, acc) {
    const l = layout();
    const sEnds = l.slot('pEnds'),
      sA = l.slot('pAFlees'),
      sB = l.slot('pBFlees'),
      sDraw = l.slot('pDraw');
    const reroll =
      o['skedaddle.bothFail'] === 'reroll' &&
      (p.aCasualties < SKEDADDLE_DIE || p.bCasualties < SKEDADDLE_DIE);
    for (let t = 0; t < trials; t++) {
      let a: boolean, b: boolean;
      do {
        a = skedaddles(rng.below(SKEDADDLE_DIE) + 1, p.aCasualties);
        b = skedaddles(rng.below(SKEDADDLE_DIE) + 1, p.bCasualties);
      } while (reroll && a && b);
      if (a || b) acc[sEnds]++;
      if (a && b) acc[sDraw]++;
      else if (a) acc[sA]++;
      else if (b) acc[sB]++;
    }
    acc[0] += trials;
  },
};
