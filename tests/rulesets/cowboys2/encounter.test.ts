import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { InputError } from '../../../src/core/errors.ts';
import { parseScenario } from '../../../src/scenario/load.ts';
import { encounter } from '../../../src/rulesets/cowboys2/encounter/index.ts';
import {
  encounterSchema,
  type EncounterParams,
} from '../../../src/rulesets/cowboys2/encounter/schema.ts';
import { World } from '../../../src/rulesets/cowboys2/encounter/world.ts';
import { Trace } from '../../../src/encounter/trace.ts';
import { activate, approach } from '../../../src/rulesets/cowboys2/encounter/ai.ts';
import { act } from '../../../src/rulesets/cowboys2/encounter/player.ts';
import { chooseTarget, closestEnemy } from '../../../src/rulesets/cowboys2/encounter/target.ts';
import { fire } from '../../../src/rulesets/cowboys2/encounter/fire.ts';
import { EAST, NORTH, SOUTH, WEST } from '../../../src/encounter/grid.ts';
import { pair, ScriptedRng } from '../../helpers/scripted.ts';
import { O } from './helpers.ts';

/**
 * The line-of-sight examples of cowboys-ii.md §4.3 [L202-212] lack their diagrams; each test
 * sets up a geometry that matches the description and checks the qualitative outcome.
 * One building, squares 4–7 east and 4–6 north, a window in its west wall at row 5 and a door
 * in its north wall at column 5.
 */
const building = {
  name: 'bank',
  x: 4,
  y: 4,
  width: 4,
  height: 3,
  openings: [
    { kind: 'window', wall: 'west', at: 1 },
    { kind: 'door', wall: 'north', at: 1 },
  ],
};
const world = (
  figs: { name: string; x: number; y: number; weapon?: string; side: number }[],
  options: Partial<typeof O> = {},
  cards: { hand: number; deck: { deadEye: number; other: number } }[] = [],
  deal: ScriptedRng = new ScriptedRng([]),
) => {
  const p = encounterSchema.parse({
    grid: { width: 12, height: 12, buildings: [building] },
    sides: [0, 1].map((s) => ({
      name: `side ${s}`,
      cowboys: figs.filter((f) => f.side === s).map(({ side: _s, ...f }) => f),
      ...cards[s],
    })),
  }) as EncounterParams;
  const w = new World(p, { ...O, ...options });
  w.reset(deal);
  return w;
};

