import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import { bigCaptureTable } from '../../campaign/marshal.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import { OOF, SURRENDERED } from '../../draw/setup.ts';
import type { SixgunOptions } from '../../options.ts';
import { BandVehicle } from '../band-vehicle.ts';
import type { BandWorld } from '../band-world.ts';
import { vehicleSchema } from '../battlefield-schema.ts';
import { capture, captureMetrics, captureNotes, CaptureRun, captureSetup } from './capture.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { valueOf } from './tables.ts';
import type { EncounterType, TypeMoves } from './type.ts';

/** 1 + 1d6 Marshals and 1 + 1d6 Deputies (six-gun-sound.md §14.7 [L5807]): 2 to 7 each. */
const FEWEST = 2,
  MOST = 7;
/** The Lawmen come in two wagons [L5808]. */
const WAGONS = 2;
/**
 * A wagon and its team nose to tail, in inches: the second wagon starts and pulls up this far
 * behind the first. The book gives no length; a prairie schooner and four animals is about it.
 */
const WAGON_LENGTH = 6;
/** The wagon table's rows (marshal.ts): two wagons on 5–6. */
const TWO_WAGONS = 0;
/** The tip-off table's rows: 5–6 tips the Outlaws off. */
const TIPPED = 0;

/** How the Lawmen came: in two wagons (in town, 5–6), otherwise in town, or on the trail. */
const ARRIVED = ['two-wagons', 'on-foot-or-horse', 'trail'] as const;
/** What alerted the Outlaws to the wagons. */
const ALERTS = ['tip-off', 'getting-out', 'a-shot', 'never', 'no-wagons'] as const;
const [BY_TIP, BY_GETTING_OUT, BY_SHOT, NEVER, NO_WAGONS] = [0, 1, 2, 3, 4];
/** The turn of a tip-off, the last counting every later turn too. */
const TIP_TURNS = ['1', '2', '3', '4', '5', '6+', 'never', 'no-wagons'] as const;
const LAST_TURN = 5;

const setup = captureSetup.omit({ deputies: true, townsfolk: true }).extend({
  marshals: z
    .number()
    .int()
    .min(FEWEST)
    .max(MOST)
    .optional()
    .describe('The Marshals, the Lawman first among them (default: 1 + 1d6, §14.7 [L5807]).'),
  deputies: z
    .number()
    .int()
    .min(FEWEST)
    .max(MOST)
    .optional()
    .describe('The Deputies (default: 1 + 1d6); a Big Capture has no Townsfolk.'),
  wagons: z
    .boolean()
    .optional()
    .describe(
      'In town, whether the Lawmen come in two wagons at normal speed (default: 1d6, 5–6, §14.7 [L5808]); true needs a capture in town.',
    ),
});
type Setup = z.output<typeof setup>;

const maxSizes = (p: EncounterParams, s: Setup): [number, number] => [
  (s.marshals ?? MOST) + (s.deputies ?? MOST),
  s.outlaws ?? 1 + Math.max(0, 12 - slOf(p)),
];

const NONE: readonly BandVehicle[] = [];

/**
 * A Big Capture (six-gun-sound.md §14.7 [L5805–5809]): a Capture (§13.4) whose Lawmen are
 * 1 + 1d6 Marshals and 1 + 1d6 Deputies, no Townsfolk. In town, on 1d6 = 5–6 they come in two
 * wagons at normal speed, starting where the Lawman would (1d6 × 6" from the leader) and
 * making for the street in front of the leader's building, the second behind the first. Until
 * the Outlaws are alerted they stay where they are and do nothing; each turn, the first active
 * Outlaw to see a wagon rolls 1d6 for it (once a turn a wagon), 5–6 tipping them off. A shot,
 * or a Lawman getting out of a wagon, alerts them too. The Lawmen get out once the wagon has
 * pulled up or the Outlaws are alerted, an activation each, and fight on foot.
 */
