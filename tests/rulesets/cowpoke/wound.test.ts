import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { shot, type ShotParams } from '../../../src/rulesets/cowpoke/shot.ts';
import { wound, type WoundParams } from '../../../src/rulesets/cowpoke/wound.ts';
import { damageAfterHits } from '../../../src/rulesets/cowpoke/injury.ts';
import { MAX_HP } from '../../../src/rulesets/cowpoke/data.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const W = (over: Partial<WoundParams> = {}) =>
  wound.exact!({ ...(defaultsOf(wound.params) as WoundParams), ...over }, O) as Record<string, any>;
const S = (over: Partial<ShotParams>) =>
  shot.exact!({ ...(defaultsOf(shot.params) as ShotParams), ...over } as ShotParams, O) as Record<
    string,
    any
  >;
const close = (a: number, b: number) => expect(Math.abs(a - b), `${a} vs ${b}`).toBeLessThan(1e-12);

describe("cowpoke one hit (cowpoke.md §1.4–1.5) and the book's statements about wounds", () => {
  it('P3 [L78]: one solid hit often takes a Greenhorn out: 16/36 of hits do 2 or more', () => {
    close(W({ target: 'greenhorn' }).pRemoved, 16 / 36);
  });

  it('P4 [L609]: 4 damage on 5/36 of hits (severity 6 on Head, Chest or Gut; 5 on Head or Chest)', () => {
    close(W().wound[4], 5 / 36);
  });

  it('P5 [L621]: a Mortal wound removes every character of every tier, not just "most"', () => {
    for (const target of ['greenhorn', 'cowpoke', 'legend'] as const)
      close(
        W({ target, targetTough: true }).pRemoved,
        5 / 36 + (target === 'greenhorn' ? 11 / 36 : 0),
      );
  });

  it('P6 [L627-628]: a Greenhorn drops to one Serious or two Lights; a Cowpoke or Legend survives a Serious', () => {
    close(W({ target: 'greenhorn' }).pRemoved, W().wound[2] + W().wound[4]);
    close(W({ target: 'cowpoke' }).pRemoved, W().wound[4]);
    // Any two hits, two Lights included, remove a Greenhorn; a Cowpoke survives two Lights.
    const greenhorn = damageAfterHits(2, MAX_HP.greenhorn, false, 'firstLightWound');
    close(greenhorn[0] + greenhorn[1], 0);
    close(damageAfterHits(2, MAX_HP.cowpoke, false, 'firstLightWound')[2], (20 / 36) ** 2);
  });

  it('P7 [L45]: "if you see a six, you hit": a standard shot scores one hit however many sixes', () => {
    const e = S({ weapon: 'revolver', range: 'point-blank' });
    expect(Object.keys(e.hits)).toEqual(['0', '1']);
    close(e.pHit, 1 - (5 / 6) ** 4);
  });

  it('P8 [L41]: "aiming adds 3 dice" is a simplification: +2 for revolver, derringer and shotgun, +3 for the others', () => {
    for (const [weapon, bonus] of [
      ['revolver', 2],
      ['derringer', 2],
      ['shotgun', 2],
      ['lever-action', 3],
      ['single-shot-rifle', 3],
    ] as const) {
      expect(
        S({ weapon, range: 'short', aim: true }).pool - S({ weapon, range: 'short' }).pool,
        weapon,
      ).toBe(bonus);
    }
  });

  it('P13 [L95]: a Legend "dodges the first bullet" only when it is Light: 20/36; the rest land', () => {
    close(W({ target: 'legend' }).pIgnored, 20 / 36);
    close(W({ target: 'legend' }).recorded[2] + W({ target: 'legend' }).recorded[4], 16 / 36);
  });

  it('P15 [L370]: no amount of aiming makes a Derringer hit beyond Short', () => {
    for (const range of ['medium', 'long', 'extreme'] as const)
      expect(
        S({ weapon: 'derringer', range, aim: true, marksman: true, tier: 'legend' }).pHit,
      ).toBe(0);
  });

  it('P16 [L713-714]: Tough neither turns a Serious into 1 nor saves from a 4', () => {
    const tough = W({ targetTough: true });
    close(tough.recorded[2], W().wound[2]);
    close(tough.recorded[4], W().wound[4]);
    close(tough.recorded[1], 0);
  });

  it('simulation agrees with the exact answer', () => {
    (['greenhorn', 'cowpoke', 'legend'] as const).forEach((target, i) =>
      expectSimulationAgrees(
        wound,
        { target, targetTough: false },
        O,
        streamFor({ seed: 'wound', matchup: i, variant: 0, chunk: 0 }),
        50_000,
      ),
    );
  });
});