describe('line of sight and openings on the grid, cowboys-ii.md §1.8, §4.3', () => {
  it('a cowboy inside sees out through a window, and the target next to the window takes −1 for the red line', () => {
    const w = world([
      { name: 'in', x: 4, y: 5, side: 0 },
      { name: 'out', x: 2, y: 5, side: 1 },
    ]);
    expect(w.sees(0, 1)).toBe(true);
    expect(w.openingPenalty(1, 0)).toBe(-1); // shooting in at the man beside the window
    expect(w.openingPenalty(0, 1)).toBe(0); // the outside man is two squares from it
  });
  it('walls block sight: from the south, where the wall has no opening, a man inside is not seen', () => {
    const w = world([
      { name: 'deep', x: 5, y: 5, side: 0 },
      { name: 'south', x: 5, y: 2, side: 1 },
    ]);
    expect(w.sees(1, 0)).toBe(false);
  });
  it('#5: a man not next to a closed door cannot see or shoot through it (§4.3 [L212])', () => {
    const w = world([
      { name: 'deep', x: 5, y: 5, side: 0 },
      { name: 'north', x: 5, y: 9, side: 1 },
    ]);
    expect(w.sees(0, 1)).toBe(false);
    expect(w.sees(1, 0)).toBe(false);
  });
  it('#4: a man directly in front of the door opens it and shoots out; when he steps away it closes (§4.3 [L208], [L131])', () => {
    const w = world([
      { name: 'atDoor', x: 5, y: 6, side: 0 },
      { name: 'north', x: 5, y: 9, side: 1 },
      { name: 'deep', x: 6, y: 5, side: 0 },
    ]);
    expect(w.sees(0, 1)).toBe(true);
    expect(w.sees(1, 0)).toBe(true);
    // one who stands outside in front of it holds it open too, for anyone whose line passes through
    w.moveTo(0, 4 * 12 + 4);
    expect(w.sees(2, 1)).toBe(false);
    w.moveTo(1, 7 * 12 + 5);
    expect(w.sees(2, 1)).toBe(true);
    w.remove(1);
    w.moveTo(0, 6 * 12 + 5);
    expect(w.openDoors).toBe(1); // held from inside now
    w.moveTo(0, 5 * 12 + 4);
    expect(w.openDoors).toBe(0);
  });
  it('a cowboy next to the window reads the AI table at range − 4 (§1.12 [L339])', () => {
    const w = world([
      { name: 'in', x: 4, y: 5, side: 0 },
      { name: 'far', x: 11, y: 5, side: 1 },
    ]);
    expect(w.besideRedLine(0)).toBe(true);
    expect(w.besideRedLine(1)).toBe(false);
  });
  it('moving costs 1 a square, 2 a diagonal, +1 through a window; walls cannot be crossed', () => {
    const w = world([
      { name: 'a', x: 3, y: 5, side: 0 },
      { name: 'b', x: 11, y: 11, side: 1 },
    ]);
    const sq = w.sq(0) * 8;
    expect(w.step[sq + 0]).toBe(2); // east through the window
    expect(w.step[sq + 2]).toBe(1); // west
    expect(w.step[sq + 4]).toBe(-1); // north-east: into the wall beside the window
    expect(w.step[sq + 5]).toBe(2); // north-west diagonal
  });
});

