import type { Rng } from '../../../dice/rng.ts';
import { FLED } from '../../../encounter/figures.ts';
import type { Ready } from '../campaign/table.ts';
import { STATE } from '../damage.ts';
import { WEAPON_STATS, type Cover } from '../data.ts';
import {
  newFiringResult,
  PLAIN_SHOT,
  setupFiring,
  simulateFiring,
  type Firing,
} from '../firing.ts';
import {
  CONTROL_KEPT,
  driverDown,
  FAST_DOUBLE,
  FAST_WRECK,
  fastMoving,
  HALF_SPEED,
  HALTS,
  losingControlTable,
  passengerThrown,
  CROSSES,
  ROUGH_WRECK,
  roughGoing,
  VEERS_OFF,
  SPOOKED,
  STOP,
  teamHit,
  teamQuality,
  THROWN_FAST,
  THROWN_OOF,
  THROWN_PISTOL,
  trample,
  TRAMPLE_HIT,
  type VehicleParams,
} from '../vehicle.ts';
import { WRECK_FIT, wreckAnimal } from '../vehicle-team.ts';
import { DRY, LAST, LOADED, readierInHand } from './ammo.ts';
import { NO_FIRE, armFiring } from './arms.ts';
import type { VehicleSpec } from './battlefield-schema.ts';
import type { BandWorld } from './band-world.ts';
import { hitAs, hitCodes, type FieldRules } from './field-rules.ts';
import { BOARDED, IDLE, VehicleWork, WORKED } from './vehicle-work.ts';

/** How a vehicle ends a gunfight. */
export const VEHICLE_ENDS = ['standing', 'rolling', 'stopped', 'wrecked', 'escaped'] as const;
const STANDING = 0,
  ROLLING = 1,
  STOPPED = 2,
  WRECKED = 3,
  ESCAPED = 4;
/** A man on foot within this of the vehicle's path is run down: base contact. */
const TRAMPLE_REACH = 1;
/** A turn of 45° or more while moving fast risks the wreck of C-29. */
const SHARP_TURN = Math.PI / 4;
/** Stop at a normal move: the vehicle goes on 6" and stops [L2771–2775]. */
const STOP_INCHES = 6;
/** A Nag team: −1 Rep on shots from or at it [L2745]. */
const NAGS = 3;
/** The Driver Rating a driverless team's Losing Control is rolled with [L2855]. */
const NO_DRIVER = 3;
/** The ridden team is directly behind its vehicle's rear within this of its axis. */
const BEHIND = 1;
/** A chest wound is −2 Rep on the Shootin' table (§6.5 [L1559]). */
const CHEST_PENALTY = 2;
/** Normal moves (§4.4): an ox team, or fewer than 4 horses or mules, 6"; 4 or more, or a buckboard's one horse, 10". */
const SLOW_MOVE = 6,
  TEAM_MOVE = 10,
  FULL_TEAM = 4;
/** Where a segment from (x, y) running (dx, dy) first touches a rectangle, as a fraction 0..1 of it, or −1 (Liang–Barsky). */
function entry(x: number, y: number, dx: number, dy: number, r: Rect): number {
  let t0 = 0,
    t1 = 1;
  const edges: [number, number][] = [
    [-dx, x - r.x],
    [dx, r.x + r.width - x],
    [-dy, y - r.y],
    [dy, r.y + r.height - y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return -1;
    } else if (p < 0) t0 = Math.max(t0, q / p);
    else t1 = Math.min(t1, q / p);
  }
  return t0 <= t1 ? t0 : -1;
}
type Rect = { x: number; y: number; width: number; height: number };
type DriverTables = { fast: Ready[]; lc: Ready[]; rough: Ready[] };
/** Qualities a team can have (Team Quality keeps it within 3–5, [L2488]). */
const QUALITIES = [3, 4, 5] as const;
/**
 * Where a passenger rides, by vehicle (§6.6 [L2456–2469]): the driver, then the passengers in
 * order; on a stage the second rides shotgun beside the driver, the next 8 inside.
 */
