import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReport } from '../../src/report/check.ts';
import { loadScenario } from '../../src/scenario/load.ts';
import { ROOT } from '../helpers.ts';

// Balance files are questions, not run scenarios: `highnoon balance` checks those.
const RUNNABLE = readdirSync(join(ROOT, 'scenarios'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.yaml') && !f.startsWith('balance'))
  .sort();

describe('every shipped scenario can be reported', () => {
  it('finds the shipped scenarios', () => {
    expect(RUNNABLE).toContain('malice/street-fight.yaml');
  });

  // `run <file> --report DIR` refuses a report section that does not fit what the scenario
  // produces; a shipped file must never be refused.
  it.each(RUNNABLE)('%s', (file) => {
    expect(() => checkReport(loadScenario(join(ROOT, 'scenarios', file)))).not.toThrow();
  });
});
