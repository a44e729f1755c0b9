import { wilson } from '../../core/stats.ts';
import type { Executor } from '../../engine/executor.ts';
import type { BreakEvenSpec } from '../../scenario/balance-schema.ts';
import { t95 } from '../differences.ts';
import {
  describeFirst,
  firstBracket,
  fmt,
  gridOf,
  noCrossing,
  pct,
  type Base,
  type BreakEvenResult,
  type BreakEvenSettings,
  type CurvePoint,
} from './crossing-common.ts';
import { normalQuantile } from './normal.ts';
import {
  accValue,
  BALANCE_CHUNK,
  chunkJob,
  runJobs,
  type MetricRef,
  type Point,
  type Subject,
} from './subject.ts';

/**
 * Per-chunk values of the metric at each parameter value. In the grid and the bisection every
 * value uses chunks 0, 1, 2, … of the same streams (common random numbers): neighbouring
 * values are compared on the same dice, so the estimated curve keeps the true curve's shape
 * and a noisy point does not fake a second crossing.
 */
class Evaluations {
  trials = 0;
  readonly perChunk = new Map<number, number[]>();
  private readonly points = new Map<number, Point>();

  constructor(
    private readonly s: Subject,
    private readonly at: (x: number) => Point,
    private readonly ref: MetricRef,
    private readonly exec: Executor,
    private readonly signal?: AbortSignal,
  ) {}

  /** Brings each x up to `count` chunks (at least). */
  async ensure(xs: number[], count: number): Promise<void> {
    const want = xs
      .map((x) => ({ x, have: this.perChunk.get(x)?.length ?? 0 }))
      .filter((w) => w.have < count);
    const jobs = want.flatMap(({ x, have }) => {
      let p = this.points.get(x);
      if (!p) this.points.set(x, (p = this.at(x)));
      return Array.from({ length: count - have }, (_, k) => chunkJob(this.s, p!, 0, have + k));
    });
    const accs = await runJobs(this.exec, jobs, this.signal);
    this.trials += jobs.length * BALANCE_CHUNK;
    let j = 0;
    for (const { x, have } of want) {
      const list = this.perChunk.get(x) ?? [];
      for (let k = have; k < count; k++)
        list.push(accValue([this.ref], this.points.get(x)!.layout, accs[j++]));
      this.perChunk.set(x, list);
    }
  }

  /**
   * Chunks first..first+count-1 at each x, for a line fit on chunks of its own. Here each x
   * has streams of its own: the fit's precision is that of its level at the crossing, which
   * shared streams would not improve (five values on the same dice are worth little more
   * than one), while independent ones add up.
   */
  async block(xs: number[], first: number, count: number): Promise<number[][]> {
    const jobs = xs.flatMap((x, j) => {
      let p = this.points.get(x);
      if (!p) this.points.set(x, (p = this.at(x)));
      return Array.from({ length: count }, (_, k) => chunkJob(this.s, p!, j + 1, first + k));
    });
    const accs = await runJobs(this.exec, jobs, this.signal);
    this.trials += jobs.length * BALANCE_CHUNK;
    return xs.map((x, j) =>
      accs
        .slice(j * count, (j + 1) * count)
        .map((a) => accValue([this.ref], this.points.get(x)!.layout, a)),
    );
  }

  point(x: number): CurvePoint {
    return curvePoint(x, this.perChunk.get(x)!);
  }
}

const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;

function curvePoint(x: number, perChunk: number[], z?: number): CurvePoint {
  const n = perChunk.length * BALANCE_CHUNK;
  const p = mean(perChunk);
  const w = wilson(p * n, n, z);
  return { x, value: p, low: w.low, high: w.high, trials: n };
}

/**
 * A straight line through the per-chunk values at xs, fitted chunk by chunk: chunks are
 * independent replicates, while the values within a chunk share its random stream, so the
 * spread of the per-chunk fits carries the (common random numbers) correlation honestly.
 * Returns the crossing of the target and its 95% half-width (delta method, t with K−1 df).
 */