function riderCover(kind: VehicleSpec['kind'], k: number): Cover {
  if (kind === 'wagon') return 'obscuring'; // in the box
  if (kind === 'buckboard') return 'none';
  return k >= 2 && k <= 9 ? 'obscuring' : 'none'; // a stage: 8 inside; driver, guard and roof open
}

/**
 * A wagon, stagecoach or buckboard on the field (six-gun-sound.md §10.9), its tests the
 * vehicle procedure's own tables. On the driver's activations it drives: at the nearest enemy
 * in the open (run-down) or straight on (flee), fast when the team passes Vehicle Fast Moving
 * (a turn of 45° or more wrecking on a double 5 or 6, C-29); every enemy in the open within 1"
 * of its path takes Trample (B-20). Its riders shoot and are shot at as moving fast, at −1 Rep
 * behind Nags and with effective range halved when it moved fast [L2739–2753]. The other
 * side may fire at the team (They Shot One of the Team): spooked, the driver takes Losing
 * Control (kept: no more than a normal move next; lost: a wreck); killed, it Stops, or wrecks
 * at speed, and a Stopped team moves again once the fallen animal is cut out and the driver is
 * back aboard. A wreck throws everyone aboard (Passenger Thrown), to fight on from behind it,
 * and each animal breaks free or is hit as by a buffalo gun.
 * With its driver down it rolls on at its last speed each turn until 2d6 ≤ its normal move
 * halts it (C-30), unless a passenger takes the reins.
 * A gunfight may have several (an encounter type's wagons): each keeps its own riders, team
 * and Nag penalty.
 */
export class BandVehicle {
  readonly spec: VehicleSpec;
  readonly side: number;
  /** Normal move in inches (§4.4). */
  move = SLOW_MOVE;
  /** Animals in the traces now, and those lost this gunfight (bolted, crippled, dying, dead or cut out). */
  animals = 0;
  animalsLost = 0;
  /** Hitching an unhitched team, or cutting a fallen animal out after a Stop, then climbing aboard. */
  readonly work: VehicleWork;
  /** The figures listed aboard (driver first; an encounter type lists them each trial) and whether each is aboard now. */
  listed: Int32Array;
  readonly aboard: Uint8Array;
  driver = -1;
  /**
   * Whether the second listed rides shotgun beside a stage's driver; false when that seat
   * stands empty and everyone after the driver rides inside (a Prisoner Transport's coach).
   */
  shotgun = true;
  x = 0;
  y = 0;
  heading = 0;
  status = STANDING;
  quality = 4;
  /**
   * The driver's Driver Rating this gunfight: the spec's, which a type may set after the reset
   * to its rolled driver's (a Hold Up's stage driver, from the Deputy list).
   */
  rating = 4;
  /** The last move's inches and whether it was fast; the team's halved speed; a move capped at normal. */
  private lastMove = 0;
  private lastFast = false;
  private half = false;
  private capped = false;
  private traveled = 0;
  /** Where the driver is making for, when something steers him there (steer); whether he got there. */
  private goalX = 0;
  private goalY = 0;
  private steered = false;
  arrived = false;
  /** This gunfight's counts. */
  trampleTests = 0;
  trampleHits = 0;
  losingControl = 0;
  thrown = 0;
  teamHits = 0;
  /** The tables, ready for every Quality (and turning or not, Sand, Toughness, fast or not). */
  private readonly base: (quality: number, more?: Partial<VehicleParams>) => VehicleParams;
  /** Those the Driver Rating changes, by rating, made the first time each comes up. */
  private readonly driven: (DriverTables | undefined)[] = [];
  private readonly lcNoDriver: Ready[];
  private readonly trampleTable: Ready[];
  private readonly thrownTable: Ready[];
  private readonly hitTable: Ready[];
  private readonly qualityTable: Ready;
  private readonly haltTable: Ready[];
  private readonly wreckTable: Ready[];
  /** Rough ground on the table, and Rough Going for each Quality and driver's Sand. */
  private readonly rough: Rect[];
  private readonly trampleCodes: (Int8Array | null)[];
  private readonly thrownCodes: Int8Array[];
  private readonly teamFirings = new Map<number, Firing>();
  private readonly shot = newFiringResult();
  private readonly faces = new Uint8Array(8);