describe('models in the way, cowboys-ii.md §1.8 [L183], §3.4 [L129]', () => {
  it('a standing cowboy blocks the line through his square, a body does not (the side fact of §4.1: E blocks #2 from F [L263])', () => {
    const w = world([
      { name: 'two', x: 0, y: 10, side: 0 },
      { name: 'E', x: 2, y: 10, side: 1 },
      { name: 'F', x: 4, y: 10, side: 1 },
    ]);
    expect(w.sees(0, 1)).toBe(true);
    expect(w.sees(0, 2)).toBe(false);
    w.remove(1);
    expect(w.sees(0, 2)).toBe(true);
    const off = world(
      [
        { name: 'two', x: 0, y: 10, side: 0 },
        { name: 'E', x: 2, y: 10, side: 1 },
        { name: 'F', x: 4, y: 10, side: 1 },
      ],
      { 'los.modelsBlock': false },
    );
    expect(off.sees(0, 2)).toBe(true);
  });
  it('a line through the inside of a square is blocked by a model there; one that only touches its corner is not', () => {
    // the diagonal from (0, 0) to (2, 2) runs through the middle of (1, 1) and touches (1, 0) at a corner
    const corner = world([
      { name: 'a', x: 0, y: 0, side: 0 },
      { name: 'side', x: 1, y: 0, side: 0 },
      { name: 'b', x: 2, y: 2, side: 1 },
    ]);
    expect(corner.sees(0, 2)).toBe(true);
    const middle = world([
      { name: 'a', x: 0, y: 0, side: 0 },
      { name: 'mid', x: 1, y: 1, side: 0 },
      { name: 'b', x: 2, y: 2, side: 1 },
    ]);
    expect(middle.sees(0, 2)).toBe(false);
    // from (0, 0) to (2, 1) the line runs through (1, 0) and (1, 1), not (2, 0)
    for (const [x, y, blocks] of [
      [1, 0, true],
      [1, 1, true],
      [2, 0, false],
      [0, 1, false],
    ] as const) {
      const v = world([
        { name: 'a', x: 0, y: 0, side: 0 },
        { name: 'm', x, y, side: 0 },
        { name: 'b', x: 2, y: 1, side: 1 },
      ]);
      expect([x, y, v.sees(0, 2)]).toEqual([x, y, !blocks]);
    }
  });
  it("a model sharing the target's square does not hide him: the mover passing through is not behind it (§1.8 [L183], §3.4 [L129])", () => {
    const w = world([
      { name: 'a', x: 0, y: 10, side: 0 },
      { name: 'stander', x: 4, y: 10, side: 1 },
      { name: 'mover', x: 4, y: 8, side: 1 },
    ]);
    w.moveTo(2, 10 * 12 + 4); // the mover steps onto the stander's square on his way
    expect(w.sees(0, 2)).toBe(true);
    expect(w.sees(0, 1)).toBe(true);
    w.moveTo(2, 10 * 12 + 2); // on the line, between a and the stander, he hides the stander
    expect(w.sees(0, 1)).toBe(false);
  });
  it('a reaction is called on the mover in the square he passes through where another model stands', () => {
    // m walks east along row 10 to (5, 10); his mate stands at (4, 10), where m first comes
    // within range 4 of r (who has not acted: 2 shots)
    const w = world([
      { name: 'm', x: 0, y: 10, side: 0 },
      { name: 'mate', x: 4, y: 10, side: 0 },
      { name: 'r', x: 8, y: 10, side: 1 },
    ]);
    w.turn = 1;
    w.log = new Trace();
    const rng = new ScriptedRng([pair(1, 1), pair(1, 1)]); // two natural 2s: both miss
    approach(w, 0, 2, 5, false, rng, 10 * 12 + 5);
    expect(rng.left).toBe(0);
    expect(w.log.events.map((e) => e.text)[0]).toBe('r reacts to m moving through (4, 10)');
  });
  it("a mover passing through a watcher's own square is off every chart: the watcher keeps his reaction", () => {
    // r has acted and faces east; under ai.reactionAfterActing=anyRange he fires once at any
    // range. m walks east through r's square: behind r at (1, 10), on it at (2, 10), in front at (3, 10).
    const w = world(
      [
        { name: 'm', x: 0, y: 10, side: 0 },
        { name: 'r', x: 2, y: 10, side: 1 },
      ],
      { 'ai.reactionAfterActing': 'anyRange' },
    );
    w.turn = 1;
    w.acted[1] = 1;
    w.face[1] = EAST;
    w.log = new Trace();
    const rng = new ScriptedRng([pair(1, 1)]);
    approach(w, 0, 1, 4, false, rng, 10 * 12 + 4);
    expect(rng.left).toBe(0);
    expect(w.log.events.map((e) => e.text)[0]).toBe('r reacts to m moving through (3, 10)');
  });
  // a walks east along row 10 toward b (pistols, range 8: Move 4); reactions off, and the
  // friend on his way does not hide b (a Move 4 that has sight, not a move to find it)
  const walk = (friendX: number, options: Partial<typeof O> = {}) => {
    const w = world(
      [
        { name: 'a', x: 0, y: 10, side: 0 },
        { name: 'friend', x: friendX, y: 10, side: 0 },
        { name: 'b', x: 8, y: 10, side: 1 },
      ],
      { 'reaction.enabled': false, 'los.modelsBlock': false, ...options },
    );
    w.turn = 1;
    activate(w, 0, new ScriptedRng([]));
    return w;
  };
  it('a mover passes through a square where a model stands [L129]', () => {
    expect(walk(2).gx[0]).toBe(4);
  });
  it('he may not end on one: the move stops on the last free square of the walk [L129]', () => {
    expect(walk(4).gx[0]).toBe(3);
  });
  it('under move.passThrough=false every square on the way must be free', () => {
    expect(walk(2, { 'move.passThrough': false }).gx[0]).toBe(1);
  });
  it('a cowboy whose sight is blocked only by a model walks on past him until he sees, then shoots [L338]', () => {
    // a's mate stands between him and b on row 10: a passes through the mate's square
    const v = world(
      [
        { name: 'a', x: 3, y: 10, side: 0 },
        { name: 'mate', x: 4, y: 10, side: 0 },
        { name: 'b', x: 7, y: 10, side: 1 },
      ],
      { 'reaction.enabled': false },
    );
    v.turn = 1;
    expect(v.sees(0, 2)).toBe(false);
    const rng = new ScriptedRng([pair(1, 1)]); // 2 AP left: one shot, a natural 2
    activate(v, 0, rng);
    expect([v.gx[0], v.gy[0], rng.left]).toEqual([5, 10, 0]);
    expect(v.sees(0, 2)).toBe(true);
  });
});

