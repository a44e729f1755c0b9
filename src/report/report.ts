import { VERSION } from '../core/version.ts';
import { basename } from 'node:path';
import type { RunResult } from '../analysis/results.ts';
import type { Scenario } from '../scenario/load.ts';
import { fault } from '../engine/faults.ts';
import { csvPieces } from './csv.ts';
import { resultJson, type Pieces } from './json.ts';
import { battleMaps, battleMapSection } from './battle-map.ts';
import { reportPage, type PageInput } from './html.ts';
import { tablePages } from './table-pages.ts';
import { chartContext, renderCharts } from './render.ts';

/**
 * Every file of a report, by path inside its folder: index.html, results.json, results.csv
 * and charts/*.svg. The caller writes them atomically.
 */
export async function buildReport(
  scenario: Scenario,
  result: RunResult,
  opts: { date?: Date } = {},
): Promise<Record<string, string | Pieces>> {
  if (fault('report-fails') !== undefined) throw new Error('injected report failure');
  const ctx = chartContext(result);
  const charts = await renderCharts(result, scenario.spec.report, ctx);
  const kinds = new Map<string, string>();
  for (const c of result.results)
    for (const [name, m] of Object.entries(c.metrics))
      if (!kinds.has(name)) kinds.set(name, m.kind);
  const shown = scenario.spec.report?.metrics ?? [...kinds.keys()];
  const page: PageInput = {
    result,
    source: scenario.source,
    file: basename(scenario.file),
    title: scenario.spec.report?.title,
    rulesetTitle: scenario.ruleset.title,
    optionFields: scenario.ruleset.options,
    charts,
    tableMetrics: shown.filter((m) => kinds.get(m) !== 'distribution'),
    ctx,
    version: VERSION,
    date: opts.date ?? new Date(),
    battleMap: battleMapSection(battleMaps(scenario, result.seed), scenario.matchups.length),
  };
  const html = reportPage(page);
  return {
    'index.html': html,
    'results.json': resultJson(result),
    'results.csv': csvPieces(result),
    ...Object.fromEntries(charts.map((c) => [`charts/${c.file}`, c.svg])),
    ...tablePages(page),
  };
}
