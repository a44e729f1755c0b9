import type { BreakEvenSpec } from '../../scenario/balance-schema.ts';
import { describeFirst, firstBracket, fmt, gridOf, noCrossing, pct, trend, type Base, type BreakEvenResult } from './crossing-common.ts';
import { exactValue, type MetricRef, type Point } from './subject.ts';

export function searchExact(spec: BreakEvenSpec, at: (x: number) => Point, ref: MetricRef, base: Base): BreakEvenResult {
  const cache = new Map<number, number>();
  const f = (x: number) => {
    let v = cache.get(x);
    if (v === undefined) cache.set(x, (v = exactValue([ref], at(x).exact) ?? NaN));
    return v;
  };
  const xs = gridOf(spec.from, spec.to, base.integer);
  const curve = xs.map((x) => ({ x, value: f(x) }));
  const i = firstBracket(curve.map((c) => c.value), spec.target, spec.find);
  const result = { ...base, method: 'exact' as const, curve, trials: 0 };
  if (i < 0) return { ...result, found: false, finding: noCrossing(spec.param, spec.metric, spec.target, spec.find, curve, spec.from, spec.to) };
  if (base.integer) {
    const x = xs[i + 1];
    const finding = describeFirst(spec, x, curve[i], curve[i + 1], 'exact');
    return { ...result, found: true, crossing: { value: x, low: x, high: x }, finding };
  }
  // Bisection keeps the side where the condition has not yet started on the left.
  const startSide = Math.sign(curve[i].value - spec.target) || (spec.find === 'first-above' ? -1 : 1);
  let lo = xs[i], hi = xs[i + 1];
  if (curve[i].value === spec.target) hi = lo;
  const tol = (spec.to - spec.from) * 1e-6;
  while (hi - lo > tol) {
    const mid = (lo + hi) / 2;
    const side = Math.sign(f(mid) - spec.target);
    if (side === startSide || (side === 0 && spec.find !== 'crossing')) lo = mid;
    else hi = mid;
  }
  const value = (lo + hi) / 2;
  const fl = f(lo), fh = f(hi);
  const jump = Math.abs(fh - fl) > 1e-3 ? { below: fl, above: fh } : undefined;
  const finding = jump
    ? `${spec.metric} jumps across ${spec.target} at ${spec.param} = ${fmt(value)}, from ${pct(fl)} to ${pct(fh)} (exact)`
    : `${spec.metric} crosses ${spec.target} at ${spec.param} = ${fmt(value)} (exact); ${trend(curve)}`;
  return { ...result, found: true, crossing: { value, low: lo, high: hi }, jump, finding };
}

