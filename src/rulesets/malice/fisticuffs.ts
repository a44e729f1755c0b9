import { Layout } from '../../core/layout.ts';
import { unseen } from '../../dice/card-odds.ts';
import { suitOf, type CardOrder } from '../../dice/cards.ts';
import { Hand } from '../../dice/deck.ts';
import { booleanField, enumField, numberField } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { deckOf, isLowBlowCard, orderOf } from './cards.ts';
import {
  characterFields,
  characterNotes,
  describeCharacter,
  readCharacter,
  type Character,
} from './character.ts';
import { FISTICUFFS_MOUNTED_BONUS, FISTICUFFS_WOUNDS, HAND_SIZE } from './data.ts';
import type { MaliceOptions } from './options.ts';
import { CARD_POLICIES, chooseCard, type CardPolicy } from './policies.ts';
import {
  copyBody,
  hitCharacter,
  hitOutcomes,
  newBody,
  resetBody,
  toughnessTest,
  pToughnessPass,
  testsToughness,
  type Body,
} from './wounds.ts';

/** A fighter's state as fisticuffs start: ready, or Unconscious from a Severe Wound or from a fisticuffs Gut Punch. */
export const FIGHTER_STATES = ['ready', 'unconscious-severe', 'unconscious-gut-punch'] as const;
type FighterState = (typeof FIGHTER_STATES)[number];

const params = {
  aPolicy: enumField(CARD_POLICIES, {
    default: 'random',
    description: 'How A picks his card.',
    noun: 'card policy',
  }),
  bPolicy: enumField(CARD_POLICIES, {
    default: 'random',
    description: 'How B picks his card.',
    noun: 'card policy',
  }),
  aMounted: booleanField({ default: false, description: 'A is mounted (+1).' }),
  bMounted: booleanField({ default: false, description: 'B is mounted (+1).' }),
  aState: enumField(FIGHTER_STATES, {
    default: 'ready',
    description: "A's state.",
    noun: 'fighter state',
  }),
  bState: enumField(FIGHTER_STATES, {
    default: 'ready',
    description: "B's state.",
    noun: 'fighter state',
  }),
  aHand: numberField({
    default: HAND_SIZE,
    min: 0,
    max: 20,
    integer: true,
    description: "Cards in A's hand (0: he cannot play and loses).",
  }),
  bHand: numberField({
    default: HAND_SIZE,
    min: 0,
    max: 20,
    integer: true,
    description: "Cards in B's hand.",
  }),
  ...characterFields('', 'both fighters'),
} as const;

export interface FisticuffsParams {
  aPolicy: CardPolicy;
  bPolicy: CardPolicy;
  aMounted: boolean;
  bMounted: boolean;
  aState: FighterState;
  bState: FighterState;
  aHand: number;
  bHand: number;
  [character: string]: unknown;
}

/** How a pair of cards was decided. */
export const A_WINS = 0,
  B_WINS = 1,
  NO_RESULT = 2;
export const BY_SCORE = 0,
  BY_LOW_BLOW = 1,
  BY_SUIT = 2,
  BY_SAME_SUIT_RULE = 3;

/**
 * The winner of two cards played (malice.md §1.12, D14, D15): a 2 of the opponent's suit
 * wins outright (Low Blow); else the higher score (value, +1 mounted); equal scores go to
 * the higher suit, or, in one suit (only a mounted +1 makes that), to the option's rule.
 * Returns winner · 4 + how.
 */
export function decideCards(
  ca: number,
  cb: number,
  aMounted: boolean,
  bMounted: boolean,
  order: CardOrder,
  o: MaliceOptions,
): number {
  const sa = suitOf(ca),
    sb = suitOf(cb);
  if (sa === sb && sa >= 0) {
    if (isLowBlowCard(ca) && !isLowBlowCard(cb)) return A_WINS * 4 + BY_LOW_BLOW;
    if (isLowBlowCard(cb) && !isLowBlowCard(ca)) return B_WINS * 4 + BY_LOW_BLOW;
  }
  const va = order.value[ca] + (aMounted ? FISTICUFFS_MOUNTED_BONUS : 0);
  const vb = order.value[cb] + (bMounted ? FISTICUFFS_MOUNTED_BONUS : 0);
  if (va !== vb) return (va > vb ? A_WINS : B_WINS) * 4 + BY_SCORE;
  if (sa === sb) {
    const rule = o['fisticuffs.sameSuitTie'];
    if (rule === 'nothing') return NO_RESULT * 4 + BY_SAME_SUIT_RULE;
    if (rule === 'mounted') return (aMounted ? A_WINS : B_WINS) * 4 + BY_SAME_SUIT_RULE;
    return (order.strength[ca] > order.strength[cb] ? A_WINS : B_WINS) * 4 + BY_SAME_SUIT_RULE;
  }
  if (o['fisticuffs.tie'] === 'nothing') return NO_RESULT * 4 + BY_SUIT;
  return (sa > sb ? A_WINS : B_WINS) * 4 + BY_SUIT; // suit codes run clubs < diamonds < hearts < spades
}

