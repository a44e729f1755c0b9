import { tablePageFiles } from './pages.ts';
import type { RunResult } from '../analysis/results.ts';
import { didYouMean } from '../core/suggest.ts';
import type { Scenario } from '../scenario/load.ts';
import type { Path } from '../scenario/positions.ts';
import type { ReportSpec } from '../scenario/schema.ts';
import { sweptParams } from './sweep.ts';

export type ChartType = 'heatmap' | 'bars' | 'lines' | 'histogram' | 'difference';
type MetricKind = 'probability' | 'mean' | 'distribution';

/** What chart selection needs to know about a run: the same before running and after. */
export interface Shape {
  metrics: { name: string; kind: MetricKind; description?: string }[];
  /** Swept parameters in sweep order. */
  params: string[];
  /** Parameters whose values are all numbers (a line rather than bars). */
  numericParams: string[];
  variants: string[];
  matchups: number;
}

export interface ChartPlan {
  type: ChartType;
  metric: string;
  kind: MetricKind;
  outcome?: string;
  x?: string;
  y?: string;
  /** For lines: the other swept parameters, one line per combination of their values. */
  series?: string[];
  title: string;
}

export interface ChartProblem {
  path: Path;
  message: string;
}

const metricUnion = (all: { name: string; kind: MetricKind; description?: string }[][]) => {
  const out = new Map<string, { name: string; kind: MetricKind; description?: string }>();
  for (const list of all) for (const m of list) if (!out.has(m.name)) out.set(m.name, m);
  return [...out.values()];
};

export function shapeOfResult(r: RunResult): Shape {
  const params = sweptParams(r);
  return {
    metrics: metricUnion(
      r.results.map((c) =>
        Object.entries(c.metrics).map(([name, m]) => ({
          name,
          kind: m.kind,
          description: m.description,
        })),
      ),
    ),
    params,
    numericParams: params.filter((p) => r.results.every((c) => typeof c.label[p] === 'number')),
    variants: r.variants.map((v) => v.name),
    matchups: new Set(r.results.map((c) => c.matchup)).size,
  };
}

export function shapeOfScenario(s: Scenario): Shape {
  const labels = s.matchups.map((m) => m.label);
  const keys = [...new Set(labels.flatMap((l) => Object.keys(l)))];
  const params = keys.filter((k) => new Set(labels.map((l) => JSON.stringify(l[k]))).size > 1);
  return {
    metrics: metricUnion(
      s.matchups.map((mu) =>
        s.cell(mu.index, 0).layout.metrics.map((m) => ({
          name: m.name,
          kind: m.kind,
          description: m.description,
        })),
      ),
    ),
    params,
    numericParams: params.filter((p) => labels.every((l) => typeof l[p] === 'number')),
    variants: s.variants.slice(1).map((v) => v.name),
    matchups: s.matchups.length,
  };
}

/** The file name of the i-th chart of a report, under charts/. */
export function chartFile(plan: ChartPlan, i: number): string {
  const name = `${String(i + 1).padStart(2, '0')}-${plan.type}-${plan.metric}${plan.outcome !== undefined ? `-${plan.outcome}` : ''}`;
  return `${name.replace(/[^A-Za-z0-9_.-]+/g, '_')}.svg`;
}

/** Every file a scenario's report will hold, known before the run (destination checks). */
export function reportFiles(s: Scenario): string[] {
  const shape = shapeOfScenario(s);
  const { charts } = selectCharts(shape, s.spec.report);
  // The tables (probabilities and means of the metrics shown) beyond their first page.
  const tabled = shape.metrics
    .filter((m) => m.kind !== 'distribution')
    .map((m) => m.name)
    .filter((m) => s.spec.report?.metrics?.includes(m) ?? true);
  return [
    'index.html',
    'results.json',
    'results.csv',
    ...charts.map((c, i) => `charts/${chartFile(c, i)}`),
    ...tablePageFiles(tabled, shape.matchups),
  ];
}

const describe = (shape: Shape, metric: string, outcome?: string) => {
  const d = shape.metrics.find((m) => m.name === metric)?.description;
  return `${metric}${outcome !== undefined ? ` = ${outcome}` : ''}${d ? ` (${d})` : ''}`;
};

/**
 * The most panels a histogram draws, one per matchup (the largest shipped scenario has 66). A
 * 7,560-point sweep's histograms were a grid of thousands of panels, which vega could not even
 * compile (its sort of the rows by a literal list overflowed the stack) and no one could read.
 */
export const MAX_HISTOGRAM_PANELS = 100;

/** The chart a metric gets when the scenario does not say: decided by the sweep's shape. */
function autoType(
  shape: Shape,
  kind: MetricKind,
  outcome: string | undefined,
  x?: string,
): ChartType {
  if (kind === 'distribution' && outcome === undefined) return 'histogram';
  if (shape.params.length >= 2) return 'heatmap';
  const axis = x ?? shape.params[0];
  return axis !== undefined && shape.numericParams.includes(axis) ? 'lines' : 'bars';
}

function titleFor(shape: Shape, p: Omit<ChartPlan, 'title'>): string {
  const what = describe(shape, p.metric, p.outcome);
  switch (p.type) {
    case 'heatmap':
      return `${what} by ${p.y} and ${p.x}`;
    case 'bars':
      return `${what} by ${p.x ?? 'matchup'}`;
    case 'lines':
      return `${what} by ${p.x ?? 'matchup'}${p.series ? `, a line per ${p.series.join(' · ')}` : ''}`;
    case 'histogram':
      return `Distribution of ${what}`;
    case 'difference':
      return `${what}: house-rule variant − baseline`;
  }
}

