import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import { OPPOSED } from '../../campaign/encounter-kit.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf, warriors } from '../../campaign/travel.ts';
import { WARRIOR_TABLES } from '../../campaign/data.ts';
import type { Profession } from '../../data.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import { SPACING } from '../band-world.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { valueOf } from './tables.ts';
import { Town } from './town.ts';
import { rollWarrior } from './warrior.ts';
import type { EncounterType, TypeMoves } from './type.ts';
import { TypedRun } from './base.ts';
import { FAR, HoldUpTable } from './road.ts';
import { ROAD, RoadMounts } from './road-mounts.ts';
import {
  ROAD_VEHICLE_ENDS,
  RoadVehicle,
  STAGECOACH,
  type RoadVehicleSpec,
} from './road-vehicle.ts';
import { NOT_RUN, ROAD_POSSE_ENDS, RoadPosse } from './road-posse.ts';
import { MULE_ENDS, PackStrings } from './pack-strings.ts';
import { CAUGHT, ESCAPED as CHASE_ESCAPED } from '../../pursuit-grid.ts';

/** The target (hold-up-target) and its guards (stage-guards), in the tables' order. */
const TARGETS = ['stagecoach', 'freight-wagons', 'pack-mules'] as const;
const [STAGE, WAGONS, MULES] = [0, 1, 2];
const GUARDS = [
  'marshal',
  'rangers',
  'sheriff-and-deputies',
  'gunfighter',
  'mountain-man',
  'buffalo-hunter',
] as const;
const [MARSHAL, RANGERS, SHERIFF, GUNFIGHTER, MOUNTAIN_MAN, BUFFALO_HUNTER] = [0, 1, 2, 3, 4, 5];
/**
 * The stage and the freight wagons on the field (§10.9), by target: a stage line's coach
 * (road-vehicle.ts); the freighters are bullwhackers, one to a wagon [L3834], whose wagons
 * oxen pull (6", never fast, §4.4), a Homesteader's team.
 */
const VEHICLES: readonly RoadVehicleSpec[] = [
  STAGECOACH,
  { kind: 'wagon', animals: 4, oxen: true, quality: 'rolled', owner: 'homesteader' },
];
const ATTACKERS = ['indians', 'outlaws'] as const;
const INDIANS = 0;
const RESULTS = ['taken', 'beaten-off', 'still-fighting', 'got-away', 'still-running'] as const;
const [TAKEN, GOT_AWAY, STILL_RUNNING] = [0, 3, 4];
const [MULE_AWAY, MULE_KEPT, MULE_TAKEN, MULE_KILLED, MULE_RUN_OFF] = MULE_ENDS.map((_, k) => k);
/** The Hold Up table's "target passes 2 more" (OPPOSED's ours-by-2). */
const OURS_2 = OPPOSED.indexOf('ours-by-2');
/** The most 1d6 − SL (+1) lawmen a roll gives: at SL 1, 1 + 6 − 1 [L3788–3800]. */
const MOST_ESCORT = 6;
/** Passengers d6 − 1; mules 3 + 1d6, a skinner per 4 and one more [L3780–3812]. */
const MOST_PASSENGERS = 5;
const MULES_BASE = 3;
const MULES_PER_SKINNER = 4;
/** The largest party: a stage's driver, six lawmen and five passengers. */
const MOST_PARTY = 1 + MOST_ESCORT + MOST_PASSENGERS;
/** How Many (HU) gives at most three times the party; Indians add 1d6 [L3816–3830]. */
const MOST_TIMES = 3;

const setup = z.strictObject({
  target: z
    .enum(TARGETS)
    .optional()
    .describe(
      'The target (default: 1d6, stagecoach 1–2, 1d6 freight wagons 3–4, 3 + 1d6 pack mules 5–6).',
    ),
  guards: z
    .enum(GUARDS)
    .optional()
    .describe("A stagecoach's or mule train's guards (default: 1d6 on the guards table)."),
  attackers: z
    .enum(ATTACKERS)
    .optional()
    .describe(
      'Who holds it up (default: 1d6 above SL Indians, else Outlaws; at SL 5 always Outlaws).',
    ),
  holdUp: z
    .enum(OPPOSED)
    .optional()
    .describe(
      "The Hold Up table (default: both leaders' 2d6 against Rep; ours is the target's): same, ours-by-1, ours-by-2, theirs-by-1, theirs-by-2 (an Ambush).",
    ),
});
type Setup = z.output<typeof setup>;

