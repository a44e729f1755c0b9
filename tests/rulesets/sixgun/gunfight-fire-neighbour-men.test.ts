import { describe, expect, it } from 'vitest';
import { rngFromSeed, type Rng } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
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
const [TEX, DUSTY, CURLY] = [2, 3, 4];

/**
 * The Star's four on their line (y 0), a frame cabin 12" long round those left in it, a barn
 * beside it with `inBarn` of them inside; Curly, at the cabin's wall at `x`, sets it alight.
 */
function row(inBarn: string[], building: Fig, x = 0, o = O, rng: Rng = ScriptedRng.ofFaces([])) {
  const neighbours = [{ name: 'Barn', side: 'east', gap: 1, length: 12, inside: inBarn }];
  const { w, rules, f, light } = cabinAlight({ neighbours, ...building }, o, {
    x,
    rng,
    cover: 'obscuring',
  });
  /** One Activation roll's spread; then who of Tex and Dusty is still in the barn. */
  const spread = () => {
    f.spread(w, new ScriptedRng([]), rules);
    return [TEX, DUSTY].filter((c) => w.y[c] === 0 && w.inCover[c] === 1).map((c) => w.names[c]);
  };
  return { w, rules, f, light, spread };
}

describe('men in a burning building’s neighbour (six-gun-sound.md §12 [L1945–1990])', () => {
  it('§12 [L1945–1990]: Tex and Dusty stand in the barn’s two 6" areas, in their cover; blown east 5" a turn from the cabin’s wall at x 0, the fire catches the barn on the second roll and Tex gets out at once, Dusty two rolls later when it reaches his area', () => {
    // Jim and Slim (x 0, 3) keep the cabin, x −4.5 to 7.5; the barn runs 8.5 to 20.5.
    const { w, f, light, spread } = row(['Tex', 'Dusty'], { wind: 'east' });
    expect([w.x[TEX], w.x[DUSTY], w.y[TEX], w.y[DUSTY]]).toEqual([11.5, 17.5, 0, 0]);
    expect([w.cover[TEX], w.inCover[DUSTY]]).toEqual(['obscuring', 1]);
    light();
    expect(spread()).toEqual(['Tex', 'Dusty']); // 0–5": the cabin's men get out
    expect(f.drivenOut).toBe(2);
    expect(spread()).toEqual(['Dusty']); // 8.5": across the gap, the barn's first area
    expect(spread()).toEqual(['Dusty']); // 5" into the barn
    expect(spread()).toEqual([]); // 10": his area
    expect([w.x[DUSTY], w.y[DUSTY], w.cover[DUSTY]]).toEqual([17.5, 1, 'none']);
    expect([f.drivenOut, f.drivenOutNextDoor]).toEqual([2, 2]);
  });

  it('§12 [L1986–1990]: nobody leaves a neighbour the fire never reaches: upwind, in a calm, or with fire.jump: never', () => {
    const stays = (building: Fig, o = O) => {
      const { f, light, spread } = row(['Tex', 'Dusty'], building, 0, o);
      light();
      let inside: string[] = [];
      for (let k = 0; k < 12; k++) inside = spread();
      return [inside, f.drivenOutNextDoor];
    };
    expect(stays({ wind: 'west' })).toEqual([['Tex', 'Dusty'], 0]);
    expect(stays({ wind: 'calm' })).toEqual([['Tex', 'Dusty'], 0]);
    expect(stays({ wind: 'east' }, { ...O, 'fire.jump': 'never' })).toEqual([['Tex', 'Dusty'], 0]);
    expect(stays({ wind: 'east' })).toEqual([[], 2]);
  });

  it('§12 [L1969–1990]: the turn Dusty, in the barn’s far area, is burnt out is the jump table’s turn two spreads on (soft field works, SV 4, the wind rolled)', () => {
    const rng = rngFromSeed('fire-next-door-men');
    // Jim, Slim and Tex (x 0, 3, 6) keep the cabin, x −3 to 9; the barn (frame) runs 10 to 22.
    const { w, rules, f } = row(['Dusty'], { sv: 4, wind: 'rolled' }, -3, O, rng);
    expect(w.x[DUSTY]).toBe(16);
    const n = 10000;
    const count = new Float64Array(MAX_TURNS + 2);
    for (let t = 0; t < n; t++) {
      rules.reset(w, rng);
      w.place(CURLY, -3, 1);
      let at = -1;
      for (let turn = 1; turn <= MAX_TURNS && at < 0; turn++) {
        if (turn > 1) f.spread(w, rng, rules);
        if (w.y[DUSTY] !== 0) at = turn - 1;
        else if (f.state === 0) f.acts(w, CURLY, rng, rules); // not lit: he tries again
      }
      count[at >= 0 ? at : f.wind === 2 ? MAX_TURNS : MAX_TURNS + 1]++; // 2: east
    }
    const jump = odds(fire, { table: 'jump', sv: 4, length: 12, gap: 1, toward: 'east' });
    // The barn (5" a turn) burns into his area (6" in) on the second roll after it caught.
    const turn = (k: number) => (k >= 1 ? (jump[`turn-${k}`] ?? 0) : 0);
    const exact = Array.from({ length: MAX_TURNS }, (_, i) => turn(i - 1));
    exact.push(turn(MAX_TURNS - 1) + turn(MAX_TURNS) + jump[`after-turn-${MAX_TURNS}`]);
    exact.push(jump.never);
    expect(exact.slice(0, MAX_TURNS).reduce((a, b) => a + b, 0)).toBeGreaterThan(0.3);
    exact.forEach((e, i) => expect([i, withinSe(count[i] / n, e, n)]).toEqual([i, true]));
  });

  it('bad input: a man in a neighbour who is not of the side inside, in two neighbours, or leaving the building empty', () => {
    const bad = (building: Fig) =>
      gunfightSchema
        .safeParse({
          type: 'GF-3',
          building: { holds: 'Cabin', firebugs: ['Curly'], ...building },
          sides: [
            { name: 'Cabin', figures: [{ name: 'Jim' }, { name: 'Tex' }] },
            { name: 'Outlaws', figures: [{ name: 'Curly' }] },
          ],
        })
        .error?.issues.map((i) => i.message);
    const barn = (inside: string[]) => ({ name: 'Barn', side: 'east', inside });
    expect(bad({ neighbours: [barn(['Curly'])] })).toEqual([
      '"Curly" is not of the side that holds the building (Cabin)',
    ]);
    expect(bad({ neighbours: [barn(['Tex']), { ...barn(['Tex']), name: 'Shed' }] })).toEqual([
      '"Tex" is in two neighbours',
    ]);
    expect(bad({ neighbours: [barn(['Tex', 'Jim'])] })).toEqual([
      'nobody of Cabin is left in the building itself',
    ]);
    expect(bad({ neighbours: [barn(['Zeke'])] })?.[0]).toMatch(/unknown figure "Zeke"/);
  });
});

describe('the scenario', () => {
  it('men-next-door reports the men burnt out of the barn, more with the wind blowing east toward it', () => {
    const r = cli(['run', 'scenarios/sixgun/men-next-door.yaml', '--trials', '400', '--json']);
    expect(r.code).toBe(0);
    const out = (k: number) =>
      (
        JSON.parse(r.stdout).results[k].metrics['fire.drivenOutNextDoor'] as {
          simulated: { value: number };
        }
      ).simulated.value;
    expect(out(0)).toBeGreaterThan(0);
    expect(out(1)).toBeGreaterThan(out(0));
  });
});
