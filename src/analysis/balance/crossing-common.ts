import type { BreakEvenSpec } from '../../scenario/balance-schema.ts';

/** How far a break-even search may go: its precision, its trial budget, its stop signal. */
export interface BreakEvenSettings {
  precision?: number;
  maxTrials: number;
  signal?: AbortSignal;
}

/** One evaluated value of the parameter: the metric there, with its 95% interval when simulated. */
export interface CurvePoint {
  x: number;
  value: number;
  low?: number;
  high?: number;
  trials?: number;
}

export interface BreakEvenResult {
  question: 'break-even';
  param: string;
  metric: string;
  target: number;
  find: BreakEvenSpec['find'];
  from: number;
  to: number;
  integer: boolean;
  method: 'exact' | 'simulation';
  found: boolean;
  /** The crossing and its 95% interval (exact: the bracket left by root finding). */
  crossing?: { value: number; low: number; high: number };
  /** Where the metric jumps across the target at one value instead of passing through it. */
  jump?: { below: number; above: number };
  finding: string;
  curve: CurvePoint[];
  precision?: number;
  /** Whether the simulation reached the precision asked for before the trial cap. */
  reached?: boolean;
  trials: number;
  /** Trials a fixed grid with the same precision would need (spacing 2 × precision, every point as precise as the search's final estimate). */
  naiveTrials?: number;
}

export type Base = Pick<
  BreakEvenResult,
  'question' | 'param' | 'metric' | 'target' | 'find' | 'from' | 'to' | 'integer'
>;

export const fmt = (x: number) =>
  Math.abs(x) >= 100 || Number.isInteger(x)
    ? String(Math.round(x * 1000) / 1000)
    : x.toFixed(Math.abs(x) >= 10 ? 2 : 3);
export const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/** Values searched first: every whole number (up to 200 of them), or 49 evenly spaced. */
export function gridOf(from: number, to: number, integer: boolean, n = 49): number[] {
  if (integer) {
    const lo = Math.ceil(from),
      hi = Math.floor(to);
    const step = Math.max(1, Math.ceil((hi - lo + 1) / 200));
    const out: number[] = [];
    for (let x = lo; x <= hi; x += step) out.push(x);
    return out;
  }
  return Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));
}

/** Index i of the first grid step [i, i+1] where the condition starts to hold, -1 if none; -2 if it holds from the start. */
export function firstBracket(
  values: number[],
  target: number,
  find: BreakEvenSpec['find'],
): number {
  const holds = (v: number) => (find === 'first-below' ? v < target : v > target);
  if (find !== 'crossing') {
    if (holds(values[0])) return -2;
    for (let i = 1; i < values.length; i++) if (holds(values[i])) return i - 1;
    return -1;
  }
  for (let i = 0; i + 1 < values.length; i++) {
    const a = values[i] - target,
      b = values[i + 1] - target;
    if (a === 0) return i;
    if (a * b < 0 || b === 0) return i;
  }
  return -1;
}

export function noCrossing(
  param: string,
  metric: string,
  target: number,
  find: BreakEvenSpec['find'],
  curve: CurvePoint[],
  from: number,
  to: number,
): string {
  const lowest = curve.reduce((a, b) => (b.value < a.value ? b : a));
  const highest = curve.reduce((a, b) => (b.value > a.value ? b : a));
  if (find === 'first-below' && curve[0].value < target)
    return `${metric} is already below ${target} at ${param} = ${fmt(from)} (${pct(curve[0].value)})`;
  if (find === 'first-above' && curve[0].value > target)
    return `${metric} is already above ${target} at ${param} = ${fmt(from)} (${pct(curve[0].value)})`;
  return lowest.value > target
    ? `no crossing: ${metric} is more than ${target} everywhere from ${fmt(from)} to ${fmt(to)} (lowest ${pct(lowest.value)} at ${param} = ${fmt(lowest.x)})`
    : `no crossing: ${metric} is less than ${target} everywhere from ${fmt(from)} to ${fmt(to)} (highest ${pct(highest.value)} at ${param} = ${fmt(highest.x)})`;
}

export function trend(curve: CurvePoint[]): string {
  const a = curve[0],
    b = curve[curve.length - 1];
  return `it ${b.value < a.value ? 'falls' : 'rises'} from ${pct(a.value)} at ${fmt(a.x)} to ${pct(b.value)} at ${fmt(b.x)}`;
}

export function describeFirst(
  spec: BreakEvenSpec,
  x: number,
  before: CurvePoint,
  after: CurvePoint,
  how: string,
): string {
  const show = (c: CurvePoint) => `${pct(c.value)} at ${fmt(c.x)}`;
  if (spec.find === 'crossing')
    return `${spec.metric} crosses ${spec.target} between ${spec.param} = ${fmt(before.x)} and ${fmt(x)} (${show(before)}, ${show(after)}; ${how})`;
  return `the smallest ${spec.param} at which ${spec.metric} is ${spec.find === 'first-below' ? 'below' : 'above'} ${spec.target} is ${fmt(x)} (${show(before)}, ${show(after)}; ${how})`;
}
