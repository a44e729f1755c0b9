import { didYouMean } from '../../core/suggest.ts';
import type { Layout } from '../../core/layout.ts';
import type { ChunkJob } from '../../engine/chunks.ts';
import type { Executor } from '../../engine/executor.ts';
import type { ExactMetrics, Procedure, Ruleset } from '../../rulesets/types.ts';
import { resolveMatchup } from '../../rulesets/validate.ts';
import { getAt, parsePath, setAt, type ParamPath } from './path.ts';

/**
 * What a balance question is asked of: one validated matchup of a ruleset's procedure. Every
 * question varies it (a parameter, an entrant, an option) and reads metrics off the result,
 * so the questions know nothing of any ruleset.
 */
export interface Subject {
  ruleset: Ruleset;
  procedure: Procedure;
  params: Record<string, unknown>;
  options: Record<string, unknown>;
  seed: string;
}

/** The subject with some values changed, validated, and its exact answer where there is one. */
export interface Point {
  params: Record<string, any>;
  options: Record<string, any>;
  layout: Layout;
  exact?: ExactMetrics;
}

export interface Patch {
  path: ParamPath;
  value: unknown;
}

/** Applies patches and option changes; the problems as sentences when the result is invalid. */
export function pointAt(
  s: Subject,
  patches: Patch[],
  options: Record<string, unknown> = {},
  withExact = true,
): Point | string[] {
  let params: Record<string, unknown> = s.params;
  for (const p of patches) {
    const next = setAt(params, p.path, p.value);
    if (typeof next === 'string') return [next];
    params = next;
  }
  const r = resolveMatchup(s.ruleset, s.procedure, dropUndefined(params), {
    ...s.options,
    ...options,
  });
  if (r.problems.length) return r.problems.map((p) => `${p.path.join('.')}: ${p.message}`);
  return {
    params: r.params,
    options: r.options,
    layout: s.procedure.metrics(r.params, r.options),
    exact: withExact ? exactOf(s.procedure, r.params, r.options) : undefined,
  };
}

/** The exact answer, or none when the procedure has no exact answer for this situation. */
function exactOf(
  p: Procedure,
  params: Record<string, any>,
  options: Record<string, any>,
): ExactMetrics | undefined {
  if (!p.exact) return undefined;
  try {
    return p.exact(params, options);
  } catch {
    return undefined; // an exact method that declines this situation: simulate instead
  }
}

function dropUndefined(v: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined));
}

/** A parameter's path: a flat parameter by its whole name (Shot Chart cells such as `shotChart.pistol.4` have dots in theirs), anything else by its dotted path. */
export function paramPath(s: Subject, text: string): ParamPath {
  return text in s.procedure.params ? [text] : parsePath(text);
}

/**
 * The numeric value at a path of the subject's params, or why there is none. A parameter
 * left unset (an optional one, such as a gunfight's `distance`) is numeric when the procedure
 * takes the number `probe` there and keeps it.
 */
export function numericAt(
  s: Subject,
  path: ParamPath,
  text: string,
  probe?: number,
): number | string {
  const v = getAt(s.params, path);
  const flat = path.length === 1 ? s.procedure.params[path[0] as string] : undefined;
  if (flat && flat.kind !== 'number')
    return `parameter "${text}" is not numeric (it is ${flat.kind === 'enum' ? `one of ${flat.values.join(', ')}` : 'true or false'})`;
  if (flat) return typeof v === 'number' ? v : (flat.min ?? 0);
  if (v === undefined && probe !== undefined) {
    const p = pointAt(s, [{ path, value: probe }], {}, false);
    if (!Array.isArray(p) && getAt(p.params, path) === probe) return probe;
  }
  if (v === undefined) {
    const schema = (s.procedure.paramsSchema as { shape?: object } | undefined)?.shape ?? {};
    const keys =
      path.length === 1
        ? [...Object.keys(s.procedure.params), ...Object.keys(schema), ...Object.keys(s.params)]
        : [];
    return `unknown parameter "${text}"${didYouMean(text, keys)}`;
  }
  return typeof v === 'number'
    ? v
    : `parameter "${text}" is not numeric (it is ${JSON.stringify(v)})`;
}