export function fitCrossing(
  xs: number[],
  values: number[][],
  target: number,
): { x: number; half: number; slope: number } {
  const K = values[0].length;
  const c = mean(xs);
  const sxx = xs.reduce((a, x) => a + (x - c) ** 2, 0);
  const as: number[] = [],
    bs: number[] = [];
  for (let k = 0; k < K; k++) {
    const v = xs.map((_, j) => values[j][k]);
    const a = mean(v);
    as.push(a);
    bs.push(xs.reduce((acc, x, j) => acc + (x - c) * (v[j] - a), 0) / sxx);
  }
  const a = mean(as),
    b = mean(bs);
  let vaa = 0,
    vbb = 0,
    vab = 0;
  for (let k = 0; k < K; k++) {
    vaa += (as[k] - a) ** 2;
    vbb += (bs[k] - b) ** 2;
    vab += (as[k] - a) * (bs[k] - b);
  }
  const div = K * (K - 1);
  vaa /= div;
  vbb /= div;
  vab /= div;
  const t = t95(K - 1);
  if (b === 0 || Math.abs(b) <= t * Math.sqrt(vbb)) return { x: c, half: Infinity, slope: b };
  const x = c + (target - a) / b;
  const d = x - c;
  const variance = (vaa + d * d * vbb + 2 * d * vab) / (b * b);
  return { x, half: t * Math.sqrt(Math.max(0, variance)), slope: b };
}

/** Chunks a value starts with when only its side of the target is asked (a binomial interval on the pooled count needs no replicates). */
const FIRST_LOOK = 2;
/** Chunks per value in a line fit: replicates for the t interval. */
const K0 = 8;
const WINDOW_POINTS = 5;

/**
 * The sequential search, in three steps.
 * 1. A coarse grid of 9 values finds the first step where the metric passes the target.
 * 2. Bisection of that bracket: each midpoint gets trials until its interval (at a level
 *    shared out over every decision the search may take, so that all of them hold together
 *    95% of the time) says on which side of the target it lies. This places jumps (range
 *    bands make many metrics step functions of distance) as well as smooth crossings, and
 *    ends when the bracket is 2 × precision wide: the bracket is then the interval.
 * 3. When a midpoint cannot be decided within the trials that would place the crossing
 *    within the precision, the crossing is close to it and the metric is smooth there:
 *    rounds of 5 values around it, each round on fresh chunks, fit a line (fitCrossing)
 *    until its interval is within the precision.
 */
