import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import { OPPOSED } from '../../campaign/encounter-kit.ts';
import type { Ready } from '../../campaign/table.ts';
import { halfD6 } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import type { Profession } from '../../data.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import { OUT_OF_SIGHT, SPACING } from '../band-world.ts';
import type { EncounterParams } from './params.ts';
import { MANACLED_HORSEMANSHIP, PRISONER_ENDS, Prisoner } from './prisoner.ts';
import { mean, slotsOf } from './record.ts';
import { FAR, HoldUpTable } from './road.ts';
import { ROAD, RoadMounts } from './road-mounts.ts';
import { NOT_RUN, ROAD_POSSE_ENDS, RoadPosse } from './road-posse.ts';
import {
  ROAD_VEHICLE_ENDS,
  RoadVehicle,
  STAGECOACH,
  type RoadVehicleSpec,
} from './road-vehicle.ts';
import { setupTableBySize, valueOf } from './tables.ts';
import { Town } from './town.ts';
import type { EncounterType, TypeMoves } from './type.ts';
import { TypedRun } from './base.ts';
import { CAUGHT, ESCAPED as ESCAPED_CHASE } from '../../pursuit-grid.ts';

const MODES = ['stagecoach', 'wagon', 'horseback'] as const;
const [STAGE, , HORSEBACK] = [0, 1, 2];
/**
 * The stage and the wagon on the field (§10.9), by mode: a stage line's coach, its seat beside
 * the driver empty (the lawman with the prisoner rides inside, the others alongside,
 * [L3912–3918]); the wagon a team of 4 horses of Pretty Fair Quality, the book giving it none.
 */
const VEHICLES: readonly RoadVehicleSpec[] = [{ ...STAGECOACH, shotgun: false }, { kind: 'wagon' }];
/** The escort beside the driver [L3880–3905]: by 1d6, a stage's and a wagon's columns differ. */
const ESCORTS = ['marshal', 'marshals', 'rangers', 'sheriff', 'sheriff-and-deputies'] as const;
const [MARSHAL, MARSHALS, RANGERS, SHERIFF, SHERIFF_AND_DEPUTIES] = [0, 1, 2, 3, 4];
const PASSENGER = ['joins-escort', 'fires-from-coach', 'stays-out'] as const;
const [JOINS, FIRES] = [0, 1];
const RESULTS = ['freed', 'kept', 'still-fighting'] as const;
/** The Prisoner Transport table's "escort passes 2 more" (OPPOSED's ours-by-2). */
const OURS_2 = OPPOSED.indexOf('ours-by-2');
/** The most lawmen: 1 + 1d6 − SL at SL 1, or a Sheriff and 1d6 − 1 Deputies. */
const MOST_LAWMEN = 6;
/** A stage's driver, six lawmen and d6 − 1 passengers. */
const MOST_PARTY = 1 + MOST_LAWMEN + 5;
/** How Many (PT) gives at most three times the escort (driver and lawmen). */
const MOST_TIMES = 3;
/** Who a figure is. */
const [ESCORT, PASSENGER_ROLE, OUTLAW, PRISONER] = [0, 1, 2, 3];

const setup = z.strictObject({
  mode: z
    .enum(MODES)
    .optional()
    .describe('How the prisoner travels (default: 1d6, stagecoach 1–2, wagon 3–4, horseback 5–6).'),
  escort: z
    .enum(ESCORTS)
    .optional()
    .describe(
      "The lawmen (default: 1d6 on the mode's column: a stage's Marshal, Rangers or Sheriff and Deputies; a wagon's or riders' ½d6 Marshals, Rangers or a Sheriff).",
    ),
  holdUp: z
    .enum(OPPOSED)
    .optional()
    .describe(
      "The Prisoner Transport table (default: both leaders' 2d6 against Rep; ours is the escort's): same, ours-by-1, ours-by-2, theirs-by-1, theirs-by-2 (an Ambush).",
    ),
});
type Setup = z.output<typeof setup>;

/** The Outlaws, and the prisoner last of their side. */
const maxSizes = (): [number, number] => [MOST_PARTY, MOST_TIMES * (1 + MOST_LAWMEN) + 1];