  constructor(w: BandWorld, v: VehicleSpec) {
    this.spec = v;
    this.listed = Int32Array.from([v.driver, ...v.aboard], (n) => w.names.indexOf(n));
    this.side = w.side[this.listed[0]];
    this.aboard = new Uint8Array(w.n);
    this.work = new VehicleWork(
      w.n,
      (v.hitchers ?? [v.driver]).map((name) => w.names.indexOf(name)),
    );
    this.move = this.moveOf(v.animals);
    const move = this.move === TEAM_MOVE ? '10' : '6';
    const base = (this.base = (quality: number, more: Partial<VehicleParams> = {}) => ({
      table: '',
      quality,
      driver: v.driverRating,
      sand: 4,
      toughness: 4,
      fast: false,
      turning: false,
      crackTeamster: v.crackTeamster,
      owner: v.owner,
      prosperity: v.prosperity,
      animals: v.animals,
      move,
      oneDie: false,
      hitchers: 1,
      leaderRep: 4,
      unhitch: false,
      ...more,
    }));
    this.rating = v.driverRating;
    this.tables();
    this.lcNoDriver = QUALITIES.map((q) =>
      losingControlTable(base(q, { driver: NO_DRIVER, crackTeamster: false })),
    );
    this.hitTable = QUALITIES.flatMap((q) =>
      [false, true].map((oneDie) => teamHit(base(q, { oneDie }))),
    );
    this.trampleTable = [];
    this.thrownTable = [];
    for (let k = 0; k <= 7; k++)
      for (const fast of [false, true]) {
        this.trampleTable.push(trample(base(4, { sand: k, fast })));
        this.thrownTable.push(passengerThrown(base(4, { toughness: k, fast })));
      }
    this.qualityTable = teamQuality(base(4));
    this.haltTable = [SLOW_MOVE, TEAM_MOVE].map((m) =>
      driverDown(base(4, { move: m === TEAM_MOVE ? '10' : '6' }), w.o),
    );
    this.wreckTable = QUALITIES.map((q) => wreckAnimal(base(q)));
    this.rough = (w.p.terrain ?? []).filter((t) => t.kind === 'rough-ground');
    this.trampleCodes = TRAMPLE_HIT.map((h) => (h ? hitCodes(h.row, h.obscuring, w.o) : null));
    this.thrownCodes = [hitCodes('pistol', false, w.o), hitCodes('buffalo-gun', false, w.o)];
  }

  /** The tables of this gunfight's Driver Rating: Vehicle Fast Moving, Losing Control, Rough Going. */
  private tables(): DriverTables {
    let t = this.driven[this.rating];
    if (t === undefined) {
      const base = (q: number, more: Partial<VehicleParams> = {}) =>
        this.base(q, { driver: this.rating, ...more });
      t = {
        fast: QUALITIES.flatMap((q) =>
          [false, true].map((turning) => fastMoving(base(q, { turning }))),
        ),
        lc: QUALITIES.map((q) => losingControlTable(base(q))),
        rough: QUALITIES.flatMap((q) =>
          Array.from({ length: 8 }, (_, sand) => roughGoing(base(q, { sand }))),
        ),
      };
      this.driven[this.rating] = t;
    }
    return t;
  }