export async function searchSimulated(
  s: Subject,
  spec: BreakEvenSpec,
  at: (x: number) => Point,
  ref: MetricRef,
  exec: Executor,
  settings: BreakEvenSettings,
  base: Base,
): Promise<BreakEvenResult> {
  const precision = settings.precision ?? spec.precision ?? (spec.to - spec.from) / 100;
  const ev = new Evaluations(s, at, ref, exec, settings.signal);
  const result = { ...base, method: 'simulation' as const, precision };
  const curve = () => [...ev.perChunk.keys()].sort((a, b) => a - b).map((x) => ev.point(x));
  const trialsText = () => `simulated, ${ev.trials.toLocaleString('en-US')} trials`;
  if (base.integer) return searchIntegers(spec, ev, settings, result);

  // 1. The grid; where no step passes the target, settle the nearest value's side first.
  const grid = gridOf(spec.from, spec.to, false, 9);
  let chunks = FIRST_LOOK;
  await ev.ensure(grid, chunks);
  let i = firstBracket(
    grid.map((x) => ev.point(x).value),
    spec.target,
    spec.find,
  );
  while (i < 0 && ev.trials < settings.maxTrials) {
    const nearest = grid
      .map((x) => ev.point(x))
      .reduce((a, b) =>
        Math.abs(b.value - spec.target) < Math.abs(a.value - spec.target) ? b : a,
      );
    if (nearest.low! > spec.target || nearest.high! < spec.target) break;
    chunks *= 2;
    await ev.ensure(grid, chunks);
    i = firstBracket(
      grid.map((x) => ev.point(x).value),
      spec.target,
      spec.find,
    );
  }
  if (i === -1)
    return {
      ...result,
      found: false,
      curve: curve(),
      trials: ev.trials,
      reached: true,
      finding: `${noCrossing(spec.param, spec.metric, spec.target, spec.find, curve(), spec.from, spec.to)} (${trialsText()})`,
    };
  if (i === -2)
    return {
      ...result,
      found: true,
      crossing: { value: spec.from, low: spec.from, high: spec.from },
      curve: curve(),
      trials: ev.trials,
      reached: true,
      finding: noCrossing(
        spec.param,
        spec.metric,
        spec.target,
        spec.find,
        curve(),
        spec.from,
        spec.to,
      ),
    };

  // 2. Bisection with decisions at a Bonferroni-shared level.
  const decisions = Math.ceil(Math.log2((spec.to - spec.from) / (2 * precision))) + 3;
  const z = normalQuantile(1 - 0.05 / decisions);
  let L = grid[i],
    R = grid[i + 1];
  const sideL = Math.sign(ev.point(L).value - spec.target) || 1;
  let mostAtOnePoint = 0;
  /** The side of the target x is on (+1 / −1), or 0 when `budget` trials cannot tell. */
  const decide = async (x: number, budget: number) => {
    let count = Math.max(FIRST_LOOK, ev.perChunk.get(x)?.length ?? 0);
    for (;;) {
      await ev.ensure([x], count);
      const p = curvePoint(x, ev.perChunk.get(x)!, z);
      mostAtOnePoint = Math.max(mostAtOnePoint, p.trials!);
      if (p.low! > spec.target) return 1;
      if (p.high! < spec.target) return -1;
      if (count * BALANCE_CHUNK >= budget || ev.trials >= settings.maxTrials) return 0;
      count = Math.min(count * 2, Math.ceil(budget / BALANCE_CHUNK));
    }
  };
  const budgetFor = () => {
    const slope = Math.abs(ev.point(L).value - ev.point(R).value) / (R - L);
    const t = spec.target;
    return Math.max(
      FIRST_LOOK * BALANCE_CHUNK,
      Math.ceil((z * z * t * (1 - t)) / Math.max(slope * precision, 1e-9) ** 2),
    );
  };
  let center: number | undefined;
  for (const [end, side] of [
    [L, sideL],
    [R, -sideL],
  ] as const) {
    const d = await decide(end, budgetFor());
    if (d !== side) center = end;
  }
  while (center === undefined && R - L > 2 * precision && ev.trials < settings.maxTrials) {
    const mid = (L + R) / 2;
    const d = await decide(mid, budgetFor());
    if (d === sideL) L = mid;
    else if (d === -sideL) R = mid;
    else center = mid;
  }
  if (center === undefined) {
    const reached = R - L <= 2 * precision;
    const value = (L + R) / 2;
    const jump = ev.point(L).value - ev.point(R).value;
    const naive = (Math.floor((spec.to - spec.from) / (2 * precision)) + 1) * mostAtOnePoint;
    const finding = `${spec.metric} crosses ${spec.target} at ${spec.param} = ${fmt(value)} (95% interval ${fmt(L)} to ${fmt(R)}: ${pct(ev.point(L).value)} at ${fmt(L)}, ${pct(ev.point(R).value)} at ${fmt(R)}; ${trialsText()})${reached ? '' : ` — stopped at the trial cap before reaching ±${fmt(precision)}`}`;
    return {
      ...result,
      found: true,
      crossing: { value, low: L, high: R },
      curve: curve(),
      trials: ev.trials,
      reached,
      naiveTrials: naive,
      finding,
      jump: Math.abs(jump) > 0 ? { below: ev.point(L).value, above: ev.point(R).value } : undefined,
    };
  }

  // 3. Local line fits around the undecided value: narrowing rounds on fresh chunks place
  // the final window, which then keeps its values and gains chunks until the interval is
  // within the precision.
  const hFinal = 3 * precision;
  let h = Math.max(hFinal, Math.min((R - L) / 2, 4 * precision));
  let fit = { x: center, half: Infinity, slope: 0 };
  let reached = false;
  let nextChunk = 1 << 20; // fresh chunks, apart from the ones the bisection used
  const windowAt = (c: number) => {
    const lo = Math.max(spec.from, Math.min(c - h, spec.to - 2 * h));
    const hi = Math.min(spec.to, lo + 2 * h);
    return Array.from(
      { length: WINDOW_POINTS },
      (_, j) => lo + ((hi - lo) * j) / (WINDOW_POINTS - 1),
    );
  };
  // A wild fit (a nearly flat stretch) must not carry the window far outside the bracket.
  const recentre = (x: number) =>
    Math.min(Math.min(R + h, spec.to), Math.max(Math.max(L - h, spec.from), x));
  while (h > hFinal * 1.0001 && ev.trials < settings.maxTrials) {
    const xs = windowAt(center);
    fit = fitCrossing(xs, await ev.block(xs, nextChunk, K0), spec.target);
    nextChunk += K0;
    if (Number.isFinite(fit.half)) {
      center = recentre(fit.x);
      h = Math.max(hFinal, h / 2);
    } else h = Math.min((spec.to - spec.from) / 2, h * 1.5);
  }
  const xs = windowAt(center);
  const values: number[][] = xs.map(() => []);
  let K = K0;
  while (ev.trials < settings.maxTrials) {
    const more = await ev.block(xs, nextChunk, K - values[0].length);
    nextChunk += K - values[0].length;
    more.forEach((v, j) => values[j].push(...v));
    fit = fitCrossing(xs, values, spec.target);
    if (fit.half <= precision) {
      reached = true;
      break;
    }
    K = Math.min(
      4 * K,
      Number.isFinite(fit.half)
        ? Math.max(K + K0, Math.ceil(K * (fit.half / precision) ** 2 * 1.1))
        : 2 * K,
    );
  }
  const crossing = { value: fit.x, low: fit.x - fit.half, high: fit.x + fit.half };
  const state = reached ? '' : ` — stopped at the trial cap before reaching ±${fmt(precision)}`;
  const finding = Number.isFinite(fit.half)
    ? `${spec.metric} crosses ${spec.target} at ${spec.param} = ${fmt(fit.x)} (95% interval ${fmt(crossing.low)} to ${fmt(crossing.high)}; ${trialsText()})${state}`
    : `${spec.metric} crosses ${spec.target} near ${spec.param} = ${fmt(fit.x)}, but is too flat there to place the crossing within the trial cap`;
  return {
    ...result,
    found: true,
    crossing,
    curve: curve(),
    trials: ev.trials,
    reached,
    naiveTrials: naiveGridTrials(spec, precision, fit.slope),
    finding,
  };
}

