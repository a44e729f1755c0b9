import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import { OPPOSED } from '../../campaign/encounter-kit.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import type { SixgunOptions } from '../../options.ts';
import {
  CAUGHT,
  CHASERS_START,
  ENDS,
  ESCAPED,
  PursuitGrid,
  type Riders,
} from '../../pursuit-grid.ts';
import type { BandWorld } from '../band-world.ts';
import { SPACING } from '../band-world.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { setupTable, setupTableBySize, valueOf } from './tables.ts';
import { Town } from './town.ts';
import type { EncounterType, TypeMoves, TypeRun } from './type.ts';

const RESULTS = [
  'escaped',
  'runners-beaten',
  'chasers-beaten',
  'still-fighting',
  'still-running',
] as const;
const [GOT_AWAY, RUNNERS_BEATEN, CHASERS_BEATEN, FIGHTING, RUNNING] = [0, 1, 2, 3, 4];
/** The Stand-Up Fight's result as the first side's (the Runners') passes less the Chasers'. */
const PASSES_AHEAD = [0, 1, 2, -1, -2];
/**
 * Inches a band of the Pursuit Grid stands for once the Chasers catch up: 2 bands are long
 * range for rifles and carbines, 1 band effective range for rifles and extreme for pistols
 * [L3465–3468]; a Rep 4 rifle's effective range (6 × Rep) makes a band 24" (a ruling).
 */
const BAND_INCHES = 24;
/** 1d6 Runners; Chasers: the Sheriff, SL − 1 Deputies at most and five times the Runners. */
const MOST_RUNNERS = 6,
  MOST_DEPUTIES = 5,
  MOST_TIMES = 5;

const setup = z.strictObject({
  runners: z
    .number()
    .int()
    .min(1)
    .max(MOST_RUNNERS)
    .optional()
    .describe('The Runners (default: 1d6).'),
  deputies: z
    .number()
    .int()
    .min(0)
    .max(MOST_DEPUTIES)
    .optional()
    .describe("The Sheriff's Deputies (default: SL − 1d6, at least none, C-14)."),
  runnerQuality: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(4)
    .describe("The Runners' mounts' Quality."),
  runnerHorsemanship: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(4)
    .describe("The Runners' Horsemanship."),
  chaserQuality: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(4)
    .describe("The Chasers' mounts' Quality."),
  chaserHorsemanship: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(4)
    .describe("The Chasers' Horsemanship."),
  rough: z
    .boolean()
    .default(false)
    .describe('Rough terrain or high country: −1 Quality for everyone.'),
  holeUp: z
    .boolean()
    .default(false)
    .describe(
      'The Runners hole up at once instead of running: a GF-3 set up by the Stand-Up Fight (the Chasers 5 bands back).',
    ),
});
type Setup = z.output<typeof setup>;

const maxSizes = (_p: EncounterParams, s: Setup): [number, number] => {
  const runners = s.runners ?? MOST_RUNNERS;
  return [runners, 1 + (s.deputies ?? MOST_DEPUTIES) + MOST_TIMES * runners];
};

/**
 * A Posse (six-gun-sound.md §13.3 [L3342–3469]): 1d6 mounted Runners, and the Sheriff, his
 * SL − 1d6 Deputies and How Many (P) Townsfolk after them. The chase is played on the Pursuit
 * Grid (pursuit-grid.ts, as `posse-chase`); when the Chasers come within 2 bands the fight is
 * played on the band engine, the two sides as far apart as the bands between them, whoever
 * fell off the grid or went lame out of it; the Runners may instead hole up at once, a GF-3
 * set up by the Stand-Up Fight.
 */
class PosseRun implements TypeRun {
  readonly maxSizes: [number, number];
  readonly sizes = new Int32Array(2);
  readonly standUp: (w: BandWorld, rng: Rng, moves: TypeMoves) => void;
  private readonly sl: number;
  private readonly deputiesTable: Ready;
  private readonly howMany: Ready[];
  private readonly holeUpTable: Map<number, Ready> = new Map();
  private readonly grid: PursuitGrid;
  private readonly runners: Riders;
  private readonly chasers: Riders;
  private readonly town: Town;
  private readonly o: SixgunOptions;
  private readonly slots;
  // This trial's set-up.
  private deputies = 0;
  private end = 0;
  private gap = 0;
  private standUpResult = -1;

