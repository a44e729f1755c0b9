import { describe, expect, it } from 'vitest';
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
