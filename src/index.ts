/**
 * highnoon as a library: the same answers as the CLI's `--json`, as plain typed objects.
 *
 *   import { odds, runScenario, verify, rulesets } from 'highnoon';
 *
 * Bad input throws an InputError whose `problems` are the CLI's messages, one per problem.
 */
import { answerOdds, oddsJson, type OddsJson, type OddsSettings } from './analysis/odds.ts';
import { assembleResults, type RunResult } from './analysis/results.ts';
import type { ClaimResult } from './analysis/claims.ts';
import { InputError } from './core/errors.ts';
import { VERSION } from './core/version.ts';
import { defaultThreads, PoolExecutor } from './engine/executor.ts';
import { runScenario as runCells } from './engine/run.ts';
import { getProcedure, getRuleset } from './rulesets/registry.ts';
import { rulesets, type ProcedureInfo, type RulesetInfo } from './rulesets/describe.ts';
import { resolveMatchup } from './rulesets/validate.ts';
import {
  DEFAULT_TRIALS,
  loadScenario as loadFile,
  parseScenario,
  type Scenario,
} from './scenario/load.ts';

export { InputError, VERSION, rulesets };
export type { ClaimResult, OddsJson, ProcedureInfo, RulesetInfo, RunResult, Scenario };
export type { Fields } from './rulesets/fields.ts';
export type { Field, EnumField, NumberField, BooleanField } from './rulesets/fields.ts';

/**
 * Exact odds for one situation, as `highnoon odds <ruleset> <procedure> --json` prints them.
 * `params` are the procedure's fields (`{ weapon: 'revolver', range: 'medium', aim: true }`),
 * `options` the rulings to change (`{ 'tough.mode': 'firstLightWound' }`); `settings.sim`
 * adds a seeded simulation beside the exact values.
 */
export function odds(
  ruleset: string,
  procedure: string,
  params: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
  settings: OddsSettings = {},
): OddsJson {
  const r = getRuleset(ruleset);
  const p = getProcedure(r, procedure);
  if (p.paramsSchema)
    throw new InputError(
      `${r.id} ${p.id}: has nested params; run it from a scenario (runScenario)`,
    );
  const resolved = resolveMatchup(r, p, params, options);
  if (resolved.problems.length)
    throw new InputError(resolved.problems.map((x) => `${x.path.join('.')}: ${x.message}`));
  return oddsJson(answerOdds(r, p, resolved.params, resolved.options, settings));
}

/**
 * A scenario from a YAML file, or from an object with the same shape as the file; validated
 * and expanded into matchups and variants. Throws an InputError listing every problem.
 */
export function loadScenario(source: string | Record<string, unknown>): Scenario {
  return typeof source === 'string'
    ? loadFile(source)
    : parseScenario(JSON.stringify(source, null, 2), `${String(source.name ?? 'scenario')}.json`);
}

export interface RunOptions {
  /** Trials per matchup and variant; or a precision (target 95% half-width of every probability). */
  trials?: number;
  precision?: number;
  maxTrials?: number;
  seed?: string;
  /** Worker threads (default: all cores). */
  threads?: number;
  onProgress?(done: number, total: number | undefined): void;
  signal?: AbortSignal;
}

/** Simulates every matchup and variant, as `highnoon run <scenario> --json` prints it. */
export async function runScenario(
  scenario: string | Scenario,
  o: RunOptions = {},
): Promise<RunResult> {
  const s = typeof scenario === 'string' ? loadFile(scenario) : scenario;
  if (o.trials !== undefined && o.precision !== undefined)
    throw new InputError('give trials or precision, not both');
  const fromFile = o.trials === undefined && o.precision === undefined;
  const settings = {
    seed: o.seed ?? s.spec.seed,
    trials: fromFile
      ? s.spec.precision === undefined
        ? (s.spec.trials ?? DEFAULT_TRIALS)
        : undefined
      : o.trials,
    precision: fromFile ? s.spec.precision : o.precision,
    maxTrials: o.maxTrials ?? s.spec.maxTrials ?? 10_000_000,
  };
  const executor = new PoolExecutor(o.threads ?? defaultThreads());
  try {
    const runs = await runCells(
      s,
      { ...settings, onProgress: o.onProgress, signal: o.signal },
      executor,
    );
    return assembleResults(s, runs, settings);
  } finally {
    await executor.close();
  }
}

/** Checks the claims of one or more scenarios, as `highnoon verify --json` prints them. */
export async function verify(
  scenarios: string | Scenario | (string | Scenario)[],
  o: RunOptions = {},
): Promise<{ claims: (ClaimResult & { scenario: string })[] }> {
  const list = Array.isArray(scenarios) ? scenarios : [scenarios];
  const claims: (ClaimResult & { scenario: string })[] = [];
  for (const sc of list) {
    const result = await runScenario(sc, o);
    claims.push(...result.claims.map((c) => ({ scenario: result.scenario, ...c })));
  }
  return { claims };
}
