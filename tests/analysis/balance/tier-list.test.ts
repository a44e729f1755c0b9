import { describe, expect, it } from 'vitest';
import { bradleyTerry, ELO, tiers } from '../../../src/analysis/balance/bradley-terry.ts';
import { tierList } from '../../../src/analysis/balance/tier-list.ts';
import { tierListSchema } from '../../../src/scenario/balance-schema.ts';
import { FakeExecutor, subject } from './fake.ts';

/** Planted strengths: D strongest, B and C equal, A weakest (P(i beats j) = σ(si − sj)). */
const planted = [
  { name: 'A', value: 0 },
  { name: 'B', value: 1 },
  { name: 'C', value: 1 },
  { name: 'D', value: 2.5 },
];
const spec = tierListSchema.parse({
  a: 'a',
  b: 'b',
  entrants: planted,
  score: { for: 'winner:A', against: 'winner:B' },
});

describe('tier list', () => {
  it('recovers a planted order exactly from exact scores: D > B = C > A, ratings the planted strengths on the Elo scale', async () => {
    const r = await tierList(subject('duel', {}), spec, new FakeExecutor(), { trials: 1000 });
    const rr = r.roundRobins[0];
    expect(rr.method).toBe('exact');
    const names = rr.ranking.map((e) => e.name);
    expect([names[0], names[3]]).toEqual(['D', 'A']);
    expect(names.slice(1, 3).sort()).toEqual(['B', 'C']);
    expect(rr.ranking.map((e) => e.tier)).toEqual([1, 2, 2, 3]);
    const by = Object.fromEntries(rr.ranking.map((e) => [e.name, e.rating]));
    expect(by.D - by.A).toBeCloseTo(2.5 * ELO, 6);
    expect(by.B - by.C).toBeCloseTo(0, 9);
    expect(rr.matrix[3][0]).toBeCloseTo(1 / (1 + Math.exp(-2.5)), 12);
    expect(rr.finding).toMatch(/^D > (B = C|C = B) \(tied\) > A$/);
  });

  it('recovers it from simulated scores, B and C tied within their interval', async () => {
    const r = await tierList(subject('duel', { exact: false }), spec, new FakeExecutor(), {
      trials: 20_000,
    });
    const rr = r.roundRobins[0];
    expect(rr.method).toBe('simulation');
    expect(rr.trials).toBe(12 * 20_000);
    expect(rr.ranking[0].name).toBe('D');
    expect(rr.ranking[3].name).toBe('A');
    expect(rr.ranking.map((e) => e.tier)).toEqual([1, 2, 2, 3]);
    for (const e of rr.ranking) {
      const truth = ({ A: 0, B: 1, C: 1, D: 2.5 } as Record<string, number>)[e.name] - 4.5 / 4;
      expect(e.low).toBeLessThanOrEqual(truth * ELO);
      expect(e.high).toBeGreaterThanOrEqual(truth * ELO);
    }
  });

  it('recovers it when some pairings are exact and the others simulated: finite intervals, the exact ones fixing their differences', async () => {
    // Pairings among A, B and C (strengths up to 1) are exact; every pairing with D is simulated.
    const r = await tierList(subject('duel', { exactUpTo: 1 }), spec, new FakeExecutor(), {
      trials: 20_000,
    });
    const rr = r.roundRobins[0];
    expect(rr.method).toBe('mixed');
    expect(rr.trials).toBe(6 * 20_000);
    expect(rr.ranking[0].name).toBe('D');
    expect(rr.ranking[3].name).toBe('A');
    expect(rr.ranking.map((e) => e.tier)).toEqual([1, 2, 2, 3]);
    const by = Object.fromEntries(rr.ranking.map((e) => [e.name, e]));
    for (const e of rr.ranking) {
      expect(Number.isFinite(e.low) && Number.isFinite(e.high), e.name).toBe(true);
      expect(e.low).toBeLessThanOrEqual(e.rating);
      expect(e.high).toBeGreaterThanOrEqual(e.rating);
    }
    // Only the simulated pairings with D spread the fit; the exact ones hold B − A near 1.
    expect(by.D.high - by.D.low).toBeGreaterThan(by.B.high - by.B.low);
    expect((by.B.rating - by.A.rating) / ELO).toBeCloseTo(1, 1);
  });

  it('holds one round robin per value of `at`', async () => {
    const s = tierListSchema.parse({
      ...spec,
      at: { b: [0] },
      entrants: [
        { name: 'weak', value: 0 },
        { name: 'strong', value: 1 },
      ],
      a: 'a',
    });
    const r = await tierList(subject('duel', {}), s, new FakeExecutor(), { trials: 1000 });
    expect(r.roundRobins).toHaveLength(1);
    expect(r.roundRobins[0].label).toBe('b = 0');
  });
});

describe('Bradley–Terry', () => {
  it('a significant gap starts a new tier; a gap inside the interval does not', () => {
    const fit = bradleyTerry(3, [
      { i: 0, j: 1, score: 0.52, n: 100 },
      { i: 1, j: 0, score: 0.48, n: 100 },
      { i: 0, j: 2, score: 0.9, n: 1000 },
      { i: 2, j: 0, score: 0.1, n: 1000 },
      { i: 1, j: 2, score: 0.9, n: 1000 },
      { i: 2, j: 1, score: 0.1, n: 1000 },
    ]);
    expect(tiers(fit)).toEqual([0, 0, 1]);
  });
});
