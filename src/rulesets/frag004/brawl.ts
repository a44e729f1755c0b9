import { Layout } from '../../core/layout.ts';
import { numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { successes } from '../../dice/dist.ts';
import { missingData } from './missing.ts';
import type { Frag004Options } from './options.ts';

const params = {
  dice: numberField({
    min: 0,
    max: 30,
    integer: true,
    description: "Brawl rule (not in the fragment): the brawler's dice.",
  }),
  opponentDice: numberField({
    min: 0,
    max: 30,
    integer: true,
    description: "Brawl rule: the opponent's dice.",
  }),
  hitOn: numberField({
    min: 1,
    max: 6,
    integer: true,
    description: 'Brawl rule: faces at or above this count.',
  }),
} as const;

export type BrawlParams = Values<typeof params>;

export const brawl: Procedure<BrawlParams, Frag004Options> = {
  id: 'brawl',
  title: 'Brawl',
  description:
    'A character that ends its turn in base contact may brawl as its only combat action (fragment-004.md §1.9, A17). How a brawl is resolved is not in the fragment: the user supplies dice and a face to count, and the higher count wins.',
  params,

  check(p) {
    const absent = (['dice', 'opponentDice', 'hitOn'] as const).filter((k) => p[k] === undefined);
    return absent.length ? [missingData('brawl', absent)] : [];
  },

  metrics: () =>
    new Layout()
      .probability('pWin', 'the brawler counts more')
      .probability('pDraw', 'equal counts')
      .probability('pLose', 'the opponent counts more')
      .mean('activationsUntil', 'activations from ending the turn in contact to the brawl (A17)'),

  explain: (p, o) =>
    `${p.dice} dice against ${p.opponentDice}, counting ${p.hitOn}+; brawls ${o['brawl.when'] === 'immediately' ? 'at once' : 'on its next activation, instead of shooting'}`,

  exact(p, o): ExactMetrics {
    const q = (7 - p.hitOn!) / 6;
    const a = successes(p.dice!, q),
      b = successes(p.opponentDice!, q);
    let win = 0,
      draw = 0;
    for (let i = 0; i <= p.dice!; i++)
      for (let j = 0; j <= p.opponentDice!; j++) {
        if (i > j) win += a.at(i) * b.at(j);
        else if (i === j) draw += a.at(i) * b.at(j);
      }
    return {
      pWin: win,
      pDraw: draw,
      pLose: 1 - win - draw,
      activationsUntil: o['brawl.when'] === 'immediately' ? 0 : 1,
    };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sWin = layout.slot('pWin'),
      sDraw = layout.slot('pDraw'),
      sLose = layout.slot('pLose'),
      sWhen = layout.slot('activationsUntil');
    const hitOn = p.hitOn!;
    for (let t = 0; t < trials; t++) {
      let a = 0,
        b = 0;
      for (let i = 0; i < p.dice!; i++) if (rng.d6() >= hitOn) a++;
      for (let i = 0; i < p.opponentDice!; i++) if (rng.d6() >= hitOn) b++;
      acc[a > b ? sWin : a === b ? sDraw : sLose]++;
    }
    const when = o['brawl.when'] === 'immediately' ? 0 : 1;
    acc[sWhen] += when * trials;
    acc[0] += trials;
  },
};