/**
 * A Prisoner Transport (six-gun-sound.md §13.10 [L3867–3953]): the escort (a Deputy driving a
 * stage or a wagon, and the lawmen by 1d6) and a stage's Townsfolk passengers, who each test
 * their nerve when the coach is attacked, against How Many (PT) Outlaws come to free the
 * prisoner (prisoner.ts, the last figure of their side), set up by the Prisoner Transport
 * table (as the Hold Up's, road.ts). The stage or the wagon is on the field as the Hold Up's
 * (road-vehicle.ts) and runs for the table's edge: off it, the escort has got away with him.
 * The Outlaws win when the escort is down or gone, or he escapes; the escort when it gets
 * away with him or the Outlaws are down or gone. On "escort passes 2 more" the escort may run
 * as a Posse's Runners instead, as a Hold Up's party may (holdUp.targetBy2, road-posse.ts),
 * the prisoner's horse led beside them: escaped, it keeps him.
 */
class TransportRun extends TypedRun<Setup> {
  readonly standUp: HoldUpTable['standUp'];
  private readonly table: HoldUpTable;
  /** On "escort passes 2 more" the escort runs as a Posse's Runners (holdUp.targetBy2). */
  private readonly runs: boolean;
  private readonly posse: RoadPosse;
  /** Who leads the prisoner's horse after a chase. */
  private leader = -1;
  private readonly modeTable: Ready;
  private readonly howMany: Ready[];
  private readonly passengerBySand: Ready[];
  private readonly town: Town;
  private readonly role: Uint8Array;
  readonly mounts: RoadMounts;
  readonly vehicle: RoadVehicle;
  private readonly prisoner = new Prisoner();
  /** 1 for a passenger who stays out of it (Pass 0). */
  private readonly staysOut: Uint8Array;
  private readonly slots;
  // This trial's set-up.
  private mode = 0;
  private escortKind = 0;
  private lawmen = 0;
  private passengers = 0;
  private outlaws = 0;
  private joined = 0;

  constructor(p: EncounterParams, s: Setup, o: SixgunOptions, l: Layout) {
    super(p, s, o, maxSizes());
    this.table = new HoldUpTable(this.at, o);
    this.runs = o['holdUp.targetBy2'] === 'posse';
    this.posse = new RoadPosse(this.maxSizes[0], this.maxSizes[1]);
    this.standUp = (w, rng, moves) =>
      this.posse.end === NOT_RUN ? this.table.standUp(w, rng, moves) : this.posse.opening(w, moves);
    this.modeTable = this.ready('transport-mode');
    this.howMany = setupTableBySize('transport-how-many', 1 + MOST_LAWMEN, this.at, this.o);
    this.passengerBySand = Array.from({ length: 8 }, (_, sand) =>
      this.ready('stage-passenger', { sand }),
    );
    const n = this.maxSizes[0] + this.maxSizes[1];
    this.town = new Town(n, o);
    this.role = new Uint8Array(n);
    this.mounts = new RoadMounts(n);
    this.vehicle = new RoadVehicle(n, VEHICLES);
    this.staysOut = new Uint8Array(n);
    this.slots = slotsOf(l, [
      'result',
      'prisoner',
      'madeOff',
      'vehicle',
      'mode',
      'escort',
      'holdUp',
      'lawmen',
      'outlaws',
      'passengersJoined',
      'chase',
    ] as const);
  }

  /** 1d6 − SL more, at least none [L3880–3905]. */
  private dSL = (rng: Rng) => Math.max(0, rng.d6() - this.sl);

  rollSetup(rng: Rng): void {
    const s = this.s;
    this.mode = s.mode !== undefined ? MODES.indexOf(s.mode) : this.modeTable.roll(rng);
    const stage = this.mode === STAGE;
    if (s.escort !== undefined) this.escortKind = ESCORTS.indexOf(s.escort);
    else {
      const d = rng.d6();
      this.escortKind = stage
        ? d <= 3
          ? MARSHAL
          : d <= 5
            ? RANGERS
            : SHERIFF_AND_DEPUTIES
        : d <= 3
          ? MARSHALS
          : d <= 5
            ? RANGERS
            : SHERIFF;
    }
    const k = this.escortKind;
    this.lawmen =
      k === MARSHAL || k === SHERIFF ? 1 : k === MARSHALS ? halfD6(rng) : 1 + this.dSL(rng); // Rangers, or a Sheriff and his Deputies
    this.passengers = stage ? rng.d6() - 1 : 0;
    // The escort: the Deputy driving a stage or a wagon, and the lawmen.
    const escort = (this.mode === HORSEBACK ? 0 : 1) + this.lawmen;
    const t = this.howMany[escort];
    this.outlaws = valueOf(t, t.roll(rng));
    this.sizes[0] = escort + this.passengers;
    this.sizes[1] = this.outlaws + 1;
  }

