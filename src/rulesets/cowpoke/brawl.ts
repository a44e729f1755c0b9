import { successes } from '../../dice/dist.ts';
import { rollCountAtLeast } from '../../dice/rolls.ts';
import type { Rng } from '../../dice/rng.ts';
import { Layout } from '../../core/layout.ts';
import {
  booleanField,
  enumField,
  figureFields,
  figureOf,
  numberField,
  type Values,
} from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { budgeted } from '../exact-budget.ts';
import { BRAWL_DICE, CRIT, MAX_HP, TIERS, WOUND_CELLS, type Tier } from './data.ts';
import { recordedDamage, toughAfter } from './injury.ts';
import type { CowpokeOptions } from './options.ts';
import { tierDice } from './pool.ts';
import { scarPoolDice } from './scars.ts';

/** What decides a fighter's Brawl pool; cowpoke.md §1.6. */
export interface Brawler {
  tier: Tier;
  brawler: boolean;
  melee: boolean;
}

/** A fighter's Brawl dice before critical injuries and the floor; cowpoke.md §1.6. */
export function brawlBase(f: Brawler, o: CowpokeOptions): number {
  return (
    BRAWL_DICE.base +
    tierDice(f.tier, o) +
    (f.brawler ? BRAWL_DICE.brawler : 0) +
    (f.melee ? BRAWL_DICE.meleeWeapon : 0)
  );
}

/** The dice rolled: the base plus the scars' dice, floored at `brawl.minPool` (cowpoke.md A5). */
export const brawlDiceOf = (base: number, scarDice: number, minPool: number) =>
  Math.max(base + scarDice, minPool);

/** Pool with critical injuries, floored by `brawl.minPool` (cowpoke.md A5). */
export function brawlPool(f: Brawler, scarDice: number, o: CowpokeOptions): number {
  return brawlDiceOf(brawlBase(f, o), scarDice, o['brawl.minPool']);
}

/**
 * The −1 for a Head or Arms tally of 2 or more, once for the group; cowpoke.md §1.13, A23.
 * Whether Head and Arms would stack never arises: both scarred is 4 recorded damage, which
 * removes every character (no tier has more than 4 HP, §2.1).
 */
export function scarDice(head: number, arms: number, o: CowpokeOptions): number {
  if (!o['critInjury.enabled']) return 0;
  return scarPoolDice(head >= CRIT.threshold, arms >= CRIT.threshold);
}

/** Bout outcomes, in the order of the four metrics; cowpoke.md §1.6 step 3 [L514-529]. */
export const ATTACKER_WINS = 0,
  DEFENDER_WINS = 1,
  BLOODY_DRAW = 2,
  SCUFFLE = 3;

/** The outcome of one bout from the two sides' sixes (W29). */
export function boutOutcome(attackerSixes: number, defenderSixes: number): number {
  if (attackerSixes > defenderSixes) return ATTACKER_WINS;
  if (defenderSixes > attackerSixes) return DEFENDER_WINS;
  return attackerSixes > 0 ? BLOODY_DRAW : SCUFFLE;
}

/** Exact probabilities of the four outcomes for pools a and d (Appendix B). */
export function boutOdds(a: number, d: number): [number, number, number, number] {
  const pa = successes(a, 1 / 6).p,
    pd = successes(d, 1 / 6).p;
  const out: [number, number, number, number] = [0, 0, 0, 0];
  for (let i = 0; i < pa.length; i++)
    for (let j = 0; j < pd.length; j++) out[boutOutcome(i, j)] += pa[i] * pd[j];
  return out;
}

/** Each attacker's fields, flat as attackerTier, attackerBrawler, …; cowpoke.md §1.6. */
const ATTACKER = {
  tier: enumField(TIERS, {
    default: 'cowpoke',
    description: 'Tier of each attacker: greenhorn −1, legend +1 (and Tough).',
    noun: 'tier',
  }),
  brawler: booleanField({
    default: false,
    description: 'Attackers have the Brawler skill (+2).',
  }),
  melee: booleanField({
    default: false,
    description: 'Attackers wield a melee weapon (+2).',
  }),
  tough: booleanField({ default: false, description: 'Attackers have the Tough skill.' }),
  scarred: booleanField({
    default: false,
    description: 'Attackers start with a scarred Head (−1 when critInjury.enabled).',
  }),
} as const;