  /** Back at the start of a gunfight: everyone aboard, the team's Quality fixed or rolled. */
  reset(w: BandWorld, rng: Rng): void {
    const v = this.spec;
    this.aboard.fill(0);
    this.listed.forEach((c, k) => {
      this.aboard[c] = 1;
      w.setCover(c, this.coverOf(k));
    });
    this.settle(w);
    this.driver = this.listed[0];
    this.x = w.x0[this.driver];
    this.y = w.y0[this.driver];
    this.heading = (v.heading * Math.PI) / 180;
    this.status = STANDING;
    this.rating = v.driverRating;
    this.lastMove = 0;
    this.lastFast = this.half = this.capped = false;
    this.traveled = 0;
    this.steered = this.arrived = false;
    this.trampleTests = this.trampleHits = this.losingControl = this.thrown = this.teamHits = 0;
    this.animals = v.animals;
    this.move = this.moveOf(this.animals);
    this.animalsLost = 0;
    this.work.busy = false;
    if (v.hitched === false) this.work.start(w, this, this.animals, false);
    if (v.quality === 'rolled') {
      const t = this.qualityTable;
      this.quality = t.values![t.roll(rng)];
    } else this.quality = v.quality;
    for (const c of this.listed) w.ridePenalty[c] = this.nags();
  }

  /**
   * From now on the driver makes for (x, y) instead of driving as the spec says, and pulls up
   * there: the vehicle stands, its riders no longer moving.
   */
  steer(x: number, y: number): void {
    this.goalX = x;
    this.goalY = y;
    this.steered = true;
  }

  /** Halted by the loss of an animal (a Stop), waiting for it to be cut out. */
  get halted(): boolean {
    return this.status === STOPPED;
  }

  /** The cover of the k-th listed, in its place aboard. */
  private coverOf(k: number): Cover {
    return riderCover(this.spec.kind, k > 0 && !this.shotgun ? k + 1 : k);
  }

  /** A Nag team: −1 Rep on shots from or at it [L2745]. */
  private nags(): number {
    return this.quality === NAGS ? 1 : 0;
  }

  /** Riders sit in the vehicle's cover, where it has any (after a Draw or a Stand-Up Fight too). */
  settle(w: BandWorld): void {
    for (let c = 0; c < w.n; c++) if (this.aboard[c]) w.inCover[c] = w.cover[c] === 'none' ? 0 : 1;
  }

  /**
   * Whatever c does with the vehicle on his activation, instead of what his policy says: the
   * driver drives, a passenger of a driverless vehicle takes the reins, an enemy shoots the
   * team. False when c acts as the gunfight's rules say.
   */
  acts(w: BandWorld, c: number, rng: Rng, rules: FieldRules): boolean {
    if (this.work.busy) return this.works(w, c);
    if (this.status !== STANDING && this.status !== ROLLING) return false;
    if (this.aboard[c]) {
      if (c === this.driver) {
        this.drive(w, rng, rules);
        return true;
      }
      if (!this.aboard[this.driver] || !w.alive[this.driver]) {
        this.driver = c; // he drives from his next activation [L2858]
        w.log?.say(w.turn, `${w.names[c]} grabs the reins`);
        return true;
      }
      return false;
    }
    if (this.spec.shootTheTeam && w.side[c] !== this.side && this.canShootTeam(w, c)) {
      this.fireAtTeam(w, c, rng, rules);
      return true;
    }
    return false;
  }

  alight(w: BandWorld, c: number): void {
    this.aboard[c] = 0;
    w.riding[c] = 0;
    w.setCover(c, 'none');
    w.inCover[c] = 0;
  }

  board(w: BandWorld, c: number): void {
    this.aboard[c] = 1;
    w.setCover(c, this.coverOf(this.listed.indexOf(c)));
    w.inCover[c] = w.cover[c] === 'none' ? 0 : 1;
    w.place(c, this.x, this.y);
  }

