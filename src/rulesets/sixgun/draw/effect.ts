/*
 * An Effect: what one pair of the Draw does to one of its figures, as a few probabilities
 * that multiply across the figure's pairs once the Flinch results and the main round's passes
 * are fixed (exact.ts): the worst of independent hits has the product of their CDFs, and "no
 * surrender and nobody out-drew it" the product of each pair's chance of neither.
 */

/** Effect slots 0–3: P(damage STATE ≤ h) for h = unhurt … oof; then: */
export const STANDING = 4; // unhurt and not surrendered
export const CALM = 5; // … and not out-drawn by a figure shooting at it
export const LOADED = 6; // no fumble, and no 1s emptying the gun outside the main round
export const SLOTS = 7;
export const UNTOUCHED = new Float64Array(SLOTS).fill(1);
export const SURRENDERS = Float64Array.of(1, 1, 1, 1, 0, 0, 1);
