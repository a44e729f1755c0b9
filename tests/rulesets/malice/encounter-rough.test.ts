import { describe, expect, it } from 'vitest';
import type { Rng } from '../../../src/dice/rng.ts';
import { World } from '../../../src/rulesets/malice/encounter/world.ts';
import { moveAllowance } from '../../../src/rulesets/malice/movement.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { resolve, scriptedTable, simulate } from './setup.ts';

type Zone = { x: number; y: number; width: number; height: number };

/**
 * Rough ground in the card-driven encounter (malice.md §1.14, D24): a Move any part of which
 * crosses rough ground goes at most 3" on foot, 8" mounted (`move.mixedTerrain=roughCap`), or
 * each rough inch costs open/rough inches (`proRata`). a1 at (0, 0) walks toward b1 at (40, 0),
 * far out of reach; one Move a test (the first of his two actions).
 */
function walk(rough: Zone[], mounted = false, options: Record<string, unknown> = {}, moves = 1) {
  const { params, options: o } = resolve(
    'encounter',
    {
      battlefield: { rough },
      sides: [
        {
          name: 'A',
          characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder', mounted }],
        },
        { name: 'B', characters: [{ name: 'b1', x: 40, y: 0, character: 'placeholder' }] },
      ],
    },
    options,
  );
  const { w, rules } = scriptedTable(params, o, ['AS']);
  const call = rules as unknown as {
    moveToward: (w: World, c: number, t: number, r: Rng) => void;
  };
  for (let m = 0; m < moves; m++) call.moveToward(w, 0, 1, new ScriptedRng([]));
  return { x: w.x[0], y: w.y[0], options: o };
}

const creek = (from: number): Zone => ({ x: from, y: -5, width: 20, height: 10 });

describe('malice encounter: rough ground (malice.md §1.14)', () => {
  it('D24: on foot, a Move that starts in rough ground goes 3", as the move procedure says', () => {
    const r = walk([creek(-1)]);
    expect(r.x).toBeCloseTo(3, 9);
    expect(r.x).toBeCloseTo(moveAllowance(false, 10, r.options), 9);
  });

  it('in the open, or past rough ground that is not on the way, a Move goes 6" (12" mounted)', () => {
    expect(walk([]).x).toBeCloseTo(6, 9);
    expect(walk([{ x: 0, y: 3, width: 10, height: 2 }]).x).toBeCloseTo(6, 9);
    expect(walk([{ x: 0, y: 3, width: 10, height: 2 }], true).x).toBeCloseTo(12, 9);
  });

  it('roughCap: rough ground 2" ahead caps the whole move at 3" (8" mounted)', () => {
    expect(walk([creek(2)]).x).toBeCloseTo(3, 9);
    expect(walk([creek(2)], true).x).toBeCloseTo(8, 9);
  });

  it('roughCap: with rough ground 4" ahead he goes the 4" to its edge rather than 3" into it, and his next Move is capped', () => {
    expect(walk([creek(4)]).x).toBeCloseTo(4, 9);
    expect(walk([creek(5.5)]).x).toBeCloseTo(5.5, 9);
    expect(walk([creek(4)], false, {}, 2).x).toBeCloseTo(7, 9); // from the edge, 3" into it
  });

  it('proRata: 2" in the open, then each rough inch costs 2" on foot (1.5" mounted)', () => {
    const pro = { 'move.mixedTerrain': 'proRata' };
    expect(walk([creek(2)], false, pro).x).toBeCloseTo(4, 9); // 2 + 2·2 = 6
    expect(walk([creek(2)], true, pro).x).toBeCloseTo(2 + 10 / 1.5, 9); // 2 + 1.5·6.67 = 12
    expect(walk([creek(-1)], false, pro).x).toBeCloseTo(3, 9); // all rough: 3·2 = 6
  });

  it('over many fights across a creek, rough ground changes how the fight goes, every trial accounted for', () => {
    const fight = (rough: Zone[]) => {
      const r = resolve('encounter', {
        maxTurns: 10,
        battlefield: { rough },
        sides: [
          {
            name: 'A',
            characters: [
              { name: 'a1', x: 0, y: 0, character: 'placeholder' },
              { name: 'a2', x: 0, y: 2, character: 'placeholder' },
            ],
          },
          {
            name: 'B',
            plan: 'aim-shoot',
            characters: [
              { name: 'b1', x: 24, y: 0, character: 'placeholder' },
              { name: 'b2', x: 24, y: 2, character: 'placeholder' },
            ],
          },
        ],
      });
      const { acc, layout } = simulate(r.proc, r.params, r.options, 3000, 'creek');
      const winner = layout.get('winner');
      let total = 0;
      for (let i = 0; i < winner.width; i++) total += acc[winner.slot + i];
      expect(total).toBe(3000);
      return acc[winner.slot] / 3000;
    };
    expect(fight([{ x: 4, y: -5, width: 12, height: 12 }])).not.toBe(fight([]));
  });
});
