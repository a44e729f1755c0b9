import { Dist, successes } from '../../dice/dist.ts';
import { rollCountAtLeast } from '../../dice/rolls.ts';
import type { Rng } from '../../dice/rng.ts';
import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import {
  BASE_DICE,
  COVER,
  COVER_DICE,
  MAX_HP,
  MODIFIER,
  RANGES,
  THROW,
  TIERS,
  WOUND_CELLS,
  type Cover,
  type Tier,
} from './data.ts';
import { damageAfterHits, recordedDamage, toughAfter } from './injury.ts';
import type { CowpokeOptions } from './options.ts';
import { bandOf, tierDice } from './pool.ts';

/** Where a Hail Mary lands: on the spot if the 1d6 + 6 reach covers it, else short at the reach (W25, A25). */
export const hailMaryLanding = (spot: number, face: number): number =>
  Math.min(spot, face + THROW.hailMaryBase);

/** Shooter-side dice of a throw: tier, Marksman with dynamite, Attacker Moved (cowpoke.md §1.9, A7). */
export function throwerDice(
  tier: Tier,
  marksman: boolean,
  moved: boolean,
  o: CowpokeOptions,
): number {
  return (
    tierDice(tier, o) + (marksman ? MODIFIER.marksman : 0) + (moved ? MODIFIER.attackerMoved : 0)
  );
}

/** Victim-side dice: cover between token and victim, Defender Moved. */
export function victimDice(cover: Cover, moved: boolean): number {
  return COVER_DICE[cover] + (moved ? MODIFIER.defenderMoved : 0);
}

/**
 * Blast pool for a victim at `distance` from the token: the Dynamite row read by victim
 * distance (6 dice under 2", 3 under 6", none beyond), the modifiers `dynamite.modifiers`
 * allows, and never below one die (base ≥ 1, Minimum Dice Rule). 0 = out of the blast.
 */
export function blastPool(
  distance: number,
  thrower: number,
  victim: number,
  o: CowpokeOptions,
): number {
  const base = BASE_DICE.dynamite[RANGES.indexOf(bandOf(distance, o['range.boundary']))];
  if (base === null) return 0;
  const mode = o['dynamite.modifiers'];
  const mods = mode === 'none' ? 0 : mode === 'throwerOnly' ? thrower : thrower + victim;
  return Math.max(1, base + mods);
}

const MAX_VICTIMS = 3;
const victimParams = (i: number) => ({
  [`v${i}Along`]: numberField({
    default: 0,
    unit: 'inches',
    description: `Victim ${i}: inches past the spot along the throw line (negative: toward the thrower).`,
  }),
  [`v${i}Across`]: numberField({
    default: 0,
    unit: 'inches',
    description: `Victim ${i}: inches to the side of the throw line.`,
  }),
  [`v${i}Tier`]: enumField(TIERS, {
    default: 'cowpoke',
    description: `Victim ${i}: tier (HP; a legend is Tough).`,
    noun: 'tier',
  }),
  [`v${i}Tough`]: booleanField({
    default: false,
    description: `Victim ${i}: has the Tough skill.`,
  }),
  [`v${i}Cover`]: enumField(COVER, {
    default: 'none',
    description: `Victim ${i}: cover between it and the token.`,
    noun: 'cover',
  }),
  [`v${i}Moved`]: booleanField({
    default: false,
    description: `Victim ${i}: moved in its latest activation before the blast.`,
  }),
});

const params = {
  distance: numberField({
    default: 5,
    min: 0,
    max: 40,
    unit: 'inches',
    description: 'Thrower to the chosen spot: up to 6" a sure throw, beyond it a Hail Mary.',
  }),
  tier: enumField(TIERS, {
    default: 'cowpoke',
    description: 'Thrower tier (greenhorn −1, legend +1).',
    noun: 'tier',
  }),
  marksman: booleanField({
    default: false,
    description: "Dynamite is the thrower's Marksman weapon (+1).",
  }),
  moved: booleanField({ default: false, description: 'The thrower moved this turn (−1).' }),
  victims: numberField({
    default: 1,
    min: 1,
    max: MAX_VICTIMS,
    integer: true,
    description: 'Models around the spot (1–3).',
  }),
  ...victimParams(1),
  ...victimParams(2),
  ...victimParams(3),
} as const;

