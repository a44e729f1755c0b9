import { basename } from 'node:path';
import { InputError } from '../core/errors.ts';
import type { Scenario } from '../scenario/load.ts';
import { formatPath, parseYaml, positionOf } from '../scenario/positions.ts';
import { selectCharts, shapeOfScenario } from './charts.ts';

/**
 * Checks a scenario's `report` section against what it will produce (metric names, swept
 * parameters, variants) before anything runs, with the file position of each problem.
 */
export function checkReport(s: Scenario): void {
  const { problems } = selectCharts(shapeOfScenario(s), s.spec.report);
  if (!problems.length) return;
  const loc = parseYaml(s.source);
  throw new InputError(
    problems.map((p) => {
      const { line, col } = positionOf(loc, p.path);
      return `${basename(s.file)}:${line}:${col}: ${formatPath(p.path)}: ${p.message}`;
    }),
  );
}
