import { NO_CARD, STANDARD_ORDER, type CardOrder } from '../../dice/cards.ts';
import { Deck, Hand, type DeckSpec } from '../../dice/deck.ts';
import type { Rng } from '../../dice/rng.ts';
import { SIDE, type ActivationOrder, type Schedule } from './schedule.ts';

/** Picks the index of the card a side plays from its hand this turn. */
export type CardChoice = (side: number, hand: Hand, order: CardOrder) => number;

/** Plays the strongest card: the usual way to go first. */
export const playBest: CardChoice = (_side, hand, order) => hand.best(order);

/**
 * A card from a hand (malice.md §1.1–1.2): every side holds a hand dealt from one deck; each
 * Game Turn each side plays a card, and the sides act from the strongest card down (rank,
 * then suit). Played cards are discarded; hands are refilled at the end of the turn.
 * `played[side]` stays readable for the ruleset (a card's effect, the bar for snap shots).
 */
export class CardHands implements ActivationOrder {
  readonly capacity: number;
  readonly deck: Deck;
  readonly hands: Hand[];
  readonly played: Uint8Array;
  private readonly order: Int32Array;

  constructor(
    private readonly handSizes: readonly number[],
    private readonly choose: CardChoice = playBest,
    private readonly cardOrder: CardOrder = STANDARD_ORDER,
    deck: DeckSpec = {},
  ) {
    this.capacity = handSizes.length;
    this.deck = new Deck(deck);
    this.hands = handSizes.map((k) => new Hand(Math.max(k, 1) + 8));
    this.played = new Uint8Array(handSizes.length);
    this.order = new Int32Array(handSizes.length);
  }

  reset(rng: Rng): void {
    this.deck.reset();
    for (let i = 0; i < this.hands.length; i++) {
      this.hands[i].clear();
      this.hands[i].refill(this.deck, rng, this.handSizes[i]);
    }
  }

  plan(_turn: number, _rng: Rng, s: Schedule): void {
    const n = this.capacity;
    for (let i = 0; i < n; i++) {
      const hand = this.hands[i];
      const k = hand.count > 0 ? this.choose(i, hand, this.cardOrder) : -1;
      this.played[i] = k < 0 ? NO_CARD : hand.play(k, this.deck);
    }
    for (let i = 0; i < n; i++) {
      const v = i;
      let j = i - 1;
      while (j >= 0 && this.strength(this.order[j]) < this.strength(v))
        ((this.order[j + 1] = this.order[j]), j--);
      this.order[j + 1] = v;
    }
    s.clear();
    for (let k = 0; k < n; k++) s.push(SIDE, this.order[k]);
  }

  /** A side with no card left goes last. */
  private strength(side: number): number {
    return this.played[side] === NO_CARD ? -1 : this.cardOrder.strength[this.played[side]];
  }

  endTurn(rng: Rng): void {
    for (let i = 0; i < this.hands.length; i++)
      this.hands[i].refill(this.deck, rng, this.handSizes[i]);
  }
}
