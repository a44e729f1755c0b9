import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import { OPPOSED } from '../../campaign/encounter-kit.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import { OD, OOF, RAN, SURRENDERED } from '../../draw/setup.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import { HIDDEN, IN_SIGHT, OUT_OF_SIGHT, SPACING } from '../band-world.ts';
import { FLED } from '../../../../encounter/figures.ts';
import { DRY } from '../ammo.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { FAR } from './road.ts';
import { setupTable, setupTableBySize, valueOf } from './tables.ts';
import { FRONTAGE, Town } from './town.ts';
import {
  BUILDING_KINDS,
  GOOD_SIZED_FROM,
  LEADER_BONUS,
  LEADER_TIES,
  rollBuilding,
  TOWN_BUILDINGS,
  TOWN_NAMES,
  TOWNS,
  type TownSize,
} from './leader-building.ts';
import type { EncounterType, TypeMoves } from './type.ts';
import { TypedRun } from './base.ts';
import { CaptureMounts, LAWMEN_MOUNTS, type CaptureGround } from './capture-mounts.ts';

const PLACES = ['town', 'trail'] as const;
const TOWN = 0;
/** The Stand-Up Fight's result as the first side's (the Lawmen's) passes less the Outlaws'. */
const PASSES_AHEAD = [0, 1, 2, -1, -2];
const RESULTS = [
  'leader-captured',
  'leader-killed',
  'leader-escaped',
  'lawmen-beaten',
  'still-fighting',
] as const;
const [CAPTURED, KILLED, ESCAPED, BEATEN, FIGHTING] = [0, 1, 2, 3, 4];
/** The Outlaw leader and 2d6 − SL others: 12 at SL 1. */
const MOST_OUTLAWS = 12;
/** Where the leader was: the kind of his building in town, none on the trail. */
const LEADER_IN = [...BUILDING_KINDS, 'trail'] as const;
const TOWN_OF = [...TOWNS, 'trail'] as const;
/** How Many of Them (R): the town's Townsfolk, two to five times the Outlaws [L3284–3302]. */
const HOW_MANY_ROWS = ['times-2', 'times-3', 'times-4', 'times-5'] as const;
const TOWNSFOLK_OF = ['none', ...HOW_MANY_ROWS] as const;
const MOST_TIMES = 5;

export const captureSetup = z.strictObject({
  place: z
    .enum(PLACES)
    .optional()
    .describe('Where the capture is tried (default: 1d6, town 1–3, trail 4–6).'),
  outlaws: z
    .number()
    .int()
    .min(1)
    .max(MOST_OUTLAWS)
    .optional()
    .describe('The Outlaw leader and the others (default: 1 + (2d6 − SL)).'),
  deputies: z
    .number()
    .int()
    .min(0)
    .max(3)
    .optional()
    .describe("The Lawman's Deputies (default: ½d6); Townsfolk make his force twice the Outlaws."),
  town: z
    .enum(TOWNS)
    .optional()
    .describe(
      'In town, its size, whose building list (§14.2 [L4770–4838]) the street holds in its order, alternately either side (default: Size of Settlement, 2d6 + SL: good-sized from 14, anything smaller a small town).',
    ),
  leaderIn: z
    .enum(BUILDING_KINDS)
    .optional()
    .describe(
      'In town, the kind of building that holds the Outlaw leader, the first of it on the street (default: 1d6 a building, +2 a saloon, +1 a hotel, the highest).',
    ),
  ties: z
    .enum(LEADER_TIES)
    .default('reroll-tied')
    .describe(
      'Buildings tied for the highest in that roll (the book does not say): the tied roll again among themselves, as the Stand-Up Fight re-rolls ties (§13.1), or every building rolls again.',
    ),
  street: z.number().positive().max(48).default(12).describe('In town, inches across the street.'),
  townsfolk: z
    .enum(TOWNSFOLK_OF)
    .optional()
    .describe(
      "In town, the town's Townsfolk, who keep out of it unless a shot's 8 hits one as a bystander (§13.4 [L3508], §6.2): how many times the Outlaws (default: How Many of Them (R), 2d6 + SL, as in a Robbery), or none.",
    ),
  mounts: z
    .boolean()
    .default(true)
    .describe(
      "Whether the Capture's Mounts (§13.4 [L3502–3506]) put horses on the field: in town each man's by 1d6 as in a Gunfight and the spare saddled horses (1d6 − 1 at the saloon nearest the leader, 1d6 − 2 at the livery), on the trail the Lawmen's and the Outlaws' corral 6 + 1d6\" behind their cabin; false plays it on foot.",
    ),
  lawmenMounts: z
    .enum(LAWMEN_MOUNTS)
    .optional()
    .describe(
      'On the trail, where the Lawmen put their mounts, which the book leaves to them as long as none is nearer an outlaw than its owner (default: behind, each tied 2" behind its owner away from the cabin; mounted: they ride in; none: left off the table).',
    ),
  standUp: z
    .enum(OPPOSED)
    .optional()
    .describe(
      "On the trail, the Stand-Up Fight (default: 2d6 against the Lawman's Rep and the Outlaw leader's − 2, B-8; ours is the Lawmen's): same, ours-by-1, ours-by-2 (an Ambush), theirs-by-1, theirs-by-2.",
    ),
});
type Setup = z.output<typeof captureSetup>;
/** What a Capture and a Big Capture share of their set-up: all but the Lawmen's force. */
export type CaptureBase = Omit<Setup, 'deputies' | 'townsfolk'>;