  constructor(
    private readonly p: EncounterParams,
    private readonly s: Setup,
    o: SixgunOptions,
    l: Layout,
  ) {
    this.o = o;
    this.sl = slOf(p);
    const at = { locale: p.locale, sl: this.sl };
    this.maxSizes = maxSizes(p, s);
    this.deputiesTable = setupTable('town-deputies', at, o);
    this.howMany = setupTableBySize('posse-chasers', this.maxSizes[0], at, o);
    this.grid = new PursuitGrid(this.maxSizes[0], this.maxSizes[1]);
    const rough = s.rough ? 1 : 0;
    this.runners = { n: 0, quality: s.runnerQuality - rough, hr: s.runnerHorsemanship };
    this.chasers = { n: 0, quality: s.chaserQuality - rough, hr: s.chaserHorsemanship };
    this.town = new Town(this.maxSizes[0] + this.maxSizes[1], o);
    this.slots = slotsOf(l, [
      'result',
      'chase',
      'holeUp',
      'chaseTurns',
      'runners',
      'chasers',
    ] as const);
    this.standUp = (w, rng, moves) => this.opening(w, rng, moves);
  }

  rollSetup(rng: Rng): void {
    const s = this.s;
    const runners = s.runners ?? rng.d6();
    this.deputies = s.deputies ?? valueOf(this.deputiesTable, this.deputiesTable.roll(rng));
    const t = this.howMany[runners];
    this.sizes[0] = runners;
    this.sizes[1] = 1 + this.deputies + valueOf(t, t.roll(rng));
    if (s.holeUp) {
      this.end = CAUGHT;
      this.gap = CHASERS_START - 1; // bands back, for the Stand-Up Fight
      return;
    }
    this.runners.n = runners;
    this.chasers.n = this.sizes[1];
    this.end = this.grid.chase(rng, this.runners, this.chasers, 10, this.p.maxTurns);
    let hindmost = 0,
      nearest = 0;
    for (let i = 0; i < runners; i++) hindmost = Math.max(hindmost, this.grid.runnerBand[i]);
    for (let i = 0; i < this.sizes[1]; i++) {
      const b = this.grid.chaserBand[i];
      if (b > 0 && (nearest === 0 || b < nearest)) nearest = b;
    }
    this.gap = Math.max(1, nearest - Math.max(1, hindmost));
  }

  fill(w: BandWorld, rng: Rng): void {
    const listed = (side: number) =>
      Math.min(this.p.sides[side]?.figures.length ?? 0, this.sizes[side]);
    for (let c = 0; c < w.n; c++) {
      const side = w.side[c];
      const j = side === 0 ? c : c - this.sizes[0];
      if (j >= listed(side))
        this.town.roll(
          w,
          c,
          side === 0 ? 'outlaw' : j === 0 ? 'sheriff' : j <= this.deputies ? 'deputy' : 'townsfolk',
          rng,
        );
      w.x0[c] = (j - (this.sizes[side] >> 1)) * SPACING;
      // Holed up, the two sides set up as a GF-3 does, 24" apart (§13.1).
      w.y0[c] = side === 0 ? 0 : this.s.holeUp ? BAND_INCHES : this.gap * BAND_INCHES;
    }
    w.setStarts();
    w.refreshStats();
  }

  reset(w: BandWorld): void {
    this.standUpResult = -1;
    for (let c = 0; c < w.n; c++) w.hidden[c] = w.inCover[c] = 0;
  }

  /**
   * Turn 1: the chase's end. Nobody caught up: the Chasers give up the fight. Caught: whoever
   * the chase left behind (a lame mount, fallen off the grid) is out of it. Holed up: the
   * Stand-Up Fight (posse-hole-up, the Runners' leader against the Chasers').
   */
  private opening(w: BandWorld, rng: Rng, moves: TypeMoves): void {
    if (this.end !== CAUGHT) {
      for (let c = 0; c < w.n; c++) if (w.side[c] === 1) moves.leave(w, c);
      return;
    }
    if (this.s.holeUp) {
      const ours = w.rep[w.outfitLeader[0]],
        theirs = w.rep[w.outfitLeader[1]];
      let t = this.holeUpTable.get(ours * 8 + theirs);
      if (t === undefined) {
        t = setupTable(
          'posse-hole-up',
          { locale: this.p.locale, sl: this.sl, rep: ours, theirRep: theirs, bandsBack: this.gap },
          this.o,
        );
        this.holeUpTable.set(ours * 8 + theirs, t);
      }
      this.standUpResult = t.roll(rng);
      w.log?.say(1, `the Runners hole up; Stand-Up Fight: ${OPPOSED[this.standUpResult]}`);
      moves.standUp(w, PASSES_AHEAD[this.standUpResult], rng);
      return;
    }
    w.log?.say(1, `the Chasers catch up, ${this.gap} band${this.gap === 1 ? '' : 's'} behind`);
    for (let c = 0; c < w.n; c++) {
      const i = w.side[c] === 0 ? c : c - this.sizes[0];
      const band = w.side[c] === 0 ? this.grid.runnerBand[i] : this.grid.chaserBand[i];
      if (band === 0) moves.leave(w, c);
    }
  }

