import { describe, expect, it } from 'vitest';
import { NO_CARD, parseCard, STANDARD_ORDER } from '../../src/dice/cards.ts';
import { Deck, Hand } from '../../src/dice/deck.ts';
import { rngFromSeed } from '../../src/dice/rng.ts';

/** Pearson χ² of a table of counts against one common expected count. */
function chiSquare(counts: ArrayLike<number>, expected: number): number {
  let chi = 0;
  for (let i = 0; i < counts.length; i++) chi += (counts[i] - expected) ** 2 / expected;
  return chi;
}

describe('shuffling by dealing', () => {
  it('puts every card in every position equally often (χ² over 52 × 52 cells)', () => {
    const rng = rngFromSeed('deck-positions');
    const deck = new Deck();
    const shuffles = 52_000;
    const counts = new Float64Array(52 * 52);
    for (let s = 0; s < shuffles; s++) {
      deck.reset();
      for (let pos = 0; pos < 52; pos++) counts[pos * 52 + deck.draw(rng)]++;
    }
    // Rows and columns both sum to fixed totals: df = 51² = 2601; upper 0.1% point ≈ 2830.
    expect(chiSquare(counts, shuffles / 52)).toBeLessThan(2830);
    // …and is not suspiciously small either (lower 0.1% point ≈ 2385).
    expect(chiSquare(counts, shuffles / 52)).toBeGreaterThan(2385);
  });

  it('deals consecutive cards independently (χ² over rank pairs of the first two cards)', () => {
    const rng = rngFromSeed('deck-pairs');
    const deck = new Deck();
    const n = 200_000;
    const counts = new Float64Array(13 * 13);
    for (let s = 0; s < n; s++) {
      deck.reset();
      counts[(deck.draw(rng) >> 2) * 13 + (deck.draw(rng) >> 2)]++;
    }
    // Without replacement a pair of equal ranks has chance 3/51 per rank, different ranks 4/51.
    let chi = 0;
    for (let a = 0; a < 13; a++)
      for (let b = 0; b < 13; b++) {
        const e = (n * (a === b ? 3 : 4)) / 51 / 13;
        chi += (counts[a * 13 + b] - e) ** 2 / e;
      }
    expect(chi).toBeLessThan(223.4); // df 168, upper 0.1%
  });

  it('deals each card exactly once, then nothing when the deck never reshuffles', () => {
    const rng = rngFromSeed('deck-once');
    const deck = new Deck({ reshuffle: 'never', jokers: 2 });
    const seen = new Set<number>();
    for (let i = 0; i < 54; i++) seen.add(deck.draw(rng));
    expect(seen.size).toBe(54);
    expect(Math.max(...seen)).toBe(53);
    deck.discard(7);
    expect(deck.draw(rng)).toBe(NO_CARD);
    expect(deck.remaining).toBe(0);
  });

  it('reshuffles only the discards when the pile runs out, never the cards held', () => {
    const rng = rngFromSeed('deck-reshuffle');
    const deck = new Deck();
    const a = new Hand(5),
      b = new Hand(5);
    a.refill(deck, rng, 5);
    b.refill(deck, rng, 5);
    const keep = a.cards[0];
    for (let turn = 0; turn < 200; turn++) {
      // A never plays its first card; B plays its worst.
      a.play(a.count - 1, deck);
      b.play(b.worst(STANDARD_ORDER), deck);
      a.refill(deck, rng, 5);
      b.refill(deck, rng, 5);
      // Conservation: pile + discards + hands = the 52 cards, each once.
      const all = [
        ...deck.pile.subarray(deck.top),
        ...deck.discards.subarray(0, deck.discardCount),
        ...a.cards.subarray(0, a.count),
        ...b.cards.subarray(0, b.count),
      ];
      expect(all.length).toBe(52);
      expect(new Set(all).size).toBe(52);
      expect(a.cards[0]).toBe(keep);
    }
    // 42 cards are left after the deal and 2 are drawn a turn, so the pile runs dry during
    // turns 22, 44, …, 198, each time with the 44 cards discarded since the last reshuffle.
    expect(deck.reshuffles).toBe(9);
  });

  it('takes a named card out of the pile so that it is never dealt', () => {
    const rng = rngFromSeed('deck-take');
    const deck = new Deck();
    const jack = parseCard('JC');
    expect(deck.take(jack)).toBe(true);
    expect(deck.take(jack)).toBe(false);
    for (let i = 0; i < 51; i++) expect(deck.draw(rng)).not.toBe(jack);
  });
});

describe('hands', () => {
  const hand = (...names: string[]) => {
    const h = new Hand(5);
    for (const n of names) h.add(parseCard(n));
    return h;
  };
  it('finds the best, the worst and the weakest card that still beats a given card', () => {
    const h = hand('9H', 'KC', '2S', 'JD', '9S');
    expect(h.cards[h.best(STANDARD_ORDER)]).toBe(parseCard('KC'));
    expect(h.cards[h.worst(STANDARD_ORDER)]).toBe(parseCard('2S'));
    expect(h.cards[h.weakestBeating(STANDARD_ORDER, parseCard('9H'))]).toBe(parseCard('9S'));
    expect(h.cards[h.weakestBeating(STANDARD_ORDER, parseCard('10C'))]).toBe(parseCard('JD'));
    expect(h.weakestBeating(STANDARD_ORDER, parseCard('KD'))).toBe(-1);
    expect(new Hand(5).best(STANDARD_ORDER)).toBe(-1);
  });

  it('plays a card to the discard pile and refills to size', () => {
    const rng = rngFromSeed('hand-play');
    const deck = new Deck();
    const h = new Hand(5);
    expect(h.refill(deck, rng, 5)).toBe(5);
    const played = h.play(2, deck);
    expect(h.count).toBe(4);
    expect(h.indexOf(played)).toBe(-1);
    expect(deck.discards[0]).toBe(played);
    expect(h.refill(deck, rng, 5)).toBe(1);
    h.discardAll(deck);
    expect(h.count).toBe(0);
    expect(deck.discardCount).toBe(6);
  });
});
