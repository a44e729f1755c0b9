import { describe, expect, it } from 'vitest';
import { AbsorbingChain } from '../../../src/dice/markov.ts';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { standardDuel } from '../../../src/rulesets/cowpoke/encounter/duel.ts';
import { encounter, type EncounterParams } from '../../../src/rulesets/cowpoke/encounter/index.ts';
import { duelExact } from '../../../src/rulesets/cowpoke/encounter/markov-duel.ts';
import { encounterSchema } from '../../../src/rulesets/cowpoke/encounter/schema.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { LONG } from '../../helpers.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;

describe('absorbing Markov chains (src/dice/markov.ts)', () => {
  it("gambler's ruin with 3 transient states: absorption 1/4, 1/2, 3/4 and expected steps 3, 4, 3", () => {
    const c = new AbsorbingChain(3, 2);
    for (let i = 0; i < 3; i++) {
      if (i === 0) c.toAbsorbing(0, 0, 0.5);
      else c.toTransient(i, i - 1, 0.5);
      if (i === 2) c.toAbsorbing(2, 1, 0.5);
      else c.toTransient(i, i + 1, 0.5);
    }
    expect(c.rowDefect()).toBeLessThan(1e-15);
    const b = c.absorption();
    [0.25, 0.5, 0.75].forEach((x, i) => expect(b[i * 2 + 1]).toBeCloseTo(x, 12));
    [3, 4, 3].forEach((x, i) => expect(c.expectedSteps()[i]).toBeCloseTo(x, 12));
    const h = c.horizon(1, 200);
    expect(h.remaining).toBeLessThan(1e-12);
    let right = 0;
    for (let s = 0; s < 200; s++) right += h.absorbedAt[s * 2 + 1];
    expect(right).toBeCloseTo(0.5, 12);
  });
});

const legendDuel: EncounterParams = encounterSchema.parse({
  maxTurns: 10,
  sides: [
    {
      name: 'Legend',
      characters: [{ name: 'Wild Bill', tier: 'legend', weapons: ['lever-action'], x: 0, y: 0 }],
    },
    {
      name: 'Posse',
      characters: [
        { name: 'Deputy', tier: 'cowpoke', skills: ['tough'], weapons: ['revolver'], x: 0, y: 4 },
      ],
    },
  ],
});

describe('the 1-versus-1 stand-and-shoot duel: Markov chain v simulation', () => {
  it('the standard duel is symmetric and almost always decided within 12 turns', () => {
    const ex = duelExact(standardDuel(), O);
    const winner = ex.winner as Record<string, number>;
    expect(winner.Red).toBeCloseTo(winner.Law, 12);
    expect(winner.Red + winner.Law + winner.draw).toBeCloseTo(1, 12);
    expect(winner.draw).toBeLessThan(0.001);
  });

  it('standard duel (two Cowpokes, revolvers, 8"): simulation within 4 standard errors, 100 000 duels', () => {
    const p = standardDuel();
    expectSimulationAgrees(
      { ...encounter, exact: (q, o) => duelExact(q, o) },
      p,
      O,
      streamFor({ seed: 'markov', matchup: 'standard', variant: 0, chunk: 0 }),
      100_000,
    );
  });

  it('a Legend with a lever-action against a Tough Cowpoke at 4" (Tough mode b)', () => {
    const o = {
      ...O,
      'tough.mode': 'firstWoundOnlyIfLight' as const,
      'initiative.method': 'C' as const,
    };
    expectSimulationAgrees(
      { ...encounter, exact: (q, oo) => duelExact(q, oo) },
      legendDuel,
      o,
      streamFor({ seed: 'markov', matchup: 'legend', variant: 0, chunk: 0 }),
      100_000,
    );
  });
});

describe.runIf(LONG)(
  'long: the Markov duel against 2 000 000 simulated duels at several ranges',
  () => {
    it.each([1.5, 5, 11])('revolvers at %d"', (d) => {
      const p = standardDuel(d);
      expectSimulationAgrees(
        { ...encounter, exact: (q, o) => duelExact(q, o) },
        p,
        O,
        streamFor({ seed: 'markov-long', matchup: d, variant: 0, chunk: 0 }),
        2_000_000,
      );
    });
  },
);
