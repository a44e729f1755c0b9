import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import { OPPOSED } from '../../campaign/encounter-kit.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import type { Profession } from '../../data.ts';
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
import { UNLIMITED } from './base.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { setupTable } from './tables.ts';
import { Town } from './town.ts';
import type { TypeMoves, TypeRun } from './type.ts';

export const CHASE_RESULTS = [
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
export const BAND_INCHES = 24;

/** The set-up keys of a chase (Posse, Cattle Rustling): the mounts, the terrain, holing up. */
export const chaseShape = {
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
};
const chaseSetup = z.strictObject(chaseShape);
export type ChaseSetup = z.output<typeof chaseSetup>;

/** The metrics every chase records, after the shared ones; what its two sides are. */
export function chaseMetrics(l: Layout, runners: string, chasers: string): void {
  l.categories(
    'result',
    CHASE_RESULTS,
    'the Runners escaped the chase, were beaten, beat the Chasers, the fight goes on, or the chase does at maxTurns',
  );
  l.categories('chase', ENDS, 'how the chase ended (a hole-up counts as caught up)');
  l.categories(
    'holeUp',
    OPPOSED,
    'the Stand-Up Fight when the Runners hole up (ours: the Runners; shares of all encounters)',
  );
  l.mean('chaseTurns', 'turns the chase lasted');
  l.mean('runners', runners);
  l.mean('chasers', chasers);
}

/**
 * A chase and the fight that follows it (six-gun-sound.md §13.3 [L3342–3469], and §13.7's
 * Cattle Rustling on 8 bands): the Runners (side 0) and the Chasers (side 1) are rolled by the
 * type; the chase is played on the Pursuit Grid (pursuit-grid.ts, as `posse-chase`); when the
 * Chasers come within 2 bands the fight is played on the band engine, the two sides as far
 * apart as the bands between them, whoever fell off the grid or went lame out of it; the
 * Runners may instead hole up at once, a GF-3 set up by the Stand-Up Fight.
 */
export abstract class ChaseRun implements TypeRun {
  readonly sizes = new Int32Array(2);
  readonly most = Int32Array.of(UNLIMITED, UNLIMITED);
  readonly standUp: (w: BandWorld, rng: Rng, moves: TypeMoves) => void;
  protected readonly sl: number;
  protected readonly town: Town;
  private readonly holeUpTable: Map<number, Ready> = new Map();
  protected readonly grid: PursuitGrid;
  private readonly runners: Riders;
  private readonly chasers: Riders;
  private readonly slots;
  // This trial's chase.
  protected end = 0;
  private gap = 0;
  private standUpResult = -1;

  constructor(
    protected readonly p: EncounterParams,
    protected readonly chase: ChaseSetup,
    protected readonly o: SixgunOptions,
    l: Layout,
    readonly maxSizes: [number, number],
    /** Bands on the grid: 10 for a Posse, 8 for Cattle Rustling. */
    private readonly bands: number,
  ) {
    this.sl = slOf(p);
    this.grid = new PursuitGrid(maxSizes[0], maxSizes[1]);
    const rough = chase.rough ? 1 : 0;
    this.runners = { n: 0, quality: chase.runnerQuality - rough, hr: chase.runnerHorsemanship };
    this.chasers = { n: 0, quality: chase.chaserQuality - rough, hr: chase.chaserHorsemanship };
    this.town = new Town(maxSizes[0] + maxSizes[1], o);
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

  /** Rolls the two sides' numbers into `sizes`. */
  protected abstract rollForces(rng: Rng): void;
  /** The NPC table of the side's figure j. */
  protected abstract professionOf(side: number, j: number): Profession;

  rollSetup(rng: Rng): void {
    this.rollForces(rng);
    for (let s = 0; s < 2; s++) this.sizes[s] = Math.min(this.sizes[s], this.most[s]);
    if (this.chase.holeUp) {
      this.end = CAUGHT;
      this.gap = CHASERS_START - 1; // bands back, for the Stand-Up Fight
      return;
    }
    const nr = this.sizes[0],
      nc = this.sizes[1];
    this.runners.n = nr;
    this.chasers.n = nc;
    this.end = this.grid.chase(rng, this.runners, this.chasers, this.bands, this.p.maxTurns);
    this.gap = this.grid.gap(nr, nc);
  }

  fill(w: BandWorld, rng: Rng): void {
    const listed = (side: number) =>
      Math.min(this.p.sides[side]?.figures.length ?? 0, this.sizes[side]);
    for (let c = 0; c < w.n; c++) {
      const side = w.side[c];
      const j = side === 0 ? c : c - this.sizes[0];
      if (j >= listed(side)) this.town.roll(w, c, this.professionOf(side, j), rng, false);
      w.x0[c] = (j - (this.sizes[side] >> 1)) * SPACING;
      // Holed up, the two sides set up as a GF-3 does, 24" apart (§13.1).
      w.y0[c] = side === 0 ? 0 : this.chase.holeUp ? BAND_INCHES : this.gap * BAND_INCHES;
    }
    w.setStarts();
    w.refreshStats();
  }

  reset(w: BandWorld, _rng: Rng): void {
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
    if (this.chase.holeUp) {
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

  acts(_w: BandWorld, _c: number): boolean {
    return true;
  }

  act(_w: BandWorld, _c: number, _rng: Rng, _moves: TypeMoves): boolean {
    return false;
  }

  fired(_w: BandWorld): void {}

  winner(w: BandWorld, out: Outcome): number {
    const r = this.result(w);
    if (r === RUNNING) return -1;
    return r === GOT_AWAY || r === CHASERS_BEATEN ? 0 : r === RUNNERS_BEATEN ? 1 : out.winner;
  }

  /** Whether the Runners got away: escaped the chase, or beat the Chasers. */
  protected gotAway(w: BandWorld): boolean {
    const r = this.result(w);
    return r === GOT_AWAY || r === CHASERS_BEATEN;
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
    if (!this.chase.holeUp) mean(acc, s.chaseTurns, this.grid.turn);
    mean(acc, s.runners, this.sizes[0]);
    mean(acc, s.chasers, this.sizes[1]);
  }

  /** The chase, for the trace's first line. */
  protected chaseLine(): string {
    return this.chase.holeUp
      ? 'the Runners hole up'
      : `the chase: ${ENDS[this.end]} after ${this.grid.turn} turns${this.end === CAUGHT ? `, ${this.gap} bands apart` : ''}`;
  }

  abstract describe(w: BandWorld): string;
}