/**
 * Axes for a chart: the heat map's x is the last swept parameter, its y the rest. Lines over
 * one parameter of several draw a line per value of the others: joined into one series, the
 * points of different lines would zig-zag between them.
 */
function axes(
  shape: Shape,
  type: ChartType,
  x?: string,
  y?: string,
): { x?: string; y?: string; series?: string[] } {
  if (type === 'heatmap') {
    const xx =
      x ??
      (y !== undefined ? shape.params.find((p) => p !== y) : shape.params[shape.params.length - 1]);
    return { x: xx, y: y ?? shape.params.find((p) => p !== xx) };
  }
  if (type === 'lines' && shape.params.length > 1) {
    const xx = x ?? shape.params.find((p) => shape.numericParams.includes(p)) ?? shape.params[0];
    return { x: xx, series: shape.params.filter((p) => p !== xx) };
  }
  if (type === 'bars' || type === 'lines') return { x: x ?? shape.params[0] };
  return {};
}

/**
 * The charts of a report. Without `report.charts`: one chart per metric chosen from the shape
 * (two swept parameters → heat map, one → bars or lines, distributions → histograms) and, when
 * there are variants, the difference from baseline for every probability and mean. With
 * `report.charts`: exactly those, `auto` resolved the same way. Problems name the entry.
 */
export function selectCharts(
  shape: Shape,
  report?: ReportSpec,
): { charts: ChartPlan[]; problems: ChartProblem[] } {
  const problems: ChartProblem[] = [];
  const names = shape.metrics.map((m) => m.name);
  const shown = report?.metrics ?? names;
  report?.metrics?.forEach((m, i) => {
    if (!names.includes(m))
      problems.push({
        path: ['report', 'metrics', i],
        message: `unknown metric "${m}"${didYouMean(m, names)}; this scenario reports: ${names.join(', ')}`,
      });
  });

  const plans: (Omit<ChartPlan, 'title'> & { title?: string })[] = [];
  if (report?.charts) {
    report.charts.forEach((c, i) => {
      const at = (key: string): Path => ['report', 'charts', i, key];
      for (const key of ['x', 'y'] as const) {
        const p = c[key];
        if (p !== undefined && !shape.params.includes(p))
          problems.push({
            path: at(key),
            message: `"${p}" is not a swept parameter${didYouMean(p, shape.params)}; swept: ${shape.params.join(', ') || 'none'}`,
          });
      }
      const m = shape.metrics.find((x) => x.name === c.metric);
      if (!m)
        return problems.push({
          path: at('metric'),
          message: `unknown metric "${c.metric}"${didYouMean(c.metric, names)}; this scenario reports: ${names.join(', ')}`,
        });
      const outcome = c.outcome === undefined ? undefined : String(c.outcome);
      if (outcome !== undefined && m.kind !== 'distribution')
        problems.push({
          path: at('outcome'),
          message: `"${c.metric}" is a ${m.kind}, it has no outcomes; remove outcome`,
        });
      const type = c.type === 'auto' ? autoType(shape, m.kind, outcome, c.x) : c.type;
      if (type === 'heatmap' && shape.params.length < 2)
        problems.push({
          path: at('type'),
          message: `a heat map needs a sweep over two parameters; this scenario sweeps ${shape.params.length ? shape.params.join(', ') : 'none'} (use bars)`,
        });
      if (type === 'histogram' && shape.matchups > MAX_HISTOGRAM_PANELS)
        problems.push({
          path: at('type'),
          message: `a histogram draws a panel per matchup, at most ${MAX_HISTOGRAM_PANELS}; this scenario has ${shape.matchups.toLocaleString('en')} (chart one outcome instead: outcome: <value> with bars or a heat map)`,
        });
      if (type === 'histogram' && m.kind !== 'distribution')
        problems.push({
          path: at('type'),
          message: `a histogram needs a distribution metric; "${c.metric}" is a ${m.kind} (use bars)`,
        });
      if (type !== 'histogram' && m.kind === 'distribution' && outcome === undefined)
        problems.push({
          path: at('outcome'),
          message: `"${c.metric}" is a distribution: give the outcome to plot (or use a histogram)`,
        });
      // The y axis is a swept parameter only on a heat map; elsewhere it would be ignored.
      if (c.y !== undefined && type !== 'heatmap')
        problems.push({
          path: at('y'),
          message: `y applies to heat maps only; a ${type} chart's y axis is the metric (remove y, or use type: heatmap)`,
        });
      if (type === 'difference' && shape.variants.length === 0)
        problems.push({
          path: at('type'),
          message: 'a difference chart needs at least one variant',
        });
      plans.push({
        type,
        metric: m.name,
        kind: m.kind,
        outcome,
        ...axes(shape, type, c.x, c.y),
        title: c.title,
      });
    });
  } else {
    for (const m of shape.metrics.filter((x) => shown.includes(x.name))) {
      const type = autoType(shape, m.kind, undefined);
      // Past a screenful of panels a distribution is left to the tables and results files.
      if (type === 'histogram' && shape.matchups > MAX_HISTOGRAM_PANELS) continue;
      plans.push({ type, metric: m.name, kind: m.kind, ...axes(shape, type) });
    }
    if (shape.variants.length) {
      for (const m of shape.metrics.filter(
        (x) => shown.includes(x.name) && x.kind !== 'distribution',
      ))
        plans.push({ type: 'difference', metric: m.name, kind: m.kind });
    }
  }
  const charts = plans.map((p) => ({ ...p, title: p.title ?? titleFor(shape, p) }));
  return { charts: problems.length ? [] : charts, problems };
}