describe('shooting in the encounter, cowboys-ii.md §1.2', () => {
  it("a shot into the target's back facing gets +2; a target behind the shooter costs a Spin and Shoot", () => {
    const w = world([
      { name: 'shooter', x: 0, y: 0, side: 0 },
      { name: 'target', x: 0, y: 2, side: 1 },
    ]);
    w.face[1] = NORTH; // the target faces north, away from the shooter
    w.face[0] = SOUTH; // the shooter faces south, away from the target
    // pistol at range 2 hits on 6: with spin −1 and back +2 a natural 5 hits, a natural 4 does not
    fire(w, 0, 1, 1, new ScriptedRng([pair(2, 3)]));
    expect(w.health[1]).toBe(3);
    // now facing it, no spin: back +2 only, so a natural 3 misses
    fire(w, 0, 1, 1, new ScriptedRng([pair(1, 2)]));
    expect(w.health[1]).toBe(3);
    expect(w.face[0]).toBe(NORTH); // he turned to face it
  });
  it('the closest enemy is the target', () => {
    const w = world([
      { name: 'a', x: 0, y: 0, side: 0 },
      { name: 'far', x: 9, y: 9, side: 1 },
      { name: 'near', x: 2, y: 3, side: 1 },
    ]);
    expect(closestEnemy(w, 0, new ScriptedRng([]))).toBe(2); // no tie: no die is rolled
  });
  it('enemies at the same range are chosen between at random (B22), or the first listed under ai.closestTie=first', () => {
    const figs = [
      { name: 'a', x: 0, y: 0, side: 0 },
      { name: 'p', x: 3, y: 1, side: 1 },
      { name: 'q', x: 1, y: 3, side: 1 },
    ];
    const w = world(figs);
    expect(closestEnemy(w, 0, new ScriptedRng([1]))).toBe(1); // 1 of 2: keep the first
    expect(closestEnemy(w, 0, new ScriptedRng([0]))).toBe(2); // 0 of 2: take the second
    const first = world(figs, { 'ai.closestTie': 'first' });
    expect(closestEnemy(first, 0, new ScriptedRng([]))).toBe(1);
  });
});