  /**
   * c's activation while the vehicle waits for its work (§10.9 [L2578–2580, L2771–2775]):
   * hitching puts one animal in the traces; after a Stop the fallen animal is cut out and the
   * vehicle goes on with the rest of the team at their move, or stays with none left. False
   * for a figure who fights meanwhile.
   */
  private works(w: BandWorld, c: number): boolean {
    const did = this.work.step(w, this, c);
    const cut = this.status === STOPPED;
    if (did === WORKED) {
      if (cut) {
        this.animals--;
        this.animalsLost++;
        w.log?.say(w.turn, `${w.names[c]} cuts the fallen animal out of the traces`);
      } else w.log?.say(w.turn, `${w.names[c]} hitches an animal (${this.work.left} to go)`);
    } else if (did === BOARDED) w.log?.say(w.turn, `${w.names[c]} climbs aboard`);
    if (cut && !this.work.busy) {
      if (this.animals === 0) w.log?.add('; no animal is left to pull it');
      else {
        this.move = this.moveOf(this.animals);
        this.status = STANDING;
      }
    }
    return did !== IDLE;
  }

  /** A team's normal move by the animals in its traces (§4.4). */
  private moveOf(animals: number): number {
    const v = this.spec;
    return v.oxen
      ? SLOW_MOVE
      : v.kind === 'buckboard' || animals >= FULL_TEAM
        ? TEAM_MOVE
        : SLOW_MOVE;
  }

  /** Once a turn, a driverless vehicle rolls on at its last speed; 2d6 ≤ its normal move halts it (C-30). */
  endTurn(w: BandWorld, rng: Rng, rules: FieldRules): void {
    if (this.status !== ROLLING || (this.aboard[this.driver] && w.alive[this.driver])) return;
    this.roll(w, this.lastMove, this.lastFast, rng, rules, 'runs on with nobody at the reins');
    if (
      this.status === ROLLING &&
      this.haltTable[this.move === TEAM_MOVE ? 1 : 0].roll(rng) === HALTS
    )
      this.halt(w, 'halts');
  }

  /** The driver's activation: turn for where he wants to go, try to move fast, drive. */
  private drive(w: BandWorld, rng: Rng, rules: FieldRules): void {
    if (this.arrived) return; // pulled up where it was steered
    let want = this.heading;
    if (this.steered) want = Math.atan2(this.goalY - this.y, this.goalX - this.x);
    else if (this.spec.drive === 'run-down') {
      const t = this.nearestInOpen(w);
      if (t >= 0) want = Math.atan2(w.y[t] - this.y, w.x[t] - this.x);
    }
    let turn = Math.abs(want - this.heading) % (2 * Math.PI);
    if (turn > Math.PI) turn = 2 * Math.PI - turn;
    this.heading = want;
    const normal = this.half ? this.move / 2 : this.move;
    let inches = normal,
      fast = false;
    if (this.spec.fast && !this.spec.oxen && !this.capped) {
      const q = QUALITIES.indexOf(this.quality as 3 | 4 | 5);
      const r = this.tables().fast[q * 2 + (turn >= SHARP_TURN ? 1 : 0)].roll(rng);
      if (r === FAST_WRECK) return this.wreck(w, rng, rules, 'turns too sharp at speed');
      inches = normal * (r === FAST_DOUBLE ? 2 : 1.5);
      fast = true;
    }
    this.capped = false;
    const t = this.roughAhead(inches);
    if (t >= 0) {
      const q = QUALITIES.indexOf(this.quality as 3 | 4 | 5);
      const r = this.tables().rough[q * 8 + Math.min(7, w.sand[this.driver])].roll(rng);
      w.log?.say(w.turn, `the ${this.spec.kind} comes to rough ground`);
      if (r === VEERS_OFF || r === ROUGH_WRECK) {
        if (t > 0) this.roll(w, t * inches, fast, rng, rules, 'drives up to it');
        if (r === VEERS_OFF) return w.log?.add('; the driver will not try it, and stops');
        return this.wreck(w, rng, rules, 'goes out of control on it');
      }
      if (r !== CROSSES) inches = Math.min(inches, normal); // control kept: a normal move at most
    }
    const left = this.steered ? Math.hypot(this.goalX - this.x, this.goalY - this.y) : Infinity;
    this.roll(w, Math.min(inches, left), fast, rng, rules, fast ? 'drives fast' : 'drives');
    if (left <= inches && this.status === ROLLING) this.pullUp(w);
  }

