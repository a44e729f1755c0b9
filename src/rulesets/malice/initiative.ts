import { Layout } from '../../core/layout.ts';
import { pAtLeast, unseen } from '../../dice/card-odds.ts';
import { Hand } from '../../dice/deck.ts';
import { enumField, numberField } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import {
  actsFirst,
  allowsDiscard,
  beatsForSnap,
  deckOf,
  givesThreeActions,
  isCourageCard,
  orderOf,
  recoversUnconscious,
} from './cards.ts';
import { HAND_SIZE } from './data.ts';
import type { MaliceOptions } from './options.ts';
import { CARD_POLICIES, chooseCard, type CardPolicy } from './policies.ts';

const params = {
  aPolicy: enumField(CARD_POLICIES, {
    default: 'highest',
    description: 'How player A picks the initiative card from his hand.',
    noun: 'card policy',
  }),
  bPolicy: enumField(CARD_POLICIES, {
    default: 'highest',
    description: 'How player B picks the initiative card.',
    noun: 'card policy',
  }),
  hand: numberField({
    default: HAND_SIZE,
    min: 1,
    max: 26,
    integer: true,
    description: 'Cards in each hand when the cards are chosen (5 after the refill).',
  }),
} as const;

export interface InitiativeParams {
  aPolicy: CardPolicy;
  bPolicy: CardPolicy;
  hand: number;
}

function layout(): Layout {
  return new Layout()
    .probability('pAFirst', 'player A acts first (higher card, rank then suit)')
    .probability('pASeven', 'A played a 7: one of his characters takes 3 actions')
    .probability('pARecovers', 'A played an Ace or a 4: his Unconscious models stand')
    .probability('pAThree', 'A played a 3: he may discard any cards before refilling')
    .probability(
      'pARallies',
      'A played a J/Q/K/A and the option lets that rally his Lily Livered models',
    )
    .probability(
      'pASnapReady',
      "A's remaining cards hold one that beats B's card: A can snap-shoot when B attacks",
    )
    .probability('pBSnapReady', "B's remaining cards hold one that beats A's card")
    .probability('pACourageKept', 'A still holds a J/Q/K/A for Get Your Courage Up');
}

const holdsBeating = (
  h: Hand,
  bar: number,
  order: ReturnType<typeof orderOf>,
  o: MaliceOptions,
) => {
  for (let i = 0; i < h.count; i++) if (beatsForSnap(order, h.cards[i], bar, o)) return true;
  return false;
};

export const initiative: Procedure<InitiativeParams, MaliceOptions> = {
  id: 'initiative',
  title: 'Initiative cards',
  description:
    'Two players each play a card from a fresh hand by a policy: who acts first, what the card does (7: 3 actions; A or 4: recovery; 3: discard), and what the play leaves in hand for snap shots and courage (malice.md §1.2, §1.6, §1.11).',
  params,
  check: (p, o) =>
    2 * p.hand > 52 + o['deck.jokers']
      ? [
          `two hands of ${p.hand} need ${2 * p.hand} cards, more than the deck's ${52 + o['deck.jokers']}`,
        ]
      : [],
  metrics: () => layout(),
  explain: (p) =>
    `hands of ${p.hand}; A plays by "${p.aPolicy}", B by "${p.bPolicy}" (simulated: a policy that looks at the hand couples the two hands)`,

  simulate(p, o, rng, trials, acc) {
    const l = layout();
    const s = Object.fromEntries(l.metrics.map((m) => [m.name, m.slot]));
    const order = orderOf(o);
    const deck = deckOf(o);
    const a = new Hand(p.hand),
      b = new Hand(p.hand);
    const rally = o['gycu.faceCardOnInitiative'];
    for (let t = 0; t < trials; t++) {
      deck.reset();
      a.clear();
      b.clear();
      a.refill(deck, rng, p.hand);
      b.refill(deck, rng, p.hand);
      const ca = a.play(chooseCard(a, p.aPolicy, order, rng), deck);
      const cb = b.play(chooseCard(b, p.bPolicy, order, rng), deck);
      if (actsFirst(order, ca, cb) === 'a') acc[s.pAFirst]++;
      if (givesThreeActions(ca)) acc[s.pASeven]++;
      if (recoversUnconscious(ca)) acc[s.pARecovers]++;
      if (allowsDiscard(ca)) acc[s.pAThree]++;
      if (rally && isCourageCard(ca)) acc[s.pARallies]++;
      if (holdsBeating(a, cb, order, o)) acc[s.pASnapReady]++;
      if (holdsBeating(b, ca, order, o)) acc[s.pBSnapReady]++;
      for (let i = 0; i < a.count; i++)
        if (isCourageCard(a.cards[i])) {
          acc[s.pACourageKept]++;
          break;
        }
    }
    acc[0] += trials;
  },
};

/**
 * The metrics exactly when both players play a random card: the two cards are then a
 * uniform ordered pair of distinct cards, and the rest of each hand uniform among the other
 * cards. The tests check the simulation against it.
 */
export function exactRandomInitiative(
  p: Pick<InitiativeParams, 'hand'>,
  o: MaliceOptions,
): ExactMetrics {
  const order = orderOf(o);
  const deck = unseen([], o['deck.jokers'] as 0 | 1 | 2);
  const n = deck.length;
  let first = 0,
    aSnap = 0,
    bSnap = 0,
    courage = 0;
  for (const a of deck)
    for (const b of deck) {
      if (a === b) continue;
      const rest = unseen([a, b], o['deck.jokers'] as 0 | 1 | 2);
      if (actsFirst(order, a, b) === 'a') first++;
      const beating = (bar: number) => rest.filter((c) => beatsForSnap(order, c, bar, o)).length;
      aSnap += pAtLeast(rest.length, beating(b), p.hand - 1);
      bSnap += pAtLeast(rest.length, beating(a), p.hand - 1);
      courage += pAtLeast(rest.length, rest.filter(isCourageCard).length, p.hand - 1);
    }
  const pairs = n * (n - 1);
  const share = (test: (c: number) => boolean) => deck.filter(test).length / n;
  return {
    pAFirst: first / pairs,
    pASeven: share(givesThreeActions),
    pARecovers: share(recoversUnconscious),
    pAThree: share(allowsDiscard),
    pARallies: o['gycu.faceCardOnInitiative'] ? share(isCourageCard) : 0,
    pASnapReady: aSnap / pairs,
    pBSnapReady: bSnap / pairs,
    pACourageKept: courage / pairs,
  };
}