const maxSizes = (p: EncounterParams, s: Setup): [number, number] => {
  const outlaws = s.outlaws ?? 1 + Math.max(0, 12 - slOf(p));
  const times =
    s.place === 'trail' || s.townsfolk === 'none'
      ? 0
      : s.townsfolk !== undefined
        ? TOWNSFOLK_OF.indexOf(s.townsfolk) + 1
        : MOST_TIMES;
  return [Math.max(1 + (s.deputies ?? 3), 2 * outlaws) + times * outlaws, outlaws];
};

/**
 * What a Capture plays (six-gun-sound.md §13.4 [L3473–3511]), whoever the Lawmen are: the
 * Outlaws, the place, the town and the leader's building, the Stand-Up Fight on the trail, the
 * horses, the end. The type rolls its Lawmen's force (rollLawmen) and names each man's NPC
 * row (lawman).
 */
export abstract class CaptureRun<S extends CaptureBase>
  extends TypedRun<S>
  implements CaptureGround
{
  readonly standUp: (w: BandWorld, rng: Rng, moves: TypeMoves) => void;
  private readonly placeTable: Ready;
  private readonly outlawsTable: Ready;
  private readonly withLeader: Ready;
  private readonly distance: Ready;
  /** The Stand-Up Fight by the two leaders' Reps (1..7 each), made ready as they come up. */
  private readonly ambush: (Ready | undefined)[] = new Array(64);
  private readonly town: Town;
  /** Each town's buildings' bonuses in the leader's roll, and scratch for it. */
  private readonly bonus: Record<TownSize, Int8Array>;
  private readonly score = new Int32Array(TOWN_BUILDINGS['good-sized-town'].length);
  /** 1 for an Outlaw elsewhere in town, out of it until a shot is fired. */
  private readonly apart: Uint8Array;
  private readonly slots;
  private readonly horseSlots;
  // This trial's set-up.
  protected place = 0;
  protected outlaws = 0;
  protected deputies = 0;
  private townSize: TownSize = 'small-town';
  /** The leader's building on the street (−1 on the trail). */
  building = -1;
  /** Where the horses start (none with setup.mounts false). */
  readonly mounts?: CaptureMounts;
  private elsewhere = 0;
  private standUpResult = 0;
  private shooting = false;
  /** The town's Townsfolk this trial, who keep out of it (none on the trail), after the Lawmen. */
  protected townsfolk = 0;
  /** 1 for one of them (a neutral bystander until a shot's 8 hits him, §13.4 [L3508]). */
  protected readonly townsman: Uint8Array;

  constructor(p: EncounterParams, s: S, o: SixgunOptions, l: Layout, sizes: [number, number]) {
    super(p, s, o, sizes);
    this.placeTable = this.ready('capture-place');
    this.outlawsTable = this.ready('capture-outlaws');
    this.withLeader = this.ready('capture-with-leader');
    this.distance = this.ready('capture-lawman-distance');
    const n = this.maxSizes[0] + this.maxSizes[1];
    this.town = new Town(n, o);
    this.bonus = {
      'small-town': Int8Array.from(TOWN_BUILDINGS['small-town'], (k) => LEADER_BONUS[k]),
      'good-sized-town': Int8Array.from(TOWN_BUILDINGS['good-sized-town'], (k) => LEADER_BONUS[k]),
    };
    this.apart = new Uint8Array(n);
    this.townsman = new Uint8Array(n);
    if (s.mounts) this.mounts = new CaptureMounts(this, s.lawmenMounts ?? 'behind');
    this.slots = slotsOf(l, [
      'result',
      'place',
      'standUp',
      'outlaws',
      'lawmen',
      'town',
      'leaderIn',
      'elsewhere',
      'outlawsEscaped',
    ] as const);
    this.horseSlots = s.mounts ? slotsOf(l, ['horsesHit', 'horsesRunOff'] as const) : null;
    this.standUp = (w, rng, moves) => {
      if (this.place === TOWN) return;
      this.standUpResult =
        this.s.standUp !== undefined ? OPPOSED.indexOf(this.s.standUp) : this.rollStandUp(w, rng);
      w.log?.say(1, `Stand-Up Fight: ${OPPOSED[this.standUpResult]}`);
      moves.standUp(w, PASSES_AHEAD[this.standUpResult], rng);
    };
  }

  private rollStandUp(w: BandWorld, rng: Rng): number {
    const ours = w.rep[w.outfitLeader[0]],
      theirs = w.rep[w.outfitLeader[1]];
    const t = (this.ambush[ours * 8 + theirs] ??= setupTable(
      'capture-trail-ambush',
      { locale: this.p.locale, sl: this.sl, rep: ours, theirRep: theirs },
      this.o,
    ));
    return t.roll(rng);
  }

  rollSetup(rng: Rng): void {
    const s = this.s;
    this.place = s.place !== undefined ? PLACES.indexOf(s.place) : this.placeTable.roll(rng);
    this.outlaws = Math.min(
      this.most[1],
      s.outlaws ?? valueOf(this.outlawsTable, this.outlawsTable.roll(rng)),
    );
    this.rollLawmen(rng);
    this.sizes[1] = this.outlaws;
    this.building = -1;
    this.townsfolk = 0;
    if (this.place !== TOWN) return;
    this.townsfolk = this.rollTownsfolk(rng);
    this.sizes[0] += this.townsfolk;
    this.townSize =
      s.town ??
      (rng.d6() + rng.d6() + this.sl >= GOOD_SIZED_FROM ? 'good-sized-town' : 'small-town');
    this.building =
      s.leaderIn !== undefined
        ? TOWN_BUILDINGS[this.townSize].indexOf(s.leaderIn)
        : this.rollBuilding(-1, rng);
  }

  /** The Lawmen's force for this trial's Outlaws: sizes[0] and the Deputies among them. */
  protected abstract rollLawmen(rng: Rng): void;
  /** The NPC row of the j-th of the Lawmen the scenario does not list. */
  protected abstract lawman(j: number): 'marshal' | 'deputy' | 'townsfolk';
  /** The town's Townsfolk in a capture in town (a Big Capture has none). */
  protected rollTownsfolk(_rng: Rng): number {
    return 0;
  }
  /** The Lawmen's force: sizes[0] without the Townsfolk keeping out of it. */
  protected get lawmen(): number {
    return this.sizes[0] - this.townsfolk;
  }

  /** The town's building roll (1d6 each, +2 a saloon, +1 a hotel), leaving out `skip`. */
  private rollBuilding(skip: number, rng: Rng): number {
    return rollBuilding(
      this.bonus[this.townSize],
      skip,
      this.s.ties === 'reroll-all',
      rng,
      this.score,
    );
  }

  get inTown(): boolean {
    return this.place === TOWN;
  }
  get kinds() {
    return TOWN_BUILDINGS[this.townSize];
  }
  get street(): number {
    return this.s.street;
  }
  get lawmenByWagon(): boolean {
    return false;
  }
  keepsOut(c: number): boolean {
    return this.townsman[c] === 1;
  }
  /** Where building b's front is: along the street, alternately either side of it. */
  frontX(b: number): number {
    return (b >> 1) * FRONTAGE;
  }
  frontY(b: number): number {
    return (b & 1) === 0 ? 0 : this.s.street;
  }

  fill(w: BandWorld, rng: Rng): void {
    const inTown = this.place === TOWN;
    const gap = inTown ? valueOf(this.distance, this.distance.roll(rng)) : FAR;
    let withHim = 0;
    this.elsewhere = 0;
    // A townsman who joined the Outlaws last trial is back on the town's side of the roster.
    for (let c = 0; c < this.sizes[0]; c++) {
      w.side[c] = 0;
      w.neutral[c] = 0;
    }
    for (let c = 0; c < w.n; c++) {
      const side = w.side[c];
      const j = side === 0 ? c : c - this.sizes[0];
      this.apart[c] = 0;
      this.townsman[c] = side === 0 && j >= this.lawmen ? 1 : 0;
      this.town.townsfolk[c] = this.townsman[c];
      this.town.unarmed[c] = 0;
      // A world serves every split of its side between the force and the town's men.
      if (side === 0 && j >= this.listed(0))
        w.names[c] = this.townsman[c]
          ? `Townsman ${j - this.lawmen + 1}`
          : `${w.sideNames[0]} ${j + 1}`;
      if (this.townsman[c]) {
        this.town.roll(w, c, 'townsfolk', rng, true);
        this.placeTownsman(w, c, rng);
        continue;
      }
      if (j >= this.listed(side))
        this.town.roll(w, c, side === 1 ? 'outlaw' : this.lawman(j), rng, inTown);
      w.x0[c] = (j - (this.sizes[side] >> 1)) * SPACING;
      w.y0[c] = side === 0 ? 0 : gap;
      if (!inTown || side === 0) continue;
      // In town, each other Outlaw is with the leader on 1–5, else in another building.
      if (j > 0 && this.withLeader.roll(rng) === 1) {
        this.apart[c] = 1;
        this.elsewhere++;
      } else withHim++;
    }
    if (inTown) this.placeInTown(w, gap, withHim);
    w.setStarts();
    w.refreshStats();
  }

  /**
   * The town's places: the leader and those with him across his building's front; those
   * elsewhere there too until a shot places them; the Lawman in the street `gap` inches from
   * the leader, on the side of him toward the middle of the street, his party in a line behind.
   */
  private placeInTown(w: BandWorld, gap: number, withHim: number): void {
    const b = this.building,
      street = this.s.street;
    const bx = this.frontX(b),
      by = this.frontY(b);
    const middle = this.frontX(TOWN_BUILDINGS[this.townSize].length - 1) / 2;
    const dir = bx <= middle ? 1 : -1;
    const dy = Math.min(gap, street / 2),
      dx = Math.sqrt(gap * gap - dy * dy);
    const lx = bx + dir * dx,
      ly = by === 0 ? dy : street - dy;
    let k = 0;
    for (let c = 0; c < w.n; c++) {
      if (this.townsman[c]) continue;
      if (w.side[c] === 0) {
        w.x0[c] = lx + dir * c * SPACING;
        w.y0[c] = ly;
        continue;
      }
      w.x0[c] = bx;
      w.y0[c] = by;
      if (!this.apart[c]) w.x0[c] += ((k++ + 0.5) / withHim - 0.5) * FRONTAGE;
    }
  }

  /**
   * One of the town's Townsfolk, placed as in a Robbery (§13.2 Deployment): in a building
   * picked at random (1–4), or in the street 2d6" from the leader's building, to its left,
   * across from it or to its right (5–6), unarmed at SL 4 and up, on 1–3 at SL 3.
   */
  private placeTownsman(w: BandWorld, c: number, rng: Rng): void {
    const kinds = TOWN_BUILDINGS[this.townSize];
    if (rng.d6() <= 4) {
      const b = rng.below(kinds.length);
      w.x0[c] = this.frontX(b);
      w.y0[c] = this.frontY(b);
      return;
    }
    const d = rng.d6() + rng.d6(),
      where = rng.d6();
    const b = this.building,
      street = this.s.street;
    const off = where <= 2 || where > 4 ? 1 : Math.min(d, street - 1);
    w.x0[c] = this.frontX(b) + (where <= 2 ? -d : where <= 4 ? 0 : d);
    w.y0[c] = this.frontY(b) === 0 ? off : street - off;
    this.town.armPopulace(c, this.sl, rng);
  }

  /** Whether c stands in a building's front (its men's place), not out in the street. */
  private inBuilding(c: number, y: number): boolean {
    return (y === 0 || y === this.s.street) && this.townsman[c] === 1;
  }

  reset(w: BandWorld): void {
    this.shooting = false;
    this.standUpResult = 0;
    // The Outlaws hold a building in town, a cabin on the trail: in cover, out of sight.
    for (let c = 0; c < w.n; c++) {
      w.inCover[c] = w.side[c];
      w.hidden[c] = w.side[c] ? HIDDEN : IN_SIGHT;
      if (!this.townsman[c]) continue;
      // A townsman keeps out of it: on the table, on nobody's side.
      w.remove(c, FLED);
      w.neutral[c] = 1;
      const inside = this.inBuilding(c, w.y0[c]);
      w.inCover[c] = inside ? 1 : 0;
      w.hidden[c] = inside ? OUT_OF_SIGHT : IN_SIGHT;
      this.town.inside[c] = 0;
      this.town.hearth[c] = 0; // free to act once in it: he tests no Defending Hearth and Home
      if (this.town.unarmed[c]) w.ammo[c] = DRY;
    }
  }

  /** A townsman who joined goes for a gun when he has none (§13.2 Arming the unarmed); else his policy. */
  override act(w: BandWorld, c: number, rng: Rng, moves: TypeMoves): boolean {
    return this.townsman[c] === 1 && this.town.act(w, c, rng, moves);
  }

  override acts(_w: BandWorld, c: number): boolean {
    return this.apart[c] === 0 || this.shooting;
  }

  /** The first shot: each Outlaw elsewhere in town is placed in a building rolled without the leader's. */
  override fired(w: BandWorld, rng: Rng): void {
    if (this.shooting) return;
    this.shooting = true;
    this.takeCover(w);
    for (let c = 0; c < w.n; c++) {
      if (!this.apart[c] || !w.alive[c]) continue;
      const b = this.rollBuilding(this.building, rng);
      w.place(c, this.frontX(b), this.frontY(b));
      w.log?.add(`; ${w.names[c]} is in the ${TOWN_NAMES[this.townSize][b]}`);
    }
  }

  /**
   * The shooting starts: each townsman out in the street makes for the nearest cover, the
   * front of the nearest building (§13.4 [L3508]), and is in it before the shot lands.
   */
  private takeCover(w: BandWorld): void {
    const kinds = TOWN_BUILDINGS[this.townSize];
    for (let c = 0; c < w.n; c++) {
      if (!w.neutral[c] || w.inCover[c]) continue;
      let best = 0,
        bd = Infinity;
      for (let b = 0; b < kinds.length; b++) {
        const d = Math.hypot(this.frontX(b) - w.x[c], this.frontY(b) - w.y[c]);
        if (d < bd) ((bd = d), (best = b));
      }
      w.place(c, this.frontX(best), this.frontY(best));
      w.inCover[c] = 1;
      w.hidden[c] = OUT_OF_SIGHT;
    }
  }

  winner(w: BandWorld, out: Outcome): number {
    const r = this.result(w);
    return r <= KILLED ? 0 : r === ESCAPED || r === BEATEN ? 1 : out.winner;
  }

  /** The leader is the Outlaws' first figure. */
  protected result(w: BandWorld): number {
    const leader = this.sizes[0];
    if (!w.alive[leader]) {
      const e = w.end[leader];
      return e === OD
        ? KILLED
        : e === RAN
          ? ESCAPED
          : e === OOF || e === SURRENDERED
            ? CAPTURED
            : KILLED;
    }
    return w.standing[0] === 0 ? BEATEN : FIGHTING;
  }

  record(w: BandWorld, _out: Outcome, acc: Float64Array): void {
    const s = this.slots;
    acc[s.result + this.result(w)]++;
    acc[s.place + this.place]++;
    if (this.place !== TOWN) acc[s.standUp + this.standUpResult]++;
    const inTown = this.place === TOWN;
    acc[s.town + (inTown ? TOWNS.indexOf(this.townSize) : TOWNS.length)]++;
    acc[
      s.leaderIn +
        (inTown
          ? BUILDING_KINDS.indexOf(TOWN_BUILDINGS[this.townSize][this.building])
          : BUILDING_KINDS.length)
    ]++;
    mean(acc, s.outlaws, this.outlaws);
    mean(acc, s.lawmen, this.lawmen);
    mean(acc, s.elsewhere, inTown ? this.elsewhere : 0);
    let ran = 0;
    for (let c = this.sizes[0]; c < w.n; c++) if (!w.alive[c] && w.end[c] === RAN) ran++;
    mean(acc, s.outlawsEscaped, ran);
    const h = this.horseSlots;
    if (h === null) return;
    mean(acc, h.horsesHit, w.horsesHit);
    mean(acc, h.horsesRunOff, w.horsesRunOff);
  }

  /** Where the capture is tried, for a trace. */
  protected where(): string {
    return this.place === TOWN
      ? `in a ${this.townSize === 'small-town' ? 'small town' : 'good-sized town'} (the leader in the ${TOWN_NAMES[this.townSize][this.building]}, ${this.elsewhere} of his men elsewhere)`
      : 'on the trail';
  }
}

