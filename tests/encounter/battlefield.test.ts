import { describe, expect, it } from 'vitest';
import {
  Battlefield,
  BLOCKED,
  FENCE,
  OUT_OF_REACH,
  REACHED,
  STOPPED,
  WINDOW,
  type PieceSpec,
} from '../../src/encounter/battlefield.ts';
import {
  arcOf,
  distance,
  entryInto,
  FLANK,
  FRONT,
  lengthInside,
  REAR,
} from '../../src/encounter/geometry.ts';

/** A 6 × 4 building at (10, 10) with a door in the middle of its south wall and a window in its east wall. */
const house: PieceSpec = {
  kind: 'building',
  name: 'saloon',
  x: 10,
  y: 10,
  width: 6,
  height: 4,
  cover: 2,
  openings: [
    { kind: 'door', wall: 'south', at: 2.5, width: 1 },
    { kind: 'window', wall: 'east', at: 1.5, width: 1 },
  ],
};
const wall: PieceSpec = { kind: 'wall', name: 'adobe wall', from: [0, 5], to: [8, 5], cover: 2 };
const fence: PieceSpec = {
  kind: 'fence',
  name: 'rail fence',
  from: [20, 0],
  to: [20, 8],
  cover: 1,
};
const bf = new Battlefield({ width: 30, height: 20, pieces: [house, wall, fence] });

describe('distance on each metric', () => {
  it("euclidean, chebyshev (king's moves) and manhattan (rook's steps) between (1, 1) and (4, 5)", () => {
    expect(distance('euclidean', 1, 1, 4, 5)).toBe(5);
    expect(distance('chebyshev', 1, 1, 4, 5)).toBe(4);
    expect(distance('manhattan', 1, 1, 4, 5)).toBe(7);
  });
  it('the battlefield measures in its own metric', () => {
    const grid = new Battlefield({
      unit: 'square',
      metric: 'chebyshev',
      width: 12,
      height: 12,
      pieces: [],
    });
    expect(grid.distance(0, 0, 3, 7)).toBe(7);
  });
});

describe('line of sight', () => {
  it('is blocked straight through a wall and clear past its end', () => {
    expect(bf.lineOfSight(4, 2, 4, 8)).toBe(false);
    expect(bf.lineOfSight(9, 2, 9, 8)).toBe(true);
  });
  it('sight along the face of a wall is blocked; parallel beside it is clear', () => {
    expect(bf.lineOfSight(-1, 5, 9, 5)).toBe(false);
    expect(bf.lineOfSight(-1, 5.2, 9, 5.2)).toBe(true);
  });
  it("past a corner: a line that clips the wall's end is blocked, one that misses it is not", () => {
    // From (0, 0) to (10, 7.5) passes (6.67, 5): across the wall. To (12, 5.5) passes (10.9, 5): beyond its end at x = 8.
    expect(bf.lineOfSight(0, 0, 10, 7.5)).toBe(false);
    expect(bf.lineOfSight(4, 0, 12, 5.5)).toBe(true);
  });
  it("through a building's door and window, not through its walls", () => {
    expect(bf.lineOfSight(13, 6, 13, 12)).toBe(true); // through the door (x 12.5–13.5 on y = 10)
    expect(bf.lineOfSight(11, 6, 11, 12)).toBe(false); // through the south wall
    expect(bf.lineOfSight(19, 12, 14, 12)).toBe(true); // through the window (y 11.5–12.5 on x = 16)
    expect(bf.lineOfSight(19, 13.5, 14, 13.5)).toBe(false);
  });
  it('inside and outside a building: two figures inside see each other; through the far wall nobody sees out', () => {
    expect(bf.lineOfSight(11, 11, 15, 13)).toBe(true);
    expect(bf.lineOfSight(11, 11, 11, 16)).toBe(false);
    expect(bf.buildingAt(11, 11)).toBe(0);
    expect(bf.buildingAt(9, 11)).toBe(-1);
  });
  it("a fence does not block sight but gives its cover class; a window gives the building's", () => {
    expect(bf.lineOfSight(18, 4, 24, 4)).toBe(true);
    expect(bf.coverOnLine(24, 4, 18, 4)).toBe(1);
    expect(bf.coverOnLine(19, 12, 14, 12)).toBe(2);
    expect(bf.coverOnLine(24, 15, 18, 15)).toBe(0);
  });
  it('obscuring ground: sight reaches its depth into a wood, not through it', () => {
    const woods = new Battlefield({
      pieces: [{ kind: 'obscuring', name: 'woods', x: 0, y: 0, width: 10, height: 10, seeInto: 2 }],
    });
    expect(woods.lineOfSight(-5, 5, 1.5, 5)).toBe(true); // 1.5" in
    expect(woods.lineOfSight(-5, 5, 3, 5)).toBe(false); // 3" in
    expect(woods.lineOfSight(-5, -1, 15, -1)).toBe(true); // along the edge, outside
  });
});