/** Whether a fighter must lose without a card (malice.md §1.12 step 5, [L182-183]). */
export function cannotPlay(state: FighterState, hand: number, o: MaliceOptions): boolean {
  if (hand === 0) return true;
  if (state === 'ready') return false;
  return o['fisticuffs.unconsciousLoses'] === 'any' || state === 'unconscious-severe';
}

function layout(): Layout {
  return new Layout()
    .probability('pAWins', 'A wins: B is pushed back 2" and takes two wounds')
    .probability('pBWins', 'B wins')
    .probability('pNoResult', 'nothing happens (neither can play, or an unbroken tie)')
    .probability('pLowBlow', "decided by a Low Blow (a 2 of the opponent's suit)")
    .probability('pSuitTie', 'equal scores decided by the suit order')
    .probability(
      'pSameSuitTie',
      'equal scores in one suit (a mounted +1), decided by the option fisticuffs.sameSuitTie',
    )
    .probability(
      'pLoserUnconscious',
      'the loser is alive and Unconscious after his two wounds (Gut Punch or Severe)',
    )
    .probability('pLoserDead', 'the loser is killed by his two wounds')
    .probability('pLoserLilyLivered', 'the loser is alive and Lily Livered');
}

/**
 * The loser's two wounds, with one Toughness test each or one for both (malice.md §1.12 step 6,
 * A17). `locations`, when given, receives where each wound went.
 */
export function takeBeating(
  b: Body,
  rng: Parameters<typeof hitCharacter>[1],
  o: MaliceOptions,
  locations?: Int8Array,
): void {
  const each = o['toughness.testsPerWound'];
  for (let w = 0; w < FISTICUFFS_WOUNDS; w++) {
    const loc = hitCharacter(b, rng, false, 'none', o, true, each);
    if (locations) locations[w] = loc;
  }
  if (!each) toughnessTest(b, rng);
}

const characterOf = (p: FisticuffsParams) => readCharacter(p, '', 'both fighters') as Character;

export const fisticuffs: Procedure<FisticuffsParams, MaliceOptions> = {
  id: 'fisticuffs',
  title: 'Fisticuffs',
  description:
    "Two characters in base contact each play a card: Low Blow, score (+1 mounted), ties by suit; a fighter with no card or Unconscious loses; the loser takes two wounds, where a Gut Punch knocks him out (malice.md §1.12, D14–D17). Both fighters use the one character's boxes and Toughness.",
  params,
  check(p, o) {
    const c = readCharacter(p, '', 'both fighters');
    const problems = Array.isArray(c) ? [...c] : [];
    if (p.aHand + p.bHand > 52 + o['deck.jokers'])
      problems.push(
        `hands of ${p.aHand} and ${p.bHand} need more cards than the deck's ${52 + o['deck.jokers']}`,
      );
    return problems;
  },
  metrics: () => layout(),
  explain: (p) =>
    `A plays by "${p.aPolicy}"${p.aMounted ? ', mounted' : ''}; B by "${p.bPolicy}"${p.bMounted ? ', mounted' : ''}; fighters: ${describeCharacter(characterOf(p))}`,

  notes: (p) => characterNotes(characterOf(p), 'both fighters'),

  simulate(p, o, rng, trials, acc) {
    const l = layout();
    const s = Object.fromEntries(l.metrics.map((m) => [m.name, m.slot]));
    const order = orderOf(o);
    const deck = deckOf(o);
    const a = new Hand(Math.max(1, p.aHand)),
      b = new Hand(Math.max(1, p.bHand));
    const loser = newBody(characterOf(p));
    const aOut = cannotPlay(p.aState, p.aHand, o),
      bOut = cannotPlay(p.bState, p.bHand, o);
    for (let t = 0; t < trials; t++) {
      let winner: number;
      if (aOut || bOut) winner = aOut && bOut ? NO_RESULT : aOut ? B_WINS : A_WINS;
      else {
        deck.reset();
        a.clear();
        b.clear();
        a.refill(deck, rng, p.aHand);
        b.refill(deck, rng, p.bHand);
        const ca = a.play(chooseCard(a, p.aPolicy, order, rng), deck);
        const cb = b.play(chooseCard(b, p.bPolicy, order, rng), deck);
        const d = decideCards(ca, cb, p.aMounted, p.bMounted, order, o);
        winner = d >> 2;
        const how = d & 3;
        if (how === BY_LOW_BLOW) acc[s.pLowBlow]++;
        else if (how === BY_SUIT) acc[s.pSuitTie]++;
        else if (how === BY_SAME_SUIT_RULE) acc[s.pSameSuitTie]++;
      }
      if (winner === NO_RESULT) {
        acc[s.pNoResult]++;
        continue;
      }
      acc[winner === A_WINS ? s.pAWins : s.pBWins]++;
      resetBody(loser, false);
      takeBeating(loser, rng, o);
      if (loser.dead) acc[s.pLoserDead]++;
      else {
        if (loser.unconscious) acc[s.pLoserUnconscious]++;
        if (loser.lilyLivered) acc[s.pLoserLilyLivered]++;
      }
    }
    acc[0] += trials;
  },
};