/**
 * A Capture (six-gun-sound.md §13.4 [L3473–3511]): the Lawman, his ½d6 Deputies and enough
 * Townsfolk to make twice the Outlaws go after the Outlaw leader and his 2d6 − SL men. In
 * town the street holds the town's buildings (§14.2), the leader in the one that rolls highest
 * (1d6 each, +2 a saloon, +1 a hotel), each other Outlaw with him on 1–5, those elsewhere
 * keeping out of it until a shot is fired and then placed in a building rolled the same way
 * without the leader's; the Lawman's party starts in the street 1d6 × 6" from the leader. On
 * the trail the Outlaws hold a cabin 24" off and a Stand-Up Fight, the leader at Rep − 2, sets
 * the two sides up. The Lawmen win when the leader is out of the fight.
 */
class PlainCaptureRun extends CaptureRun<Setup> {
  private readonly deputiesTable: Ready;
  private readonly howMany: Ready[];
  private readonly folkSlots;

  constructor(p: EncounterParams, s: Setup, o: SixgunOptions, l: Layout) {
    super(p, s, o, l, maxSizes(p, s));
    this.deputiesTable = this.ready('capture-lawmen-deputies');
    this.howMany = setupTableBySize('robbery-townsfolk', maxSizes(p, s)[1], this.at, this.o);
    this.folkSlots = slotsOf(l, ['townsfolk', 'strayHits', 'townsfolkJoined'] as const);
  }

