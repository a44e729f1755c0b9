import { describe, expect, it } from 'vitest';
import { breakEven } from '../../../src/analysis/balance/break-even.ts';
import { breakEvenSchema } from '../../../src/scenario/balance-schema.ts';
import { LONG } from '../../helpers.ts';
import { FakeExecutor, subject } from './fake.ts';

const logit = (p: number) => Math.log(p / (1 - p));
const spec = (o: Record<string, unknown>) =>
  breakEvenSchema.parse({ param: 'x', from: 0, to: 24, metric: 'pA', ...o });
const settings = { maxTrials: 5_000_000 };

describe('break-even on exact values', () => {
  it('finds the crossing of σ((x − 10) / 3) = 0.3 at 10 + 3·logit(0.3) within its bracket', async () => {
    const truth = 10 + 3 * logit(0.3);
    const r = await breakEven(
      subject('curve', {}),
      spec({ target: 0.3 }),
      new FakeExecutor(),
      settings,
    );
    expect(r.method).toBe('exact');
    expect(r.trials).toBe(0);
    expect(r.crossing!.low).toBeLessThanOrEqual(truth);
    expect(r.crossing!.high).toBeGreaterThanOrEqual(truth);
    expect(Math.abs(r.crossing!.value - truth)).toBeLessThan(1e-4);
  });

  it('a falling curve and a winner outcome: σ((x − 10) / −2) = 0.5 at 10', async () => {
    const r = await breakEven(
      subject('curve', { scale: -2 }),
      spec({ metric: 'winner:A' }),
      new FakeExecutor(),
      settings,
    );
    expect(Math.abs(r.crossing!.value - 10)).toBeLessThan(1e-4);
  });

  it('no crossing is a finding, said plainly', async () => {
    const r = await breakEven(
      subject('curve', {}),
      spec({ target: 0.995 }),
      new FakeExecutor(),
      settings,
    );
    expect(r.found).toBe(false);
    expect(r.finding).toMatch(
      /^no crossing: pA is less than 0.995 everywhere from 0 to 24 \(highest 99.1%/,
    );
  });

  it('the smallest whole number at which P falls below 0.3 (σ((10 − n) / 3) < 0.3 from n = 13)', async () => {
    const r = await breakEven(
      subject('curve', { whole: true }),
      spec({ param: 'n', from: 0, to: 30, target: 0.3, find: 'first-below' }),
      new FakeExecutor(),
      settings,
    );
    expect(r.integer).toBe(true);
    expect(r.crossing!.value).toBe(13);
    expect(r.finding).toMatch(/smallest n at which pA is below 0.3 is 13/);
  });
});

describe('break-even by simulation', () => {
  it('places σ((x − 10) / 8) = 0.5 within ±0.25 (interval covering 10) with at least 5 times fewer trials than a fixed grid', async () => {
    const exec = new FakeExecutor();
    const r = await breakEven(
      subject('curve', { exact: false, scale: 8 }, 'crossing'),
      spec({ precision: 0.25 }),
      exec,
      settings,
    );
    expect(r.method).toBe('simulation');
    expect(r.reached).toBe(true);
    expect(r.crossing!.high - r.crossing!.low).toBeLessThanOrEqual(0.5 + 1e-9);
    expect(r.crossing!.low).toBeLessThanOrEqual(10);
    expect(r.crossing!.high).toBeGreaterThanOrEqual(10);
    expect(r.naiveTrials! / r.trials).toBeGreaterThanOrEqual(5);
    expect(exec.jobs * 500).toBe(r.trials);
  });

  it('the smallest whole number, simulated, settles both neighbours', async () => {
    const r = await breakEven(
      subject('curve', { whole: true, exact: false }),
      spec({ param: 'n', from: 0, to: 30, target: 0.3, find: 'first-below' }),
      new FakeExecutor(),
      settings,
    );
    expect(r.crossing!.value).toBe(13);
    expect(r.reached).toBe(true);
  });

  it('exact only part of the way: simulated throughout', async () => {
    const r = await breakEven(
      subject('curve', { exactUpTo: 12 }),
      spec({ precision: 0.25 }),
      new FakeExecutor(),
      settings,
    );
    expect(r.method).toBe('simulation');
    expect(r.crossing!.low).toBeLessThanOrEqual(10);
    expect(r.crossing!.high).toBeGreaterThanOrEqual(10);
  });

  it('no crossing, simulated', async () => {
    const r = await breakEven(
      subject('curve', { exact: false }),
      spec({ from: 15, to: 24 }),
      new FakeExecutor(),
      settings,
    );
    expect(r.found).toBe(false);
    expect(r.finding).toMatch(/^no crossing: pA is more than 0.5 everywhere from 15 to 24/);
  });

  it.runIf(LONG)(
    'its 95% interval covers the true crossing in about 95% of 200 seeds (LONG)',
    async () => {
      let covered = 0;
      const runs = 200;
      for (let seed = 0; seed < runs; seed++) {
        // Alternate a steep and a shallow curve, so both ends of the search are exercised.
        const scale = seed % 2 ? 3 : 8;
        const r = await breakEven(
          subject('curve', { exact: false, scale }, `coverage-${seed}`),
          spec({ precision: 0.25, target: 0.4 }),
          new FakeExecutor(),
          settings,
        );
        const truth = 10 + scale * logit(0.4);
        if (r.crossing!.low <= truth && truth <= r.crossing!.high) covered++;
      }
      // 95% of 200 is 190 (binomial sd 3.1); at least 182 rules out a real rate below 91%.
      expect(covered).toBeGreaterThanOrEqual(182);
    },
    600_000,
  );
});

describe('break-even on a ruleset that landed after the balance finder', () => {
  it('a Cowboys II Shot Chart cell: the smallest hit number at which one pistol shot at range 4 hits less than half the time', async () => {
    const { getRuleset } = await import('../../../src/rulesets/registry.ts');
    const { resolveMatchup } = await import('../../../src/rulesets/validate.ts');
    const ruleset = getRuleset('cowboys2');
    const procedure = ruleset.procedures.shot;
    const r0 = resolveMatchup(ruleset, procedure, { weapon: 'pistol', range: 4, shots: 1 }, {});
    expect(r0.problems).toEqual([]);
    const s = { ruleset, procedure, params: r0.params, options: r0.options, seed: 'cowboys2' };
    const r = await breakEven(
      s,
      spec({
        param: 'shotChart.pistol.4',
        from: 2,
        to: 12,
        target: 0.5,
        find: 'first-below',
        metric: 'pAnyHit',
      }),
      new FakeExecutor(),
      settings,
    );
    expect(r).toMatchObject({ method: 'exact', integer: true, found: true });
    const at = (x: number) => r.curve.find((c) => c.x === x)!.value;
    // 2d6 against the hit number: P(2d6 ≥ 7) = 21/36, P(2d6 ≥ 8) = 15/36 (cowboys-ii.md §1.2).
    expect(r.crossing!.value).toBe(8);
    expect(at(7)).toBeCloseTo(21 / 36, 12);
    expect(at(8)).toBeCloseTo(15 / 36, 12);
  });
});

describe('break-even on a parameter the scenario leaves unset', () => {
  it("a GF-1's distance (optional: the shortest effective range unless given) is numeric; a misspelling is named", async () => {
    const { checkBreakEven } = await import('../../../src/analysis/balance/break-even.ts');
    const { subjects } = await import('../../../src/analysis/balance/answer.ts');
    const { loadScenario } = await import('../../../src/scenario/load.ts');
    const { ROOT } = await import('../../helpers.ts');
    const gf1 = loadScenario(`${ROOT}/scenarios/sixgun/gf1.yaml`);
    const [{ subject: s }] = subjects(gf1, 'gf1');
    expect(s.params.distance).toBeUndefined();
    const be = (param: string) =>
      checkBreakEven(
        s,
        breakEvenSchema.parse({ param, from: 2, to: 30, metric: 'winner:Star', target: 0.8 }),
      ).problems.map((p) => p.message);
    expect(be('distance')).toEqual([]);
    expect(be('distanc')).toEqual(['unknown parameter "distanc" (did you mean "distance"?)']);
    expect(be('type')[0]).toMatch(/^parameter "type" is not numeric/);
  });
});