type VictimKeys<I extends number> =
  `v${I}Along` | `v${I}Across` | `v${I}Tier` | `v${I}Tough` | `v${I}Cover` | `v${I}Moved`;
export type DynamiteParams = Values<typeof params> & {
  [K in VictimKeys<1 | 2 | 3>]: K extends `${string}Tier`
    ? Tier
    : K extends `${string}Cover`
      ? Cover
      : K extends `${string}Moved` | `${string}Tough`
        ? boolean
        : number;
};

interface Victim {
  along: number;
  across: number;
  hp: number;
  tough: boolean;
  dice: number;
}
function victimsOf(p: DynamiteParams): Victim[] {
  return Array.from({ length: p.victims }, (_, k) => {
    const i = (k + 1) as 1 | 2 | 3;
    const tier = p[`v${i}Tier`];
    return {
      along: p[`v${i}Along`],
      across: p[`v${i}Across`],
      hp: MAX_HP[tier],
      tough: p[`v${i}Tough`] || tier === 'legend',
      dice: victimDice(p[`v${i}Cover`], p[`v${i}Moved`]),
    };
  });
}

/** Landing distance → probability: a sure throw lands on the spot, a Hail Mary on min(spot, 1d6 + 6). */
function landings(distance: number): [number, number][] {
  if (distance <= THROW.sureMax) return [[distance, 1]];
  return [1, 2, 3, 4, 5, 6].map((f) => [hailMaryLanding(distance, f), 1 / 6]);
}
const LANDING_LABELS = [
  'on the spot',
  ...[1, 2, 3, 4, 5, 6].map((f) => `short at ${f + THROW.hailMaryBase}"`),
];
const landingIndex = (distance: number, landed: number) =>
  landed >= distance ? 0 : landed - THROW.hailMaryBase;
const distanceFromToken = (distance: number, landed: number, v: Victim) =>
  Math.hypot(distance + v.along - landed, v.across);
const MAX_POOL = 9;

