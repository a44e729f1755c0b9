import type { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import type { Trace } from '../../../../encounter/trace.ts';
import type { ExactMetrics } from '../../../types.ts';
import type { SixgunOptions } from '../../options.ts';
import type { MountPlan } from '../band-mounts.ts';
import type { BandVehicle } from '../band-vehicle.ts';
import type { BandWorld } from '../band-world.ts';
import type { BandPolicyName } from '../policy-names.ts';
import type { Sight } from '../schema.ts';
import type { TerrainFeature } from '../table-pieces.ts';
import type { EncounterParams } from './params.ts';

/** Adds a problem at a path inside `params` (a contradictory fixed set-up). */
export type Issue = (path: (string | number)[], message: string) => void;

/** What every type a scenario can name as its `type:` has: its names, set-up and checks. */
export interface TypeInfo<S = any> {
  /** The `type:` a scenario names (kebab-case). */
  id: string;
  /** The book's code (R, C, JB, …). */
  code: string;
  title: string;
  /** Where its rules are: `six-gun-sound.md §13.x [Lnnn]`. */
  source: string;
  /** What a trial plays, for `highnoon list` and the docs. */
  description: string;
  /** The two sides, in order (the scenario may rename them). */
  roles: readonly [string, string];
  /** The set-up the scenario may fix: a strict object whose every field has a default or is rolled when absent. */
  setup: z.ZodType<S>;
  /** Fixed set-ups that contradict each other or the listed figures. */
  check?(p: EncounterParams, setup: S, issue: Issue): void;
  /** What each output carries: what the model leaves out. */
  notes(p: EncounterParams, setup: S): string[];
  /** One line on what is fixed and what is rolled. */
  explain(p: EncounterParams, setup: S): string;
}

/**
 * One encounter type of six-gun-sound.md §13.2–13.12 played on the band engine (GF-2/GF-3's
 * machinery). A type owns its set-up (rolled per trial from encounter-setup's tables, or fixed
 * by the scenario's `setup`), its end and victory conditions and its own metrics; the engine
 * owns shooting, reactions, melee and activation. Adding a type is one module and one line in
 * registry.ts.
 */
export interface EncounterType<S = any> extends TypeInfo<S> {
  composite?: undefined;
  /** The policy each side plays when the scenario does not list the side (default: stand-and-shoot). */
  policies?: readonly [BandPolicyName, BandPolicyName];
  /** The most figures each side can field under these params. */
  maxSizes(p: EncounterParams, setup: S): [number, number];
  /** The type's own metrics, after the shared ones. */
  metrics(p: EncounterParams, setup: S, l: Layout): void;
  /** The run's state for these params: tables made ready, slots resolved, scratch sized. */
  prepare(p: EncounterParams, setup: S, o: SixgunOptions, l: Layout): TypeRun;
}

/** What a type may have the band engine do for it (TypedRules does it). */
export interface TypeMoves {
  /** c fires at its target (w.target[c]), with every reaction that follows. */
  fire(w: BandWorld, c: number, rng: Rng): void;
  /** c has come into sight: every enemy taking part that sees it takes Got a Shot (§5.1 [L1241]). */
  comeIntoSight(w: BandWorld, c: number, rng: Rng): void;
  /** c leaves the fight without falling (got away, or keeps out of it). */
  leave(w: BandWorld, c: number): void;
  /** Applies a Stand-Up Fight result: the first side's passes less the second's (§13.1). */
  standUp(w: BandWorld, d: number, rng: Rng): void;
  /** c and t come to blows where they stand, a melee of the two (§8.2). */
  brawl(w: BandWorld, c: number, t: number, rng: Rng): void;
  /** c Draws on t `distance` inches off (§7.1), inside one building when `indoors` (C-59). */
  draw(w: BandWorld, c: number, t: number, distance: number, indoors: boolean, rng: Rng): void;
  /** c's damage becomes `state` outside any firing: a wound healed, or Out of the Fight. */
  damage(w: BandWorld, c: number, state: number): void;
  /**
   * c's activation spent making for (x, y), as far as his move takes him (his horse's when he
   * rides, §10.4; on foot §4.5), every enemy he comes into the sight of taking Got a Shot.
   */
  moveTo(w: BandWorld, c: number, x: number, y: number, rng: Rng): void;
}

/**
 * One run of a type: rolls each trial's set-up, writes it into the world of that trial's
 * sizes, plays the type's rules through TypedRules' hooks, and records the trial. Allocates
 * nothing per trial.
 */
export interface TypeRun {
  /** The most figures each side can field (worlds are built lazily up to these). */
  readonly maxSizes: readonly [number, number];
  /** This trial's side sizes, written by rollSetup. */
  readonly sizes: Int32Array;
  /**
   * The most figures each side may field this trial, which rollSetup keeps the sizes within
   * before anything is rolled against them: a drive's or a ranch's outfit after its losses
   * (composite.ts). Unlimited unless a composite sets it.
   */
  readonly most: Int32Array;
  /**
   * Whether figure `index` of a side of `size` activates in a group of his own (§4.1), leading
   * nobody else (a manacled prisoner); else he is in the group the scenario gives him.
   */
  ownGroup?(side: number, index: number, size: number): boolean;
  /** Where the horses start, for a type whose Mounts place them (band-mounts.ts); else none. */
  readonly mounts?: MountPlan;
  /** The vehicle the type puts on the field this trial (`onField`, set by fill), for a type that has one. */
  readonly vehicle?: { readonly onField: readonly BandVehicle[] };
  /** The table's cover features the set-up fixes for every trial (a town street's troughs and wagons); none when absent. */
  readonly terrain?: readonly TerrainFeature[];
  /** This trial's sight when rollSetup decides it (a night Jail Break); else the scenario's. */
  readonly sight?: Sight;
  /** Rolls the set-up tables that decide the sizes and everything else of the trial. */
  rollSetup(rng: Rng): void;
  /** Writes the trial's figures (stats, places, roles) into w, a world of this trial's sizes. */
  fill(w: BandWorld, rng: Rng): void;
  /** After the world is reset for the trial: who starts hidden, alerted, mounted. */
  reset(w: BandWorld, rng: Rng): void;
  /** After the activation dice `die` (by side): the alarm's roll, the Indians' withdrawal. */
  startTurn?(w: BandWorld, rng: Rng, die: Int32Array, moves: TypeMoves): void;
  /**
   * Whether c is passed by when a Stand-Up Fight or an Ambush springs: neither hidden nor
   * revealed by it, neither testing nor tested (a manacled prisoner, a passenger keeping out).
   */
  bystander?(w: BandWorld, c: number): boolean;
  /** Whether figure c takes part in this activation (an unalerted town does not). */
  acts(w: BandWorld, c: number): boolean;
  /** Plays c's activation when the type has its own business for it (a getaway); false: the policy plays it. */
  act(w: BandWorld, c: number, rng: Rng, rules: TypeMoves): boolean;
  /** Plays turn 1 as a Stand-Up Fight set-up (a GF-3 on the trail), when the type sets up so. */
  standUp?: (w: BandWorld, rng: Rng, rules: TypeMoves) => void;
  /**
   * How s sits as he fires (seat.ts flags), for a rider whose horse the type keeps itself (a
   * getaway); −1: the engine's horses say.
   */
  seat?(w: BandWorld, s: number): number;
  /** A firearm went off anywhere (the alarm, Mounting Up Under Fire, men elsewhere joining in). */
  fired(w: BandWorld, rng: Rng): void;
  endTurn?(w: BandWorld, rng: Rng, moves: TypeMoves): void;
  /** The side that won by the type's goals (−1: none), once the loop has ended. */
  winner(w: BandWorld, out: Outcome): number;
  /** Records the trial's type metrics. */
  record(w: BandWorld, out: Outcome, acc: Float64Array): void;
  /** What the set-up rolled, for a trace. */
  describe(w: BandWorld): string;
}

/**
 * A type that is a sequence of other encounters (the Cattle Drive of §13.6, the Range War of
 * §13.8): its own tables say which encounters come, each is played by a type's run or the
 * gunfight's (composite.ts), and its own end conditions and metrics sum them up. Side 0 is
 * the drive's or the ranch's throughout.
 */
export interface CompositeType<S = any> extends TypeInfo<S> {
  composite: true;
  /** All its metrics (it has none of the band engine's shared ones). */
  metrics(p: EncounterParams, setup: S, l: Layout): void;
  /** The metrics it answers exactly, where a trial is a short enough chain of tables and tests. */
  exact?(p: EncounterParams, setup: S, o: SixgunOptions): ExactMetrics;
  prepare(p: EncounterParams, setup: S, o: SixgunOptions, l: Layout): CompositeRun;
}

/** One run of a composite type: plays a trial (the whole drive or war), then records it. */
export interface CompositeRun {
  play(rng: Rng, log: Trace | null): void;
  record(acc: Float64Array): void;
}

export type AnyType = EncounterType | CompositeType;