  /** How Many of Them (R) against the Outlaws, as in a Robbery (§13.4 [L3481]). */
  protected override rollTownsfolk(rng: Rng): number {
    const s = this.s.townsfolk;
    if (s !== undefined)
      return TOWNSFOLK_OF.indexOf(s) === 0 ? 0 : (TOWNSFOLK_OF.indexOf(s) + 1) * this.outlaws;
    const t = this.howMany[this.outlaws];
    return valueOf(t, t.roll(rng));
  }

  override record(w: BandWorld, out: Outcome, acc: Float64Array): void {
    super.record(w, out, acc);
    const f = this.folkSlots;
    mean(acc, f.townsfolk, this.townsfolk);
    mean(acc, f.strayHits, w.strayHits);
    let joined = 0;
    for (let c = 0; c < w.n; c++) if (this.townsman[c] && !w.neutral[c]) joined++;
    mean(acc, f.townsfolkJoined, joined);
  }

  protected rollLawmen(rng: Rng): void {
    this.deputies = this.s.deputies ?? valueOf(this.deputiesTable, this.deputiesTable.roll(rng));
    this.sizes[0] = Math.min(this.most[0], Math.max(1 + this.deputies, 2 * this.outlaws));
    this.deputies = Math.min(this.deputies, this.sizes[0] - 1);
  }