describe("target choices: the book's closest, or the shared policies' nearest, weakest, most-dangerous", () => {
  type Fig = {
    name: string;
    x: number;
    y: number;
    side: number;
    weapon?: string;
    modifier?: number;
    health?: number;
  };
  const choosing = (figs: Fig[], target?: string) => {
    const p = encounterSchema.parse({
      grid: { width: 12, height: 12, buildings: [building] },
      sides: [0, 1].map((s) => ({
        name: `side ${s}`,
        ...(s === 0 && target ? { target } : {}),
        cowboys: figs.filter((f) => f.side === s).map(({ side: _s, ...f }) => f),
      })),
    }) as EncounterParams;
    const w = new World(p, O);
    w.reset(new ScriptedRng([]));
    return chooseTarget(w, 0, new ScriptedRng([]));
  };
  // a stands south-west of the bank: "hidden" is 2 squares off inside it, behind its south
  // wall; "seen" is 5 off up the open lane west of it
  const hiding: Fig[] = [
    { name: 'a', x: 3, y: 3, side: 0 },
    { name: 'hidden', x: 5, y: 4, side: 1 },
    { name: 'seen', x: 3, y: 8, side: 1 },
  ];
  it('closest (default) goes after the closest enemy whether he is in sight or not (§1.12 [L321])', () => {
    expect(choosing(hiding)).toBe(1);
    expect(choosing(hiding, 'closest')).toBe(1);
  });
  it('nearest goes after the nearest enemy in sight', () => {
    expect(choosing(hiding, 'nearest')).toBe(2);
  });
  it('weakest goes after the enemy in sight with the least health left, not the closer one', () => {
    const figs: Fig[] = [
      { name: 'a', x: 0, y: 0, side: 0 },
      { name: 'fresh', x: 0, y: 3, side: 1 },
      { name: 'hurt', x: 4, y: 1, side: 1, health: 2 },
    ];
    expect(choosing(figs)).toBe(1);
    expect(choosing(figs, 'weakest')).toBe(2);
  });
  it('most-dangerous goes after the enemy whose shot at him would score most: a +2 rifle at 4 before a pistol at 3', () => {
    // pistol at range 3 hits on 8 (E 0.42 hits); rifle +2 at range 4 on 7 (E 0.83)
    const figs: Fig[] = [
      { name: 'a', x: 0, y: 0, side: 0 },
      { name: 'pistol', x: 0, y: 3, side: 1 },
      { name: 'rifle', x: 2, y: 4, side: 1, weapon: 'rifle', modifier: 2 },
    ];
    expect(choosing(figs)).toBe(1);
    expect(choosing(figs, 'most-dangerous')).toBe(2);
  });
  it('with no enemy in sight the shared choices fall back on the closest', () => {
    const dark: Fig[] = [
      { name: 'a', x: 3, y: 3, side: 0 },
      { name: 'inside', x: 5, y: 4, side: 1 },
      { name: 'deeper', x: 6, y: 5, side: 1 },
    ];
    for (const t of ['nearest', 'weakest', 'most-dangerous'])
      expect([t, choosing(dark, t)]).toEqual([t, 1]);
  });
  it('the choice steers the activation: under nearest a walks toward the enemy he sees, not round the wall', () => {
    const p = encounterSchema.parse({
      grid: { width: 12, height: 12, buildings: [building] },
      sides: [0, 1].map((s) => ({
        name: `side ${s}`,
        ...(s === 0 ? { target: 'nearest' } : {}),
        cowboys: hiding.filter((f) => f.side === s).map(({ side: _s, ...f }) => f),
      })),
    }) as EncounterParams;
    const w = new World(p, { ...O, 'reaction.enabled': false });
    w.reset(new ScriptedRng([]));
    w.turn = 1;
    // pistol at range 5 to "seen": Move 2 and shoot, so 2 squares up the lane, then one shot
    activate(w, 0, new ScriptedRng([pair(1, 1)]));
    expect([w.gx[0], w.gy[0]]).toEqual([3, 5]);
  });
});

