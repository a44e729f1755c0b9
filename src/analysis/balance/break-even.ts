import { InputError } from '../../core/errors.ts';
import type { Executor } from '../../engine/executor.ts';
import type { Problem } from '../../rulesets/validate.ts';
import type { BreakEvenSpec } from '../../scenario/balance-schema.ts';
import type { BreakEvenResult, BreakEvenSettings } from './crossing-common.ts';
import { searchExact } from './exact-crossing.ts';
import type { ParamPath } from './path.ts';
import { searchSimulated } from './simulated-crossing.ts';
import {
  exactValue,
  isIntegerParam,
  numericAt,
  paramPath,
  parseMetricRef,
  pointAt,
  type MetricRef,
  type Point,
  type Subject,
} from './subject.ts';

export type { BreakEvenResult, CurvePoint } from './crossing-common.ts';

/** The checks that need the subject (numeric parameter, valid ends, known metric), before any work. */
export function checkBreakEven(
  s: Subject,
  spec: BreakEvenSpec,
): { problems: Problem[]; path: ParamPath; ref?: MetricRef; integer: boolean } {
  const problems: Problem[] = [];
  const path = paramPath(s, spec.param);
  const integer = spec.integer ?? isIntegerParam(s, path);
  const base = numericAt(s, path, spec.param, spec.from);
  if (typeof base === 'string')
    return { problems: [{ path: ['param'], message: base }], path, integer };
  let ref: MetricRef | undefined;
  for (const [key, x] of [
    ['from', spec.from],
    ['to', spec.to],
  ] as const) {
    const p = pointAt(s, [{ path, value: x }], {}, false);
    if (Array.isArray(p))
      problems.push(
        ...p.map((message) => ({ path: [key], message: `at ${spec.param} = ${x}: ${message}` })),
      );
    else if (!ref) {
      const r = parseMetricRef(spec.metric, p.layout);
      if (typeof r === 'string') problems.push({ path: ['metric'], message: r });
      else ref = r;
    }
  }
  return { problems, path, ref, integer };
}

/**
 * Where a metric crosses a target as one parameter varies: from exact values when the
 * procedure has them at every value searched (`searchExact`), otherwise by a sequential Monte
 * Carlo search (`searchSimulated`).
 */
export async function breakEven(
  s: Subject,
  spec: BreakEvenSpec,
  exec: Executor,
  settings: BreakEvenSettings,
): Promise<BreakEvenResult> {
  const checked = checkBreakEven(s, spec);
  if (checked.problems.length || !checked.ref)
    throw new InputError(
      checked.problems.map((p) => `balance.breakEven.${p.path.join('.')}: ${p.message}`),
    );
  const { path, ref, integer } = checked;
  const at = (x: number): Point => {
    const p = pointAt(s, [{ path, value: x }]);
    if (Array.isArray(p))
      throw new InputError(p.map((m) => `balance.breakEven: at ${spec.param} = ${x}: ${m}`));
    return p;
  };
  const first = at(spec.from);
  const exact = exactValue([ref], first.exact) !== undefined;
  const base = {
    question: 'break-even' as const,
    param: spec.param,
    metric: spec.metric,
    target: spec.target,
    find: spec.find,
    from: spec.from,
    to: spec.to,
    integer,
  };
  return (
    (exact ? searchExact(spec, at, ref, base) : undefined) ??
    searchSimulated(s, spec, at, ref, exec, settings, base)
  );
}