  /** The prisoner activates on his own, leading nobody (§4.1). */
  ownGroup(side: number, index: number, size: number): boolean {
    return side === 1 && index === size - 1;
  }

  fill(w: BandWorld, rng: Rng): void {
    const driver = this.mode === HORSEBACK ? 0 : 1;
    const prisoner = w.n - 1;
    let k = 0;
    for (let c = 0; c < w.n; c++) {
      const side = w.side[c];
      const j = side === 0 ? k++ : c - this.sizes[0];
      let who: Profession = 'outlaw';
      this.role[c] = c === prisoner ? PRISONER : OUTLAW;
      if (side === 0) {
        const lawman = j - driver;
        this.role[c] = j < driver + this.lawmen ? ESCORT : PASSENGER_ROLE;
        who =
          j < driver
            ? 'deputy'
            : this.role[c] === PASSENGER_ROLE
              ? 'townsfolk'
              : this.lawman(lawman);
      }
      if (j >= this.listed(side) || c === prisoner) {
        this.town.roll(w, c, who, rng, false);
        if (this.escortKind === MARSHAL && this.role[c] === ESCORT && j === driver)
          this.town.arm(w, c, 'scattergun'); // a Marshal with a scattergun [L3882]
      }
      w.x0[c] = (j - ((side === 0 ? this.sizes[0] : this.outlaws) >> 1)) * SPACING;
      w.y0[c] = side === 0 ? 0 : FAR;
    }
    // The stage or the wagon, driven by the Deputy, the prisoner inside with the lawman who
    // guards him and the passengers; on horseback the escort's last lawman leads his horse.
    const v = this.vehicle;
    v.start(w, this.mode === HORSEBACK ? -1 : this.mode);
    if (this.mode === STAGE) v.add(w, driver);
    v.add(w, prisoner);
    for (let c = driver + this.lawmen; c < this.sizes[0]; c++) v.add(w, c);
    v.done();
    if (this.mode === HORSEBACK) {
      w.x0[prisoner] = w.x0[this.lawmen - 1];
      w.y0[prisoner] = w.y0[this.lawmen - 1];
    }
    w.setStarts();
    w.refreshStats();
    // The Outlaws' Outfit Leader is their best man, not their manacled compadre (§4.1).
    let lead = -1;
    for (let c = this.sizes[0]; c < prisoner; c++) if (lead < 0 || w.rep[c] > w.rep[lead]) lead = c;
    w.outfitLeader[1] = lead;
    this.table.roll(w, rng, this.s.holdUp, prisoner);
    this.posse.clear();
    if (this.runs && this.table.result === OURS_2) {
      this.run(w, rng, driver, prisoner);
      return;
    }
    const down = this.table.covered ? ROAD.tied : ROAD.rides;
    for (let c = 0; c < w.n; c++) {
      this.mounts.how[c] = this.rides(c, driver) ? down : ROAD.none;
      this.mounts.hr[c] = 0;
    }
    if (this.mode === HORSEBACK) {
      this.mounts.how[prisoner] = ROAD.rides; // in the saddle, his horse led
      this.mounts.hr[prisoner] = MANACLED_HORSEMANSHIP;
    }
  }

  /**
   * The escort runs as a Posse's Runners, the Outlaws but the prisoner its Chasers: no vehicle
   * and no horse on the field. His horse is led by the escort's last man still in the chase,
   * and he starts beside him; with the whole escort left behind on lame mounts he is loose.
   */
  private run(w: BandWorld, rng: Rng, driver: number, prisoner: number): void {
    this.vehicle.start(w, -1);
    this.posse.run(w, this.sizes[0], this.outlaws, rng, this.p.maxTurns);
    let lead = driver + this.lawmen - 1;
    while (lead > 0 && !this.posse.inChase(lead)) lead--;
    this.leader = lead;
    w.x0[prisoner] = w.x0[lead];
    w.y0[prisoner] = w.y0[lead];
    w.setStarts();
    this.mounts.how.fill(ROAD.none);
  }

