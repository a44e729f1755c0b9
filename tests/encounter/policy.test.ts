import { describe, expect, it } from 'vitest';
import { Battlefield } from '../../src/encounter/battlefield.ts';
import { Figures } from '../../src/encounter/figures.ts';
import {
  fleeFrom,
  mostEnemy,
  nearestCover,
  nearestEnemy,
  nearestHiding,
  pointAtDistance,
  weakestEnemy,
  type Spot,
} from '../../src/encounter/policy.ts';

// A wall from (4, -1) to (4, 1) stands between the shooter at the origin and the nearest enemy.
const bf = new Battlefield({
  pieces: [
    { kind: 'wall', from: [4, -1], to: [4, 1], cover: 2 },
    { kind: 'cover', name: 'trough', x: -4, y: 3, width: 2, height: 1, cover: 1 },
  ],
});
const w = new Figures({
  sideNames: ['A', 'B'],
  figures: [
    { name: 'shooter', side: 0, x: 0, y: 0 },
    { name: 'hidden', side: 1, x: 6, y: 0 },
    { name: 'open', side: 1, x: 0, y: 9 },
    { name: 'far', side: 1, x: -12, y: 0 },
  ],
  battlefield: bf,
  contact: 1,
});
const left = Int32Array.from([3, 1, 2, 2]);

describe('policy building blocks see only what the figure could see', () => {
  it('the nearest enemy in sight, not the nearest behind the wall', () => {
    expect(w.canSee(0, 1)).toBe(false);
    expect(nearestEnemy(w, 0)).toBe(2);
  });
  it('the weakest enemy in sight, ties to the nearest; the most dangerous by a score', () => {
    expect(weakestEnemy(w, 0, (_w, e) => left[e])).toBe(2);
    expect(mostEnemy(w, 0, (_w, e) => (e === 3 ? 5 : 1))).toBe(3);
  });
  it('the nearest cover area, half an inch inside its edge', () => {
    const s: Spot = { x: 0, y: 0 };
    expect(nearestCover(bf, 0, 0, s)).toBe(true);
    expect(s).toEqual({ x: -2.5, y: 3.5 });
  });
  it("a hiding place behind the wall, out of the enemy's sight, within reach", () => {
    const s: Spot = { x: 0, y: 0 };
    // An enemy at (12, 0) looks west; the wall at x = 4 hides a spot at x = 3.5.
    expect(nearestHiding(bf, 0, 0, 12, 0, 6, s)).toBe(true);
    expect(bf.lineOfSight(12, 0, s.x, s.y)).toBe(false);
    expect(s.x).toBeCloseTo(3.5, 12);
    expect(nearestHiding(bf, 0, 0, 12, 0, 1, s)).toBe(false);
  });
  it('a point at a distance along the line of two figures, and a flight away from the nearest enemy', () => {
    const s: Spot = { x: 0, y: 0 };
    pointAtDistance(w, 0, 2, 4, s);
    expect(s).toEqual({ x: 0, y: 5 });
    fleeFrom(w, 0, 10, s);
    expect(s).toEqual({ x: -10, y: 0 });
  });
});
