/**
 * Exact chances for hands dealt without replacement.
 *
 * A hand of n cards dealt from a pool of N, of which K are "good", holds X good cards with
 * the hypergeometric law P(X = x) = C(K, x) · C(N − K, n − x) / C(N, n). Everything below is
 * that law read different ways. The binomial coefficients stay exact in doubles for every
 * deck size here (C(54, 27) ≈ 1.9 · 10^15 < 2^53).
 */
import { CardOrder, STANDARD_CARDS, STANDARD_ORDER } from './cards.ts';
import { Dist } from './dist.ts';

/** C(n, k), exact for the sizes of card games; 0 outside 0 ≤ k ≤ n. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  k = Math.min(k, n - k);
  let c = 1;
  // c stays an integer after each step: c · (n − i) / (i + 1) is C(n, i + 1).
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return Math.round(c);
}

/** The number of good cards in a hand of `hand` from a pool of `pool` holding `good` good ones. */
export function hypergeometric(pool: number, good: number, hand: number): Dist {
  if (hand > pool || good > pool || hand < 0 || good < 0)
    throw new Error(`hypergeometric: a hand of ${hand} with ${good} good cards from ${pool}`);
  const lo = Math.max(0, hand - (pool - good));
  const hi = Math.min(good, hand);
  const total = choose(pool, hand);
  const p = new Float64Array(hi - lo + 1);
  for (let x = lo; x <= hi; x++)
    p[x - lo] = (choose(good, x) * choose(pool - good, hand - x)) / total;
  return new Dist(lo, p);
}

/**
 * The number of hands of `hand` cards, out of C(pool, hand), holding at least `k` good cards:
 * an integer, so a test can compare a printed fraction exactly (18472 of 54145 · 48 hands…).
 */
export function handsWithAtLeast(pool: number, good: number, hand: number, k: number): number {
  let count = 0;
  for (let x = Math.max(k, 0); x <= Math.min(good, hand); x++)
    count += choose(good, x) * choose(pool - good, hand - x);
  return count;
}

/** P(a hand of `hand` cards from `pool` holds at least `k` of the `good` ones). */
export function pAtLeast(pool: number, good: number, hand: number, k = 1): number {
  return handsWithAtLeast(pool, good, hand, k) / choose(pool, hand);
}

/**
 * How many of `candidates` beat `card` (rank then suit): the good cards for "can I top it?".
 * `candidates` is the unseen pool: the deck less every card known to be elsewhere.
 */
export function countBeating(
  card: number,
  candidates: ArrayLike<number>,
  order: CardOrder = STANDARD_ORDER,
): number {
  let n = 0;
  for (let i = 0; i < candidates.length; i++)
    if (order.strength[candidates[i]] > order.strength[card]) n++;
  return n;
}

/**
 * P(the best card of a hand of `hand` cards, dealt from `candidates`, beats `card`): the
 * hand fails only if all its cards come from those that do not beat it, so
 * P = 1 − C(N − B, n) / C(N, n) with B the cards that beat `card`.
 */
export function pBestBeats(
  card: number,
  candidates: ArrayLike<number>,
  hand: number,
  order: CardOrder = STANDARD_ORDER,
): number {
  const beating = countBeating(card, candidates, order);
  return pAtLeast(candidates.length, beating, hand, 1);
}

/** The cards of a deck with `jokers` jokers that are not among `known`: the unseen pool. */
export function unseen(known: ArrayLike<number>, jokers: 0 | 1 | 2 = 0): number[] {
  const skip = new Set(Array.from(known));
  const out: number[] = [];
  for (let c = 0; c < STANDARD_CARDS + jokers; c++) if (!skip.has(c)) out.push(c);
  return out;
}
