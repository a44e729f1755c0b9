import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import type { Procedure } from '../../../src/rulesets/types.ts';
import { cowboys2 } from '../../../src/rulesets/cowboys2/index.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';
import { O } from './helpers.ts';

/**
 * Every Cowboys II procedure with an exact answer: the simulation agrees with it within a
 * few standard errors, at a fixed seed (so the test is deterministic), and the exact answer
 * covers every metric.
 */
export function agrees(
  proc: Procedure,
  params: Record<string, unknown>,
  options: Record<string, unknown> = {},
  trials = 200_000,
) {
  const p = { ...defaultsOf(proc.params), ...params };
  const o = { ...O, ...options };
  expect(proc.check?.(p, o) ?? []).toEqual([]);
  const exact = proc.exact!(p, o);
  for (const m of proc.metrics(p, o).metrics) expect(exact[m.name], m.name).toBeDefined();
  expectAgreesAt(proc, p, o, 'agree', JSON.stringify(params), trials);
}

const shot = cowboys2.procedures.shot;
describe('shot: simulation agrees with the exact answer', () => {
  it.each([
    ['pistol at range 2', { weapon: 'pistol', range: 2 }, {}],
    [
      'shotgun, 2 shots, red line (G3)',
      { weapon: 'shotgun', range: 3, shots: 2, cowboyModifier: 1, redLine: true },
      {},
    ],
    [
      'rifle, 2 shots vs town folk (stops on the kill)',
      { weapon: 'rifle', range: 5, shots: 2, target: 'townFolk' },
      {},
    ],
    [
      'variable damage vs health 2',
      { weapon: 'pistol', range: 1, shots: 2, targetHealth: 2 },
      { 'varDamage.enabled': true },
    ],
    [
      'fan fire, deadly shots',
      { weapon: 'pistol', range: 1, fanFire: true, backShot: true },
      { 'optional.fanFire': true, 'optional.deadlyShots': true },
    ],
    [
      'two pistols vs a hidden Indian',
      { weapon: 'pistol', range: 2, shots: 4, twoPistols: true, target: 'indianHidden' },
      { 'optional.twoPistols': true, 'indian.doubleHitRemoves': false },
    ],
    [
      'horse with rider, spin',
      { weapon: 'rifle', range: 4, shots: 2, spin: true, target: 'horse', riderAboard: true },
      {},
    ],
  ])('%s', (_name, params, options) => agrees(shot, params, options));
});

describe('every other procedure: simulation agrees with the exact answer', () => {
  const P = cowboys2.procedures;
  it.each([
    ['damage', 'damage', { health: 2 }, {}],
    ['damage, a 4 read as a hit', 'damage', { health: 4 }, { 'varDamage.fourIs': 'hit' }],
    ['brawl', 'brawl', {}, {}],
    [
      'brawl, rear, modifiers, wounded',
      'brawl',
      { rear: true, attackerModifier: 1, defenderHealth: 2, attackerHealth: 3 },
      {},
    ],
    [
      'brawl taking turns, ties hurt both, printed penalty',
      'brawl',
      { alternate: true, defenderMaxHealth: 1, defenderHealth: 1 },
      { 'brawl.tie': 'bothHurt', 'brawl.healthPenaltyBase': 'four' },
    ],
    [
      'brawl, the defender cannot hurt',
      'brawl',
      { defenderModifier: 2 },
      { 'brawl.defenderHurtsAttacker': false },
    ],
    ['chits', 'chits', { aCowboys: 3, aGroups: 1, bCowboys: 4, bGroups: 1, neutralGroups: 1 }, {}],
    ['chits after a reaction', 'chits', { aCowboys: 3, bCowboys: 2, reacted: 1 }, {}],
    ['high card 2 vs 1', 'initiative', { aModifier: 1, bModifier: 0 }, {}],
    [
      'high card 3 vs 2, ties to side A',
      'initiative',
      { aModifier: 2, bModifier: 1 },
      { 'initiative.tie': 'firstSide' },
    ],
    ['cards', 'cards', { 'deck.deadEye': 3, 'deck.other': 9, handSize: 4 }, {}],
    ['moves', 'moves', { squares: 2, mount: true, horseSquares: 4 }, {}],
  ])('%s', (_n, id, params, options) => agrees(P[id], params, options));
});
