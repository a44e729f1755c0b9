/**
 * A deck of playing cards held in typed arrays: the draw pile, the discard pile, and hands.
 * Nothing here allocates after construction, so a simulation makes one deck and its hands
 * per chunk and calls `reset` per trial.
 *
 * Shuffling is a partial Fisher–Yates that advances one step per card dealt: drawing picks a
 * uniform card among the undealt ones and swaps it to the head of the pile. Dealing k cards
 * therefore costs k draws from the stream, not 52, and the cards dealt are exactly as random
 * as the first k of a full shuffle; a fresh deck needs no shuffle pass at all.
 */
import { CardOrder, JOKER_BLACK, JOKER_RED, NO_CARD, STANDARD_CARDS } from './cards.ts';
import type { Rng } from './rng.ts';

/**
 * What happens when a draw finds the pile empty: `whenEmpty` turns the discards into a new
 * pile (shuffled as they are drawn); `never` leaves the pile empty and the draw gets nothing.
 */
export type Reshuffle = 'whenEmpty' | 'never';

export interface DeckSpec {
  jokers?: 0 | 1 | 2;
  reshuffle?: Reshuffle;
}

export class Deck {
  /** 52, 53 or 54. */
  readonly size: number;
  readonly reshuffle: Reshuffle;
  /** Positions [top, size) are the undealt cards, in no meaningful order. */
  readonly pile: Uint8Array;
  top = 0;
  readonly discards: Uint8Array;
  discardCount = 0;
  /** How many times the discards have become the pile since `reset`. */
  reshuffles = 0;
  private readonly fresh: Uint8Array;

  constructor(spec: DeckSpec = {}) {
    const jokers = spec.jokers ?? 0;
    this.size = STANDARD_CARDS + jokers;
    this.reshuffle = spec.reshuffle ?? 'whenEmpty';
    this.fresh = new Uint8Array(this.size);
    for (let c = 0; c < STANDARD_CARDS; c++) this.fresh[c] = c;
    if (jokers >= 1) this.fresh[STANDARD_CARDS] = JOKER_RED;
    if (jokers === 2) this.fresh[STANDARD_CARDS + 1] = JOKER_BLACK;
    this.pile = new Uint8Array(this.size);
    this.discards = new Uint8Array(this.size);
    this.reset();
  }

  /** Every card back in the pile (the caller clears its hands), no discards. */
  reset(): void {
    this.pile.set(this.fresh);
    this.top = 0;
    this.discardCount = 0;
    this.reshuffles = 0;
  }

  get remaining(): number {
    return this.size - this.top;
  }

  /** One card off the pile, uniformly among those undealt; NO_CARD if none can be had. */
  draw(rng: Rng): number {
    if (this.top === this.size && !this.refillFromDiscards()) return NO_CARD;
    const pile = this.pile;
    const t = this.top;
    const j = t + rng.below(this.size - t);
    const card = pile[j];
    pile[j] = pile[t];
    pile[t] = card;
    this.top = t + 1;
    return card;
  }

  /**
   * Removes a named card from the pile as if dealt, for setting up a known situation (a given
   * hand, a card already on the table). Returns false if the card is not in the pile.
   */
  take(card: number): boolean {
    const pile = this.pile;
    for (let i = this.top; i < this.size; i++) {
      if (pile[i] !== card) continue;
      pile[i] = pile[this.top];
      pile[this.top++] = card;
      return true;
    }
    return false;
  }

  discard(card: number): void {
    this.discards[this.discardCount++] = card;
  }

  /**
   * The discards become the pile. Every slot of the array then holds a dealt card (in a hand
   * or a discard), so the last n slots can be overwritten by the n discards.
   */
  private refillFromDiscards(): boolean {
    if (this.reshuffle === 'never' || this.discardCount === 0) return false;
    const n = this.discardCount;
    this.pile.set(this.discards.subarray(0, n), this.size - n);
    this.top = this.size - n;
    this.discardCount = 0;
    this.reshuffles++;
    return true;
  }
}

/** The cards one player holds; order within the hand means nothing. */
export class Hand {
  readonly cards: Uint8Array;
  count = 0;

  constructor(capacity: number) {
    this.cards = new Uint8Array(capacity);
  }

  clear(): void {
    this.count = 0;
  }

  add(card: number): void {
    this.cards[this.count++] = card;
  }

  /** Removes and returns the card at index i (the last card takes its place). */
  removeAt(i: number): number {
    const card = this.cards[i];
    this.cards[i] = this.cards[--this.count];
    return card;
  }

  indexOf(card: number): number {
    for (let i = 0; i < this.count; i++) if (this.cards[i] === card) return i;
    return -1;
  }

  /** Draws until the hand holds `size` cards or the deck runs out; returns how many were drawn. */
  refill(deck: Deck, rng: Rng, size: number): number {
    let drawn = 0;
    while (this.count < size) {
      const card = deck.draw(rng);
      if (card === NO_CARD) break;
      this.add(card);
      drawn++;
    }
    return drawn;
  }

  /** Plays the card at index i: it leaves the hand for the discard pile, and is returned. */
  play(i: number, deck: Deck): number {
    const card = this.removeAt(i);
    deck.discard(card);
    return card;
  }

  discardAll(deck: Deck): void {
    for (let i = 0; i < this.count; i++) deck.discard(this.cards[i]);
    this.count = 0;
  }

  /** Index of the strongest card (rank then suit), or −1 for an empty hand. */
  best(order: CardOrder): number {
    let bi = -1,
      bs = -1;
    for (let i = 0; i < this.count; i++) {
      const s = order.strength[this.cards[i]];
      if (s > bs) {
        bs = s;
        bi = i;
      }
    }
    return bi;
  }

  /** Index of the weakest card, or −1 for an empty hand. */
  worst(order: CardOrder): number {
    let wi = -1,
      ws = 256;
    for (let i = 0; i < this.count; i++) {
      const s = order.strength[this.cards[i]];
      if (s < ws) {
        ws = s;
        wi = i;
      }
    }
    return wi;
  }

  /** Index of the weakest card that beats `card` (rank then suit), or −1 if none does. */
  weakestBeating(order: CardOrder, card: number): number {
    const bar = order.strength[card];
    let wi = -1,
      ws = 256;
    for (let i = 0; i < this.count; i++) {
      const s = order.strength[this.cards[i]];
      if (s > bar && s < ws) {
        ws = s;
        wi = i;
      }
    }
    return wi;
  }
}
