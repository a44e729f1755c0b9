import { describe, expect, it } from 'vitest';
import { Battlefield } from '../../src/encounter/battlefield.ts';
import { Figures, UNKNOWN } from '../../src/encounter/figures.ts';

/** Three figures on open ground: a and b on side 0, c on side 1. */
function figures(): Figures {
  return new Figures({
    sideNames: ['A', 'B'],
    figures: [
      { name: 'a', side: 0, x: 0, y: 0 },
      { name: 'b', side: 0, x: 0, y: 4 },
      { name: 'c', side: 1, x: 10, y: 0 },
    ],
    battlefield: new Battlefield({ pieces: [] }),
    contact: 1,
  });
}

describe('pair values kept on the shared core', () => {
  it('are UNKNOWN until a ruleset keeps one, then read back per ordered pair', () => {
    const f = figures();
    expect(f.pairValue(0, 2)).toBe(UNKNOWN);
    f.keepPairValue(0, 2, 5);
    expect(f.pairValue(0, 2)).toBe(5);
    expect(f.pairValue(2, 0)).toBe(UNKNOWN);
  });

  it('are forgotten for every pair of a figure that moves, and only for those', () => {
    const f = figures();
    f.keepPairValue(0, 2, 1);
    f.keepPairValue(2, 0, 2);
    f.keepPairValue(1, 2, 3);
    f.place(0, 1, 0);
    expect(f.pairValue(0, 2)).toBe(UNKNOWN);
    expect(f.pairValue(2, 0)).toBe(UNKNOWN);
    expect(f.pairValue(1, 2)).toBe(3);
  });

  it('a new trial starts from the values kept while both stood at their starts, not those kept after a move', () => {
    const f = figures();
    f.keepPairValue(1, 2, 3);
    f.place(0, 5, 0);
    f.keepPairValue(0, 2, 4); // a has moved: good for this trial only
    f.resetFigures();
    expect(f.pairValue(1, 2)).toBe(3);
    expect(f.pairValue(0, 2)).toBe(UNKNOWN);
    f.keepPairValue(0, 2, 6); // back at the start: kept for later trials too
    f.place(2, 9, 0);
    f.resetFigures();
    expect(f.pairValue(0, 2)).toBe(6);
  });

  it('new starting places (a set-up rolled per trial) forget every value', () => {
    const f = figures();
    f.keepPairValue(1, 2, 3);
    f.x0[2] = 20;
    f.setStarts();
    expect(f.pairValue(1, 2)).toBe(UNKNOWN);
    f.resetFigures();
    expect(f.pairValue(1, 2)).toBe(UNKNOWN);
  });
});
