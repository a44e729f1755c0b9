import { existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cli, ROOT } from '../helpers.ts';

// Debian's chromium, never a downloaded browser; .ci/run installs it.
const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const underCi = Boolean(process.env.CI);
const skipped = !hasChromium && !underCi;
const why = `${CHROMIUM} not found (install it with: apt-get install chromium)`;
if (skipped) console.warn(`browser test skipped: ${why}`);

describe('the HTML report in a real browser', () => {
  // Under CI a missing browser is a failure, not a skip.
  // Skipped only outside CI and only without Debian's chromium; the title then says why.
  it.skipIf(skipped)(
    `opens over file:// offline, renders every chart, logs no errors${skipped ? ` (skipped: ${why})` : ''}`,
    async () => {
      expect(hasChromium, `${CHROMIUM} is required under CI (.ci/run installs it)`).toBe(true);
      const dir = join(mkdtempSync(join(tmpdir(), 'hn-browser-')), 'report');
      const run = cli([
        'run',
        'scenarios/cowpoke/weapons-by-range.yaml',
        '--trials',
        '20000',
        '--threads',
        '2',
        '--report',
        dir,
      ]);
      expect(run.code, run.stderr).toBe(0);
      const url = pathToFileURL(join(dir, 'index.html')).href;

      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
        ],
      });
      try {
        // No JavaScript at all: the page must read from its inline SVG alone.
        const context = await browser.newContext({
          javaScriptEnabled: false,
          viewport: { width: 1280, height: 900 },
        });
        const page = await context.newPage();
        const problems: string[] = [];
        const requests: string[] = [];
        page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
        page.on('pageerror', (e) => problems.push(e.message));
        page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
        page.on('request', (r) => requests.push(r.url()));
        await page.goto(url, { waitUntil: 'load' });

        const charts = await page.$$eval('figure.chart', (figs) =>
          figs.map((f) => {
            const svg = f.querySelector('svg');
            const box = svg?.getBoundingClientRect();
            // vega draws data in groups classed "mark-<type> role-mark"; axes and legends use other roles.
            const marks = [...f.querySelectorAll('g.role-mark')].flatMap((g) => [...g.children]);
            const drawn = marks.filter((m) => {
              const b = (m as SVGGraphicsElement).getBBox();
              return b.width > 0 || b.height > 0;
            });
            return {
              type: f.getAttribute('data-type'),
              width: box?.width ?? 0,
              height: box?.height ?? 0,
              marks: marks.length,
              drawn: drawn.length,
              rects: f.querySelectorAll('g.mark-rect.role-mark > path').length,
              labels: [...f.querySelectorAll('g.mark-text.role-mark > text')].filter((t) =>
                t.textContent?.trim(),
              ).length,
              points: f.querySelectorAll('g.mark-symbol.role-mark > path').length,
            };
          }),
        );
        expect(charts.map((c) => c.type)).toEqual(['heatmap', 'heatmap', 'difference']);
        for (const c of charts) {
          expect(c.width).toBeGreaterThan(200);
          expect(c.height).toBeGreaterThan(150);
          expect(c.marks).toBeGreaterThan(0);
          expect(c.drawn).toBeGreaterThan(0);
        }
        // 7 weapons × 5 ranges, baseline beside the variant: a filled, labelled cell each; one
        // difference per matchup.
        for (const c of charts.slice(0, 2)) expect([c.rects, c.labels]).toEqual([70, 70]);
        expect(charts[2].points).toBe(35);

        const headings = await page.$$eval('h2', (hs) => hs.map((h) => h.textContent));
        expect(headings).toEqual([
          'House-rule variants',
          'Charts',
          'Tables',
          'Rulings and house rules in effect',
          'Scenario source',
        ]);
        expect(await page.locator('td.delta.sig').count()).toBeGreaterThan(0);
        expect(await page.locator('td.house mark').count()).toBe(1);

        expect(problems).toEqual([]);
        expect(requests).toEqual([url]);

        const shot = join(ROOT, '.vitest-artifacts', 'report.png');
        mkdirSync(join(ROOT, '.vitest-artifacts'), { recursive: true });
        await page.screenshot({ path: shot, fullPage: true });
        expect(statSync(shot).size).toBeGreaterThan(50_000);
      } finally {
        await browser.close();
      }
    },
  );
});
