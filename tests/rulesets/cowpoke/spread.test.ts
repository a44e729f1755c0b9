import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { shot, type ShotParams } from '../../../src/rulesets/cowpoke/shot.ts';
import { cli } from '../../helpers.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const P = (over: Partial<ShotParams>) =>
  ({ ...(defaultsOf(shot.params) as ShotParams), ...over }) as ShotParams;
const close = (a: number, b: number) => expect(Math.abs(a - b), `${a} vs ${b}`).toBeLessThan(1e-12);

describe('cowpoke Spread (♥) in a shot (cowpoke.md §1.12)', () => {
  it("each neighbour gets its own roll: the primary's band and shooter modifiers, its own cover, no aim", () => {
    // Shotgun at Medium: base 2; aimed +2 on the primary only; the neighbour behind wood −2 rolls the Hail Mary die.
    const e = shot.exact!(
      P({ weapon: 'shotgun', range: 'medium', aim: true, neighbours: 1, neighbourCover: 'wood' }),
      O,
    ) as Record<string, number>;
    expect(e.pool).toBe(4);
    close(e.pHit, 1 - (5 / 6) ** 4);
    close(e.hitsN1, 1 / 6);
    expect(
      shot.explain!(
        P({ weapon: 'shotgun', range: 'medium', aim: true, neighbours: 1, neighbourCover: 'wood' }),
        O,
      ),
    ).toMatch(
      /1 Spread target\(s\): 2 base − 2 wood cover = 0 → Hail Mary: 1 die, only a 6 hits each/,
    );
    const open = shot.exact!(
      P({ weapon: 'shotgun', range: 'short', moved: true, neighbours: 1 }),
      O,
    ) as Record<string, number>;
    close(open.hitsN1, 1 - (5 / 6) ** 4); // 5 base − 1 moved: the shooter's modifiers apply to every roll
  });

  it("a Gatling gun's two ♥ (placeholder) allow two neighbours, each reported; a third is refused, as is Spread from a revolver", () => {
    const e = shot.exact!(P({ weapon: 'gatling', range: 'medium', neighbours: 2 }), O) as Record<
      string,
      number
    >;
    close(e.hitsN1, e.hitsN2);
    close(e.hitsN1, e.pHit);
    expect(shot.check!(P({ weapon: 'gatling', range: 'medium', neighbours: 3 }), O).join()).toMatch(
      /at most 2 target/,
    );
    expect(
      shot.check!(P({ weapon: 'gatling', range: 'medium', neighbours: 3 }), {
        ...O,
        'spread.hearts.gatling': 3,
      }),
    ).toEqual([]);
    expect(shot.check!(P({ weapon: 'shotgun', range: 'short', neighbours: 2 }), O).join()).toMatch(
      /spread.hearts.shotgun/,
    );
    expect(shot.check!(P({ weapon: 'revolver', range: 'short', neighbours: 1 }), O).join()).toMatch(
      /no Spread/,
    );
  });

  it('without neighbours the shot is what it was: the same metrics, the same simulated numbers', () => {
    const plain = P({ weapon: 'shotgun', range: 'short' });
    expect(shot.metrics(plain, O).metrics.map((m) => m.name)).toEqual([
      'pool',
      'pHit',
      'meanHits',
      'hits',
      'damage',
      'pRemoved',
    ]);
    const a = shot.metrics(plain, O).create();
    const b = shot.metrics(plain, O).create();
    shot.simulate(plain, O, streamFor({ seed: 's', matchup: 0, variant: 0, chunk: 0 }), 5000, a);
    const withN = P({ weapon: 'shotgun', range: 'short', neighbours: 1 });
    const accN = shot.metrics(withN, O).create();
    shot.simulate(withN, O, streamFor({ seed: 's', matchup: 0, variant: 0, chunk: 0 }), 5000, accN);
    shot.simulate(plain, O, streamFor({ seed: 's', matchup: 0, variant: 0, chunk: 0 }), 5000, b);
    expect(Array.from(accN.subarray(0, a.length))).toEqual(Array.from(a));
    expect(Array.from(b)).toEqual(Array.from(a));
  });

  it('simulation agrees with the exact answer for every neighbour', () => {
    expectSimulationAgrees(
      shot,
      P({
        weapon: 'gatling',
        range: 'long',
        neighbours: 2,
        neighbourCover: 'stone',
        marksman: true,
      }),
      O,
      streamFor({ seed: 'spread', matchup: 0, variant: 0, chunk: 0 }),
      50_000,
    );
    expectSimulationAgrees(
      shot,
      P({ weapon: 'shotgun', distance: 1, aim: true, neighbours: 1 }),
      O,
      streamFor({ seed: 'spread', matchup: 1, variant: 0, chunk: 0 }),
      50_000,
    );
  });

  it('odds answers it: expected hits on each neighbour', () => {
    const r = cli([
      'odds',
      'cowpoke',
      'shot',
      '--weapon',
      'gatling',
      '--range',
      'medium',
      '--neighbours',
      '2',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.metrics.hitsN1.exact).toBeCloseTo(j.metrics.pHit.exact, 12);
    expect(j.metrics.hitsN2.exact).toBeCloseTo(j.metrics.pHit.exact, 12);
  });
});