describe("policy advance-to-best-range: the shared encounter policy on the chart's ranges", () => {
  const duel = (weapon: string, bx: number, policy?: string) => {
    const p = encounterSchema.parse({
      grid: { width: 12, height: 12, buildings: [building] },
      sides: [0, 1].map((s) => ({
        name: `side ${s}`,
        ...(s === 0 && policy ? { policy } : {}),
        cowboys: [s === 0 ? { name: 'a', x: 0, y: 10, weapon } : { name: 'b', x: bx, y: 10 }],
      })),
    }) as EncounterParams;
    const w = new World(p, { ...O, 'reaction.enabled': false });
    w.reset(new ScriptedRng([]));
    w.turn = 1;
    w.log = new Trace();
    return w;
  };
  it('a pistol at range 3, where the AI shoots twice, walks in to range 1 (its best: 5 on the placeholder chart) keeping 2 AP, then fires once', () => {
    const ai = duel('pistol', 3);
    const rng = new ScriptedRng([pair(1, 1), pair(1, 1)]);
    act(ai, 0, rng);
    expect([ai.gx[0], rng.left]).toEqual([0, 0]); // the §1.12 table: Shoot, 2 shots
    const best = duel('pistol', 3, 'advance-to-best-range');
    const rng2 = new ScriptedRng([pair(1, 1)]);
    act(best, 0, rng2);
    expect([best.gx[0], best.range(0, 1), rng2.left]).toEqual([2, 1, 0]);
  });
  it('a rifle at range 2 stands and shoots: ranges 1 and 2 score the same, and the nearest of equal bands is kept', () => {
    const w = duel('rifle', 2, 'advance-to-best-range');
    const rng = new ScriptedRng([pair(1, 1), pair(1, 1)]);
    act(w, 0, rng);
    expect([w.gx[0], rng.left]).toEqual([0, 0]);
  });
  it('far off, he walks as far as his points go toward his best range (no shot left)', () => {
    const w = duel('shotgun', 9, 'advance-to-best-range');
    act(w, 0, new ScriptedRng([]));
    expect(w.gx[0]).toBe(4);
  });
});

describe('facing on the grid, cowboys-ii.md §1.8, B24', () => {
  const figs = [
    { name: 'm', x: 5, y: 5, side: 0 },
    { name: 'behind', x: 3, y: 5, side: 1 },
    { name: 'corner', x: 3, y: 3, side: 1 },
    { name: 'flank', x: 4, y: 7, side: 1 },
    { name: 'side', x: 5, y: 8, side: 1 },
  ];
  it('the back facing is what lies beyond the back side of the square, a back corner included', () => {
    const w = world(figs);
    w.face[0] = EAST;
    expect([1, 2, 3, 4].map((b) => w.behind(0, b))).toEqual([true, true, false, false]);
  });
  it('under facing.back=rearHalf the whole rear half is the back, the line across the square not', () => {
    const w = world(figs, { 'facing.back': 'rearHalf' });
    w.face[0] = EAST;
    expect([1, 2, 3, 4].map((b) => w.behind(0, b))).toEqual([true, true, true, false]);
  });
  it('each cowboy starts facing the side of his square toward the nearest enemy', () => {
    const w = world(figs);
    expect(w.face[0]).toBe(WEST);
    expect(w.face[4]).toBe(SOUTH);
  });
});

describe('the solitaire AI moves by paths, cowboys-ii.md §1.12 [L338]', () => {
  it('a cowboy next to his target across a wall walks round to a square that sees it', () => {
    // 'in' stands inside the building's south-west corner, 'out' just outside its south wall;
    // the only ways out are the window (west wall, row 5) and the door (north wall, column 5).
    const w = world([
      { name: 'in', x: 4, y: 4, side: 0 },
      { name: 'out', x: 4, y: 3, side: 1 },
    ]);
    expect(w.range(0, 1)).toBe(1);
    expect(w.sees(0, 1)).toBe(false);
    activate(w, 1, new ScriptedRng([]));
    // west round the corner toward the window: he stops in the first square that sees in
    expect(w.sees(0, 1)).toBe(true);
    expect(w.gx[1]).toBeLessThan(4);
  });
  it('a cowboy far from any line of sight moves along the cheapest path, 4 AP at most', () => {
    const w = world([
      { name: 'a', x: 0, y: 0, side: 0 },
      { name: 'b', x: 5, y: 5, side: 1 },
    ]);
    const field = w.sightField(1);
    const before = field[w.at[0]];
    activate(w, 0, new ScriptedRng([]));
    expect(field[w.at[0]]).toBe(before - 4);
  });
  it('a Move 4 goes four squares toward the target and leaves him facing it', () => {
    const w = world([
      { name: 'a', x: 0, y: 10, side: 0 },
      { name: 'b', x: 11, y: 10, side: 1 },
    ]);
    w.face[0] = SOUTH;
    activate(w, 0, new ScriptedRng([])); // pistol at range 11: Move 4
    expect([w.gx[0], w.gy[0], w.face[0]]).toEqual([4, 10, EAST]);
  });
});

