import type { Layout } from '../../../core/layout.ts';
import type { Outcome } from '../../../encounter/loop.ts';
import { SharedRecorder, sharedLayout } from '../../../encounter/metrics.ts';
import { DRAW_STATES } from '../draw.ts';
import { TESTS } from '../reaction-tables.ts';
import type { SharedMetricsSpec } from '../../../encounter/metrics.ts';
import { REACTION_GROUP, WEAPONS, WEAPON_STATS } from '../data.ts';
import { GF2_BUILDINGS, GF2_PLACES, OPPONENTS } from '../gunfight-tables.ts';
import { enemyMax, starSideMax, type BandRoster } from './band-roster.ts';
import type { BandWorld } from './band-world.ts';
import { gunfightSpec, namesOf } from './metrics.ts';
import type { GunfightParams } from './schema.ts';
import type { SixgunOptions } from '../options.ts';
import { fieldLayout } from './field-metrics.ts';

/**
 * The figures that draw in a GF-2: figure k of each side, for k below the smaller side; with
 * forces rolled per gunfight, the Star alone (he always faces the first enemy).
 */
const drawnOf = (p: GunfightParams) =>
  p.type !== 'GF-2'
    ? []
    : p.roll
      ? [p.sides[0].figures[0].name]
      : p.sides.flatMap((s) =>
          s.figures.slice(0, Math.min(...p.sides.map((x) => x.figures.length))).map((f) => f.name),
        );

/** The figures whose end is reported: everyone; with rolled forces the Star, always there. */
const reportedOf = (p: GunfightParams) => (p.roll ? [p.sides[0].figures[0].name] : namesOf(p));

/** The shared metrics' spec; rolled forces reach their largest sizes and may carry any firearm. */
function bandSpec(p: GunfightParams): SharedMetricsSpec {
  const spec = gunfightSpec(p);
  if (!p.roll) return spec;
  return {
    ...spec,
    sideSizes: [starSideMax(p), enemyMax(p)],
    damageKinds: WEAPONS.flatMap((name, index) =>
      WEAPON_STATS[name].ammo === 'thrown' ? [] : [{ index, name }],
    ),
  };
}

/** Whether a gunfight has horses: a figure's mount, or the §13.1 mounts roll. */
export const hasMounts = (p: GunfightParams) =>
  p.mounts === 'rolled' || p.sides.some((s) => s.figures.some((f) => f.mount !== undefined));

/** Whether a figure carries another firearm to change to (its otherWeapon, or a rolled NPC row's second gun). */
const carriesTwo = (p: GunfightParams) =>
  p.roll !== undefined || p.sides.some((s) => s.figures.some((f) => f.otherWeapon !== undefined));

/** Got a Shot and Been Shot At together (B-1), and Been Shot At alone (B-2). */
export const SHARES = [
  ['got-a-shot+been-shot-at', ['got-a-shot', 'been-shot-at']],
  ['been-shot-at', ['been-shot-at']],
] as const;
const MOST = [...TESTS, 'none'] as const;

/**
 * GF-2 and GF-3: the shared encounter metrics, how each figure ends (and in a GF-2 how the
 * figures that drew came out of the Draw), then the reaction tests: those of a GF-2's Draw in
 * one count (every figure there takes Flinch, a test of the Draw alone, §5.3.3) and those taken
 * in play after it one by one; the share of all a gunfight's tests ("all reaction checks",
 * B-1 [L1239]: the Draw's included) that were Got a Shot or Been Shot At (B-1) and Been Shot
 * At (B-2), averaged over gunfights (one with no test at all counts 0: a GF-3 whose first
 * firings hit everyone), and which test a gunfight took most (B-2; a tie goes to the earlier
 * test in §5.3's order, where Been Shot At is second only to Got a Shot). Reload rolls and
 * melees. Weapons picked up, when they may be (weapons.pickUp).
 */