  /** It stands where it was steered: its riders are no longer on a moving vehicle. */
  private pullUp(w: BandWorld): void {
    this.status = STANDING;
    this.arrived = true;
    for (let c = 0; c < w.n; c++) if (this.aboard[c]) w.riding[c] = 0;
    w.log?.add(`; the ${this.spec.kind} pulls up`);
  }

  /** Where the next `inches` along the heading first touch rough ground, 0..1 of the way, or −1. */
  private roughAhead(inches: number): number {
    let first = -1;
    const dx = Math.cos(this.heading) * inches,
      dy = Math.sin(this.heading) * inches;
    for (const r of this.rough) {
      const t = entry(this.x, this.y, dx, dy, r);
      if (t >= 0 && (first < 0 || t < first)) first = t;
    }
    return first;
  }

  /** The nearest enemy it can run down, or −1. */
  private nearestInOpen(w: BandWorld): number {
    let best = -1,
      bd = Infinity;
    for (let e = 0; e < w.n; e++) {
      if (!this.runDownable(w, e)) continue;
      const dx = w.x[e] - this.x,
        dy = w.y[e] - this.y;
      const d = dx * dx + dy * dy;
      if (d < bd) ((bd = d), (best = e));
    }
    return best;
  }

  /** An enemy in sight, on foot, in the open or in cover a team can drive through (brush, a fence). */
  private runDownable(w: BandWorld, e: number): boolean {
    return (
      w.alive[e] === 1 &&
      w.side[e] !== this.side &&
      !this.aboard[e] &&
      w.hidden[e] === 0 &&
      (w.inCover[e] === 0 || w.cover[e] === 'obscuring' || w.cover[e] === 'none')
    );
  }

  /** Moves `inches` along the heading, running down whoever stands in the way. */
  private roll(
    w: BandWorld,
    inches: number,
    fast: boolean,
    rng: Rng,
    rules: FieldRules,
    how: string,
  ): void {
    const dx = Math.cos(this.heading),
      dy = Math.sin(this.heading);
    const x1 = this.x + dx * inches,
      y1 = this.y + dy * inches;
    w.log?.say(w.turn, `the ${this.spec.kind} ${how}, ${inches.toFixed(1)}"`);
    for (let e = 0; e < w.n; e++) {
      if (!this.runDownable(w, e)) continue;
      // Distance from e to the segment just driven.
      const ex = w.x[e] - this.x,
        ey = w.y[e] - this.y;
      const along = Math.max(0, Math.min(inches, ex * dx + ey * dy));
      const px = ex - dx * along,
        py = ey - dy * along;
      if (px * px + py * py <= TRAMPLE_REACH * TRAMPLE_REACH) this.runDown(w, e, fast, rng, rules);
    }
    this.x = x1;
    this.y = y1;
    this.lastMove = inches;
    this.lastFast = fast;
    this.status = ROLLING;
    this.traveled += inches;
    for (let c = 0; c < w.n; c++)
      if (this.aboard[c] && w.alive[c]) {
        w.place(c, x1, y1);
        w.riding[c] = fast ? 2 : 1;
      }
    if (this.spec.drive === 'flee' && this.traveled >= this.spec.escape) this.escape(w);
  }

  /** Trample (§10.9 [L2717–2737], C-27): e rolls 2d6 against Sand. */
  private runDown(w: BandWorld, e: number, fast: boolean, rng: Rng, rules: FieldRules): void {
    this.trampleTests++;
    const r = this.trampleTable[Math.min(7, w.sand[e]) * 2 + (fast ? 1 : 0)].roll(rng);
    const codes = this.trampleCodes[r];
    w.log?.add(`; ${w.names[e]} is run down: ${codes ? 'hit' : 'dodges'}`);
    if (!codes) return;
    this.trampleHits++;
    const after = hitAs(w, e, codes, rng);
    if (after >= 0) rules.hurt(w, e, after);
  }

