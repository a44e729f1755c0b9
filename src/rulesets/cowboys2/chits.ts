import { Layout } from '../../core/layout.ts';
import { numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import type { Cowboys2Options } from './options.ts';

/**
 * Activation by chits from a cup, cowboys-ii.md §1.1 [L80], [L94-98]: one marker per cowboy
 * and one per group (a side's town folk; the Indians) go into the cup and are drawn blind.
 * Players alternate the physical draws, but who draws changes nothing (B23): the order is a
 * uniformly random permutation of the markers. A cowboy who takes a Reaction Shot loses his
 * marker for the rest of the turn [L241]; so what matters to side A at the moment a side-B
 * cowboy acts is how many of A's cowboy markers are still in the cup, since each of them may
 * still react.
 */
const params = {
  aCowboys: numberField({
    default: 3,
    min: 1,
    max: 12,
    integer: true,
    description: "Side A's cowboys (one marker each).",
  }),
  aGroups: numberField({
    default: 0,
    min: 0,
    max: 2,
    integer: true,
    description: "Side A's group markers (its town folk).",
  }),
  bCowboys: numberField({
    default: 3,
    min: 1,
    max: 12,
    integer: true,
    description: "Side B's cowboys.",
  }),
  bGroups: numberField({
    default: 0,
    min: 0,
    max: 2,
    integer: true,
    description: "Side B's group markers.",
  }),
  neutralGroups: numberField({
    default: 0,
    min: 0,
    max: 2,
    integer: true,
    description: 'Markers that belong to neither side (the Indians).',
  }),
  reacted: numberField({
    default: 0,
    min: 0,
    integer: true,
    description:
      'Side A cowboys who have already taken a Reaction Shot this turn: their markers are out of the cup.',
  }),
} as const;

export type ChitsParams = Values<typeof params>;

/**
 * Marker codes in the cup: 0 = A cowboy, 1 = A group, 2 = B cowboy, 3 = B group, 4 = neutral,
 * 5 = the one B cowboy whose activation is watched.
 */
const A_COWBOY = 0,
  A_GROUP = 1,
  B_COWBOY = 2,
  B_GROUP = 3,
  NEUTRAL = 4,
  MOVER = 5;

function cupOf(p: ChitsParams): Uint8Array {
  const counts = [p.aCowboys - p.reacted, p.aGroups, p.bCowboys - 1, p.bGroups, p.neutralGroups, 1];
  const cup = new Uint8Array(counts.reduce((s, n) => s + n, 0));
  let i = 0;
  counts.forEach((n, code) => cup.fill(code, i, (i += n)));
  return cup;
}

/** n · (n − 1) ⋯ (n − k + 1). */
const falling = (n: number, k: number) => {
  let r = 1;
  for (let i = 0; i < k; i++) r *= n - i;
  return r;
};

export const chits: Procedure<ChitsParams, Cowboys2Options> = {
  id: 'chits',
  title: 'The activation order of one turn, chits from a cup',
  description:
    "Markers drawn blind from a cup (a uniform random order): which side acts first, how many of A's markers come before B's first, and how many of A's cowboys can still react when a B cowboy acts (cowboys-ii.md §1.1, §1.4).",
  params,

  check(p) {
    return p.reacted > p.aCowboys
      ? [`only ${p.aCowboys} side A cowboys can have reacted, not ${p.reacted}`]
      : [];
  },

  metrics(p) {
    const a = p.aCowboys - p.reacted + p.aGroups;
    return new Layout()
      .categories('firstMarker', ['A', 'B', 'neutral'], 'whose marker is drawn first')
      .distribution('aBeforeB', 0, a, "side A markers drawn before side B's first")
      .distribution(
        'reactorsLeft',
        0,
        p.aCowboys - p.reacted,
        'side A cowboys still in the cup (free to react) when a given side B cowboy is drawn',
      );
  },

  exact(p): ExactMetrics {
    const a = p.aCowboys - p.reacted + p.aGroups;
    const b = p.bCowboys + p.bGroups;
    const n = a + b + p.neutralGroups;
    // Neutral markers do not change the relative order of A's and B's: P(k of A before B's
    // first) = a!/(a−k)! · b / ((a+b)!/(a+b−k−1)!).
    const before: Record<string, number> = {};
    for (let k = 0; k <= a; k++) before[String(k)] = (falling(a, k) * b) / falling(a + b, k + 1);
    // A given B cowboy and A's r free cowboys are in a uniformly random relative order, so
    // the number of those after him is uniform on 0..r.
    const r = p.aCowboys - p.reacted;
    const left: Record<string, number> = {};
    for (let k = 0; k <= r; k++) left[String(k)] = 1 / (r + 1);
    return {
      firstMarker: { A: a / n, B: b / n, neutral: p.neutralGroups / n },
      aBeforeB: before,
      reactorsLeft: left,
    };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sFirst = layout.slot('firstMarker'),
      sBefore = layout.slot('aBeforeB'),
      sLeft = layout.slot('reactorsLeft');
    const cup = cupOf(p);
    const n = cup.length;
    for (let t = 0; t < trials; t++) {
      // a partial Fisher–Yates, drawing markers one at a time as from the cup
      let aBefore = 0,
        seenB = false,
        aCowboysLeft = p.aCowboys - p.reacted,
        watched = -1;
      for (let i = 0; i < n; i++) {
        const j = i + rng.below(n - i);
        const m = cup[j];
        cup[j] = cup[i];
        cup[i] = m;
        if (i === 0) acc[sFirst + (m === A_COWBOY || m === A_GROUP ? 0 : m === NEUTRAL ? 2 : 1)]++;
        if (m === A_COWBOY) aCowboysLeft--;
        if (m === MOVER) watched = aCowboysLeft;
        if (!seenB && (m === B_COWBOY || m === B_GROUP || m === MOVER)) {
          seenB = true;
          acc[sBefore + aBefore]++;
        } else if (!seenB && m !== NEUTRAL) aBefore++;
      }
      acc[sLeft + watched]++;
    }
    acc[0] += trials;
  },
};
