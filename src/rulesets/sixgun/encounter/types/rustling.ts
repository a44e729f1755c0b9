import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import type { Profession } from '../../data.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import { chaseMetrics, chaseShape, ChaseRun } from './chase-run.ts';
import { checkListed } from './checks.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { setupTable, setupTableBySize, valueOf } from './tables.ts';
import type { EncounterType, TypeMoves } from './type.ts';

/** The Pursuit Grid's bands in Cattle Rustling [L3620]. */
const BANDS = 8;
/** Each rustler controls up to 4 head within 6" of him [L3625–3630]. */
const HEAD_PER_RUSTLER = 4;
/** 1d6 rustlers; How Many (CR) gives at most twice them, or them + 2. */
const MOST_RUSTLERS = 6,
  MOST_COWBOYS = 12;
/** A stray cow's roll (stray-cow): 1–3 it stays with the herd's owner, 4–6 it heads off. */
const STAYS = 0;

const setup = z.strictObject({
  cattle: z
    .number()
    .int()
    .min(2)
    .max(12)
    .optional()
    .describe('Head of cattle stolen (default: 2d6).'),
  rustlers: z
    .number()
    .int()
    .min(1)
    .max(MOST_RUSTLERS)
    .optional()
    .describe('The rustlers (default: 1d6, at least one per 4 head).'),
  ...chaseShape,
  runnerQuality: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(3)
    .describe(
      'The herd counts as Quality 3 in the chase [L3622]; the Horsemanship tests are the herding.',
    ),
});
type Setup = z.output<typeof setup>;

const maxSizes = (_p: EncounterParams, s: Setup): [number, number] => [
  s.rustlers ?? MOST_RUSTLERS,
  Math.max(MOST_COWBOYS, 2 * (s.rustlers ?? MOST_RUSTLERS)),
];

/**
 * Cattle Rustling (six-gun-sound.md §13.7 [L3588–3636]): 2d6 stolen head and 1d6 rustlers (at
 * least one per 4 head), How Many (CR) Cowboys after them; the chase on 8 bands with the herd
 * as Quality 3, and the fight when the Cowboys catch up. In the fight each standing rustler
 * keeps 4 head; every other cow rolls 1d6 at the start of each turn and heads off on 4–6. The
 * rustlers who get away keep what they still herd, and face a Posse next month 1 in 6 (B-3).
 */
class RustlingRun extends ChaseRun {
  private readonly cowboysTable: Ready[];
  private readonly strayTable: Ready;
  private readonly posseTable: Ready;
  private readonly extra;
  private cattle = 0;
  private herd = 0;
  private posse = false;

  constructor(
    p: EncounterParams,
    private readonly s: Setup,
    o: SixgunOptions,
    l: Layout,
  ) {
    super(p, s, o, l, maxSizes(p, s), BANDS);
    const at = { locale: p.locale, sl: this.sl };
    this.cowboysTable = setupTableBySize('rustling-cowboys', this.maxSizes[0], at, o);
    this.strayTable = setupTable('stray-cow', at, o);
    this.posseTable = setupTable('rustlers-posse', at, o);
    this.extra = slotsOf(l, ['cattle', 'cattleKept', 'posseNextMonth'] as const);
  }

  protected rollForces(rng: Rng): void {
    // As the rustlers table rolls them: 2d6 head, then 1d6 rustlers, one per 4 head at least.
    this.cattle = this.s.cattle ?? rng.d6() + rng.d6();
    const rustlers =
      this.s.rustlers ?? Math.max(rng.d6(), Math.ceil(this.cattle / HEAD_PER_RUSTLER));
    const t = this.cowboysTable[rustlers];
    this.sizes[0] = rustlers;
    this.sizes[1] = Math.min(this.maxSizes[1], valueOf(t, t.roll(rng)));
    this.posse = this.posseTable.roll(rng) === 0;
  }

  protected professionOf(side: number): Profession {
    return side === 0 ? 'outlaw' : 'cowboy';
  }

  override reset(w: BandWorld, rng: Rng): void {
    super.reset(w, rng);
    this.herd = this.cattle;
  }

  /** The cows no standing rustler herds stray: 1d6 each, heading off on 4–6 [L3630–3634]. */
  startTurn(w: BandWorld, rng: Rng, _die: Int32Array, _moves: TypeMoves): void {
    const held = HEAD_PER_RUSTLER * w.standing[0];
    for (let loose = this.herd - held; loose > 0; loose--)
      if (this.strayTable.roll(rng) !== STAYS) this.herd--;
  }

  override record(w: BandWorld, out: Outcome, acc: Float64Array): void {
    super.record(w, out, acc);
    const away = this.gotAway(w);
    mean(acc, this.extra.cattle, this.cattle);
    mean(acc, this.extra.cattleKept, away ? this.herd : 0);
    if (away && this.posse) acc[this.extra.posseNextMonth]++;
  }

  describe(w: BandWorld): string {
    return `Cattle Rustling at SL ${this.sl}: ${this.sizes[0]} rustlers with ${this.cattle} head against ${this.sizes[1]} Cowboys; ${this.chaseLine()} (${w.n} figures)`;
  }
}

export const rustling: EncounterType<Setup> = {
  id: 'cattle-rustling',
  code: 'CR',
  title: 'Cattle Rustling',
  source: 'six-gun-sound.md §13.7 [L3588–3636]',
  description:
    '2d6 stolen head and 1d6 rustlers (one per 4 head at least) against How Many (CR) Cowboys: the chase on an 8-band Pursuit Grid with the herd as Quality 3, then the fight when they catch up, each standing rustler keeping 4 head and the rest straying on 4–6; rustlers who get away keep what they herd and meet a Posse next month 1 in 6 (B-3).',
  roles: ['Rustlers', 'Cowboys'],
  policies: ['stand-and-shoot', 'advance'],
  setup,
  maxSizes,
  check(p, s, issue) {
    if (
      s.cattle !== undefined &&
      s.rustlers !== undefined &&
      s.rustlers * HEAD_PER_RUSTLER < s.cattle
    )
      issue(
        ['setup', 'rustlers'],
        `${s.rustlers} rustlers cannot drive ${s.cattle} head: at least one per 4 (§13.7), so fix rustlers at least ${Math.ceil(s.cattle / 4)}`,
      );
    checkListed(p, s.rustlers, 'rustlers', 'rustlers', issue);
  },
  metrics(_p, _s, l) {
    chaseMetrics(l, 'rustlers (1d6, one per 4 head at least)', 'Cowboys (How Many (CR))');
    l.mean('cattle', 'head of cattle stolen (2d6)');
    l.mean('cattleKept', 'head the rustlers got away with, per encounter');
    l.probability(
      'posseNextMonth',
      'some rustlers got away and a Posse comes next month (1 in 6, B-3)',
    );
  },
  notes: () => [
    'after the chase the fight is a stand-up one, 24" a band apart; a cow that heads off is lost (nobody rides 1" to it to bring it back); the horses are not on the field',
  ],
  explain(p, s) {
    return `Cattle Rustling at SL ${slOf(p)}: ${s.cattle ?? '2d6'} head, ${s.rustlers ?? '1d6'} rustlers against How Many (CR) Cowboys, ${s.holeUp ? 'holed up at once' : 'the chase on 8 bands'}; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new RustlingRun(p, s, o, l),
};
