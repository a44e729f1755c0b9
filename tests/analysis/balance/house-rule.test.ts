import { describe, expect, it } from 'vitest';
import { balanceText } from '../../../src/report/balance/text.ts';
import { houseRule } from '../../../src/analysis/balance/house-rule.ts';
import { reading, rulings, summarize } from '../../../src/analysis/balance/rulings.ts';
import { houseRuleSchema, rulingsSchema } from '../../../src/scenario/balance-schema.ts';
import { FakeExecutor, scenario } from './fake.ts';

const sigma = (t: number) => 1 / (1 + Math.exp(-t));
/** The bonus adds 2 to x: P rises by σ((x − 8)/3) − σ((x − 10)/3), most near x = 9. */
const gain = (x: number) => sigma((x - 8) / 3) - sigma((x - 10) / 3);
const xs = [0, 9, 30];

describe('house-rule impact', () => {
  it('exact: the cells where the bonus moves P(A) by more than 5 points, and the paragraph that says so', async () => {
    const r = await houseRule(
      scenario(xs, [{ name: 'bonus', options: { 'house.bonus': true } }]),
      houseRuleSchema.parse({ metrics: 'pA', threshold: 0.05 }),
      new FakeExecutor(),
      { seed: 's', trials: 1000 },
    );
    expect(r.trials).toBe(0);
    r.effects.forEach((e, i) => expect(e.difference).toBeCloseTo(gain(xs[i]), 12));
    expect(r.verdicts[0]).toMatchObject({ variant: 'bonus', cells: 3, beyond: 1 });
    expect(r.summary).toBe(
      `bonus raises pA by ${(gain(9) * 100).toFixed(1)} points in 1 of 3 cells (x=9); in the other 2 it changes by less than 5.0 points or not significantly.`,
    );
  });

  it('simulated: paired differences within 3 standard errors (1.5 half-widths) of the exact change', async () => {
    const r = await houseRule(
      scenario(xs, [{ name: 'bonus', options: { 'house.bonus': true } }], false),
      houseRuleSchema.parse({ metrics: ['pA', 'winner:B'] }),
      new FakeExecutor(),
      { seed: 's', trials: 32_000 },
    );
    expect(r.trials).toBe(6 * 32_000);
    for (const e of r.effects) {
      const x = Number(e.label.x);
      const truth = e.metric === 'pA' ? gain(x) : -gain(x);
      expect(e.exact).toBe(false);
      expect(Math.abs(e.difference - truth)).toBeLessThanOrEqual(1.5 * ((e.high - e.low) / 2));
      expect(e.high - e.low).toBeLessThan(0.01);
    }
  });
});

describe('which rulings matter', () => {
  it('ranks each alternative reading by its largest move; a reading that changes nothing moves nothing, numbers are not readings', async () => {
    const r = await rulings(
      scenario(xs, []),
      rulingsSchema.parse({ metrics: 'pA', threshold: 0.01 }),
      new FakeExecutor(),
      { seed: 's', trials: 1000 },
    );
    expect(r.ranked.map((e) => `${e.option}=${String(e.alternative)}`)).toEqual([
      'house.bonus=true',
      'house.mode=shifted',
      'house.mode=inert',
    ]);
    expect(r.ranked[0].difference).toBeCloseTo(gain(9), 12);
    expect(r.ranked[2]).toMatchObject({ difference: 0, matters: false });
    expect(r.skipped.map((s) => s.option)).toEqual(['house.knob']);
    expect(r.summary).toMatch(
      /^Of the 2 rulings with alternative readings, 2 move a headline metric by more than 1.0 points in any cell: house.bonus, house.mode\. The largest: reading house.bonus as true instead of false moves pA by \+/,
    );
  });

  it('simulated on common random numbers: an inert reading differs by exactly 0', async () => {
    const r = await rulings(
      scenario(xs, [], false),
      rulingsSchema.parse({ metrics: 'pA' }),
      new FakeExecutor(),
      { seed: 's', trials: 8000 },
    );
    const inert = r.ranked.find((e) => e.alternative === 'inert')!;
    expect(inert).toMatchObject({ difference: 0, low: 0, high: 0, matters: false });
    expect(r.ranked[0].option).toBe('house.bonus');
  });
});

describe('which rulings matter: an option the book leaves unset', () => {
  it('is shown as unset, not as a missing value, in the table and the summary', async () => {
    const r = await rulings(
      scenario(xs, []),
      rulingsSchema.parse({ metrics: 'pA', threshold: 0.01, options: ['house.mode'] }),
      new FakeExecutor(),
      { seed: 's', trials: 1000 },
    );
    // The same answer with the option's default taken away, as for Cowpoke's backShot.facing.
    const unset = { ...r, ranked: r.ranked.map((e) => ({ ...e, current: undefined })) };
    const text = balanceText({
      scenario: 'fake',
      ruleset: 'fake',
      procedure: 'curve',
      seed: 's',
      rulings: unset,
    } as never);
    expect(text).toContain('unset → shifted');
    expect(text).not.toContain('undefined');
    expect(reading(undefined)).toBe('unset');
    expect(reading(false)).toBe('false');
  });
});

describe('which rulings matter: the summary', () => {
  it('names as the largest the largest move that matters, not a bigger one whose interval spans 0', () => {
    const effect = (
      option: string,
      difference: number,
      low: number,
      high: number,
      matters: boolean,
    ) => ({
      option,
      current: false,
      alternative: true,
      metric: 'winner:A',
      kind: 'probability' as const,
      matchup: 'm',
      difference,
      low,
      high,
      exact: false,
      matters,
    });
    const ranked = [
      effect('noisy', 0.067, -0.195, 0.329, false),
      effect('real', -0.062, -0.067, -0.058, true),
    ];
    const text = summarize(ranked, [], 0.02);
    expect(text).toMatch(
      /only one moves a headline metric by more than 2.0 points in any cell: real\. The largest: reading real as true instead of false moves winner:A by −6\.2 points/,
    );
    expect(text).not.toContain('noisy');
  });
});