  protected lawman(j: number) {
    return j === 0 ? 'marshal' : j <= this.deputies ? 'deputy' : 'townsfolk';
  }

  describe(w: BandWorld): string {
    return `Capture ${this.where()} at SL ${this.sl}: the Lawman, ${this.deputies} Deputies and ${this.lawmen - 1 - this.deputies} Townsfolk against the Outlaw leader and ${this.outlaws - 1} others${this.townsfolk ? `, ${this.townsfolk} of the town's Townsfolk keeping out of it` : ''} (${w.n} figures)`;
  }
}

/** A Capture's metrics, a Big Capture's too: `lawmen` says who the Lawmen are. */
export function captureMetrics(
  p: EncounterParams,
  s: CaptureBase,
  l: Layout,
  lawmen: string,
): void {
  l.categories(
    'result',
    RESULTS,
    'the Outlaw leader captured (out of the fight or surrendered), killed, escaped (ran away), the Lawmen beaten, or still fighting at maxTurns',
  );
  l.categories('place', PLACES, 'where the capture was tried (1d6)');
  l.categories(
    'standUp',
    OPPOSED,
    'the Stand-Up Fight of a capture on the trail (ours: the Lawmen; shares of all captures, one in town has none)',
  );
  l.mean('outlaws', `Outlaws with the leader (at most ${maxSizes(p, s)[1]})`);
  l.mean('lawmen', lawmen);
  l.categories(
    'town',
    TOWN_OF,
    'the town of a capture in town, small or good-sized (2d6 + SL: good-sized from 14); trail for one on the trail',
  );
  l.categories(
    'leaderIn',
    LEADER_IN,
    "the kind of the Outlaw leader's building in town (1d6 a building, +2 a saloon, +1 a hotel, the highest); trail for a capture on the trail",
  );
  l.mean(
    'elsewhere',
    'Outlaws elsewhere in town (each other one on a 6), placed in a building of their own once a shot is fired; none on the trail',
  );
  l.mean('outlawsEscaped', 'Outlaws, the leader among them, who ran off and got away');
  if (s.mounts) {
    l.mean('horsesHit', "horses hit per capture (a shot's 8 at a rider, §6.2, §10.7)");
    l.mean(
      'horsesRunOff',
      'tied or loose horses run off per capture (Skittish when a firearm goes off within 6", §10.8)',
    );
  }
}