const maxSizes = (): [number, number] => [MOST_PARTY, MOST_TIMES * MOST_PARTY + 6];

/** Who a figure is in a hold up. */
const [DRIVER, GUARD, PASSENGER, HAND, ATTACKER] = [0, 1, 2, 3, 4];

class HoldUpRun extends TypedRun<Setup> {
  private readonly targetTable: Ready;
  private readonly guardsTable: Ready;
  private readonly attackersTable: Ready;
  private readonly warriorTable: Ready;
  private readonly howMany: Ready[];
  private readonly table: HoldUpTable;
  readonly standUp: (w: BandWorld, rng: Rng, moves: TypeMoves) => void;
  /** On "target passes 2 more" the party runs as a Posse's Runners (holdUp.targetBy2). */
  private readonly runs: boolean;
  private readonly posse: RoadPosse;
  private readonly town: Town;
  private readonly role: Uint8Array;
  readonly mounts: RoadMounts;
  readonly vehicle: RoadVehicle;
  /** A mule train's pack mules, on strings behind the skinners. */
  private readonly strings: PackStrings;
  private readonly slots: Record<string, number>;
  // This trial's set-up.
  private target = 0;
  private guards = 0;
  private attackers = 0;
  private hands = 0;
  private mules = 0;
  private escort = 0;
  private warrior: Profession = 'plains-warrior';

  constructor(p: EncounterParams, s: Setup, o: SixgunOptions, l: Layout) {
    super(p, s, o, maxSizes());
    this.table = new HoldUpTable(this.at, o);
    this.runs = o['holdUp.targetBy2'] === 'posse';
    this.posse = new RoadPosse(this.maxSizes[0], this.maxSizes[1]);
    this.standUp = (w, rng, moves) =>
      this.posse.end === NOT_RUN ? this.table.standUp(w, rng, moves) : this.posse.opening(w, moves);
    this.targetTable = this.ready('hold-up-target');
    this.guardsTable = this.ready('stage-guards');
    this.attackersTable = this.ready('hold-up-attackers');
    this.warriorTable = warriors({ locale: p.locale });
    this.howMany = Array.from({ length: MOST_PARTY + 1 }, (_, n) =>
      this.ready('hold-up-how-many', { force: Math.max(1, n) }),
    );
    const n = this.maxSizes[0] + this.maxSizes[1];
    this.town = new Town(n, o);
    this.role = new Uint8Array(n);
    this.mounts = new RoadMounts(n);
    this.vehicle = new RoadVehicle(n, VEHICLES);
    this.strings = new PackStrings(o['holdUp.stringHits'] === 'string');
    this.slots = slotsOf(l, [
      'result',
      'target',
      'guards',
      'attackers',
      'holdUp',
      'party',
      'attackerCount',
      'vehicle',
      'vehicles',
      'vehiclesAway',
      'chase',
      'mules',
      'mulesAway',
      'mulesKept',
      'mulesTaken',
      'mulesKilled',
      'mulesRunOff',
    ] as const);
  }

  /** 1 + 1d6 − SL Rangers, or 1d6 − SL Deputies with their Sheriff: at least none more. */
  private lawmen = (rng: Rng) => Math.max(0, rng.d6() - this.sl);

