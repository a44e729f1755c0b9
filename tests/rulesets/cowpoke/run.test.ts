import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { run, type RunParams } from '../../../src/rulesets/cowpoke/run.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const CRIT = { ...O, 'critInjury.enabled': true };
const P = (over: Partial<RunParams> = {}): RunParams => ({
  ...(defaultsOf(run.params) as RunParams),
  ...over,
});
const ex = (over: Partial<RunParams> = {}, o = O) => run.exact!(P(over), o) as Record<string, any>;
const close = (a: number, b: number) => expect(Math.abs(a - b), `${a} vs ${b}`).toBeLessThan(1e-12);

describe('cowpoke Run, 6 + 2d6 (cowpoke.md §1.14)', () => {
  it('P11 [L220-225]: 8 to 18", mean 13; under 12" 10/36 of the time, at most 12" 15/36; never short of a 6" Move', () => {
    const e = ex();
    [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].forEach((w, i) => close(e.distance[8 + i], w / 36));
    close(e.meanDistance, 13);
    close(1 - e.pReaches, 10 / 36);
    close(1 - ex({ need: 13 }).pReaches, 15 / 36);
    close(e.pBeatsMove, 1);
  });

  it('P12 [L250]: Miller\'s 12" Run (2d6 = 6) comes up 5/36 of the time', () => {
    close(ex().distance[12], 5 / 36);
  });

  it('Fast adds 2" [L223]; scars take 2" (Chest/Gut) and 4" (Legs) only with critical injuries (§1.13)', () => {
    close(ex({ fast: true }).meanDistance, 15);
    close(ex({ scarredTorso: true, scarredLegs: true }).meanDistance, 13);
    close(ex({ scarredTorso: true }, CRIT).meanDistance, 11);
    close(ex({ scarredTorso: true, scarredLegs: true, fast: true }, CRIT).meanDistance, 9);
    close(ex({ scarredLegs: true }, CRIT).pBeatsMove, 1 - 6 / 36); // 2 + 2d6 > 6 unless 2d6 ≤ 4
  });

  it('the floor at 0 (ruling) never bites with the book\'s penalties: the worst Run is 0 + 2 = 2"', () => {
    expect(
      Math.min(
        ...Object.keys(ex({ scarredTorso: true, scarredLegs: true }, CRIT).distance).map(Number),
      ),
    ).toBe(2);
  });

  it('simulation agrees with the exact distribution', () => {
    [
      [{}, O],
      [{ fast: true, need: 16 }, O],
      [{ scarredTorso: true, scarredLegs: true, need: 5 }, CRIT],
    ].forEach(([over, o], i) =>
      expectSimulationAgrees(
        run,
        P(over as Partial<RunParams>),
        o,
        streamFor({ seed: 'run', matchup: i, variant: 0, chunk: 0 }),
        50_000,
      ),
    );
  });
});
