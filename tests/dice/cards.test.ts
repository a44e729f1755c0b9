import { describe, expect, it } from 'vitest';
import {
  CardOrder,
  cardName,
  cardOf,
  JOKER_BLACK,
  JOKER_RED,
  parseCard,
  rankOf,
  STANDARD_ORDER,
  suitOf,
} from '../../src/dice/cards.ts';

describe('card codes and names', () => {
  it('gives every one of the 52 cards a distinct code that round-trips through its names', () => {
    const seen = new Set<number>();
    for (let rank = 2; rank <= 14; rank++)
      for (let suit = 0; suit < 4; suit++) {
        const c = cardOf(rank, suit);
        seen.add(c);
        expect(rankOf(c)).toBe(rank);
        expect(suitOf(c)).toBe(suit);
        expect(parseCard(cardName(c))).toBe(c);
      }
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  it('reads letters and symbols in either case, and T for ten', () => {
    expect(cardName(parseCard('10S'))).toBe('10♠');
    expect(cardName(parseCard('ts'))).toBe('10♠');
    expect(cardName(parseCard('qh'))).toBe('Q♥');
    expect(cardName(parseCard('A♣'))).toBe('A♣');
    expect(parseCard('Red Joker')).toBe(JOKER_RED);
    expect(cardName(JOKER_BLACK)).toBe('black joker');
  });

  it('refuses an unknown card with the nearest name', () => {
    expect(() => parseCard('QX')).toThrow(/unknown card "QX"/);
    expect(() => parseCard('1S')).toThrow(/did you mean "\dS"\?/);
    expect(() => parseCard('11H')).toThrow(/unknown card/);
  });
});

describe('card orders', () => {
  const c = parseCard;
  it('ranks first, then spades > hearts > diamonds > clubs by default', () => {
    // malice.md §4 D18: 9♥ against 9♠, the spade goes first.
    expect(STANDARD_ORDER.beats(c('9S'), c('9H'))).toBe(true);
    expect(STANDARD_ORDER.beats(c('9H'), c('9D'))).toBe(true);
    expect(STANDARD_ORDER.beats(c('9D'), c('9C'))).toBe(true);
    expect(STANDARD_ORDER.beats(c('10C'), c('9S'))).toBe(true);
    expect(STANDARD_ORDER.beats(c('AC'), c('KS'))).toBe(true);
    expect(STANDARD_ORDER.value[c('AC')]).toBe(14);
    expect(STANDARD_ORDER.value[c('JD')]).toBe(11);
    const strengths = new Set(Array.from(STANDARD_ORDER.strength.subarray(0, 52)));
    expect(strengths.size).toBe(52);
  });

  it('puts the Ace below the 2 and values it 1 when Aces are low', () => {
    const low = new CardOrder({ aceHigh: false });
    expect(low.beats(c('2C'), c('AS'))).toBe(true);
    expect(low.value[c('AS')]).toBe(1);
    expect(low.rank[c('AS')]).toBe(0);
    expect(low.rank[c('KS')]).toBe(12);
  });

  it('follows a given suit order and places jokers high or low', () => {
    const bridgeReversed = new CardOrder({
      suitsHighToLow: ['clubs', 'diamonds', 'hearts', 'spades'],
    });
    expect(bridgeReversed.beats(c('9C'), c('9S'))).toBe(true);
    expect(bridgeReversed.beats(c('10S'), c('9C'))).toBe(true);
    expect(STANDARD_ORDER.beats(JOKER_RED, c('AS'))).toBe(true);
    const jokersLow = new CardOrder({ jokers: 'low' });
    expect(jokersLow.beats(c('2C'), JOKER_BLACK)).toBe(true);
    expect(jokersLow.beats(JOKER_BLACK, JOKER_RED)).toBe(true);
    expect(
      () => new CardOrder({ suitsHighToLow: ['spades', 'spades', 'hearts', 'clubs'] }),
    ).toThrow(/once/);
  });
});