class BigCaptureRun extends CaptureRun<Setup> {
  private readonly force: Ready;
  private readonly wagonsTable: Ready;
  private readonly tipTable: Ready;
  private readonly built = new Map<BandWorld, readonly BandVehicle[]>();
  private readonly slotsBc;
  private marshals = 0;
  private byWagon = false;
  /** The wagons' goals: in the street in front of the leader's building, nose to tail. */
  private readonly goalX = new Float64Array(WAGONS);
  private readonly goalY = new Float64Array(WAGONS);
  /** The turn each wagon was last looked at for a tip-off. */
  private readonly lookedAt = new Int32Array(WAGONS);
  private alertedAt = -1;
  private alertedBy = NEVER;
  private tipRolls = 0;

  constructor(p: EncounterParams, s: Setup, o: SixgunOptions, l: Layout) {
    super(p, s, o, l, maxSizes(p, s));
    this.force = bigCaptureTable('big-capture-force', o);
    this.wagonsTable = bigCaptureTable('big-capture-wagons', o);
    this.tipTable = bigCaptureTable('wagon-tip-off', o);
    this.slotsBc = slotsOf(l, [
      'marshals',
      'deputies',
      'arrivedByWagon',
      'tippedOff',
      'tippedOffTurn',
      'tipRolls',
      'outlawsCaptured',
    ] as const);
  }

  protected rollLawmen(rng: Rng): void {
    this.marshals = this.s.marshals ?? valueOf(this.force, this.force.roll(rng));
    this.deputies = this.s.deputies ?? valueOf(this.force, this.force.roll(rng));
    this.sizes[0] = Math.min(this.most[0], this.marshals + this.deputies);
  }

  protected lawman(j: number) {
    return j < this.marshals ? 'marshal' : 'deputy';
  }

  override rollSetup(rng: Rng): void {
    super.rollSetup(rng);
    this.byWagon = this.inTown && (this.s.wagons ?? this.wagonsTable.roll(rng) === TWO_WAGONS);
  }

  override get lawmenByWagon(): boolean {
    return this.byWagon;
  }

  /** Wagon k carries the first half of the Lawmen (k = 0) or the rest, its last man driving. */
  private wagonOf(c: number): number {
    return c < (this.sizes[0] + 1) >> 1 ? 0 : 1;
  }

  /** The wagons on the field this trial (fill sets them): none unless the Lawmen came by wagon. */
  readonly vehicle = { onField: NONE };

  /** The wagons of world w, built the first time it comes up. */
  private wagons(w: BandWorld): readonly BandVehicle[] {
    let v = this.built.get(w);
    if (v === undefined) {
      const n = this.sizes[0],
        half = (n + 1) >> 1;
      v = [
        [0, half],
        [half, n],
      ].map(([from, to]) => {
        const crew = w.names.slice(from, to);
        const spec = vehicleSchema.parse({
          kind: 'wagon',
          driver: crew[crew.length - 1],
          aboard: crew.slice(0, -1),
          fast: false, // normal speed only [L5808]
        });
        return new BandVehicle(w, spec);
      });
      this.built.set(w, v);
    }
    return v;
  }

  /**
   * The Capture's town and men; in wagons, the first where the Lawman would stand (1d6 × 6"
   * from the leader) and the second a wagon's length behind, everyone aboard.
   */
  override fill(w: BandWorld, rng: Rng): void {
    super.fill(w, rng);
    this.vehicle.onField = this.byWagon ? this.wagons(w) : NONE;
    if (!this.byWagon) return;
    const bx = this.frontX(this.building),
      x = w.x0[0],
      y = w.y0[0];
    const dir = x >= bx ? 1 : -1;
    for (let k = 0; k < WAGONS; k++) {
      this.goalX[k] = bx + dir * k * WAGON_LENGTH;
      this.goalY[k] = y;
    }
    for (let c = 0; c < this.sizes[0]; c++) {
      w.x0[c] = x + dir * this.wagonOf(c) * WAGON_LENGTH;
      w.y0[c] = y;
    }
    w.setStarts();
  }