  rollSetup(rng: Rng): void {
    const s = this.s;
    this.target = s.target !== undefined ? TARGETS.indexOf(s.target) : this.targetTable.roll(rng);
    // The party: a stage's Deputy driver and d6 − 1 passengers; a Homesteader per wagon; a
    // Prospector skinner per 4 mules and one more. Then the guards or the escort.
    let hands = 0,
      passengers = 0,
      mules = 0;
    if (this.target === STAGE) {
      hands = 1;
      passengers = rng.d6() - 1;
    } else if (this.target === WAGONS) hands = rng.d6();
    else {
      mules = MULES_BASE + rng.d6();
      hands = Math.ceil(mules / MULES_PER_SKINNER) + 1;
    }
    let escort: number;
    if (this.target === WAGONS) {
      // Wagon train escort (1d6): 1–3 Rangers, 4–6 a Sheriff and Deputies [L3802–3806].
      this.guards = rng.d6() <= 3 ? RANGERS : SHERIFF;
      escort = 1 + this.lawmen(rng);
    } else {
      this.guards = s.guards !== undefined ? GUARDS.indexOf(s.guards) : this.guardsTable.roll(rng);
      escort = this.guards === RANGERS || this.guards === SHERIFF ? 1 + this.lawmen(rng) : 1;
    }
    this.hands = hands;
    this.mules = mules;
    this.escort = escort;
    const party = hands + escort + passengers;
    this.attackers =
      s.attackers !== undefined ? ATTACKERS.indexOf(s.attackers) : this.attackersTable.roll(rng);
    const t = this.howMany[party];
    let them = valueOf(t, t.roll(rng));
    if (this.attackers === INDIANS) {
      them += rng.d6();
      this.warrior = WARRIOR_TABLES[this.warriorTable.roll(rng)];
    }
    this.sizes[0] = party;
    this.sizes[1] = Math.min(this.maxSizes[1], them);
  }

  fill(w: BandWorld, rng: Rng): void {
    let k = 0;
    for (let c = 0; c < w.n; c++) {
      const side = w.side[c];
      const j = side === 0 ? k++ : c - this.sizes[0];
      let who: Profession;
      if (side === 1) {
        this.role[c] = ATTACKER;
        who = this.attackers === INDIANS ? this.warrior : 'outlaw';
      } else if (j < this.hands) {
        this.role[c] = this.target === STAGE ? DRIVER : HAND;
        who =
          this.target === STAGE ? 'deputy' : this.target === WAGONS ? 'homesteader' : 'prospector';
      } else if (j < this.hands + this.escort) {
        this.role[c] = GUARD;
        who = this.guardProfession(j - this.hands);
      } else {
        this.role[c] = PASSENGER;
        who = 'townsfolk';
      }
      if (j >= this.listed(side)) {
        if (side === 1 && this.attackers === INDIANS) rollWarrior(w, c, who, rng);
        else this.town.roll(w, c, who, rng, false);
        // The lone guards carry the scattergun or shotgun the table gives them [L3788–3800].
        if (this.role[c] === GUARD) {
          if (this.guards === MARSHAL || this.guards === GUNFIGHTER)
            this.town.arm(w, c, 'scattergun');
          else if (this.guards === MOUNTAIN_MAN || this.guards === BUFFALO_HUNTER)
            this.town.arm(w, c, 'shotgun');
        }
      }
      // The party strung out along the road at the centre; the attackers across from it.
      w.x0[c] = (j - ((side === 0 ? this.sizes[0] : this.sizes[1]) >> 1)) * SPACING;
      w.y0[c] = side === 0 ? 0 : FAR;
      w.setCover(c, w.specs[c].cover);
    }
    // The stage, its driver the party's first figure, or a wagon for each bullwhacker [L3832–3837].
    const v = this.vehicle;
    if (this.target === WAGONS) v.start(w, WAGONS, this.hands);
    else v.start(w, this.target === STAGE ? STAGE : -1);
    for (let c = 1; c < this.sizes[0]; c++)
      if (this.target === STAGE && (c === this.hands || this.role[c] === PASSENGER)) v.add(w, c);
    v.done();
    w.setStarts();
    w.refreshStats();
    this.table.roll(w, rng, this.s.holdUp);
    this.posse.clear();
    this.strings.start(this.mules, this.hands);
    if (this.runs && this.table.result === OURS_2) {
      // The party runs instead: no vehicle and no horse on the field, a Posse's fight if caught.
      v.start(w, -1);
      this.posse.run(w, this.sizes[0], this.sizes[1], rng, this.p.maxTurns);
      this.strings.ran(this.posse.end === CHASE_ESCAPED);
      w.setStarts();
      this.mounts.how.fill(ROAD.none);
      return;
    }
    const down = this.table.covered ? ROAD.tied : ROAD.rides;
    for (let c = 0; c < w.n; c++) {
      this.mounts.how[c] = this.rides(c) ? down : ROAD.none;
      this.mounts.mule[c] = this.role[c] === HAND && this.target === MULES ? 1 : 0;
    }
  }

