import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { ACT } from '../../../src/rulesets/cowpoke/encounter/act.ts';
import { execute } from '../../../src/rulesets/cowpoke/encounter/actions.ts';
import type { EncounterParams } from '../../../src/rulesets/cowpoke/encounter/index.ts';
import { shotDice, throwPathClear } from '../../../src/rulesets/cowpoke/encounter/rules.ts';
import { encounterSchema } from '../../../src/rulesets/cowpoke/encounter/schema.ts';
import { World } from '../../../src/rulesets/cowpoke/encounter/world.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { parseScenario } from '../../../src/scenario/load.ts';
import { InputError } from '../../../src/core/errors.ts';
import { dice, ScriptedRng } from '../../helpers/scripted.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;

/** A 10 × 6 cabin at (10, 10) with a window in its west wall (y 12–14) and a barn gap in its north wall. */
const cabin = {
  kind: 'building',
  name: 'cabin',
  x: 10,
  y: 10,
  width: 10,
  height: 6,
  cover: 'wood',
  openings: [
    { kind: 'window', wall: 'west', at: 2, width: 2 },
    { kind: 'opening', wall: 'north', at: 2, width: 4 },
  ],
};
function world(a: object, b: object, pieces: object[] = [cabin]): World {
  const p = encounterSchema.parse({
    battlefield: { width: 40, height: 30, pieces },
    sides: [
      { name: 'A', characters: [{ name: 'a', ...a }] },
      { name: 'B', characters: [{ name: 'b', ...b }] },
    ],
  }) as EncounterParams;
  const w = new World(p, O);
  w.reset();
  w.turn = 1;
  return w;
}

describe('Cowpoke on the shared battlefield', () => {
  it('the band and cover a shot takes from where the two stand are measured again after either moves, and a new trial starts from the start', () => {
    // Open ground: 8" is Medium (base 2), 3" Short (3).
    const w = world({ x: 2, y: 2 }, { x: 10, y: 2 }, []);
    expect(shotDice(w, 0, w.weapon(0), 1, false, false)).toBe(2);
    w.x[1] = 5;
    w.refreshDist(1);
    expect(shotDice(w, 0, w.weapon(0), 1, false, false)).toBe(3);
    w.reset();
    expect(shotDice(w, 0, w.weapon(0), 1, false, false)).toBe(2);
  });
  it('W9: a Move toward a window 3" away stops inside it; the Shoot after it is legal, with Attacker Moved (cowpoke.md §1.14 [L247-249])', () => {
    const w = world({ x: 7, y: 13 }, { x: 4, y: 13 });
    w.actX = 15;
    w.actY = 13;
    w.actStop = 0;
    expect(execute(w, new ScriptedRng([]), 0, ACT.MOVE, 2)).toBe(1);
    expect([w.x[0], w.y[0]]).toEqual([10, 13]);
    // Shooting back out at b, 6" away: medium band, base 2, Attacker Moved −1 → 1 die.
    expect(shotDice(w, 0, w.weapon(0), 1, false, false)).toBe(1);
    w.actTarget = 1;
    expect(execute(w, new ScriptedRng(dice(1)), 0, ACT.SHOOT, 1)).toBe(1);
  });
  it('W10: a Run of 12" through a large opening (a missing barn wall) goes the full 12" (cowpoke.md [L250])', () => {
    const w = world({ x: 14, y: 27 }, { x: 30, y: 2 });
    w.actX = 14;
    w.actY = 11;
    w.actStop = 0;
    expect(execute(w, new ScriptedRng(dice(3, 3)), 0, ACT.RUN, 2)).toBe(2);
    expect(w.x[0]).toBeCloseTo(14, 12);
    expect(w.y[0]).toBeCloseTo(15, 12);
  });
  it("line of sight (§1.2 precondition 1): no shot through a wall; through the window with the cabin's wood cover (−2)", () => {
    const hidden = world({ x: 5, y: 11 }, { x: 12, y: 11 });
    expect(shotDice(hidden, 0, hidden.weapon(0), 1, false, false)).toBe(0);
    const window = world({ x: 7, y: 13 }, { x: 11, y: 13 });
    // Short band (4"): base 3, wood cover −2 → 1 die; from inside, the shooter outside is behind the same window.
    expect(shotDice(window, 0, window.weapon(0), 1, false, false)).toBe(1);
    expect(shotDice(window, 1, window.weapon(1), 0, false, false)).toBe(1);
  });
  it('a fence gives its cover but does not block sight', () => {
    const w = world({ x: 1, y: 5 }, { x: 5, y: 5 }, [
      { kind: 'fence', from: [3, 3], to: [3, 7], cover: 'stone' },
    ]);
    expect(shotDice(w, 0, w.weapon(0), 1, false, false)).toBe(1); // short 3, stone −3 → 0 → at least 1 with a base die
  });
  it('the Hail Mary needs a clear path: not through a window, while a sure throw may (§1.9 [L458-463])', () => {
    const far = world({ x: 2, y: 13 }, { x: 11, y: 13 });
    expect(throwPathClear(far, 0, 1)).toBe(false);
    const near = world({ x: 6, y: 13 }, { x: 11, y: 13 });
    expect(throwPathClear(near, 0, 1)).toBe(true);
    const wall = world({ x: 6, y: 11 }, { x: 11, y: 11 });
    expect(throwPathClear(wall, 0, 1)).toBe(false);
  });
  it("a move blocked by a wall goes round it by the shortest path's first corner", () => {
    const w = world({ x: 15, y: 8 }, { x: 35, y: 28 }, [
      { kind: 'wall', from: [10, 9], to: [20, 9], cover: 'stone' },
    ]);
    w.actX = 15;
    w.actY = 12;
    w.actStop = 0;
    execute(w, new ScriptedRng([]), 0, ACT.MOVE, 2);
    expect(w.y[0]).toBeLessThan(9);
    expect(Math.abs(w.x[0] - 15)).toBeGreaterThan(4.5);
  });
});