export const dynamite: Procedure<DynamiteParams, CowpokeOptions> = {
  id: 'dynamite',
  title: 'Throwing a stick of dynamite',
  description:
    'A sure throw (up to 6") or a Hail Mary (reach 1d6 + 6, short if the spot is beyond it), then the blast: 6 dice within 2" of the token, 3 within 6", every six a hit, for each model around (cowpoke.md §1.9).',
  params: params as unknown as Procedure['params'],

  metrics(p) {
    const l = new Layout()
      .categories('landing', LANDING_LABELS, 'where the token lands')
      .probability('pOnSpot', 'the token lands on the chosen spot');
    for (let i = 1; i <= p.victims; i++) {
      l.mean(`pool${i}`, `blast dice against victim ${i}`)
        .probability(`pHit${i}`, `victim ${i} takes at least one hit`)
        .distribution(`hits${i}`, 0, MAX_POOL, `hits on victim ${i}`)
        .probability(`pRemoved${i}`, `victim ${i} (at full health) is removed`);
    }
    return l
      .distribution('removed', 0, p.victims, 'victims removed')
      .mean('meanHits', 'hits on all victims together');
  },

  explain(p, o) {
    const throwKind =
      p.distance <= THROW.sureMax
        ? 'sure throw'
        : `Hail Mary (reach 1d6 + 6; P(on the spot) = ${landings(p.distance).filter(([l]) => l >= p.distance).length}/6)`;
    const t = throwerDice(p.tier, p.marksman, p.moved, o);
    const pools = victimsOf(p).map((v, k) => {
      const n = blastPool(distanceFromToken(p.distance, p.distance, v), t, v.dice, o);
      return `victim ${k + 1}: ${n} ${n === 1 ? 'die' : 'dice'} if on the spot`;
    });
    return `${throwKind}; ${pools.join(', ')}`;
  },

  exact(p, o): ExactMetrics {
    const vs = victimsOf(p);
    const t = throwerDice(p.tier, p.marksman, p.moved, o);
    const out: ExactMetrics = { landing: {}, pOnSpot: 0, meanHits: 0 };
    const landing = out.landing as Record<string, number>;
    const removed = new Float64Array(vs.length + 1);
    vs.forEach((_, k) => {
      out[`pool${k + 1}`] = 0;
      out[`pHit${k + 1}`] = 0;
      out[`hits${k + 1}`] = {};
      out[`pRemoved${k + 1}`] = 0;
    });
    for (const [landed, pl] of landings(p.distance)) {
      const label = LANDING_LABELS[landingIndex(p.distance, landed)];
      landing[label] = (landing[label] ?? 0) + pl;
      if (landed >= p.distance) out.pOnSpot = (out.pOnSpot as number) + pl;
      let count = new Dist(0, Float64Array.of(1));
      vs.forEach((v, k) => {
        const n = blastPool(distanceFromToken(p.distance, landed, v), t, v.dice, o);
        const hits = successes(n, 1 / 6);
        let pr = 0;
        hits.p.forEach(
          (ph, h) =>
            (pr +=
              ph *
              damageAfterHits(h, v.hp, v.tough, o['tough.mode'])
                .slice(v.hp)
                .reduce((a, b) => a + b, 0)),
        );
        const i = k + 1;
        out[`pool${i}`] = (out[`pool${i}`] as number) + pl * n;
        out[`pHit${i}`] = (out[`pHit${i}`] as number) + pl * hits.atLeast(1);
        const rec = out[`hits${i}`] as Record<string, number>;
        hits.p.forEach((ph, h) => (rec[h] = (rec[h] ?? 0) + pl * ph));
        out[`pRemoved${i}`] = (out[`pRemoved${i}`] as number) + pl * pr;
        out.meanHits = (out.meanHits as number) + pl * hits.mean();
        const next = new Float64Array(count.p.length + 1);
        count.p.forEach((c, j) => {
          next[j] += c * (1 - pr);
          next[j + 1] += c * pr;
        });
        count = new Dist(0, next);
      });
      count.p.forEach((c, j) => (removed[j] += pl * c));
    }
    out.removed = new Dist(0, removed).toRecord();
    return out;
  },

  simulate(p, o, rng: Rng, trials, acc) {
    const layout = this.metrics(p, o);
    const vs = victimsOf(p);
    const nv = vs.length;
    const sLanding = layout.slot('landing'),
      sOnSpot = layout.slot('pOnSpot');
    const sRemoved = layout.slot('removed'),
      sMean = layout.slot('meanHits');
    const sPool = Int32Array.from(vs, (_, k) => layout.slot(`pool${k + 1}`));
    const sHit = Int32Array.from(vs, (_, k) => layout.slot(`pHit${k + 1}`));
    const sHits = Int32Array.from(vs, (_, k) => layout.slot(`hits${k + 1}`));
    const sRem = Int32Array.from(vs, (_, k) => layout.slot(`pRemoved${k + 1}`));
    const t = throwerDice(p.tier, p.marksman, p.moved, o);
    const mode = o['tough.mode'];
    const sure = p.distance <= THROW.sureMax;
    // Pools for each possible landing, computed once: index 0 = on the spot, 1..6 = Hail Mary face.
    const pools = new Int32Array(7 * nv);
    for (let f = 0; f <= 6; f++) {
      const landed = f === 0 ? p.distance : hailMaryLanding(p.distance, f);
      vs.forEach(
        (v, k) =>
          (pools[f * nv + k] = blastPool(distanceFromToken(p.distance, landed, v), t, v.dice, o)),
      );
    }
    for (let tr = 0; tr < trials; tr++) {
      const face = sure ? 0 : rng.d6();
      const landed = sure ? p.distance : hailMaryLanding(p.distance, face);
      const at = landed >= p.distance ? 0 : face;
      acc[sLanding + landingIndex(p.distance, landed)]++;
      if (at === 0) acc[sOnSpot]++;
      let removed = 0,
        allHits = 0;
      for (let k = 0; k < nv; k++) {
        const n = pools[at * nv + k];
        const hits = rollCountAtLeast(rng, n, 6, 6);
        const v = vs[k];
        let dmg = 0,
          avail = v.tough;
        for (let h = 0; h < hits && dmg < v.hp; h++) {
          const w = WOUND_CELLS[rng.below(36)];
          dmg += recordedDamage(w, avail);
          avail = toughAfter(w, avail, mode);
        }
        acc[sPool[k]] += n;
        acc[sPool[k] + 1] += n * n;
        if (hits > 0) acc[sHit[k]]++;
        acc[sHits[k] + hits]++;
        if (dmg >= v.hp) {
          acc[sRem[k]]++;
          removed++;
        }
        allHits += hits;
      }
      acc[sRemoved + removed]++;
      acc[sMean] += allHits;
      acc[sMean + 1] += allHits * allHits;
    }
    acc[0] += trials;
  },
};
