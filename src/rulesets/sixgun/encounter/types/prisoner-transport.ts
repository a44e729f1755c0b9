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
import { SPACING } from '../band-world.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { FAR, HoldUpTable } from './road.ts';
import { ROAD, RoadMounts } from './road-mounts.ts';
import { setupTableBySize, valueOf } from './tables.ts';
import { Town } from './town.ts';
import type { EncounterType, TypeMoves } from './type.ts';
import { TypedRun } from './base.ts';

const MODES = ['stagecoach', 'wagon', 'horseback'] as const;
const [STAGE, , HORSEBACK] = [0, 1, 2];
/** The escort beside the driver [L3880–3905]: by 1d6, a stage's and a wagon's columns differ. */
const ESCORTS = ['marshal', 'marshals', 'rangers', 'sheriff', 'sheriff-and-deputies'] as const;
const [MARSHAL, MARSHALS, RANGERS, SHERIFF, SHERIFF_AND_DEPUTIES] = [0, 1, 2, 3, 4];
const PASSENGER = ['joins-escort', 'fires-from-coach', 'stays-out'] as const;
const [JOINS, FIRES] = [0, 1];
const RESULTS = ['freed', 'kept', 'still-fighting'] as const;
/** The most lawmen: 1 + 1d6 − SL at SL 1, or a Sheriff and 1d6 − 1 Deputies. */
const MOST_LAWMEN = 6;
/** A stage's driver, six lawmen and d6 − 1 passengers. */
const MOST_PARTY = 1 + MOST_LAWMEN + 5;
/** How Many (PT) gives at most three times the escort (driver and lawmen). */
const MOST_TIMES = 3;
/** Who a figure is. */
const [ESCORT, PASSENGER_ROLE, OUTLAW] = [0, 1, 2];

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

const maxSizes = (): [number, number] => [MOST_PARTY, MOST_TIMES * (1 + MOST_LAWMEN)];

/**
 * A Prisoner Transport (six-gun-sound.md §13.10 [L3867–3953]): the escort (a Deputy driving a
 * stage or a wagon, and the lawmen by 1d6) and a stage's Townsfolk passengers, who each test
 * their nerve when the coach is attacked, against How Many (PT) Outlaws come to free the
 * prisoner, set up by the Prisoner Transport table (as the Hold Up's, road.ts). The Outlaws
 * win when the escort is down or gone.
 */
class TransportRun extends TypedRun<Setup> {
  readonly standUp: HoldUpTable['standUp'];
  private readonly table: HoldUpTable;
  private readonly modeTable: Ready;
  private readonly howMany: Ready[];
  private readonly passengerBySand: Ready[];
  private readonly town: Town;
  private readonly role: Uint8Array;
  readonly mounts: RoadMounts;
  /** 1 for a passenger who stays out of it (Pass 0). */
  private readonly staysOut: Uint8Array;
  private readonly slots;
  // This trial's set-up.
  private mode = 0;
  private escortKind = 0;
  private lawmen = 0;
  private passengers = 0;
  private joined = 0;