export function bandLayout(p: GunfightParams, o: SixgunOptions): Layout {
  return sharedLayout(bandSpec(p), (l) => {
    if (p.roll) {
      for (const s of p.sides) l.mean(`size.${s.name}`, `${s.name}: figures fielded, per gunfight`);
      l.categories('opponents', OPPONENTS, 'who the enemy side were (Gunfight Opponents, §13.1)');
      if (p.type === 'GF-2') {
        l.categories(
          'place',
          GF2_PLACES,
          'where the GF-2 happened (§13.1; in town, "In town" weapons)',
        );
        l.categories(
          'building',
          [...GF2_BUILDINGS, 'out-of-town'],
          'the building a GF-2 in town happened in front of (§13.1 Terrain; out of town: at a ranch or on the trail)',
        );
      }
    }
    for (const name of drawnOf(p))
      l.categories(`draw.${name}`, DRAW_STATES, `how ${name} came out of the Draw (turn 1)`);
    for (const name of reportedOf(p))
      l.categories(`end.${name}`, DRAW_STATES, `how ${name} ends the gunfight`);
    if (p.type === 'GF-2')
      l.mean(
        'drawTests',
        'reaction tests taken in the Draw (Flinch, Got the Drop, Been Shot At), per gunfight',
      );
    for (const test of TESTS)
      l.mean(`reactions.${test}`, `${test} tests taken after the Draw, per gunfight`);
    for (const [name] of SHARES)
      l.mean(
        `share.${name}`,
        `share of all a gunfight's reaction tests, the Draw's included, that were ${name.replace('+', ' or ')}`,
      );
    l.categories(
      'mostTaken',
      MOST,
      "the reaction test a gunfight took most often, the Draw's included",
    );
    l.mean('reloads', 'reload rolls per gunfight');
    l.mean('melees', 'melees fought per gunfight');
    if (o['shot.bystanders'])
      l.mean(
        'strayHits',
        'shots whose 8 hit a man within 2" of their target instead of him, per gunfight (§6.2, C-57)',
      );
    if (carriesTwo(p))
      l.mean(
        'weaponSwitches',
        p.roll
          ? 'weapons changed per gunfight (a man rolled on an NPC row that lists two guns, §2.2, or carrying an otherWeapon; §4.2 step 2, §4.3)'
          : 'weapons changed per gunfight (a man carrying an otherWeapon, §4.2 step 2, §4.3)',
      );
    if (o['weapons.pickUp'])
      l.mean(
        'weaponsPickedUp',
        `firearms picked up per gunfight (weapons.pickUp; dropped at Got the Drop${o['weapons.dropOnOOF'] ? ' or where a man fell' : ''}, §4.2 step 2, §4.3, §7.1)`,
      );
    if (hasMounts(p)) {
      l.mean(
        'horsesHit',
        `horses hit per gunfight (a shot's 8 at a rider, §6.2, §10.7${siouxsideOf(p) ? '; a hit on the body of a rider riding Siouxside, §5.3.8' : ''})`,
      );
      l.mean('ridersThrown', 'riders thrown per gunfight (§10.6, §10.7)');
      l.mean(
        'horsesRunOff',
        'tied or loose horses run off per gunfight (Skittish when a firearm goes off within 6", §10.8)',
      );
    }
    fieldLayout(p, l);
  });
}

/** Whether a Plains warrior may ride Siouxside here: a side listing one, or riding it at will. */
function siouxsideOf(p: GunfightParams): boolean {
  return p.sides.some(
    (s) =>
      s.siouxside === 'at-will' || s.figures.some((f) => REACTION_GROUP[f.profession] === 'PL'),
  );
}

export class BandRecorder {
  private readonly shared: SharedRecorder;
  private readonly drawn: Int32Array;
  private readonly drawSlot: Int32Array;
  private readonly endSlot: Int32Array;
  private readonly testSlot: Int32Array;
  private readonly shareSlot: Int32Array;
  private readonly shareMask: Uint8Array;
  private readonly mostSlot: number;
  private readonly reloadSlot: number;
  private readonly meleeSlot: number;
  private readonly straySlot: number;
  private readonly switchSlot: number;
  private readonly pickUpSlot: number;
  /** horsesHit, then ridersThrown and horsesRunOff (two mean slots on each), when the gunfight has horses. */
  private readonly horseSlot: number;
  private readonly drawTestsSlot: number;
  /** The figures whose end is recorded, and with rolled forces the slots of the roll's metrics. */
  private readonly ended: Int32Array;
  private readonly sizeSlot: Int32Array;
  private readonly opponentsSlot: number;
  private readonly placeSlot: number;
  private readonly buildingSlot: number;