describe('clipping a line to a rectangle', () => {
  it('the length inside a 10 × 10 square: through the middle, diagonally, and missing it', () => {
    expect(lengthInside(-5, 5, 15, 5, 0, 0, 10, 10)).toBeCloseTo(10, 12);
    expect(lengthInside(-1, -1, 11, 11, 0, 0, 10, 10)).toBeCloseTo(Math.SQRT2 * 10, 12);
    expect(lengthInside(-5, 12, 15, 12, 0, 0, 10, 10)).toBe(0);
  });

  it('where a line enters a 10 × 10 square: a quarter of the way, from inside, to or from an edge, and missing it', () => {
    expect(entryInto(-5, 5, 15, 5, 0, 0, 10, 10)).toBeCloseTo(0.25, 12);
    expect(entryInto(5, 5, 15, 5, 0, 0, 10, 10)).toBe(0);
    expect(entryInto(-5, 5, 0, 5, 0, 0, 10, 10)).toBe(-1); // ends on the west edge: not in it
    expect(entryInto(0, 5, -5, 5, 0, 0, 10, 10)).toBe(-1); // leaves from the edge
    expect(entryInto(-5, 12, 15, 12, 0, 0, 10, 10)).toBe(-1);
  });
});

describe('facing arcs', () => {
  // Facing east (0 rad); a 90° front and a 90° rear half-angle leave no flank (cowboys-ii.md §1.8).
  it('front, flank and rear with 45° half-arcs', () => {
    const q = Math.PI / 4;
    expect(arcOf(0, 0, 0, 5, 1, q, q)).toBe(FRONT);
    expect(arcOf(0, 0, 0, 0, 5, q, q)).toBe(FLANK);
    expect(arcOf(0, 0, 0, -5, 1, q, q)).toBe(REAR);
  });
  it('a rear half of 90° is the back 180° (cowpoke.md §1.2 back shot)', () => {
    const h = Math.PI / 2;
    expect(arcOf(0, 0, 0, -1, 4, h, h)).toBe(REAR);
    expect(arcOf(0, 0, 0, 1, 4, h, h)).toBe(FRONT);
  });
});

