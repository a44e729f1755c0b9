import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, ROOT } from '../helpers.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'hn-report-'));

describe('highnoon run --report', () => {
  it('writes index.html, results.json, results.csv and charts/*.svg, and says where', () => {
    const dir = join(tmp(), 'wbr');
    const r = cli([
      'run',
      'scenarios/cowpoke/weapons-by-range.yaml',
      '--trials',
      '20000',
      '--threads',
      '2',
      '--report',
      dir,
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`written: ${join(dir, 'index.html')}`);
    expect(readdirSync(dir).sort()).toEqual([
      '.highnoon-files.json',
      'charts',
      'index.html',
      'results.csv',
      'results.json',
    ]);
    expect(readdirSync(join(dir, 'charts')).sort()).toEqual([
      '01-heatmap-pHit.svg',
      '02-heatmap-pRemoved.svg',
      '03-difference-pHit.svg',
    ]);

    const json = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8'));
    expect(json).toMatchObject({ scenario: 'weapons-by-range', seed: '2026', trials: 20000 });
    expect(readFileSync(join(dir, 'results.csv'), 'utf8').split('\n')[0]).toMatch(
      /^matchup,variant,metric,outcome,/,
    );

    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    // Self-contained: every chart inline, nothing fetched, no script needed.
    expect(html.match(/<svg[\s>]/g)).toHaveLength(3);
    expect(html).not.toMatch(
      /<script|<link|<img|<iframe|@import|src=|url\(\s*['"]?(https?:|\/\/)/i,
    );
    for (const svg of readdirSync(join(dir, 'charts')))
      expect(readFileSync(join(dir, 'charts', svg), 'utf8')).toMatch(
        /^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
      );
    // The scenario, its seed and trials, rulings with the house rule marked, the variant's significance.
    expect(html).toContain('<h1>weapons-by-range</h1>');
    expect(html).toContain('Greenhorns lose two dice');
    expect(html).toContain(
      'weapon: [derringer, revolver, lever-action, shotgun, single-shot-rifle, gatling, bow]',
    );
    expect(html).toContain('20,000 trials per matchup and variant');
    expect(html).toMatch(/<td class="house"><mark>−2<\/mark>/);
    expect(html).toMatch(/<td class="num delta sig">−13\.\d pts<span class="sigmark"/);
    expect(html).toMatch(/highnoon \d+\.\d+\.\d+/);
  });

  it('defaults to reports/<scenario-name>/ in the working directory and replaces its own files only', () => {
    const cwd = tmp();
    const args = [
      'run',
      join(ROOT, 'tests/report/fixtures/revolver-by-distance.yaml'),
      '--trials',
      '20000',
      '--threads',
      '2',
      '--report',
    ];
    expect(cli(args, { cwd }).code).toBe(0);
    const dir = join(cwd, 'reports', 'revolver-by-distance');
    writeFileSync(join(dir, 'stale.txt'), 'from an older run');
    const r = cli(args, { cwd });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('written: reports/revolver-by-distance/index.html');
    expect(readFileSync(join(dir, 'stale.txt'), 'utf8')).toBe('from an older run');
    const charts = readdirSync(join(dir, 'charts'));
    expect(charts.filter((f) => f.includes('-lines-'))).toHaveLength(4);
    expect(charts.filter((f) => f.includes('-histogram-'))).toHaveLength(2);
    expect(charts.filter((f) => f.includes('-difference-'))).toHaveLength(4);
  });

  it('writes nothing when the scenario or its report section is bad', () => {
    const base = readFileSync(join(ROOT, 'scenarios/cowpoke/weapons-by-range.yaml'), 'utf8');
    const work = tmp();
    const badReport = join(work, 'bad-report.yaml');
    writeFileSync(
      badReport,
      base.replace(
        '{ type: heatmap, metric: pHit, x: range, y: weapon }',
        '{ type: heatmap, metric: pHitt, x: range, y: weapn }',
      ),
    );
    const badWeapon = join(work, 'bad-weapon.yaml');
    writeFileSync(badWeapon, base.replace('revolver, lever-action', 'revolvr, lever-action'));

    const dir = join(work, 'out');
    const r = cli(['run', badReport, '--trials', '20000', '--report', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /bad-report\.yaml:\d+:\d+: report\.charts\[0\]\.metric: unknown metric "pHitt" \(did you mean "pHit"\?\)/,
    );
    expect(r.stderr).toMatch(
      /bad-report\.yaml:\d+:\d+: report\.charts\[0\]\.y: "weapn" is not a swept parameter \(did you mean "weapon"\?\)/,
    );
    expect(r.stdout).toBe('');

    const w = cli(['run', badWeapon, '--trials', '20000', '--report', dir]);
    expect(w.code).toBe(2);
    expect(w.stderr).toContain('revolvr');
    expect(readdirSync(work).sort()).toEqual(['bad-report.yaml', 'bad-weapon.yaml']);
  });
  it('lines over a sweep of two parameters draw a line per value of the second, a panel per variant (issue 13, point 7)', () => {
    // The shipped Cowboys II scenario plots lines over range while sweeping weapon too.
    const dir = join(tmp(), 'chart');
    const r = cli([
      'run',
      'scenarios/cowboys2/shot-chart-sensitivity.yaml',
      '--trials',
      '2000',
      '--threads',
      '2',
      '--report',
      dir,
    ]);
    expect(r.code).toBe(0);
    const svg = readFileSync(join(dir, 'charts', '02-lines-healthLost.svg'), 'utf8');
    const lines = [
      ...svg.matchAll(/aria-roledescription="line mark" d="([^"]+)" stroke="([^"]+)"/g),
    ];
    const labels = [
      ...svg.matchAll(
        /aria-label="[^"]*; line: ([^"]+)" role="graphics-symbol" aria-roledescription="line mark"/g,
      ),
    ].map((m) => m[1]);
    // 2 weapons × exact and simulated × 3 panels (baseline and two variants), each line
    // through the 8 ranges of its own weapon only: no zig-zag between weapons.
    expect(lines).toHaveLength(12);
    for (const [, d] of lines) expect(d.split(/[ML]/).filter(Boolean)).toHaveLength(8);
    expect(new Set(labels).size).toBe(12);
    for (const v of ['baseline', 'pistol-holds-up', 'rifle-steady'])
      for (const w of ['pistol', 'rifle'])
        for (const s of ['exact', 'simulated']) expect(labels).toContain(`${w} · ${v} · ${s}`);
    // One colour per weapon.
    const colour = (w: string) =>
      new Set(lines.filter((_, i) => labels[i].startsWith(w)).map((m) => m[2]));
    expect(colour('pistol').size).toBe(1);
    expect(colour('rifle').size).toBe(1);
    expect([...colour('pistol')][0]).not.toBe([...colour('rifle')][0]);
  });
});
