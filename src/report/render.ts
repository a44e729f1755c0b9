import type { RunResult } from '../analysis/results.ts';
import {
  chartFile,
  selectCharts,
  shapeOfResult,
  type ChartPlan,
  type ChartType,
} from './charts.ts';
import { bars, lines } from './charts/bars.ts';
import type { Builder, ChartContext } from './charts/common.ts';
import { difference } from './charts/difference.ts';
import { heatmap } from './charts/heatmap.ts';
import { histogram } from './charts/histogram.ts';
import { matchupOrder, paramValues } from './sweep.ts';
import { longTable } from './tables.ts';
import type { ReportSpec } from '../scenario/schema.ts';
import { renderSvg, scopeIds } from './vega.ts';

const BUILDERS: Record<ChartType, Builder> = { heatmap, bars, lines, histogram, difference };

export interface RenderedChart {
  plan: ChartPlan;
  /** File name under charts/. */
  file: string;
  svg: string;
}

export function chartContext(r: RunResult): ChartContext {
  const shape = shapeOfResult(r);
  return {
    long: longTable(r),
    params: shape.params,
    order: Object.fromEntries(shape.params.map((p) => [p, paramValues(r, p).map(String)])),
    numericParams: shape.numericParams,
    matchups: matchupOrder(r),
  };
}

/** Every chart of a run as SVG. Plans were checked against the scenario before it ran. */
export async function renderCharts(
  r: RunResult,
  report?: ReportSpec,
  ctx = chartContext(r),
): Promise<RenderedChart[]> {
  const { charts, problems } = selectCharts(shapeOfResult(r), report);
  if (problems.length) throw new Error(`report: ${problems.map((p) => p.message).join('; ')}`);
  const out: RenderedChart[] = [];
  for (const [i, plan] of charts.entries()) {
    const svg = scopeIds(await renderSvg(BUILDERS[plan.type](plan, ctx)), `c${i + 1}`);
    out.push({ plan, file: chartFile(plan, i), svg });
  }
  return out;
}
