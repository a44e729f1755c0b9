import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { battleMaps } from '../../src/report/battle-map.ts';
import { loadScenario } from '../../src/scenario/load.ts';
import { cli } from '../helpers.ts';

/** A report of `scenario` in a fresh folder; its index.html. */
function report(scenario: string, trials = '2000'): { dir: string; html: string } {
  const dir = join(mkdtempSync(join(tmpdir(), 'hn-map-')), 'report');
  const r = cli(['run', scenario, '--trials', trials, '--threads', '1', '--report', dir]);
  expect(r.code, r.stderr).toBe(0);
  return { dir, html: readFileSync(join(dir, 'index.html'), 'utf8') };
}

const CHROMIUM = '/usr/bin/chromium';
const skipped = !existsSync(CHROMIUM) && !process.env.CI;

describe('the battle map in the report', () => {
  const street = report('scenarios/cowpoke/street.yaml');

  it('draws the street: its buildings with doors and windows, every character, where they fell', () => {
    const { html } = street;
    expect(html).toMatch(/<section id="battle-map"><h2>Battle map<\/h2>/);
    expect(html).toMatch(/<a href="#battle-map">Battle map<\/a>/);
    const maps = html.match(/<svg class="battle-map"/g) ?? [];
    expect(maps.length).toBe(1);
    const figures = [...html.matchAll(/<g class="figure" data-name="([^"]+)"/g)].map((m) => m[1]);
    expect(figures).toHaveLength(8);
    for (const n of ['Black Jack', 'Slim', 'Curly', 'Dutch']) expect(figures).toContain(n);
    for (const kind of ['wall', 'door', 'window', 'fence'])
      expect(html).toContain(`class="line ${kind}"`);
    expect(html).toContain('class="area building"');
    const falls = [...html.matchAll(/class="fallen" data-count="(\d+)"/g)].map((m) => Number(m[1]));
    const total = Number(html.match(/in 2,000 trials \(([\d,]+) falls\)/)![1].replace(/,/g, ''));
    expect(falls.reduce((s, k) => s + k, 0)).toBe(total);
    expect(total).toBeGreaterThan(2000); // four against four: several fall in most fights
  });

  it('is drawn for every ruleset with encounters, and not for a scenario of procedures', () => {
    for (const s of [
      'scenarios/malice/street-fight.yaml',
      'scenarios/cowboys2/street-fight.yaml',
    ]) {
      const maps = battleMaps(loadScenario(s), 'map');
      expect(maps.length).toBeGreaterThan(0);
      expect(maps[0].svg).toMatch(/<svg class="battle-map"[\s\S]*<g class="figure"/);
      expect(maps[0].map.fallen.total).toBeGreaterThan(0);
    }
    const plain = report('scenarios/cowpoke/weapons-by-range.yaml', '2000').html;
    expect(plain).not.toContain('battle-map');
  });

  it.skipIf(skipped)(
    'shows in a browser: the map has a size, every figure and fall is drawn',
    async () => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
      });
      try {
        const page = await (
          await browser.newContext({
            javaScriptEnabled: false,
            viewport: { width: 1280, height: 900 },
          })
        ).newPage();
        await page.goto(pathToFileURL(join(street.dir, 'index.html')).href, { waitUntil: 'load' });
        const seen = await page.$eval('svg.battle-map', (svg) => {
          const box = svg.getBoundingClientRect();
          const drawn = (sel: string) =>
            [...svg.querySelectorAll(sel)].filter((e) => {
              const b = (e as SVGGraphicsElement).getBBox();
              return b.width > 0 && b.height > 0;
            }).length;
          return {
            width: box.width,
            height: box.height,
            figures: drawn('g.figure circle'),
            falls: drawn('rect.fallen'),
            buildings: drawn('rect.area.building'),
          };
        });
        expect(seen.width).toBeGreaterThan(400);
        expect(seen.height).toBeGreaterThan(250);
        expect(seen.figures).toBe(8);
        expect(seen.falls).toBeGreaterThan(5);
        expect(seen.buildings).toBeGreaterThan(0);
        const headings = await page.$$eval('h2', (hs) => hs.map((h) => h.textContent));
        expect(headings.indexOf('Battle map')).toBeGreaterThanOrEqual(0);
      } finally {
        await browser.close();
      }
    },
  );
});