  constructor(p: GunfightParams, l: Layout, o: SixgunOptions) {
    const names = namesOf(p);
    const drawn = drawnOf(p);
    const reported = reportedOf(p);
    this.shared = new SharedRecorder(bandSpec(p), l, names);
    this.drawn = Int32Array.from(drawn, (n) => names.indexOf(n));
    this.drawSlot = Int32Array.from(drawn, (n) => l.slot(`draw.${n}`));
    this.ended = Int32Array.from(reported, (n) => names.indexOf(n));
    this.endSlot = Int32Array.from(reported, (n) => l.slot(`end.${n}`));
    this.sizeSlot = Int32Array.from(p.roll ? p.sides : [], (s) => l.slot(`size.${s.name}`));
    this.opponentsSlot = p.roll ? l.slot('opponents') : -1;
    this.placeSlot = p.roll && p.type === 'GF-2' ? l.slot('place') : -1;
    this.buildingSlot = p.roll && p.type === 'GF-2' ? l.slot('building') : -1;
    this.testSlot = Int32Array.from(TESTS, (t) => l.slot(`reactions.${t}`));
    this.shareSlot = Int32Array.from(SHARES, ([n]) => l.slot(`share.${n}`));
    this.shareMask = Uint8Array.from(SHARES, ([, tests]) =>
      (tests as readonly string[]).reduce((m, t) => m | (1 << TESTS.indexOf(t as never)), 0),
    );
    this.mostSlot = l.slot('mostTaken');
    this.reloadSlot = l.slot('reloads');
    this.meleeSlot = l.slot('melees');
    this.straySlot = o['shot.bystanders'] ? l.slot('strayHits') : -1;
    this.switchSlot = carriesTwo(p) ? l.slot('weaponSwitches') : -1;
    this.pickUpSlot = o['weapons.pickUp'] ? l.slot('weaponsPickedUp') : -1;
    this.horseSlot = hasMounts(p) ? l.slot('horsesHit') : -1;
    this.drawTestsSlot = p.type === 'GF-2' ? l.slot('drawTests') : -1;
  }

  record(w: BandWorld, out: Outcome, acc: Float64Array): void {
    this.shared.recordEnd(w, out, acc);
    for (let k = 0; k < this.drawn.length; k++) acc[this.drawSlot[k] + w.drawEnd[this.drawn[k]]]++;
    for (let k = 0; k < this.ended.length; k++) acc[this.endSlot[k] + w.end[this.ended[k]]]++;
    let total = 0,
      inDraw = 0;
    let most: number = TESTS.length;
    for (let k = 0; k < TESTS.length; k++) {
      const all = w.tests[k];
      total += all;
      inDraw += w.drawTests[k];
      if (all > 0 && (most === TESTS.length || all > w.tests[most])) most = k;
      mean(acc, this.testSlot[k], all - w.drawTests[k]);
    }
    if (this.drawTestsSlot >= 0) mean(acc, this.drawTestsSlot, inDraw);
    for (let s = 0; s < this.shareSlot.length; s++) {
      let part = 0;
      for (let k = 0; k < TESTS.length; k++) if (this.shareMask[s] & (1 << k)) part += w.tests[k];
      mean(acc, this.shareSlot[s], total > 0 ? part / total : 0);
    }
    acc[this.mostSlot + most]++;
    mean(acc, this.reloadSlot, w.reloads);
    mean(acc, this.meleeSlot, w.melees);
    if (this.straySlot >= 0) mean(acc, this.straySlot, w.strayHits);
    if (this.switchSlot >= 0) mean(acc, this.switchSlot, w.weaponSwitches);
    if (this.pickUpSlot >= 0) mean(acc, this.pickUpSlot, w.weaponsPickedUp);
    if (this.horseSlot >= 0) {
      mean(acc, this.horseSlot, w.horsesHit);
      mean(acc, this.horseSlot + 2, w.ridersThrown);
      mean(acc, this.horseSlot + 4, w.horsesRunOff);
    }
    this.shared.recordRest(w, w.damageBy, acc);
  }

  /** What the roll of a gunfight's forces gave: each side's size, the opponents, the place and its building. */
  recordRoll(roster: BandRoster, acc: Float64Array): void {
    mean(acc, this.sizeSlot[0], roster.starSide);
    mean(acc, this.sizeSlot[1], roster.enemies);
    acc[this.opponentsSlot + roster.opponents]++;
    if (this.placeSlot >= 0) acc[this.placeSlot + roster.place]++;
    if (this.buildingSlot >= 0)
      acc[this.buildingSlot + (roster.building < 0 ? GF2_BUILDINGS.length : roster.building)]++;
  }
}

function mean(acc: Float64Array, slot: number, v: number): void {
  acc[slot] += v;
  acc[slot + 1] += v * v;
}
