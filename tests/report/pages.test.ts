import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assembleResults } from '../../src/analysis/results.ts';
import { InlineExecutor } from '../../src/engine/executor.ts';
import { runScenario } from '../../src/engine/run.ts';
import { metricTable, type PageInput } from '../../src/report/html.ts';
import { PAGE_ROWS, pager, tablePageFile, tablePageFiles } from '../../src/report/pages.ts';
import { chartContext } from '../../src/report/render.ts';
import { tablePages } from '../../src/report/table-pages.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { hn, scratch } from '../reliability/helpers.ts';

/** 5 weapons × 60 distances = 300 matchups, with a variant: two pages of tables. */
const SWEEP = `name: paged
ruleset: cowpoke
procedure: shot
trials: 200
params: { tier: greenhorn }
sweep:
  weapon: [derringer, revolver, lever-action, shotgun, bow]
  distance: [${Array.from({ length: 60 }, (_, i) => i / 2).join(', ')}]
variants:
  - name: lose-2
    options: { tier.greenhornDice: -2 }
report: { metrics: [pHit, meanHits], charts: [ { type: heatmap, metric: pHit, x: weapon, y: distance } ] }
`;

describe('large reports in pages (issue 13, point 3)', () => {
  it("gathers a metric's rows once for all its pages, not once per page (a sweep's report stays linear)", async () => {
    const scenario = parseScenario(SWEEP.replace('trials: 200', 'trials: 20'), 'paged.yaml');
    const settings = { seed: 'p', trials: 20, maxTrials: 20 };
    const result = assembleResults(
      scenario,
      await runScenario(scenario, settings, new InlineExecutor()),
      settings,
    );
    const ctx = chartContext(result);
    // 300 matchups, PAGE_ROWS a page: the table is cut as if it had 1,200 (5 pages), by
    // repeating its matchups, so that a per-page gathering would show as 4 reads per metric.
    ctx.matchups = [...ctx.matchups, ...ctx.matchups, ...ctx.matchups, ...ctx.matchups];
    let reads = 0;
    const long = ctx.long;
    ctx.long = new Proxy(long, {
      get: (t, k) => (k === 'params' ? (reads++, t.params.bind(t)) : Reflect.get(t, k, t)),
    });
    const page = { result, ctx, tableMetrics: ['pHit', 'meanHits'], version: 'test' };
    const files = tablePages(page as unknown as PageInput);
    expect(Object.keys(files)).toHaveLength(2 * 4);
    expect(reads).toBe(2);
    // Each page is the table metricTable gives for that page on its own.
    const third = files[tablePageFile('pHit', 2)];
    expect(third).toContain(metricTable(page as unknown as PageInput, 'pHit', true, 2));
    expect(third).toMatch(/Matchups 501–750 of 1,200/);
  });

  it('names pages and links them both ways', () => {
    expect(PAGE_ROWS).toBe(250);
    expect(tablePageFile('pHit', 1)).toBe('table-pHit-2.html');
    expect(tablePageFiles(['pHit', 'meanHits'], 600)).toEqual([
      'table-pHit-2.html',
      'table-pHit-3.html',
      'table-meanHits-2.html',
      'table-meanHits-3.html',
    ]);
    expect(tablePageFiles(['pHit'], 250)).toEqual([]);
    expect(pager('pHit', 0, 250)).toBe('');
    const first = pager('pHit', 0, 600);
    expect(first).toMatch(/Matchups 1–250 of 600/);
    expect(first).toContain('<strong>1</strong>');
    expect(first).toContain('href="table-pHit-3.html"');
    const third = pager('pHit', 2, 600);
    expect(third).toMatch(/Matchups 501–600 of 600/);
    expect(third).toContain('href="index.html#table-pHit"');
    expect(third).toContain('href="table-pHit-2.html"');
  });

  it('a table of 300 matchups shows 250 in index.html and the rest on its second page; rerunning replaces them', () => {
    const dir = scratch();
    const file = join(dir, 'paged.yaml');
    writeFileSync(file, SWEEP);
    const out = join(dir, 'report');
    writeFileSync(join(dir, 'keep.txt'), 'mine');
    const r = hn(['run', file, '--threads', '2', '--report', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(
      readdirSync(out)
        .filter((f) => f.startsWith('table-'))
        .sort(),
    ).toEqual(['table-meanHits-2.html', 'table-pHit-2.html']);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    const page = readFileSync(join(out, 'table-pHit-2.html'), 'utf8');
    const rowsOf = (html: string, metric: string) => {
      const table = html.slice(html.indexOf(`id="table-${metric}"`));
      return table.slice(0, table.indexOf('</details>')).match(/<tr><th scope="row">/g)?.length;
    };
    expect(rowsOf(index, 'pHit')).toBe(250);
    expect(rowsOf(page, 'pHit')).toBe(50);
    expect(index).toContain('href="table-pHit-2.html"');
    expect(page).toContain('href="index.html#table-pHit"');
    // The heatmap (600 cells, over 400 KB of SVG) is drawn from its file, not inlined.
    expect(readFileSync(join(out, 'charts/01-heatmap-pHit.svg'), 'utf8').length).toBeGreaterThan(
      400_000,
    );
    expect(index).toContain('<img src="charts/01-heatmap-pHit.svg"');
    expect(index).not.toMatch(/<svg[\s>]/);
    // Every number is still in results.csv: 300 matchups × 2 variants × the metrics' rows.
    expect(readFileSync(join(out, 'results.csv'), 'utf8')).toContain(
      'weapon=bow distance=29.5,lose-2,pHit',
    );
    // The pages are highnoon's own files: a second run replaces them without --force.
    const again = hn(['run', file, '--threads', '2', '--report', out]);
    expect(again.code, again.stderr).toBe(0);
    expect(existsSync(join(dir, 'keep.txt'))).toBe(true);
  }, 120_000);
});