  /**
   * Whether c starts mounted (§13.10 Deployment [L3912–3918]): on horseback everyone; with a
   * wagon the lawmen; with a stage the lawmen but the one inside with the prisoner. The driver
   * and the passengers ride the vehicle, and the Outlaws come on foot (theirs to choose).
   */
  private rides(c: number, driver: number): boolean {
    if (this.role[c] !== ESCORT || c < driver) return false; // the escort comes first
    return this.mode !== STAGE || c > driver;
  }

  private lawman(i: number): Profession {
    const k = this.escortKind;
    if (k === MARSHAL || k === MARSHALS) return 'marshal';
    if (k === RANGERS) return 'ranger';
    return i === 0 ? 'sheriff' : 'deputy';
  }

  reset(w: BandWorld, rng: Rng): void {
    const ran = this.posse.end !== NOT_RUN;
    if (ran) for (let c = 0; c < w.n; c++) w.hidden[c] = w.inCover[c] = 0;
    else {
      this.table.deploy(w);
      this.vehicle.rate(w, this.mode === STAGE);
      this.vehicle.settle(w, this.table.covered);
    }
    const covered = !ran && this.table.covered;
    const v = this.vehicle.now;
    // The coach is attacked: each passenger's nerve, 2d6 against Sand [L3945–3953]. One who
    // joins the escort fights as it does (down behind a coach it stood unhitched); the others
    // stay in the coach, firing from it or keeping out of it. After a chase they are attacked
    // only if caught, and with no coach one who would fire from it fights where he stands.
    this.joined = 0;
    this.staysOut.fill(0);
    const attacked = !ran || this.posse.end === CAUGHT;
    for (let c = 0; c < w.n && attacked; c++) {
      if (this.role[c] !== PASSENGER_ROLE) continue;
      const r = this.passengerBySand[Math.min(7, w.sand[c])].roll(rng);
      w.log?.say(1, `${w.names[c]}, a passenger, ${PASSENGER[r].replaceAll('-', ' ')}`);
      if (r === JOINS) {
        this.joined++;
        continue;
      }
      if (covered) v!.board(w, c);
      if (r !== FIRES) {
        w.hidden[c] = OUT_OF_SIGHT;
        this.staysOut[c] = 1;
      }
    }
    const p = w.n - 1;
    if (covered && v !== null) v.board(w, p); // he stays in the vehicle
    this.prisoner.reset(w, p, v, ran ? this.leader : this.lawmen - 1);
  }

  /** A passenger who stays out of it takes no part; the prisoner only once loose. */
  override acts(w: BandWorld, c: number): boolean {
    if (this.role[c] === PRISONER) return this.prisoner.loose(w);
    return this.staysOut[c] === 0;
  }

  /** An Ambush springs past the held prisoner and the passengers keeping out of it. */
  bystander(w: BandWorld, c: number): boolean {
    return !this.acts(w, c);
  }

  /** The prisoner's activation is his own: he makes off. */
  override act(w: BandWorld, c: number, rng: Rng, moves: TypeMoves): boolean {
    if (this.role[c] !== PRISONER) return false;
    this.prisoner.act(w, rng, moves);
    return true;
  }

  /**
   * At a turn's end: the vehicle away, the rest of the escort goes after it; the prisoner
   * away, so do the Outlaws; the Outlaws down or gone with the prisoner still held, the escort
   * keeps him; the escort down or gone, or the coach wrecked, the passengers who kept out of it
   * leave. A led horse goes where its leader does.
   */
  endTurn(w: BandWorld, _rng: Rng, moves: TypeMoves): void {
    this.vehicle.followed(w, moves);
    const pr = this.prisoner,
      p = pr.c;
    if (pr.escaped) {
      for (let c = 0; c < w.n; c++) if (w.side[c] === 1 && w.alive[c]) moves.leave(w, c);
    } else if (w.alive[p] && !pr.loose(w) && !this.anyStanding(w, 1, p)) moves.leave(w, p);
    const v = this.vehicle.now;
    const fighting = this.anyStanding(w, 0, -1);
    for (let c = 0; c < w.n; c++)
      if (this.staysOut[c] && w.alive[c] && (!fighting || (v !== null && !v.aboard[c])))
        moves.leave(w, c);
    pr.follow(w);
  }

  /** Whether a figure of `side` but `but` still takes part. */
  private anyStanding(w: BandWorld, side: number, but: number): boolean {
    for (let c = 0; c < w.n; c++)
      if (w.side[c] === side && c !== but && w.alive[c] && !this.staysOut[c]) return true;
    return false;
  }

