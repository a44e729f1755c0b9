import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../../helpers.ts';

describe('malice from the command line', () => {
  it('highnoon verify scenarios/malice/published-claims.yaml passes, with C3 failing as the spec finds', () => {
    const r = cli(['verify', 'scenarios/malice/published-claims.yaml']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/claims: 20 as expected, 0 failing, 0 inconclusive/);
    expect(r.stdout).toMatch(/FAIL \(the book is wrong, as expected\)\s+C3 as printed/);
  });

  it('odds answers every malice procedure from flags, exactly where it can', () => {
    for (const args of [
      ['shot', '--character', 'placeholder', '--aimed', '--target-mounted'],
      ['hit', '--toughness', '5', '--boxes', '2', '--aimed'],
      ['fanfire', '--character', 'placeholder', '--rounds', '4'],
      ['activation', '--character', 'placeholder', '--plan', 'aim-shoot', '--distance', '10'],
      ['horse', '--character', 'placeholder', '--hits', '3'],
      ['snap', '--character', 'placeholder', '--attacker-card', 'JC'],
      [
        'covered',
        '--character',
        'placeholder',
        '--weapon',
        'shotgun',
        '--distance',
        '14',
        '--move-to',
        '7',
      ],
      ['courage', '--toughness', '8', '--hand', '3'],
      ['skedaddle', '--a-casualties', '4'],
      ['hand', '--turn', '1'],
      ['initiative', '--trials', '2000'],
      ['fisticuffs', '--character', 'placeholder', '--a-policy', 'low-blow', '--trials', '2000'],
    ]) {
      const r = cli(['odds', 'malice', ...args]);
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
    }
    const shot = cli(['odds', 'malice', 'shot', '--character', 'placeholder', '--json']);
    const j = JSON.parse(shot.stdout);
    expect(j.metrics.pHit.exact).toBeCloseTo(0.5, 12);
    expect(j.explanation).toMatch(/placeholder, not from the source/);
    const run = cli(['run', 'scenarios/malice/plans-by-range.yaml', '--trials', '2000', '--json']);
    expect(run.code).toBe(0);
    const cell = JSON.parse(run.stdout).results[0];
    expect(cell.notes.join('\n')).toMatch(
      /target: placeholder, not from the source \(malice.md §6\)/,
    );
    const text = cli([
      'odds',
      'malice',
      'activation',
      '--character',
      'placeholder',
      '--weapon',
      'sharps-carbine',
      '--distance',
      '20',
    ]);
    expect(text.stdout).toMatch(/note: target: placeholder, not from the source/);
    expect(text.stdout).toMatch(/note: sharps-carbine rounds 1: placeholder, not from the source/);
    const given = cli(['odds', 'malice', 'shot', '--toughness', '5', '--boxes', '3', '--json']);
    expect(JSON.parse(given.stdout).notes).toBeUndefined();
  });

  it("refuses an unknown card, a shot beyond the weapon's reach and missing character data (exit 2, a suggestion)", () => {
    const card = cli([
      'odds',
      'malice',
      'snap',
      '--character',
      'placeholder',
      '--attacker-card',
      'QX',
    ]);
    expect(card.code).toBe(2);
    expect(card.stderr).toMatch(/unknown card "QX" \(did you mean "Q\w"\?\)/);
    const far = cli([
      'odds',
      'malice',
      'shot',
      '--character',
      'placeholder',
      '--weapon',
      'derringer',
      '--distance',
      '7',
    ]);
    expect(far.code).toBe(2);
    expect(far.stderr).toMatch(/a derringer reaches 6" at most/);
    const bare = cli(['odds', 'malice', 'shot']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toMatch(/wound boxes are missing.*character: placeholder/);
    expect(bare.stderr).toMatch(/Toughness is missing/);
  });

  it('a bad scenario names file:line:col for each problem and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'malice-bad-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(
      file,
      [
        'name: bad',
        'ruleset: malice',
        'procedure: shot',
        'trials: 1000',
        'matchups:',
        '  - name: no-character',
        '    params: { weapon: revolver }',
        '  - name: too-far',
        '    params: { weapon: shotgun, distance: 13, character: placeholder }',
        '  - name: bad-card',
        '    procedure: snap',
        '    params: { attackerCard: 11H, character: placeholder }',
        '  - name: big-hands',
        '    procedure: hand',
        '    params: { players: 11 }',
        '',
      ].join('\n'),
    );
    const r = cli(['run', file, '--out', join(dir, 'out')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:7:\d+: .*wound boxes are missing/);
    expect(r.stderr).toMatch(/bad\.yaml:9:\d+: .*a shotgun reaches 12" at most/);
    expect(r.stderr).toMatch(/bad\.yaml:12:\d+: .*unknown card "11H"/);
    expect(r.stderr).toMatch(/bad\.yaml:15:\d+: .*players/);
    expect(readdirSync(dir)).toEqual(['bad.yaml']);
  });
});