describe('reaction shots, cowboys-ii.md §1.4, §1.12 [L241], [L323]', () => {
  // m walks east along row 10 toward r (pistols, range 8: Move 4); the bank is far to the south.
  const figs = [
    { name: 'm', x: 0, y: 10, side: 0 },
    { name: 'r', x: 8, y: 10, side: 1 },
  ];
  const start = (options: Partial<typeof O> = {}) => {
    const w = world(figs, options);
    w.turn = 1;
    return w;
  };
  it('a cowboy who has not acted fires 2 shots at −1 when the mover enters range 4, and his marker leaves the cup', () => {
    const w = start();
    w.log = new Trace();
    // pistol at range 4 hits on 9; −1 for the reaction: a natural 10 hits, a natural 9 does not
    const rng = new ScriptedRng([pair(5, 5), pair(4, 5)]);
    activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect(w.log.events.map((e) => e.text)[0]).toBe('r reacts to m moving through (4, 10)');
    expect([w.gx[0], w.health[0]]).toEqual([4, 3]);
    expect(w.reacted[1]).toBe(1);
    activate(w, 1, new ScriptedRng([])); // his activation is spent: no die, no move
    expect(w.gx[1]).toBe(8);
  });
  it('one who has acted fires once, and only at range 3–4 (B22); ai.reactionAfterActing=anyRange lets him fire at once', () => {
    const w = start();
    w.acted[1] = 1;
    const rng = new ScriptedRng([pair(5, 5)]);
    activate(w, 0, rng);
    expect([rng.left, w.health[0]]).toEqual([0, 3]);
    const any = start({ 'ai.reactionAfterActing': 'anyRange' });
    any.acted[1] = 1;
    // his first step, to range 7 (pistol hits on 12): a natural 12 always hits, twice
    const rng2 = new ScriptedRng([pair(6, 6)]);
    activate(any, 0, rng2);
    expect([any.health[0], any.reacted[1]]).toEqual([2, 1]);
  });
  it('at most one reaction a turn, none with reaction.enabled=false', () => {
    const w = start();
    w.reacted[1] = 1;
    activate(w, 0, new ScriptedRng([]));
    expect(w.gx[0]).toBe(4);
    const off = start({ 'reaction.enabled': false });
    activate(off, 0, new ScriptedRng([]));
    expect(off.gx[0]).toBe(4);
  });
  it('B11: under reaction.notActed=notMovedOrShot one whose activation neither moved nor shot still fires 2', () => {
    const w = start({ 'reaction.notActed': 'notMovedOrShot' });
    w.acted[1] = 1; // drawn, but stood still
    const rng = new ScriptedRng([pair(1, 2), pair(1, 3)]);
    activate(w, 0, rng);
    expect(rng.left).toBe(0);
    const cup = start();
    cup.acted[1] = 1;
    const one = new ScriptedRng([pair(1, 2)]);
    activate(cup, 0, one);
    expect(one.left).toBe(0);
  });
});

