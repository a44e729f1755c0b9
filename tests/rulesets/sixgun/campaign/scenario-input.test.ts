import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../../../helpers.ts';

describe('sixgun campaign tables in a scenario file: bad input', () => {
  it('an unknown locale or profession, a route the book lacks, seasons out of range, head-for with no goal: file:line:col, a suggestion, nothing written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sixgun-campaign-bad-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(
      file,
      [
        'name: bad',
        'ruleset: sixgun',
        'procedure: travel',
        'trials: 1000',
        'matchups:',
        '  - name: typo',
        '    params: { table: encounter-test, locale: kanas }',
        '  - name: no-route',
        '    params: { table: high-country, locale: kansas }',
        '  - name: too-long',
        '    procedure: campaign-season',
        '    params: { profession: cowbouy, seasons: 45 }',
        '  - name: no-goal',
        '    procedure: campaign-season',
        '    params: { travel: head-for, seasons: 4 }',
        '',
      ].join('\n'),
    );
    const out = join(dir, 'out');
    const r = cli(['run', file, '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /bad\.yaml:7:\d+: .*unknown locale "kanas" \(did you mean "kansas"\?\)/,
    );
    expect(r.stderr).toMatch(/bad\.yaml:9:\d+: .*no High Country route from kansas/);
    expect(r.stderr).toMatch(
      /bad\.yaml:12:\d+: .*unknown profession "cowbouy" \(did you mean "cowboy"\?\)/,
    );
    expect(r.stderr).toMatch(/bad\.yaml:12:\d+: .*seasons/);
    expect(r.stderr).toMatch(/bad\.yaml:15:\d+: .*travel: head-for needs a goal/);
    expect(existsSync(out)).toBe(false);
  });

  it('an unknown encounter table or crime, a Hold Up at SL 6, a party that may not move fast: file:line:col, a suggestion, nothing written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sixgun-encounter-bad-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(
      file,
      [
        'name: bad-encounters',
        'ruleset: sixgun',
        'procedure: encounter-setup',
        'trials: 1000',
        'matchups:',
        '  - name: typo',
        '    params: { table: robery-alarm }',
        '  - name: no-hold-up',
        '    params: { table: hold-up-attackers, sl: 6 }',
        '  - name: trial',
        '    procedure: trial',
        '    params: { crime: murdr }',
        '  - name: one-carrier',
        '    procedure: moving-casualties',
        '    params: { carriers: one, fast: true }',
        '',
      ].join('\n'),
    );
    const out = join(dir, 'out');
    const r = cli(['run', file, '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:7:\d+: .*did you mean "robbery-alarm"/);
    expect(r.stderr).toMatch(/bad\.yaml:9:\d+: .*no Hold Up/);
    expect(r.stderr).toMatch(/bad\.yaml:12:\d+: .*did you mean "murder"/);
    expect(r.stderr).toMatch(/bad\.yaml:15:\d+: .*cannot move fast/);
    expect(existsSync(out)).toBe(false);
  });
});
