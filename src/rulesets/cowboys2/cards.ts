import { hypergeometric } from '../../dice/card-odds.ts';
import { Deck, Hand } from '../../dice/deck.ts';
import { STANDARD_CARDS } from '../../dice/cards.ts';
import { Layout } from '../../core/layout.ts';
import { numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import type { Cowboys2Options } from './options.ts';
import type { Rng } from '../../dice/rng.ts';

/**
 * A side's hand of cards, cowboys-ii.md §1.7 [L78], [L90], [L255-261], [L281-295]: each side
 * is dealt a shared hand from its deck at setup, as large as the episode says, and played
 * cards are not redrawn. Only DEAD EYE (+2 to one shot's total) is known, so a deck is
 * scenario data: how many DEAD EYE cards it holds and how many others (whose effects the
 * source does not give). Naming any other card is refused.
 */
const params = {
  'deck.deadEye': numberField({
    default: 4,
    min: 0,
    max: STANDARD_CARDS,
    integer: true,
    description: "DEAD EYE cards in the side's deck (+2 to one shot).",
  }),
  'deck.other': numberField({
    default: 28,
    min: 0,
    max: STANDARD_CARDS,
    integer: true,
    description: 'Other cards in the deck (their effects are not in the source).',
  }),
  handSize: numberField({
    default: 3,
    min: 1,
    max: STANDARD_CARDS,
    integer: true,
    description:
      'Cards dealt to the side at setup (the episode sets it; rule 9 suggests one per cowboy).',
  }),
} as const;

export type CardsParams = Values<typeof params>;

export const cards: Procedure<CardsParams, Cowboys2Options> = {
  id: 'cards',
  title: "DEAD EYE cards in a side's hand",
  description:
    "The number of DEAD EYE cards in a hand dealt from the side's deck, and the chance of holding one (cowboys-ii.md §1.7); exact by the hypergeometric law.",
  params,

  check(p) {
    const size = p['deck.deadEye'] + p['deck.other'];
    const problems: string[] = [];
    if (size > STANDARD_CARDS)
      problems.push(
        `a deck of ${size} cards is more than the ${STANDARD_CARDS} this model deals from`,
      );
    if (p.handSize > size)
      problems.push(
        `a hand of ${p.handSize} cannot be dealt from a deck of ${size}: lower handSize or add cards`,
      );
    return problems;
  },

  notes(p) {
    return [
      `a deck of ${p['deck.deadEye']} DEAD EYE and ${p['deck.other']} other cards: the book's card list is not in the source`,
    ];
  },

  metrics(p) {
    return new Layout()
      .distribution(
        'deadEyes',
        0,
        Math.min(p.handSize, p['deck.deadEye']),
        'DEAD EYE cards in the hand',
      )
      .probability('pDeadEye', 'the hand holds at least one DEAD EYE');
  },

  exact(p): ExactMetrics {
    const d = hypergeometric(p['deck.deadEye'] + p['deck.other'], p['deck.deadEye'], p.handSize);
    return { deadEyes: d.toRecord(), pDeadEye: 1 - d.at(0) };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sDist = layout.slot('deadEyes'),
      sAny = layout.slot('pDeadEye');
    const dealer = new DeadEyeDealer(p['deck.deadEye'], p['deck.other'], p.handSize);
    for (let t = 0; t < trials; t++) {
      const n = dealer.deal(rng);
      acc[sDist + n]++;
      if (n > 0) acc[sAny]++;
    }
    acc[0] += trials;
  },
};

/**
 * Deals a side's hand from its deck and counts the DEAD EYE cards in it: playing-card codes
 * stand for the side's cards, codes below `deadEye` are DEAD EYEs, codes from the deck's size
 * up are set aside before each deal. Allocation-free per deal; the encounter deals with it too.
 */
export class DeadEyeDealer {
  private readonly deck = new Deck({ reshuffle: 'never' });
  private readonly hand: Hand;

  constructor(
    private readonly deadEye: number,
    private readonly other: number,
    private readonly handSize: number,
  ) {
    this.hand = new Hand(Math.max(handSize, 1));
  }

  deal(rng: Rng): number {
    const size = this.deadEye + this.other,
      deck = this.deck,
      hand = this.hand;
    deck.reset();
    for (let c = size; c < STANDARD_CARDS; c++) deck.take(c);
    hand.clear();
    hand.refill(deck, rng, this.handSize);
    let n = 0;
    for (let i = 0; i < hand.count; i++) if (hand.cards[i] < this.deadEye) n++;
    return n;
  }
}
