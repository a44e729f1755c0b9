import { successes } from '../../dice/dist.ts';
import type { Rng } from '../../dice/rng.ts';
import { Layout } from '../../core/layout.ts';
import { ExactFight } from '../../encounter/exact-fight.ts';
import {
  booleanField,
  enumField,
  figureFields,
  figureOf,
  numberField,
  type Values,
} from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { FIGHT_DICE, FIGHT_MARGIN, POOL_PASS, PROFESSIONS, type Profession } from './data.ts';
import type { SixgunOptions } from './options.ts';
import {
  OPEN_GROUND,
  exactReaction,
  rollReaction,
  setupReaction,
  type Reaction,
} from './reaction.ts';
import { sandField } from './sand-field.ts';

/**
 * A melee between A and B run to its end, six-gun-sound.md §8: pools of Rep plus the Fightin'
 * modifiers passing on 1–3, Killing stroke, Telling Blow, Flurry of Punches (−1d6 for the rest
 * of the melee, OOF at 0 dice), and Keep Fightin' on a tie. An absorbing chain over the
 * flurry counts (the shared fight chain, src/encounter/exact-fight.ts) gives the exact answer.
 */

const side = (who: 'A' | 'B', profession: Profession) => ({
  rep: numberField({ default: 4, min: 1, max: 7, integer: true, description: `${who}'s Rep.` }),
  profession: enumField(PROFESSIONS, {
    default: profession,
    description: `${who}'s profession (Keep Fightin' table).`,
    noun: 'profession',
  }),
  sand: sandField(`${who}'s Sand.`),
  meleeWeapon: booleanField({
    default: false,
    description: `${who} is armed with a melee weapon (+1d6; a Killing stroke kills).`,
  }),
  flankOrRear: booleanField({
    default: false,
    description: `${who} attacks the enemy's flank or rear (+1d6).`,
  }),
  mounted: booleanField({
    default: false,
    description: `${who} is mounted (+1d6 in the Impact round).`,
  }),
  outnumbers: booleanField({
    default: false,
    description: `${who}'s side outnumbers the enemy (+1d6).`,
  }),
  chargePenalty: booleanField({
    default: false,
    description: `${who} has −1d6 in the first round from a charge reaction result.`,
  }),
  prone: booleanField({ default: false, description: `${who} is prone (−1d6).` }),
  brawler: booleanField({
    default: false,
    description: `${who} is a Brawler (+1d6, no cap: C-38).`,
  }),
});
const A = side('A', 'cowboy');
const B = side('B', 'outlaw');

const params = {
  ...figureFields('a', A),
  ...figureFields('b', B),
} as const;

export type FightParams = Values<typeof params>;

/** Rounds are counted up to this; the last bucket holds this many or more. */
export const MAX_ROUNDS = 20;

/** Absorbing outcomes, in chain order. */
const ENDS = ['a-od', 'a-oof', 'a-ran', 'b-od', 'b-oof', 'b-ran', 'both-ran'] as const;
const [A_OD, A_OOF, A_RAN, B_OD, B_OOF, B_RAN, BOTH_RAN] = [0, 1, 2, 3, 4, 5, 6];

interface Side {
  /** Pool from the second round on, before flurries. */
  base: number;
  /** Extra dice in the first round only. */
  first: number;
  kills: boolean;
  keep: Reaction;
  pKeep: number;
}

interface Setup {
  sides: [Side, Side];
  bothFailFight: boolean;
}

function setup(p: FightParams, o: SixgunOptions): Setup {
  const make = (x: 'a' | 'b'): Omit<Side, 'kills'> & { weapon: boolean } => {
    const f = figureOf(p, x, x === 'a' ? A : B);
    const weapon = f.meleeWeapon;
    const base =
      f.rep +
      (f.flankOrRear ? FIGHT_DICE.flankOrRear : 0) +
      (weapon ? FIGHT_DICE.meleeWeapon : 0) +
      (f.outnumbers ? FIGHT_DICE.outnumbers : 0) +
      (f.prone ? FIGHT_DICE.prone : 0) +
      (f.brawler ? FIGHT_DICE.brawler : 0);
    const impact = f.mounted && (weapon || !o['fight.mountedImpactNeedsMeleeWeapon']);
    const first =
      (impact ? FIGHT_DICE.mountedImpact : 0) + (f.chargePenalty ? FIGHT_DICE.reactionPenalty : 0);
    const keep = setupReaction('keep-fightin', f.profession, f.sand, OPEN_GROUND, o);
    return { base, first, keep, pKeep: exactReaction(keep).actions[0], weapon };
  };
  const a = make('a'),
    b = make('b');
  const killsWith = (winner: typeof a, loser: typeof a) =>
    o['fight.killingStrokeWeapon'] === 'winner' ? winner.weapon : loser.weapon;
  return {
    sides: [
      { ...a, kills: killsWith(a, b) },
      { ...b, kills: killsWith(b, a) },
    ],
    bothFailFight: o['fight.bothFailKeepFighting'],
  };
}

