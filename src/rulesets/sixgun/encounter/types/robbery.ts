import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import { COMPLICATIONS } from '../../campaign/encounter-town.ts';
import { halfD6, type Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import { DRAW_STATES } from '../../draw.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import type { TerrainFeature } from '../table-pieces.ts';
import { HIDDEN, IN_SIGHT, SPACING } from '../band-world.ts';
import { NAG } from '../../mount-tables.ts';
import { HOLDING, ON_NAG, RODE, SADDLE } from '../seat.ts';
import { AWAY, RIDING, getawayShape } from './getaway.ts';
import { checkDeputies, checkListed } from './checks.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { setupTableBySize, valueOf } from './tables.ts';
import { checkStreetCover, streetCoverShape, streetTerrain } from './street-cover.ts';
import { FRONTAGE, Town } from './town.ts';
import type { EncounterType } from './type.ts';
import { AlarmRun } from './alarm-run.ts';
import type { TypeMoves } from './type.ts';

/** The gang: up to 1d6 + 2 Outlaws [L3279]. */
const MAX_OUTLAWS = 8;
/** Deputies: SL − 1d6, so at most 5 (C-14). */
const MAX_DEPUTIES = 5;
/** Townsfolk: five times the Outlaws at most (How Many of Them (R)) [L3284–3302]. */
const MOST_TIMES = 5;
/** Recognised by Rangers: two of them [L3253–3338]. */
const RANGERS = 2;
const COMPLICATION = ['none', ...COMPLICATIONS] as const;
const [, HORSES_FAR, TIME_LOCK, ARMED_EMPLOYEE, LAME_MOUNT, NOSEY, RECOGNISED] = [
  0, 1, 2, 3, 4, 5, 6,
];
const HOW_MANY_ROWS = ['times-2', 'times-3', 'times-4', 'times-5'] as const;
const ALARM_ROLLS = ['turn-1', 'turn-2', 'turn-3', 'never'] as const;
/** When the alarm actually went up: before play (a complication), on turns 1–3, later (shooting, fast riding), never. */
const ALARM_AT = ['before-play', 'turn-1', 'turn-2', 'turn-3', 'later', 'never'] as const;
const RESULTS = ['loot-taken', 'got-away-empty-handed', 'stopped', 'still-fighting'] as const;
const [LOOT, EMPTY_HANDED, STOPPED, FIGHTING] = [0, 1, 2, 3];
/** Fleeing with only the tills nets 1d6 − 4 LP [L3253–3338]. */
const TILLS_LESS = 4;
/**
 * Inches between the armed employee and the Outlaw he Draws on, inside the bank: §13.2 gives
 * none, and a building here is one frontage wide (town.ts), so half of it.
 */
const EMPLOYEE_DISTANCE = FRONTAGE / 2;
/** The armed employee's Draw, and the Outlaw's he Draws on: none (no employee), or how it left him. */
const EMPLOYEE_DRAW = ['none', ...DRAW_STATES] as const;
const BANKS = ['one-bank', 'two-banks'] as const;
/** Which bank's money got away. */
const LOOT_FROM = ['none', 'first-bank', 'second-bank', 'both-banks'] as const;

/** Who a figure is in a robbery. */
const OUTLAW_IN = 0,
  OUTLAW_OUT = 1,
  SHERIFF = 2,
  DEPUTY = 3,
  TOWNSFOLK = 4,
  RANGER = 5,
  EMPLOYEE = 6;

const setup = z.strictObject({
  outlaws: z
    .number()
    .int()
    .min(1)
    .max(MAX_OUTLAWS)
    .optional()
    .describe('Outlaws in the gang (default: 1d6 + 2 rolled each robbery, §13.2 Forces).'),
  inside: z
    .number()
    .int()
    .min(1)
    .max(MAX_OUTLAWS)
    .default(2)
    .describe(
      'Outlaws inside the bank, who carry the money (at least 2 unless alone); the rest wait mounted at the door.',
    ),
  deputies: z
    .number()
    .int()
    .min(0)
    .max(MAX_DEPUTIES)
    .optional()
    .describe("The Sheriff's Deputies (default: SL − 1d6, at least none, C-14)."),
  townsfolk: z
    .enum(HOW_MANY_ROWS)
    .optional()
    .describe('Townsfolk against the Outlaws (default: How Many of Them (R), 2d6 + SL).'),
  complication: z
    .enum(COMPLICATION)
    .optional()
    .describe('Unforeseen Complications (default: 1d6, and on a 6 a second 1d6).'),
  alarm: z
    .enum(ALARM_ROLLS)
    .optional()
    .describe(
      'What the alarm roll gives (default: 1d6 ≤ the turn at the start of turns 1–3, B-35); shooting and fast riding still raise it.',
    ),
  banks: z
    .number()
    .int()
    .min(1)
    .max(2)
    .optional()
    .describe(
      'Banks in town (default: rolled, Size of Settlement; a good-sized town has two on a 6). With two, the gang robs both when it has `inside` men for each.',
    ),
  employeeDistance: z
    .number()
    .positive()
    .max(FRONTAGE)
    .optional()
    .describe(
      `Inches between the armed employee and the Outlaw he Draws on, inside the bank (default ${EMPLOYEE_DISTANCE}: §13.2 gives none).`,
    ),
  timeLock: z
    .enum(['wait', 'tills'])
    .default('wait')
    .describe(
      'With a time lock: wait for the vault (2 + 1d6 turns) or run with the tills (1d6 − 4 LP).',
    ),
  ...getawayShape,
  ...streetCoverShape,
});
type Setup = z.output<typeof setup>;

/** The most figures each side fields. */
const maxSizes = (_p: EncounterParams, s: Setup): [number, number] => {
  const outlaws = s.outlaws ?? MAX_OUTLAWS;
  return [outlaws, 1 + (s.deputies ?? MAX_DEPUTIES) + MOST_TIMES * outlaws + RANGERS + 1];
};

class RobberyRun extends AlarmRun<Setup> {
  private readonly deputiesTable: Ready;
  private readonly complication: Ready;
  private readonly alarmTable: Ready;
  private readonly timeLockTable: Ready;
  private readonly office: Ready;
  private readonly trail: Ready;
  private readonly banksTable: Ready;
  private readonly howMany: Ready[];
  private readonly role: Uint8Array;
  /** The bank an Outlaw inside robs: 0 the first, 1 the second. */
  private readonly bank: Uint8Array;
  private readonly town: Town;
  private readonly slots: Record<string, number>;
  readonly terrain: TerrainFeature[];
  // This trial's set-up.
  private outlaws = 0;
  private deputies = 0;
  private townsfolk = 0;
  private comp = 0;
  private alarmRoll = 0;
  private vaultTurn = 0;
  private posse = false;
  private lucre = 0;
  private banks = 1;
  /** The armed employee and the Outlaw he Draws on (−1: no employee). */
  private employee = -1;
  private drawnOn = -1;

  constructor(p: EncounterParams, s: Setup, o: SixgunOptions, l: Layout) {
    super(p, s, o, maxSizes(p, s));
    this.deputiesTable = this.ready('town-deputies');
    this.complication = this.ready('robbery-complication');
    this.alarmTable = this.ready('robbery-alarm');
    this.timeLockTable = this.ready('time-lock');
    this.office = this.ready('sheriffs-office');
    this.trail = this.ready('hot-on-your-trail');
    this.banksTable = this.ready('robbery-banks');
    this.howMany = setupTableBySize('robbery-townsfolk', MAX_OUTLAWS, this.at, this.o);
    const n = this.maxSizes[0] + this.maxSizes[1];
    this.role = new Uint8Array(n);
    this.bank = new Uint8Array(n);
    this.town = new Town(n, o);
    this.getaway.fireRiding = true;
    this.terrain = streetTerrain(s.cover);
    this.slots = slotsOf(l, [
      'result',
      'alarm',
      'alarmRoll',
      'complication',
      'outlaws',
      'deputies',
      'townsfolk',
      'loot',
      'outlawsAway',
      'lucre',
      'posse',
      'townsfolkHid',
      'banks',
      'lootFrom',
      'employee',
      'drawnOn',
    ] as const);
  }

  rollSetup(rng: Rng): void {
    const s = this.s;
    this.outlaws = s.outlaws ?? rng.d6() + 2;
    this.deputies = s.deputies ?? valueOf(this.deputiesTable, this.deputiesTable.roll(rng));
    this.comp =
      s.complication !== undefined
        ? COMPLICATION.indexOf(s.complication)
        : this.complication.roll(rng);
    const t = this.howMany[this.outlaws];
    this.townsfolk =
      s.townsfolk !== undefined
        ? (HOW_MANY_ROWS.indexOf(s.townsfolk) + 2) * this.outlaws
        : valueOf(t, t.roll(rng));
    this.alarmRoll =
      s.alarm !== undefined ? ALARM_ROLLS.indexOf(s.alarm) : this.alarmTable.roll(rng);
    this.vaultTurn =
      this.comp === TIME_LOCK && s.timeLock === 'wait'
        ? valueOf(this.timeLockTable, this.timeLockTable.roll(rng))
        : 0;
    this.lucre =
      this.comp === TIME_LOCK && s.timeLock === 'tills' ? Math.max(0, rng.d6() - TILLS_LESS) : 0;
    this.posse = this.trail.roll(rng) === 0;
    this.banks = s.banks ?? valueOf(this.banksTable, this.banksTable.roll(rng));
    this.sizes[0] = this.outlaws;
    this.sizes[1] =
      1 +
      this.deputies +
      this.townsfolk +
      (this.comp === RECOGNISED ? RANGERS : 0) +
      (this.comp === ARMED_EMPLOYEE ? 1 : 0);
  }

  fill(w: BandWorld, rng: Rng): void {
    const s = this.s,
      role = this.role,
      town = this.town;
    const inside = Math.min(s.inside, this.outlaws);
    // With two banks the gang robs both when it has `inside` men for each (§13.2 Deployment).
    const robbed = this.robbed(),
      carriers = robbed * inside;
    // The second bank: a building picked at random along the bank's side of the street.
    const bank2 = robbed === 2 ? rng.d6() * FRONTAGE * (rng.d6() <= 3 ? -1 : 1) : 0;
    const horses = this.comp === HORSES_FAR ? 6 + rng.d6() + rng.d6() : 1;
    const lame = this.comp === LAME_MOUNT ? rng.below(this.outlaws) : -1;
    this.employee = this.comp === ARMED_EMPLOYEE ? w.n - 1 : -1;
    this.drawnOn = this.employee >= 0 ? rng.below(carriers) : -1;
    // The Sheriff's office: across, or ½d6 buildings to the right or left, on either side.
    const where = this.office.roll(rng);
    const along = where === 2 ? 0 : halfD6(rng) * FRONTAGE * (where < 2 ? 1 : -1);
    const officeX = along,
      officeY = where === 2 || where === 1 || where === 4 ? s.street : 0;
    const lawmen = 1 + this.deputies;
    let k = 0;
    for (let c = 0; c < w.n; c++) {
      town.townsfolk[c] = 0;
      town.unarmed[c] = 0;
      town.policy0[c] = w.policy[c];
      if (w.side[c] === 0) {
        role[c] = k < carriers ? OUTLAW_IN : OUTLAW_OUT;
        this.bank[c] = k < carriers && k >= inside ? 1 : 0;
        if (k >= this.listed(0)) town.roll(w, c, 'outlaw', rng, true);
        w.x0[c] = this.bank[c]
          ? bank2 + (k - inside - (inside >> 1)) * SPACING
          : (k - (inside >> 1)) * SPACING;
        w.y0[c] = role[c] === OUTLAW_IN ? 0 : -1;
        this.getaway.start(
          c,
          role[c] === OUTLAW_IN ? horses : 0,
          s.getaway,
          c === lame ? NAG : s.quality,
          s.horsemanship,
          role[c] === OUTLAW_OUT,
        );
        this.getaway.pistolOnly[c] = role[c] === OUTLAW_IN ? 1 : 0;
        k++;
        continue;
      }
      const j = c - this.outlaws;
      const r =
        j === 0
          ? SHERIFF
          : j < lawmen
            ? DEPUTY
            : j < lawmen + this.townsfolk
              ? TOWNSFOLK
              : this.comp === RECOGNISED && j < lawmen + this.townsfolk + RANGERS
                ? RANGER
                : EMPLOYEE;
      role[c] = r;
      if (j >= this.listed(1))
        town.roll(
          w,
          c,
          r === SHERIFF
            ? 'sheriff'
            : r === DEPUTY
              ? 'deputy'
              : r === RANGER
                ? 'ranger'
                : 'townsfolk',
          rng,
          true,
        );
      if (r === SHERIFF || r === DEPUTY) {
        // In the office (1–3), in the street (4–5) or in another building (6).
        const d = rng.d6();
        if (d <= 3) this.put(w, c, officeX, officeY);
        else if (d <= 5) this.put(w, c, officeX, s.street / 2);
        else town.putInBuilding(w, c, rng, s.street);
      } else if (r === EMPLOYEE) {
        // In the bank, facing the man he will Draw on.
        town.arm(w, c, 'pistol');
        this.put(w, c, w.x0[this.drawnOn] + this.employeeDistance(), 0);
      } else {
        town.townsfolk[c] = r === TOWNSFOLK ? 1 : 0;
        // In a building (1–4), or in the street 2d6" from the bank, left, across or right.
        if (r === TOWNSFOLK && rng.d6() <= 4) {
          town.putInBuilding(w, c, rng, s.street);
          continue;
        }
        town.putInStreet(w, c, rng);
        if (r === TOWNSFOLK) town.armPopulace(c, this.sl, rng);
      }
    }
    w.setStarts();
    w.refreshStats();
  }

  /** How many banks the gang robs: both of two when it has `inside` men for each. */
  private robbed(): number {
    return this.banks === 2 && this.outlaws >= 2 * this.s.inside ? 2 : 1;
  }

  private employeeDistance(): number {
    return this.s.employeeDistance ?? EMPLOYEE_DISTANCE;
  }

  private put(w: BandWorld, c: number, x: number, y: number): void {
    w.x0[c] = x;
    w.y0[c] = y;
  }

  /** Figures in a building start out of sight and in cover. */
  private inBuilding(w: BandWorld, c: number): boolean {
    const y = w.y0[c];
    return (y === 0 || y === this.s.street) && (w.side[c] === 1 || this.role[c] === OUTLAW_IN);
  }

  reset(w: BandWorld): void {
    this.getaway.clear();
    this.town.clear(w);
    for (let c = 0; c < w.n; c++) {
      w.inCover[c] = this.inBuilding(w, c) ? 1 : 0;
      w.hidden[c] = w.inCover[c] ? HIDDEN : IN_SIGHT;
      if (w.side[c] === 0)
        this.getaway.start(
          c,
          this.role[c] === OUTLAW_IN ? this.horsesOf(c) : 0,
          this.s.getaway,
          this.getaway.quality[c],
          this.s.horsemanship,
          this.role[c] === OUTLAW_OUT,
        );
      this.getaway.pistolOnly[c] = this.role[c] === OUTLAW_IN ? 1 : 0;
    }
    this.shooting = false;
    this.alarmAt = this.comp === NOSEY || this.comp === ARMED_EMPLOYEE ? 0 : -1;
  }

  /** Inches from an Outlaw inside to his horse (the same for every one: set by fill). */
  private horsesOf(c: number): number {
    return this.getaway.ride[c] === 0 ? 1 : this.getaway.left[c] || 1;
  }

  startTurn(w: BandWorld, rng: Rng, _die: Int32Array, moves: TypeMoves): void {
    if (w.turn === 1 && this.employee >= 0) this.employeeDraws(w, rng, moves);
    if (this.alarmAt < 0 && this.alarmRoll < 3 && w.turn === this.alarmRoll + 1) this.raise(w);
  }

  /**
   * The armed employee Draws on his Outlaw before the first activation (§13.2 complication 3,
   * §7.1), indoors (C-59). The Draw is shooting: the town is alerted whether or not he
   * survives it, and mounting is under fire. He and the men inside his bank, survivors and
   * all, are in sight of each other from then on: play continues on the bank's footprint.
   */
  private employeeDraws(w: BandWorld, rng: Rng, moves: TypeMoves): void {
    const e = this.employee,
      t = this.drawnOn;
    moves.draw(w, e, t, this.employeeDistance(), true, rng);
    this.shooting = true;
    w.hidden[e] = IN_SIGHT;
    for (let c = 0; c < w.n; c++)
      if (this.role[c] === OUTLAW_IN && this.bank[c] === this.bank[t]) w.hidden[c] = IN_SIGHT;
  }

  override acts(w: BandWorld, c: number): boolean {
    if (w.side[c] === 0) return true;
    const r = this.role[c];
    return this.alarmAt >= 0 || r === RANGER || r === EMPLOYEE;
  }

  override act(w: BandWorld, c: number, rng: Rng, rules: TypeMoves): boolean {
    if (w.side[c] === 1) return this.town.act(w, c, rng, rules);
    const g = this.getaway;
    if (this.role[c] === OUTLAW_IN && w.turn < this.vaultTurn) return true; // the time lock holds
    // Holding the horses while the money comes out: quietly until the alarm goes up (a shot
    // would raise it), then fighting as his policy says.
    if (this.role[c] === OUTLAW_OUT && this.carriersGoing(w)) return this.alarmAt < 0;
    g.step(w, c, rng, rules, this.alarmAt >= 0, this.shooting);
    if (g.rodeFast) this.raise(w);
    return true;
  }

  /**
   * An Outlaw in the saddle fires from it (§10.5 [L2294–2306]): having ridden, as moving fast
   * (range halved when riding fast); −1 on a Nag (the lame mount); a man outside holding the
   * horses for those still inside, one hand free. −1 (the engine's say) for everyone else.
   */
  seat(w: BandWorld, s: number): number {
    const g = this.getaway;
    if (w.side[s] !== 0 || g.leg[s] !== RIDING) return -1;
    return (
      SADDLE |
      (g.left[s] < g.ride[s] ? RODE : 0) |
      (g.quality[s] === NAG ? ON_NAG : 0) |
      (this.role[s] === OUTLAW_OUT && this.carriersGoing(w) ? HOLDING : 0)
    );
  }

  /** Whether an Outlaw with the money is still on his way out. */
  private carriersGoing(w: BandWorld): boolean {
    for (let c = 0; c < w.n; c++)
      if (this.role[c] === OUTLAW_IN && w.side[c] === 0 && w.alive[c] && this.getaway.going(c))
        return true;
    return false;
  }

  winner(w: BandWorld, out: Outcome): number {
    this.rideOffUnopposed(w);
    const r = this.result(w);
    if (r === LOOT) return 0;
    if (r === FIGHTING) return out.winner;
    return 1;
  }

  private result(w: BandWorld): number {
    let loot = 0,
      away = 0,
      standing = 0;
    for (let c = 0; c < w.n; c++) {
      if (w.side[c] !== 0) continue;
      if (this.getaway.leg[c] === AWAY) {
        away++;
        if (this.role[c] === OUTLAW_IN) loot++;
      } else if (w.alive[c]) standing++;
    }
    if (loot > 0) return LOOT;
    if (standing > 0) return FIGHTING;
    return away > 0 ? EMPTY_HANDED : STOPPED;
  }

  record(w: BandWorld, _out: Outcome, acc: Float64Array): void {
    const s = this.slots;
    const r = this.result(w);
    acc[s.result + r]++;
    const at = this.alarmAt;
    acc[s.alarm + (at < 0 ? 5 : at === 0 ? 0 : at <= 3 ? at : 4)]++;
    acc[s.alarmRoll + this.alarmRoll]++;
    acc[s.complication + this.comp]++;
    mean(acc, s.outlaws, this.outlaws);
    mean(acc, s.deputies, this.deputies);
    mean(acc, s.townsfolk, this.townsfolk);
    let loot = 0,
      away = 0,
      from = 0;
    for (let c = 0; c < w.n; c++)
      if (w.side[c] === 0 && this.getaway.leg[c] === AWAY) {
        away++;
        if (this.role[c] === OUTLAW_IN) {
          loot++;
          from |= 1 << this.bank[c];
        }
      }
    acc[s.lootFrom + from]++;
    acc[s.banks + this.banks - 1]++;
    const e = this.employee;
    acc[s.employee + (e < 0 ? 0 : 1 + w.drawEnd[e])]++;
    acc[s.drawnOn + (e < 0 ? 0 : 1 + w.drawEnd[this.drawnOn])]++;
    mean(acc, s.loot, loot);
    mean(acc, s.outlawsAway, away);
    mean(acc, s.lucre, loot > 0 ? this.lucre : 0);
    if (away > 0 && this.posse) acc[s.posse]++;
    mean(acc, s.townsfolkHid, this.town.hid(w));
  }

  describe(w: BandWorld): string {
    const inside = Math.min(this.s.inside, this.outlaws);
    const where =
      this.banks === 1
        ? 'the bank'
        : this.robbed() === 2
          ? 'each of the two banks'
          : 'one of the two banks';
    return `Robbery at SL ${this.sl}: ${this.outlaws} Outlaws (${inside} inside ${where}), the Sheriff and ${this.deputies} Deputies, ${this.townsfolk} Townsfolk; complication: ${COMPLICATION[this.comp]}; the alarm roll: ${ALARM_ROLLS[this.alarmRoll]}${this.vaultTurn ? `; the vault opens on turn ${this.vaultTurn}` : ''} (${w.n} figures)`;
  }
}

export const robbery: EncounterType<Setup> = {
  id: 'robbery',
  code: 'R',
  title: 'Robbery',
  source: 'six-gun-sound.md §13.2 [L3253–3338]',
  description:
    'the gang (1d6 + 2) robs the bank (both banks of a good-sized town that has two, when it has the men): the men inside carry the money out to their horses and ride off the table, while the alarm (B-35), shooting or fast riding rouses the Sheriff, his SL − 1d6 Deputies and How Many of Them (R) Townsfolk, who Defend Hearth and Home and go for guns; Unforeseen Complications rolled, an armed employee Drawing on a gang member inside; the Outlaws win when money gets away.',
  roles: ['Outlaws', 'Town'],
  setup,
  maxSizes,
  check(p, s, issue) {
    if (s.outlaws !== undefined && s.inside > s.outlaws)
      issue(
        ['setup', 'inside'],
        `${s.inside} inside the bank, but the gang is ${s.outlaws}: fix inside at most ${s.outlaws}, or outlaws: ${s.inside}`,
      );
    if (s.inside < 2 && (s.outlaws ?? 2) > 1)
      issue(
        ['setup', 'inside'],
        'at least 2 Outlaws go inside the bank unless one is alone (§13.2 Deployment): fix inside: 2, or outlaws: 1',
      );
    checkDeputies(p, s.deputies, issue);
    checkListed(p, s.outlaws, 'outlaws', 'Outlaws', issue);
    checkStreetCover(s.cover, s.street, issue);
    if (
      s.alarm !== undefined &&
      (s.complication === 'nosey-townsfolk' || s.complication === 'armed-employee')
    )
      issue(
        ['setup', 'alarm'],
        `with ${s.complication} the town starts alerted: no alarm roll to fix (drop alarm)`,
      );
    if (
      s.employeeDistance !== undefined &&
      s.complication !== undefined &&
      s.complication !== 'armed-employee'
    )
      issue(
        ['setup', 'employeeDistance'],
        `employeeDistance applies to an armed-employee complication, not ${s.complication} (drop employeeDistance, or fix complication: armed-employee)`,
      );
    if (s.timeLock === 'tills' && s.complication !== undefined && s.complication !== 'time-lock')
      issue(
        ['setup', 'timeLock'],
        `timeLock applies to a time-lock complication, not ${s.complication} (drop timeLock, or fix complication: time-lock)`,
      );
  },
  metrics(p, s, l) {
    const [outlaws, town] = maxSizes(p, s);
    l.categories(
      'result',
      RESULTS,
      'the money got away, only Outlaws without it, nobody got away, or the fight goes on at maxTurns',
    );
    l.categories(
      'alarm',
      ALARM_AT,
      'when the alarm went up: before play (a complication), turns 1–3, later (shooting or fast riding), never',
    );
    l.categories(
      'alarmRoll',
      ALARM_ROLLS,
      'what the alarm roll alone gave (1d6 ≤ the turn, turns 1–3; B-35)',
    );
    l.categories('complication', COMPLICATION, 'Unforeseen Complications (1d6, a 6 rolls what)');
    l.mean('outlaws', `Outlaws in the gang (at most ${outlaws})`);
    l.mean('deputies', 'Deputies with the Sheriff (SL − 1d6)');
    l.mean('townsfolk', `Townsfolk (How Many of Them (R); the Town side at most ${town})`);
    l.mean('loot', 'Outlaws who got away with money, per robbery');
    l.mean('outlawsAway', 'Outlaws who got away, per robbery');
    l.mean('lucre', 'LP from the tills (time lock, running with the tills: 1d6 − 4), per robbery');
    l.probability(
      'posse',
      'some Outlaws got away and a Posse follows (1d6 below SL: hot on your trail)',
    );
    l.mean('townsfolkHid', 'Townsfolk who hid (Defending Hearth and Home Pass 0), per robbery');
    l.categories(
      'banks',
      BANKS,
      'banks in town (Size of Settlement: a good-sized town has two on a 6); the gang robs both when it has enough men',
    );
    l.categories(
      'lootFrom',
      LOOT_FROM,
      "whose money got away: no bank's, the first's, the second's or both banks'",
    );
    l.categories(
      'employee',
      EMPLOYEE_DRAW,
      'the armed employee (complication 3): none, or how his Draw left him',
    );
    l.categories(
      'drawnOn',
      EMPLOYEE_DRAW,
      'the Outlaw the armed employee Draws on: none, or how the Draw left him',
    );
  },
  notes: () => [
    'the town is a street with the bank on one side; the Outlaws inside carry the money 1" to their horses (6" + 2d6" when they cannot be left close), mount (Mounting Up Under Fire once shots are fired), and ride straight away from the street off the table edge (setup.getaway); those outside hold the horses, mounted, until every man with money is away or down',
    `the armed employee, a rolled Townsfolk with a pistol, Draws (§7) on a random Outlaw inside a bank, ${EMPLOYEE_DISTANCE}" off indoors (setup.employeeDistance), before the first activation; the Draw alerts the town whether or not he survives it, and he fights on from the bank, in sight of the men inside it`,
    "the Size of Settlement roll only decides a second bank: a store (a small town on 5–6, a trading post, a fort) is played as a bank, and the Escort a trader's train would make is not split off; the second bank is 1d6 buildings along the bank's side of the street, and with two the gang robs both when it has `inside` men for each, the time lock holding both vaults",
    'once the alarm is up an Outlaw fires as he rides off, from the saddle (§10.5): as moving fast, his effective range halved when riding fast, −1 on a Nag; a man carrying money fires only a pistol, and nothing once an arm is unusable, on foot or riding; the men outside holding the horses fire from the saddle with one hand free',
    'cover in the street besides the buildings is what setup.cover places (water troughs, wagons, rail fences; none by default): a man standing in a piece is in its cover, and a Town side playing cover-to-cover goes to it',
    'not modelled: a rider shot at is not a mounted target (an 8 does not hit his horse, no They Shot My Horse!)',
  ],
  explain(p, s) {
    return `Robbery at SL ${slOf(p)}: ${s.outlaws ?? '1d6 + 2'} Outlaws (${s.inside} inside), ${s.banks ?? 'rolled'} bank(s), the Sheriff, ${s.deputies ?? 'SL − 1d6'} Deputies and ${s.townsfolk ?? 'How Many of Them (R)'} Townsfolk, complication ${s.complication ?? 'rolled'}, alarm ${s.alarm ?? 'rolled'}; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new RobberyRun(p, s, o, l),
};
