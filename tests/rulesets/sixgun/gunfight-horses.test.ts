import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { HORSE, SADDLING_ACTIVATIONS } from '../../../src/rulesets/sixgun/encounter/band-mounts.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;

/** A GF-3: side A as given (Al first), Bo alone on side B far off, with its rules reset for a trial. */
function field(a: object[], side: object = {}, o: SixgunOptions = O) {
  const p = gunfightSchema.parse({
    type: 'GF-3',
    sides: [
      { name: 'A', ...side, figures: a },
      { name: 'B', figures: [{ name: 'Bo' }] },
    ],
  });
  const { w, rules } = bandAt(p, o, ScriptedRng.ofFaces([]));
  const bo = w.n - 1;
  w.place(bo, 0, 200); // nobody fires
  w.inCover.fill(0);
  return { w, rules, m: rules.mounts!, bo };
}

describe('saddling a horse (six-gun-sound.md §13 Mounts [L3144], §13.1)', () => {
  it('§13 [L3144]: a man beside his unsaddled horse, told to advance, saddles it for two activations doing nothing else, mounts up on the third and rides on the fourth', () => {
    const { w, rules, m } = field(
      [{ name: 'Al', mount: { quality: 4, mounted: false, saddled: false } }],
      { policy: 'advance' },
    );
    expect(SADDLING_ACTIVATIONS).toBe(2);
    for (let k = 1; k <= SADDLING_ACTIVATIONS; k++) {
      rules.activate(w, 0, ScriptedRng.ofFaces([])); // no dice: no move, no shot
      expect([w.x[0], w.y[0], w.mounted[0], m.saddled[0]]).toEqual([
        0,
        0,
        0,
        k === SADDLING_ACTIVATIONS ? 1 : 0,
      ]);
    }
    rules.activate(w, 0, ScriptedRng.ofFaces([])); // no shot fired yet: mounts without a test
    expect([w.mounted[0], m.horse[0]]).toEqual([1, HORSE.ridden]);
    rules.activate(w, 0, ScriptedRng.ofFaces([1, 1])); // Mounted Moving Fast, Pass 2: 24"
    expect(w.y[0]).toBeCloseTo(24, 9);
  });

  it('§13.1 [L3245], §13 [L3144]: a man whose horse is unsaddled on the picket walks to it, saddles it (two activations) and only then mounts', () => {
    const { w, rules, m } = field(
      [{ name: 'Al', mount: { quality: 4, mounted: false, saddled: false, away: 5 } }],
      { policy: 'advance' },
    );
    rules.activate(w, 0, ScriptedRng.ofFaces([6, 6])); // 6" on foot, ending beside it
    expect([w.y[0], m.saddling[0]]).toEqual([-4, 0]);
    rules.activate(w, 0, ScriptedRng.ofFaces([]));
    rules.activate(w, 0, ScriptedRng.ofFaces([]));
    expect([m.saddled[0], w.mounted[0]]).toEqual([1, 0]);
    rules.activate(w, 0, ScriptedRng.ofFaces([]));
    expect(w.mounted[0]).toBe(1);
  });

  it('a man in the saddle has a saddled horse: the schema refuses mounted with saddled: false', () => {
    const r = gunfightSchema.safeParse({
      type: 'GF-3',
      sides: [
        { name: 'A', figures: [{ name: 'Al', mount: { saddled: false } }] },
        { name: 'B', figures: [{ name: 'Bo' }] },
      ],
    });
    expect(r.success).toBe(false);
  });
});
