import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { draw, setup, type DrawParams } from '../../../src/rulesets/sixgun/draw.ts';
import { exactDraw } from '../../../src/rulesets/sixgun/draw/exact.ts';
import {
  OUT_CHEST,
  OUT_DUCKED,
  OUT_UNHURT,
  OUT_WOUNDED,
  PER_FIGURE_CODES,
  jointDraw,
  outOf,
} from '../../../src/rulesets/sixgun/draw/joint.ts';
import { OD, OOF, RAN, SURRENDERED } from '../../../src/rulesets/sixgun/draw/setup.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';

/*
 * Who is still in the fight after a Draw of two to four figures, all figures at once
 * (draw/standing.ts, six-gun-sound.md §7.1): the `standing` and `lastStanding` metrics.
 */

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const D = (over: Partial<DrawParams>): DrawParams =>
  draw.complete!({ ...(defaultsOf(draw.params) as DrawParams), ...over });

/** The joint Draw's outcome codes (draw/joint.ts) read as the bit mask of who still stands. */
function standingFromJoint(joint: Map<number, number>, n: number): Float64Array {
  const up = [OUT_WOUNDED, OUT_CHEST, OUT_UNHURT, OUT_DUCKED];
  const out = new Float64Array(1 << n);
  for (const [code, p] of joint) {
    let mask = 0;
    for (let i = 0; i < n; i++)
      if (up.includes(outOf(Math.floor(code / PER_FIGURE_CODES ** i) % PER_FIGURE_CODES)))
        mask |= 1 << i;
    out[mask] += p;
  }
  return out;
}

describe('who stands after the Draw: the per-figure enumeration against the joint one', () => {
  // jointDraw enumerates every die and damage roll of every figure together (the GF-1 chain's
  // opening); standing.ts enumerates each figure's passes and ties figures only where §7 does.
  it.each([
    ['two figures, GF-1 defaults', {}],
    [
      'two figures, a held unmanned figure and a repeater',
      { holdUnmanned: true, bWeapon: 'repeating-carbine' },
    ],
    [
      'A-19: Jim Bob Joe (Rep 5 Gunfighter) on Tex and Weezie',
      { figures: 3, aRep: 5, aProfession: 'gunfighter', bRep: 3, cRep: 3 },
    ],
    // A Cowboy can get the drop: the first ≥3 result's Got the Drop and re-draw tie A to its loser.
    [
      'a Rep 6 Cowboy on two Rep 2s, no Flinch: one 3 kills both, or the drop',
      { figures: 3, aRep: 6, aProfession: 'cowboy', bRep: 2, cRep: 2, skipFlinch: true },
    ],
    [
      'three in a ring, unmanned figures held',
      {
        figures: 3,
        aTargets: 'b',
        bTarget: 'c',
        cTarget: 'a',
        holdUnmanned: true,
        bProfession: 'greenhorn',
        bSand: 2,
      },
    ],
  ] as [string, Partial<DrawParams>][])('%s: the same joint to 1e-12', (_, over) => {
    const s = setup(D(over), O);
    const fast = exactDraw(s).standing;
    const slow = standingFromJoint(jointDraw(s), s.figs.length);
    expect(fast.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    fast.forEach((p, mask) => expect(p, `mask ${mask}`).toBeCloseTo(slow[mask], 12));
  });

  it('the ties are real: a 3 that kills two at once is not two independent kills', () => {
    // A Rep 6 Cowboy beats both Rep 1s by 2 or more most of the time; one 3 among his passes kills both.
    const s = setup(
      D({ figures: 3, aRep: 6, aProfession: 'cowboy', bRep: 1, cRep: 1, skipFlinch: true }),
      O,
    );
    const t = exactDraw(s);
    const down = (i: number) =>
      t.states[i][OD] + t.states[i][OOF] + t.states[i][SURRENDERED] + t.states[i][RAN];
    const bothDown = t.standing[0b001] + t.standing[0b000];
    expect(bothDown - down(1) * down(2)).toBeGreaterThan(0.01);
  });
});

describe('who stands after a four-figure Draw: each figure agrees with its own exact answer', () => {
  it.each([
    [{ figures: 4 }],
    [{ figures: 4, aProfession: 'marshal', dProfession: 'outlaw', dRep: 5, holdUnmanned: true }],
    [
      {
        figures: 4,
        aTargets: 'b',
        bTarget: 'c',
        cTarget: 'd',
        dTarget: 'a',
        aRep: 6,
        bRep: 6,
        cRep: 6,
        dRep: 6,
        aProfession: 'cowboy',
        cWeapon: 'repeating-carbine',
      },
    ],
    [
      {
        figures: 4,
        aTargets: 'c+d',
        bTarget: 'none',
        cTarget: 'b',
        dTarget: 'b',
        holdUnmanned: true,
        aRep: 7,
        aProfession: 'ranger',
        cSand: 2,
        dProfession: 'townsfolk',
      },
    ],
  ] as [Partial<DrawParams>][])('%o', (over) => {
    const s = setup(D(over), O);
    const t = exactDraw(s);
    expect(t.standing.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    for (let i = 0; i < 4; i++) {
      let up = 0;
      t.standing.forEach((p, mask) => (up += (mask >> i) & 1 ? p : 0));
      const st = t.states[i];
      expect(up, `figure ${i}`).toBeCloseTo(1 - st[OD] - st[OOF] - st[SURRENDERED] - st[RAN], 12);
    }
  });

  it('standing and lastStanding are the same joint read two ways', () => {
    const e = draw.exact!(D({ figures: 4, aRep: 6, aProfession: 'cowboy' }), O);
    const standing = e.standing as Record<string, number>;
    const last = e.lastStanding as Record<string, number>;
    expect(standing['0']).toBeCloseTo(last.nobody, 12);
    expect(standing['1']).toBeCloseTo(last.a + last.b + last.c + last.d, 12);
    expect(standing['2'] + standing['3'] + standing['4']).toBeCloseTo(last.several, 12);
  });
});

describe('who stands after a three- or four-figure Draw: simulation agrees with exact (fixed seed, 4 SE)', () => {
  it.each([
    [{ figures: 3, aRep: 6, aProfession: 'cowboy', bRep: 2, cRep: 2, skipFlinch: true }],
    [{ figures: 4, holdUnmanned: true, aProfession: 'marshal', bSand: 3, cSand: 3 }],
    [
      {
        figures: 4,
        aTargets: 'b',
        bTarget: 'c',
        cTarget: 'd',
        dTarget: 'a',
        aRep: 6,
        aProfession: 'cowboy',
      },
    ],
  ] as [Partial<DrawParams>][])('%o', (over) => {
    expectAgreesAt(draw, D(over), O, 'sixgun-draw-standing', JSON.stringify(over), 40_000);
  });
});
