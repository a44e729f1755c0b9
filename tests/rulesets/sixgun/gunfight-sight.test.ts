import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { nextCover, sees } from '../../../src/rulesets/sixgun/encounter/band-policies.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { runBad } from './typed.ts';
import { bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
type Fig = Record<string, unknown>;

/** A GF-3 (the sides 24" apart: the first along y = 0, the second along y = 24) on this terrain. */
const gf3 = (terrain: object[], a: Fig[], b: Fig[], more: Fig = {}, sideA: Fig = {}) =>
  gunfightSchema.parse({
    type: 'GF-3',
    terrain,
    ...more,
    sides: [
      { name: 'A', figures: a, ...sideA },
      { name: 'B', figures: b },
    ],
  });
/** A 6" × 4" building across the middle of the trail, between x = −3 and 3. */
const house = { kind: 'building', x: -3, y: 10, width: 6, height: 4 };
/** Four of the first side, at x = 0, 3, 6 and 9. */
const four = [{ name: 'Al' }, { name: 'Ab' }, { name: 'Ace' }, { name: 'Ike' }];

/** A world with its rules, reset for a trial. */
function played(p: ReturnType<typeof gf3>, seed = 'sight') {
  const rng = rngFromSeed(seed);
  const { w, rules } = bandAt(p, O, rng);
  return { w, rules, rng };
}

describe('line of sight through buildings and walls (six-gun-sound.md §4.7 [L779–789])', () => {
  it('a building between two figures blocks sight; one standing clear of it sees past', () => {
    const { w } = played(gf3([house], four, [{ name: 'Bo' }]));
    // Al at (0, 0) and Bo at (0, 24): the line runs through the building.
    expect(sees(w, 0, 4)).toBe(false);
    expect(sees(w, 4, 0)).toBe(false);
    // Ab at (3, 0): the line to Bo is at x = 1.75 where it meets the building's south wall.
    expect(sees(w, 1, 4)).toBe(false);
    // Ace at (6, 0) still clips its north-east corner (x = 2.5 at y = 14); Ike at (9, 0) does not.
    expect(sees(w, 2, 4)).toBe(false);
    expect(sees(w, 3, 4)).toBe(true);
  });

  it('the limits of light and weather still apply on top (§4.7 [L1437–1443]): at night, 12"', () => {
    const { w } = played(gf3([house], four, [{ name: 'Bo' }], { sight: 'night' }));
    expect(sees(w, 3, 4)).toBe(false); // in clear line, but 24" off
  });

  it('a wall too high to fire over blocks sight as a building does; cover features do not', () => {
    const wall = { kind: 'wall', x: -5, y: 12, width: 10, height: 0.5 };
    expect(sees(played(gf3([wall], [{ name: 'Al' }], [{ name: 'Bo' }])).w, 0, 1)).toBe(false);
    const woods = { kind: 'woods', x: -5, y: 10, width: 10, height: 4 };
    expect(sees(played(gf3([woods], [{ name: 'Al' }], [{ name: 'Bo' }])).w, 0, 1)).toBe(true);
  });

  it('once he has moved round the corner, he sees (§4.3 [L1141]): advancing, he never walks through the building', () => {
    const { w, rules, rng } = played(
      gf3([house], [{ name: 'Al', policy: 'advance' }], [{ name: 'Bo' }]),
    );
    expect(sees(w, 0, 1)).toBe(false);
    const inside = () => w.x[0] > -3 && w.x[0] < 3 && w.y[0] > 10 && w.y[0] < 14;
    for (let k = 0; k < 6 && !sees(w, 0, 1); k++) {
      rules.activate(w, 0, rng);
      expect(inside()).toBe(false);
    }
    expect(sees(w, 0, 1)).toBe(true);
    // He went round its west or east wall, or past its far side.
    expect(Math.abs(w.x[0]) > 3 || w.y[0] > 14).toBe(true);
  });
});

describe('sight through woods (six-gun-sound.md §4.7 [L1437–1443], §6.6 [L4721])', () => {
  /** Woods from y = 4 to y = 24 (20" deep), spanning x = −10..10. */
  const deep = { kind: 'woods', x: -10, y: 4, width: 20, height: 20 };
  const pair = (terrain: object[], more: Fig = {}) =>
    played(gf3(terrain, [{ name: 'Al' }], [{ name: 'Bo' }], more)).w;

  it('no more than 12" of woods by day: 20" of them between the two hide each from the other', () => {
    const w = pair([deep]);
    expect(sees(w, 0, 1)).toBe(false);
    expect(sees(w, 1, 0)).toBe(false);
    // Bo at the far edge sees out and is seen (24" off, 20" of it woods): not so; 12" of it is.
    const twelve = pair([{ ...deep, y: 12, height: 12 }]);
    expect(sees(twelve, 0, 1)).toBe(true);
    const thirteen = pair([{ ...deep, y: 11, height: 13 }]);
    expect(sees(thirteen, 0, 1)).toBe(false);
  });

  it('a figure at the edge of the woods sees out and is seen from outside, whatever lies behind him', () => {
    // Bo stands on the woods' south edge, which run 20" on past him: nothing of them between.
    const w = pair([{ ...deep, y: 24, height: 20 }]);
    expect(sees(w, 0, 1)).toBe(true);
    expect(sees(w, 1, 0)).toBe(true);
  });

  it('by night, 6" of woods (and the night\'s 12" on the whole line)', () => {
    // Bo brought to 10" off: 6" of woods between lets him be seen, 7" does not.
    const at = (depth: number) => {
      const w = pair([{ ...deep, y: 10 - depth, height: depth }], { sight: 'night' });
      w.place(1, 0, 10);
      return w;
    };
    expect(sees(at(6), 0, 1)).toBe(true);
    expect(sees(at(7), 0, 1)).toBe(false);
  });

  it("the sight limit is the woods' alone: rough ground, scrub and a ridge crest as deep hide nobody", () => {
    for (const kind of ['rough-ground', 'obscuring-scrub', 'ridge-crest'])
      expect(sees(pair([{ ...deep, kind }]), 0, 1)).toBe(true);
  });

  it('an advancing figure walks on until he sees his enemy through the woods, then stops and shoots', () => {
    const { w, rules, rng } = played(
      gf3([deep], [{ name: 'Al', policy: 'advance' }], [{ name: 'Bo' }]),
    );
    for (let k = 0; k < 6 && !sees(w, 0, 1); k++) rules.activate(w, 0, rng);
    expect(sees(w, 0, 1)).toBe(true);
    // He sees Bo once no more than 12" of woods lie between (y ≥ 12), and goes no farther
    // than the first inch from which Bo is also within his reach, 11" (a Rep 4 pistol's 12",
    // less an inch).
    expect(w.y[0]).toBeGreaterThanOrEqual(12);
    expect(w.y[0]).toBeLessThanOrEqual(13 + 1e-9);
  });
});

describe('a building between the sides in a GF-3 (six-gun-sound.md §4.7, §13.1)', () => {
  /** Fights in which blood was drawn, and Been Shot At tests taken, per fight. */
  const fight = (policy: string) => {
    const p = gf3([house], [{ name: 'Al' }], [{ name: 'Bo' }], { maxTurns: 12 }, { policy });
    const layout = gunfight.metrics(p, O);
    const acc = layout.create();
    const n = 400;
    gunfight.simulate(p, O, rngFromSeed('house'), n, acc);
    return {
      blood: 1 - acc[layout.slot('firstBlood') + 2] / n,
      bsa: acc[layout.slot('reactions.been-shot-at')] / n,
    };
  };

  it('standing and shooting on both sides, nobody ever fires: no blood, nobody shot at', () => {
    expect(fight('stand-and-shoot')).toEqual({ blood: 0, bsa: 0 });
  });

  it('one advancing round the building, the two fire: blood is drawn in most fights', () => {
    const f = fight('advance');
    expect(f.blood).toBeGreaterThan(0.5);
    expect(f.bsa).toBeGreaterThan(0);
  });
});

describe('advancing from cover to cover (the cover-to-cover policy; six-gun-sound.md §4.3–4.5, §6.6)', () => {
  /** Rocks 4" out, scrub 12" out, and rocks beside the line that are no nearer. */
  const steps = [
    { kind: 'rough-ground', x: -1, y: 3, width: 2, height: 2 },
    { kind: 'obscuring-scrub', x: -1, y: 11, width: 2, height: 2 },
    { kind: 'rough-ground', x: 4, y: -1, width: 2, height: 2 },
  ];

  it('the next cover is the nearest one more than an inch nearer the enemy; he moves into it and is in cover there', () => {
    const p = gf3(steps, [{ name: 'Al', policy: 'cover-to-cover' }], [{ name: 'Bo' }]);
    const { w, rules, rng } = played(p);
    expect(nextCover(w, 0, 1)).toBe(true);
    // The rocks' spot nearest Bo: half an inch inside their far edge, on the line to him,
    // within a 6" move.
    expect([w.goalX, w.goalY]).toEqual([0, 4.5]);
    rules.activate(w, 0, rng);
    expect([w.x[0], w.y[0]]).toEqual([0, 4.5]);
    expect(w.covered(0)).toBe(1);
    // From the rocks the next is the scrub; from the scrub there is none left (Bo's woods aside).
    expect(nextCover(w, 0, 1)).toBe(true);
    expect([w.goalX, w.goalY]).toEqual([0, 12.5]);
    w.place(0, 0, 12.5);
    expect(nextCover(w, 0, 1)).toBe(false);
  });

  it('round a building it heads for the cover it reaches soonest, and never walks through the building', () => {
    const p = gf3(
      [house, { kind: 'rough-ground', x: -6, y: 15, width: 2, height: 2 }],
      [{ name: 'Al', policy: 'cover-to-cover' }],
      [{ name: 'Bo' }],
    );
    const { w, rules, rng } = played(p);
    expect(nextCover(w, 0, 1)).toBe(true);
    expect([w.goalX, w.goalY]).toEqual([-4.5, 16.5]);
    // (A GF-3 starts everyone behind his own cover, so `covered` cannot tell when he arrives.)
    const stopped = () => !w.alive[0] || w.hidden[0] === 1 || w.dmg[0] > 0;
    for (let k = 0; k < 4 && w.y[0] !== 16.5 && !stopped(); k++) {
      rules.activate(w, 0, rng);
      expect(w.x[0] > -3 && w.x[0] < 3 && w.y[0] > 10 && w.y[0] < 14).toBe(false);
    }
    // He gets there, or Bo's Got a Shot as he comes round the house's west side (§5.1
    // [L1241]) stops him on the way: ducked back or hit where Bo first saw him.
    if (stopped()) expect(w.x[0]).toBeLessThan(-3);
    else expect([w.x[0], w.y[0]]).toEqual([-4.5, 16.5]);
  });

  it('at a fixed seed, coming at Outlaws in woods from cover to cover wins more fights than standing and shooting or advancing over the open', () => {
    const field = [
      { kind: 'woods', x: -2, y: 22, width: 10, height: 4 },
      { kind: 'rough-ground', x: -2, y: 6, width: 10, height: 2 },
      { kind: 'obscuring-scrub', x: -2, y: 13, width: 10, height: 2 },
    ];
    const wins = (policy: string) => {
      const p = gf3(
        field,
        [{ name: 'Al' }, { name: 'Ab' }, { name: 'Ace' }],
        [{ name: 'Bo' }, { name: 'Bud' }, { name: 'Bix' }],
        {},
        { policy },
      );
      const layout = gunfight.metrics(p, O);
      const acc = layout.create();
      gunfight.simulate(p, O, rngFromSeed('cover-to-cover'), 3000, acc);
      return acc[layout.slot('winner')] / 3000;
    };
    const cover = wins('cover-to-cover');
    expect(cover).toBeGreaterThan(wins('stand-and-shoot') + 0.05);
    expect(cover).toBeGreaterThan(wins('advance') + 0.05);
  });
});

describe('buildings and walls that would spoil the set-up are errors at their line in the file', () => {
  const gf = (type: string, terrain: string, more: string[] = []) => [
    'name: bad',
    'ruleset: sixgun',
    'procedure: gunfight',
    'params:',
    `  type: ${type}`,
    `  terrain: [${terrain}]`,
    ...more,
    '  sides:',
    '    - { name: A, figures: [{ name: Al }, { name: Ab }] }',
    '    - { name: B, figures: [{ name: Bo }, { name: Bud }] }',
  ];

  it('a figure starting inside a building', () => {
    const res = runBad(gf('GF-3', '{ kind: building, x: 2, y: -2, width: 3, height: 4 }'));
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:6:\d+: .*"Ab" starts inside this building, at \(3, 0\)/);
    expect(res.wrote).toBe(false);
  });

  it("a building between a GF-2's Draw pair (the Draw is face to face, §7)", () => {
    const res = runBad(gf('GF-2', '{ kind: wall, x: -1, y: 5, width: 2, height: 0.5 }'));
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:6:\d+: .*stands between "Al" and "Bo"/);
  });

  it('a building beside rolled forces or a vehicle', () => {
    const res = runBad([
      ...gf('GF-3', '{ kind: building, x: 20, y: 5, width: 2, height: 2 }', [
        '  vehicle: { driver: Ab }',
      ]),
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /bad\.yaml:6:\d+: .*the vehicle is driven without the table's terrain/,
    );
  });
});
