import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const gf2 = (terrain?: object[]) =>
  gunfightSchema.parse({
    type: 'GF-2',
    terrain,
    sides: [
      { name: 'A', figures: [{ name: 'Al' }, { name: 'Abe' }] },
      { name: 'B', figures: [{ name: 'Bo' }, { name: 'Bud' }] },
    ],
  });
/** A feature over the second side's line (y = 12" for two Rep 4 pistols), both its figures in it. */
const overB = (kind: string) => [{ kind, x: -1, y: 10, width: 6, height: 4 }];

describe('terrain cover in GF-2 and GF-3 (six-gun-sound.md §6.6 [L4717–4727])', () => {
  it('a figure standing in obscuring scrub is in obscuring cover: an 8 at him misses, and he reads the "in cover" rows', () => {
    const w = new BandWorld(gf2(overB('obscuring-scrub')), O);
    w.reset();
    expect(w.firingOf(0, 2, 0, false, false).eightMisses).toEqual(['cover']);
    expect(w.firingOf(2, 0, 0, false, false).eightMisses).toEqual([]);
    expect([w.covered(0), w.covered(2)]).toEqual([0, 1]);
  });

  it('no-effect scrub gives none; woods and rough ground are bulletproof (C-60) unless cover.woods is obscuring; a ridge crest is bulletproof', () => {
    const at = (kind: string, o = O) => {
      const w = new BandWorld(gf2(overB(kind)), o);
      w.reset();
      return w.firingOf(0, 2, 0, false, false);
    };
    expect(at('no-effect-scrub').eightMisses).toEqual([]);
    const woods = at('woods');
    expect(woods.eightMisses).toEqual(['cover']);
    // Bulletproof: unexposed locations are negated, so the codes differ from obscuring scrub's.
    expect(Array.from(woods.normalCodes)).not.toEqual(
      Array.from(at('obscuring-scrub').normalCodes),
    );
    expect(Array.from(at('rough-ground').normalCodes)).toEqual(Array.from(woods.normalCodes));
    expect(Array.from(at('woods', { ...O, 'cover.woods': 'obscuring' }).normalCodes)).toEqual(
      Array.from(at('obscuring-scrub').normalCodes),
    );
    expect(at('ridge-crest').eightMisses).toEqual(['cover']);
  });

  it('the side standing in woods wins more often (fixed seed)', () => {
    const wins = (terrain?: object[]) => {
      const p = gf2(terrain);
      const layout = gunfight.metrics(p, O);
      const acc = layout.create();
      gunfight.simulate(p, O, rngFromSeed('terrain'), 4000, acc);
      return acc[layout.slot('winner') + 1] / 4000;
    };
    expect(wins(overB('woods'))).toBeGreaterThan(wins() + 0.05);
  });

  it('terrain needs GF-2 or GF-3', () => {
    const r = gunfightSchema.safeParse({
      type: 'GF-1',
      terrain: overB('woods'),
      sides: [
        { name: 'A', figures: [{ name: 'Al' }] },
        { name: 'B', figures: [{ name: 'Bo' }] },
      ],
    });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['terrain']);
  });
});
