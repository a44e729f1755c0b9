import type { BreakEvenSpec } from '../../scenario/balance-schema.ts';
import {
  describeFirst,
  firstBracket,
  fmt,
  gridOf,
  noCrossing,
  pct,
  trend,
  type Base,
  type BreakEvenResult,
} from './crossing-common.ts';
import { exactValue, type MetricRef, type Point } from './subject.ts';

/** A value of the parameter where the procedure has no exact answer: the search must simulate. */
class NotExact extends Error {}

/**
 * The crossing from exact values: a scan, then bisection to a bracket a millionth of the
 * range wide. Undefined when some value searched has no exact answer (an encounter that stops
 * being a stand-and-shoot duel part of the way), so that the caller simulates throughout.
 */
export function searchExact(
  spec: BreakEvenSpec,
  at: (x: number) => Point,
  ref: MetricRef,
  base: Base,
): BreakEvenResult | undefined {
  try {
    return scanAndBisect(spec, at, ref, base);
  } catch (e) {
    if (e instanceof NotExact) return undefined;
    throw e;
  }
}

function scanAndBisect(
  spec: BreakEvenSpec,
  at: (x: number) => Point,
  ref: MetricRef,
  base: Base,
): BreakEvenResult {
  const cache = new Map<number, number>();
  const f = (x: number) => {
    let v = cache.get(x);
    if (v === undefined) {
      v = exactValue([ref], at(x).exact);
      if (v === undefined) throw new NotExact();
      cache.set(x, v);
    }
    return v;
  };
  const xs = gridOf(spec.from, spec.to, base.integer);
  const curve = xs.map((x) => ({ x, value: f(x) }));
  const i = firstBracket(
    curve.map((c) => c.value),
    spec.target,
    spec.find,
  );
  const result = { ...base, method: 'exact' as const, curve, trials: 0 };
  if (i < 0)
    return {
      ...result,
      found: false,
      finding: noCrossing(
        spec.param,
        spec.metric,
        spec.target,
        spec.find,
        curve,
        spec.from,
        spec.to,
      ),
    };
  if (base.integer) {
    const x = xs[i + 1];
    const finding = describeFirst(spec, x, curve[i], curve[i + 1], 'exact');
    return { ...result, found: true, crossing: { value: x, low: x, high: x }, finding };
  }
  // Bisection keeps the side where the condition has not yet started on the left.
  const startSide =
    Math.sign(curve[i].value - spec.target) || (spec.find === 'first-above' ? -1 : 1);
  let lo = xs[i],
    hi = xs[i + 1];
  if (curve[i].value === spec.target) hi = lo;
  const tol = (spec.to - spec.from) * 1e-6;
  while (hi - lo > tol) {
    const mid = (lo + hi) / 2;
    const side = Math.sign(f(mid) - spec.target);
    if (side === startSide || (side === 0 && spec.find !== 'crossing')) lo = mid;
    else hi = mid;
  }
  const value = (lo + hi) / 2;
  const fl = f(lo),
    fh = f(hi);
  const jump = Math.abs(fh - fl) > 1e-3 ? { below: fl, above: fh } : undefined;
  const finding = jump
    ? `${spec.metric} jumps across ${spec.target} at ${spec.param} = ${fmt(value)}, from ${pct(fl)} to ${pct(fh)} (exact)`
    : `${spec.metric} crosses ${spec.target} at ${spec.param} = ${fmt(value)} (exact); ${trend(curve)}`;
  return { ...result, found: true, crossing: { value, low: lo, high: hi }, jump, finding };
}