/** Each defender's fields, flat as defenderTier, …. */
const DEFENDER = {
  tier: enumField(TIERS, {
    default: 'cowpoke',
    description: 'Tier of each defender.',
    noun: 'tier',
  }),
  brawler: booleanField({
    default: false,
    description: 'Defenders have the Brawler skill (+2).',
  }),
  melee: booleanField({
    default: false,
    description: 'Defenders wield a melee weapon (+2).',
  }),
  tough: booleanField({ default: false, description: 'Defenders have the Tough skill.' }),
  scarred: booleanField({
    default: false,
    description: 'Defenders start with a scarred Head (−1 when critInjury.enabled).',
  }),
} as const;

const params = {
  ...figureFields('attacker', ATTACKER),
  ...figureFields('defender', DEFENDER),
  attackers: numberField({
    default: 1,
    min: 1,
    max: 3,
    integer: true,
    description: 'Attackers, each taking one Brawl action in turn.',
  }),
  defenders: numberField({
    default: 1,
    min: 1,
    max: 3,
    integer: true,
    description: 'Defenders in contact with every attacker; one bout per pair, in order.',
  }),
} as const;

export type BrawlParams = Values<typeof params>;

interface Side {
  fighter: Brawler;
  hp: number;
  tough: boolean;
  scarred: boolean;
}
const sideOf = (p: BrawlParams, who: 'attacker' | 'defender'): Side => {
  const f = figureOf(p, who, who === 'attacker' ? ATTACKER : DEFENDER);
  return {
    fighter: { tier: f.tier, brawler: f.brawler, melee: f.melee },
    hp: MAX_HP[f.tier],
    tough: f.tough || f.tier === 'legend',
    scarred: f.scarred,
  };
};

/**
 * Who fights whom: each attacker in order takes one Brawl action against every defender
 * still standing, one bout per pair (cowpoke.md §1.7 [L557-564]); an attacker who is removed
 * fights no further bouts. With one attacker this is exactly the book's multiple-combatant
 * rule; with several it is several activations in a row.
 */
function schedule(p: BrawlParams): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < p.attackers; a++)
    for (let d = 0; d < p.defenders; d++) out.push([a, p.attackers + d]);
  return out;
}

// Fighter state in the exact propagation and the simulation: damage, Tough unused, Head and Arms tallies.
const F = 4;

/** A wound cell's scar group: Head (row 1) 0, Arms (row 4) 1, anywhere else 2. */
const groupOf = (cell: number) => {
  const row = (cell / 6) | 0;
  return row === 0 ? 0 : row === 3 ? 1 : 2;
};
/** Wounds that differ for the exact propagation: (scar group, damage) classes. */
const WOUND_KINDS = new Set(Array.from(WOUND_CELLS, (w, cell) => `${groupOf(cell)},${w}`)).size;

const binomial = (n: number, k: number): number => (k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k);

