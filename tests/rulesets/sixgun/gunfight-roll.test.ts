import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { DECK, FIGHT_ATTRIBUTES, cardAttribute } from '../../../src/rulesets/sixgun/attributes.ts';
import { BandRoster, enemiesFor } from '../../../src/rulesets/sixgun/encounter/band-roster.ts';
import { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { LOADED } from '../../../src/rulesets/sixgun/encounter/ammo.ts';
import { Town } from '../../../src/rulesets/sixgun/encounter/types/town.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { rolledFigure } from '../../../src/rulesets/sixgun/encounter/metrics.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { gunfightSetup } from '../../../src/rulesets/sixgun/gunfight-setup.ts';
import {
  HOW_MANY,
  HOW_MANY_BY_2D6,
  OPPONENTS,
} from '../../../src/rulesets/sixgun/gunfight-tables.ts';
import { newNpc, rollNpc } from '../../../src/rulesets/sixgun/npc.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const JBJ = { name: 'Jim Bob Joe', profession: 'gunfighter', rep: 5, sand: 5, toughness: 5 };
const rolled = (roll: object, type = 'GF-2', star: object = JBJ) =>
  gunfightSchema.parse({
    type,
    roll,
    sides: [
      { name: 'Star', figures: [star] },
      { name: 'Them', figures: [] },
    ],
  });

/** P(2d6 = t). */
const two = (t: number) => (6 - Math.abs(t - 7)) / 36;

describe('six-gun-sound.md §2.2: NPCs rolled on their tables', () => {
  it('an Outlaw [L6745–6752]: Rep 3 on a 1, 5 on a 6; pistol, carbine from a 3, in town a pistol (C-90); Veteran on 1–2 (B-31)', () => {
    const f = newNpc();
    rollNpc(ScriptedRng.ofFaces([1, 3]), 'outlaw', false, f);
    expect([f.rep, f.toughness, f.sand, f.weapon, f.veteran]).toEqual([3, 3, 3, 'pistol', false]);
    rollNpc(ScriptedRng.ofFaces([6, 2]), 'outlaw', false, f);
    expect([f.rep, f.weapon, f.veteran]).toEqual([5, 'repeating-carbine', true]);
    rollNpc(ScriptedRng.ofFaces([6, 2]), 'outlaw', true, f);
    expect(f.weapon).toBe('pistol');
  });

  it('a Gunfighter\'s and a Marshal\'s 6 carry "2× Pistol" in town [L6709–6716, L6727–6734]: two pistols there, the carbine (one gun) elsewhere', () => {
    const f = newNpc();
    for (const prof of ['gunfighter', 'marshal'] as const) {
      rollNpc(ScriptedRng.ofFaces([6, 6]), prof, true, f);
      expect([f.weapon, f.twoPistols]).toEqual(['pistol', true]);
      rollNpc(ScriptedRng.ofFaces([6, 6]), prof, false, f);
      expect([f.weapon, f.twoPistols]).toEqual(['repeating-carbine', false]);
    }
    rollNpc(ScriptedRng.ofFaces([5, 6]), 'gunfighter', true, f); // row 5: one pistol in town
    expect([f.weapon, f.twoPistols]).toEqual(['pistol', false]);
  });

  it('a row listing two guns [L6653–6797]: he fights with the last listed and carries the first as his otherWeapon (§3.5, §4.3 [L1207]); a row of one gun, or its "In town" pistol, carries nothing besides', () => {
    const f = newNpc();
    const guns = (faces: number[], prof: Parameters<typeof rollNpc>[1], inTown: boolean) => {
      rollNpc(ScriptedRng.ofFaces(faces), prof, inTown, f);
      return [f.weapon, f.otherWeapon, f.twoPistols];
    };
    expect(guns([3, 6], 'outlaw', false)).toEqual(['trapdoor-carbine', 'pistol', false]); // Pistol + Trapdoor Carbine
    expect(guns([3, 6], 'outlaw', true)).toEqual(['pistol', null, false]); // in town: Pistol
    expect(guns([1, 6], 'outlaw', false)).toEqual(['pistol', null, false]);
    expect(guns([1, 6], 'gambler', false)).toEqual(['shotgun', 'derringer', false]); // Derringer + Shotgun
    expect(guns([3, 6], 'marshal', true)).toEqual(['shotgun', 'pistol', false]); // in town: Pistol + Shotgun
    expect(guns([4, 6], 'marshal', true)).toEqual(['repeating-carbine', null, false]);
    expect(guns([4, 6], 'mountain-man', false)).toEqual(['ml-rifle', null, false]); // ML Rifle alone
    expect(guns([5, 6], 'mountain-man', false)).toEqual(['ml-buffalo-gun', 'pistol', false]);
    // 2× Pistol + Repeating Carbine: the carbine in hand and one pistol besides; in town the pair
    expect(guns([6, 6], 'gunfighter', false)).toEqual(['repeating-carbine', 'pistol', false]);
    expect(guns([6, 6], 'gunfighter', true)).toEqual(['pistol', null, true]);
    expect(guns([5, 6], 'sheriff', false)).toEqual(['repeating-carbine', null, false]);
  });

  it("a Homesteader's 1 rolls on Random NPC Selection [L6718]: a red 6 is his own row 6; another profession is rolled on its own table", () => {
    const f = newNpc();
    rollNpc(ScriptedRng.ofFaces([1, 6, 2, 5]), 'homesteader', false, f);
    expect([f.profession, f.rep, f.weapon, f.veteran]).toEqual([
      'homesteader',
      4,
      'repeating-carbine',
      false,
    ]);
    rollNpc(ScriptedRng.ofFaces([1, 4, 3, 6, 1]), 'homesteader', false, f); // red 4, white 3: Outlaw
    expect([f.profession, f.rep, f.veteran]).toEqual(['outlaw', 5, true]);
    rollNpc(ScriptedRng.ofFaces([1, 4, 2, 3, 6]), 'townsfolk', true, f); // Just Passing Through: Marshal
    expect([f.profession, f.rep, f.weapon]).toEqual(['marshal', 5, 'shotgun']);
  });

  it('simulated Homesteaders agree with the exact chance of staying one: h = 5/6 + (1/6)(1/6 + h/18) = 93/107 (fixed seed, 4 SE)', () => {
    const rng = rngFromSeed('npc-homesteader');
    const f = newNpc();
    const trials = 40_000;
    let h = 0,
      vet = 0;
    for (let t = 0; t < trials; t++) {
      rollNpc(rng, 'homesteader', false, f);
      if (f.profession === 'homesteader') h++;
      rollNpc(rng, 'cowboy', false, f);
      if (f.veteran) vet++;
    }
    expect(withinSe(h / trials, 93 / 107, trials)).toBe(true);
    expect(withinSe(vet / trials, 1 / 6, trials)).toBe(true); // B-31: a Cowboy on a 1
  });
});

describe('six-gun-sound.md §13.1: How Many of Them and the forces rolled per gunfight', () => {
  it('C-22: enemy numbers round up, at least one', () => {
    const rows = [
      'twice-yours',
      'yours-x1.5',
      'yours+2',
      'equal',
      'yours-2',
      'yours/1.5',
      'half-yours',
    ] as const;
    expect(rows.map((r) => enemiesFor(r, 3))).toEqual([6, 5, 5, 3, 1, 2, 2]);
    expect(enemiesFor('yours-1', 1)).toBe(1);
  });

  it("simulated forces agree with the exact set-up rolls: the Star's side 1d6, How Many, Gunfight Opponents for a Gunfighter, the GF-2's place (fixed seed, 4 SE)", () => {
    const p = rolled({ starSide: true });
    const layout = gunfight.metrics(p, O);
    const acc = layout.create();
    const trials = 6_000;
    gunfight.simulate(p, O, rngFromSeed('gf2-roll'), trials, acc);
    const setup = gunfightSetup.exact!({ star: 'gunfighter', profession: 'cowboy' }, O) as Record<
      string,
      Record<string, number>
    >;
    OPPONENTS.forEach((o, k) =>
      expect(
        withinSe(acc[layout.slot('opponents') + k] / trials, setup.opponents[o], trials),
        o,
      ).toBe(true),
    );
    (['town', 'ranch', 'trail'] as const).forEach((pl, k) =>
      expect(withinSe(acc[layout.slot('place') + k] / trials, setup.gf2Place[pl], trials), pl).toBe(
        true,
      ),
    );
    // Enemies: E and Var over 1d6 × 2d6, exact; the mean within 4 SE.
    let m = 0,
      m2 = 0;
    for (let a = 1; a <= 6; a++)
      for (let t = 2; t <= 12; t++) {
        const e = enemiesFor(HOW_MANY[HOW_MANY_BY_2D6[t - 2]], a);
        m += (e * two(t)) / 6;
        m2 += (e * e * two(t)) / 6;
      }
    const se = Math.sqrt((m2 - m * m) / trials);
    const them = layout.slot('size.Them');
    expect(Math.abs(acc[them] / trials - m)).toBeLessThan(4 * se);
    const star = layout.slot('size.Star');
    expect(Math.abs(acc[star] / trials - 3.5)).toBeLessThan(4 * Math.sqrt(35 / 12 / trials));
    expect(
      acc[layout.slot('winner')] + acc[layout.slot('winner') + 1] + acc[layout.slot('winner') + 2],
    ).toBe(trials);
  });

  it('a fixed part is not rolled: always equal outlaws in town carry their town pistols; a GF-3 Star side is 2d6+2', () => {
    const p = rolled(
      { opponents: 'outlaws', howMany: 'equal', place: 'town', starSide: true },
      'GF-2',
    );
    const roster = new BandRoster(p);
    const rng = rngFromSeed('fixed-parts');
    for (let t = 0; t < 200; t++) {
      roster.rollSizes(rng);
      expect([roster.enemies, OPPONENTS[roster.opponents], roster.place]).toEqual([
        roster.starSide,
        'outlaws',
        0,
      ]);
    }
    const w = sized(p, roster, 2, 2);
    roster.fill(w, rng);
    expect([w.profession[2], w.profession[3], w.weapon[2], w.weapon[3]]).toEqual([
      'outlaw',
      'outlaw',
      'pistol',
      'pistol',
    ]);
    expect(w.distance).toBe(Math.min(...[0, 1, 2, 3].map((c) => 3 * w.rep[c]))); // pistols: E 3 × Rep
    const gf3 = new BandRoster(
      rolled({ starSide: true }, 'GF-3', { ...JBJ, profession: 'cowboy' }),
    );
    const sizes = new Set<number>();
    for (let t = 0; t < 2000; t++) {
      gf3.rollSizes(rng);
      sizes.add(gf3.starSide);
    }
    expect([Math.min(...sizes), Math.max(...sizes)]).toEqual([4, 14]);
  });

  it('six-gun-sound.md §2.2, §3.5: rolled Gunfighters in town fire two pistols on their row 6 (1/6 of them, fixed seed, 4 SE), and reset loads both', () => {
    const p = rolled({ opponents: 'gunfighter', howMany: 'equal', place: 'town' }, 'GF-2');
    const roster = new BandRoster(p);
    const w = sized(p, roster, 1, 1);
    const rng = rngFromSeed('two-pistols-in-town');
    const trials = 12_000;
    let pairs = 0;
    for (let t = 0; t < trials; t++) {
      roster.rollSizes(rng);
      roster.fill(w, rng);
      w.reset();
      expect(w.ammo2[1] === LOADED).toBe(w.twoPistols[1] === 1);
      if (w.twoPistols[1]) {
        expect(w.weapon[1]).toBe('pistol');
        pairs++;
      }
    }
    expect(withinSe(pairs / trials, 1 / 6, trials)).toBe(true);
    // the typed encounters roll their townsfolk and lawmen the same way; a weapon their own
    // table hands him (a guard's scattergun, [L3788–3800]) replaces the pair
    const town = new Town(w.n, O);
    town.roll(w, 1, 'marshal', ScriptedRng.ofFaces([6, 6]), true);
    expect([w.weapon[1], w.twoPistols[1]]).toEqual(['pistol', 1]);
    town.arm(w, 1, 'scattergun');
    expect([w.weapon[1], w.twoPistols[1]]).toEqual(['scattergun', 0]);
    town.roll(w, 1, 'marshal', ScriptedRng.ofFaces([3, 6]), true); // in town: Pistol + Shotgun
    expect([w.weapon[1], w.other[1]]).toEqual(['shotgun', 'pistol']);
    town.arm(w, 1, 'scattergun');
    expect([w.weapon[1], w.other[1]]).toEqual(['scattergun', null]);
    // C-90: out of a settlement (a Hold Up's road, a Posse's chase) the normal column, Pistol
    // + Trapdoor Carbine, and no pair on a 6; npc.inTownWeapons=everywhere gives the "In town" one
    town.roll(w, 1, 'marshal', ScriptedRng.ofFaces([3, 6]), false);
    expect([w.weapon[1], w.other[1]]).toEqual(['trapdoor-carbine', 'pistol']);
    town.roll(w, 1, 'marshal', ScriptedRng.ofFaces([6, 6]), false);
    expect([w.weapon[1], w.twoPistols[1]]).toEqual(['repeating-carbine', 0]);
    const anywhere = new Town(w.n, { ...O, 'npc.inTownWeapons': 'everywhere' });
    anywhere.roll(w, 1, 'marshal', ScriptedRng.ofFaces([3, 6]), false);
    expect([w.weapon[1], w.other[1]]).toEqual(['shotgun', 'pistol']);
    // on the trail (not in town) the row-6 Gunfighter carries his carbine
    const trail = rolled({ opponents: 'gunfighter', howMany: 'equal', place: 'trail' }, 'GF-2');
    const r2 = new BandRoster(trail);
    const w2 = sized(trail, r2, 1, 1);
    for (let t = 0; t < 600; t++) {
      r2.rollSizes(rng);
      r2.fill(w2, rng);
      expect(w2.twoPistols[1]).toBe(0);
    }
  });

  it('six-gun-sound.md §2.2: rolled Outlaws on the trail carry a pistol besides their carbine on rows 3–6 (4/6 of them, fixed seed, 4 SE), in town none; a new roll after a gunfight fought with the other gun in hand puts the rolled guns back', () => {
    const trail = rolled({ opponents: 'outlaws', howMany: 'equal', place: 'trail' }, 'GF-2');
    const roster = new BandRoster(trail);
    const w = sized(trail, roster, 1, 1);
    const rng = rngFromSeed('second-gun-rolled');
    const trials = 12_000;
    let two = 0;
    for (let t = 0; t < trials; t++) {
      roster.rollSizes(rng);
      roster.fill(w, rng);
      w.reset();
      if (w.other[1] !== null) {
        expect([w.other[1], w.ammoOther[1]]).toEqual(['pistol', LOADED]);
        expect(w.weapon[1]).toMatch(/carbine/);
        two++;
        w.changeWeapons(1); // fights the rest of this one with the pistol
        expect(w.weapon[1]).toBe('pistol');
      }
    }
    expect(withinSe(two / trials, 4 / 6, trials)).toBe(true);
    // the next roll hands him his new row's guns, the long gun in hand, and reset keeps them so
    for (let t = 0; t < 200; t++) {
      roster.rollSizes(rng);
      roster.fill(w, rng);
      w.reset();
      if (w.other[1] !== null) expect(w.other[1]).toBe('pistol');
      expect(w.weapon[1] === 'pistol').toBe(w.other[1] === null);
      expect(w.switched[1]).toBe(0);
    }
    const town = new BandRoster(
      rolled({ opponents: 'outlaws', howMany: 'equal', place: 'town' }, 'GF-2'),
    );
    for (let t = 0; t < 600; t++) {
      town.rollSizes(rng);
      town.fill(w, rng);
      expect(w.other[1]).toBeNull();
    }
  });

  it("six-gun-sound.md §4.3 [L1207]: rolled enemies on the trail change to their second gun by their side's switchWeapons: weapons change and pistols do more damage by default than with switchWeapons never, which changes none (a GF-3, fixed seed)", () => {
    const run = (switchWeapons: string) => {
      const p = gunfightSchema.parse({
        type: 'GF-3',
        roll: { opponents: 'outlaws', howMany: 'equal' },
        sides: [
          { name: 'Star', switchWeapons, figures: [{ ...JBJ, weapon: 'repeating-carbine' }] },
          { name: 'Them', switchWeapons },
        ],
      });
      const layout = gunfight.metrics(p, O);
      const acc = layout.create();
      gunfight.simulate(p, O, rngFromSeed('rolled-second-gun'), 400, acc);
      return [acc[layout.slot('weaponSwitches')], acc[layout.slot('damage.pistol')]];
    };
    const [switches, pistol] = run('reach');
    const [none, pistolAlone] = run('never'); // an Outlaw's rows 1–2 carry a pistol alone
    expect([switches > 0, none]).toEqual([true, 0]);
    expect(pistol).toBeGreaterThan(pistolAlone);
  });

  it("§2.5 [L3043]: each rolled Hand draws a card from one deck (no two the same); a Joker is the scenario's pick", () => {
    expect([cardAttribute(2), cardAttribute(13 + 4), cardAttribute(52)]).toEqual([
      'born-leader',
      'crackshot',
      null,
    ]);
    const kinds = new Set(Array.from({ length: 52 }, (_, k) => cardAttribute(k)));
    expect(kinds.size).toBe(23); // every attribute of the table
    // Two Hands, Joker = Born Leader: each is one on 3 cards of 54; both at once on 3·2 of 54·53.
    const p = rolled({
      opponents: 'outlaws',
      howMany: 'equal',
      starSide: true,
      joker: 'born-leader',
    });
    const roster = new BandRoster(p);
    const w = sized(p, roster, 3, 3);
    const rng = rngFromSeed('cards');
    const bit = 1 << FIGHT_ATTRIBUTES.indexOf('born-leader');
    const trials = 30_000;
    let first = 0,
      both = 0;
    for (let t = 0; t < trials; t++) {
      roster.starSide = roster.enemies = 3;
      roster.fill(w, rng);
      const a = (w.attr[1] & bit) !== 0,
        b = (w.attr[2] & bit) !== 0;
      if (a) first++;
      if (a && b) both++;
      expect(w.attr[0]).toBe(0); // the listed Star keeps his own
      expect(w.attr[3] | w.attr[4] | w.attr[5]).toBe(0); // NPC opponents draw none
    }
    expect(withinSe(first / trials, 3 / DECK, trials)).toBe(true);
    expect(withinSe(both / trials, 6 / (DECK * (DECK - 1)), trials)).toBe(true);
  });

  it("the scenario is checked: a GF-1 rolls no side of the Star's, an enemy side it rolls lists nobody, a Star with no column names one", () => {
    const bad = (params: object) =>
      gunfightSchema
        .safeParse(params)
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(
      bad({
        type: 'GF-1',
        roll: { starSide: true },
        sides: [
          { name: 'A', figures: [JBJ] },
          { name: 'B', figures: [] },
        ],
      }),
    ).toEqual(['roll.starSide: a GF-1 is the Star alone (§13.1 Forces): no starSide']);
    expect(
      bad({
        type: 'GF-2',
        roll: {},
        sides: [
          { name: 'A', figures: [{ ...JBJ, profession: 'gambler' }] },
          { name: 'B', figures: [{ name: 'Tex' }] },
        ],
      }),
    ).toEqual([
      'sides.1.figures: roll rolls the enemy side: list no figures for it',
      'roll.star: a gambler Star has no Gunfight Opponents column: set roll.star to outlaw, gunfighter, lawman, cowboy',
    ]);
  });

  it('a rolled gunfight replays as a trace: the forces are rolled first, then the Draw', () => {
    const p = rolled({ starSide: true });
    const events = gunfight.trace!(p, O, rngFromSeed('roll-trace'));
    expect(events[0].text).toMatch(
      /^forces rolled in the (town in front of the (saloon|gambling house|livery stable)|ranch|trail), [a-z-]+ against the Star: Star: Jim Bob Joe \(Rep 5 gunfighter, pistol\)/,
    );
    expect(events[1].text).toMatch(/^the Draw at \d+": Jim Bob Joe /);
  });
});

/** A world of a and b figures for roster's params, as the run builds it. */
function sized(p: ReturnType<typeof rolled>, _r: BandRoster, a: number, b: number): BandWorld {
  const sides = [
    {
      ...p.sides[0],
      figures: [
        p.sides[0].figures[0],
        ...Array.from({ length: a - 1 }, (_, i) => rolledFigure(`Star ${i + 2}`)),
      ],
    },
    { ...p.sides[1], figures: Array.from({ length: b }, (_, i) => rolledFigure(`Them ${i + 1}`)) },
  ];
  return new BandWorld({ ...p, sides }, O);
}
