import { describe, expect, it } from 'vitest';
import { rngFromSeed, type Rng } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { FIRE_ENDS } from '../../../src/rulesets/sixgun/encounter/band-fire.ts';
import { fire } from '../../../src/rulesets/sixgun/fire.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { MAX_TURNS } from '../../../src/rulesets/sixgun/turn-tables.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { odds } from './campaign/helpers.ts';
import { cabinAlight } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
type Fig = Record<string, unknown>;
const [TEX, DUSTY, CURLY] = [2, 3, 4];

/**
 * The Star's four hold a frame cabin 12" long (x −1.5 to 10.5 on their line, y 0; the Outlaws'
 * line, and the street, lie north); a store faces it across the street. Curly stands at its
 * wall at `x`.
 */
function street(
  store: Fig,
  building: Fig,
  x = 0,
  o = O,
  rng: Rng = ScriptedRng.ofFaces([]),
  cover?: string,
) {
  const neighbours = [{ name: 'Store', side: 'across', gap: 1, length: 12, ...store }];
  const { w, rules, f, light } = cabinAlight({ neighbours, ...building }, o, { x, rng, cover });
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

  it('§12 [L1945–1990]: Tex and Dusty hold the store across a 1" street, on its wall 1" out, one in each 6" area; blown north across the street on the first spread, Curly\'s fire at x 0 sets the store alight in the area facing it: Tex gets out into the middle of the street at once, in the open, and Dusty never does', () => {
    // Jim and Slim (x 0, 3) keep the cabin, x −4.5 to 7.5; the store faces it, its areas from −4.5 and 1.5.
    const men = { inside: ['Tex', 'Dusty'] };
    const { w, f, after } = street(men, { wind: 'north' }, 0, O, undefined, 'obscuring');
    expect([w.x[TEX], w.y[TEX], w.x[DUSTY], w.y[DUSTY], w.cover[TEX], w.inCover[DUSTY]]).toEqual([
      -1.5,
      1,
      4.5,
      1,
      'obscuring',
      1,
    ]);
    expect(after(1)).toBe('burning');
    expect([w.x[TEX], w.y[TEX], w.cover[TEX], w.inCover[TEX]]).toEqual([-1.5, 0.5, 'none', 0]);
    expect([f.drivenOut, f.drivenOutNextDoor]).toEqual([1, 1]); // Jim, in the cabin's west area
    const east = street(men, { wind: 'north' }, 6, O, undefined, 'obscuring');
    east.after(12);
    expect([east.w.y[TEX], east.w.y[DUSTY], east.f.drivenOutNextDoor]).toEqual([1, 0.5, 1]);
    const south = street(men, { wind: 'south' }, 0, O, undefined, 'obscuring');
    south.after(12);
    expect([south.w.y[TEX], south.w.y[DUSTY], south.f.drivenOutNextDoor]).toEqual([1, 1, 0]);
  });

  it("§12 [L1969–1990]: the turn Tex, in the store's area facing where Curly sets the fire (soft field works, SV 4, the wind rolled), is burnt out is the jump table's for a neighbour north across 1\"; Dusty, in the other area, never is", () => {
    const rng = rngFromSeed('fire-across-men');
    const men = { inside: ['Tex', 'Dusty'] };
    const { w, rules, f } = street(men, { sv: 4, wind: 'rolled' }, 0, O, rng);
    const n = 10000;
    const count = new Float64Array(MAX_TURNS + 2);
    let dusty = 0;
    for (let t = 0; t < n; t++) {
      rules.reset(w, rng);
      w.place(CURLY, 0, 1);
      let at = -1;
      for (let turn = 1; turn <= MAX_TURNS; turn++) {
        if (turn > 1) f.spread(w, rng, rules);
        if (at < 0 && w.y[TEX] !== 1) at = turn - 1;
        if (f.state === 0) f.acts(w, CURLY, rng, rules); // not lit: he tries again
      }
      if (w.y[DUSTY] !== 1) dusty++;
      count[at >= 0 ? at : f.wind === 0 ? MAX_TURNS : MAX_TURNS + 1]++; // 0: north
    }
    const jump = odds(fire, { table: 'jump', sv: 4, length: 1, gap: 1, toward: 'north' });
    const names = Array.from({ length: MAX_TURNS }, (_, i) => `turn-${i + 1}`);
    names.push(`after-turn-${MAX_TURNS}`, 'never');
    expect(1 - jump.never - jump[`after-turn-${MAX_TURNS}`]).toBeGreaterThan(0.1);
    names.forEach((k, i) => expect([k, withinSe(count[i] / n, jump[k], n)]).toEqual([k, true]));
    expect(dusty).toBe(0);
  });
});
