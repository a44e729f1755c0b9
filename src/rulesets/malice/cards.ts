import { CARD_NAMES, CardOrder, parseCard, rankOf } from '../../dice/cards.ts';
import { Deck } from '../../dice/deck.ts';
import { enumField } from '../fields.ts';
import { COURAGE_MIN_RANK, LOW_BLOW_RANK, RANK_SEVEN, RANK_THREE, RECOVERY_RANKS } from './data.ts';
import type { MaliceOptions } from './options.ts';

/** A card param: one of the 52 names (`10S`, `QH`…), so a typo gets the nearest name. */
export const cardField = (description: string) =>
  enumField(CARD_NAMES as readonly string[], { description, noun: 'card' });

/** Ranks then suits, Spades > Hearts > Diamonds > Clubs, Ace high unless the option says not (malice.md A9, [L10-11]). */
export const orderOf = (o: MaliceOptions): CardOrder =>
  new CardOrder({ aceHigh: o['cards.aceHigh'] });

export const deckOf = (o: MaliceOptions): Deck =>
  new Deck({ jokers: o['deck.jokers'] as 0 | 1 | 2, reshuffle: o['deck.reshuffle'] });

export const cardCode = (name: string): number => parseCard(name);

/** What a card played for initiative does (malice.md §1.2 table, D19, D20). */
export const givesThreeActions = (card: number): boolean => rankOf(card) === RANK_SEVEN;
const RECOVERS = new Uint8Array(16);
for (const r of RECOVERY_RANKS) RECOVERS[r] = 1;
export const recoversUnconscious = (card: number): boolean => RECOVERS[rankOf(card)] === 1;
export const allowsDiscard = (card: number): boolean => rankOf(card) === RANK_THREE;
/** J, Q, K or A (the Ace counts however it ranks): an automatic Get Your Courage Up (malice.md §1.11). */
export const isCourageCard = (card: number): boolean => rankOf(card) >= COURAGE_MIN_RANK;
export const isLowBlowCard = (card: number): boolean => rankOf(card) === LOW_BLOW_RANK;

/**
 * Whether `card` is higher than `bar` for a snap shot (malice.md §1.6, D21): rank then
 * suit, or under the option rank alone.
 */
export function beatsForSnap(
  order: CardOrder,
  card: number,
  bar: number,
  o: MaliceOptions,
): boolean {
  return beatsBy(order, card, bar, o['snap.compare'] === 'rankOnly');
}

/** beatsForSnap with the option read once: by rank alone, or rank then suit. */
export const beatsBy = (order: CardOrder, card: number, bar: number, rankOnly: boolean): boolean =>
  rankOnly ? order.rank[card] > order.rank[bar] : order.strength[card] > order.strength[bar];

/** Which player acts first: the higher card, rank then suit (malice.md §1.2, D18). */
export const actsFirst = (order: CardOrder, a: number, b: number): 'a' | 'b' =>
  order.strength[a] > order.strength[b] ? 'a' : 'b';
