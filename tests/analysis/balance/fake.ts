import { Layout } from '../../../src/core/layout.ts';
import { streamFor } from '../../../src/dice/rng.ts';
import type { ChunkJob } from '../../../src/engine/chunks.ts';
import type { Executor } from '../../../src/engine/executor.ts';
import { booleanField, enumField, numberField } from '../../../src/rulesets/fields.ts';
import type { Procedure, Ruleset } from '../../../src/rulesets/types.ts';
import type { Cell, Scenario, Variant } from '../../../src/scenario/load.ts';
import { scenarioSchema } from '../../../src/scenario/schema.ts';
import type { Subject } from '../../../src/analysis/balance/subject.ts';

/**
 * A ruleset whose answers are known in closed form, for testing the balance searches:
 * P(A wins) = σ((x + 2·bonus − centre) / scale) for `curve`, σ(a − b) for `duel` (a
 * Bradley–Terry model, so a tier list must recover its strengths exactly). `exact: false`
 * makes the procedure decline the exact answer, so the simulation path is tested too, and
 * `exactUpTo` declines it beyond a value only, so answers are part exact, part simulated.
 */
const sigma = (t: number) => 1 / (1 + Math.exp(-t));

const options = {
  'house.bonus': booleanField({ default: false, description: 'adds 2 to x', ruling: 'no bonus' }),
  'house.mode': enumField(['plain', 'inert', 'shifted'] as const, {
    default: 'plain',
    description: 'inert changes nothing; shifted subtracts 1 from x',
    ruling: 'plain',
  }),
  'house.knob': numberField({ default: 1, description: 'a number: never varied as a reading' }),
};

const winLayout = () =>
  new Layout().categories('winner', ['A', 'B'], 'who wins').probability('pA', 'A wins');

function bernoulliSim(
  q: number,
  rng: import('../../../src/dice/rng.ts').Rng,
  trials: number,
  acc: Float64Array,
) {
  let a = 0;
  for (let t = 0; t < trials; t++) if (rng.float() < q) a++;
  acc[0] += trials;
  acc[1] += a;
  acc[2] += trials - a;
  acc[3] += a;
}

const curveQ = (p: Record<string, any>, o: Record<string, any>) =>
  sigma(
    (p.x + (o['house.bonus'] ? 2 : 0) - (o['house.mode'] === 'shifted' ? 1 : 0) - p.centre) /
      p.scale,
  );

export const curve: Procedure = {
  id: 'curve',
  title: 'logistic curve',
  description: 'P(A wins) = σ((x − centre) / scale)',
  params: {
    x: numberField({ default: 0, description: 'the varied value' }),
    n: numberField({
      default: 0,
      integer: true,
      min: 0,
      description: 'a whole-number value: P = σ((centre − n) / scale)',
    }),
    centre: numberField({ default: 10, description: 'where P = 1/2' }),
    scale: numberField({ default: 3, description: 'steepness (negative: a falling curve)' }),
    exact: booleanField({ default: true, description: 'answer exactly' }),
    exactUpTo: numberField({ default: 1e9, description: 'answer exactly only up to this x' }),
    whole: booleanField({ default: false, description: 'use n instead of x' }),
    label: enumField(['a', 'b'] as const, { default: 'a', description: 'a non-numeric parameter' }),
  },
  metrics: winLayout,
  simulate(p, o, rng, trials, acc) {
    bernoulliSim(p.whole ? sigma((p.centre - p.n) / p.scale) : curveQ(p, o), rng, trials, acc);
  },
  exact(p, o) {
    if (!p.exact || p.x > p.exactUpTo) throw new Error('declined');
    const q = p.whole ? sigma((p.centre - p.n) / p.scale) : curveQ(p, o);
    return { winner: { A: q, B: 1 - q }, pA: q };
  },
};

export const duel: Procedure = {
  id: 'duel',
  title: 'Bradley–Terry duel',
  description: 'P(A wins) = σ(a − b)',
  params: {
    a: numberField({ default: 0, description: "A's strength" }),
    b: numberField({ default: 0, description: "B's strength" }),
    exact: booleanField({ default: true, description: 'answer exactly' }),
    exactUpTo: numberField({
      default: 1e9,
      description: 'answer exactly only up to this strength',
    }),
  },
  check: (p) => (p.a > 50 || p.b > 50 ? ['strength above 50'] : []),
  metrics: winLayout,
  simulate(p, _o, rng, trials, acc) {
    bernoulliSim(sigma(p.a - p.b), rng, trials, acc);
  },
  exact(p) {
    if (!p.exact || Math.max(p.a, p.b) > p.exactUpTo) throw new Error('declined');
    const q = sigma(p.a - p.b);
    return { winner: { A: q, B: 1 - q }, pA: q };
  },
};

export const fake: Ruleset = {
  id: 'fake',
  title: 'Fake',
  source: 'tests',
  options,
  procedures: { curve, duel },
};

/** Runs chunks of the fake ruleset on the calling thread, as a worker would. */
export class FakeExecutor implements Executor {
  readonly threads = 1;
  jobs = 0;
  async run(job: ChunkJob): Promise<Float64Array> {
    this.jobs++;
    const p = fake.procedures[job.procedure];
    const acc = p.metrics(job.params, job.options).create();
    p.simulate(
      job.params,
      job.options,
      streamFor({ seed: job.seed, matchup: job.matchup, variant: job.variant, chunk: job.chunk }),
      job.trials,
      acc,
    );
    return acc;
  }
  async close() {}
}

const defaults = { 'house.bonus': false, 'house.mode': 'plain', 'house.knob': 1 };

export function subject(
  procedure: 'curve' | 'duel',
  params: Record<string, unknown>,
  seed = 'test',
): Subject {
  const p = fake.procedures[procedure];
  const full: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(p.params)) full[k] = params[k] ?? f.default;
  return { ruleset: fake, procedure: p, params: full, options: { ...defaults }, seed };
}

/** A scenario of the fake ruleset: one matchup per value of x, with variants. */
export function scenario(
  xs: number[],
  variants: { name: string; options: Record<string, unknown> }[],
  exact = true,
): Scenario {
  const spec = scenarioSchema.parse({ name: 'fake', ruleset: 'fake', procedure: 'curve' });
  const vs: Variant[] = [
    { index: 0, name: 'baseline', options: {}, params: {} },
    ...variants.map((v, i) => ({ index: i + 1, name: v.name, options: v.options, params: {} })),
  ];
  const matchups = xs.map((x, index) => ({
    index,
    name: `x=${x}`,
    label: { x },
    procedure: curve,
  }));
  const cells: Cell[][] = matchups.map((m) =>
    vs.map((v) => {
      const s = subject('curve', { x: m.label.x, exact });
      const opts = { ...defaults, ...v.options };
      return {
        matchup: m,
        variant: v,
        params: s.params,
        options: opts,
        layout: curve.metrics(s.params, opts),
      };
    }),
  );
  return {
    file: 'fake.yaml',
    source: '',
    spec,
    ruleset: fake,
    matchups,
    variants: vs,
    cell: (mi, vi) => cells[mi][vi],
    claims: [],
    warnings: [],
  };
}