/** P(passes = k) for n dice passing on 1–3. */
const passDist = (n: number) => successes(Math.max(0, n), POOL_PASS / 6).p;

/**
 * The melee as the shared fight chain: state 0 is the first round, then (flurries on A,
 * flurries on B) while both pools last; every state numbered, in that order.
 */
function fightOf(s: Setup): ExactFight {
  const [a, b] = s.sides;
  const idx = (fa: number, fb: number) => 1 + fa * b.base + fb;
  const bothKeep = a.pKeep * b.pKeep,
    bothFail = (1 - a.pKeep) * (1 - b.pKeep);
  const end = (k: number) => -1 - k;
  const round = (fa: number, fb: number, first: boolean, to: (next: number, p: number) => void) => {
    const da = passDist(a.base - fa + (first ? a.first : 0));
    const db = passDist(b.base - fb + (first ? b.first : 0));
    for (let i = 0; i < da.length; i++)
      for (let j = 0; j < db.length; j++) {
        const q = da[i] * db[j];
        if (q === 0) continue;
        const d = i - j;
        if (d >= FIGHT_MARGIN.killingStroke) to(end(a.kills ? B_OD : B_OOF), q);
        else if (d <= -FIGHT_MARGIN.killingStroke) to(end(b.kills ? A_OD : A_OOF), q);
        else if (d === FIGHT_MARGIN.tellingBlow) to(end(B_OOF), q);
        else if (d === -FIGHT_MARGIN.tellingBlow) to(end(A_OOF), q);
        else if (d === FIGHT_MARGIN.flurry) {
          if (b.base - fb - 1 <= 0) to(end(B_OOF), q);
          else to(idx(fa, fb + 1), q);
        } else if (d === -FIGHT_MARGIN.flurry) {
          if (a.base - fa - 1 <= 0) to(end(A_OOF), q);
          else to(idx(fa + 1, fb), q);
        } else {
          to(idx(fa, fb), q * (bothKeep + (s.bothFailFight ? bothFail : 0)));
          if (!s.bothFailFight) to(end(BOTH_RAN), q * bothFail);
          to(end(A_RAN), q * (1 - a.pKeep) * b.pKeep);
          to(end(B_RAN), q * a.pKeep * (1 - b.pKeep));
        }
      }
  };
  const states = [0];
  for (let fa = 0; fa < a.base; fa++) for (let fb = 0; fb < b.base; fb++) states.push(idx(fa, fb));
  return new ExactFight({
    ends: ENDS.length,
    start: 0,
    states,
    step(state, to) {
      if (state === 0) return round(0, 0, true, to);
      const k = state - 1;
      round(Math.floor(k / b.base), k % b.base, false, to);
    },
  });
}

/** A pool's passes in simulation. */
function rollPool(rng: Rng, n: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (rng.below(6) < POOL_PASS) k++;
  return k;
}

const PER_SIDE = [
  ['pWins', 'wins the melee'],
  ['pObviouslyDead', 'is Obviously Dead (Killing stroke with a melee weapon)'],
  ['pOutOfFight', 'is Out of the Fight'],
  ['pRanAway', "ran away (failed Keep Fightin')"],
] as const;