/** What a Capture's run leaves out or reads its own way; `bystanders` says how its town's men stand by. */
export const captureNotes = (bystanders: readonly string[]): string[] => [
  'the Lawman is a Marshal by the NPC table unless listed; the Outlaws hold their building or cabin and shoot from it',
  ...bystanders,
  "the Capture's Mounts (§13.4 [L3502–3506]) on the band engine's horses (§10): in town as in a Gunfight, each man's horse by 1d6 at the hitching rail of the nearest building or in the livery (every Townsman's and Deputy's unsaddled there) and the spare saddled horses, 1d6 − 1 at the saloon nearest the leader's building and 1d6 − 2 at the livery, the whole street on the table (an Outlaw elsewhere has his at the leader's building, where he starts); on the trail the Lawmen's tied 2\" behind their owners (setup.lawmenMounts) and the Outlaws' unsaddled in a corral 6 + 1d6\" behind the cabin; a man told to advance goes for a horse standing away from him only when it is nearer than the nearest enemy",
  'in town the street is open ground: a building is where its men stand, in cover and hidden until seen; the book leaves the layout to the table, so the buildings stand in the order of the town\'s list (§14.2), alternately either side, 6" of frontage each, and a town smaller than a small town (2d6 + SL below 10) is read as a small one',
];

