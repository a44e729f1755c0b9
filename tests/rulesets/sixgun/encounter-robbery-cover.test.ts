import { describe, expect, it } from 'vitest';
import { Layout } from '../../../src/core/layout.ts';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { TypedForces } from '../../../src/rulesets/sixgun/encounter/types/forces.ts';
import { robbery } from '../../../src/rulesets/sixgun/encounter/types/robbery.ts';
import { setupOf } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { O } from './campaign/helpers.ts';
import { runBad, typed } from './typed.ts';

const TROUGH = { kind: 'water-trough', x: -12, y: 1, width: 4, height: 2 };
const WAGON = { kind: 'wagon', x: -4, y: 4, width: 6, height: 3 };
const FENCE = { kind: 'rail-fence', x: 6, y: 8, width: 8, height: 1 };

/** A robbery of 3 Outlaws against the Sheriff and 6 Townsfolk, the street holding `cover`. */
function street(cover: object[]) {
  const p = typed(
    'robbery',
    'kansas',
    {},
    { outlaws: 3, deputies: 0, townsfolk: 'times-2', complication: 'none', alarm: 'never', cover },
  );
  const l = new Layout();
  robbery.metrics(p, setupOf(p), l);
  const run = robbery.prepare(p, setupOf(p), O, l);
  const m = new TypedForces(p, robbery, O, run).roll(rngFromSeed('robbery-cover'));
  m.rules.reset(m.w, rngFromSeed('robbery-cover-reset'));
  return m.w;
}

describe('the Robbery: cover in the street besides the buildings (six-gun-sound.md §6.6, §13.2)', () => {
  const w = street([TROUGH, WAGON, FENCE]);
  const sheriff = 3;
  /** The Sheriff stands at (x, y) in the street; the firing of the first Outlaw at him. */
  const at = (x: number, y: number) => {
    w.x[sheriff] = x;
    w.y[sheriff] = y;
    w.inCover[sheriff] = 0;
    return { f: w.firingOf(0, sheriff, 0, false, false), covered: w.covered(sheriff) };
  };

  it('§6.6 [L1575, L2456–2469]: behind a full water trough or a wagon a man is in bulletproof cover, an 8 at him missing', () => {
    const trough = at(-10, 2),
      wagon = at(-1, 5);
    expect(trough.f.eightMisses).toEqual(['cover']);
    expect(wagon.f.eightMisses).toEqual(['cover']);
    expect([trough.covered, wagon.covered]).toEqual([1, 1]);
    expect(Array.from(wagon.f.normalCodes)).toEqual(Array.from(trough.f.normalCodes));
  });

  it('§6.6 [L1577]: behind a rail fence he is in obscuring cover, whose hits read the colored/white die and not the locations', () => {
    const fence = at(10, 8.5),
      trough = at(-10, 2);
    expect(fence.f.eightMisses).toEqual(['cover']);
    expect(fence.covered).toBe(1);
    expect(Array.from(fence.f.normalCodes)).not.toEqual(Array.from(trough.f.normalCodes));
  });

  it('out of every piece he is in the open, as he always was in a street without cover', () => {
    const open = at(-10, 6);
    expect(open.f.eightMisses).toEqual([]);
    expect(open.covered).toBe(0);
    const bare = street([]);
    bare.x[sheriff] = -10;
    bare.y[sheriff] = 2;
    bare.inCover[sheriff] = 0;
    expect(bare.firingOf(0, sheriff, 0, false, false).eightMisses).toEqual([]);
    expect(bare.covered(sheriff)).toBe(0);
  });

  it('a piece outside the street is refused at its file:line:col, nothing written', () => {
    const r = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params:',
      '  type: robbery',
      '  setup:',
      '    cover:',
      '      - { kind: wagon, x: 0, y: 10, width: 6, height: 3 }',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:8:\d+: .*cover.*not in the street/);
    expect(r.wrote).toBe(false);
  });

  it('an unknown kind of cover is refused with the kinds there are', () => {
    const r = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params:',
      '  type: robbery',
      '  setup:',
      '    cover:',
      '      - { kind: barrel, x: 0, y: 2, width: 1, height: 1 }',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:8:\d+: .*water-trough/);
    expect(r.wrote).toBe(false);
  });
});
