import { choose } from '../../dice/card-odds.ts';
import { CardOrder, rankOf, suitOf } from '../../dice/cards.ts';
import { Deck, Hand } from '../../dice/deck.ts';
import { Layout } from '../../core/layout.ts';
import { numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import type { Cowboys2Options } from './options.ts';

/**
 * The optional initiative methods, which fix the order of the sides for the whole episode,
 * cowboys-ii.md §1.10 [L358-362]. High card (rule 6): each side flips 1, 2 or 3 cards as its
 * best cowboy modifier is +0, +1 or +2 and the higher best card goes first; ties re-flip (B21).
 * Flipped cards go to the bottom of the deck, so a re-flip is read as a fresh flip from a full
 * deck (the few cards at the bottom are never reached).
 */
const params = {
  aModifier: numberField({
    default: 1,
    min: 0,
    max: 2,
    integer: true,
    description: "Side A's best cowboy modifier: it flips that many cards plus one.",
  }),
  bModifier: numberField({
    default: 0,
    min: 0,
    max: 2,
    integer: true,
    description: "Side B's best cowboy modifier.",
  }),
} as const;

export type InitiativeParams = Values<typeof params>;

const RANKS = 13,
  PER_RANK = 4,
  CARDS = 52;

/**
 * P(A's best card beats B's, ties) for k and m cards from one deck, by ranks only: with
 * F(i, j) = P(A's cards all among the i lowest ranks and B's among the j lowest), the chance
 * of best ranks (i, j) is the usual difference of F, and F is a product of two
 * hypergeometric terms (the smaller set's cards are dealt first, then the larger set holds
 * the other side's).
 */
export function highCardOdds(k: number, m: number): { win: number; tie: number } {
  const F = (i: number, j: number) => {
    if (i < 0 || j < 0) return 0;
    const [small, big, nSmall, nBig] = j <= i ? [j, i, m, k] : [i, j, k, m];
    return (
      (choose(PER_RANK * small, nSmall) / choose(CARDS, nSmall)) *
      (choose(PER_RANK * big - nSmall, nBig) / choose(CARDS - nSmall, nBig))
    );
  };
  let win = 0,
    tie = 0;
  for (let i = 1; i <= RANKS; i++)
    for (let j = 1; j <= RANKS; j++) {
      const p = F(i, j) - F(i - 1, j) - F(i, j - 1) + F(i - 1, j - 1);
      if (i > j) win += p;
      else if (i === j) tie += p;
    }
  return { win, tie };
}

/**
 * Aces high (ruling, cowboys-ii.md §1.10, B21). Not an option: both sides flip from one
 * uniform deck, so any order of the ranks gives the same odds.
 */
const ORDER = new CardOrder({ aceHigh: true });

/** The best rank among n cards flipped from the deck. */
function flipBest(
  deck: Deck,
  n: number,
  order: CardOrder,
  rng: Parameters<Deck['draw']>[0],
): number {
  let best = -1;
  for (let c = 0; c < n; c++) best = Math.max(best, order.rank[deck.draw(rng)]);
  return best;
}

export const initiative: Procedure<InitiativeParams, Cowboys2Options> = {
  id: 'initiative',
  title: 'High-card initiative for the episode (optional rule 6)',
  description:
    'Each side flips one card per point of its best cowboy modifier plus one; the higher best card acts first for the whole episode; ties re-flip (cowboys-ii.md §1.10). Exact.',
  params,

  metrics() {
    return new Layout()
      .probability('pAFirst', 'side A acts first for the episode')
      .probability('pTieFirstFlip', 'the first flip ties')
      .mean('flips', 'rounds of flipping');
  },

  exact(p, o): ExactMetrics {
    const { win, tie } = highCardOdds(p.aModifier + 1, p.bModifier + 1);
    const reflip = o['initiative.tie'] === 'reflip';
    return {
      pAFirst: reflip ? win / (1 - tie) : win + tie,
      pTieFirstFlip: tie,
      flips: reflip ? 1 / (1 - tie) : 1,
    };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sA = layout.slot('pAFirst'),
      sTie = layout.slot('pTieFirstFlip'),
      sFlips = layout.slot('flips');
    const order = ORDER;
    const deck = new Deck({ reshuffle: 'never' });
    const reflip = o['initiative.tie'] === 'reflip';
    for (let t = 0; t < trials; t++) {
      let flips = 0;
      for (;;) {
        deck.reset();
        flips++;
        const a = flipBest(deck, p.aModifier + 1, order, rng);
        const b = flipBest(deck, p.bModifier + 1, order, rng);
        if (a === b && flips === 1) acc[sTie]++;
        if (a === b && reflip) continue;
        if (a >= b) acc[sA]++;
        break;
      }
      acc[sFlips] += flips;
      acc[sFlips + 1] += flips * flips;
    }
    acc[0] += trials;
  },
};

// Scratch space for scoring and drawing, so that no trial allocates.
const COUNTS = new Uint8Array(15);
const SUITS = new Uint8Array(4);
const GROUPS = new Uint8Array(5);

/**
 * A five-card poker hand as one number that orders hands by the standard ranking: the
 * category (high card … straight flush) then the ranks that break ties, most important first.
 */
export function pokerScore(cards: ArrayLike<number>): number {
  COUNTS.fill(0);
  let flush = true;
  for (let i = 0; i < 5; i++) {
    COUNTS[rankOf(cards[i])]++;
    if (suitOf(cards[i]) !== suitOf(cards[0])) flush = false;
  }
  // ranks by (count, rank), highest first
  let g = 0;
  for (let c = 4; c >= 1; c--) for (let r = 14; r >= 2; r--) if (COUNTS[r] === c) GROUPS[g++] = r;
  let straightHigh = 0;
  if (g === 5) {
    if (GROUPS[0] - GROUPS[4] === 4) straightHigh = GROUPS[0];
    else if (GROUPS[0] === 14 && GROUPS[1] === 5) straightHigh = 5; // A-2-3-4-5
  }
  const top = COUNTS[GROUPS[0]],
    second = g > 1 ? COUNTS[GROUPS[1]] : 0;
  let category: number;
  if (straightHigh && flush) category = 8;
  else if (top === 4) category = 7;
  else if (top === 3 && second === 2) category = 6;
  else if (flush) category = 5;
  else if (straightHigh) category = 4;
  else if (top === 3) category = 3;
  else if (top === 2 && second === 2) category = 2;
  else if (top === 2) category = 1;
  else category = 0;
  let score = category;
  for (let i = 0; i < 5; i++)
    score = score * 16 + (straightHigh ? (i === 0 ? straightHigh : 0) : i < g ? GROUPS[i] : 0);
  return score;
}

const CATEGORY = 16 ** 5;

/**
 * One side's single draw: keep a pair or better (drawing to it), draw to four cards of a
 * suit, otherwise keep the highest card and draw four; a straight or better stands. A plain,
 * common strategy: the rules leave the play to the players (ruling in cowboys-ii.md §1.10:
 * standard five-card draw).
 */
export function drawOnce(hand: Hand, deck: Deck, rng: Parameters<Deck['draw']>[0]): void {
  const category = Math.floor(pokerScore(hand.cards) / CATEGORY); // fills COUNTS
  if (category >= 4 && category !== 7) return;
  SUITS.fill(0);
  let high = 0;
  for (let i = 0; i < 5; i++) {
    SUITS[suitOf(hand.cards[i])]++;
    high = Math.max(high, rankOf(hand.cards[i]));
  }
  const four = SUITS.indexOf(4);
  for (let i = hand.count - 1; i >= 0; i--) {
    const c = hand.cards[i];
    const keep =
      category >= 1 ? COUNTS[rankOf(c)] >= 2 : four >= 0 ? suitOf(c) === four : rankOf(c) === high;
    if (!keep) hand.removeAt(i);
  }
  hand.refill(deck, rng, 5);
}

export const pokerInitiative: Procedure<Record<string, never>, Cowboys2Options> = {
  id: 'poker-initiative',
  title: 'Poker initiative for the episode (optional rule 7), simulated',
  description:
    'One hand of five-card draw per side, one discard and draw each; the better hand acts first for the whole episode, a tie is dealt again (cowboys-ii.md §1.10). Simulated only: the draw makes enumeration impractical.',
  params: {},

  explain() {
    return 'simulated, not exact: each side keeps a pair or better, draws to four of a suit, or keeps its highest card and draws four';
  },

  metrics() {
    return new Layout()
      .probability('pAFirst', 'side A (dealt first) acts first for the episode')
      .probability('pTieFirstHand', 'the first hands tie')
      .mean('hands', 'hands dealt');
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sA = layout.slot('pAFirst'),
      sTie = layout.slot('pTieFirstHand'),
      sHands = layout.slot('hands');
    const deck = new Deck({ reshuffle: 'never' });
    const a = new Hand(5),
      b = new Hand(5);
    for (let t = 0; t < trials; t++) {
      let hands = 0;
      for (;;) {
        deck.reset();
        a.clear();
        b.clear();
        hands++;
        a.refill(deck, rng, 5);
        b.refill(deck, rng, 5);
        drawOnce(a, deck, rng);
        drawOnce(b, deck, rng);
        const sa = pokerScore(a.cards),
          sb = pokerScore(b.cards);
        if (sa === sb && hands === 1) acc[sTie]++;
        if (sa === sb && o['initiative.tie'] === 'reflip') continue;
        if (sa >= sb) acc[sA]++;
        break;
      }
      acc[sHands] += hands;
      acc[sHands + 1] += hands * hands;
    }
    acc[0] += trials;
  },
};
