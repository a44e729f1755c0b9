import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { STATE } from '../../../src/rulesets/sixgun/damage.ts';
import {
  BandMounts,
  HORSE,
  MOST_HELD,
  SADDLING_ACTIVATIONS,
} from '../../../src/rulesets/sixgun/encounter/band-mounts.ts';
import { GunfightMounts } from '../../../src/rulesets/sixgun/encounter/gunfight-mounts.ts';
import { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import {
  GF2_BUILDINGS,
  GF2_SPARE_HORSES_LESS,
} from '../../../src/rulesets/sixgun/gunfight-tables.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;

/** A GF-3: side A as given (Al first), Bo alone on side B far off, with its rules reset for a trial. */
function field(a: object[], side: object = {}, o: SixgunOptions = O) {
  const p = gunfightSchema.parse({
    type: 'GF-3',
    sides: [
      { name: 'A', ...side, figures: a },
      { name: 'B', figures: [{ name: 'Bo' }] },
    ],
  });
  const { w, rules } = bandAt(p, o, ScriptedRng.ofFaces([]));
  const bo = w.n - 1;
  w.place(bo, 0, 200); // nobody fires
  w.inCover.fill(0);
  return { w, rules, m: rules.mounts!, bo };
}

describe('saddling a horse (six-gun-sound.md §13 Mounts [L3144], §13.1)', () => {
  it('§13 [L3144]: a man beside his unsaddled horse, told to advance, saddles it for two activations doing nothing else, mounts up on the third and rides on the fourth', () => {
    const { w, rules, m } = field(
      [{ name: 'Al', mount: { quality: 4, mounted: false, saddled: false } }],
      { policy: 'advance' },
    );
    expect(SADDLING_ACTIVATIONS).toBe(2);
    for (let k = 1; k <= SADDLING_ACTIVATIONS; k++) {
      rules.activate(w, 0, ScriptedRng.ofFaces([])); // no dice: no move, no shot
      expect([w.x[0], w.y[0], w.mounted[0], m.saddled[0]]).toEqual([
        0,
        0,
        0,
        k === SADDLING_ACTIVATIONS ? 1 : 0,
      ]);
    }
    rules.activate(w, 0, ScriptedRng.ofFaces([])); // no shot fired yet: mounts without a test
    expect([w.mounted[0], m.horse[0]]).toEqual([1, HORSE.ridden]);
    rules.activate(w, 0, ScriptedRng.ofFaces([1, 1])); // Mounted Moving Fast, Pass 2: 24"
    expect(w.y[0]).toBeCloseTo(24, 9);
  });

  it('§13.1 [L3245], §13 [L3144]: a man whose horse is unsaddled on the picket walks to it, saddles it (two activations) and only then mounts', () => {
    const { w, rules, m } = field(
      [{ name: 'Al', mount: { quality: 4, mounted: false, saddled: false, away: 5 } }],
      { policy: 'advance' },
    );
    rules.activate(w, 0, ScriptedRng.ofFaces([6, 6])); // 6" on foot, ending beside it
    expect([w.y[0], m.saddling[0]]).toEqual([-4, 0]);
    rules.activate(w, 0, ScriptedRng.ofFaces([]));
    rules.activate(w, 0, ScriptedRng.ofFaces([]));
    expect([m.saddled[0], w.mounted[0]]).toEqual([1, 0]);
    rules.activate(w, 0, ScriptedRng.ofFaces([]));
    expect(w.mounted[0]).toBe(1);
  });

  it('a man in the saddle has a saddled horse: the schema refuses mounted with saddled: false', () => {
    const r = gunfightSchema.safeParse({
      type: 'GF-3',
      sides: [
        { name: 'A', figures: [{ name: 'Al', mount: { saddled: false } }] },
        { name: 'B', figures: [{ name: 'Bo' }] },
      ],
    });
    expect(r.success).toBe(false);
  });
});

describe('one man holding the horses (six-gun-sound.md §10.5 [L2294])', () => {
  const onFoot = { quality: 4, mounted: false };
  /** Al the holder, then `others` men on foot, each leading his horse. */
  const men = (others: number, al: object = {}) => [
    { name: 'Al', holder: true, mount: onFoot, ...al },
    ...Array.from({ length: others }, (_, i) => ({ name: `M${i + 1}`, mount: onFoot })),
  ];

  it('§10.5 [L2294]: a rider may hold up to four mounts: the holder takes three others besides his own, the fifth man keeps his', () => {
    const { w, m } = field(men(4));
    expect(MOST_HELD).toBe(4);
    expect(m.heldCount[0]).toBe(4);
    expect([1, 2, 3].map((c) => [m.horse[c], m.heldBy[c]])).toEqual([
      [HORSE.withHolder, 0],
      [HORSE.withHolder, 0],
      [HORSE.withHolder, 0],
    ]);
    expect(m.horse[4]).toBe(HORSE.held);
    // The holder fires one-handed at −1; the men whose horses he holds have both hands free.
    expect([m.holding(0), m.holding(1), m.holding(4)]).toEqual([true, false, true]);
    expect(w.n).toBe(6);
  });

  it('§10.5 [L2294]: holding them he cannot fire a rifle (no dice rolled)', () => {
    const { w, rules } = field(men(1, { weapon: 'trapdoor-rifle' }), {});
    const bo = w.n - 1;
    w.place(bo, 0, 20);
    rules.activate(w, 0, ScriptedRng.ofFaces([])); // stand-and-shoot with a rifle: no dice at all
    expect(w.alive[bo]).toBe(1);
  });

  it('§10.3, §10.5: a man told to advance walks to the holder, takes his horse and mounts up, and the holder holds one fewer', () => {
    const { w, rules, m } = field(men(1), { policy: 'advance' });
    w.place(1, 3, 0); // 3" from Al
    rules.activate(w, 1, ScriptedRng.ofFaces([6, 6])); // 6" on foot, stopping beside Al
    expect(w.dist(0, 1)).toBeCloseTo(w.contact, 9);
    rules.activate(w, 1, ScriptedRng.ofFaces([])); // no shot fired yet: mounts without a test
    expect([w.mounted[1], m.horse[1], m.heldCount[0]]).toEqual([1, HORSE.ridden, 1]);
  });

  it('mounts.holderLeaves (the book does not say): a holder put out of the fight lets the horses go loose where he stood, or (run-off) they run off', () => {
    const loose = field(men(2));
    loose.rules.hurt(loose.w, 0, STATE.oof);
    expect([loose.m.horse[1], loose.m.horse[2], loose.m.hx[1], loose.m.hy[1]]).toEqual([
      HORSE.loose,
      HORSE.loose,
      loose.w.x[0],
      loose.w.y[0],
    ]);
    const gone = field(men(2), {}, { ...O, 'mounts.holderLeaves': 'run-off' });
    gone.rules.hurt(gone.w, 0, STATE.od);
    expect([gone.m.horse[1], gone.m.horse[2], gone.w.horsesRunOff]).toEqual([
      HORSE.none,
      HORSE.none,
      2,
    ]);
    // Wounded, he keeps them.
    const kept = field(men(2));
    kept.rules.hurt(kept.w, 0, STATE.wounded);
    expect(kept.m.horse[1]).toBe(HORSE.withHolder);
  });
});

describe('horses in town and the livery (six-gun-sound.md §13.1 Mounts [L3241], §13 [L3143])', () => {
  /** A GF-2 in town in front of `building`, mounts rolled: two Cowboys and a Townsman against a Cowboy. */
  function town(building: (typeof GF2_BUILDINGS)[number], faces: number[]) {
    const w = new BandWorld(
      gunfightSchema.parse({
        type: 'GF-2',
        mounts: 'rolled',
        sides: [
          {
            name: 'A',
            figures: [{ name: 'A1' }, { name: 'A2' }, { name: 'A3', profession: 'townsfolk' }],
          },
          { name: 'B', figures: [{ name: 'B1' }] },
        ],
      }),
      O,
    );
    w.reset();
    w.building = GF2_BUILDINGS.indexOf(building);
    const m = new BandMounts(w, new GunfightMounts());
    const rng = ScriptedRng.ofFaces(faces);
    m.reset(w, rng);
    expect(rng.left).toBe(0);
    return { w, m };
  }

  it('§13.1 [L3241]: in front of the livery, 1d6 a man: 1–2 saddled and tied outside (at the rail 3" behind him), 3–4 saddled in the livery, 5–6 unsaddled there; a Townsman keeps his unsaddled in the livery without a roll (§13 [L3143])', () => {
    // A1 rolls 1, A2 3, A3 (Townsman) none, B1 5; then each horse's Mount Quality (a Rep 4
    // Cowboy rolls 1d6 + 1, a Townsman 1d6 + 0): 3 → Pretty Fair, 5 → Good, 1 → Nag, 2 → Pretty Fair.
    // Then the livery's spare horses, 1d6 − 2: a 2, none.
    const { w, m } = town('livery-stable', [1, 3, 3, 5, 1, 5, 2, 2]);
    expect(Array.from(m.horse)).toEqual([HORSE.tied, HORSE.tied, HORSE.tied, HORSE.tied]);
    expect(Array.from(m.saddled)).toEqual([1, 1, 0, 0]);
    expect(Array.from(m.quality)).toEqual([4, 5, 3, 4]);
    expect([m.hx[0], m.hy[0]]).toEqual([w.x0[0], w.y0[0] - 3]);
    // The livery's horses stand together by the street, level with the middle of the fight.
    expect([m.hx[1], m.hy[1]]).toEqual([m.hx[2], m.hy[2]]);
    expect(m.hy[1]).toBe((w.y0[0] + w.y0[3]) / 2);
  });

  it('§13.1 [L3241]: in front of a saloon the livery is elsewhere in town: only the horses tied outside are on the table', () => {
    // A1 rolls 2 (tied outside, Quality 1d6 + 1 = 5: Pretty Fair), A2 4, B1 6: in the livery;
    // the saloon's spare horses, 1d6 − 1: a 1, none.
    const { m } = town('saloon', [2, 4, 4, 6, 1]);
    expect(Array.from(m.horse)).toEqual([HORSE.tied, HORSE.none, HORSE.none, HORSE.none]);
    expect(m.quality[0]).toBe(4);
  });
});

describe('the spare horses of the saloon and the livery (six-gun-sound.md §13.1 Mounts [L3241], §10.1 [L2069])', () => {
  /** Two Townsfolk in a GF-2 in town in front of `building`, mounts rolled (their own horses in the livery, §13 [L3143]). */
  const townsfolk = {
    type: 'GF-2',
    mounts: 'rolled',
    sides: [
      { name: 'A', policy: 'advance', figures: [{ name: 'Al', profession: 'townsfolk' }] },
      { name: 'B', figures: [{ name: 'Bo', profession: 'townsfolk' }] },
    ],
  };
  function spares(building: (typeof GF2_BUILDINGS)[number], faces: number[], o = O) {
    const w = new BandWorld(gunfightSchema.parse(townsfolk), o);
    w.reset();
    w.building = GF2_BUILDINGS.indexOf(building);
    const m = new BandMounts(w, new GunfightMounts());
    const rng = ScriptedRng.ofFaces(faces);
    m.reset(w, rng);
    expect(rng.left).toBe(0);
    return m;
  }
  /** The number of spare horses for each face of the count die, and its distribution. */
  function counts(building: 'saloon' | 'livery-stable') {
    // In front of the livery the two men's own horses stand there too: a Quality die each first.
    const own = building === 'livery-stable' ? [3, 3] : [];
    const byFace = [1, 2, 3, 4, 5, 6].map((f) => {
      const n = GF2_SPARE_HORSES_LESS[building]!;
      return spares(building, [...own, f, ...Array(Math.max(0, f - n)).fill(4)]).spares;
    });
    const dist = new Map<number, number>();
    for (const k of byFace) dist.set(k, (dist.get(k) ?? 0) + 1 / 6);
    return { byFace, dist };
  }

  it('§13.1 [L3241]: 1d6 − 1 saddled horses are tied outside the saloon, none on a 1', () => {
    const { byFace, dist } = counts('saloon');
    expect(byFace).toEqual([0, 1, 2, 3, 4, 5]);
    for (let k = 0; k <= 5; k++) expect(dist.get(k)).toBeCloseTo(1 / 6, 12);
  });

  it('§13.1 [L3241]: 1d6 − 2 saddled horses are in the livery, none on a 1 or a 2', () => {
    const { byFace, dist } = counts('livery-stable');
    expect(byFace).toEqual([0, 0, 1, 2, 3, 4]);
    expect(dist.get(0)).toBeCloseTo(2 / 6, 12);
    for (let k = 1; k <= 4; k++) expect(dist.get(k)).toBeCloseTo(1 / 6, 12);
    expect(dist.has(5)).toBe(false);
  });

  it('§13.1 [L3241]: in front of a gambling house neither the saloon nor the livery is on the table, and with mounts.spareHorses false no spare is rolled (no dice)', () => {
    expect(spares('gambling-house', []).spares).toBe(0);
    expect(spares('saloon', [], { ...O, 'mounts.spareHorses': false }).spares).toBe(0);
  });

  it('§10.1 [L2069]: a spare is a tethered horse picked up in a hurry, its Quality 1d6 on the Mount Quality table with no modifier; they stand tied together level with the middle of the fight', () => {
    // 4 − 1 = 3 spares: 1 → Nag, 5 → Pretty Fair, 6 → Good (a Rep 4 Townsman's own would be 1d6 + 0 too,
    // a Cowboy's 1d6 + 1: see the livery test above).
    const m = spares('saloon', [4, 1, 5, 6]);
    expect(Array.from(m.sq.subarray(0, 3))).toEqual([3, 4, 5]);
    expect(Array.from(m.spare.subarray(0, 3))).toEqual([HORSE.tied, HORSE.tied, HORSE.tied]);
    expect(new Set(m.sy.subarray(0, 3)).size).toBe(1);
  });

  it('§13.1 [L3241], §10.3: a man with no horse on the table (his own in the livery up the street), told to advance, walks to the nearest spare outside the saloon, mounts it under fire and rides', () => {
    // Reset: the saloon's spares 1d6 − 1 = 2 (a 3), Qualities 6 → Good, 1 → Nag.
    const { w, rules } = bandAt(
      gunfightSchema.parse(townsfolk),
      O,
      ScriptedRng.ofFaces([3, 6, 1]),
      (w) => (w.building = GF2_BUILDINGS.indexOf('saloon')),
    );
    const m = rules.mounts!;
    expect([m.spares, m.horse[0], m.horse[1]]).toEqual([2, HORSE.none, HORSE.none]);
    w.place(1, 0, 200); // Bo far off: nobody fires
    w.place(0, m.sx[0], m.sy[0] - 5); // Al 5" from the spares
    rules.activate(w, 0, ScriptedRng.ofFaces([6, 6])); // 6" on foot, stopping beside them
    expect([m.horse[0], m.quality[0], m.spare[0], m.spare[1]]).toEqual([
      HORSE.tied,
      5,
      HORSE.none,
      HORSE.tied,
    ]);
    expect(Math.hypot(w.x[0] - m.hx[0], w.y[0] - m.hy[0])).toBeCloseTo(w.contact, 9);
    // The Draw opened the GF-2 with gunfire: Mounting Up Under Fire, 2d6 against Good 5, Pass 2.
    rules.activate(w, 0, ScriptedRng.ofFaces([2, 5]));
    expect([w.mounted[0], m.horse[0]]).toEqual([1, HORSE.ridden]);
    rules.activate(w, 0, ScriptedRng.ofFaces([1, 1])); // Mounted Moving Fast, Pass 2: 24"
    expect(Math.hypot(w.x[0] - m.hx[0], w.y[0] - m.hy[0])).toBeGreaterThan(20);
  });

  it('mounts.spareHorses false: the same man advances on foot', () => {
    const { w, rules } = bandAt(
      gunfightSchema.parse(townsfolk),
      { ...O, 'mounts.spareHorses': false },
      ScriptedRng.ofFaces([]),
      (w) => (w.building = GF2_BUILDINGS.indexOf('saloon')),
    );
    w.place(1, 0, 200);
    w.place(0, 0, 0);
    rules.activate(w, 0, ScriptedRng.ofFaces([6, 6]));
    expect([w.x[0], w.y[0], rules.mounts!.horse[0]]).toEqual([0, 6, HORSE.none]);
  });
});
