import { describe, expect, it } from 'vitest';
import {
  EAST,
  faceToward,
  inBack,
  NORTH,
  pathField,
  SOUTH,
  WEST,
} from '../../src/encounter/grid.ts';

/** A 4 × 3 open grid: every step costs 1 orthogonally and 2 diagonally, none leaves the grid. */
function openSteps(width: number, height: number, wallBetween?: [number, number]): Int8Array {
  const step = new Int8Array(width * height * 8);
  const DX = [1, 0, -1, 0, 1, -1, -1, 1],
    DY = [0, 1, 0, -1, 1, 1, -1, -1];
  for (let i = 0; i < width * height; i++)
    for (let d = 0; d < 8; d++) {
      const x = (i % width) + DX[d],
        y = Math.floor(i / width) + DY[d];
      const j = y * width + x;
      const walled =
        wallBetween !== undefined &&
        ((i === wallBetween[0] && j === wallBetween[1]) ||
          (i === wallBetween[1] && j === wallBetween[0]));
      step[i * 8 + d] =
        x < 0 || y < 0 || x >= width || y >= height || walled ? -1 : DX[d] && DY[d] ? 2 : 1;
    }
  return step;
}

describe('square-grid helpers', () => {
  it('path costs count 1 a square and 2 a diagonal, from the nearest source', () => {
    const out = new Int16Array(12);
    pathField(4, openSteps(4, 3), (i) => i === 0, out);
    expect(Array.from(out)).toEqual([0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 5]);
    pathField(4, openSteps(4, 3), (i) => i === 0 || i === 11, out);
    expect(out[7]).toBe(1);
  });
  it('a blocked step is walked round, and an unreachable square is −1', () => {
    const out = new Int16Array(12);
    pathField(4, openSteps(4, 3, [0, 1]), (i) => i === 0, out);
    expect(out[1]).toBe(3); // round by the row above: three squares, or a diagonal and a square
    const none = new Int16Array(4);
    pathField(4, new Int8Array(32).fill(-1), (i) => i === 0, none);
    expect(Array.from(none)).toEqual([0, -1, -1, -1]);
  });
  it('a figure faces the side its line leaves by; its back is beyond the back side', () => {
    expect([faceToward(3, 1), faceToward(-1, 3), faceToward(2, -2), faceToward(0, -1)]).toEqual([
      EAST,
      NORTH,
      EAST,
      SOUTH,
    ]);
    expect(inBack(-2, 1, EAST, true)).toBe(true);
    expect(inBack(-1, 2, EAST, true)).toBe(false);
    expect(inBack(-1, 2, EAST, false)).toBe(true);
    expect(inBack(0, 3, EAST, false)).toBe(false);
    expect(inBack(1, 0, WEST, true)).toBe(true);
  });
});
