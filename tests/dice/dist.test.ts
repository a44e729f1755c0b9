import { describe, expect, it } from 'vitest';
import {
  chain,
  compare,
  constant,
  convolve,
  die,
  difference,
  fromWeights,
  map,
  mixture,
  successes,
  sumOf,
} from '../../src/dice/dist.ts';
import { CdfTable } from '../../src/dice/rolls.ts';
import { rngFromSeed } from '../../src/dice/rng.ts';

const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-12);

describe('exact distributions', () => {
  it('2d6 by convolution is the triangle k/36', () => {
    const two = convolve(die(6), die(6));
    expect(two.min).toBe(2);
    expect(two.max).toBe(12);
    for (let s = 2; s <= 12; s++) close(two.at(s), (6 - Math.abs(s - 7)) / 36);
    close(two.mean(), 7);
    close(two.variance(), 35 / 6);
  });

  it('sumOf by repeated squaring matches repeated convolution', () => {
    const a = sumOf(die(6), 5);
    let b = constant(0);
    for (let i = 0; i < 5; i++) b = convolve(b, die(6));
    for (let s = 5; s <= 30; s++) close(a.at(s), b.at(s));
    close(a.at(5), 1 / 7776);
    close(sumOf(die(6), 0).at(0), 1);
  });

  it('successes are binomial: sixes among 3 dice', () => {
    const s = successes(3, 1 / 6);
    close(s.at(0), 125 / 216);
    close(s.at(1), 75 / 216);
    close(s.at(2), 15 / 216);
    close(s.at(3), 1 / 216);
    close(s.atLeast(1), 91 / 216);
  });

  it('compare gives the Brawl outcomes of cowpoke.md Appendix B', () => {
    // 1 v 1: A wins 5/36, D wins 5/36, equal 26/36 (Bloody Draw 1/36 + Scuffle 25/36).
    const one = compare(successes(1, 1 / 6), successes(1, 1 / 6));
    close(one.greater, 5 / 36);
    close(one.less, 5 / 36);
    close(one.equal, 26 / 36);
    const two = compare(successes(2, 1 / 6), successes(2, 1 / 6));
    close(two.greater, 95 / 432);
    close(two.equal, 101 / 1296 + 625 / 1296);
  });

  it('map, mixture, chain, difference and fromWeights', () => {
    const parity = map(die(6), (k) => k % 2);
    close(parity.at(0), 0.5);
    const mix = mixture([
      [1, constant(0)],
      [3, constant(2)],
    ]);
    close(mix.at(0), 0.25);
    close(mix.at(2), 0.75);
    // d6 then that many coins' heads: P(0) = Σ (1/6)(1/2)^k.
    const chained = chain(die(6), (k) => successes(k, 0.5));
    close(chained.at(0), (1 / 6) * (1 - 0.5 ** 6));
    const diff = difference(die(6), die(6));
    close(diff.at(0), 6 / 36);
    close(diff.at(-5), 1 / 36);
    close(diff.mean(), 0);
    const w = fromWeights([
      [3, 1],
      [5, 3],
    ]);
    close(w.at(5), 0.75);
    expect(w.toRecord()).toEqual({ '3': 0.25, '5': 0.75 });
  });

  it('a CDF table samples its distribution', () => {
    const table = new CdfTable(2, convolve(die(6), die(6)).p);
    const rng = rngFromSeed('cdf');
    const counts = new Float64Array(13);
    const n = 360_000;
    for (let i = 0; i < n; i++) counts[table.sample(rng)]++;
    for (let s = 2; s <= 12; s++) {
      const p = (6 - Math.abs(s - 7)) / 36;
      expect(Math.abs(counts[s] / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
  });
});
