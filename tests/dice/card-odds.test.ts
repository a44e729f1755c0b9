import { describe, expect, it } from 'vitest';
import { parseCard, STANDARD_ORDER } from '../../src/dice/cards.ts';
import {
  choose,
  handsWithAtLeast,
  hypergeometric,
  pAtLeast,
  pBestBeats,
  unseen,
} from '../../src/dice/card-odds.ts';
import { Deck, Hand } from '../../src/dice/deck.ts';
import { rngFromSeed } from '../../src/dice/rng.ts';
import { withinSe } from '../helpers.ts';

describe('hypergeometric helpers', () => {
  it('counts hands exactly', () => {
    expect(choose(52, 5)).toBe(2_598_960);
    expect(choose(54, 27)).toBe(1_946_939_425_648_112);
    expect(choose(5, 7)).toBe(0);
    const d = hypergeometric(52, 4, 5);
    expect(d.total()).toBeCloseTo(1, 14);
    expect(d.at(4)).toBeCloseTo(48 / choose(52, 5), 18);
  });

  it('gives the hand chances of malice.md §1.2 and C4', () => {
    // §1.2 derived: at least one 7 in five cards, 18472/54145.
    expect(handsWithAtLeast(52, 4, 5, 1) / choose(52, 5)).toBe(18472 / 54145);
    expect(pAtLeast(52, 4, 5)).toBeCloseTo(18472 / 54145, 15);
    // at least one A or 4: 1 − C(44,5)/C(52,5) ≈ 0.582
    expect(pAtLeast(52, 8, 5)).toBeCloseTo(1 - choose(44, 5) / choose(52, 5), 15);
    expect(pAtLeast(52, 8, 5)).toBeCloseTo(0.582, 3);
    // C4: at least one J, Q, K or A, 389/455.
    expect(pAtLeast(52, 16, 5)).toBeCloseTo(389 / 455, 15);
  });

  it('gives the snap-shot chances of malice.md §1.6 (four cards from the 50 unseen)', () => {
    const p = (attacker: string, defenderPlayed = '2C') =>
      pBestBeats(parseCard(attacker), unseen([parseCard(attacker), parseCard(defenderPlayed)]), 4);
    expect(p('10S')).toBeCloseTo(0.8, 2);
    expect(p('JS')).toBeCloseTo(0.68, 2);
    expect(p('QS')).toBeCloseTo(0.51, 2);
    expect(p('KS')).toBeCloseTo(0.29, 2);
    expect(p('KC')).toBeCloseTo(0.46, 2);
    expect(p('AC')).toBeCloseTo(0.23, 2);
    expect(p('AS')).toBe(0);
    expect(p('9S')).toBeGreaterThanOrEqual(0.88);
    // 1 − C(34,4)/C(50,4) exactly, against 10♠.
    expect(p('10S')).toBeCloseTo(1 - choose(34, 4) / choose(50, 4), 15);
  });

  it('agrees with dealt hands: at least one 7, and the whole count of face cards', () => {
    const rng = rngFromSeed('hands-vs-exact');
    const deck = new Deck();
    const hand = new Hand(5);
    const n = 200_000;
    let sevens = 0;
    const faces = new Float64Array(6);
    for (let t = 0; t < n; t++) {
      deck.reset();
      hand.clear();
      hand.refill(deck, rng, 5);
      let s = 0,
        f = 0;
      for (let i = 0; i < 5; i++) {
        const rank = (hand.cards[i] >> 2) + 2;
        if (rank === 7) s++;
        if (rank >= 11) f++;
      }
      if (s > 0) sevens++;
      faces[f]++;
    }
    expect(withinSe(sevens / n, 18472 / 54145, n)).toBe(true);
    const exact = hypergeometric(52, 16, 5);
    for (let k = 0; k <= 5; k++) expect(withinSe(faces[k] / n, exact.at(k), n)).toBe(true);
  });

  it('agrees with dealt hands: the best of four unseen cards beats the attacker’s card', () => {
    const rng = rngFromSeed('snap-vs-exact');
    const deck = new Deck();
    const hand = new Hand(4);
    const attacker = parseCard('QD'),
      mine = parseCard('3H');
    const n = 200_000;
    let beats = 0;
    for (let t = 0; t < n; t++) {
      deck.reset();
      deck.take(attacker);
      deck.take(mine);
      hand.clear();
      hand.refill(deck, rng, 4);
      if (hand.weakestBeating(STANDARD_ORDER, attacker) >= 0) beats++;
    }
    expect(withinSe(beats / n, pBestBeats(attacker, unseen([attacker, mine]), 4), n)).toBe(true);
  });
});
