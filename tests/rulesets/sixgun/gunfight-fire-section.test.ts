import { describe, expect, it } from 'vitest';
import { rngFromSeed, type Rng } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { FIRE_ENDS } from '../../../src/rulesets/sixgun/encounter/band-fire.ts';
import type { Blaze } from '../../../src/rulesets/sixgun/encounter/blaze.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import type { SectionFire } from '../../../src/rulesets/sixgun/encounter/section-fire.ts';
import { fire } from '../../../src/rulesets/sixgun/fire.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { MAX_TURNS } from '../../../src/rulesets/sixgun/turn-tables.ts';
import { cli, withinSe } from '../../helpers.ts';
import { ScriptedRng, face } from '../../helpers/scripted.ts';
import { bandAt, cabinAlight } from './band.ts';
import { odds } from './campaign/helpers.ts';
import { runBad } from './typed.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
type Fig = Record<string, unknown>;
const JIM = 0,
  SLIM = 1,
  CURLY = 4;

/**
 * The frame cabin of the battlefield section, 12" square round the Star's four on their line
 * (x −1.5 to 10.5, y −6 to 6: four 6" areas, Jim and Slim in the north-west one, Tex and Dusty
 * in the north-east), windows in its north wall, a door in its south one.
 */
const CABIN = {
  name: 'Cabin',
  kind: 'building',
  x: -1.5,
  y: -6,
  width: 12,
  height: 12,
  cover: 'obscuring',
  openings: [
    { kind: 'window', wall: 'north', at: 2, width: 1.5 },
    { kind: 'window', wall: 'north', at: 8, width: 1.5 },
    { kind: 'door', wall: 'south', at: 5, width: 2 },
  ],
};
/** A barn facing the cabin's east wall across ½". */
const BARN = {
  name: 'Barn',
  kind: 'building',
  x: 11,
  y: -6,
  width: 6,
  height: 12,
  cover: 'obscuring',
};

/**
 * The Star's four hold `cabin` against Curly and Ike; Curly stands at (x, y) and `light()` has
 * him set it alight with a Pass 2 (two 1s). `grid()` draws the cabin's areas north row first,
 * west to east: # on fire.
 */
function section(
  building: Fig,
  pieces: Fig[] = [],
  [x, y]: [number, number] = [-2.5, 2],
  { o = O, rng = ScriptedRng.ofFaces([]) as Rng, cabin = CABIN as Fig } = {},
) {
  const p = gunfightSchema.parse({
    type: 'GF-3',
    battlefield: { pieces: [cabin, ...pieces] },
    building: { holds: 'Cabin', piece: 'Cabin', firebugs: ['Curly'], ...building },
    sides: [
      { name: 'Cabin', figures: ['Jim', 'Slim', 'Tex', 'Dusty'].map((name) => ({ name })) },
      { name: 'Outlaws', figures: [{ name: 'Curly' }, { name: 'Ike' }] },
    ],
  });
  const { w, rules } = bandAt(p, o, rng);
  w.place(CURLY, x, y);
  const f = rules.fire as SectionFire;
  const light = () => rules.activate(w, CURLY, new ScriptedRng([face(1), face(1)]));
  const spread = () => f.spread(w, new ScriptedRng([]), rules);
  return { w, rules, f, light, spread };
}

function grid(z: Blaze): string[] {
  const rows: string[] = [];
  for (let j = z.rows - 1; j >= 0; j--) {
    let s = '';
    for (let i = 0; i < z.cols; i++) s += z.burning(i, j) ? '#' : '.';
    rows.push(s);
  }
  return rows;
}