describe('moving', () => {
  it('a move in the open goes its reach, or to the destination', () => {
    expect(bf.move(0, 10, 6, 10, 4, 0)).toBe(OUT_OF_REACH);
    expect([bf.moveX, bf.moveY]).toEqual([4, 10]);
    expect(bf.move(0, 10, 3, 10, 4, 0)).toBe(REACHED);
    expect(bf.moveX).toBe(3);
  });
  it('a wall stops a move just short of it', () => {
    expect(bf.move(4, 2, 4, 8, 6, 0)).toBe(BLOCKED);
    expect(bf.moveY).toBeLessThan(5);
    expect(bf.moveY).toBeGreaterThan(4.9);
  });
  it('a window stops a move on the sill when the ruleset says so (cowpoke.md W9: 3" moved, 3" lost)', () => {
    expect(bf.move(19, 12, 13, 12, 6, WINDOW)).toBe(STOPPED);
    expect([bf.moveX, bf.moveY]).toEqual([16, 12]);
    expect(bf.move(19, 12, 13, 12, 6, FENCE)).toBe(REACHED);
  });
  it('difficult ground costs double: 6" of reach crosses 2" of open then 2" of mud', () => {
    const mud = new Battlefield({
      pieces: [{ kind: 'difficult', name: 'mud', x: 2, y: -5, width: 20, height: 10 }],
    });
    expect(mud.move(0, 0, 10, 0, 6, 0)).toBe(OUT_OF_REACH);
    expect(mud.moveX).toBeCloseTo(4, 6);
    expect(mud.moveCost(0, 0, 10, 0)).toBeCloseTo(18, 12);
  });
  it('the path round a wall is longer than the straight line; through a door into a building', () => {
    // From (4, 2) to (4, 8) round the wall's east end at (8, 5): about 2 × √(4² + 3²) = 10.
    const round = bf.pathLength(4, 2, 4, 8);
    expect(round).toBeGreaterThan(10);
    expect(round).toBeLessThan(10.5);
    // Into the saloon from the south, round the door's west jamb at (12.5, 10).
    const viaJamb = Math.hypot(1.5, 4) + Math.hypot(1.5, 2);
    const inside = bf.pathLength(11, 6, 11, 12);
    expect(inside).toBeGreaterThan(viaJamb);
    expect(inside).toBeLessThan(viaJamb + 0.5);
    expect(bf.pathLength(0, 10, 3, 10)).toBe(3);
  });
});

describe('routes round walls, walked step by step', () => {
  it('a straight route where nothing blocks it: its points lie on the line', () => {
    expect(bf.route(0, 10, 6, 10)).toBe(6);
    bf.routePoint(2.5);
    expect([bf.moveX, bf.moveY]).toEqual([2.5, 10]);
  });
  it('round the adobe wall (0, 5)–(8, 5) from (5, 2) to (5, 8): the route costs pathLength, runs past its nearer east end, and ends at the goal', () => {
    const cost = bf.route(5, 2, 5, 8);
    expect(cost).toBeCloseTo(bf.pathLength(5, 2, 5, 8), 12);
    // Halfway along, the mover stands by the wall's east end (8, 5), not on the wall.
    bf.routePoint(cost / 2);
    expect(bf.moveX).toBeGreaterThan(8);
    expect(Math.abs(bf.moveY - 5)).toBeLessThan(0.2);
    // Every point of the walk is off the wall, an inch at most from the one before.
    let px = 5,
      py = 2;
    for (let a = 1; a < cost; a++) {
      bf.routePoint(a);
      expect(bf.inWall(bf.moveX, bf.moveY, 0.05)).toBe(false);
      expect(Math.hypot(bf.moveX - px, bf.moveY - py)).toBeLessThanOrEqual(1 + 1e-9);
      ((px = bf.moveX), (py = bf.moveY));
    }
    bf.routePoint(cost + 1);
    expect([bf.moveX, bf.moveY]).toEqual([5, 8]);
  });
  it('no route into a closed box: Infinity, and the walk stays at its start', () => {
    const box = new Battlefield({
      pieces: [{ kind: 'building', x: 0, y: 0, width: 4, height: 4, cover: 0, openings: [] }],
    });
    expect(box.route(2, 2, 10, 2)).toBe(Infinity);
    box.routePoint(3);
    expect([box.moveX, box.moveY]).toEqual([2, 2]);
  });
});

describe('placement checks', () => {
  it('a point in a wall, on the map or off it', () => {
    expect(bf.inWall(4, 5.1, 0.25)).toBe(true);
    expect(bf.inWall(4, 6, 0.25)).toBe(false);
    expect(bf.onMap(29, 19)).toBe(true);
    expect(bf.onMap(31, 5)).toBe(false);
  });
});
