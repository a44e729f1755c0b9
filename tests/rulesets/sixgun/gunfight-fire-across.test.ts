import { describe, expect, it } from 'vitest';
import { rngFromSeed, type Rng } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { FIRE_ENDS } from '../../../src/rulesets/sixgun/encounter/band-fire.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { fire } from '../../../src/rulesets/sixgun/fire.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { MAX_TURNS } from '../../../src/rulesets/sixgun/turn-tables.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { odds } from './campaign/helpers.ts';
import { cabinAlight } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
type Fig = Record<string, unknown>;
const CURLY = 4;

/**
 * The Star's four hold a frame cabin 12" long (x −1.5 to 10.5 on their line, y 0; the Outlaws'
 * line, and the street, lie north); a store faces it across the street. Curly stands at its
 * wall at `x`.
 */
function street(store: Fig, building: Fig, x = 0, o = O, rng: Rng = ScriptedRng.ofFaces([])) {
  const neighbours = [{ name: 'Store', side: 'across', gap: 1, length: 12, ...store }];
  const { w, rules, f, light } = cabinAlight({ neighbours, ...building }, o, { x, rng });
  /** After `n` Activation rolls' spread, the store's end (FIRE_ENDS). */
  const after = (n: number) => {
    light();
    for (let k = 0; k < n; k++) f.spread(w, new ScriptedRng([]), rules);
    return FIRE_ENDS[f.neighbours[0].end()];
  };
  return { w, rules, f, after };
}

describe('fire across the street (six-gun-sound.md §12 [L1986–1990])', () => {
  it('§12 [L1988]: a north wind blows the fire set on the street side across a 1" street on its first spread; the store (two areas) burns in the area it caught', () => {
    expect(street({}, { wind: 'north' }).after(0)).toBe('not-lit'); // it catches on this roll
    expect(street({}, { wind: 'north' }).after(1)).toBe('burning');
    expect(street({}, { wind: 'north' }).after(12)).toBe('burning');
    expect(street({ length: 6 }, { wind: 'north' }, 4.5).after(1)).toBe('burnt-down');
  });

  it('§12 [L1986–1990]: no fire crosses a street wider than 1", against or along it, in a calm, to stone, to a store not facing the fire, or with fire.jump: never', () => {
    expect(street({ gap: 1.5 }, { wind: 'north' }).after(12)).toBe('not-lit');
    expect(street({}, { wind: 'south' }).after(12)).toBe('not-lit');
    expect(street({}, { wind: 'east' }).after(12)).toBe('not-lit');
    expect(street({}, { wind: 'calm' }).after(12)).toBe('not-lit');
    expect(street({ sv: 5 }, { wind: 'north' }).after(12)).toBe('not-lit');
    expect(street({ length: 4 }, { wind: 'north' }, 0).after(12)).toBe('not-lit'); // 2.5–6.5
    expect(street({ length: 4 }, { wind: 'north' }, 4).after(1)).toBe('burnt-down'); // one area
    const never = { ...O, 'fire.jump': 'never' } as const;
    expect(street({}, { wind: 'north' }, 0, never).after(12)).toBe('not-lit');
  });

  it('§12 [L1969–1990]: the turn the store catches, Curly trying from turn 1 on soft field works (SV 4) with the wind rolled, agrees with the jump table for a neighbour north across 1"', () => {
    const rng = rngFromSeed('fire-across');
    const { w, rules, f } = street({}, { sv: 4, wind: 'rolled' }, 0, O, rng);
    const n = 10000;
    const count = new Float64Array(MAX_TURNS + 2);
    for (let t = 0; t < n; t++) {
      rules.reset(w, rng);
      w.place(CURLY, 0, 1);
      let at = -1;
      for (let turn = 1; turn <= MAX_TURNS && at < 0; turn++) {
        if (turn > 1) f.spread(w, rng, rules);
        if (f.neighbours[0].end() > 0) at = turn - 1;
        else if (f.state === 0) f.acts(w, CURLY, rng, rules); // not lit: he tries again
      }
      count[at >= 0 ? at : f.wind === 0 ? MAX_TURNS : MAX_TURNS + 1]++; // 0: north
    }
    // One spread carries it over: the table's 1" of structure and 1" gap at 2" a turn.
    const jump = odds(fire, { table: 'jump', sv: 4, length: 1, gap: 1, toward: 'north' });
    const names = Array.from({ length: MAX_TURNS }, (_, i) => `turn-${i + 1}`);
    names.push(`after-turn-${MAX_TURNS}`, 'never');
    expect(jump.never).toBeCloseTo(5 / 6, 12);
    names.forEach((k, i) => expect([k, withinSe(count[i] / n, jump[k], n)]).toEqual([k, true]));
  });

  it('bad input: men across the street are not modelled', () => {
    const r = gunfightSchema.safeParse({
      type: 'GF-3',
      building: {
        holds: 'Cabin',
        firebugs: ['Curly'],
        neighbours: [{ name: 'Store', side: 'across', gap: 8, inside: ['Tex'] }],
      },
      sides: [
        { name: 'Cabin', figures: [{ name: 'Jim' }, { name: 'Tex' }] },
        { name: 'Outlaws', figures: [{ name: 'Curly' }] },
      ],
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      '"Tex" is across the street: men there are not modelled',
    ]);
  });
});