/**
 * The same precision from a fixed grid: values 2 × precision apart (so interpolation between
 * neighbours can place the crossing within ±precision), each simulated until the metric's
 * standard error, divided by the slope at the crossing, puts the crossing within ±precision.
 * A fixed grid cannot know where the crossing is, so every value needs that many trials.
 */
export function naiveGridTrials(
  spec: BreakEvenSpec,
  precision: number,
  slope: number,
): number | undefined {
  if (!slope || !Number.isFinite(slope)) return undefined;
  const points = Math.floor((spec.to - spec.from) / (2 * precision)) + 1;
  const p = spec.target;
  const perPoint =
    Math.ceil(
      (p * (1 - p) * (normalQuantile(0.975) / (Math.abs(slope) * precision)) ** 2) / BALANCE_CHUNK,
    ) * BALANCE_CHUNK;
  return points * perPoint;
}

/** Whole-number parameters: every value once, then more trials at the two that decide the answer until each is clearly on its side. */
async function searchIntegers(
  spec: BreakEvenSpec,
  ev: Evaluations,
  settings: BreakEvenSettings,
  result: Base & { method: 'simulation'; precision: number },
): Promise<BreakEvenResult> {
  const xs = gridOf(spec.from, spec.to, true);
  await ev.ensure(xs, FIRST_LOOK);
  const curve = () => xs.map((x) => ev.point(x));
  let i = firstBracket(
    curve().map((c) => c.value),
    spec.target,
    spec.find,
  );
  let reached = false;
  while (ev.trials < settings.maxTrials) {
    const c = curve();
    const decisive = i >= 0 ? [i, i + 1] : c.map((_, j) => j);
    const undecided = decisive.filter((j) => c[j].low! <= spec.target && c[j].high! >= spec.target);
    if (undecided.length === 0) {
      reached = true;
      break;
    }
    await ev.ensure(
      undecided.map((j) => xs[j]),
      2 * ev.perChunk.get(xs[undecided[0]])!.length,
    );
    i = firstBracket(
      curve().map((p) => p.value),
      spec.target,
      spec.find,
    );
  }
  const c = curve();
  const trialsText = `simulated, ${ev.trials.toLocaleString('en-US')} trials`;
  if (i === -1)
    return {
      ...result,
      found: false,
      curve: c,
      trials: ev.trials,
      reached,
      finding: `${noCrossing(spec.param, spec.metric, spec.target, spec.find, c, spec.from, spec.to)} (${trialsText})`,
    };
  if (i === -2)
    return {
      ...result,
      found: true,
      crossing: { value: xs[0], low: xs[0], high: xs[0] },
      curve: c,
      trials: ev.trials,
      reached,
      finding: noCrossing(spec.param, spec.metric, spec.target, spec.find, c, spec.from, spec.to),
    };
  const x = xs[i + 1];
  const how = `${trialsText}${reached ? '' : '; not settled at the trial cap'}`;
  return {
    ...result,
    found: true,
    crossing: {
      value: x,
      low: reached ? x : xs[i],
      high: reached ? x : xs[Math.min(xs.length - 1, i + 2)],
    },
    curve: c,
    trials: ev.trials,
    reached,
    finding: describeFirst(spec, x, c[i], c[i + 1], how),
  };
}
