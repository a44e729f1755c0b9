import { ARM_LEVELS, ARM_STATES, STATE } from '../damage.ts';

/*
 * What the Draw's hits leave a figure's arms, as the exact Draw of any number of figures
 * (exact.ts) follows them pair by pair: a Pass 1 at an arm wounds it (§6.5 [L1557–1558]),
 * and the hits of several pairs on one figure land at once (C-52(c)), the worse state standing
 * and the arm wounds adding up, as simulate.ts lands them. Only a figure left standing
 * wounded keeps his arms' wounds, so a tally has three kinds of entry: unhurt (his arms
 * whole: a hit that leaves him unhurt is just a scratch), standing wounded with so many
 * wounds to each arm (up to 2, unusable), and out (down, his arms no matter).
 */

export const UNHURT_AT = 0;
/** Standing wounded with g wounds to his gun arm and o to his off arm. */
export const hurtAt = (g: number, o: number) => 1 + g * ARM_LEVELS + o;
export const OUT_AT = 1 + ARM_LEVELS * ARM_LEVELS;
export const TALLY = OUT_AT + 1;

const ARM_PAIRS = ARM_LEVELS * ARM_LEVELS;

/** A tally in which nothing happens to the figure. */
export function untouched(): Float64Array {
  const t = new Float64Array(TALLY);
  t[UNHURT_AT] = 1;
  return t;
}

/** A distribution over ARM_STATES (damage.ts armIndex) read as a tally. */
export function tallyOf(v: Float64Array): Float64Array {
  const t = new Float64Array(TALLY);
  for (let k = 0; k < ARM_STATES; k++) {
    if (v[k] === 0) continue;
    const h = (k / ARM_PAIRS) | 0;
    if (h === STATE.unhurt) t[UNHURT_AT] += v[k];
    else if (h >= STATE.oof) t[OUT_AT] += v[k];
    else t[1 + (k % ARM_PAIRS)] += v[k];
  }
  return t;
}

/** a·p + b·(1 − p), slot by slot, into a new tally. */
export function mix(a: Float64Array, p: number, b: Float64Array): Float64Array {
  const t = new Float64Array(TALLY);
  for (let k = 0; k < TALLY; k++) t[k] = p * a[k] + (1 - p) * b[k];
  return t;
}

/** Into `into`, the tally of two independent hits landing at once on one figure. */
export function land(into: Float64Array, a: Float64Array, b: Float64Array): void {
  const a0 = a[UNHURT_AT],
    b0 = b[UNHURT_AT],
    aOut = a[OUT_AT],
    bOut = b[OUT_AT];
  into.fill(0);
  into[UNHURT_AT] = a0 * b0;
  into[OUT_AT] = aOut + bOut - aOut * bOut;
  for (let x = 0; x < ARM_PAIRS; x++) {
    into[1 + x] += a0 * b[1 + x] + b0 * a[1 + x];
    const ax = a[1 + x];
    if (ax === 0) continue;
    const ag = (x / ARM_LEVELS) | 0,
      ao = x % ARM_LEVELS;
    for (let y = 0; y < ARM_PAIRS; y++) {
      const by = b[1 + y];
      if (by === 0) continue;
      const g = Math.min(2, ag + ((y / ARM_LEVELS) | 0)),
        o = Math.min(2, ao + (y % ARM_LEVELS));
      into[hurtAt(g, o)] += ax * by;
    }
  }
}
