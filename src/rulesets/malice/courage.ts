import { Layout } from '../../core/layout.ts';
import { choose, unseen } from '../../dice/card-odds.ts';
import type { CardOrder } from '../../dice/cards.ts';
import { Hand } from '../../dice/deck.ts';
import { enumField, numberField } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { deckOf, isCourageCard, orderOf } from './cards.ts';
import { CHARACTER_PRESETS } from './character.ts';
import { HAND_SIZE, PLACEHOLDER_CHARACTER, PLACEHOLDER_LABEL } from './data.ts';
import type { MaliceOptions } from './options.ts';
import { pReach } from './shooting.ts';

export const COURAGE_TESTS = ['toughness', 'get-your-courage-up'] as const;
/**
 * Which card a Lily Livered player expends on Get Your Courage Up (malice.md §1.11):
 * `face-or-best` a J/Q/K/A if held (automatic pass), else his highest card for its value;
 * `face-only` only a J/Q/K/A; `never` rolls bare.
 */
export const COURAGE_POLICIES = ['face-or-best', 'face-only', 'never'] as const;
export type CouragePolicy = (typeof COURAGE_POLICIES)[number];

const params = {
  test: enumField(COURAGE_TESTS, {
    default: 'get-your-courage-up',
    description:
      'A Toughness test (after a hit) or a Get Your Courage Up action (to lose Lily Livered).',
    noun: 'test',
  }),
  character: enumField(CHARACTER_PRESETS, {
    default: 'none',
    description: `A preset: "placeholder" is Toughness 6 (${PLACEHOLDER_LABEL}).`,
    noun: 'character preset',
  }),
  toughness: numberField({
    min: 1,
    max: 10,
    integer: true,
    description: "The character's Toughness (a d10 at least this passes).",
  }),
  hand: numberField({
    default: HAND_SIZE,
    min: 0,
    max: 26,
    integer: true,
    description: "Cards in the player's hand (random).",
  }),
  cardPolicy: enumField(COURAGE_POLICIES, {
    default: 'face-or-best',
    description: 'Which card to expend on Get Your Courage Up.',
    noun: 'courage policy',
  }),
} as const;

export interface CourageParams {
  test: (typeof COURAGE_TESTS)[number];
  character: (typeof CHARACTER_PRESETS)[number];
  toughness?: number;
  hand: number;
  cardPolicy: CouragePolicy;
}

const toughnessOf = (p: CourageParams) => p.toughness ?? PLACEHOLDER_CHARACTER.toughness;

function layout(): Layout {
  return new Layout()
    .probability('pPass', 'the test is passed (Get Your Courage Up: the Lily Livered token goes)')
    .probability('pAutomatic', 'passed without a roll, by expending a J, Q, K or A')
    .probability('pCardSpent', 'a card left the hand for the test');
}

/**
 * Get Your Courage Up with `card` expended (undefined: none) and the d10 `roll` (malice.md
 * §1.11, D12, D13): a J/Q/K/A passes without a roll; otherwise d10 + the card's value ≥ Toughness.
 */
export function getsCourage(
  card: number | undefined,
  roll: number,
  toughness: number,
  order: CardOrder,
): boolean {
  if (card !== undefined && isCourageCard(card)) return true;
  return roll + (card === undefined ? 0 : order.value[card]) >= toughness;
}

/** Index of the card a courage policy expends from `hand`, or −1 to roll bare (malice.md §1.11). */
export function courageCard(hand: Hand, policy: CouragePolicy, order: CardOrder): number {
  if (policy === 'never') return -1;
  for (let i = 0; i < hand.count; i++) if (isCourageCard(hand.cards[i])) return i;
  return policy === 'face-or-best' && hand.count > 0 ? hand.best(order) : -1;
}