describe('DEAD EYE cards in the encounter, cowboys-ii.md §1.7 [L255-261], [L285], B17', () => {
  // a's side holds two DEAD EYEs (a deck of nothing else); pistol at range 2 hits on 6
  const figs = [
    { name: 'a', x: 0, y: 10, side: 0 },
    { name: 'b', x: 2, y: 10, side: 1 },
  ];
  const hands = [{ hand: 2, deck: { deadEye: 2, other: 0 } }];
  const start = (options: Partial<typeof O> = {}) => {
    const deal = new ScriptedRng([0, 0]);
    const w = world(figs, options, hands, deal);
    expect(deal.left).toBe(0); // two cards dealt
    w.turn = 1;
    return w;
  };
  it('a side plays one DEAD EYE (+2) on its own actions a turn, and one on the opponent’s', () => {
    const w = start();
    expect(Array.from(w.deadEyes)).toEqual([2, 0]);
    w.active = 0;
    fire(w, 0, 1, 2, new ScriptedRng([pair(2, 2), pair(2, 2)])); // 4 + 2 hits, then 4 misses
    expect([w.health[1], w.deadEyes[0]]).toEqual([3, 1]);
    w.active = 1; // b is acting: a's shot now (a reaction) takes the opponent-turn card
    fire(w, 0, 1, 1, new ScriptedRng([pair(2, 2)]));
    expect([w.health[1], w.deadEyes[0]]).toEqual([2, 0]);
  });
  it('cards.perTurnOwn=0 keeps the cards in hand on his own shots; a new turn allows another', () => {
    const w = start({ 'cards.perTurnOwn': 0 });
    w.active = 0;
    fire(w, 0, 1, 1, new ScriptedRng([pair(2, 2)]));
    expect([w.health[1], w.deadEyes[0]]).toEqual([4, 2]);
    const v = start();
    v.active = 0;
    fire(v, 0, 1, 1, new ScriptedRng([pair(2, 2)]));
    v.turn = 2;
    fire(v, 0, 1, 1, new ScriptedRng([pair(2, 2)]));
    expect([v.health[1], v.deadEyes[0]]).toEqual([2, 0]);
  });
  it('with cards.enabled=false the hand is dealt but holds no DEAD EYE', () => {
    const w = start({ 'cards.enabled': false });
    expect(w.deadEyes[0]).toBe(0);
  });
  it('an unknown card in a deck is refused at its position', () => {
    const bad =
      'name: t\nruleset: cowboys2\nprocedure: encounter\nparams:\n  grid: { width: 8, height: 8 }\n  sides:\n    - name: A\n      hand: 2\n      deck: { deadEye: 2, aces: 3 }\n      cowboys: [{ name: a, x: 0, y: 0 }]\n    - name: B\n      cowboys: [{ name: b, x: 7, y: 3 }]\n';
    try {
      parseScenario(bad, 'bad.yaml');
      expect.unreachable();
    } catch (e) {
      expect((e as InputError).problems.join('\n')).toMatch(
        /^bad\.yaml:9:\d+: params\.sides\[0\]\.deck.*aces/,
      );
    }
  });
});

describe('the street fight', () => {
  const yaml =
    'name: t\nruleset: cowboys2\nprocedure: encounter\ntrials: 1000\nparams:\n  grid: { width: 8, height: 8 }\n  sides:\n    - name: A\n      cowboys: [{ name: a, x: 0, y: 0 }]\n    - name: B\n      cowboys: [{ name: b, x: 9, y: 3 }]\n';
  it('a cowboy outside the grid is refused at its position, with the squares that exist', () => {
    try {
      parseScenario(yaml, 'bad.yaml');
      expect.unreachable();
    } catch (e) {
      expect((e as InputError).problems).toEqual([
        'bad.yaml:11:31: params.sides[1].cowboys[0].x: square (9, 3) is outside the 8 × 8 grid: use x 0–7, y 0–7',
      ]);
    }
  });
  it('a trial is played out and recorded: one winner or a draw, same seed same result', () => {
    const p = parseScenario(yaml.replace('x: 9', 'x: 7'), 'ok.yaml').cell(0, 0);
    const run = () => {
      const acc = p.layout.create();
      encounter.simulate(
        p.params as EncounterParams,
        p.options as typeof O,
        streamFor({ seed: 's', matchup: 0, variant: 0, chunk: 0 }),
        2000,
        acc,
      );
      return acc;
    };
    const a = run();
    const winner = p.layout.get('winner');
    expect(a[winner.slot] + a[winner.slot + 1] + a[winner.slot + 2]).toBe(2000);
    expect(a[winner.slot]).toBeGreaterThan(0);
    expect(a[winner.slot + 1]).toBeGreaterThan(0);
    expect(run()).toEqual(a);
  });
});
