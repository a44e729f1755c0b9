import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../helpers.ts';

// Debian's chromium, never a downloaded browser (.ci/run installs it); a fresh profile each run.
const CHROMIUM = '/usr/bin/chromium';
const skipped = !existsSync(CHROMIUM) && !process.env.CI;
if (skipped)
  console.warn(`odds page test skipped: ${CHROMIUM} not found (apt-get install chromium)`);

type Numbers = Record<string, { exact?: number; simulated?: number }>;

/** The page's table as numbers, keyed `metric` or `metric=outcome`, once the simulation is done. */
async function readNumbers(page: Page): Promise<Numbers> {
  await page.waitForSelector('#sim-status[data-state="done"]', { timeout: 60_000 });
  return page.$$eval('tr[data-metric]', (rows) =>
    Object.fromEntries(
      rows.map((r) => {
        const v = (cls: string) =>
          (r.querySelector(`td.${cls}`) as HTMLElement | null)?.dataset.value;
        const num = (s?: string) => (s === undefined ? undefined : Number(s));
        return [
          (r as HTMLElement).dataset.metric!,
          { exact: num(v('exact')), simulated: num(v('simulated')) },
        ];
      }),
    ),
  );
}

/** `odds --sim --json` in the same shape: exact and simulated per metric (and outcome). */
function cliNumbers(args: string[]): Numbers {
  const r = cli(['odds', ...args, '--sim', '--json']);
  expect(r.code, r.stderr).toBe(0);
  const out: Numbers = {};
  for (const [name, m] of Object.entries(
    JSON.parse(r.stdout).metrics as Record<
      string,
      { exact?: unknown; simulated?: { value: unknown } }
    >,
  )) {
    const sim = m.simulated?.value;
    if (typeof sim === 'object' || (typeof m.exact === 'object' && m.exact)) {
      const ex = (m.exact ?? {}) as Record<string, number>;
      const sv = (sim ?? {}) as Record<string, number>;
      for (const k of new Set([...Object.keys(ex), ...Object.keys(sv)]))
        out[`${name}=${k}`] = { exact: ex[k], simulated: sv[k] ?? (sim ? 0 : undefined) };
    } else
      out[name] = { exact: m.exact as number | undefined, simulated: sim as number | undefined };
  }
  return out;
}

