import { Layout } from '../../core/layout.ts';
import { ActivationDice } from '../../encounter/activation/activation-dice.ts';
import { Schedule } from '../../encounter/activation/schedule.ts';
import { numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Namer, Procedure } from '../types.ts';
import { flagNamer } from '../validate.ts';
import type { SixgunOptions } from './options.ts';

/**
 * One turn's activation dice, six-gun-sound.md §4.2: each side rolls a d6; sides whose dice
 * match are frozen (doubles); the highest die left goes first; a side activates only the groups
 * whose leader's Rep is at least its die. Here each side has one group, led by the given Rep.
 */
const SIDE_KEYS = ['a', 'b', 'c'] as const;

const leader = (side: string) =>
  numberField({
    default: 4,
    min: 1,
    max: 6,
    integer: true,
    description: `Rep of side ${side}'s group leader.`,
  });

const params = {
  sides: numberField({
    default: 2,
    min: 2,
    max: 3,
    integer: true,
    description: 'Sides rolling activation dice (three sides: six-gun-sound.md A-5(c)).',
  }),
  aLeaderRep: leader('A'),
  bLeaderRep: leader('B'),
  // No default in the schema, so that a Rep given for a side not rolling is reported (check).
  cLeaderRep: numberField({
    min: 1,
    max: 6,
    integer: true,
    description: "Rep of side C's group leader (default 4; only with sides 3).",
  }),
} as const;

export type ActivationParams = Values<typeof params>;

const repsOf = (p: ActivationParams): number[] =>
  [p.aLeaderRep, p.bLeaderRep, p.cLeaderRep ?? 4].slice(0, p.sides);

function layoutOf(p: ActivationParams): Layout {
  const l = new Layout()
    .probability('pDoubles', 'some dice match: those sides are frozen this turn')
    .probability('pIdle', 'no group moves or fires this turn');
  for (const k of SIDE_KEYS.slice(0, p.sides)) {
    const S = k.toUpperCase();
    l.probability(`pFirst${S}`, `side ${S} rolls the highest unmatched die and goes first`);
    l.probability(`pActs${S}`, `side ${S}'s group activates (not frozen, leader's Rep ≥ its die)`);
  }
  return l;
}

/** Who goes first (−1: nobody) given the dice and which are frozen. */
function firstSide(die: ArrayLike<number>, frozen: ArrayLike<number>, n: number): number {
  let best = -1;
  for (let i = 0; i < n; i++) if (!frozen[i] && (best < 0 || die[i] > die[best])) best = i;
  return best;
}

export const activation: Procedure<ActivationParams, SixgunOptions> = {
  id: 'activation',
  title: 'Activation dice',
  description:
    "One Game Turn's activation dice: doubles freeze the matching sides, the higher die goes first, and a side activates only groups whose leader's Rep is at least its die (six-gun-sound.md §4.1–4.2).",
  params,

  check(p, _o, name: Namer = flagNamer) {
    return p.sides < 3 && p.cLeaderRep !== undefined
      ? [`${name.param('cLeaderRep')} sets side C, but only ${p.sides} sides roll (set sides to 3)`]
      : [];
  },

  complete: (p) => ({ ...p, cLeaderRep: p.sides >= 3 ? (p.cLeaderRep ?? 4) : undefined }),

  metrics: (p) => layoutOf(p),

  explain(p) {
    const reps = repsOf(p);
    return `${p.sides} activation dice; leaders' Rep ${reps.join(' / ')}: matching dice freeze, the highest die left goes first, a side acts if its die ≤ its leader's Rep`;
  },

  /** Every one of the 6^sides rolls, weighed equally. */
  exact(p): ExactMetrics {
    const reps = repsOf(p);
    const n = p.sides;
    const out: Record<string, number> = { pDoubles: 0, pIdle: 0 };
    for (const k of SIDE_KEYS.slice(0, n))
      out[`pFirst${k.toUpperCase()}`] = out[`pActs${k.toUpperCase()}`] = 0;
    const total = 6 ** n;
    const die = new Array<number>(n);
    const frozen = new Array<number>(n);
    for (let idx = 0; idx < total; idx++) {
      for (let i = 0, x = idx; i < n; i++, x = Math.floor(x / 6)) die[i] = (x % 6) + 1;
      let any = false;
      for (let i = 0; i < n; i++) {
        frozen[i] = die.some((d, j) => j !== i && d === die[i]) ? 1 : 0;
        any ||= frozen[i] === 1;
      }
      const w = 1 / total;
      if (any) out.pDoubles += w;
      const first = firstSide(die, frozen, n);
      if (first >= 0) out[`pFirst${SIDE_KEYS[first].toUpperCase()}`] += w;
      let idle = true;
      for (let i = 0; i < n; i++)
        if (!frozen[i] && reps[i] >= die[i]) {
          out[`pActs${SIDE_KEYS[i].toUpperCase()}`] += w;
          idle = false;
        }
      if (idle) out.pIdle += w;
    }
    return out;
  },

  /** Through the encounter core's activation order, one group per side. */
  simulate(p, _o, rng, trials, acc) {
    const n = p.sides;
    const layout = layoutOf(p);
    const order = new ActivationDice(
      n,
      Array.from({ length: n }, (_, i) => i),
      repsOf(p),
    );
    const sched = new Schedule(order.capacity);
    const sDoubles = layout.slot('pDoubles');
    const sIdle = layout.slot('pIdle');
    const sFirst = Int32Array.from(SIDE_KEYS.slice(0, n), (k) =>
      layout.slot(`pFirst${k.toUpperCase()}`),
    );
    const sActs = Int32Array.from(SIDE_KEYS.slice(0, n), (k) =>
      layout.slot(`pActs${k.toUpperCase()}`),
    );
    for (let t = 0; t < trials; t++) {
      order.plan(1, rng, sched);
      let any = 0;
      for (let i = 0; i < n; i++) any |= order.frozen[i];
      if (any) acc[sDoubles]++;
      const first = firstSide(order.die, order.frozen, n);
      if (first >= 0) acc[sFirst[first]]++;
      // One group per side, so the group scheduled is the side acting.
      for (let k = 0; k < sched.count; k++) acc[sActs[sched.who[k]]]++;
      if (sched.count === 0) acc[sIdle]++;
    }
    acc[0] += trials;
  },
};
