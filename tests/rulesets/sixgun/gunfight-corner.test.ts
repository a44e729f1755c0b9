import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import {
  exactFiring,
  newFiringResult,
  simulateFiring,
} from '../../../src/rulesets/sixgun/firing.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { alFiresAtBo } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;

/** A house from x = 2 to 6 and y = 10 to 14; its south-west corner is (2, 10), south-east (6, 10). */
const house = { kind: 'building', x: 2, y: 10, width: 4, height: 4 };

/** Al fires from (ax, ay) at Bo standing at (bx, by), both out of their own cover. */
function at(ax: number, ay: number, bx: number, by: number, terrain = [house], cover?: string) {
  return alFiresAtBo({ terrain }, O, [ax, ay], [bx, by], cover);
}
/** The same firing at Bo behind his own cover of that kind, in the open street. */
const behind = (ax: number, ay: number, bx: number, by: number, cover: string) =>
  at(ax, ay, bx, by, [], cover);
const codes = (f: ReturnType<typeof at>) => Array.from(f.normalCodes);

describe('corner cover at the edge of a building (six-gun-sound.md §6.7 [L1604–1609], Target Behind Cover table)', () => {
  it('hugging a corner with the building on his left (a right-handed man at the left side of a doorway): Corner (flush)', () => {
    // Bo at (1.6, 10.6) by the south-west corner; Al to the south-east at (6, 0): the line of
    // fire passes 0.14" from the corner, which hides Bo's left side.
    const f = at(6, 0, 1.6, 10.6);
    expect(codes(f)).toEqual(codes(behind(6, 0, 1.6, 10.6, 'corner-flush')));
    expect(codes(f)).not.toEqual(codes(behind(6, 0, 1.6, 10.6, 'none')));
  });

  it('with the building on his right: Corner (away), his chest exposed too when firing a pistol', () => {
    const f = at(2, 0, 6.4, 10.6);
    expect(codes(f)).toEqual(codes(behind(2, 0, 6.4, 10.6, 'corner-away')));
    expect(codes(f)).not.toEqual(codes(behind(2, 0, 6.4, 10.6, 'corner-flush')));
  });

  it('no corner cover when the building is not between them, or the corner is not at his side', () => {
    // From the south-west the line misses the corner by 0.68": more than half his base.
    expect(codes(at(-6, 0, 1.6, 10.6))).toEqual(codes(behind(-6, 0, 1.6, 10.6, 'none')));
    // Just south of the corner, fired on from the south: the corner is behind him.
    expect(codes(at(1.6, 0, 1.6, 9.4))).toEqual(codes(behind(1.6, 0, 1.6, 9.4, 'none')));
    // Two inches off the corner he is in the open.
    expect(codes(at(0, 0, 0, 12))).toEqual(codes(behind(0, 0, 0, 12, 'none')));
  });

  it('a firing at a man at the corner hurts him as often as its exact answer says (simulated, fixed seed)', () => {
    const f = at(2, 0, 6.4, 10.6);
    const unhurt = exactFiring(f).states[0];
    // Behind Corner (away) fewer hits count than in the open: the legs and gut are covered.
    expect(unhurt).toBeGreaterThan(exactFiring(behind(2, 0, 6.4, 10.6, 'none')).states[0]);
    const rng = rngFromSeed('corner');
    const r = newFiringResult();
    const faces = new Uint8Array(3);
    const n = 60000;
    let hurt = 0;
    for (let i = 0; i < n; i++) {
      simulateFiring(f, rng, faces, r);
      if (r.state > 0) hurt++;
    }
    const p = 1 - unhurt;
    expect(Math.abs(hurt / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });
});
