import { describe, expect, it } from 'vitest';
import { slabs } from '../../src/engine/slab.ts';

describe('slabs', () => {
  it('gives zeroed arrays of the sizes asked for, none overlapping another', () => {
    const take = slabs();
    const arrays = Array.from({ length: 5000 }, (_, i) => take(1 + (i % 40)));
    arrays.forEach((a, i) => {
      expect(a.length).toBe(1 + (i % 40));
      expect(a.every((x) => x === 0)).toBe(true);
      a.fill(i + 1);
    });
    // Every array still holds its own mark: no two share a slot.
    arrays.forEach((a, i) => expect(a.every((x) => x === i + 1)).toBe(true));
    // Several thousand small arrays share a few buffers.
    expect(new Set(arrays.map((a) => a.buffer)).size).toBeLessThan(10);
  });

  it('gives an array larger than a slab a buffer of its own', () => {
    const take = slabs();
    const big = take(1 << 17);
    expect(big.length).toBe(1 << 17);
    expect(big.buffer.byteLength).toBe(8 << 17);
  });
});