  /** The chase escaped, the escort got away with him; still running, nobody won. */
  winner(_w: BandWorld, out: Outcome): number {
    if (this.prisoner.escaped) return 1;
    const chase = this.posse.end;
    if (chase !== NOT_RUN && chase !== CAUGHT) return chase === ESCAPED_CHASE ? 0 : -1;
    return this.vehicle.allAway() ? 0 : out.winner;
  }

  record(w: BandWorld, out: Outcome, acc: Float64Array): void {
    const s = this.slots;
    acc[s.result + (out.winner === 1 ? 0 : out.winner === 0 ? 1 : 2)]++;
    acc[s.prisoner + this.prisoner.end(w, out)]++;
    if (this.prisoner.madeOff) acc[s.madeOff]++;
    acc[s.vehicle + this.vehicle.end()]++;
    acc[s.mode + this.mode]++;
    acc[s.escort + this.escortKind]++;
    acc[s.holdUp + this.table.result]++;
    mean(acc, s.lawmen, this.lawmen);
    mean(acc, s.outlaws, this.outlaws);
    mean(acc, s.passengersJoined, this.joined);
    acc[s.chase + this.posse.end]++;
  }

  describe(w: BandWorld): string {
    return `Prisoner Transport at SL ${this.sl}: by ${MODES[this.mode]}, ${this.lawmen} lawmen (${ESCORTS[this.escortKind]})${this.passengers ? ` and ${this.passengers} passengers` : ''}, ${this.outlaws} Outlaws come for the prisoner, ${w.names[w.n - 1]}; the Prisoner Transport table: ${OPPOSED[this.table.result]}${this.chaseLine()} (${w.n} figures)`;
  }

  /** The Posse the escort ran as, for the trace's first line. */
  private chaseLine(): string {
    const p = this.posse;
    if (p.end === NOT_RUN) return '';
    return `; the escort runs as a Posse: ${ROAD_POSSE_ENDS[p.end]} after ${p.turns} turns${p.end === CAUGHT ? `, ${p.gap} bands apart` : ''}`;
  }
}

