import type { CardOrder } from '../../dice/cards.ts';
import type { Hand } from '../../dice/deck.ts';
import type { Rng } from '../../dice/rng.ts';
import { isCourageCard, isLowBlowCard, givesThreeActions } from './cards.ts';

/**
 * How a player picks the card to play from a hand (malice.md §1.2, §1.12): the choice is
 * the player's, so each way of choosing is a policy a scenario can compare.
 * - `highest` / `lowest` / `random`;
 * - `save-courage`: the highest card below a Jack, keeping J/Q/K/A for Get Your Courage Up;
 *   only courage cards left → the lowest of them;
 * - `seven-first`: a 7 if held (3 actions), else the highest;
 * - `low-blow`: a 2 if held (it wins fisticuffs against its own suit), else the highest.
 */
export const CARD_POLICIES = [
  'highest',
  'lowest',
  'random',
  'save-courage',
  'seven-first',
  'low-blow',
] as const;
export type CardPolicy = (typeof CARD_POLICIES)[number];

function firstWhere(hand: Hand, test: (card: number) => boolean): number {
  for (let i = 0; i < hand.count; i++) if (test(hand.cards[i])) return i;
  return -1;
}

/** Index of the card to play, or −1 for an empty hand. */
export function chooseCard(hand: Hand, policy: CardPolicy, order: CardOrder, rng: Rng): number {
  if (hand.count === 0) return -1;
  switch (policy) {
    case 'highest':
      return hand.best(order);
    case 'lowest':
      return hand.worst(order);
    case 'random':
      return rng.below(hand.count);
    case 'save-courage': {
      let bi = -1,
        bs = -1;
      for (let i = 0; i < hand.count; i++) {
        const c = hand.cards[i];
        if (!isCourageCard(c) && order.strength[c] > bs) {
          bs = order.strength[c];
          bi = i;
        }
      }
      return bi >= 0 ? bi : hand.worst(order);
    }
    case 'seven-first': {
      const i = firstWhere(hand, givesThreeActions);
      return i >= 0 ? i : hand.best(order);
    }
    case 'low-blow': {
      const i = firstWhere(hand, isLowBlowCard);
      return i >= 0 ? i : hand.best(order);
    }
  }
}