  constructor(p: EncounterParams, s: Setup, o: SixgunOptions, l: Layout) {
    super(p, s, o, maxSizes());
    this.table = new HoldUpTable(this.at, o);
    this.standUp = this.table.standUp;
    this.modeTable = this.ready('transport-mode');
    this.howMany = setupTableBySize('transport-how-many', 1 + MOST_LAWMEN, this.at, this.o);
    this.passengerBySand = Array.from({ length: 8 }, (_, sand) =>
      this.ready('stage-passenger', { sand }),
    );
    const n = this.maxSizes[0] + this.maxSizes[1];
    this.town = new Town(n, o);
    this.role = new Uint8Array(n);
    this.mounts = new RoadMounts(n);
    this.staysOut = new Uint8Array(n);
    this.slots = slotsOf(l, [
      'result',
      'mode',
      'escort',
      'holdUp',
      'lawmen',
      'outlaws',
      'passengersJoined',
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
    this.sizes[0] = escort + this.passengers;
    this.sizes[1] = valueOf(t, t.roll(rng));
  }

  fill(w: BandWorld, rng: Rng): void {
    const driver = this.mode === HORSEBACK ? 0 : 1;
    let k = 0;
    for (let c = 0; c < w.n; c++) {
      const side = w.side[c];
      const j = side === 0 ? k++ : c - this.sizes[0];
      let who: Profession = 'outlaw';
      this.role[c] = OUTLAW;
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
      if (j >= this.listed(side)) {
        this.town.roll(w, c, who, rng, false);
        if (this.escortKind === MARSHAL && this.role[c] === ESCORT && j === driver)
          this.town.arm(w, c, 'scattergun'); // a Marshal with a scattergun [L3882]
      }
      w.x0[c] = (j - (this.sizes[side] >> 1)) * SPACING;
      w.y0[c] = side === 0 ? 0 : FAR;
    }
    w.setStarts();
    w.refreshStats();
    this.table.roll(w, rng, this.s.holdUp);
    const down = this.table.covered ? ROAD.tied : ROAD.rides;
    for (let c = 0; c < w.n; c++) this.mounts.how[c] = this.rides(c, driver) ? down : ROAD.none;
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
    this.table.deploy(w);
    // The coach is attacked: each passenger's nerve, 2d6 against Sand [L3945–3953].
    this.joined = 0;
    this.staysOut.fill(0);
    for (let c = 0; c < w.n; c++) {
      if (this.role[c] !== PASSENGER_ROLE) continue;
      const r = this.passengerBySand[Math.min(7, w.sand[c])].roll(rng);
      w.log?.say(1, `${w.names[c]}, a passenger, ${PASSENGER[r].replaceAll('-', ' ')}`);
      if (r === JOINS) this.joined++;
      else if (r === FIRES)
        w.inCover[c] = 1; // fires from the coach, in its cover
      else w.hidden[c] = w.inCover[c] = this.staysOut[c] = 1;
    }
  }

  /** A passenger who stays out of it takes no part. */
  override acts(_w: BandWorld, c: number): boolean {
    return this.staysOut[c] === 0;
  }

  override act(_w: BandWorld, _c: number, _rng: Rng, _moves: TypeMoves): boolean {
    return false;
  }

  winner(_w: BandWorld, out: Outcome): number {
    return out.winner;
  }

  record(_w: BandWorld, out: Outcome, acc: Float64Array): void {
    const s = this.slots;
    acc[s.result + (out.winner === 1 ? 0 : out.winner === 0 ? 1 : 2)]++;
    acc[s.mode + this.mode]++;
    acc[s.escort + this.escortKind]++;
    acc[s.holdUp + this.table.result]++;
    mean(acc, s.lawmen, this.lawmen);
    mean(acc, s.outlaws, this.sizes[1]);
    mean(acc, s.passengersJoined, this.joined);
  }

  describe(w: BandWorld): string {
    return `Prisoner Transport at SL ${this.sl}: by ${MODES[this.mode]}, ${this.lawmen} lawmen (${ESCORTS[this.escortKind]})${this.passengers ? ` and ${this.passengers} passengers` : ''}, ${this.sizes[1]} Outlaws; the Prisoner Transport table: ${OPPOSED[this.table.result]} (${w.n} figures)`;
  }
}

export const prisonerTransport: EncounterType<Setup> = {
  id: 'prisoner-transport',
  code: 'PT',
  title: 'Prisoner Transport',
  source: 'six-gun-sound.md §13.10 [L3867–3953]',
  description:
    "a prisoner by stagecoach, wagon or on horseback, the Deputy driver and the lawmen (1d6 by mode, mounted but the one inside a stage) and a stage's d6 − 1 passengers, who test their nerve (join the escort, fire from the coach, stay out), against How Many (PT) Outlaws come to free him (2d6 − SL, C-21), set up by the Prisoner Transport table as a Hold Up's (an Ambush on theirs-by-2); the Outlaws win when the escort is down or gone.",
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
        `a ${s.mode} escort is not "${s.escort}" (§13.10: a stage has a Marshal, Rangers or a Sheriff and Deputies; a wagon or riders ½d6 Marshals, Rangers or a Sheriff)`,
      );
  },
  metrics(_p, _s, l) {
    l.categories(
      'result',
      RESULTS,
      'the prisoner freed (the escort down or gone), kept (the Outlaws beaten off), or still fighting at maxTurns',
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
  },
  notes: () => [
    'the prisoner is not a figure (manacled, he cannot act while carried or led); the vehicle is not on the field, its driver, the lawman inside a stage with the prisoner and the passengers fighting on foot where they ride, strung along the road; the other lawmen start mounted, down with their horses tied behind them when the escort passed more on the table; the Outlaws come on foot (theirs to choose)',
  ],
  explain(p, s) {
    return `Prisoner Transport at SL ${slOf(p)}: by ${s.mode ?? 'a rolled mode'}, ${s.escort ?? 'rolled'} lawmen, the table ${s.holdUp ?? 'rolled'}; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new TransportRun(p, s, o, l),
};
