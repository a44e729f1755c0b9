import { describe, expect, it } from 'vitest';
import { Layout } from '../../src/core/layout.ts';
import { streamFor } from '../../src/dice/rng.ts';
import { disagreements } from './agree.ts';
import { dice, playOnce, ScriptedRng } from './scripted.ts';
import type { Procedure } from '../../src/rulesets/types.ts';

/** Two d6, counting sixes: a tiny procedure to exercise the helpers. */
const twoDice: Procedure<Record<string, never>, unknown> = {
  id: 'two-dice',
  title: 'Two dice',
  description: 'Rolls 2d6 and counts the sixes.',
  params: {},
  metrics: () =>
    new Layout()
      .probability('pSix', 'some six')
      .distribution('sixes', 0, 2, 'sixes')
      .mean('meanSum', 'mean total'),
  exact: () => ({ pSix: 11 / 36, sixes: { 0: 25 / 36, 1: 10 / 36, 2: 1 / 36 }, meanSum: 7 }),
  simulate(_p, _o, rng, trials, acc) {
    const layout = twoDice.metrics({}, {});
    const [sSix, sSixes, sSum] = ['pSix', 'sixes', 'meanSum'].map((m) => layout.slot(m));
    for (let t = 0; t < trials; t++) {
      const a = rng.d6(),
        b = rng.d6();
      const s = (a === 6 ? 1 : 0) + (b === 6 ? 1 : 0);
      if (s) acc[sSix]++;
      acc[sSixes + s]++;
      acc[sSum] += a + b;
      acc[sSum + 1] += (a + b) ** 2;
    }
    acc[0] += trials;
  },
};

describe('test helpers', () => {
  it('scripted dice deal faces, pairs and words, and fail when exhausted or off the die', () => {
    const r = new ScriptedRng([2, [5, 6], [35, 36]]);
    expect([r.d6(), r.d6(), r.below(36)]).toEqual([3, 6, 35]);
    expect(r.left).toBe(0);
    expect(() => r.d6()).toThrow(/exhausted/);
    expect(() => ScriptedRng.ofFaces([7]).d6()).toThrow(/not below 6/);
    expect(() => new ScriptedRng([1]).u32()).toThrow(/die size/);
  });

  it('playOnce reads one trial back and insists every die is used', () => {
    expect(playOnce(twoDice, {}, {}, dice(6, 2))).toMatchObject({
      pSix: 1,
      sixes: '1',
      'sixes=1': 1,
      meanSum: 8,
    });
    expect(() => playOnce(twoDice, {}, {}, dice(6, 2, 3))).toThrow(/used 2 of 3/);
  });

  it('the agreement check passes a right answer and names the metrics of a wrong one', () => {
    const layout = twoDice.metrics({}, {});
    const acc = layout.create();
    twoDice.simulate(
      {},
      {},
      streamFor({ seed: 'helpers', matchup: 0, variant: 0, chunk: 0 }),
      20_000,
      acc,
    );
    expect(disagreements(layout, acc, twoDice.exact!({}, {}), 20_000)).toEqual([]);
    const wrong = { pSix: 0.33, sixes: { 0: 0.67, 1: 10 / 36, 2: 1 / 36 }, meanSum: 7.2 };
    expect(disagreements(layout, acc, wrong, 20_000).map((d) => d.split(':')[0])).toEqual([
      'pSix',
      'sixes=0',
      'meanSum',
    ]);
  });
});