  override reset(w: BandWorld): void {
    super.reset(w);
    this.alertedAt = -1;
    this.alertedBy = this.byWagon ? NEVER : NO_WAGONS;
    this.tipRolls = 0;
    this.lookedAt.fill(0);
    if (!this.byWagon) {
      // A wagon of an earlier trial on this world left its cover on its riders.
      for (let c = 0; c < this.sizes[0]; c++) w.setCover(c, w.specs[c].cover);
      return;
    }
    this.wagons(w).forEach((v, k) => {
      v.settle(w);
      v.steer(this.goalX[k], this.goalY[k]);
    });
  }

  private alert(w: BandWorld, by: number, why: string): void {
    if (this.alertedAt >= 0) return;
    this.alertedAt = w.turn;
    this.alertedBy = by;
    w.log?.say(w.turn, `the Outlaws are alerted: ${why}`);
  }

  override fired(w: BandWorld, rng: Rng): void {
    super.fired(w, rng);
    if (this.byWagon) this.alert(w, BY_SHOT, 'a shot');
  }

  override act(w: BandWorld, c: number, rng: Rng, _moves: TypeMoves): boolean {
    if (!this.byWagon) return false;
    if (w.side[c] === 1) return this.alertedAt < 0 && !this.lookOut(w, c, rng);
    const v = this.wagons(w)[this.wagonOf(c)];
    if (!v.aboard[c]) return false;
    if (this.alertedAt >= 0 || v.arrived || v.halted) {
      v.alight(w, c);
      w.log?.say(w.turn, `${w.names[c]} gets out of the wagon`);
      this.alert(w, BY_GETTING_OUT, `${w.names[c]} gets out of a wagon`);
      return true;
    }
    // The driver drives, and a man aboard takes the reins of a wagon whose driver is down.
    return c !== v.driver && w.alive[v.driver] === 1;
  }

  /**
   * Unalerted Outlaw c's activation: 1d6 for each wagon he sees that nobody has rolled for
   * this turn, 5–6 tipping them off [L5809]. True when they are tipped off (he acts at once).
   */
  private lookOut(w: BandWorld, c: number, rng: Rng): boolean {
    const wagons = this.wagons(w);
    for (let k = 0; k < WAGONS; k++) {
      if (this.lookedAt[k] === w.turn) continue;
      const v = wagons[k];
      if (!w.seesSpot(c, v.x, v.y, Math.hypot(v.x - w.x[c], v.y - w.y[c]), -1)) continue;
      this.lookedAt[k] = w.turn;
      this.tipRolls++;
      if (this.tipTable.roll(rng) === TIPPED) {
        this.alert(w, BY_TIP, `${w.names[c]} sees a wagon coming and tips them off`);
        return true;
      }
    }
    return false;
  }

  override record(w: BandWorld, out: Outcome, acc: Float64Array): void {
    super.record(w, out, acc);
    const s = this.slotsBc;
    mean(acc, s.marshals, this.marshals);
    mean(acc, s.deputies, this.sizes[0] - this.marshals);
    acc[s.arrivedByWagon + (this.byWagon ? 0 : this.inTown ? 1 : 2)]++;
    acc[s.tippedOff + this.alertedBy]++;
    acc[
      s.tippedOffTurn +
        (this.alertedBy === BY_TIP
          ? Math.min(this.alertedAt, LAST_TURN + 1) - 1
          : this.byWagon
            ? TIP_TURNS.length - 2
            : TIP_TURNS.length - 1)
    ]++;
    mean(acc, s.tipRolls, this.tipRolls);
    let taken = 0;
    for (let c = this.sizes[0]; c < w.n; c++)
      if (!w.alive[c] && (w.end[c] === OOF || w.end[c] === SURRENDERED)) taken++;
    mean(acc, s.outlawsCaptured, taken);
  }