export const prisonerTransport: EncounterType<Setup> = {
  id: 'prisoner-transport',
  code: 'PT',
  title: 'Prisoner Transport',
  source: 'six-gun-sound.md §13.10 [L3867–3953]',
  description:
    "a manacled prisoner by stagecoach, wagon or on horseback, the Deputy driver and the lawmen (1d6 by mode, mounted but the one inside a stage with him) and a stage's d6 − 1 passengers, who test their nerve (join the escort, fire from the coach, stay out), against How Many (PT) Outlaws come to free him (2d6 − SL, C-21), set up by the Prisoner Transport table as a Hold Up's (an Ambush on theirs-by-2; passing 2 more, the escort may instead run as the Runners of a Posse, holdUp.targetBy2); the stage or the wagon is on the field and runs for the table's edge, and a prisoner thrown from a wreck or whose led horse is turned loose makes off for the Outlaws' edge (riding with Horsemanship 3); the Outlaws win when the escort is down or gone or he escapes, the escort when it gets away with him or the Outlaws are down or gone.",
  roles: ['Escort', 'Outlaws'],
  policies: ['stand-and-shoot', 'advance'],
  setup,
  maxSizes,
  check(_p, s, issue) {
    const stageOnly = s.escort === 'marshal' || s.escort === 'sheriff-and-deputies';
    const otherOnly = s.escort === 'marshals' || s.escort === 'sheriff';
    if (
      s.mode !== undefined &&
      ((stageOnly && s.mode !== 'stagecoach') || (otherOnly && s.mode === 'stagecoach'))
    )
      issue(
        ['setup', 'escort'],
        `a ${s.mode} escort is not "${s.escort}" (§13.10: a stage has a Marshal, Rangers or a Sheriff and Deputies; a wagon or riders ½d6 Marshals, Rangers or a Sheriff): set escort to ${s.mode === 'stagecoach' ? 'marshal, rangers or sheriff-and-deputies' : 'marshals, rangers or sheriff'}, or drop mode`,
      );
  },
  metrics(_p, _s, l) {
    l.categories(
      'result',
      RESULTS,
      'the Outlaws won (the escort down or gone, or the prisoner escaped), the escort kept him (the Outlaws down or gone, or the stage or wagon got away with him), or still fighting at maxTurns',
    );
    l.categories(
      'prisoner',
      PRISONER_ENDS,
      'how the prisoner ends: freed (the Outlaws hold the field, he alive), escaped (rode or ran off the table), held (the escort holds the field, got away with him, or still has him at maxTurns), killed (obviously dead), or loose on the field at maxTurns',
    );
    l.probability(
      'madeOff',
      'the prisoner made off: thrown clear of a wrecked stage or wagon, or his horse loose (the escort leading it down or gone)',
    );
    l.categories(
      'vehicle',
      ROAD_VEHICLE_ENDS,
      'how the stage or the wagon ends: standing, rolling, stopped (a team animal down, or standing unhitched), wrecked, escaped (off the table with the prisoner), or none on the field (horseback)',
    );
    l.categories('mode', MODES, 'how the prisoner travelled (1d6)');
    l.categories('escort', ESCORTS, "the lawmen (1d6 on the mode's column)");
    l.categories('holdUp', OPPOSED, "the Prisoner Transport table (ours: the escort's leader)");
    l.mean('lawmen', 'lawmen besides the driver');
    l.mean('outlaws', 'Outlaws (How Many (PT))');
    l.mean(
      'passengersJoined',
      "a stage's passengers who joined the escort (2d6 against Sand, Pass 2)",
    );
    l.categories(
      'chase',
      ROAD_POSSE_ENDS,
      'the Posse the escort ran as on passing 2 more (holdUp.targetBy2: posse): the Outlaws caught up, it escaped with the prisoner, still running at maxTurns, or none run',
    );
  },
  notes: () => [
    "the prisoner is the last figure of the Outlaws' side, a rolled Outlaw with no gun, activating on his own and leading nobody; while in the stage or the wagon, or on his horse led by the escort's last lawman, he cannot act and neither side fires at him; thrown from a wreck, or his horse loose once the lawman leading it is down or gone (mounted or on foot, he keeps it led while he stands), he makes off straight for the table's edge beyond the Outlaws (24\" from the road), every lawman seeing him taking Got a Shot; a prisoner still held when the last Outlaw is down or gone stays with the escort",
    "the stage is on the field as the Hold Up's (§10.9: a team of 6 rolled on Team Quality for a stage line, the Deputy driving at his Driver Rating, his Rep, at most 5, §2.1), the seat beside the driver empty, the lawman guarding the prisoner and the passengers inside; the wagon a team of 4 horses of Pretty Fair Quality (the book gives it none), its Deputy's Driver Rating his Rep, at most 4, the driver and the prisoner in the box; travelling, it runs straight on for the table's edge 24\" off, fast where it can, the Outlaws firing at the team, and once it is off the escort has got away with him (the rest goes after it); an escort that passed more on the table has it standing unhitched, the escort and the passengers who joined it down behind it, the prisoner and the other passengers inside; the pack animal of a transport on horseback is not on the field",
    'the lawmen but the one inside a stage start mounted, down with their horses tied behind them when the escort passed more on the table; a passenger who joins the escort fights as it does, one who fires from the coach stays in it until it wrecks, one who stays out of it takes no part and leaves once the coach wrecks or the escort is down or gone; the Outlaws come on foot (theirs to choose)',
    "on \"escort passes 2 more\" the escort deploys as for 1 more, or (holdUp.targetBy2: posse) runs as the Runners of a Posse as a Hold Up's party does (every mount and team at Quality 4, Horsemanship 4, each of the escort and the passengers a rider of his own on the Pursuit Grid, the Outlaws but the prisoner the Chasers), the prisoner's horse led beside the escort's last man still in the chase and no rider of it; escaped, the escort got away with him (held); still running at maxTurns, nobody wins and he is held; caught, the fight is a Posse's, 24\" a band apart, in the open, with no vehicle or horse on the field, the prisoner on foot beside the lawman leading him (loose and making off once that lawman is down or gone), and the passengers test their nerve as when the coach is attacked, one who would fire from it fighting where he stands",
  ],
  explain(p, s) {
    return `Prisoner Transport at SL ${slOf(p)}: by ${s.mode ?? 'a rolled mode'}, ${s.escort ?? 'rolled'} lawmen, the table ${s.holdUp ?? 'rolled'}; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new TransportRun(p, s, o, l),
};
