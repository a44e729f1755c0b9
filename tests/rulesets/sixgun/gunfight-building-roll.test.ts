import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { BandRoster } from '../../../src/rulesets/sixgun/encounter/band-roster.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { gunfightSetup } from '../../../src/rulesets/sixgun/gunfight-setup.ts';
import { GF2_BUILDINGS, GF2_BUILDING_BY_D6 } from '../../../src/rulesets/sixgun/gunfight-tables.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { withinSe } from '../../helpers.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const JBJ = { name: 'Jim Bob Joe', profession: 'gunfighter', rep: 5, sand: 5, toughness: 5 };
const rolled = (roll: object, type = 'GF-2') =>
  gunfightSchema.safeParse({
    type,
    roll,
    sides: [
      { name: 'Star', figures: [JBJ] },
      { name: 'Them', figures: [] },
    ],
  });

describe('the GF-2 building roll (six-gun-sound.md §13.1 Terrain [L3167])', () => {
  it('1d6: in front of a saloon on 1–3, a gambling house on 4–5, a livery stable on 6', () => {
    const count = (b: string) => GF2_BUILDING_BY_D6.filter((k) => GF2_BUILDINGS[k] === b).length;
    expect(['saloon', 'gambling-house', 'livery-stable'].map(count)).toEqual([3, 2, 1]);
  });

  it('a rolled GF-2 reports its building, rolled only in town, as often as the exact set-up rolls say (fixed seed, 4 SE)', () => {
    const p = rolled({}).data!;
    const layout = gunfight.metrics(p, O);
    const acc = layout.create();
    const trials = 6_000;
    gunfight.simulate(p, O, rngFromSeed('gf2-building'), trials, acc);
    const town = (
      gunfightSetup.exact!({ star: 'gunfighter', profession: 'cowboy' }, O) as Record<
        string,
        Record<string, number>
      >
    ).gf2Place.town;
    const exact = [...[3, 2, 1].map((n) => (town * n) / 6), 1 - town];
    exact.forEach((e, k) =>
      expect(withinSe(acc[layout.slot('building') + k] / trials, e, trials), `${k}`).toBe(true),
    );
  });

  it('fixed, it is the same in every GF-2 in town; it needs a GF-2 that may be in town', () => {
    const roster = new BandRoster(rolled({ building: 'livery-stable', place: 'town' }).data!);
    const rng = rngFromSeed('livery');
    for (let t = 0; t < 50; t++) {
      roster.rollSizes(rng);
      expect(GF2_BUILDINGS[roster.building]).toBe('livery-stable');
    }
    const trail = new BandRoster(rolled({ place: 'trail' }).data!);
    trail.rollSizes(rng);
    expect(trail.building).toBe(-1);
    const paths = (r: ReturnType<typeof rolled>) => r.error?.issues.map((i) => i.path.join('.'));
    expect(paths(rolled({ building: 'saloon' }, 'GF-3'))).toEqual(['roll.building']);
    expect(paths(rolled({ building: 'saloon', place: 'ranch' }))).toEqual(['roll.building']);
  });
});
