import { chunkSizes, runChunk } from '../engine/chunks.ts';
import { mergeInto } from '../core/layout.ts';
import type { Procedure, Ruleset } from '../rulesets/types.ts';
import { ODDS_DEFAULTS } from './odds-defaults.ts';
import { combine, summarize, type MetricResult, type Simulated } from './summarize.ts';

export { ODDS_DEFAULTS };

export interface OddsSettings {
  /** Also simulate (always, when the procedure has no exact answer). */
  sim?: boolean;
  trials?: number;
  seed?: string;
}

/** One situation's answer; `metrics` keeps each metric's kind and description. */
export interface OddsAnswer {
  ruleset: string;
  procedure: string;
  params: Record<string, unknown>;
  options: Record<string, unknown>;
  explanation?: string;
  /** How the procedure read the situation, beyond the explanation. */
  notes: string[];
  /** Valid but doubtful params (a value contradicting the book), by param key. */
  warnings: { key: string; message: string }[];
  metrics: Record<string, MetricResult>;
  seed?: string;
}

/** The answer as `odds --json` prints it. */
export interface OddsJson {
  ruleset: string;
  procedure: string;
  params: Record<string, unknown>;
  options: Record<string, unknown>;
  explanation?: string;
  notes?: string[];
  metrics: Record<string, { exact?: number | Record<string, number>; simulated?: Simulated }>;
}

/** Exact metrics of validated params and options, and a seeded simulation beside them when asked. */
export function answerOdds(
  ruleset: Ruleset,
  procedure: Procedure,
  params: Record<string, unknown>,
  options: Record<string, unknown>,
  s: OddsSettings = {},
): OddsAnswer {
  const trials = s.trials ?? ODDS_DEFAULTS.trials;
  const seed = s.seed ?? ODDS_DEFAULTS.seed;
  const layout = procedure.metrics(params, options);
  let exact = procedure.exact?.(params, options);
  // An encounter answers exactly only some situations; for the others it returns no metrics.
  if (exact && Object.keys(exact).length === 0) exact = undefined;
  let simulated;
  if (s.sim || !exact) {
    const acc = layout.create();
    chunkSizes(trials).forEach((size, chunk) => {
      mergeInto(
        acc,
        runChunk(
          {
            ruleset: ruleset.id,
            procedure: procedure.id,
            params,
            options,
            seed,
            matchup: 0,
            variant: 0,
            chunk,
            trials: size,
          },
          procedure,
        ),
      );
    });
    simulated = summarize(layout, acc);
  }
  return {
    ruleset: ruleset.id,
    procedure: procedure.id,
    params,
    options,
    explanation: procedure.explain?.(params, options),
    notes: procedure.notes?.(params, options) ?? [],
    warnings: procedure.warnings?.(params, options) ?? [],
    metrics: combine(layout, exact, simulated),
    seed: simulated ? seed : undefined,
  };
}

export function oddsJson(a: OddsAnswer): OddsJson {
  const metrics: OddsJson['metrics'] = {};
  for (const [k, m] of Object.entries(a.metrics))
    metrics[k] = { exact: m.exact, simulated: m.simulated };
  return {
    ruleset: a.ruleset,
    procedure: a.procedure,
    params: a.params,
    options: a.options,
    explanation: a.explanation,
    ...(a.notes.length ? { notes: a.notes } : {}),
    metrics,
  };
}