  /**
   * Whether c starts on a mount (§13.9 Deployment [L3832–3837]): a wagon train's or mule
   * train's escort, the skinners on their saddle mules, and a stage's guards but the one beside
   * the driver; the driver, the bullwhackers and the passengers ride the stage or the wagons,
   * and the attackers come on foot (theirs to choose; they take cover).
   */
  private rides(c: number): boolean {
    const r = this.role[c];
    // The party comes first, its hands before its guards.
    if (r === GUARD) return this.target !== STAGE || c > this.hands;
    return r === HAND && this.target === MULES;
  }

  private guardProfession(i: number): Profession {
    switch (this.guards) {
      case MARSHAL:
        return 'marshal';
      case RANGERS:
        return 'ranger';
      case SHERIFF:
        return i === 0 ? 'sheriff' : 'deputy';
      case GUNFIGHTER:
        return 'gunfighter';
      case MOUNTAIN_MAN:
        return 'mountain-man';
      default:
        return 'buffalo-hunter';
    }
  }

  reset(w: BandWorld, rng: Rng): void {
    if (this.posse.end !== NOT_RUN) {
      for (let c = 0; c < w.n; c++) w.hidden[c] = w.inCover[c] = 0;
      return;
    }
    this.table.deploy(w);
    this.vehicle.rate(w, this.target === STAGE);
    this.vehicle.settle(w, this.table.covered);
    this.strings.reset(w, this.mounts.band!, this.table.covered, rng);
  }

  /** A skinner in the saddle leading a string rides for the table's edge with it. */
  override act(w: BandWorld, c: number, rng: Rng, moves: TypeMoves): boolean {
    const st = this.strings;
    st.check(w);
    if (!st.leads(c) || !w.mounted[c]) return false;
    st.ride(w, c, rng, moves);
    return true;
  }

  /**
   * Once the stage, every wagon or every string still led is away, the rest of the party goes
   * after them.
   */
  endTurn(w: BandWorld, _rng: Rng, moves: TypeMoves): void {
    this.strings.check(w);
    this.vehicle.followed(w, moves);
    if (this.strings.allAway())
      for (let c = 0; c < w.n; c++) if (w.side[c] === 0 && w.alive[c]) moves.leave(w, c);
  }

  winner(_w: BandWorld, out: Outcome): number {
    const r = this.result(out);
    return r === GOT_AWAY ? 0 : r === STILL_RUNNING ? -1 : out.winner;
  }

  /** How the hold up ended, an index of RESULTS. */
  private result(out: Outcome): number {
    const chase = this.posse.end;
    if (chase === CHASE_ESCAPED || this.vehicle.allAway() || this.strings.allAway())
      return GOT_AWAY;
    if (chase !== NOT_RUN && chase !== CAUGHT) return STILL_RUNNING;
    return out.winner === 1 ? 0 : out.winner === 0 ? 1 : 2;
  }

  record(_w: BandWorld, out: Outcome, acc: Float64Array): void {
    const s = this.slots;
    const r = this.result(out);
    acc[s.result + r]++;
    // Mules left on the field fall to the attackers when they hold it: the party taken, or gone
    // off after the strings that got away.
    const st = this.strings,
      taken = r === TAKEN || r === GOT_AWAY;
    mean(acc, s.mules, this.mules);
    mean(acc, s.mulesAway, st.ended(MULE_AWAY, taken));
    mean(acc, s.mulesKept, st.ended(MULE_KEPT, taken));
    mean(acc, s.mulesTaken, st.ended(MULE_TAKEN, taken));
    mean(acc, s.mulesKilled, st.ended(MULE_KILLED, taken));
    mean(acc, s.mulesRunOff, st.ended(MULE_RUN_OFF, taken));
    acc[s.chase + this.posse.end]++;
    acc[s.vehicle + this.vehicle.end()]++;
    mean(acc, s.vehicles, this.vehicle.onField.length);
    mean(acc, s.vehiclesAway, this.vehicle.away());
    acc[s.target + this.target]++;
    acc[s.guards + this.guards]++;
    acc[s.attackers + this.attackers]++;
    acc[s.holdUp + this.table.result]++;
    mean(acc, s.party, this.sizes[0]);
    mean(acc, s.attackerCount, this.sizes[1]);
  }