describe('the battlefield section: placement errors with file:line:col', () => {
  const scenario = (
    pieces: string,
    a = '{ name: a, x: 1, y: 1 }',
    b = '{ name: b, x: 8, y: 8 }',
  ) => `name: t
ruleset: cowpoke
procedure: encounter
params:
  battlefield:
    width: 20
    height: 12
    pieces:
${pieces}
  sides:
    - name: A
      characters: [${a}]
    - name: B
      characters: [${b}]
`;
  const problems = (yaml: string) => {
    try {
      parseScenario(yaml, 'street.yaml');
      return [];
    } catch (e) {
      if (e instanceof InputError) return e.problems;
      throw e;
    }
  };
  it('a piece outside the map, an unknown kind with a suggestion, a building without its size', () => {
    expect(
      problems(scenario('      - { kind: wall, from: [2, 2], to: [25, 2], cover: stone }')),
    ).toEqual([
      'street.yaml:9:9: params.battlefield.pieces[0]: the wall lies outside the map (the map is 20 × 12)',
    ]);
    expect(
      problems(
        scenario('      - { kind: buildng, x: 2, y: 2, width: 3, height: 3, cover: wood }'),
      )[0],
    ).toMatch(/street\.yaml:9:\d+: .*unknown kind "buildng" \(did you mean "building"\?\)/);
    expect(
      problems(scenario('      - { kind: building, x: 2, y: 2, cover: wood }')).join('\n'),
    ).toMatch(/a building needs width/);
    expect(
      problems(scenario('      - { kind: fence, from: [2, 2], to: [5, 2], cover: mud }'))[0],
    ).toMatch(/unknown cover "mud"; choose one of: wood, stone/);
  });
  it('figures on top of each other, or inside a wall, are errors; a good map loads', () => {
    const wall = '      - { kind: wall, from: [2, 4], to: [10, 4], cover: stone }';
    expect(problems(scenario(wall, '{ name: a, x: 5, y: 4.1 }'))[0]).toMatch(
      /street\.yaml:12:\d+: params\.sides\[0\]\.characters\[0\]: a stands inside a wall at \(5, 4\.1\)/,
    );
    expect(problems(scenario(wall, '{ name: a, x: 8, y: 8.2 }'))[0]).toMatch(
      /street\.yaml:14:\d+: params\.sides\[1\]\.characters\[0\]: b stands on a at \(8, 8\)/,
    );
    expect(problems(scenario(wall))).toEqual([]);
  });
});
