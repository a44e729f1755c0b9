import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import {
  blastPool,
  dynamite,
  hailMaryLanding,
  type DynamiteParams,
} from '../../../src/rulesets/cowpoke/dynamite.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';
import { dice, ScriptedRng, wound } from '../../helpers/scripted.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const P = defaultsOf(dynamite.params) as DynamiteParams;

describe('dynamite (cowpoke.md §1.9)', () => {
  it('W25 [L464-465]: a Hail Mary at 10" falls short at 9" on a 3 and lands on the spot on a 5', () => {
    expect(hailMaryLanding(10, 3)).toBe(9);
    expect(hailMaryLanding(10, 5)).toBe(10);
    expect(hailMaryLanding(10, 4)).toBe(10); // A25: the reach is inclusive
  });

  it.each([
    [5, 1],
    [6, 1],
    [7, 1],
    [8, 5 / 6],
    [9, 4 / 6],
    [10, 3 / 6],
    [11, 2 / 6],
    [12, 1 / 6],
    [13, 0],
  ])('P(lands on the spot) at %i" = %d (derived table, §1.9)', (d, p) => {
    expect(dynamite.exact!({ ...P, distance: d }, O).pOnSpot).toBeCloseTo(p, 12);
  });

  it('blast pools by victim distance from the token: 6 under 2", 3 under 6", none at 6" (A3, A7)', () => {
    expect(blastPool(1, 0, 0, O)).toBe(6);
    expect(blastPool(2, 0, 0, O)).toBe(3);
    expect(blastPool(5.9, 0, 0, O)).toBe(3);
    expect(blastPool(6, 0, 0, O)).toBe(0);
  });

  it('dynamite.modifiers decides which modifiers count, and a pool never drops below one die', () => {
    expect(blastPool(3, 1, -3, O)).toBe(1);
    expect(blastPool(1, 1, -3, O)).toBe(4);
    expect(blastPool(1, 1, -3, { ...O, 'dynamite.modifiers': 'throwerOnly' })).toBe(7);
    expect(blastPool(1, 1, -3, { ...O, 'dynamite.modifiers': 'none' })).toBe(6);
  });

  it('derived: E[hits] 1.0 and P(≥1 hit) = 31031/46656 under 2"; 0.5 and 91/216 under 6"', () => {
    const near = dynamite.exact!(P, O);
    expect(near.pool1).toBe(6);
    expect(near.pHit1).toBeCloseTo(31031 / 46656, 12);
    expect(near.meanHits).toBeCloseTo(1, 12);
    const far = dynamite.exact!({ ...P, v1Along: 3 }, O);
    expect(far.pHit1).toBeCloseTo(91 / 216, 12);
    expect(far.meanHits).toBeCloseTo(0.5, 12);
  });

  it('W26 [L471-473]: a victim 1" from the token rolls [6,6,2,1,3,5]: two hits, each rolled on the wound chart', () => {
    const p = { ...P, v1Along: 1 };
    const layout = dynamite.metrics(p, O);
    const acc = layout.create();
    const rng = new ScriptedRng([...dice(6, 6, 2, 1, 3, 5), ...wound(4, 1), ...wound(5, 3)]);
    dynamite.simulate(p, O, rng, 1, acc);
    expect(rng.used).toBe(8);
    expect(acc[layout.slot('hits1') + 2]).toBe(1);
    expect(acc[layout.slot('pRemoved1')]).toBe(0);
  });

  it('a Hail Mary that falls short can put a victim behind the spot out of the blast', () => {
    const ex = dynamite.exact!({ ...P, distance: 12, v1Along: 4 }, O);
    expect(ex.landing).toMatchObject({ 'on the spot': 1 / 6 });
    // Victim at 16": in the blast only if the stick reaches 11" or 12".
    expect(ex.pool1).toBeCloseTo((3 + 3) / 6, 12);
  });

  it.each([
    ['sure throw, one victim on the spot', P],
    [
      'hail mary at 10", three victims',
      {
        ...P,
        distance: 10,
        victims: 3,
        v2Along: -2,
        v2Across: 1,
        v2Tier: 'greenhorn',
        v2Cover: 'wood',
        v3Along: 3,
        v3Tier: 'legend',
        v3Moved: true,
      },
    ],
    [
      'legend marksman thrower, moved',
      { ...P, tier: 'legend', marksman: true, moved: true, victims: 2, v2Across: 4 },
    ],
  ] as [string, DynamiteParams][])('simulation agrees with exact: %s', (name, p) => {
    expectSimulationAgrees(
      dynamite,
      p,
      O,
      streamFor({ seed: 'dynamite', matchup: name, variant: 0, chunk: 0 }),
      40_000,
    );
  });
});
