import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import {
  BandWorld,
  HIDDEN,
  OUT_OF_SIGHT,
  TEST_INDEX,
} from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { PathSight } from '../../../src/rulesets/sixgun/encounter/path-sight.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const GAS = TEST_INDEX['got-a-shot'];

/**
 * A GF-3 (at night: sight 12", §4.7) in which Al advances due north from (0, 0) on Bo, put
 * 30" off so that Bo never sees him during one move; Bud, put at (bx, by) facing Al, is farther.
 */
function advanceOnBo(seed: string, bx: number, by: number, more: object = {}, bud: object = {}) {
  const p = gunfightSchema.parse({
    type: 'GF-3',
    ...more,
    sides: [
      { name: 'A', policy: 'advance', figures: [{ name: 'Al' }] },
      { name: 'B', figures: [{ name: 'Bo' }, { name: 'Bud', ...bud }] },
    ],
  });
  const rng = rngFromSeed(seed);
  const { w, rules } = bandAt(p, O, rng);
  w.place(1, 0, 30);
  w.place(2, bx, by);
  w.face(2, 0); // Bud looks Al's way: not approached from his flank or rear (§5.3.1)
  return { w, rules, rng };
}

/**
 * By day, Bud at (31, 6) looks past two 2" wide buildings at x = 24..26: the lower (y = 2 to
 * 5.05) hides the start of Al's way up to y ≈ 1.8, the upper (y = 5.6 to 9) all of it past
 * y ≈ 3.5; Al moves 6", 9" or 12", so he is out of Bud's sight where he starts and ends.
 */
const screens = {
  terrain: [
    { kind: 'building', x: 24, y: 2, width: 2, height: 3.05 },
    { kind: 'building', x: 24, y: 5.6, width: 2, height: 3.4 },
  ],
};

describe('Got a Shot along a move (six-gun-sound.md §5.1 [L1241]: an enemy who starts out of sight and comes into sight)', () => {
  it('the move is looked at from its start, every whole inch, and its end; Bud first sees Al 1" along', () => {
    // At night Bud at (11.8, 2.5) is 12.06" from Al's start, within 12" of the way from
    // y = 0.32 to 4.68 (√(144 − 11.8²) = 2.18 either side of 2.5), and out of sight past it.
    const { w } = advanceOnBo('path', 11.8, 2.5, { sight: 'night' });
    const path = new PathSight();
    w.place(0, 0, 9);
    path.trace(w, 0, 0, 0, 9, false);
    expect(Array.from(path.py.subarray(0, path.points))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Al's own side (himself) is skipped.
    expect(path.watchers(w, Uint8Array.from([1, 0, 0]))).toBe(true);
    expect(Array.from(path.first)).toEqual([-1, -1, 1]);
    // Who saw him before the move takes no test.
    path.watchers(w, Uint8Array.from([1, 0, 1]));
    expect(path.first[2]).toBe(-1);
  });

  it('Bud, who sees Al only on the way, takes Got a Shot there; before, he took none (checked only where Al ended)', () => {
    const sees = (w: BandWorld, y: number) => w.bf.lineOfSight(31, 6, 0, y);
    const first = advanceOnBo('x', 31, 6, screens).w;
    expect([0, 1, 2, 3, 4, 6, 9, 12].map((y) => sees(first, y))).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    let stopped = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const { w, rules, rng } = advanceOnBo(seed, 31, 6, screens);
      rules.activate(w, 0, rng);
      expect(w.tests[GAS]).toBe(1);
      if (w.alive[0] && !w.hidden[0]) {
        // Not stopped by the reaction: he went on to the end of his move (6", 9" or 12").
        expect([6, 9, 12]).toContain(w.y[0]);
        expect(w.x[0]).toBe(0);
      } else if (w.alive[0]) {
        // Ducked back where Bud's test caught him: 2" along, the first inch Bud sees.
        expect([w.x[0], w.y[0]]).toEqual([0, 2]);
        stopped++;
      }
    }
    expect(stopped).toBeGreaterThan(0);
  });

  it('nobody out of sight all the way tests, and the mover ends where his move ends', () => {
    const { w, rules, rng } = advanceOnBo('far', 31, 6, { sight: 'night' });
    rules.activate(w, 0, rng);
    expect(w.tests[GAS]).toBe(0);
    expect([6, 9, 12]).toContain(w.y[0]);
  });
});

describe('a Hidden figure takes Got a Shot (six-gun-sound.md §5.1 [L1229–1241], §5.3.1: its tables print lines for the Hidden tester)', () => {
  const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];
  /** Al's advance with Bud, of `profession` and Sand 1, hidden as `hidden`; Bud's tests and state. */
  function hiddenBud(profession: string, hidden: number) {
    return seeds.map((seed) => {
      const { w, rules, rng } = advanceOnBo(seed, 31, 6, screens, { profession, sand: 1 });
      w.hidden[2] = hidden;
      rules.activate(w, 0, rng);
      return { tests: w.tests[GAS], hidden: w.hidden[2] };
    });
  }

  it('set up hidden, Bud tests as Al comes into his sight on the way', () => {
    for (const r of hiddenBud('cowboy', HIDDEN)) expect(r.tests).toBe(1);
  });

  it('ducked back out of sight, Bud sees nobody and takes none', () => {
    for (const r of hiddenBud('cowboy', OUT_OF_SIGHT)) expect(r.tests).toBe(0);
  });

  it('on a Pass 0 a hidden Buffalo Hunter stays hidden (BM [L7552–7571]); a Cowboy is revealed (CW [L7690–7708])', () => {
    // Sand 1: Pass 0 25 times in 36, so some of the 12 end in no fire; Pass 1 and 2 fire and reveal.
    expect(
      hiddenBud('buffalo-hunter', HIDDEN).filter((r) => r.hidden === HIDDEN).length,
    ).toBeGreaterThan(0);
    expect(hiddenBud('cowboy', HIDDEN).filter((r) => r.hidden === HIDDEN)).toEqual([]);
  });
});