export const brawl: Procedure<BrawlParams, CowpokeOptions> = budgeted({
  id: 'brawl',
  title: 'A Brawl action',
  description:
    'Opposed pools of sixes (base 2, tier, Brawler +2, melee weapon +2, scarred −1), the four outcomes and their one-hit wounds; several attackers or defenders fought bout by bout (cowpoke.md §1.6–1.7, Appendix B).',
  params,

  metrics(p) {
    return new Layout()
      .mean('attackerPool', 'dice the first attacker rolls in the first bout')
      .mean('defenderPool', 'dice the first defender rolls in the first bout')
      .probability(
        'pAttackerWins',
        'first bout: the attacker rolls more sixes (the defender takes one hit)',
      )
      .probability(
        'pDefenderWins',
        'first bout: the defender rolls more sixes (the attacker takes one hit)',
      )
      .probability('pBloodyDraw', 'first bout: equal sixes, at least one each (both take one hit)')
      .probability('pScuffle', 'first bout: no sixes on either side')
      .probability('pAttackerRemoved', 'the first attacker is removed')
      .probability('pDefenderRemoved', 'the first defender is removed')
      .distribution('attackersRemoved', 0, p.attackers, 'attackers removed')
      .distribution('defendersRemoved', 0, p.defenders, 'defenders removed')
      .mean('bouts', 'bouts fought');
  },

  explain(p, o) {
    const a = sideOf(p, 'attacker'),
      d = sideOf(p, 'defender');
    const pa = brawlPool(a.fighter, scarDice(a.scarred ? 2 : 0, 0, o), o);
    const pd = brawlPool(d.fighter, scarDice(d.scarred ? 2 : 0, 0, o), o);
    return `attacker ${pa} dice vs defender ${pd} dice; ${p.attackers} × ${p.defenders} bouts at most`;
  },

  // The propagation holds at most every combination of the fighters' states, once per bout. A
  // fighter's states are its damage, Tough spent, and Head and Arms tallies with critical
  // injuries, and no more than the multisets of the wounds it can take: one a bout it fights.
  exactCost(p, o) {
    const states = (side: Side, bouts: number) =>
      Math.min(
        (side.hp + 1) *
          (side.tough ? 2 : 1) *
          (o['critInjury.enabled']
            ? (side.scarred ? 1 : CRIT.threshold + 1) * (CRIT.threshold + 1)
            : 1),
        binomial(WOUND_KINDS + bouts, bouts),
      );
    return (
      states(sideOf(p, 'attacker'), p.defenders) ** p.attackers *
      states(sideOf(p, 'defender'), p.attackers) ** p.defenders *
      p.attackers *
      p.defenders
    );
  },

  exact(p, o): ExactMetrics {
    const sides = [
      ...Array(p.attackers).fill(sideOf(p, 'attacker')),
      ...Array(p.defenders).fill(sideOf(p, 'defender')),
    ] as Side[];
    // Collapse the 36 wound cells into (scar group, damage) classes: only Head (row 1) and Arms (row 4) tallies matter.
    const classes = new Map<string, [number, number, number]>();
    for (let cell = 0; cell < 36; cell++) {
      const group = groupOf(cell);
      const key = `${group},${WOUND_CELLS[cell]}`;
      const c = classes.get(key) ?? [group, WOUND_CELLS[cell], 0];
      c[2] += 1 / 36;
      classes.set(key, c);
    }
    const wound = (s: number[], i: number, group: number, w: number) => {
      const hp = sides[i].hp;
      const t = s[i * F + 1] === 1;
      const rec = recordedDamage(w, t);
      s[i * F] = Math.min(hp, s[i * F] + rec);
      s[i * F + 1] = toughAfter(w, t, o['tough.mode']) ? 1 : 0;
      if (o['critInjury.enabled'] && group < 2)
        s[i * F + 2 + group] = Math.min(CRIT.threshold, s[i * F + 2 + group] + rec);
    };
    const hitAll = (
      state: number[],
      who: number[],
      pr: number,
      into: Map<string, number>,
      k = 0,
    ) => {
      if (k === who.length) {
        const key = state.join(',');
        into.set(key, (into.get(key) ?? 0) + pr);
        return;
      }
      for (const [group, w, pw] of classes.values()) {
        const s = state.slice();
        wound(s, who[k], group, w);
        hitAll(s, who, pr * pw, into, k + 1);
      }
    };
    const start: number[] = [];
    for (const s of sides) start.push(0, s.tough ? 1 : 0, s.scarred ? CRIT.threshold : 0, 0);
    let dist = new Map<string, number>([[start.join(','), 1]]);
    const first = [0, 0, 0, 0];
    let bouts = 0,
      firstPools: [number, number] = [0, 0];
    schedule(p).forEach(([a, d], index) => {
      const next = new Map<string, number>();
      for (const [key, pr] of dist) {
        const s = key.split(',').map(Number);
        if (s[a * F] >= sides[a].hp || s[d * F] >= sides[d].hp) {
          next.set(key, (next.get(key) ?? 0) + pr);
          continue;
        }
        bouts += pr;
        const pa = brawlPool(sides[a].fighter, scarDice(s[a * F + 2], s[a * F + 3], o), o);
        const pd = brawlPool(sides[d].fighter, scarDice(s[d * F + 2], s[d * F + 3], o), o);
        const odds = boutOdds(pa, pd);
        if (index === 0) {
          odds.forEach((x, i) => (first[i] = x));
          firstPools = [pa, pd];
        }
        hitAll(s, [d], pr * odds[ATTACKER_WINS], next);
        hitAll(s, [a], pr * odds[DEFENDER_WINS], next);
        hitAll(s, [a, d], pr * odds[BLOODY_DRAW], next);
        next.set(key, (next.get(key) ?? 0) + pr * odds[SCUFFLE]);
      }
      dist = next;
    });
    let aRemoved = 0,
      dRemoved = 0;
    const attackersRemoved: Record<string, number> = {},
      defendersRemoved: Record<string, number> = {};
    for (const [key, pr] of dist) {
      const s = key.split(',').map(Number);
      let na = 0,
        nd = 0;
      sides.forEach((side, i) => {
        if (s[i * F] < side.hp) return;
        if (i < p.attackers) na++;
        else nd++;
      });
      if (s[0] >= sides[0].hp) aRemoved += pr;
      if (s[p.attackers * F] >= sides[p.attackers].hp) dRemoved += pr;
      attackersRemoved[na] = (attackersRemoved[na] ?? 0) + pr;
      defendersRemoved[nd] = (defendersRemoved[nd] ?? 0) + pr;
    }
    return {
      attackerPool: firstPools[0],
      defenderPool: firstPools[1],
      pAttackerWins: first[ATTACKER_WINS],
      pDefenderWins: first[DEFENDER_WINS],
      pBloodyDraw: first[BLOODY_DRAW],
      pScuffle: first[SCUFFLE],
      pAttackerRemoved: aRemoved,
      pDefenderRemoved: dRemoved,
      attackersRemoved,
      defendersRemoved,
      bouts,
    };
  },

  simulate(p, o, rng: Rng, trials, acc) {
    const layout = this.metrics(p, o);
    const slot = (m: string) => layout.slot(m);
    const sAP = slot('attackerPool'),
      sDP = slot('defenderPool');
    const sOutcome = [
      slot('pAttackerWins'),
      slot('pDefenderWins'),
      slot('pBloodyDraw'),
      slot('pScuffle'),
    ];
    const sAR = slot('pAttackerRemoved'),
      sDR = slot('pDefenderRemoved');
    const sARd = slot('attackersRemoved'),
      sDRd = slot('defendersRemoved'),
      sBouts = slot('bouts');
    const sides = [
      ...Array(p.attackers).fill(sideOf(p, 'attacker')),
      ...Array(p.defenders).fill(sideOf(p, 'defender')),
    ] as Side[];
    const n = sides.length;
    const hp = Int32Array.from(sides, (s) => s.hp);
    const pairs = Int32Array.from(schedule(p).flat());
    const state = new Int32Array(n * F);
    const mode = o['tough.mode'];
    const crit = o['critInjury.enabled'];
    const wound = (i: number) => {
      const cell = rng.below(36);
      const w = WOUND_CELLS[cell];
      const t = state[i * F + 1] === 1;
      const rec = recordedDamage(w, t);
      state[i * F] += rec;
      state[i * F + 1] = toughAfter(w, t, mode) ? 1 : 0;
      const row = (cell / 6) | 0;
      if (crit && (row === 0 || row === 3)) state[i * F + 2 + (row === 0 ? 0 : 1)] += rec;
    };

    for (let t = 0; t < trials; t++) {
      for (let i = 0; i < n; i++) {
        state[i * F] = 0;
        state[i * F + 1] = sides[i].tough ? 1 : 0;
        state[i * F + 2] = sides[i].scarred ? CRIT.threshold : 0;
        state[i * F + 3] = 0;
      }
      let bouts = 0;
      for (let k = 0; k < pairs.length; k += 2) {
        const a = pairs[k],
          d = pairs[k + 1];
        if (state[a * F] >= hp[a] || state[d * F] >= hp[d]) continue;
        const pa = brawlPool(sides[a].fighter, scarDice(state[a * F + 2], state[a * F + 3], o), o);
        const pd = brawlPool(sides[d].fighter, scarDice(state[d * F + 2], state[d * F + 3], o), o);
        // Every die is rolled (attacker's first) so that a play-by-play can show the faces.
        const sa = rollCountAtLeast(rng, pa, 6, 6);
        const sd = rollCountAtLeast(rng, pd, 6, 6);
        const outcome = boutOutcome(sa, sd);
        if (k === 0) {
          acc[sOutcome[outcome]]++;
          acc[sAP] += pa;
          acc[sAP + 1] += pa * pa;
          acc[sDP] += pd;
          acc[sDP + 1] += pd * pd;
        }
        // A Bloody Draw's two hits are simultaneous: the attacker's wound first only fixes the draw order.
        if (outcome === DEFENDER_WINS || outcome === BLOODY_DRAW) wound(a);
        if (outcome === ATTACKER_WINS || outcome === BLOODY_DRAW) wound(d);
        bouts++;
      }
      let na = 0,
        nd = 0;
      for (let i = 0; i < n; i++) if (state[i * F] >= hp[i]) i < p.attackers ? na++ : nd++;
      if (state[0] >= hp[0]) acc[sAR]++;
      if (state[p.attackers * F] >= hp[p.attackers]) acc[sDR]++;
      acc[sARd + na]++;
      acc[sDRd + nd]++;
      acc[sBouts] += bouts;
      acc[sBouts + 1] += bouts * bouts;
    }
    acc[0] += trials;
  },
});