/** The loser's fate exactly: two wounds from an unhurt body, as takeBeating rolls them. */
function exactBeating(
  c: Character,
  o: MaliceOptions,
): { dead: number; unconscious: number; lily: number } {
  const each = o['toughness.testsPerWound'];
  let states: [number, Body][] = [[1, newBody(c)]];
  for (let w = 0; w < FISTICUFFS_WOUNDS; w++)
    states = states.flatMap(([p, b]) =>
      hitOutcomes(b, false, 'none', o, true, each).map(([q, s]) => [p * q, s] as [number, Body]),
    );
  if (!each)
    states = states.flatMap(([p, b]) => {
      if (!testsToughness(b)) return [[p, b] as [number, Body]];
      const fail = copyBody(b);
      fail.lilyLivered = true;
      const pass = pToughnessPass(b.toughness);
      return [[p * pass, b] as [number, Body], [p * (1 - pass), fail] as [number, Body]];
    });
  let dead = 0,
    unconscious = 0,
    lily = 0;
  for (const [p, b] of states) {
    if (b.dead) dead += p;
    else {
      if (b.unconscious) unconscious += p;
      if (b.lilyLivered) lily += p;
    }
  }
  return { dead, unconscious, lily };
}

/**
 * The metrics exactly when both fighters can play and play a random card: the two cards are
 * a uniform ordered pair of distinct cards. (A policy looks at the hand, which couples the
 * hands; those are simulated.) The tests check the simulation against it.
 */
export function exactRandomFisticuffs(p: FisticuffsParams, o: MaliceOptions): ExactMetrics {
  const order = orderOf(o);
  const deck = unseen([], o['deck.jokers'] as 0 | 1 | 2);
  const counts = new Float64Array(12);
  for (const ca of deck)
    for (const cb of deck)
      if (ca !== cb) counts[decideCards(ca, cb, p.aMounted, p.bMounted, order, o)]++;
  const pairs = deck.length * (deck.length - 1);
  const pr = (winner: number, how?: number) => {
    let n = 0;
    for (let i = 0; i < 12; i++)
      if (i >> 2 === winner && (how === undefined || (i & 3) === how)) n += counts[i];
    return n / pairs;
  };
  const how = (h: number) => (counts[h] + counts[4 + h] + counts[8 + h]) / pairs;
  const fate = exactBeating(characterOf(p), o);
  const fought = 1 - pr(NO_RESULT);
  return {
    pAWins: pr(A_WINS),
    pBWins: pr(B_WINS),
    pNoResult: pr(NO_RESULT),
    pLowBlow: how(BY_LOW_BLOW),
    pSuitTie: how(BY_SUIT),
    pSameSuitTie: how(BY_SAME_SUIT_RULE),
    pLoserUnconscious: fought * fate.unconscious,
    pLoserDead: fought * fate.dead,
    pLoserLilyLivered: fought * fate.lily,
  };
}
