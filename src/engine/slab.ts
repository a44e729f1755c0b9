/** Doubles per slab: 512 KB, a few thousand cells' totals. */
const SLAB = 1 << 16;

/**
 * Zeroed Float64Arrays carved out of large shared buffers: a sweep's per-cell totals live in a
 * few columns of memory instead of a buffer each (a buffer costs its own allocation and some
 * hundred bytes of bookkeeping besides its numbers, as much again as a point's totals).
 */
export function slabs(): (size: number) => Float64Array {
  let slab = new Float64Array(0);
  let used = 0;
  return (size) => {
    if (size > SLAB) return new Float64Array(size);
    if (used + size > slab.length) {
      slab = new Float64Array(SLAB);
      used = 0;
    }
    used += size;
    return slab.subarray(used - size, used);
  };
}