describe('a building of the battlefield section on fire (six-gun-sound.md §12), in two dimensions', () => {
  it('§12 [L1945, L1986–1990]: set on the south wall with the wind north, it runs 5" a turn across the cabin, its column only; Jim and Slim get out by the nearest window once their area burns', () => {
    const { w, f, light, spread } = section({ wind: 'north' }, [], [0, -7]);
    light();
    expect(grid(f.held)).toEqual(['..', '#.']); // the 1" at (0, −6)
    spread();
    expect(grid(f.held)).toEqual(['..', '#.']); // the front at y −1
    expect(f.drivenOut).toBe(0);
    spread();
    expect(grid(f.held)).toEqual(['#.', '#.']); // y 4: the north-west area, Jim's and Slim's
    expect(f.drivenOut).toBe(2);
    // Jim by the west window (its middle 2.75" along the north wall), Slim by the door (6" along
    // the south wall): whichever is nearer, an inch outside it.
    expect([w.x[JIM], w.y[JIM], w.x[SLIM], w.y[SLIM]]).toEqual([1.25, 7, 4.5, -7]);
    expect([w.inCover[JIM], w.cover[JIM]]).toEqual([0, 'none']);
    for (let k = 0; k < 6; k++) spread();
    expect(grid(f.held)).toEqual(['#.', '#.']);
    expect(FIRE_ENDS[f.end()]).toBe('burning');
  });

  it('§12 [L1988–1990]: with no wind it spreads 2½" every way: from the middle of the west wall the west column on the first spread, the whole cabin on the third', () => {
    const { f, light, spread } = section({ wind: 'calm' });
    light();
    expect(grid(f.held)).toEqual(['#.', '..']); // (−1.5, 2)
    spread();
    expect(grid(f.held)).toEqual(['#.', '#.']); // x to 1, y −0.5 to 4.5
    spread();
    expect(grid(f.held)).toEqual(['#.', '#.']); // x to 3.5
    spread();
    expect(grid(f.held)).toEqual(['##', '##']); // x to 6
    expect(FIRE_ENDS[f.end()]).toBe('burnt-down');
    expect(f.drivenOut).toBe(4);
  });

  it('§12 [L1988]: blown east from the west wall, the front reaches the east wall on the third spread and runs on across the ½" gap: the barn facing it catches where it reached, and burns east from the next roll', () => {
    const { f, light, spread } = section({ wind: 'east' }, [BARN]);
    light();
    const barn = f.neighbours[0];
    spread(); // x 3.5
    spread(); // 8.5
    expect(FIRE_ENDS[barn.end()]).toBe('not-lit');
    spread(); // 11: across the gap
    expect(FIRE_ENDS[barn.end()]).toBe('burning');
    expect([barn.lo, barn.hi, barn.bottom, barn.top]).toEqual([11, 11, 2, 2]);
    expect(grid(f.held)).toEqual(['##', '..']);
    spread();
    expect(grid(barn)).toEqual(['#', '.']); // its north area, where the fire reached it
    expect(barn.hi).toBe(16);
    expect(FIRE_ENDS[barn.end()]).toBe('burning');
  });

  it('§12 [L1986–1990]: no jump upwind, across the wind, to a building the fire does not face, over more than 1", to stone (SV 5), in a calm or with fire.jump: never', () => {
    const never = (building: Fig, barn: Fig, o = O) => {
      const { f, light, spread } = section(building, [{ ...BARN, ...barn }], [-2.5, 2], { o });
      light();
      for (let k = 0; k < 12; k++) spread();
      return FIRE_ENDS[f.neighbours[0].end()];
    };
    expect(never({ wind: 'east' }, {})).toBe('burning');
    expect(never({ wind: 'west' }, {})).toBe('not-lit');
    expect(never({ wind: 'north' }, {})).toBe('not-lit');
    expect(never({ wind: 'calm' }, {})).toBe('not-lit');
    expect(never({ wind: 'east' }, { x: 12 })).toBe('not-lit'); // 1.5" off
    expect(never({ wind: 'east', structures: { Barn: 5 } }, {})).toBe('not-lit');
    expect(never({ wind: 'east' }, {}, { ...O, 'fire.jump': 'never' })).toBe('not-lit');
    // It faces the cabin's south half; the fire, set at y 2, runs along the north half.
    expect(never({ wind: 'east' }, { y: -6, height: 5 })).toBe('not-lit');
    // Blown north from (−1.5, 2), the front runs 4" to the north wall and on across ½" to a barn there.
    const north = section({ wind: 'north' }, [{ ...BARN, x: -1.5, y: 6.5, width: 12, height: 6 }]);
    north.light();
    north.spread();
    expect(FIRE_ENDS[north.f.neighbours[0].end()]).toBe('burning');
    expect([north.f.neighbours[0].lo, north.f.neighbours[0].bottom]).toEqual([-1.5, 6.5]);
  });

  it('§12 [L1986–1990]: a building one area deep, set on its long wall, burns area by area as the row model does', () => {
    const row = { ...CABIN, y: -3, height: 6 };
    for (const wind of ['east', 'west', 'calm', 'north', 'south'])
      for (const x of [0, 4.5, 9]) {
        const a = section({ wind }, [], [x, 4], { cabin: row });
        const b = cabinAlight({ wind }, O, { x });
        a.light();
        b.light();
        for (let k = 0; k < 5; k++) {
          a.spread();
          b.f.spread(b.w, new ScriptedRng([]), b.rules);
          expect([wind, x, k, a.f.areasBurning(), a.f.drivenOut]).toEqual([
            wind,
            x,
            k,
            b.f.areasBurning(),
            b.f.drivenOut,
          ]);
        }
      }
  });

  it('§12 [L2003–2005]: each bucket takes 1" off the downwind front; on the inch where it was set it puts it out, and Curly may set it again', () => {
    const { w, rules, f, light, spread } = section({ wind: 'east', buckets: ['Slim'] });
    light();
    spread(); // 5" east of the west wall
    for (let k = 0; k < 5; k++) f.acts(w, SLIM, new ScriptedRng([]), rules);
    expect([f.held.lo, f.held.hi, f.putOut]).toEqual([-1.5, -1.5, 0]);
    f.acts(w, SLIM, new ScriptedRng([]), rules);
    expect([f.state, f.putOut, f.buckets]).toEqual([0, 1, 6]);
    light();
    expect(f.state).toBe(2);
  });

  it('§12 [L1969–1984], fire.destroyed: a Pass 1 smoulders and catches at the next roll, spreading from the one after; with burnt-end-to-end the cabin on fire in every area is destroyed and no bucket goes on it', () => {
    const o = { ...O, 'fire.destroyed': 'burnt-end-to-end' } as SixgunOptions;
    const { w, rules, f, spread } = section({ wind: 'calm', buckets: ['Slim'] }, [], [-2.5, 2], {
      o,
    });
    rules.activate(w, CURLY, new ScriptedRng([face(1), face(6)]));
    expect([f.state, f.held.areasBurning()]).toEqual([1, 0]); // smouldering: no area on fire yet
    spread();
    expect([f.state, grid(f.held)]).toEqual([2, ['#.', '..']]); // caught, not yet spread
    spread();
    spread();
    spread();
    expect([f.state, grid(f.held)]).toEqual([3, ['##', '##']]); // destroyed
    expect(f.acts(w, SLIM, new ScriptedRng([]), rules)).toBe(false);
    expect(f.buckets).toBe(0);
  });

  it("§12 [L1945–1990]: a man of the side inside may start in another of the section's buildings; once the fire jumps there and reaches his area he gets out of it too", () => {
    const cabin = { ...CABIN, width: 9, openings: CABIN.openings.slice(0, 1) }; // Jim, Slim, Tex: x −1.5 to 7.5
    const barn = { ...BARN, x: 8, width: 6 }; // Dusty at x 9, ½" off
    const { w, f, light, spread } = section({ wind: 'east' }, [barn], [-2.5, 0], { cabin });
    const DUSTY = 3;
    light();
    spread(); // x 3.5
    expect(f.drivenOutNextDoor).toBe(0);
    spread(); // 8: across the gap to the barn, which catches where Dusty stands
    expect(FIRE_ENDS[f.neighbours[0].end()]).not.toBe('not-lit');
    expect(f.drivenOutNextDoor).toBe(1);
    expect(w.x[DUSTY] < 8 || w.x[DUSTY] > 14 || w.y[DUSTY] < -6 || w.y[DUSTY] > 6).toBe(true);
  });

  it('§12 [L1957]: a firebug goes round a corral wall to the cabin wall he reaches soonest, then rolls; walled in, he has no way there and fights as his side does', () => {
    const corral = { name: 'corral', kind: 'wall', from: [-6, 10], to: [14, 10], cover: 'wall' };
    // Two 1s on his move (Pass 2: 12") and two on Starting a Fire.
    const rng = ScriptedRng.ofFaces([1, 1, 1, 1, 1, 1, 1, 1]);
    const { w, rules, f } = section({ wind: 'east' }, [corral], [3, 14]);
    f.acts(w, CURLY, rng, rules);
    expect(w.y[CURLY]).toBeLessThan(10); // round an end of the wall, not through it
    expect(Math.abs(w.x[CURLY] - 3)).toBeGreaterThan(0.5);
    let k = 0;
    while (f.state === 0 && k++ < 4) f.acts(w, CURLY, rng, rules);
    // Round the wall's west end the west wall is nearest: he stands an inch off its north end.
    expect([w.x[CURLY], w.y[CURLY], f.tries]).toEqual([-2.5, 6, 1]);
    expect([f.held.ox, f.held.oy]).toEqual([-1.5, 6]);
    const box = [
      [
        [0, 13],
        [6, 13],
      ],
      [
        [6, 13],
        [6, 16],
      ],
      [
        [6, 16],
        [0, 16],
      ],
      [
        [0, 16],
        [0, 13],
      ],
    ].map(([from, to], i) => ({ name: `pen${i}`, kind: 'wall', from, to, cover: 'wall' }));
    const shut = section({ wind: 'east' }, box, [3, 14]);
    expect(shut.f.acts(shut.w, CURLY, ScriptedRng.ofFaces([1, 1]), shut.rules)).toBe(false);
    expect([shut.w.x[CURLY], shut.w.y[CURLY]]).toEqual([3, 14]);
  });

  it('§12 [L1969–1990]: the turn the barn catches, Curly trying from turn 1 at the west wall of soft field works (SV 4: 2" a turn) with the wind rolled, agrees with the jump table exactly', () => {
    const rng = rngFromSeed('fire-section-jump');
    const barn = { ...BARN, x: 11.5, width: 12 };
    const { w, rules, f } = section({ sv: 4, wind: 'rolled' }, [barn], [-2.5, 0], { rng });
    const n = 20000;
    const count = new Float64Array(MAX_TURNS + 2);
    for (let t = 0; t < n; t++) {
      rules.reset(w, rng);
      w.place(CURLY, -2.5, 0);
      let at = -1;
      for (let turn = 1; turn <= MAX_TURNS && at < 0; turn++) {
        if (turn > 1) f.spread(w, rng, rules);
        if (f.neighbours[0].end() > 0) at = turn - 1;
        else if (f.state === 0) f.acts(w, CURLY, rng, rules);
      }
      count[at >= 0 ? at : f.wind === 2 ? MAX_TURNS : MAX_TURNS + 1]++; // 2: east
    }
    const exact = odds(fire, { table: 'jump', sv: 4, length: 12, gap: 1, toward: 'east' });
    const names = [...Array.from({ length: MAX_TURNS }, (_, i) => `turn-${i + 1}`)];
    names.push(`after-turn-${MAX_TURNS}`, 'never');
    const jumped = count.slice(0, MAX_TURNS).reduce((a, b) => a + b, 0) / n;
    const exactJumped = names.slice(0, MAX_TURNS).reduce((a, k) => a + exact[k], 0);
    expect(exactJumped).toBeGreaterThan(0.3);
    expect(withinSe(jumped, exactJumped, n)).toBe(true);
    // Turn by turn to turn 15; the tail beyond (under 0.1% in all) pooled, where one run is many SEs.
    const TAIL = 15;
    names.forEach((k, i) => {
      if (i < TAIL || k === 'never')
        expect([k, withinSe(count[i] / n, exact[k], n)]).toEqual([k, true]);
    });
    const tail = names.slice(TAIL, -1);
    const simTail = tail.reduce((a, _, i) => a + count[TAIL + i], 0) / n;
    expect(
      withinSe(
        simTail,
        tail.reduce((a, k) => a + exact[k], 0),
        n,
      ),
    ).toBe(true);
  });
});

