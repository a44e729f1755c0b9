import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import { HIDDEN, IN_SIGHT, SPACING } from '../band-world.ts';
import type { Sight } from '../schema.ts';
import { getawayShape } from './getaway.ts';
import { checkDeputies, checkListed } from './checks.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { setupTableBySize, valueOf } from './tables.ts';
import { FRONTAGE, Town } from './town.ts';
import type { EncounterType, TypeMoves } from './type.ts';
import { AlarmRun } from './alarm-run.ts';

/** Townsfolk: five times the Outlaws at most, as in Robbery (How Many of Them (R)). */
const MOST_TIMES = 5;
const HOW_MANY_ROWS = ['times-2', 'times-3', 'times-4', 'times-5'] as const;
const ARMS = ['pistol-only', 'npc-weapons'] as const;
const PISTOL_ONLY = 0;
/** The alarm's die can only equal turns 1–6; a shot or a fast ride may sound it later. */
const ALARM_AT = [
  'turn-1',
  'turn-2',
  'turn-3',
  'turn-4',
  'turn-5',
  'turn-6',
  'later',
  'never',
] as const;
const [LATER, NEVER] = [6, 7];
const RESULTS = ['broke-out', 'stopped', 'still-fighting'] as const;
const [BROKE_OUT, STOPPED, FIGHTING] = [0, 1, 2];
/** Who a figure is in a jail break. */
const [OUTLAW, LAWMAN, TOWNSFOLK] = [0, 1, 2];

const setup = z.strictObject({
  outlaws: z
    .number()
    .int()
    .min(1)
    .max(12)
    .optional()
    .describe('The Outlaw leader and the others (default: 1 + (2d6 − SL), §13.5 Forces).'),
  deputies: z
    .number()
    .int()
    .min(0)
    .max(5)
    .optional()
    .describe("The Sheriff's Deputies (default: SL − 1d6, at least none, C-14)."),
  townsfolk: z
    .enum(HOW_MANY_ROWS)
    .optional()
    .describe(
      'Townsfolk against the Outlaws (default: How Many of Them (R), 2d6 + SL; halved at night).',
    ),
  night: z
    .boolean()
    .optional()
    .describe('At night (default: 1d6 = 1–2, B-24): night sight, townsfolk halved.'),
  arms: z
    .enum(ARMS)
    .optional()
    .describe('The Outlaws carry a pistol only (default: 1–4 on 1d6) or their NPC weapons.'),
  horses: z
    .number()
    .positive()
    .max(60)
    .optional()
    .describe('Inches from the jail to the getaway horses (default: 1d6 × 6").'),
  ...getawayShape,
});
type Setup = z.output<typeof setup>;

/** The most figures each side fields: 1 + (12 − SL) Outlaws; the Sheriff, SL − 1 Deputies and 5× the Outlaws. */
const maxSizes = (p: EncounterParams, s: Setup): [number, number] => {
  const sl = slOf(p);
  const outlaws = s.outlaws ?? 1 + Math.max(0, 12 - sl);
  return [outlaws, 1 + (s.deputies ?? Math.max(0, sl - 1)) + MOST_TIMES * outlaws];
};

/**
 * A Jail Break (six-gun-sound.md §13.5 [L3515–3551], errata L9017–9023): the Outlaws start in
 * the jail at the middle of the street and make for their horses; each time an Outlaw who has
 * left the jail moves, 1d6 equal to the turn sounds the alarm (as does a fast ride, or a shot),
 * and only then do the Sheriff and his Deputies, in another building, and the town act.
 */
class JailBreakRun extends AlarmRun<Setup> {
  sight: Sight | undefined;
  private readonly outlawsTable: Ready;
  private readonly deputiesTable: Ready;
  private readonly nightTable: Ready;
  private readonly armsTable: Ready;
  private readonly horsesTable: Ready;
  private readonly trail: Ready;
  private readonly howMany: Ready[];
  private readonly role: Uint8Array;
  /** 1 once an Outlaw has left the jail: his moves from then on may sound the alarm. */
  private readonly out: Uint8Array;
  private readonly town: Town;
  private readonly slots;
  // This trial's set-up.
  private outlaws = 0;
  private deputies = 0;
  private townsfolk = 0;
  private night = false;
  private arms = 0;
  private horses = 0;
  private posse = false;
  // This trial's play.

  constructor(p: EncounterParams, s: Setup, o: SixgunOptions, l: Layout) {
    super(p, s, o, maxSizes(p, s));
    this.outlawsTable = this.ready('capture-outlaws');
    this.deputiesTable = this.ready('town-deputies');
    this.nightTable = this.ready('jail-break-night');
    this.armsTable = this.ready('jail-break-arms');
    this.horsesTable = this.ready('getaway-horses');
    this.trail = this.ready('hot-on-your-trail');
    this.howMany = setupTableBySize('robbery-townsfolk', this.maxSizes[0], this.at, this.o);
    const n = this.maxSizes[0] + this.maxSizes[1];
    this.role = new Uint8Array(n);
    this.out = new Uint8Array(n);
    this.town = new Town(n, o);
    this.slots = slotsOf(l, [
      'result',
      'alarm',
      'night',
      'arms',
      'outlaws',
      'deputies',
      'townsfolk',
      'escaped',
      'posse',
    ] as const);
  }

