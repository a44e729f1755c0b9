import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { shot, type ShotParams } from '../../../src/rulesets/cowpoke/shot.ts';
import { withinSe } from '../../helpers.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const base = defaultsOf(shot.params) as ShotParams;

/** 60 configurations: every weapon and band crossed with a rotating set of modifiers. */
const situations: Partial<ShotParams>[] = [
  {},
  { aim: true },
  { blaze: true, target: 'greenhorn' },
  { cover: 'wood', target: 'legend' },
  { moved: true, targetMoved: true, tier: 'legend', targetTough: true },
  { cover: 'stone', tier: 'greenhorn', back: true, marksman: true },
];
const configs: ShotParams[] = [];
for (const weapon of [
  'revolver',
  'lever-action',
  'shotgun',
  'single-shot-rifle',
  'gatling',
] as const) {
  for (const range of ['point-blank', 'short', 'medium', 'long'] as const) {
    for (const [i, s] of situations.entries())
      if ((i + configs.length) % 2 === 0) configs.push({ ...base, weapon, range, ...s });
  }
}
for (const s of situations)
  configs.push({ ...base, weapon: 'revolver', distance: 9, blaze: true, ...s, aim: false });
for (const s of situations)
  configs.push({ ...base, weapon: 'bow', range: 'medium', ...s, blaze: false });
const modes: CowpokeOptions['tough.mode'][] = ['firstLightWound', 'firstWoundOnlyIfLight'];

describe('cowpoke shot: simulation agrees with exact (fixed seed, 4 standard errors)', () => {
  it(`covers at least 50 configurations (${configs.length})`, () => {
    expect(configs.length).toBeGreaterThanOrEqual(50);
  });

  it.each(configs.map((c, i) => [i, c] as const))('configuration %i', (i, params) => {
    const options = { ...O, 'tough.mode': modes[i % 2] };
    const exact = shot.exact!(params, options);
    const layout = shot.metrics(params, options);
    const acc = layout.create();
    const n = 40_000;
    shot.simulate(
      params,
      options,
      streamFor({ seed: 'grid', matchup: i, variant: 0, chunk: 0 }),
      n,
      acc,
    );
    expect(acc[0]).toBe(n);
    expect(acc[layout.slot('pool')] / n).toBe(exact.pool);
    const check = (sim: number, ex: number, what: string) =>
      expect(withinSe(sim, ex, n), `${what}: simulated ${sim}, exact ${ex}`).toBe(true);
    check(acc[layout.slot('pHit')] / n, exact.pHit as number, 'pHit');
    check(acc[layout.slot('pRemoved')] / n, exact.pRemoved as number, 'pRemoved');
    const mh = layout.get('meanHits');
    const meanHits = acc[mh.slot] / n;
    const sd = Math.sqrt(Math.max(acc[mh.slot + 1] / n - meanHits ** 2, 1e-12));
    expect(Math.abs(meanHits - (exact.meanHits as number))).toBeLessThanOrEqual(
      4 * (sd / Math.sqrt(n)) + 1e-12,
    );
    for (const metric of ['hits', 'damage'] as const) {
      const m = layout.get(metric);
      const ex = exact[metric] as Record<string, number>;
      layout
        .outcomes(m)
        .forEach((k, j) => check(acc[m.slot + j] / n, ex[k] ?? 0, `${metric}=${k}`));
    }
  });
});