describe.skipIf(skipped)('the odds page in a real browser', () => {
  let context: BrowserContext;
  let url: string;
  const problems: string[] = [];
  const requests: string[] = [];

  beforeAll(async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'hn-web-')), 'odds');
    const r = cli(['web', '--out', dir]);
    expect(r.code, r.stderr).toBe(0);
    url = pathToFileURL(join(dir, 'index.html')).href;
    context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'hn-profile-')), {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
      ],
    });
    context.on('page', (p) => {
      p.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      p.on('pageerror', (e) => problems.push(e.message));
      p.on('request', (q) => requests.push(q.url()));
    });
  }, 120_000);
  afterAll(async () => context?.close());

  it('a Cowpoke shot filled in the form gives the numbers of `odds --sim --json`; its shared URL gives them again', async () => {
    const page = await context.newPage();
    await page.goto(url);
    await page.selectOption('#ruleset', 'cowpoke');
    await page.selectOption('#procedure', 'shot');
    await page.selectOption('#param-weapon', 'revolver');
    await page.selectOption('#param-range', 'medium');
    await page.check('#param-aim');
    await page.selectOption('#param-cover', 'wood');
    const numbers = await readNumbers(page);
    expect(numbers).toEqual(
      cliNumbers([
        'cowpoke',
        'shot',
        '--weapon',
        'revolver',
        '--range',
        'medium',
        '--aim',
        '--cover',
        'wood',
      ]),
    );
    expect(await page.textContent('#explanation')).toMatch(/dice/);
    expect(await page.$$eval('#chart svg rect.bar', (r) => r.length)).toBeGreaterThan(1);

    const shared = await page.inputValue('#share');
    expect(shared).toContain('#');
    const again = await context.newPage();
    await again.goto(shared);
    expect(await readNumbers(again)).toEqual(numbers);
    expect(await again.inputValue('#param-cover')).toBe('wood');
  });

  it('a Six Gun Sound Draw gives the numbers of `odds --sim --json`', async () => {
    const page = await context.newPage();
    await page.goto(url);
    await page.selectOption('#ruleset', 'sixgun');
    await page.selectOption('#procedure', 'draw');
    await page.fill('#param-aRep', '5');
    await page.selectOption('#param-aProfession', 'gunfighter');
    await page.fill('#param-bRep', '5');
    await page.selectOption('#param-bProfession', 'cowboy');
    await page.locator('#param-bProfession').dispatchEvent('change');
    expect(await readNumbers(page)).toEqual(
      cliNumbers([
        'sixgun',
        'draw',
        '--a-rep',
        '5',
        '--a-profession',
        'gunfighter',
        '--b-rep',
        '5',
        '--b-profession',
        'cowboy',
      ]),
    );
  });

  it("a house rule is a toggle with the answer of `--option`, and bad input gets the CLI's messages", async () => {
    const page = await context.newPage();
    await page.goto(
      `${url}#ruleset=cowpoke&procedure=shot&weapon=revolver&range=long&aim=true&cover=stone`,
    );
    const asPrinted = await readNumbers(page);
    await page.click('details summary');
    await page.check('[id="option-minDice.base0HailMary"]');
    const houseRule = await readNumbers(page);
    const args = [
      'cowpoke',
      'shot',
      '--weapon',
      'revolver',
      '--range',
      'long',
      '--aim',
      '--cover',
      'stone',
    ];
    expect(asPrinted).toEqual(cliNumbers(args));
    expect(houseRule).toEqual(cliNumbers([...args, '--option', 'minDice.base0HailMary=true']));
    expect(houseRule.pHit.exact).not.toBe(asPrinted.pHit.exact);
    expect(await page.inputValue('#share')).toContain('option.minDice.base0HailMary=true');

    const bad = cli([
      'odds',
      'cowpoke',
      'shot',
      '--weapon',
      'revolver',
      '--distance',
      'far',
      '--option',
      'tier.greenhornDice=lots',
    ]);
    expect(bad.code).toBe(2);
    const shot = await context.newPage();
    await shot.goto(
      `${url}#ruleset=cowpoke&procedure=shot&weapon=revolver&distance=far&option.tier.greenhornDice=lots`,
    );
    const shown = await shot.$$eval('#problems li', (li) => li.map((l) => l.textContent));
    expect(shown).toEqual(
      bad.stderr
        .trim()
        .split('\n')
        .map((l) => l.replace(/^highnoon: /, '')),
    );
  });

  it('loads nothing from the network and logs no errors', () => {
    expect(requests.filter((r) => !r.startsWith('file:') && !r.startsWith('blob:'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('highnoon web --out', () => {
  it('never replaces a file it did not write', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hn-web-'));
    writeFileSync(join(dir, 'index.html'), 'mine');
    writeFileSync(join(dir, 'notes.txt'), 'my notes');
    const r = cli(['web', '--out', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/index\.html exists and was not written by highnoon .*--force/);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('mine');
    expect(readdirSync(dir).sort()).toEqual(['index.html', 'notes.txt']);
    const again = join(dir, 'page');
    expect(cli(['web', '--out', again]).code).toBe(0);
    expect(cli(['web', '--out', again]).code).toBe(0); // its own page is replaced
    // --force replaces the user's page, and only that: the shared safe writer (cli/output.ts).
    expect(cli(['web', '--out', dir, '--force']).code).toBe(0);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toMatch(/^<!doctype html>/i);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('my notes');
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('an unusable folder is refused before anything is written', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hn-web-')), 'a-file');
    writeFileSync(file, 'x');
    const r = cli(['web', '--out', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--out .*a-file: is a file, not a folder/);
    expect(cli(['web', '--out', '/proc/nope']).code).toBe(2);
  });
});
