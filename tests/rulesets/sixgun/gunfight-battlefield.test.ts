import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { sees } from '../../../src/rulesets/sixgun/encounter/band-policies.ts';
import { BandWorld, MOVE_FAST_INCHES } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { runBad } from './typed.ts';
import { bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;

/** A GF-3 (Al at (0, 0), Bo at (0, 24)) on the shared battlefield section's pieces. */
function field(pieces: object[], policy = 'stand-and-shoot') {
  const p = gunfightSchema.parse({
    type: 'GF-3',
    battlefield: { pieces },
    sides: [
      { name: 'A', policy, figures: [{ name: 'Al' }] },
      { name: 'B', figures: [{ name: 'Bo' }] },
    ],
  });
  const rng = rngFromSeed('section');
  const { w, rules } = bandAt(p, O, rng);
  return { w, rules, rng };
}

/** A saloon across the trail, x = −4..4 and y = 10..14, its south door at x = −1..1. */
const saloon = (openings: object[]) => ({
  name: 'saloon',
  kind: 'building',
  x: -4,
  y: 10,
  width: 8,
  height: 4,
  cover: 'wall',
  openings,
});

describe('the shared battlefield section in a GF-2 or GF-3 (six-gun-sound.md §4.4, §4.7, §6.6)', () => {
  it("a building's walls block sight; through its door and window a man sees and is seen (§4.7 [L779–789])", () => {
    expect(sees(field([saloon([])]).w, 0, 1)).toBe(false);
    const both = [
      { kind: 'door', wall: 'south', at: 3, width: 2 },
      { kind: 'window', wall: 'north', at: 3, width: 2 },
    ];
    const { w } = field([saloon(both)]);
    expect(sees(w, 0, 1)).toBe(true);
    // Off the line of the door and window the walls hide him again.
    w.place(0, 3, 0);
    expect(sees(w, 0, 1)).toBe(false);
  });

  it('a fence gives its cover to a man behind it (§6.6): bulletproof wall, read off the Wall/Window rows', () => {
    const fence = { kind: 'fence', from: [-3, 22], to: [3, 22], cover: 'wall' };
    const { w } = field([fence]);
    w.inCover.fill(0);
    const open = field([]).w;
    open.inCover.fill(0);
    const wall = field([]).w;
    wall.setCover(1, 'wall');
    const codes = (x: BandWorld) => Array.from(x.firingOf(0, 1, 0, false, false).normalCodes);
    expect(codes(w)).toEqual(codes(wall));
    expect(codes(w)).not.toEqual(codes(open));
  });

  it('obscuring pieces let sight in `seeInto` inches; a wall blocks sight as a building does', () => {
    const brush = { kind: 'obscuring', x: -5, y: 8, width: 10, height: 3, seeInto: 2 };
    expect(sees(field([brush]).w, 0, 1)).toBe(false);
    expect(sees(field([{ ...brush, seeInto: 3 }]).w, 0, 1)).toBe(true);
    const adobe = { kind: 'wall', from: [-3, 12], to: [3, 12], cover: 'wall' };
    expect(sees(field([adobe]).w, 0, 1)).toBe(false);
  });

  it('difficult ground costs its factor per inch (rough ground: ½ speed, §4.4): an advance over it goes half as far', () => {
    const mud = { kind: 'difficult', x: -5, y: -1, width: 10, height: 30, cost: 2 };
    const { w, rules, rng } = field([mud], 'advance');
    rules.activate(w, 0, rng);
    const d1 = w.fastDice[0],
      d2 = w.fastDice[1];
    const allowance = MOVE_FAST_INCHES[(d1 <= 4 ? 1 : 0) + (d2 <= 4 ? 1 : 0)];
    expect(w.y[0]).toBeCloseTo(allowance / 2, 6);
  });
});

describe('the section is checked as every ruleset checks it: errors at file:line:col, exit 2', () => {
  const gf = (type: string, section: string[]) => [
    'name: bad',
    'ruleset: sixgun',
    'procedure: gunfight',
    'params:',
    `  type: ${type}`,
    '  battlefield:',
    ...section,
    '  sides:',
    '    - { name: A, figures: [{ name: Al }, { name: Ab }] }',
    '    - { name: B, figures: [{ name: Bo }, { name: Bud }] }',
  ];

  it('a piece outside the map', () => {
    const res = runBad(
      gf('GF-3', [
        '    width: 20',
        '    height: 30',
        '    pieces:',
        '      - { kind: obscuring, x: 18, y: 5, width: 4, height: 2 }',
      ]),
    );
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /bad\.yaml:10:\d+: .*obscuring lies outside the map \(the map is 20 × 30\)/,
    );
    expect(res.wrote).toBe(false);
  });

  it('a figure standing in a wall, and one inside a building', () => {
    const res = runBad(
      gf('GF-3', [
        '    pieces:',
        '      - { kind: wall, from: [-2, 0], to: [2, 0], cover: wall }',
        '      - { kind: building, x: 2, y: 22, width: 2, height: 4, cover: wall }',
      ]),
    );
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:11:\d+: .*Al stands inside a wall at \(0, 0\)/);
    expect(res.stderr).toMatch(
      /bad\.yaml:9:\d+: .*"Bud" starts inside this building, at \(3, 24\)/,
    );
  });

  it('an unknown cover class, squares, and a section in a GF-1', () => {
    const cover = runBad(
      gf('GF-3', ['    pieces:', '      - { kind: fence, from: [5, 5], to: [8, 5], cover: wood }']),
    );
    expect(cover.code).toBe(2);
    expect(cover.stderr).toMatch(/bad\.yaml:8:\d+: .*(obscuring|woods|wall)/);
    const squares = runBad(gf('GF-3', ['    unit: square']));
    expect(squares.stderr).toMatch(/bad\.yaml:7:\d+: .*Six Gun Sound measures in inches/);
    const gf1 = runBad([
      ...gf('GF-1', ['    pieces: []']).slice(0, -2),
      '    - { name: A, figures: [{ name: Al }] }',
      '    - { name: B, figures: [{ name: Bo }] }',
    ]);
    expect(gf1.code).toBe(2);
    expect(gf1.stderr).toMatch(/bad\.yaml:7:\d+: .*battlefield needs GF-2 or GF-3/);
  });
});