  describe(w: BandWorld): string {
    return `Big Capture ${this.where()} at SL ${this.sl}: ${this.marshals} Marshals and ${this.sizes[0] - this.marshals} Deputies${this.byWagon ? ' in two wagons' : ''} against the Outlaw leader and ${this.outlaws - 1} others (${w.n} figures)`;
  }
}

export const bigCapture: EncounterType<Setup> = {
  id: 'big-capture',
  code: 'BC',
  title: 'Big Capture',
  source: 'six-gun-sound.md §14.7 [L5805–5809]',
  description:
    "the Marshal's Capture (§13.4) with 1 + 1d6 Marshals and 1 + 1d6 Deputies and no Townsfolk: in town on 1d6 = 5–6 they come in two wagons at normal speed from where the Lawman would stand (1d6 × 6\" off) to the leader's building, the Outlaws staying where they are until alerted: each turn an active Outlaw who sees a wagon rolls 1d6 for it (once a turn a wagon), 5–6 tipping them off, and a shot or a Lawman getting out of a wagon alerts them too; the Lawmen get out once the wagon pulls up or the Outlaws are alerted; otherwise (in town on 1–4, or on the trail) a Capture with the bigger force.",
  roles: ['Lawmen', 'Outlaws'],
  policies: ['advance', 'stand-and-shoot'],
  setup,
  maxSizes,
  check(p, s, issue) {
    capture.check!(p, s as never, issue);
    if (s.wagons !== undefined && s.place === 'trail')
      issue(
        ['setup', 'wagons'],
        'the Lawmen come in wagons only in town (drop wagons, or fix place: town)',
      );
  },
  metrics(p, s, l) {
    captureMetrics(p, s, l, 'the Marshals and Deputies (no Townsfolk)');
    l.mean('marshals', 'Marshals, the Lawman among them (1 + 1d6)');
    l.mean('deputies', 'Deputies (1 + 1d6)');
    l.categories(
      'arrivedByWagon',
      ARRIVED,
      'how the Lawmen came: in two wagons (in town, 1d6 = 5–6), otherwise in town, or on the trail',
    );
    l.categories(
      'tippedOff',
      ALERTS,
      'what alerted the Outlaws to the wagons: a tip-off (1d6 = 5–6 for a wagon in sight), a Lawman getting out, a shot, nothing; no-wagons when the Lawmen did not come in wagons',
    );
    l.categories(
      'tippedOffTurn',
      TIP_TURNS,
      'the turn of the tip-off (6+: the sixth or later); never when the wagons were not tipped off',
    );
    l.mean('tipRolls', 'tip-off rolls per encounter (1d6 a wagon a turn while an Outlaw sees it)');
    l.mean(
      'outlawsCaptured',
      'Outlaws, the leader among them, captured (out of the fight or surrendered)',
    );
  },
  notes: () => [
    ...captureNotes([
      "not modelled yet: the town's men in town, who take cover and stay out of it (a shot's 8 still hits a fighter within 2\" of its target as a bystander, §6.2)",
    ]),
    'the Lawman is the first of the Marshals; the book gives the wagons no team, so each has 4 animals of Pretty Fair Quality (10" a move) and is never shot at; a Lawman getting out of one spends his activation on it, and those who come by wagon have no horses on the field',
    'an unalerted Outlaw takes no action (he stays where he is) and rolls for a tip-off on his activation; those elsewhere in town roll for none',
  ],
  explain(p, s) {
    const where = s.place ?? 'in town or on the trail (1d6)';
    const wagons =
      s.wagons === undefined ? 'in town two wagons on 5–6' : s.wagons ? 'two wagons' : 'no wagons';
    return `Big Capture at SL ${slOf(p)}: ${where}, ${s.outlaws ?? '1 + (2d6 − SL)'} Outlaws, ${s.marshals ?? '1 + 1d6'} Marshals and ${s.deputies ?? '1 + 1d6'} Deputies, ${wagons}; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new BigCaptureRun(p, s, o, l),
};