/** Whether the parameter at a path takes whole numbers only, as far as its declaration says. */
export function isIntegerParam(s: Subject, path: ParamPath): boolean {
  const flat = path.length === 1 ? s.procedure.params[path[0] as string] : undefined;
  return flat?.kind === 'number' && flat.integer === true;
}

/** A metric, or one outcome of a distribution metric: `winner:Red`, `pHit`. */
export interface MetricRef {
  text: string;
  metric: string;
  outcome?: string;
}

export function parseMetricRef(text: string, layout: Layout): MetricRef | string {
  const colon = text.lastIndexOf(':');
  const metric = colon > 0 ? text.slice(0, colon) : text;
  const outcome = colon > 0 ? text.slice(colon + 1) : undefined;
  const names = layout.metrics.map((m) => m.name);
  const m = layout.metrics.find((x) => x.name === metric);
  if (!m)
    return `unknown metric "${metric}"${didYouMean(metric, names)}; choose one of: ${names.join(', ')}`;
  if (m.kind === 'distribution') {
    const outcomes = layout.outcomes(m);
    if (outcome === undefined)
      return `metric "${metric}" is a distribution: name one outcome, e.g. ${metric}:${outcomes[0]} (outcomes: ${outcomes.join(', ')})`;
    if (!outcomes.includes(outcome))
      return `metric "${metric}" has no outcome "${outcome}"${didYouMean(outcome, outcomes)}; outcomes: ${outcomes.join(', ')}`;
  } else if (outcome !== undefined)
    return `metric "${metric}" is a ${m.kind}, with no outcomes: write just ${metric}`;
  return { text, metric, outcome };
}

/** The slot of a reference in an accumulator of this layout (-1 when the layout lacks it). */
export function slotOf(ref: MetricRef, layout: Layout): number {
  const m = layout.metrics.find((x) => x.name === ref.metric);
  if (!m) return -1;
  if (ref.outcome === undefined) return m.slot;
  const i = layout.outcomes(m).indexOf(ref.outcome);
  return i < 0 ? -1 : m.slot + i;
}

/** Per-trial mean of a sum of references in one accumulator (a chunk or a total). */
export function accValue(refs: MetricRef[], layout: Layout, acc: Float64Array): number {
  let sum = 0;
  for (const r of refs) {
    const slot = slotOf(r, layout);
    if (slot >= 0) sum += acc[slot];
  }
  return acc[0] > 0 ? sum / acc[0] : NaN;
}

/** The exact value of a sum of references, or undefined when any is missing. */
export function exactValue(refs: MetricRef[], exact: ExactMetrics | undefined): number | undefined {
  if (!exact) return undefined;
  let sum = 0;
  for (const r of refs) {
    const v = exact[r.metric];
    if (v === undefined) return undefined;
    if (typeof v === 'number') sum += v;
    else sum += v[r.outcome ?? ''] ?? 0;
  }
  return sum;
}

/** Trials per chunk in balance searches: small, so that trials go only where they are needed. */
export const BALANCE_CHUNK = 500;

/** A chunk of a point: `key` picks its random streams (equal keys: common random numbers). */
export function chunkJob(
  s: Subject,
  point: Point,
  key: number,
  chunk: number,
  trials = BALANCE_CHUNK,
): ChunkJob {
  return {
    ruleset: s.ruleset.id,
    procedure: s.procedure.id,
    params: point.params,
    options: point.options,
    seed: s.seed,
    matchup: key,
    variant: 0,
    chunk,
    trials,
  };
}

/**
 * Runs jobs through an executor (a few in flight per thread) and returns their accumulators in
 * job order, so a result never depends on which thread or machine finished first.
 */
export async function runJobs(
  exec: Executor,
  jobs: ChunkJob[],
  signal?: AbortSignal,
): Promise<Float64Array[]> {
  const out: Float64Array[] = new Array(jobs.length);
  let next = 0;
  let failure: unknown;
  const lane = async () => {
    while (next < jobs.length && failure === undefined && !signal?.aborted) {
      const i = next++;
      try {
        out[i] = await exec.run(jobs[i]);
      } catch (e) {
        failure ??= e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs.length, exec.threads * 2) }, lane));
  if (failure !== undefined) throw failure;
  if (signal?.aborted) throw Object.assign(new Error('interrupted'), { name: 'RunAborted' });
  return out;
}