describe('bad input: errors at file:line:col, exit 2', () => {
  const yaml = (building: string[], pieces: string[]) => [
    'name: bad',
    'ruleset: sixgun',
    'procedure: gunfight',
    'params:',
    '  type: GF-3',
    '  battlefield:',
    '    pieces:',
    '      - { name: Cabin, kind: building, x: -1.5, y: -3, width: 6, height: 6, cover: obscuring }',
    ...pieces,
    '  building:',
    '    holds: A',
    ...building,
    '  sides:',
    '    - { name: A, figures: [{ name: Al }] }',
    '    - { name: B, figures: [{ name: Bo }, { name: Bud }] }',
  ];

  it('a building not on the section, a length or neighbours beside a piece, a nameless building, an unknown structure', () => {
    const off = runBad(yaml(['    piece: Saloon', '    firebugs: [Bud]'], []));
    expect(off.code).toBe(2);
    expect(off.stderr).toMatch(
      /bad\.yaml:11:\d+: .*no building "Saloon" in the battlefield section \(buildings: Cabin\)/,
    );
    const length = runBad(yaml(['    piece: Cabin', '    length: 12', '    firebugs: [Bud]'], []));
    expect(length.stderr).toMatch(/bad\.yaml:12:\d+: .*leave length out/);
    const nameless = runBad(
      yaml(
        ['    piece: Cabin', '    firebugs: [Bud]', '    structures: { Shed: 1 }'],
        ['      - { kind: building, x: 20, y: -3, width: 6, height: 6, cover: obscuring }'],
      ),
    );
    expect(nameless.stderr).toMatch(/bad\.yaml:9:\d+: .*every building needs a name/);
    expect(nameless.stderr).toMatch(/bad\.yaml:14:\d+: .*no other building "Shed"/);
  });

  it('a firebug walled in, with no way to the wall', () => {
    const pen = [
      '      - { name: p1, kind: wall, from: [1, 23], to: [5, 23], cover: wall }',
      '      - { name: p2, kind: wall, from: [5, 23], to: [5, 25], cover: wall }',
      '      - { name: p3, kind: wall, from: [5, 25], to: [1, 25], cover: wall }',
      '      - { name: p4, kind: wall, from: [1, 25], to: [1, 23], cover: wall }',
    ];
    const res = runBad(yaml(['    piece: Cabin', '    firebugs: [Bo, Bud]'], pen));
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /bad\.yaml:16:\d+: .*"Bud" has no way round the table to the Cabin's wall/,
    );
    expect(res.stderr).not.toMatch(/"Bo" has no way/);
  });
});

describe('the scenario', () => {
  it('fire-on-the-section reports the barn catching (blown east) and the stone store never', () => {
    const r = cli([
      'run',
      'scenarios/sixgun/fire-on-the-section.yaml',
      '--trials',
      '300',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const res = JSON.parse(r.stdout).results[0].metrics as Record<string, unknown>;
    const share = (m: string, k: string) =>
      (res[m] as { simulated: { value: Record<string, number> } }).simulated.value[k];
    expect(share('fire.neighbour.Barn', 'not-lit')).toBeLessThan(1);
    expect(share('fire.neighbour.Store', 'not-lit')).toBe(1);
    expect(share('fire.end', 'burning')).toBeGreaterThan(0.5);
  });
});