  /**
   * The party set up as it liked (the Hold Up table, §13.9 [L3841–3859]): the team unhitched,
   * the vehicle stands, and everyone listed on it is down, fighting from behind it
   * (bulletproof, §6.6).
   */
  park(w: BandWorld): void {
    this.status = STOPPED;
    for (const c of this.listed) {
      this.aboard[c] = 0;
      w.riding[c] = 0;
      w.setCover(c, 'wall');
    }
  }

  private escape(w: BandWorld): void {
    this.status = ESCAPED;
    w.log?.add(`; the ${this.spec.kind} gets away`);
    for (let c = 0; c < w.n; c++)
      if (this.aboard[c]) {
        w.riding[c] = 0;
        if (w.alive[c]) w.remove(c, FLED);
      }
  }

  private halt(w: BandWorld, why: string): void {
    this.status = STOPPED;
    for (let c = 0; c < w.n; c++) if (this.aboard[c]) w.riding[c] = 0;
    w.log?.add(`; the ${this.spec.kind} ${why}`);
  }

  /**
   * A wreck (§10.9 [L2604, L2689]): on its side; everyone aboard takes Passenger Thrown (−1
   * Toughness above 18") and fights on from behind it (bulletproof, §6.6). Then each animal
   * rolls 1d6: 1–4 it breaks free and bolts, 5–6 it is hit as by a buffalo gun on They Shot One
   * of the Horses; those that bolt, are crippled or dying are lost.
   */
  private wreck(w: BandWorld, rng: Rng, rules: FieldRules, why: string): void {
    this.status = WRECKED;
    w.log?.say(w.turn, `the ${this.spec.kind} ${why} and wrecks`);
    this.throwRiders(w, rng, rules);
    const t = this.wreckTable[QUALITIES.indexOf(this.quality as 3 | 4 | 5)];
    let fit = 0;
    for (let a = 0; a < this.animals; a++) if (WRECK_FIT[t.roll(rng)]) fit++;
    this.animalsLost += this.animals - fit;
    this.animals = fit;
    w.log?.add(`; ${fit} of the team left fit to pull`);
  }

  /** Passenger Thrown for everyone aboard a wreck; they fight on from behind it. */
  private throwRiders(w: BandWorld, rng: Rng, rules: FieldRules): void {
    const fast = this.lastMove > THROWN_FAST ? 1 : 0;
    for (let c = 0; c < w.n; c++) {
      if (!this.aboard[c]) continue;
      this.aboard[c] = 0;
      w.riding[c] = 0;
      if (!w.alive[c]) continue;
      this.thrown++;
      const r = this.thrownTable[Math.min(7, w.toughness[c]) * 2 + fast].roll(rng);
      const after = hitAs(
        w,
        c,
        this.thrownCodes[r === THROWN_PISTOL ? 0 : 1],
        rng,
        r === THROWN_OOF ? STATE.oof : STATE.unhurt,
      );
      w.log?.add(`; ${w.names[c]} is thrown`);
      if (after >= 0) rules.hurt(w, c, after);
      w.setCover(c, 'wall');
      w.inCover[c] = 0;
      w.hidden[c] = 0;
    }
  }

  /** Losing Control (§10.9 [L2671–2693]); a driverless team's as if its driver were Rep 3. */
  private loseControl(w: BandWorld, rng: Rng, rules: FieldRules): void {
    this.losingControl++;
    const q = QUALITIES.indexOf(this.quality as 3 | 4 | 5);
    const driven = this.aboard[this.driver] && w.alive[this.driver];
    const r = (driven ? this.tables().lc : this.lcNoDriver)[q].roll(rng);
    if (r === CONTROL_KEPT) {
      this.capped = true;
      w.log?.add('; the driver keeps control');
    } else this.wreck(w, rng, rules, 'runs out of control');
  }

