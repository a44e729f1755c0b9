import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { OOF } from '../../../src/rulesets/sixgun/draw.ts';
import { TEST_INDEX } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { ScriptedRng, face } from '../../helpers/scripted.ts';
import { bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const T = TEST_INDEX;
const pass2 = [face(1), face(1)];
const pass1 = [face(1), face(6)];
const pass0 = [face(6), face(6)];
// Tex's Being Charged, Pass 1 in the open (BM table): no fire, ready; then the melee of A-10,
// JBJ's 3 passes to Tex's none: Tex out of the fight.
const contact = [
  ...pass1,
  ...[face(1), face(1), face(1), face(4)],
  ...[face(4), face(4), face(4), face(4)],
];

/** Jim Bob Joe (Rep 4, charge policy) 10" from Tex, in Game Turn 2, under `distance`. */
function tenInchesOff(distance: string) {
  const p = gunfightSchema.parse({
    type: 'GF-2',
    distance: 10,
    sides: [
      {
        name: 'Star',
        figures: [{ name: 'Jim Bob Joe', profession: 'gunfighter', policy: 'charge' }],
      },
      { name: 'Outlaws', figures: [{ name: 'Tex', profession: 'buffalo-hunter' }] },
    ],
  });
  return bandAt(p, { ...O, 'charge.distance': distance } as SixgunOptions, ScriptedRng.ofFaces([]));
}

describe('six-gun-sound.md C-36: how far a charger goes (charge.distance)', () => {
  it('twelve-inches (the ruling): 10" off, Wanting to Charge lets him charge and he makes contact with no Moving Fast roll, moving fast', () => {
    const { w, rules } = tenInchesOff('twelve-inches');
    expect(w.dist(0, 1)).toBeCloseTo(10);
    const rng = new ScriptedRng([...pass2, ...contact]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.tests[T['being-charged']], w.melees, w.end[1]]).toEqual([1, 1, OOF]);
  });

  it('moving-fast, Pass 0 on Moving Fast (§4.5): 6", short of Tex; no Being Charged, no melee, not moving fast', () => {
    const { w, rules } = tenInchesOff('moving-fast');
    const rng = new ScriptedRng([...pass2, ...pass0]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect(w.dist(0, 1)).toBeCloseTo(4);
    expect([w.tests[T['being-charged']], w.melees, w.alive[1]]).toEqual([0, 0, 1]);
  });

  it('moving-fast, Pass 1: 9" reaches base contact 1" from Tex, and the charge goes on as A-10', () => {
    const { w, rules } = tenInchesOff('moving-fast');
    const rng = new ScriptedRng([...pass2, ...pass1, ...contact]);
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.tests[T['being-charged']], w.melees, w.end[1]]).toEqual([1, 1, OOF]);
    expect(w.dist(0, 1)).toBeCloseTo(1);
  });
});

/** Jim Bob Joe (charge policy), on foot or in the saddle, `inches` from Tex, in Game Turn 2. */
function chargerOff(inches: number, mounted: boolean, seed: string) {
  const p = gunfightSchema.parse({
    type: 'GF-2',
    distance: inches,
    sides: [
      {
        name: 'Star',
        riders: 'stay-mounted',
        figures: [
          {
            name: 'Jim Bob Joe',
            profession: 'gunfighter',
            policy: 'charge',
            ...(mounted ? { mount: { quality: 5 } } : {}),
          },
        ],
      },
      { name: 'Outlaws', figures: [{ name: 'Tex', profession: 'buffalo-hunter' }] },
    ],
  });
  const rng = rngFromSeed(seed);
  const { w, rules } = bandAt(p, O, rng);
  rules.activate(w, 0, rng);
  return w;
}

describe('six-gun-sound.md C-36: a mounted charger goes twice his normal move', () => {
  const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  it('20" off, beyond a charge on foot (12"), a rider charges (Wanting to Charge) and one on foot does not', () => {
    for (const seed of seeds) {
      expect(chargerOff(20, true, seed).tests[T['wanting-to-charge']]).toBe(1);
      expect(chargerOff(20, false, seed).tests[T['wanting-to-charge']]).toBe(0);
    }
  });

  it('25" off, beyond a horse\'s 24", the rider does not charge either', () => {
    for (const seed of seeds)
      expect(chargerOff(25, true, seed).tests[T['wanting-to-charge']]).toBe(0);
  });

  it('a rider let charge by Wanting to Charge makes contact from 20" off (a melee)', () => {
    const melees = seeds.map((seed) => chargerOff(20, true, seed).melees);
    expect(Math.max(...melees)).toBe(1);
  });
});
