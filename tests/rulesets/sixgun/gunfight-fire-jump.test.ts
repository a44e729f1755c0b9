import { describe, expect, it } from 'vitest';
import { rngFromSeed, type Rng } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { FIRE_ENDS } from '../../../src/rulesets/sixgun/encounter/band-fire.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { fire } from '../../../src/rulesets/sixgun/fire.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { MAX_TURNS } from '../../../src/rulesets/sixgun/turn-tables.ts';
import { cli, withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { odds } from './campaign/helpers.ts';
import { cabinAlight } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
type Fig = Record<string, unknown>;
const CURLY = 4;

/**
 * The Star's four hold a frame cabin 12" long (x −1.5 to 10.5 on their line, two 6" areas);
 * Curly stands at its wall at `x`, the neighbours in a row with it.
 */
function row(building: Fig, x = 0, o: SixgunOptions = O, rng: Rng = ScriptedRng.ofFaces([])) {
  const { w, rules, f, light } = cabinAlight(building, o, { x, rng });
  /** One Activation roll's spread; then each neighbour's end (FIRE_ENDS). */
  const spread = () => {
    f.spread(w, new ScriptedRng([]), rules);
    return f.neighbours.map((n) => FIRE_ENDS[n.end()]);
  };
  return { w, rules, f, light, spread };
}

const BARN = { name: 'Barn', side: 'east', gap: 1, length: 12 };
const SHED = { name: 'Shed', side: 'east', gap: 0.5, length: 6 };

describe('a fire jumping to a neighbouring structure (six-gun-sound.md §12 [L1986–1990])', () => {
  it('§12 [L1988]: blown east 5" a turn from x 0, the front reaches the cabin\'s end (10.5") on the third spread and the barn 1" beyond it then; the barn burns from its near end from the next roll, end to end after two more, and jumps the ½" to the shed', () => {
    const { light, spread } = row({ wind: 'east', neighbours: [BARN, SHED] });
    light();
    expect(spread()).toEqual(['not-lit', 'not-lit']); // the front at 5"
    expect(spread()).toEqual(['not-lit', 'not-lit']); // 10"
    expect(spread()).toEqual(['burning', 'not-lit']); // 11.5": across the gap
    expect(spread()).toEqual(['burning', 'not-lit']); // 5" into the barn, its west area
    expect(spread()).toEqual(['burnt-down', 'not-lit']); // 10": both its areas
    expect(spread()).toEqual(['burnt-down', 'burnt-down']); // 12.5": the shed, one area, catches
  });

  it('§12 [L1986–1990]: a west wind carries it the other way, to a barn 1" beyond the west end, or one wall to wall with it', () => {
    const { light, spread } = row({ wind: 'west', neighbours: [{ ...BARN, side: 'west' }] }, 9);
    light();
    expect(spread()).toEqual(['not-lit']); // the front at 4"
    expect(spread()).toEqual(['not-lit']); // −1"
    expect(spread()).toEqual(['burning']); // −2.5": 1" past the west end (−1.5")
    const wall = row({ wind: 'west', neighbours: [{ ...BARN, side: 'west', gap: 0 }] }, 9);
    wall.light();
    expect(wall.spread()).toEqual(['not-lit']); // 4"
    expect(wall.spread()).toEqual(['not-lit']); // −1"
    expect(wall.spread()).toEqual(['burning']); // −1.5": wall to wall, it catches at the end
  });

  it('§12 [L1986–1990]: no jump upwind, across the wind, when calm, over more than 1", to stone (SV 5) or past it, or with fire.jump: never; the cabin still burns end to end', () => {
    const never = (building: Fig, o: SixgunOptions = O) => {
      const { f, light, spread } = row(building, 0, o);
      light();
      let ends: string[] = [];
      for (let k = 0; k < 12; k++) ends = spread();
      return [FIRE_ENDS[f.end()], ...ends];
    };
    const west = { ...BARN, side: 'west', gap: 0 };
    expect(never({ wind: 'east', neighbours: [west] })).toEqual(['burnt-down', 'not-lit']);
    expect(never({ wind: 'north', neighbours: [BARN] })).toEqual(['burning', 'not-lit']);
    expect(never({ wind: 'calm', neighbours: [BARN] })).toEqual(['burnt-down', 'not-lit']);
    expect(never({ wind: 'east', neighbours: [{ ...BARN, gap: 1.5 }] })).toEqual([
      'burnt-down',
      'not-lit',
    ]);
    expect(
      never({
        wind: 'east',
        neighbours: [
          { ...BARN, sv: 5 },
          { ...SHED, gap: 0 },
        ],
      }),
    ).toEqual(['burnt-down', 'not-lit', 'not-lit']);
    expect(never({ wind: 'east', neighbours: [BARN] }, { ...O, 'fire.jump': 'never' })).toEqual([
      'burnt-down',
      'not-lit',
    ]);
    expect(never({ wind: 'east', neighbours: [BARN] })).toEqual(['burnt-down', 'burnt-down']);
  });

  it('§12 [L1986–1990] fire.destroyed: a cabin destroyed by fire burns on to its end and still jumps', () => {
    const { f, light, spread } = row({ wind: 'east', neighbours: [BARN] }, 0, {
      ...O,
      'fire.destroyed': 'burnt-end-to-end',
    });
    light();
    expect(spread()).toEqual(['not-lit']); // 5": both areas on fire, destroyed
    expect(f.state).toBe(3); // DESTROYED
    spread();
    expect(spread()).toEqual(['burning']);
  });

  it('§12 [L1969–1990]: the turn the barn catches, Curly trying from turn 1 at the west end of soft field works (SV 4: 2" a turn) with the wind rolled, agrees with the jump table exactly', () => {
    const rng = rngFromSeed('fire-jump');
    const { w, rules, f } = row({ sv: 4, wind: 'rolled', neighbours: [BARN] }, -1.5, O, rng);
    const n = 20000;
    // turn-1 … turn-24, after-turn-24, never: the jump table's outcomes.
    const count = new Float64Array(MAX_TURNS + 2);
    for (let t = 0; t < n; t++) {
      rules.reset(w, rng);
      w.place(CURLY, -1.5, 1);
      let at = -1;
      for (let turn = 1; turn <= MAX_TURNS && at < 0; turn++) {
        if (turn > 1) f.spread(w, rng, rules);
        if (f.neighbours[0].end() > 0) at = turn - 1;
        else if (f.state === 0) f.acts(w, CURLY, rng, rules); // not lit: he tries again
      }
      count[at >= 0 ? at : f.wind === 2 ? MAX_TURNS : MAX_TURNS + 1]++; // 2: east
    }
    const exact = odds(fire, { table: 'jump', sv: 4, length: 12, gap: 1, toward: 'east' });
    const names = [...Array.from({ length: MAX_TURNS }, (_, i) => `turn-${i + 1}`)];
    names.push(`after-turn-${MAX_TURNS}`, 'never');
    const jumped = count.slice(0, MAX_TURNS).reduce((a, b) => a + b, 0) / n;
    const exactJumped = names.slice(0, MAX_TURNS).reduce((a, k) => a + exact[k], 0);
    expect(exactJumped).toBeGreaterThan(0.3); // a third of winds blow east; then it nearly always runs
    expect(withinSe(jumped, exactJumped, n)).toBe(true);
    names.forEach((k, i) => expect([k, withinSe(count[i] / n, exact[k], n)]).toEqual([k, true]));
  });

  it('bad input: a neighbour named twice, or with a name the metrics cannot carry', () => {
    const bad = (neighbours: Fig[]) =>
      gunfightSchema
        .safeParse({
          type: 'GF-3',
          building: { holds: 'Cabin', firebugs: ['Curly'], neighbours },
          sides: [
            { name: 'Cabin', figures: [{ name: 'Jim' }] },
            { name: 'Outlaws', figures: [{ name: 'Curly' }] },
          ],
        })
        .error?.issues.map((i) => i.message);
    expect(bad([BARN, { ...SHED, name: 'Barn' }])).toEqual(['neighbour "Barn" is named twice']);
    expect(bad([{ ...BARN, name: 'the barn' }])).toEqual(['a name of letters, digits and dashes']);
    expect(bad([{ ...BARN, side: 'north' }])?.length).toBe(1);
  });
});

describe('the scenario', () => {
  it('fire-next-door reports each neighbour: the barn catches, the stone springhouse never', () => {
    const r = cli(['run', 'scenarios/sixgun/fire-next-door.yaml', '--trials', '300', '--json']);
    expect(r.code).toBe(0);
    const res = JSON.parse(r.stdout).results[0].metrics as Record<string, unknown>;
    const share = (m: string, k: string) =>
      (res[m] as { simulated: { value: Record<string, number> } }).simulated.value[k];
    expect(share('fire.neighbour.Barn', 'not-lit')).toBeLessThan(1);
    expect(share('fire.neighbour.Springhouse', 'not-lit')).toBe(1);
  });
});