export const courage: Procedure<CourageParams, MaliceOptions> = {
  id: 'courage',
  title: 'Toughness and Get Your Courage Up',
  description:
    "A Toughness test (d10 ≥ Toughness, else Lily Livered), or a Get Your Courage Up action: expend a J/Q/K/A for an automatic pass, or add a card's value to the d10 (malice.md §1.10, §1.11, D11–D13).",
  params,
  check(p, o) {
    const problems: string[] = [];
    if (p.toughness === undefined && p.character !== 'placeholder')
      problems.push(
        `the character's Toughness is missing: give toughness, or character: placeholder (malice.md §6, ${PLACEHOLDER_LABEL})`,
      );
    if (p.hand > 52 + o['deck.jokers'])
      problems.push(`a hand of ${p.hand} is more than the deck's ${52 + o['deck.jokers']} cards`);
    return problems;
  },
  metrics: () => layout(),
  notes: (p) =>
    p.toughness === undefined
      ? [`Toughness ${PLACEHOLDER_CHARACTER.toughness}: ${PLACEHOLDER_LABEL} (malice.md §6)`]
      : [],
  explain: (p) =>
    `Toughness ${toughnessOf(p)}${p.toughness === undefined ? ` (${PLACEHOLDER_LABEL})` : ''}; ${p.test === 'toughness' ? 'a bare d10' : `a hand of ${p.hand}, policy ${p.cardPolicy}`}`,

  /**
   * Hands are classed by whether they hold a J/Q/K/A and, if not, by their highest card's
   * value v: P(no courage card, all values ≤ v) = C(cards of value ≤ v that are not courage cards, n) / C(N, n).
   */
  exact(p, o): ExactMetrics {
    const t = toughnessOf(p);
    if (p.test === 'toughness' || p.cardPolicy === 'never' || p.hand === 0)
      return { pPass: pReach(t), pAutomatic: 0, pCardSpent: 0 };
    const order = orderOf(o);
    const deck = unseen([], o['deck.jokers'] as 0 | 1 | 2);
    const total = choose(deck.length, p.hand);
    const plain = deck.filter((c) => !isCourageCard(c));
    const pCourage = 1 - choose(plain.length, p.hand) / total;
    const spend = o['gycu.cardMustBeExpended'];
    if (p.cardPolicy === 'face-only')
      return {
        pPass: pCourage + (1 - pCourage) * pReach(t),
        pAutomatic: pCourage,
        pCardSpent: spend ? pCourage : 0,
      };
    const values = [...new Set(plain.map((c) => order.value[c]))].sort((a, b) => a - b);
    let pass = pCourage,
      below = 0;
    for (const v of values) {
      const upTo = choose(plain.filter((c) => order.value[c] <= v).length, p.hand) / total;
      pass += (upTo - below) * pReach(t - v);
      below = upTo;
    }
    return { pPass: pass, pAutomatic: pCourage, pCardSpent: spend ? 1 : 0 };
  },

  simulate(p, o, rng, trials, acc) {
    const l = layout();
    const sPass = l.slot('pPass'),
      sAuto = l.slot('pAutomatic'),
      sSpent = l.slot('pCardSpent');
    const t = toughnessOf(p);
    const order = orderOf(o);
    const deck = deckOf(o);
    const hand = new Hand(Math.max(1, p.hand));
    const useCards = p.test === 'get-your-courage-up' && p.cardPolicy !== 'never';
    const spend = o['gycu.cardMustBeExpended'];
    for (let k = 0; k < trials; k++) {
      let card: number | undefined;
      if (useCards) {
        deck.reset();
        hand.clear();
        hand.refill(deck, rng, p.hand);
        const pick = courageCard(hand, p.cardPolicy, order);
        if (pick >= 0) card = hand.cards[pick];
      }
      const auto = card !== undefined && isCourageCard(card);
      const passed = auto || getsCourage(card, rng.below(10) + 1, t, order);
      if (passed) acc[sPass]++;
      if (auto) acc[sAuto]++;
      if (card !== undefined && spend) acc[sSpent]++;
    }
    acc[0] += trials;
  },
};