  acts(): boolean {
    return true;
  }

  act(): boolean {
    return false;
  }

  fired(): void {}

  winner(w: BandWorld, out: Outcome): number {
    const r = this.result(w);
    if (r === RUNNING) return -1;
    return r === GOT_AWAY || r === CHASERS_BEATEN ? 0 : r === RUNNERS_BEATEN ? 1 : out.winner;
  }

  private result(w: BandWorld): number {
    if (this.end === ESCAPED) return GOT_AWAY;
    if (this.end !== CAUGHT) return RUNNING;
    if (w.standing[0] === 0) return RUNNERS_BEATEN;
    return w.standing[1] === 0 ? CHASERS_BEATEN : FIGHTING;
  }

  record(w: BandWorld, _out: Outcome, acc: Float64Array): void {
    const s = this.slots;
    acc[s.result + this.result(w)]++;
    acc[s.chase + this.end]++;
    if (this.standUpResult >= 0) acc[s.holeUp + this.standUpResult]++;
    if (!this.s.holeUp) mean(acc, s.chaseTurns, this.grid.turn);
    mean(acc, s.runners, this.sizes[0]);
    mean(acc, s.chasers, this.sizes[1]);
  }

  describe(w: BandWorld): string {
    const chase = this.s.holeUp
      ? 'the Runners hole up'
      : `the chase: ${ENDS[this.end]} after ${this.grid.turn} turns${this.end === CAUGHT ? `, ${this.gap} bands apart` : ''}`;
    return `Posse at SL ${this.sl}: ${this.sizes[0]} Runners against the Sheriff, ${this.deputies} Deputies and ${this.sizes[1] - 1 - this.deputies} Townsfolk; ${chase} (${w.n} figures)`;
  }
}

export const posse: EncounterType<Setup> = {
  id: 'posse',
  code: 'P',
  title: 'Posse',
  source: 'six-gun-sound.md §13.3 [L3342–3469]',
  description:
    '1d6 mounted Runners and the Sheriff, his SL − 1d6 Deputies and How Many (P) Townsfolk after them: the chase on the Pursuit Grid (as posse-chase: A-24, B-38, C-45), and when the Chasers come within 2 bands the fight, 24" a band apart, without whoever the chase left behind; or the Runners hole up at once, a GF-3 set up by the Stand-Up Fight (B-7). The Runners win when they escape or beat the Chasers.',
  roles: ['Runners', 'Chasers'],
  policies: ['stand-and-shoot', 'advance'],
  setup,
  maxSizes,
  check(p, s, issue) {
    const sl = slOf(p);
    if (s.deputies !== undefined && s.deputies > sl - 1)
      issue(['setup', 'deputies'], `SL ${sl} − 1d6 gives at most ${sl - 1} Deputies (C-14)`);
    const listed = p.sides[0]?.figures.length ?? 0;
    if (s.runners !== undefined && listed > s.runners)
      issue(['sides', 0, 'figures'], `${listed} Runners listed, but setup.runners is ${s.runners}`);
  },
  metrics(_p, _s, l) {
    l.categories(
      'result',
      RESULTS,
      'the Runners escaped the chase, were beaten, beat the Chasers, the fight goes on, or the chase does at maxTurns',
    );
    l.categories('chase', ENDS, 'how the chase ended (a hole-up counts as caught up)');
    l.categories(
      'holeUp',
      OPPOSED,
      'the Stand-Up Fight when the Runners hole up (ours: the Runners; shares of all posses)',
    );
    l.mean('chaseTurns', 'turns the chase lasted');
    l.mean('runners', 'Runners (1d6)');
    l.mean('chasers', 'the Sheriff, his Deputies and the Townsfolk (How Many (P))');
  },
  notes: () => [
    'after the chase the fight is a stand-up one, 24" a band apart, the Runners in the open; the horses are not on the field; the Runners hold together (no rider is slowed on purpose)',
  ],
  explain(p, s) {
    return `Posse at SL ${slOf(p)}: ${s.runners ?? '1d6'} Runners against the Sheriff, ${s.deputies ?? 'SL − 1d6'} Deputies and How Many (P) Townsfolk, ${s.holeUp ? 'holed up at once' : 'the chase on the Pursuit Grid'}; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new PosseRun(p, s, o, l),
};
