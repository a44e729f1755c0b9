import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { DuelRoster } from '../../../src/rulesets/sixgun/encounter/duel-roster.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import {
  gunfightSchema,
  type GunfightParams,
} from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { World } from '../../../src/rulesets/sixgun/encounter/world.ts';
import { gunfightSetup } from '../../../src/rulesets/sixgun/gunfight-setup.ts';
import { OPPONENTS } from '../../../src/rulesets/sixgun/gunfight-tables.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { withinSe } from '../../helpers.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const JBJ = { name: 'Jim Bob Joe', profession: 'gunfighter', rep: 5, sand: 5, toughness: 5 };
const TEX = { name: 'Tex', profession: 'cowboy', rep: 4 };
const fixed = (more: object = {}) =>
  gunfightSchema.parse({
    type: 'GF-1',
    ...more,
    sides: [
      { name: 'Star', figures: [JBJ] },
      { name: 'Opponent', figures: [TEX] },
    ],
  });
const rolled = (more: object = {}) =>
  gunfightSchema.parse({
    type: 'GF-1',
    roll: {},
    ...more,
    sides: [
      { name: 'Star', figures: [JBJ] },
      { name: 'Them', figures: [] },
    ],
  });

describe('GF-1 indoors (six-gun-sound.md §13.1 Terrain, C-59)', () => {
  it('inside one building the two are in obscuring cover against each other: an 8 misses, in the Draw and after it', () => {
    const street = new World(fixed(), O);
    const indoors = new World(fixed({ setting: 'indoors' }), O);
    expect(street.firingOf(0, 0, false).eightMisses).toEqual([]);
    expect(indoors.firingOf(0, 0, false).eightMisses).toEqual(['cover']);
    expect(indoors.drawSetup.figs[0].firing[1].eightMisses).toEqual(['cover']);
  });

  it('indoors fewer shots take effect, so more GF-1s end in a draw than in the street (exact)', () => {
    const pDraw = (p: GunfightParams) => gunfight.exact!(p, O).pDraw as number;
    expect(pDraw(fixed({ setting: 'indoors' }))).toBeGreaterThan(pDraw(fixed()));
  });

  it('a rolled setting is the street on 1–3 and indoors on 4–6: the exact answer is the even mixture', () => {
    const e = (p: GunfightParams) => gunfight.exact!(p, O).winner as Record<string, number>;
    const mixed = e(fixed({ setting: 'rolled' }));
    const [s, i] = [e(fixed()), e(fixed({ setting: 'indoors' }))];
    for (const k of ['Star', 'Opponent', 'draw'])
      expect(mixed[k]).toBeCloseTo((s[k] + i[k]) / 2, 12);
    expect(gunfight.exact!(fixed({ setting: 'rolled' }), O).setting).toEqual({
      street: 1 / 2,
      indoors: 1 / 2,
    });
  });

  it('simulation agrees with the exact chain indoors and with the setting rolled (fixed seed, 4 SE)', () => {
    expectAgreesAt(gunfight, fixed({ setting: 'indoors' }), O, 'gf1-roll', 'indoors', 30_000);
    expectAgreesAt(gunfight, fixed({ setting: 'rolled' }), O, 'gf1-roll', 'setting', 30_000);
  });
});

describe('GF-1 forces rolled per gunfight (six-gun-sound.md §13.1 Forces: the Star against 1 opponent, rolled on Gunfight Opponents)', () => {
  it('scripted: setting 5 (indoors), Gunfight Opponents 3 + 4 = 7 for a Gunfighter (Outlaws), then an Outlaw row 6 and a Veteran roll of 2', () => {
    const duel = new DuelRoster(rolled({ setting: 'rolled' }), (q) => new World(q, O));
    const w = duel.roll(ScriptedRng.ofFaces([5, 3, 4, 6, 2]));
    expect(OPPONENTS[duel.opponents]).toBe('outlaws');
    expect(duel.setting).toBe(1);
    expect([w.names[1], w.profession[1], w.rep[1], w.sand[1], w.weapon[1]]).toEqual([
      'Them 1',
      'outlaw',
      5,
      5,
      'pistol', // "In town" (C-90)
    ]);
    // the same opponent and setting again: the same machinery, built once
    expect(duel.roll(ScriptedRng.ofFaces([6, 3, 4, 6, 2]))).toBe(w);
  });

  it('fixed opponents roll no Gunfight Opponents die; a lawman is typed by 1d6 (2: a Ranger)', () => {
    const duel = new DuelRoster(rolled({ roll: { opponents: 'lawman' } }), (q) => new World(q, O));
    const w = duel.roll(ScriptedRng.ofFaces([2, 4, 6]));
    expect([w.profession[1], w.rep[1]]).toEqual(['ranger', 5]);
  });

  it('simulated opponents agree with the exact Gunfight Opponents column (fixed seed, 4 SE)', () => {
    const p = rolled();
    const layout = gunfight.metrics(p, O);
    const acc = layout.create();
    const trials = 4000;
    gunfight.simulate(p, O, rngFromSeed('gf1-roll'), trials, acc);
    const setup = gunfightSetup.exact!({ star: 'gunfighter', profession: 'cowboy' }, O)
      .opponents as Record<string, number>;
    OPPONENTS.forEach((o, k) =>
      expect(withinSe(acc[layout.slot('opponents') + k] / trials, setup[o], trials), o).toBe(true),
    );
    const w = layout.slot('winner');
    expect(acc[w] + acc[w + 1] + acc[w + 2]).toBe(trials);
  });

  it('a GF-1 roll fields no Hands and no How Many; setting is GF-1 only', () => {
    const bad = (x: object) =>
      gunfightSchema.safeParse(x).error?.issues.map((i) => i.path.join('.'));
    const sides = [
      { name: 'Star', figures: [JBJ] },
      { name: 'Them', figures: [] },
    ];
    expect(bad({ type: 'GF-1', roll: { starSide: true }, sides })).toEqual(['roll.starSide']);
    expect(bad({ type: 'GF-1', roll: { howMany: 'equal' }, sides })).toEqual(['roll.howMany']);
    expect(bad({ type: 'GF-2', setting: 'indoors', roll: {}, sides })).toEqual(['setting']);
  });
});
