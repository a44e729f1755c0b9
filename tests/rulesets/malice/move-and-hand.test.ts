import { describe, expect, it } from 'vitest';
import { expectAgreement } from '../../helpers/agree.ts';
import { resolve, simulate } from './setup.ts';

describe('malice Move over mixed ground (malice.md §1.14, D24)', () => {
  it('D24: on foot over rough ground at most 3"; a path partly rough is capped at 3" (move.mixedTerrain roughCap), or pro rata', () => {
    const at = (params: Record<string, unknown>, o: Record<string, unknown> = {}) => {
      const r = resolve('move', params, o);
      return r.proc.exact!(r.params, r.options).inches;
    };
    expect(at({})).toBe(6);
    expect(at({ rough: 2 })).toBe(3);
    expect(at({ mounted: true, rough: 1 })).toBe(8);
    // Pro rata: 2" of rough cost 4" of the 6" allowance, leaving 2" more: 4" in all.
    expect(at({ rough: 2 }, { 'move.mixedTerrain': 'proRata' })).toBe(4);
    expect(at({ rough: 5 }, { 'move.mixedTerrain': 'proRata' })).toBe(3);
  });

  it('has no dice: the simulation repeats the exact figure', () => {
    const r = resolve('move', { mounted: true, rough: 3 }, { 'move.mixedTerrain': 'proRata' });
    const { acc, layout } = simulate(r.proc, r.params, r.options, 1000, 'move');
    expectAgreement(layout, acc, r.proc.exact!(r.params, r.options), 1000);
  });
});

describe('malice hands when the deck is never reshuffled (deck.reshuffle)', () => {
  const crowd = { players: 10, turn: 3, policy: 'random', threeDiscards: 'none' };

  it('10 players on turn 3 have drawn 70 cards: reshuffled, a hand is still a uniform 5 (exact, and the simulation agrees)', () => {
    const r = resolve('hand', crowd);
    const exact = r.proc.exact!(r.params, r.options);
    expect(exact.pFaceLater).toBe(exact.pFace);
    const { acc, layout } = simulate(r.proc, r.params, r.options, 20_000, 'hand-reshuffle');
    expectAgreement(layout, acc, exact, 20_000);
  });

  it('never reshuffled, the pile runs dry and hands shrink: the later figures are not exact, and fewer hands hold a face card', () => {
    const r = resolve('hand', crowd, { 'deck.reshuffle': 'never' });
    const exact = r.proc.exact!(r.params, r.options);
    expect(exact.pFaceLater).toBeUndefined();
    expect(exact.reshuffles).toBe(0);
    const n = 20_000;
    const { acc, layout } = simulate(r.proc, r.params, r.options, n, 'hand-never');
    const later = acc[layout.slot('pFaceLater')] / n;
    expect(later).toBeLessThan((exact.pFace as number) - 0.05);
    expect(acc[layout.slot('reshuffles')]).toBe(0);
  });
});
