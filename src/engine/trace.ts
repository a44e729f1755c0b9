import { streamFor } from '../dice/rng.ts';
import { InputError } from '../core/errors.ts';
import { traceLines, type TraceEvent } from '../encounter/trace.ts';
import type { Scenario } from '../scenario/load.ts';
import { planChunkSize } from './chunks.ts';

/** The play-by-play of one trial: which it is, and its events in the shared format. */
export interface TrialTrace {
  scenario: string;
  matchup: string;
  variant: string;
  trial: number;
  seed: string;
  events: TraceEvent[];
}

/**
 * The play-by-play of trial K of a run: the chunk holding it is replayed up to K with the
 * same stream the run used, then the procedure narrates one trial. Matches `run` for the
 * same seed and trial count. A bad choice is an InputError naming the setting (`matchup`,
 * `variant`, `trial`), which the caller words as its own flag.
 */
export function traceTrial(
  s: Scenario,
  opts: { seed: string; trials: number; trial: number; matchup?: string; variant?: string },
): TrialTrace {
  const m =
    opts.matchup === undefined ? s.matchups[0] : s.matchups.find((x) => x.name === opts.matchup);
  if (!m)
    throw new InputError(
      `matchup: no matchup named "${opts.matchup}"; matchups: ${s.matchups.map((x) => x.name).join(', ')}`,
    );
  const v =
    opts.variant === undefined ? s.variants[0] : s.variants.find((x) => x.name === opts.variant);
  if (!v)
    throw new InputError(
      `variant: no variant named "${opts.variant}"; variants: ${s.variants.map((x) => x.name).join(', ')}`,
    );
  const procedure = m.procedure;
  if (!procedure.trace)
    throw new InputError(`${s.ruleset.id} ${procedure.id} has no play-by-play (encounters do)`);
  if (!Number.isInteger(opts.trial) || opts.trial < 0 || opts.trial >= opts.trials)
    throw new InputError(`trial: expected 0 to ${opts.trials - 1}, got ${opts.trial}`);
  const cell = s.cell(m.index, v.index);
  const size = planChunkSize(opts.trials);
  const chunk = Math.floor(opts.trial / size);
  const rng = streamFor({ seed: opts.seed, matchup: m.index, variant: 0, chunk });
  procedure.simulate(
    cell.params,
    cell.options,
    rng,
    opts.trial - chunk * size,
    cell.layout.create(),
  );
  return {
    scenario: s.spec.name,
    matchup: m.name,
    variant: v.name,
    trial: opts.trial,
    seed: opts.seed,
    events: procedure.trace(cell.params, cell.options, rng),
  };
}

/** The readable play-by-play: a heading naming the trial, then a line per event. */
export function traceText(t: TrialTrace): string {
  const head = `${t.scenario}: ${t.matchup}, ${t.variant}, trial ${t.trial} (seed "${t.seed}")`;
  return [head, ...traceLines(t.events)].join('\n') + '\n';
}
