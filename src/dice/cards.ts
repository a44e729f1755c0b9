/**
 * Playing cards as small integers, and the orders games put on them.
 *
 * A card's identity never changes with the rules: `code = (rank − 2) · 4 + suit` for the 52
 * cards, where rank runs 2..14 (J 11, Q 12, K 13, A 14) and suit 0..3 is clubs, diamonds,
 * hearts, spades; the jokers are 52 and 53. How cards compare (Ace high or low, which suit
 * breaks ties, where jokers stand) is a `CardOrder` built once from options, whose lookup
 * tables the hot loops read, so a house rule on card order costs nothing per comparison.
 */
import { didYouMean } from '../core/suggest.ts';

export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type Suit = (typeof SUITS)[number];

export const STANDARD_CARDS = 52;
export const JOKER_RED = 52;
export const JOKER_BLACK = 53;
/** What a draw from an exhausted deck, or an empty search of a hand, returns. */
export const NO_CARD = 255;

const SUIT_LETTERS = ['C', 'D', 'H', 'S'];
const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'];
const RANK_NAMES = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

export const cardOf = (rank: number, suit: number): number => (rank - 2) * 4 + suit;
/** 2..14 (Ace 14 whatever the order says), 0 for a joker. */
export const rankOf = (card: number): number => (card >= STANDARD_CARDS ? 0 : (card >> 2) + 2);
/** 0..3 (clubs, diamonds, hearts, spades), −1 for a joker. */
export const suitOf = (card: number): number => (card >= STANDARD_CARDS ? -1 : card & 3);

/** `10♠`, `A♦`, `joker`: the name every output uses. */
export function cardName(card: number): string {
  if (card === JOKER_RED) return 'red joker';
  if (card === JOKER_BLACK) return 'black joker';
  if (card < 0 || card > JOKER_BLACK) return '?';
  return RANK_NAMES[card >> 2] + SUIT_SYMBOLS[card & 3];
}

/** `2C` … `AS`: the plain-letter names of the 52 cards, in code order (for flags and files). */
export const CARD_NAMES: readonly string[] = Array.from(
  { length: STANDARD_CARDS },
  (_, c) => RANK_NAMES[c >> 2] + SUIT_LETTERS[c & 3],
);

/**
 * A card from its name: rank (2–10, T, J, Q, K, A) then suit as a letter (S H D C) or
 * symbol (♠ ♥ ♦ ♣), in either case: `10S`, `qh`, `A♠`; or `red joker` / `black joker`.
 * Throws an Error whose message suggests the nearest name.
 */
export function parseCard(name: string): number {
  const s = name.trim().toUpperCase().replace(/\s+/g, ' ');
  if (s === 'RED JOKER') return JOKER_RED;
  if (s === 'BLACK JOKER') return JOKER_BLACK;
  const m = /^(10|[2-9TJQKA])([SHDC♠♥♦♣])$/.exec(s);
  if (m) {
    const rank = m[1] === 'T' ? 10 : RANK_NAMES.indexOf(m[1]) + 2;
    const suitChar = m[2];
    const suit = SUIT_LETTERS.includes(suitChar)
      ? SUIT_LETTERS.indexOf(suitChar)
      : SUIT_SYMBOLS.indexOf(suitChar);
    return cardOf(rank, suit);
  }
  throw new Error(
    `unknown card "${name}": a rank 2–10, J, Q, K or A then a suit S, H, D or C, as in 10S or QH${didYouMean(s, CARD_NAMES)}`,
  );
}

export interface CardOrderSpec {
  /** Ace above King (rank 14) or below 2 (rank 1). Default: high. */
  aceHigh?: boolean;
  /** Suits from highest to lowest, for breaking ties of rank. Default: spades, hearts, diamonds, clubs. */
  suitsHighToLow?: readonly Suit[];
  /** Jokers above every card or below. Default: above. */
  jokers?: 'high' | 'low';
}

/**
 * Lookup tables for one set of ordering rules, indexed by card code:
 * - `rank`: 0..12 (13 for a joker ranked high, 0 with the rest shifted for low), rank alone;
 * - `strength`: a total order, rank then suit, distinct for every card;
 * - `value`: the number a card adds to a roll or a score (2–10, J 11, Q 12, K 13, A 14 or 1).
 */
export class CardOrder {
  readonly rank = new Uint8Array(STANDARD_CARDS + 2);
  readonly strength = new Uint8Array(STANDARD_CARDS + 2);
  readonly value = new Uint8Array(STANDARD_CARDS + 2);

  constructor(spec: CardOrderSpec = {}) {
    const aceHigh = spec.aceHigh ?? true;
    const suits = spec.suitsHighToLow ?? ['spades', 'hearts', 'diamonds', 'clubs'];
    if (new Set(suits).size !== 4 || suits.some((s) => !SUITS.includes(s)))
      throw new Error(`suit order must name each of ${SUITS.join(', ')} once`);
    const jokersLow = spec.jokers === 'low';
    const shift = jokersLow ? 1 : 0;
    for (let c = 0; c < STANDARD_CARDS; c++) {
      const r = rankOf(c);
      const ordinal = aceHigh ? r - 2 : r === 14 ? 0 : r - 1; // 0..12
      const suitPos = 3 - suits.indexOf(SUITS[suitOf(c)]); // 0 lowest .. 3 highest
      this.rank[c] = ordinal + shift;
      this.strength[c] = ordinal * 4 + suitPos + 2 * shift;
      this.value[c] = r === 14 && !aceHigh ? 1 : r;
    }
    // Two jokers tie on rank; the black one is the stronger so that strength stays a total order.
    this.rank[JOKER_RED] = this.rank[JOKER_BLACK] = jokersLow ? 0 : 13;
    this.strength[JOKER_RED] = jokersLow ? 0 : 52;
    this.strength[JOKER_BLACK] = jokersLow ? 1 : 53;
    this.value[JOKER_RED] = this.value[JOKER_BLACK] = jokersLow ? 0 : 15;
  }

  /** a strictly above b, rank then suit. */
  beats(a: number, b: number): boolean {
    return this.strength[a] > this.strength[b];
  }
}

/** Ace high, spades > hearts > diamonds > clubs, jokers on top: the usual order. */
export const STANDARD_ORDER = new CardOrder();
