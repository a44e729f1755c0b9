import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { Trace } from '../../../src/encounter/trace.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { STATE } from '../../../src/rulesets/sixgun/damage.ts';
import { EMPTY } from '../../../src/rulesets/sixgun/encounter/ammo.ts';
import { BandWorld, HIDDEN } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { exactFiring } from '../../../src/rulesets/sixgun/firing.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;

/**
 * At night (sight 12", §4.7) Al (Rep 6, so a 12" move; a derringer, so he walks to 5" off)
 * advances due north from (0, 0) on Bud, Hidden at (0, 17) with a shotgun and Sand 6: his Got
 * a Shot is always a Pass 2, a Cowboy's "hold fire, or fire" (CW [L7690–7708]). Bud first sees
 * Al 5" along, 12" off; the shotgun's close row reaches 6" (§6.4), from 11" along.
 */
function holdUp(
  seed: string,
  holdFire: SixgunOptions['gotAShot.holdFire'],
  before?: (w: BandWorld) => void,
) {
  const p = gunfightSchema.parse({
    type: 'GF-3',
    sight: 'night',
    sides: [
      { name: 'A', policy: 'advance', figures: [{ name: 'Al', rep: 6, weapon: 'derringer' }] },
      {
        name: 'B',
        figures: [{ name: 'Bud', profession: 'cowboy', weapon: 'shotgun', sand: 6 }],
      },
    ],
  });
  const rng = rngFromSeed(seed);
  const { w, rules } = bandAt(p, { ...O, 'gotAShot.holdFire': holdFire }, rng);
  w.place(1, 0, 17);
  w.face(1, 0);
  w.hidden[1] = HIDDEN;
  before?.(w);
  w.log = new Trace();
  rules.activate(w, 0, rng);
  return { w, said: w.log.lines().join('\n') };
}

describe('six-gun-sound.md C-72: a Hidden Pass-2 tester may fire at any point of the move, or hold his fire (gotAShot.holdFire)', () => {
  const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('the shotgun is worth more from 6" (its close row, §6.4) than from 12", where Bud first sees Al', () => {
    const { w } = holdUp('worth', 'first-sight');
    const out = (y: number) => {
      w.place(0, 0, y);
      const e = exactFiring(w.firingOf(1, 0, 0, false, true));
      return e.states[STATE.oof] + e.states[STATE.od];
    };
    expect(out(11)).toBeGreaterThan(out(5));
    expect(out(12)).toBeCloseTo(out(11), 12);
  });

  it('best-shot (the ruling): Bud holds his fire until Al is 6" off, the first point of the best shot, and fires there', () => {
    for (const seed of seeds) {
      const { said } = holdUp(seed, 'best-shot');
      expect(said).toContain(
        'at (0.0, 5.0); Bud takes Got a Shot at Al: hold-or-fire; Bud holds his fire for (0.0, 11.0); at (0.0, 11.0); Bud fires, having held his fire',
      );
    }
  });

  it('closest: he fires at point-blank range, the end of the move 5" from him', () => {
    for (const seed of seeds)
      expect(holdUp(seed, 'closest').said).toContain(
        'Bud holds his fire for (0.0, 12.0); at (0.0, 12.0); Bud fires',
      );
  });

  it('first-sight (as played before): he fires where Al first comes into his sight, 12" off', () => {
    for (const seed of seeds) {
      const { said } = holdUp(seed, 'first-sight');
      expect(said).toMatch(
        /at \(0\.0, 5\.0\); Bud takes Got a Shot at Al: hold-or-fire\nTurn 2 — Bud fires at Al/,
      );
      expect(said).not.toContain('holds');
    }
  });

  it('with no shot from anywhere on the move, he holds his fire and stays hidden', () => {
    const { w, said } = holdUp('empty', 'best-shot', (w) => (w.ammo[1] = EMPTY));
    expect(said).toContain('Bud holds his fire and stays hidden');
    expect(w.hidden[1]).toBe(HIDDEN);
    expect([w.x[0], w.y[0]]).toEqual([0, 12]);
  });
});
