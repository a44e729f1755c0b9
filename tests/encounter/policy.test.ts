import { describe, expect, it } from 'vitest';
import { Battlefield } from '../../src/encounter/battlefield.ts';
import { Figures } from '../../src/encounter/figures.ts';
import {
  bestRangeDistance,
  fleeFrom,
  heldTarget,
  HOLD,
  holdAndAim,
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

describe("advance to a weapon's best range", () => {
  // Bands [0, 2), [2, 6), [6, 12), [12, 24), [24, ∞) and two weapons' dice per band (−1: cannot).
  const LOWER = [0, 2, 6, 12, 24];
  const DICE = [
    ...[4, 3, 2, 0, -1], // a revolver: best at point blank
    ...[1, 2, 4, 3, 2], // a rifle: best at 6–12
  ];
  it('walks in to a quarter inch inside the best band, or backs off to a quarter inch inside its far edge', () => {
    expect(bestRangeDistance(LOWER, DICE, 5, 4, 1.5)).toBe(11.75); // rifle at 30": to 11.75 (Medium)
    expect(bestRangeDistance(LOWER, DICE, 5, 0, 1.5)).toBe(6.25); // rifle at 1": back off to 6.25
    expect(bestRangeDistance(LOWER, DICE, 0, 2, 1.5)).toBe(1.75); // revolver at 8": in to 1.75
  });
  it('never nearer than the closest allowed (base contact)', () => {
    expect(bestRangeDistance(LOWER, DICE, 0, 3, 1.9)).toBe(1.9);
  });
  it('stays put in its best band (−1); of equally good bands it takes the nearest, the lower of two as near', () => {
    expect(bestRangeDistance(LOWER, DICE, 5, 2, 1.5)).toBe(-1);
    const flat = [1, 3, 1, 3, 1];
    expect(bestRangeDistance(LOWER, flat, 0, 2, 1.5)).toBe(5.75); // bands 1 and 3 both one away
    expect(bestRangeDistance(LOWER, flat, 0, 4, 1.5)).toBe(23.75);
    expect(bestRangeDistance(LOWER, flat, 0, 1, 1.5)).toBe(-1);
  });
});

describe('hold and aim', () => {
  it('keeps to the aimed target while it stands, else chooses anew', () => {
    const chooseFar = () => 3;
    expect(heldTarget(w, 0, 2, chooseFar)).toBe(2);
    expect(heldTarget(w, 0, -1, chooseFar)).toBe(3);
    const down = new Figures({
      sideNames: ['A', 'B'],
      figures: [
        { name: 'a', side: 0, x: 0, y: 0 },
        { name: 'b', side: 1, x: 5, y: 0 },
        { name: 'c', side: 1, x: 9, y: 0 },
      ],
      battlefield: new Battlefield({ pieces: [] }),
      contact: 1,
    });
    down.remove(1);
    expect(heldTarget(down, 0, 1, () => 2)).toBe(2);
  });
  it('fires once aimed at the target, aims when it has not, and does neither when no aimed shot is possible', () => {
    expect(holdAndAim(2, 2, true)).toBe(HOLD.FIRE);
    expect(holdAndAim(-1, 2, true)).toBe(HOLD.AIM);
    expect(holdAndAim(3, 2, true)).toBe(HOLD.AIM); // aimed elsewhere: aim anew
    expect(holdAndAim(2, 2, false)).toBe(HOLD.NEITHER);
  });
});