  /** c can fire at the team: loaded, in sight, within effective range, not from directly behind. */
  private canShootTeam(w: BandWorld, c: number): boolean {
    if (this.status !== ROLLING || w.hidden[c] || (w.ammo[c] !== LOADED && w.ammo[c] !== LAST))
      return false;
    if (armFiring(w.gunArm[c], w.offArm[c], w.twoHanded[c] === 1) === NO_FIRE) return false;
    const ex = w.x[c] - this.x,
      ey = w.y[c] - this.y;
    const d = Math.sqrt(ex * ex + ey * ey);
    const along = ex * Math.cos(this.heading) + ey * Math.sin(this.heading);
    const across = -ex * Math.sin(this.heading) + ey * Math.cos(this.heading);
    if (along < 0 && Math.abs(across) <= BEHIND) return false;
    return d <= w.sight && d <= (w.reach[c] + 1) * (this.lastFast ? 0.5 : 1);
  }

  /** c fires at the team: each hit rolls They Shot One of the Team ([L2755–2849]). */
  private fireAtTeam(w: BandWorld, c: number, rng: Rng, rules: FieldRules): void {
    const last = w.ammo[c] === LAST;
    const inches = Math.max(1, Math.round(Math.hypot(w.x[c] - this.x, w.y[c] - this.y)));
    // A wounded arm's −1 (§6.5); an off arm's 8 misses anyway, at a moving vehicle.
    const pen =
      this.nags() +
      (w.dmg[c] === STATE.chestWounded ? CHEST_PENALTY : 0) +
      (armFiring(w.gunArm[c], w.offArm[c], w.twoHanded[c] === 1) >> 1);
    const key =
      ((c * 128 + Math.min(127, inches)) * 8 + pen) * 4 + (last ? 2 : 0) + (this.lastFast ? 1 : 0);
    let f = this.teamFirings.get(key);
    if (f === undefined) {
      f = setupFiring(
        {
          ...PLAIN_SHOT,
          rep: w.rep[c],
          repModifier: -pen - (w.has(c, 'tyro') ? 1 : 0),
          crackshot: w.has(c, 'crackshot'),
          veteran: w.veteran[c] === 1,
          weapon: w.weapon[c],
          distance: inches,
          toughness: 4,
          cover: 'none',
          targetDoing: 'looking',
          targetMovingFast: true, // a moving vehicle counts as moving fast [L2743]
          shots: last ? 1 : undefined,
          rangeFactor: this.lastFast ? 0.5 : 1,
        },
        w.o,
      );
      this.teamFirings.set(key, f);
    }
    const r = this.shot;
    simulateFiring(f, rng, this.faces, r); // the damage it rolls is a man's: only the hits count
    w.hidden[c] = 0;
    if (last) {
      w.ammo[c] = DRY;
      readierInHand(w.ammo, w.ammo2, c); // a second pistol fires at the team alone
    } else if (r.fumble) rules.emptied(w, c);
    w.log?.say(w.turn, `${w.names[c]} fires at the team: ${r.hits} hit${r.hits === 1 ? '' : 's'}`);
    const stats = WEAPON_STATS[w.weapon[c]];
    const oneDie =
      stats.damage === 'buffalo-gun' ||
      (stats.closeRange !== undefined && inches <= stats.closeRange);
    const q = QUALITIES.indexOf(this.quality as 3 | 4 | 5);
    for (let h = 0; h < r.hits && this.status === ROLLING; h++) {
      this.teamHits++;
      const hit = this.hitTable[q * 2 + (oneDie ? 1 : 0)].roll(rng);
      if (hit === SPOOKED || hit === HALF_SPEED) {
        w.log?.add(hit === SPOOKED ? '; the team is spooked' : '; an animal goes down');
        if (hit === HALF_SPEED) this.half = true;
        this.loseControl(w, rng, rules);
      } else if (hit === STOP) {
        if (this.lastFast) this.wreck(w, rng, rules, 'loses an animal at speed');
        else {
          this.roll(w, STOP_INCHES, false, rng, rules, 'loses an animal');
          if (this.status === ROLLING) {
            this.halt(w, 'stops');
            this.work.start(w, this, 1, true);
          }
        }
      }
    }
  }
}
