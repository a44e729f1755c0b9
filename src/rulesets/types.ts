import type { z } from 'zod';
import type { Rng } from '../dice/rng.ts';
import type { BattleMap } from '../encounter/battle-map.ts';
import type { TraceEvent } from '../encounter/trace.ts';
import type { Layout } from '../core/layout.ts';
import type { Fields } from './fields.ts';

/** Exact metric values: a number for probabilities and means, outcome → probability otherwise. */
export type ExactMetrics = Record<string, number | Record<string, number>>;

/** How a message names a parameter or an option, with its value when one is given. */
export interface Namer {
  /** `--shots 2` for `odds`, `matchups[0].params.shots: 2` for a scenario file. */
  param(key: string, value?: unknown): string;
  /** `--option key=value` for `odds`, `options.key: value` for a scenario file. */
  option(key: string, value?: unknown): string;
}

/**
 * One rules procedure. `simulate` and `exact` report the same metrics (named by `metrics`),
 * so every simulated figure with an exact counterpart can be checked against it.
 */
export interface Procedure<P = any, O = any> {
  id: string;
  title: string;
  description: string;
  /** Flat parameters: each becomes an `odds` flag and a scenario `params` key. */
  params: Fields;
  /**
   * For parameters that are not flat (an encounter's sides and battlefield): the scenario's
   * `params` are validated by this schema instead of `params`, and `odds` does not offer
   * the procedure.
   */
  paramsSchema?: z.ZodType;
  /**
   * Problems that span several parameters (e.g. both a range band and a distance). A message
   * names a parameter or an option through `name`, so that it reads as the flag an `odds` user
   * typed (the default, `flagNamer`) or as the place a scenario file sets it.
   */
  check?(params: P, options: O, name?: Namer): string[];
  /**
   * The params as they will be run, once `check` passes: fills in defaults that depend on
   * other params (the Draw's C and D exist only with figures 3 or 4), so that results echo
   * every value used.
   */
  complete?(params: P): P;
  metrics(params: P, options: O): Layout;
  /**
   * Runs `trials` independent trials, adding counts and sums into `acc` (laid out by
   * `metrics`); acc[0] counts trials. Allocation-free per trial.
   */
  simulate(params: P, options: O, rng: Rng, trials: number, acc: Float64Array): void;
  exact?(params: P, options: O): ExactMetrics;
  /**
   * For an exact answer whose work can grow past any wait: that work, in steps (states
   * times stages), known before `exact` runs; see exact-budget.ts.
   */
  exactCost?(params: P, options: O): number;
  /**
   * The play-by-play of one trial as events (src/encounter/trace.ts: a Game Turn and its text),
   * consuming the generator exactly as one trial of `simulate` does, so that trial K of a run
   * can be replayed (`run --trace --trial K`, readable text or with `--json` the events).
   */
  trace?(params: P, options: O, rng: Rng): TraceEvent[];
  /**
   * An encounter's battle map for the report: its terrain, the figures' starting places and
   * facing, and where figures fell over `trials` trials played from `rng` (src/encounter/battle-map.ts).
   */
  battleMap?(params: P, options: O, rng: Rng, trials: number): BattleMap;
  /** One line on how the situation was read (the pool's terms), or why it is impossible. */
  explain?(params: P, options: O): string;
  /**
   * Lines every output of these params must carry (a result that rests on invented data says
   * so): printed by `odds`, under each matchup by `run`, and in reports and JSON.
   */
  notes?(params: P, options: O): string[];
  /** Params that are valid but doubtful (a value contradicting the book), by param key. */
  warnings?(params: P, options: O): { key: string; message: string }[];
}

export interface Ruleset {
  id: string;
  title: string;
  /** The rules spec and seed text it follows. */
  source: string;
  /** One line: what the game is, for `highnoon list`. */
  description?: string;
  options: Fields;
  /** Rules of the book that are deliberately not modelled, and why. */
  absent?: { rule: string; reason: string }[];
  /** The kinds of encounter the book lays out, each with what sets it up and what plays it. */
  encounterTypes?: EncounterTypeInfo[];
  /** The spec's rulings that are not options, each with why it is no choice. */
  settledRulings?: readonly SettledRuling[];
  procedures: Record<string, Procedure>;
}

/** A ruling of the spec that is not an option: what it settles and why it offers no choice. */
export interface SettledRuling {
  /** The spec's id (C-4). */
  id: string;
  rule: string;
  reason: string;
}

/** One kind of encounter of a book, for `highnoon list` and the docs. */
export interface EncounterTypeInfo {
  /** The book's code (GF, R, JB, …). */
  id: string;
  title: string;
  /** Where it is laid out: `spec.md §x.y`. */
  source: string;
  /** One line: the procedures (and their tables) that set it up and play it. */
  how: string;
  /** The scenario `type:`s that play it, each with the `setup:` keys it takes. */
  scenarioTypes?: { type: string; setup: SetupKeyInfo[] }[];
}

/** One key a scenario's `setup:` takes, read from the schema that validates it. */
export interface SetupKeyInfo {
  /** Its path in `setup:`, dotted below the top (`stretches.kansas`). */
  key: string;
  kind: 'enum' | 'number' | 'boolean' | 'list';
  values?: readonly string[];
  integer?: boolean;
  min?: number;
  max?: number;
  /** The least value is refused, only those above it taken (a distance). */
  minExclusive?: boolean;
  /** A list's items: the keys each item has, all of them required. */
  items?: SetupKeyInfo[];
  /** What an absent key is; undefined when the description says (most are rolled). */
  default?: string | number | boolean | readonly unknown[];
  description: string;
}