export const fight: Procedure<FightParams, SixgunOptions> = {
  id: 'fight',
  title: 'A melee between two figures',
  description:
    "Fightin' run to its end: pools of Rep plus the Fightin' modifiers, Killing stroke, Telling Blow, Flurry of Punches and Keep Fightin' (six-gun-sound.md §8).",
  params,

  check(p, o) {
    const s = setup(p, o);
    return s.sides.flatMap((x, i) =>
      x.base < 1 ? [`${i ? 'B' : 'A'}'s melee pool is ${x.base} dice; it needs at least 1`] : [],
    );
  },

  metrics(p, o) {
    const [a, b] = setup(p, o).sides;
    const l = new Layout().distribution(
      'round',
      -Math.max(0, b.base + b.first),
      Math.max(0, a.base + a.first),
      'passes(A) − passes(B) in the first round',
    );
    for (const who of ['a', 'b'] as const)
      for (const [name, text] of PER_SIDE)
        l.probability(`${name}.${who}`, `${who.toUpperCase()} ${text}`);
    return l
      .probability(
        'pBothRanAway',
        "both failed Keep Fightin' together and ran (only when fight.bothFailKeepFighting is off)",
      )
      .distribution(
        'rounds',
        1,
        MAX_ROUNDS,
        `rounds of melee rolled (${MAX_ROUNDS} means ${MAX_ROUNDS} or more)`,
      );
  },

  explain(p, o) {
    const [a, b] = setup(p, o).sides;
    const pool = (x: Side) =>
      `${x.base}${x.first ? ` (${x.base + x.first} in the first round)` : ''}`;
    return `A ${pool(a)} dice against B ${pool(b)} dice; Keep Fightin' carries on ${a.pKeep.toFixed(4)} / ${b.pKeep.toFixed(4)}`;
  },

  exact(p, o): ExactMetrics {
    const s = setup(p, o);
    const [a, b] = s.sides;
    const fight = fightOf(s);
    const absorbed = fight.endings();
    const out: ExactMetrics = {};
    const first = new Float64Array(a.base + a.first + b.base + b.first + 1);
    const da = passDist(a.base + a.first),
      db = passDist(b.base + b.first);
    const lo = -Math.max(0, b.base + b.first);
    for (let i = 0; i < da.length; i++)
      for (let j = 0; j < db.length; j++) first[i - j - lo] += da[i] * db[j];
    const round: Record<string, number> = {};
    first.forEach((v, i) => (round[String(i + lo)] = v));
    out.round = round;
    const end = (k: number) => absorbed[k];
    out['pWins.a'] = end(B_OD) + end(B_OOF) + end(B_RAN);
    out['pObviouslyDead.a'] = end(A_OD);
    out['pOutOfFight.a'] = end(A_OOF);
    out['pRanAway.a'] = end(A_RAN) + end(BOTH_RAN);
    out['pWins.b'] = end(A_OD) + end(A_OOF) + end(A_RAN);
    out['pObviouslyDead.b'] = end(B_OD);
    out['pOutOfFight.b'] = end(B_OOF);
    out['pRanAway.b'] = end(B_RAN) + end(BOTH_RAN);
    out.pBothRanAway = end(BOTH_RAN);
    const h = fight.horizon(MAX_ROUNDS - 1);
    const rounds: Record<string, number> = {};
    for (let r = 0; r < MAX_ROUNDS - 1; r++) {
      let v = 0;
      for (let k = 0; k < ENDS.length; k++) v += h.absorbedAt[r * ENDS.length + k];
      rounds[String(r + 1)] = v;
    }
    rounds[String(MAX_ROUNDS)] = h.remaining;
    out.rounds = rounds;
    return out;
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const s = setup(p, o);
    const [a, b] = s.sides;
    const sRound = layout.slot('round');
    const lo = layout.get('round').min!;
    const sRounds = layout.slot('rounds');
    const slot = (n: string) => layout.slot(n);
    // Where each ending is counted: [wins of the other side, own loss].
    const counts: Record<number, number[]> = {
      [A_OD]: [slot('pWins.b'), slot('pObviouslyDead.a')],
      [A_OOF]: [slot('pWins.b'), slot('pOutOfFight.a')],
      [A_RAN]: [slot('pWins.b'), slot('pRanAway.a')],
      [B_OD]: [slot('pWins.a'), slot('pObviouslyDead.b')],
      [B_OOF]: [slot('pWins.a'), slot('pOutOfFight.b')],
      [B_RAN]: [slot('pWins.a'), slot('pRanAway.b')],
      [BOTH_RAN]: [slot('pRanAway.a'), slot('pRanAway.b'), slot('pBothRanAway')],
    };
    for (let t = 0; t < trials; t++) {
      let fa = 0,
        fb = 0,
        rounds = 0,
        end = -1;
      while (end < 0) {
        const first = rounds === 0;
        const d =
          rollPool(rng, Math.max(0, a.base - fa + (first ? a.first : 0))) -
          rollPool(rng, Math.max(0, b.base - fb + (first ? b.first : 0)));
        if (first) acc[sRound + d - lo]++;
        rounds++;
        if (d >= FIGHT_MARGIN.killingStroke) end = a.kills ? B_OD : B_OOF;
        else if (d <= -FIGHT_MARGIN.killingStroke) end = b.kills ? A_OD : A_OOF;
        else if (d === FIGHT_MARGIN.tellingBlow) end = B_OOF;
        else if (d === -FIGHT_MARGIN.tellingBlow) end = A_OOF;
        else if (d === FIGHT_MARGIN.flurry) {
          if (b.base - ++fb <= 0) end = B_OOF;
        } else if (d === -FIGHT_MARGIN.flurry) {
          if (a.base - ++fa <= 0) end = A_OOF;
        } else {
          const keepA = rollReaction(a.keep, rng) === 0,
            keepB = rollReaction(b.keep, rng) === 0;
          if (!keepA && !keepB) end = s.bothFailFight ? -1 : BOTH_RAN;
          else if (!keepA) end = A_RAN;
          else if (!keepB) end = B_RAN;
        }
      }
      for (const k of counts[end]) acc[k]++;
      acc[sRounds + Math.min(rounds, MAX_ROUNDS) - 1]++;
    }
    acc[0] += trials;
  },
};
