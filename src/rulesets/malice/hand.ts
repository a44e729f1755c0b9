import { Layout } from '../../core/layout.ts';
import { pAtLeast, unseen } from '../../dice/card-odds.ts';
import { Hand } from '../../dice/deck.ts';
import { enumField, numberField } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import {
  allowsDiscard,
  deckOf,
  isCourageCard,
  orderOf,
  recoversUnconscious,
  givesThreeActions,
} from './cards.ts';
import { HAND_SIZE } from './data.ts';
import type { MaliceOptions } from './options.ts';
import { CARD_POLICIES, chooseCard, type CardPolicy } from './policies.ts';

/** What a player who played a 3 throws away before refilling (malice.md §1.1, [L14-16]). */
export const THREE_DISCARDS = ['non-face', 'none'] as const;

const params = {
  players: numberField({
    default: 2,
    min: 2,
    max: 10,
    integer: true,
    description: 'Players, each with a hand of 5 from the one deck.',
  }),
  turn: numberField({
    default: 5,
    min: 1,
    max: 100,
    integer: true,
    description: 'The turn whose starting hand is looked at (1: the first deal).',
  }),
  policy: enumField(CARD_POLICIES, {
    default: 'highest',
    description: 'How every player picks his initiative card each turn.',
    noun: 'card policy',
  }),
  threeDiscards: enumField(THREE_DISCARDS, {
    default: 'non-face',
    description: 'After playing a 3: discard every card below a Jack before refilling, or nothing.',
    noun: 'discard rule',
  }),
} as const;

export interface HandsParams {
  players: number;
  turn: number;
  policy: CardPolicy;
  threeDiscards: (typeof THREE_DISCARDS)[number];
}

const SETS = {
  Seven: givesThreeActions,
  AceOrFour: recoversUnconscious,
  Face: isCourageCard,
} as const;

function layout(): Layout {
  return new Layout()
    .probability('pSeven', 'the first hand holds a 7 (malice.md §1.2: 18472/54145)')
    .probability('pAceOrFour', 'the first hand holds an Ace or a 4 (≈ 0.582)')
    .probability('pFace', 'the first hand holds a J, Q, K or A (C4: 389/455)')
    .probability('pSevenLater', "player 1's hand at the start of the chosen turn holds a 7")
    .probability('pAceOrFourLater', '…holds an Ace or a 4')
    .probability('pFaceLater', '…holds a J, Q, K or A')
    .mean('reshuffles', 'times the discards became the draw pile before that turn');
}

export const hand: Procedure<HandsParams, MaliceOptions> = {
  id: 'hand',
  title: 'Hands across turns',
  description:
    "Hands of 5 dealt from one deck, an initiative card played from each every turn by a policy, the 3's discard, a refill to 5 at the end of the turn and a reshuffle of the discards when the pile runs out: what a hand holds on a later turn (malice.md §1.1, §1.2, C4).",
  params,
  check: (p, o) =>
    p.players * HAND_SIZE > 52 + o['deck.jokers']
      ? [
          `${p.players} hands of 5 need ${p.players * HAND_SIZE} cards, more than the deck's ${52 + o['deck.jokers']}`,
        ]
      : [],
  metrics: () => layout(),
  explain: (p) =>
    `${p.players} players, initiative by "${p.policy}", after a 3 discard ${p.threeDiscards}; the later-turn figures are exact only on turn 1 or for random play without discards (else --sim)`,

  /**
   * The first hand is a uniform 5 of the deck: hypergeometric. On a later turn the same
   * holds if every card played is random and none are thrown away (by symmetry each hand
   * is then still a uniform 5 of the deck); otherwise only the first-hand figures are exact.
   */
  exact(p, o): ExactMetrics {
    const deck = unseen([], o['deck.jokers'] as 0 | 1 | 2);
    const out: ExactMetrics = {};
    // Without reshuffles a pile that runs out leaves hands short: no longer a uniform 5.
    const drawn = p.players * (HAND_SIZE + p.turn - 1);
    const full = o['deck.reshuffle'] === 'whenEmpty' || drawn <= deck.length;
    const later = p.turn === 1 || (p.policy === 'random' && p.threeDiscards === 'none' && full);
    for (const [name, test] of Object.entries(SETS)) {
      out[`p${name}`] = pAtLeast(deck.length, deck.filter(test).length, HAND_SIZE);
      if (later) out[`p${name}Later`] = out[`p${name}`];
    }
    if (p.turn === 1 || o['deck.reshuffle'] === 'never') out.reshuffles = 0;
    return out;
  },

  simulate(p, o, rng, trials, acc) {
    const l = layout();
    const s = Object.fromEntries(l.metrics.map((m) => [m.name, m.slot]));
    const order = orderOf(o);
    const deck = deckOf(o);
    const all = Array.from({ length: p.players }, () => new Hand(HAND_SIZE));
    const me = all[0];
    const holds = (test: (c: number) => boolean) => {
      for (let i = 0; i < me.count; i++) if (test(me.cards[i])) return true;
      return false;
    };
    const discardNonFace = p.threeDiscards === 'non-face';
    for (let t = 0; t < trials; t++) {
      deck.reset();
      for (const h of all) {
        h.clear();
        h.refill(deck, rng, HAND_SIZE);
      }
      if (holds(givesThreeActions)) acc[s.pSeven]++;
      if (holds(recoversUnconscious)) acc[s.pAceOrFour]++;
      if (holds(isCourageCard)) acc[s.pFace]++;
      for (let turn = 1; turn < p.turn; turn++) {
        for (const h of all) {
          const card = h.play(chooseCard(h, p.policy, order, rng), deck);
          if (discardNonFace && allowsDiscard(card))
            for (let i = h.count - 1; i >= 0; i--) if (!isCourageCard(h.cards[i])) h.play(i, deck);
        }
        for (const h of all) h.refill(deck, rng, HAND_SIZE);
      }
      if (holds(givesThreeActions)) acc[s.pSevenLater]++;
      if (holds(recoversUnconscious)) acc[s.pAceOrFourLater]++;
      if (holds(isCourageCard)) acc[s.pFaceLater]++;
      acc[s.reshuffles] += deck.reshuffles;
      acc[s.reshuffles + 1] += deck.reshuffles * deck.reshuffles;
    }
    acc[0] += trials;
  },
};
