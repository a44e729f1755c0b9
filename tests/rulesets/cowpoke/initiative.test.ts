import { describe, expect, it } from 'vitest';
import { rngFromSeed, streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import {
  coinFlipFirst,
  initiative,
  initiativeOrder,
  type InitiativeParams,
} from '../../../src/rulesets/cowpoke/initiative.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';
import { dice, ScriptedRng } from '../../helpers/scripted.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const P = defaultsOf(initiative.params) as InitiativeParams;

describe('initiative (cowpoke.md §1.15)', () => {
  it('W28 [L164-166]: method B, d6 = 4 → Player 1 first; d6 = 3 → Player 2 first', () => {
    expect(coinFlipFirst(4)).toBe(0);
    expect(coinFlipFirst(3)).toBe(1);
    const order = new Int32Array(2),
      key = new Int32Array(2);
    initiativeOrder('B', 2, new ScriptedRng(dice(4)), order, key);
    expect([...order]).toEqual([0, 1]);
    initiativeOrder('B', 2, new ScriptedRng(dice(3)), order, key);
    expect([...order]).toEqual([1, 0]);
  });

  it('method C rerolls only the tied players: 5, 5, 2 then 3 v 6 → player 2, player 1, player 3', () => {
    const order = new Int32Array(3),
      key = new Int32Array(3);
    const rng = new ScriptedRng([...dice(5, 5, 2), ...dice(3, 6)]);
    expect(initiativeOrder('C', 3, rng, order, key)).toBe(5);
    expect([...order]).toEqual([1, 0, 2]);
  });

  it('every method gives a permutation of the players', () => {
    const rng = rngFromSeed('perm');
    const order = new Int32Array(5),
      key = new Int32Array(5);
    for (const m of ['A', 'C'] as const) {
      for (let i = 0; i < 200; i++) {
        initiativeOrder(m, 5, rng, order, key);
        expect([...order].sort()).toEqual([0, 1, 2, 3, 4]);
      }
    }
  });

  it('P14 [L158]: two players, method A, a back-to-back double turn across the boundary has P = 1/2', () => {
    expect(initiative.exact!({ ...P, method: 'A' }, O).pBackToBack).toBe(1 / 2);
  });

  it('method B is for 2 players only', () => {
    expect(initiative.check!({ ...P, method: 'B', players: 3 }, O)).toHaveLength(1);
  });

  it.each([
    ['A', 2],
    ['B', 2],
    ['C', 2],
    ['A', 4],
    ['C', 3],
  ] as const)('simulation agrees with exact: method %s, %i players', (method, players) => {
    expectSimulationAgrees(
      initiative,
      { ...P, method, players, turns: 8 },
      O,
      streamFor({ seed: 'init', matchup: `${method}${players}`, variant: 0, chunk: 0 }),
      40_000,
    );
  });
});