  rollSetup(rng: Rng): void {
    const s = this.s;
    this.outlaws = s.outlaws ?? valueOf(this.outlawsTable, this.outlawsTable.roll(rng));
    this.deputies = s.deputies ?? valueOf(this.deputiesTable, this.deputiesTable.roll(rng));
    this.night = s.night ?? this.nightTable.roll(rng) === 0;
    this.arms = s.arms !== undefined ? ARMS.indexOf(s.arms) : this.armsTable.roll(rng);
    this.horses = s.horses ?? valueOf(this.horsesTable, this.horsesTable.roll(rng));
    const t = this.howMany[this.outlaws];
    const folk =
      s.townsfolk !== undefined
        ? (HOW_MANY_ROWS.indexOf(s.townsfolk) + 2) * this.outlaws
        : valueOf(t, t.roll(rng));
    this.townsfolk = this.night ? folk >> 1 : folk; // halved at night [L3546]
    this.posse = this.trail.roll(rng) === 0;
    this.sight = this.night ? 'night' : this.p.sight;
    this.sizes[0] = this.outlaws;
    this.sizes[1] = 1 + this.deputies + this.townsfolk;
  }

  fill(w: BandWorld, rng: Rng): void {
    const s = this.s,
      town = this.town;
    // The Lawmen wait together in a building picked at random; the jail is at x = 0.
    const officeX = rng.d6() * FRONTAGE * (rng.d6() <= 3 ? -1 : 1),
      officeY = rng.d6() <= 3 ? 0 : s.street;
    let k = 0;
    for (let c = 0; c < w.n; c++) {
      town.townsfolk[c] = 0;
      town.unarmed[c] = 0;
      town.policy0[c] = w.policy[c];
      if (w.side[c] === 0) {
        this.role[c] = OUTLAW;
        if (k >= this.listed(0)) {
          town.roll(w, c, 'outlaw', rng, true);
          if (this.arms === PISTOL_ONLY) w.carry(c, 'pistol', null);
        }
        w.x0[c] = (k - (this.outlaws >> 1)) * SPACING;
        w.y0[c] = 0;
        k++;
        continue;
      }
      const j = c - this.outlaws;
      const lawman = j < 1 + this.deputies;
      this.role[c] = lawman ? LAWMAN : TOWNSFOLK;
      if (j >= this.listed(1))
        town.roll(w, c, j === 0 ? 'sheriff' : lawman ? 'deputy' : 'townsfolk', rng, true);
      if (lawman) {
        w.x0[c] = officeX;
        w.y0[c] = officeY;
        continue;
      }
      town.townsfolk[c] = 1;
      if (rng.d6() <= 4) {
        town.putInBuilding(w, c, rng, s.street);
        continue;
      }
      town.putInStreet(w, c, rng);
      town.armPopulace(c, this.sl, rng);
    }
    w.setStarts();
    w.refreshStats();
  }

  /** Figures in a building (the jail, the Lawmen's, the town's) start out of sight and in cover. */
  private inBuilding(w: BandWorld, c: number): boolean {
    return w.side[c] === 0 || w.y0[c] === 0 || w.y0[c] === this.s.street;
  }

  reset(w: BandWorld): void {
    this.getaway.clear();
    this.town.clear(w);
    this.out.fill(0);
    for (let c = 0; c < w.n; c++) {
      w.inCover[c] = this.inBuilding(w, c) ? 1 : 0;
      w.hidden[c] = w.inCover[c] ? HIDDEN : IN_SIGHT;
      if (w.side[c] === 0)
        this.getaway.start(c, this.horses, this.s.getaway, this.s.quality, this.s.horsemanship);
    }
    this.shooting = false;
    this.alarmAt = -1;
  }

  override acts(w: BandWorld, c: number): boolean {
    return w.side[c] === 0 || this.alarmAt >= 0;
  }

  override act(w: BandWorld, c: number, rng: Rng, moves: TypeMoves): boolean {
    if (w.side[c] === 1) return this.town.act(w, c, rng, moves);
    // An Outlaw who has left the jail moves: 1d6 equal to the turn sounds the alarm [L3548].
    if (this.alarmAt < 0 && this.out[c] === 1 && this.getaway.going(c) && rng.d6() === w.turn)
      this.raise(w);
    this.getaway.step(w, c, rng, moves, this.alarmAt >= 0, this.shooting);
    this.out[c] = 1;
    if (this.getaway.rodeFast) this.raise(w);
    return true;
  }

