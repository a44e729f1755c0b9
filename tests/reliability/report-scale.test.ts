import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONG } from '../helpers.ts';
import { hn, scratch } from './helpers.ts';

/** A sweep of 5 weapons × n distances, with a house-rule variant. */
function scenario(dir: string, distances: number): string {
  const file = join(dir, `m${distances}.yaml`);
  const d = Array.from({ length: distances }, (_, i) => (i / 10).toFixed(1)).join(', ');
  writeFileSync(
    file,
    `name: m${distances}\nruleset: cowpoke\nprocedure: shot\ntrials: 1000\nparams: { tier: greenhorn }\nsweep:\n  weapon: [derringer, revolver, lever-action, shotgun, bow]\n  distance: [${d}]\nvariants:\n  - name: lose-2\n    options: { tier.greenhornDice: -2 }\nreport: { charts: [ { type: heatmap, metric: pHit, x: weapon, y: distance }, { type: difference, metric: pHit } ] }\n`,
  );
  return file;
}

// Minutes of work on a shared 2-core machine: run in CI (and with HIGHNOON_LONG=1), skipped otherwise.
describe.skipIf(!LONG)('reports scale (issue 13, point 3)', () => {
  it('a scenario of 2,000 matchups with a variant renders, and the report grows linearly', () => {
    const dir = scratch();
    const size = (n: number) => {
      const out = join(dir, `report-${n}`);
      const r = hn(['run', scenario(dir, n), '--threads', '2', '--report', out]);
      expect(r.stderr).not.toMatch(/report failed/);
      expect(r.code).toBe(0);
      expect(readdirSync(join(out, 'charts'))).toHaveLength(2);
      const index = statSync(join(out, 'index.html')).size;
      // The page stays light: a table's first 250 matchups, the large charts from their files.
      expect(index).toBeLessThan(2 ** 20);
      const pages = readdirSync(out)
        .filter((f) => f.startsWith('table-'))
        .map((f) => join(out, f));
      const charts = readdirSync(join(out, 'charts')).map((f) => join(out, 'charts', f));
      return [join(out, 'index.html'), ...pages, ...charts].reduce(
        (n, f) => n + statSync(f).size,
        0,
      );
    };
    // The whole report (page, table pages, charts) grows linearly with the matchups.
    const small = size(200); // 1,000 matchups
    const large = size(400); // 2,000 matchups
    expect(large / small).toBeGreaterThan(1.6);
    expect(large / small).toBeLessThan(2.4);
  }, 900_000);
});