  describe(w: BandWorld): string {
    return `Hold Up at SL ${this.sl}: a ${TARGETS[this.target]} party of ${this.sizes[0]} (guards: ${GUARDS[this.guards]}), ${this.sizes[1]} ${ATTACKERS[this.attackers]}; the Hold Up table: ${OPPOSED[this.table.result]}${this.chaseLine()} (${w.n} figures)`;
  }

  /** The Posse the party ran as, for the trace's first line. */
  private chaseLine(): string {
    const p = this.posse;
    if (p.end === NOT_RUN) return '';
    return `; the party runs as a Posse: ${ROAD_POSSE_ENDS[p.end]} after ${p.turns} turns${p.end === CAUGHT ? `, ${p.gap} bands apart` : ''}`;
  }
}

export const holdUp: EncounterType<Setup> = {
  id: 'hold-up',
  code: 'HU',
  title: 'Hold Up',
  source: 'six-gun-sound.md §13.9 [L3774–3863]',
  description:
    'a stagecoach, freight wagons or a mule train on the road, its hands, guards and passengers (the escort and the skinners mounted) against Outlaws or Indians (How Many (HU), Indians +1d6); the Hold Up table puts the attackers 24" or 12" off, in cover, the party travelling in the open or set up in cover, or springs an Ambush (the attackers hidden, Got a Shot as the party moves); passing 2 more, the party may instead run as the Runners of a Posse (holdUp.targetBy2); the stage or every wagon is on the field and runs for it, and so do the skinners on their saddle mules (8"), each leading a string of pack mules; the party gets away when the stage, every wagon or every string still led is off the table, and the attackers win when the whole party is down or gone, taking the mules left on the field.',
  roles: ['Party', 'Attackers'],
  policies: ['stand-and-shoot', 'advance'],
  setup,
  maxSizes,
  check(p, s, issue) {
    const sl = slOf(p);
    if (sl >= 6)
      issue(
        [p.sl === undefined ? 'locale' : 'sl'],
        `at SL ${sl} there is no Hold Up (§13.9 [L3774–3863]): set sl (or a locale) to 5 or less`,
      );
    if (s.attackers === 'indians' && sl >= 5)
      issue(
        ['setup', 'attackers'],
        `at SL ${sl} the attackers are always Outlaws: set attackers to outlaws, or drop it`,
      );
    if (s.guards !== undefined && s.target === 'freight-wagons')
      issue(
        ['setup', 'guards'],
        "a wagon train's escort is rolled on its own table, not the guards': drop guards, or set target to stagecoach or pack-mules",
      );
  },
  metrics(_p, _s, l) {
    l.categories(
      'result',
      RESULTS,
      'the party taken (all down or gone), the attackers beaten off, still fighting at maxTurns, got away (the stage, every wagon or every string of pack mules still led off the table, the rest of the party after it, or the Posse it ran as escaped), or still running at maxTurns',
    );
    l.categories(
      'chase',
      ROAD_POSSE_ENDS,
      'the Posse the party ran as on passing 2 more (holdUp.targetBy2: posse): the attackers caught up, it escaped, still running at maxTurns, or none run',
    );
    l.categories(
      'vehicle',
      ROAD_VEHICLE_ENDS,
      'how the stage or the first wagon ends: standing, rolling, stopped (a team animal down, or standing unhitched), wrecked, escaped, or none on the field (a mule train)',
    );
    l.mean('vehicles', 'the stage or the wagons on the field (1, or 1d6 freight wagons)');
    l.mean('vehiclesAway', 'the stage or the wagons that got off the table');
    l.mean('mules', 'pack mules in a mule train (3 + 1d6; 0 for a stage or wagons)');
    l.mean(
      'mulesAway',
      'pack mules that got off the table on their strings, their skinners leading them',
    );
    l.mean(
      'mulesKept',
      "pack mules still the party's on the field: it beat the attackers off, or the fight went on to maxTurns",
    );
    l.mean(
      'mulesTaken',
      'pack mules the attackers took: on the field when the party was down or gone, or left loose when it got away',
    );
    l.mean(
      'mulesKilled',
      "pack mules killed (a shot's 8 at the skinner leading them, holdUp.stringHits)",
    );
    l.mean(
      'mulesRunOff',
      'pack mules that ran off, loose or tied, at a firearm within 6" (Skittish, §10.8)',
    );
    l.categories('target', TARGETS, 'the target (1d6)');
    l.categories('guards', GUARDS, 'the guards (a wagon train: Rangers or a Sheriff and Deputies)');
    l.categories('attackers', ATTACKERS, 'who held it up (1d6 against SL)');
    l.categories('holdUp', OPPOSED, "the Hold Up table (ours: the party's leader)");
    l.mean('party', 'figures in the party');
    l.mean('attackerCount', 'attackers (How Many (HU), Indians +1d6)');
  },
  notes: () => [
    'a warrior whose table gives a lance fights with a tomahawk (the engine has no lance; both are melee weapons, +1d6 in melee, but a tomahawk can also be thrown 6")',
    'the party is strung along the road; the stage is on the field (§10.9: a team of 6 rolled on Team Quality for a stage line, Prosperity 3, the driver rolled from the Deputy list, his Driver Rating his Rep, at most 5, §2.1), the guard beside the driver and the passengers aboard; travelling, it runs straight on for the table\'s edge 24" off, fast where it can, the attackers firing at the team, and once it is off the party has got away (the rest of it goes after it); a party that passed more on the Hold Up table has it standing unhitched, its crew down behind it',
    "every freight wagon is on the field (an ox team, a Homesteader's, 6\", never fast), one bullwhacker driving each (his Driver Rating his Rep, at most 4, 3 for Townsfolk), strung along the road and running for the table's edge as the stage does; the party has got away once every wagon is off the table; a wagon is a point on the road and the wagons are not circled when the party sets up as it likes (each stands where it was, its team unhitched, its bullwhacker down behind it)",
    "the pack mules are on the field (§13.9 Deployment [L3836]): dealt out in turn, so that each skinner leads a string of up to 4 (8 mules, 3 skinners: 3, 3 and 2), each mule of Mount Quality for the Prosperity of the party's Outfit Leader (§10.1 [L2061]); leading, a skinner holds them as a rider holds mounts (one-handed weapons only, at −1 Rep, §10.5) and, the party travelling, rides along the road for the table's edge 24\" off, his string behind him, at his mule's move (Mounted Moving Fast); off the table he and his string are away, and once every string still led is away the rest of the party goes after them (got away); a party that passed more on the Hold Up table has the strings tied behind the skinners, who fight",
    'a skinner down, gone or thrown lets go of his string: its mules stand loose where he was (§10.8), and nobody gathers them up again; a loose or tied pack mule tests Skittish when a firearm goes off within 6" (§10.8: loose, it moves 1d6" off on a Pass 2 and runs off on less; tied, it breaks loose and moves 1d6" on a Pass 1, runs off on a Pass 0); nobody aims at the pack mules (the attackers came for the goods), but a shot\'s 8 at a skinner leading a string lands on his saddle mule or on one of his pack mules, picked evenly (holdUp.stringHits: string, the ruling; saddle-mule: always his mount), a pack mule hit rolling They Shot My Horse! (§10.7): dead or mortally wounded it is killed, gone down or crippled he cuts it loose, spooked or grazed it keeps its place; at the end a mule on the field is taken when the attackers hold it (the party down or gone, or gone after its strings), else kept',
    'the escort starts mounted (a stage\'s guards but the one beside the driver ride alongside), the skinners on saddle mules (a mule\'s 8" a move, 16" or 12" riding fast, §10.1 [L2084]), the riders down with their mounts tied behind them when the party passed more on the Hold Up table; the attackers come on foot (theirs to choose)',
    'on "target passes 2 more" the party deploys as for 1 more, or (holdUp.targetBy2: posse) runs as the Runners of a Posse, every mount, team and string at Quality 4, Horsemanship 4, each figure a rider of his own on the Pursuit Grid (the riders of a stage or a wagon are not held together); caught, the fight is a Posse\'s, 24" a band apart, in the open, with no vehicle or horse on the field',
  ],
  explain(p, s) {
    return `Hold Up at SL ${slOf(p)}: ${s.target ?? 'a rolled target'} against ${s.attackers ?? 'rolled attackers'}, the Hold Up table ${s.holdUp ?? 'rolled'}; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new HoldUpRun(p, s, o, l),
};
