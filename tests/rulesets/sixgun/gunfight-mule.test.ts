import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { TEST_INDEX as T } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;

/** A GF-3: Al in the saddle of a Pretty Fair `animal`, told to advance; Bo alone far off. */
function rider(animal: 'horse' | 'mule' | undefined) {
  const p = gunfightSchema.parse({
    type: 'GF-3',
    sides: [
      {
        name: 'A',
        policy: 'advance',
        figures: [{ name: 'Al', mount: { quality: 4, ...(animal ? { animal } : {}) } }],
      },
      { name: 'B', figures: [{ name: 'Bo' }] },
    ],
  });
  const { w, rules } = bandAt(p, O, ScriptedRng.ofFaces([]));
  w.place(1, 0, 200); // nobody fires
  w.inCover.fill(0);
  return { w, rules };
}

describe('a saddle mule moves 8", a horse 12" (six-gun-sound.md §10.1 [L2084], §4.4, §10.4)', () => {
  it('Mounted Moving Fast Pass 2 (1, 1 against Quality 4): twice the normal move, 16" on a mule, 24" on a horse', () => {
    for (const [animal, inches] of [
      ['mule', 16],
      ['horse', 24],
      [undefined, 24], // a mount is a horse unless it says otherwise
    ] as const) {
      const { w, rules } = rider(animal);
      expect(w.mountMove[0], String(animal)).toBe(animal === 'mule' ? 8 : 12);
      rules.activate(w, 0, ScriptedRng.ofFaces([1, 1]));
      expect(w.y[0], String(animal)).toBeCloseTo(inches, 9);
    }
  });

  it('Mounted Moving Fast Pass 0 (6, 6): half as far again, 12" on a mule, 18" on a horse', () => {
    for (const [animal, inches] of [
      ['mule', 12],
      ['horse', 18],
    ] as const) {
      const { w, rules } = rider(animal);
      rules.activate(w, 0, ScriptedRng.ofFaces([6, 6]));
      expect(w.y[0], animal).toBeCloseTo(inches, 9);
    }
  });

  it('C-36: a mounted charge reaches twice the mount\'s move: 16" on a mule, 24" on a horse', () => {
    for (const [animal, reach] of [
      ['mule', 16],
      ['horse', 24],
    ] as const) {
      const { w } = rider(animal);
      expect(w.chargeReach(0), animal).toBe(reach);
    }
  });

  it('C-36: 20" off a rider on a horse wants to charge, one on a mule (16") does not', () => {
    const off = (animal: 'horse' | 'mule', seed: string) => {
      const p = gunfightSchema.parse({
        type: 'GF-2',
        distance: 20,
        sides: [
          {
            name: 'Star',
            riders: 'stay-mounted',
            figures: [
              {
                name: 'Jim Bob Joe',
                profession: 'gunfighter',
                policy: 'charge',
                mount: { quality: 5, animal },
              },
            ],
          },
          { name: 'Outlaws', figures: [{ name: 'Tex', profession: 'buffalo-hunter' }] },
        ],
      });
      const rng = rngFromSeed(seed);
      const { w, rules } = bandAt(p, O, rng);
      rules.activate(w, 0, rng);
      return w.tests[T['wanting-to-charge']];
    };
    for (const seed of ['a', 'b', 'c', 'd']) {
      expect(off('horse', seed), seed).toBe(1);
      expect(off('mule', seed), seed).toBe(0);
    }
  });
});