  winner(w: BandWorld, out: Outcome): number {
    this.rideOffUnopposed(w);
    const r = this.result(w);
    return r === BROKE_OUT ? 0 : r === STOPPED ? 1 : out.winner;
  }

  private result(w: BandWorld): number {
    if (this.getaway.away(w, 0) > 0) return BROKE_OUT;
    for (let c = 0; c < w.n; c++) if (w.side[c] === 0 && w.alive[c]) return FIGHTING;
    return STOPPED;
  }

  record(w: BandWorld, _out: Outcome, acc: Float64Array): void {
    const s = this.slots;
    acc[s.result + this.result(w)]++;
    acc[s.alarm + (this.alarmAt < 0 ? NEVER : Math.min(LATER, this.alarmAt - 1))]++;
    if (this.night) acc[s.night]++;
    acc[s.arms + this.arms]++;
    mean(acc, s.outlaws, this.outlaws);
    mean(acc, s.deputies, this.deputies);
    mean(acc, s.townsfolk, this.townsfolk);
    const escaped = this.getaway.away(w, 0);
    mean(acc, s.escaped, escaped);
    if (escaped > 0 && this.posse) acc[s.posse]++;
  }

  describe(w: BandWorld): string {
    return `Jail Break at SL ${this.sl}${this.night ? ', at night' : ''}: ${this.outlaws} Outlaws (${ARMS[this.arms]}), horses ${this.horses}" off, the Sheriff and ${this.deputies} Deputies, ${this.townsfolk} Townsfolk (${w.n} figures)`;
  }
}

export const jailBreak: EncounterType<Setup> = {
  id: 'jail-break',
  code: 'JB',
  title: 'Jail Break',
  source: 'six-gun-sound.md §13.5 [L3515–3551]',
  description:
    'the Outlaw leader and 2d6 − SL others break out of the jail and make for their horses, 1d6 × 6" off; each move an Outlaw makes once outside sounds the alarm on 1d6 equal to the turn (so does a fast ride or a shot), and only then do the Sheriff, his SL − 1d6 Deputies and the town (How Many (R), halved at night, B-24) act; the Outlaws win when any gets away.',
  roles: ['Outlaws', 'Town'],
  setup,
  maxSizes,
  check(p, s, issue) {
    const sl = slOf(p);
    checkDeputies(p, s.deputies, issue);
    if (s.outlaws !== undefined && s.outlaws > 1 + Math.max(0, 12 - sl))
      issue(
        ['setup', 'outlaws'],
        `1 + (2d6 − SL ${sl}) gives at most ${1 + Math.max(0, 12 - sl)} Outlaws: fix outlaws at most ${1 + Math.max(0, 12 - sl)}, or a lower sl`,
      );
    checkListed(p, s.outlaws, 'outlaws', 'Outlaws', issue);
    if (s.night !== undefined && p.sight !== undefined)
      issue(['sight'], 'setup.night decides the sight of a Jail Break: leave sight out');
  },
  metrics(p, s, l) {
    const [outlaws, town] = maxSizes(p, s);
    l.categories(
      'result',
      RESULTS,
      'some Outlaws got away, none did, or the fight goes on at maxTurns',
    );
    l.categories(
      'alarm',
      ALARM_AT,
      'the turn the alarm sounded (its die, a fast ride or a shot), or never',
    );
    l.probability('night', 'the break was at night (1d6 = 1–2, B-24)');
    l.categories('arms', ARMS, 'what the Outlaws carry (1d6: a pistol only on 1–4)');
    l.mean('outlaws', `Outlaws in the break (at most ${outlaws})`);
    l.mean('deputies', 'Deputies with the Sheriff (SL − 1d6)');
    l.mean(
      'townsfolk',
      `Townsfolk (How Many of Them (R), halved at night; the Town side at most ${town})`,
    );
    l.mean('escaped', 'Outlaws who got away, per break');
    l.probability('posse', 'some Outlaws got away and a Posse follows (1d6 below SL)');
  },
  notes: () => [
    'the jail and the town are a street: the Outlaws walk from the jail to their horses, mount (Mounting Up Under Fire once shots are fired) and ride off; they hold their fire until the alarm sounds, and a shot sounds it',
  ],
  explain(p, s) {
    return `Jail Break at SL ${slOf(p)}: ${s.outlaws ?? '1 + (2d6 − SL)'} Outlaws (${s.arms ?? 'arms rolled'}), ${s.night === undefined ? 'night on 1–2' : s.night ? 'at night' : 'by day'}, the Sheriff and ${s.deputies ?? 'SL − 1d6'} Deputies, ${s.townsfolk ?? 'How Many of Them (R)'} Townsfolk; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new JailBreakRun(p, s, o, l),
};
