import { describe, expect, it } from 'vitest';
import { Battlefield, type OpeningSpec } from '../../../src/encounter/battlefield.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { throughBuildings } from '../../../src/rulesets/sixgun/encounter/doorways.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { ScriptedRng, face } from '../../helpers/scripted.ts';
import { alFiresAtBo, bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;

/** A house from x = 0 to 10 and y = 4 to 10, with one way in: x 4 to 6 of its south wall. */
function house(kind: OpeningSpec['kind']) {
  return new Battlefield({
    pieces: [
      {
        kind: 'building',
        x: 0,
        y: 4,
        width: 10,
        height: 6,
        cover: 1,
        openings: [{ kind, wall: 'south', at: 4, width: 2 }],
      },
    ],
  });
}

/** How far a man at (x, y) bound for (gx, gy), `want` inches off at most, gets with `allowance`. */
function walk(
  kind: OpeningSpec['kind'],
  x: number,
  y: number,
  gx: number,
  gy: number,
  allowance: number,
  want = Infinity,
) {
  const bf = house(kind);
  const cost = bf.route(x, y, gx, gy);
  return throughBuildings(bf, Math.min(allowance, want, cost), cost, allowance);
}

describe('going into buildings (six-gun-sound.md §4.4 [L1203, L1937])', () => {
  it('§4.4 [L1203, L1937]: a doorway costs 1" of the move, going in or out; with no inch left for it he stops short', () => {
    // From (5, 1) to (5, 9), inside, the doorway is 3" on: 6" of move takes him 5", 1" inside.
    expect(walk('door', 5, 1, 5, 9, 6)).toBeCloseTo(5, 9);
    // Going out the same way costs the same inch.
    expect(walk('door', 5, 7, 5, -4, 6)).toBeCloseTo(5, 9);
    // A man who means to go only 4" still gets there: 4" and the doorway's inch are his 6".
    expect(walk('door', 5, 1, 5, 9, 6, 4)).toBeCloseTo(4, 9);
    // With 3.5" he reaches the doorway at 3" with no inch for it: he stops half his base short.
    expect(walk('door', 5, 1, 5, 9, 3.5)).toBeCloseTo(2.5, 9);
    // Round the corner from (-3, 1) the route bends in through the doorway and pays it too.
    const bf = house('door');
    const cost = bf.route(-3, 1, 5, 7);
    expect(throughBuildings(bf, cost, cost, 20)).toBeCloseTo(cost, 9);
    expect(throughBuildings(bf, Math.min(cost, 9), cost, 9)).toBeCloseTo(8, 9);
  });

  it('§4.4 [L1937]: a window needs 2" of the move left and ends it, just inside; with less he stops short; a large opening costs nothing', () => {
    // The window 3" on, 6" of move: 3" left, so he climbs in and stops half an inch inside.
    expect(walk('window', 5, 1, 5, 9, 6)).toBeCloseTo(3.5, 9);
    // 4.5" of move leaves him 1.5" at the window: he stops short of it.
    expect(walk('window', 5, 1, 5, 9, 4.5)).toBeCloseTo(2.5, 9);
    // Exactly 2" left is enough.
    expect(walk('window', 5, 1, 5, 9, 5)).toBeCloseTo(3.5, 9);
    expect(walk('opening', 5, 1, 5, 9, 6)).toBeCloseTo(6, 9);
  });
});

/** A GF-3 by night (sight 12") with a stone house (x 0–10, y 4–10): a door south, a window north. */
function street(tex: [number, number], ike: [number, number]) {
  const p = gunfightSchema.parse({
    type: 'GF-3',
    sight: 'night',
    battlefield: {
      pieces: [
        {
          kind: 'building',
          name: 'house',
          x: 0,
          y: 4,
          width: 10,
          height: 6,
          cover: 'wall',
          openings: [
            { kind: 'door', wall: 'south', at: 4, width: 2 },
            { kind: 'window', wall: 'north', at: 4, width: 2 },
          ],
        },
      ],
    },
    sides: [
      { name: 'A', policy: 'cover-to-cover', figures: [{ name: 'Tex' }] },
      { name: 'B', figures: [{ name: 'Ike' }] },
    ],
  });
  const { w, rules } = bandAt(p, O, ScriptedRng.ofFaces([]));
  w.place(0, ...tex);
  w.place(1, ...ike);
  w.inCover.fill(0);
  w.hidden.fill(0);
  return { w, rules };
}

describe('a man inside a building in the gunfight (six-gun-sound.md §4.4, §6.6, C-59)', () => {
  it('§4.4 [L1203, L1937], §6.6 [L1930–1933]: moving from cover to cover, Tex goes in by the door (an inch of his 6") for the window nearest Ike, and is in the cover of its walls', () => {
    const { w, rules } = street([5, 1], [5, 40]);
    expect(w.covered(0)).toBe(0);
    const rng = new ScriptedRng([face(6), face(6)]); // moving fast: Pass 0, 6"
    rules.activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect([w.x[0], w.y[0]]).toEqual([5, 6]); // 3" to the door, its inch, 2" inside
    expect(w.covered(0)).toBe(1);
  });

  it('§4.4 [L1937]: coming the other way, he climbs in at the window, which ends his move though he had 6"', () => {
    const { w, rules } = street([5, 13], [5, -30]);
    rules.activate(w, 0, new ScriptedRng([face(6), face(6)]));
    expect(w.x[0]).toBe(5);
    expect(w.y[0]).toBeCloseTo(9.5, 9);
    expect(w.covered(0)).toBe(1);
  });

  it('§4.7 [L779–789]: inside, he is seen only through a door or window', () => {
    const { w } = street([5, 6], [1, -6]);
    expect(w.sightLine(0, 1)).toBe(true); // the line passes through the door
    w.place(1, -4, -6);
    expect(w.sightLine(0, 1)).toBe(false); // through the south wall
  });
});

/** Al fires from (ax, ay) at Bo at (bx, by) with the stone house on the table (or none). */
function firing(ax: number, ay: number, bx: number, by: number, table = true, cover?: string) {
  const house = {
    battlefield: {
      pieces: [
        {
          kind: 'building',
          x: 0,
          y: 4,
          width: 10,
          height: 6,
          cover: 'wall',
          openings: [{ kind: 'door', wall: 'south', at: 4, width: 2 }],
        },
      ],
    },
  };
  return Array.from(alFiresAtBo(table ? house : {}, O, [ax, ay], [bx, by], cover).normalCodes);
}
/** The same firing in the open street at Bo behind his own cover of that kind. */
const behind = (ax: number, ay: number, bx: number, by: number, cover: string) =>
  firing(ax, ay, bx, by, false, cover);

describe('shooting into, out of and inside a building (six-gun-sound.md §6.6, §6.7, C-59)', () => {
  it("§6.6 [L1930–1933]: fired on through the door from the street, the man inside has the stone walls' cover (the Wall/Window rows)", () => {
    expect(firing(5, -6, 5, 7)).toEqual(behind(5, -6, 5, 7, 'wall'));
    expect(firing(5, -6, 5, 7)).not.toEqual(behind(5, -6, 5, 7, 'none'));
  });

  it('§6.6: the man in the street fired on from inside has no cover from the door the shot comes out of', () => {
    expect(firing(5, 7, 5, -6)).toEqual(behind(5, 7, 5, -6, 'none'));
  });

  it('C-59 [L1941]: two men inside one building are in obscuring cover against each other', () => {
    expect(firing(2, 7, 8, 7)).toEqual(behind(2, 7, 8, 7, 'obscuring'));
    expect(firing(2, 7, 8, 7)).not.toEqual(behind(2, 7, 8, 7, 'none'));
  });
});