/** The Capture's Townsfolk and bystanders (§13.4 [L3508], §6.2). */
const TOWNSFOLK_NOTES = [
  "in town the town's Townsfolk (How Many of Them (R), 2d6 + SL, as in a Robbery; setup.townsfolk) stand in a building picked at random (1–4) or in the street 2d6\" from the leader's building (5–6), those in the street unarmed by the Settlement Level; they keep out of it, and at the first shot those in the street are in the nearest building's front at once; a shot's 8 at a man on foot with anyone within 2\" of him (friend, foe or townsman) hits one of them picked evenly, or the horse of a rider (§6.2, C-57), the bystander's own cover reading the hit, and a townsman it picks joins the shooter's enemies, hit or not, going for a gun if he has none (§13.2)",
];

export const capture: EncounterType<Setup> = {
  id: 'capture',
  code: 'C',
  title: 'Capture',
  source: 'six-gun-sound.md §13.4 [L3473–3511]',
  description:
    "the Lawman, his ½d6 Deputies and Townsfolk to make twice the Outlaws go after the Outlaw leader and his 2d6 − SL men, in town (a small or good-sized town's buildings along the street, the leader in the one rolling highest on 1d6, +2 a saloon, +1 a hotel; each other Outlaw with him on 1–5 or elsewhere, out of it until a shot is fired and then in a building rolled the same way without the leader's; the Lawman in the street 1d6 × 6\" off) or on the trail (a cabin 24\" off, the Stand-Up Fight with the leader at Rep − 2, B-8); the horses as its Mounts place them (in town as in a Gunfight, the spare saddled horses at the saloon and the livery; on the trail the Lawmen's behind them and the Outlaws' corral 6 + 1d6\" off); the Lawmen win when the leader is out of the fight: captured (out of the fight or surrendered), killed, or escaped (ran).",
  roles: ['Lawmen', 'Outlaws'],
  policies: ['advance', 'stand-and-shoot'],
  setup: captureSetup,
  maxSizes,
  check(p, s, issue) {
    const most = 1 + Math.max(0, 12 - slOf(p));
    if (s.outlaws !== undefined && s.outlaws > most)
      issue(
        ['setup', 'outlaws'],
        `1 + (2d6 − SL ${slOf(p)}) gives at most ${most} Outlaws: fix outlaws at most ${most}, or a lower sl`,
      );
    if (s.standUp !== undefined && s.place === 'town')
      issue(
        ['setup', 'standUp'],
        'a Stand-Up Fight sets up a capture on the trail, not in town (drop standUp, or fix place: trail)',
      );
    for (const k of ['town', 'leaderIn'] as const)
      if (s[k] !== undefined && s.place === 'trail')
        issue(
          ['setup', k],
          `${k} sets up a capture in town; on the trail the Outlaws hold a cabin (drop ${k}, or fix place: town)`,
        );
    if (s.lawmenMounts !== undefined && s.place === 'town')
      issue(
        ['setup', 'lawmenMounts'],
        "lawmenMounts places the Lawmen's mounts on the trail; in town each man's horse is rolled as in a Gunfight (drop it, or fix place: trail)",
      );
    if (s.townsfolk !== undefined && s.townsfolk !== 'none' && s.place === 'trail')
      issue(
        ['setup', 'townsfolk'],
        "townsfolk are the town's, in a capture in town; on the trail there are none (drop townsfolk, or fix place: town)",
      );
    if (s.lawmenMounts !== undefined && !s.mounts)
      issue(
        ['setup', 'lawmenMounts'],
        'lawmenMounts places mounts that mounts: false leaves out (drop lawmenMounts, or set mounts: true)',
      );
  },
  metrics(p, s, l) {
    captureMetrics(p, s, l, 'the Lawman, his Deputies and Townsfolk (twice the Outlaws)');
    l.mean(
      'townsfolk',
      "the town's Townsfolk keeping out of it, per capture (How Many of Them (R) in town, none on the trail)",
    );
    l.mean(
      'strayHits',
      'shots\' 8s that hit a man standing within 2" of their target instead, per capture (§6.2)',
    );
    l.mean(
      'townsfolkJoined',
      "the town's Townsfolk hit as bystanders, who joined the shooter's enemies, per capture",
    );
  },
  notes: () => captureNotes(TOWNSFOLK_NOTES),
  explain(p, s) {
    const town =
      s.place === 'trail'
        ? ''
        : ` (in town: ${s.town ?? 'a town by 2d6 + SL'}, the leader in ${s.leaderIn !== undefined ? `the first ${s.leaderIn}` : 'the building rolling highest'})`;
    return `Capture at SL ${slOf(p)}: ${s.place ?? 'in town or on the trail (1d6)'}${town}, ${s.outlaws ?? '1 + (2d6 − SL)'} Outlaws, ${s.deputies ?? '½d6'} Deputies; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new PlainCaptureRun(p, s, o, l),
};
