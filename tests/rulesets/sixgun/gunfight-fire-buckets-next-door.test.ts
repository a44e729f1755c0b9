import { describe, expect, it } from 'vitest';
import { rngFromSeed, type Rng } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { FIRE_ENDS } from '../../../src/rulesets/sixgun/encounter/band-fire.ts';
import type { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { fire } from '../../../src/rulesets/sixgun/fire.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { cli, withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { close, odds } from './campaign/helpers.ts';
import { bandAt, cabinAlight, loopUntil } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const ADJOINING = { ...O, 'fire.bucketsNextDoor': 'adjoining' } as const;
type Fig = Record<string, unknown>;
const [JIM, SLIM, TEX, DUSTY] = [0, 1, 2, 3];

/**
 * Jim and Slim keep a frame cabin 12" long (x −4.5 to 7.5, y 0), Tex and Dusty the frame barn
 * 1" beyond its east end (8.5 to 20.5, one in each 6" area), all in obscuring cover; the wind
 * blows east and Curly sets the cabin alight at x 3. Two spreads on, the cabin burns from 3 to
 * the barn's wall (Slim got out) and the barn has caught.
 */
function barnAlight(buckets: string[], o: SixgunOptions = O, building: Fig = {}) {
  const neighbours = [{ name: 'Barn', side: 'east', gap: 1, length: 12, inside: ['Tex', 'Dusty'] }];
  const { w, rules, f, light } = cabinAlight(
    { neighbours, wind: 'east', buckets, ...building },
    o,
    {
      x: 3,
      cover: 'obscuring',
    },
  );
  light();
  const spread = () => f.spread(w, new ScriptedRng([]), rules);
  spread();
  spread();
  const acts = (c: number) => f.acts(w, c, new ScriptedRng([]), rules);
  const barn = () => FIRE_ENDS[f.neighbours[0].end()];
  const at = (c: number) => [w.x[c], w.y[c], w.cover[c], w.inCover[c]];
  return { w, f, spread, acts, barn, at };
}

describe('bucket carriers on a burning neighbour (six-gun-sound.md §12 [L2003–2005])', () => {
  it('§12 [L2003–2005]: Tex and Dusty carry water in the barn: the first bucket on the inch it caught puts it out; the cabin at its wall sets it alight again, and a bucket then takes 1" off the 5" it has run', () => {
    const { f, spread, acts, barn, at } = barnAlight(['Tex', 'Dusty']);
    expect([barn(), f.drivenOutNextDoor]).toEqual(['burning', 1]); // Tex, in its first area, is out
    expect(acts(TEX)).toBe(true); // out in the street, he still throws
    expect([barn(), f.buckets, f.putOut]).toEqual(['not-lit', 1, 1]);
    expect(acts(DUSTY)).toBe(false); // nothing burns where he is: he fights
    spread(); // the cabin's fire, still at the barn's wall, sets it alight again
    spread(); // 5" into it
    expect(barn()).toBe('burning');
    for (let k = 0; k < 5; k++) acts(k % 2 ? DUSTY : TEX);
    expect([barn(), f.buckets, f.putOut, at(DUSTY)]).toEqual([
      'burning',
      6,
      1,
      [17.5, 0, 'obscuring', 1],
    ]);
    acts(TEX);
    expect([barn(), f.buckets, f.putOut]).toEqual(['not-lit', 7, 2]);
  });

  it('§12 [L2003–2005] fire.bucketsNextDoor: once Jim has put the cabin out, by default he leaves the burning barn to its men; with adjoining he carries water out to its wall, in the open, puts it out, and goes back into his cover', () => {
    const never = barnAlight(['Jim']);
    // 5.5" of fire: six buckets take it off, the seventh puts out the inch it was set on.
    for (let k = 0; k < 7; k++) expect(never.acts(JIM)).toBe(true);
    expect([FIRE_ENDS[never.f.end()], never.barn(), never.f.putOut]).toEqual([
      'not-lit',
      'burning',
      1,
    ]);
    expect(never.acts(JIM)).toBe(false);
    expect(never.at(JIM)).toEqual([0, 0, 'obscuring', 1]);

    const next = barnAlight(['Jim'], ADJOINING);
    for (let k = 0; k < 7; k++) next.acts(JIM);
    expect(next.acts(JIM)).toBe(true);
    expect([next.barn(), next.f.buckets, next.f.putOut, next.at(JIM)]).toEqual([
      'not-lit',
      8,
      2,
      [8.5, 1, 'none', 0],
    ]);
    next.spread(); // the barn does not catch again: the cabin is out
    expect(next.acts(JIM)).toBe(true);
    expect([next.f.buckets, next.at(JIM)]).toEqual([8, [0, 0, 'obscuring', 1]]);
    expect(next.acts(JIM)).toBe(false);
  });

  it("§12 [L2003–2005]: with adjoining, Tex (out of the barn and its fire out) carries water back to the burning cabin from the barn's wall; Slim, burnt out of the cabin, stays out", () => {
    const { f, acts, at } = barnAlight(['Tex', 'Slim'], ADJOINING);
    acts(TEX); // the barn is out
    expect(acts(TEX)).toBe(true);
    expect([f.buckets, at(TEX)]).toEqual([2, [7.5, 1, 'none', 0]]);
    expect(acts(SLIM)).toBe(true); // on the cabin he was burnt out of
    expect(at(SLIM)).toEqual([3, 1, 'none', 0]);
  });

  it('§12 [L1988, L2003–2005]: a carrier in a store across a 1" street puts out the area it caught in, its fire grown across it a bucket at a time; with adjoining, a carrier in the cabin throws on it from the middle of the street', () => {
    const store = (buckets: string[], o: SixgunOptions = O) => {
      const neighbours = [
        { name: 'Store', side: 'across', gap: 1, length: 12, inside: ['Tex', 'Dusty'] },
      ];
      const { w, rules, f, light } = cabinAlight({ neighbours, wind: 'north', buckets }, o, {
        x: 0,
      });
      light();
      f.spread(w, new ScriptedRng([]), rules); // the store catches facing x 0
      f.spread(w, new ScriptedRng([]), rules); // and burns 5" across it
      return { w, f, acts: (c: number) => f.acts(w, c, new ScriptedRng([]), rules) };
    };
    const inside = store(['Dusty']);
    for (let k = 0; k < 5; k++) inside.acts(DUSTY);
    expect(FIRE_ENDS[inside.f.neighbours[0].end()]).toBe('burning');
    inside.acts(DUSTY);
    expect([FIRE_ENDS[inside.f.neighbours[0].end()], inside.f.putOut]).toEqual(['not-lit', 1]);
    // Slim (x 3) first puts out the cabin's fire, 5" across its west area and the inch it was set on.
    const across = store(['Slim'], ADJOINING);
    for (let k = 0; k < 6; k++) across.acts(SLIM);
    expect([FIRE_ENDS[across.f.end()], across.w.y[SLIM]]).toEqual(['not-lit', 0]);
    expect(across.acts(SLIM)).toBe(true);
    expect([across.w.x[SLIM], across.w.y[SLIM], across.f.buckets]).toEqual([3, 0.5, 7]);
  });

  it('§12 [L2003–2005] fire.destroyed: burnt-end-to-end: no bucket goes on a neighbour on fire end to end', () => {
    const burnt = (o: SixgunOptions) => {
      const s = barnAlight(['Tex'], o, { sv: 1 });
      s.spread();
      s.spread(); // 10" into the barn: its last area
      return [s.barn(), s.acts(TEX)];
    };
    expect(burnt(O)).toEqual(['burnt-down', true]);
    expect(burnt({ ...O, 'fire.destroyed': 'burnt-end-to-end' })).toEqual(['burnt-down', false]);
  });

  it('§12 [L2003–2005]: three carriers in a barn of soft field works (2" a turn) first put it out in the turn it catches if their group acts (5 × Rep / 36), else as the put-out table says from the next turn on', () => {
    // Jim keeps a 12" cabin (x −6 to 6), lit at its east end by Curly's flaming arrow; the wind
    // blows east, so the first spread reaches the barn 1" off and sets it alight.
    const p = gunfightSchema.parse({
      type: 'GF-3',
      building: {
        holds: 'Cabin',
        firebugs: ['Curly'],
        length: 12,
        wind: 'east',
        buckets: ['Slim', 'Tex', 'Dusty'],
        neighbours: [
          {
            name: 'Barn',
            side: 'east',
            gap: 1,
            length: 60,
            sv: 4,
            inside: ['Slim', 'Tex', 'Dusty'],
          },
        ],
      },
      sides: [
        { name: 'Cabin', figures: ['Jim', 'Slim', 'Tex', 'Dusty'].map((name) => ({ name })) },
        { name: 'Outlaws', figures: [{ name: 'Curly', weapon: 'bow' }] },
      ],
    });
    const { w, rules, order } = bandAt(p, O, ScriptedRng.ofFaces([]));
    const f = rules.fire!;
    const light = (w: BandWorld, rng: Rng) => {
      w.place(4, 6, 11);
      rules.activate(w, 4, rng);
      w.place(4, 6, 300);
    };
    const rng = rngFromSeed('buckets-next-door');
    const n = 20000;
    const outIn = new Float64Array(6);
    for (let t = 0; t < n; t++)
      outIn[loopUntil(w, rules, order, rng, 5, light, () => f.putOut > 0)]++;
    const table = odds(fire, { table: 'put-out', sv: 4, buckets: 3, length: 60 });
    const q = (5 * 4) / 36;
    close(table['turn-1'], q);
    const exact = [q, ...[1, 2, 3].map((j) => (1 - q) * table[`turn-${j}`])];
    exact.forEach((e, k) =>
      expect([k + 1, withinSe(outIn[k + 1] / n, e, n)]).toEqual([k + 1, true]),
    );
  });

  it('a bucket carrier may hold a neighbour: the scenario is no longer refused', () => {
    const r = gunfightSchema.safeParse({
      type: 'GF-3',
      building: {
        holds: 'Cabin',
        firebugs: ['Curly'],
        buckets: ['Tex'],
        neighbours: [{ name: 'Barn', side: 'east', inside: ['Tex'] }],
      },
      sides: [
        { name: 'Cabin', figures: [{ name: 'Jim' }, { name: 'Tex' }] },
        { name: 'Outlaws', figures: [{ name: 'Curly' }] },
      ],
    });
    expect(r.success).toBe(true);
  });
});

describe('the scenario', () => {
  it('men-next-door: the barn’s men with buckets put its fire out; with fire.bucketsNextDoor: adjoining the cabin’s do too', () => {
    const r = cli(['run', 'scenarios/sixgun/men-next-door.yaml', '--trials', '400', '--json']);
    expect(r.code).toBe(0);
    const results = JSON.parse(r.stdout).results as {
      variant: string;
      metrics: Record<string, { simulated: { value: number } }>;
    }[];
    const putOut = (v: string) =>
      results.find((x) => x.variant === v)!.metrics['fire.putOut'].simulated.value;
    expect(putOut('barn-buckets')).toBeGreaterThan(0);
    expect(putOut('brigade-next-door')).toBeGreaterThan(0);
  });
});
