import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers.ts';

const SIXGUN = 'scenarios/balance/sixgun-weapon-tiers.yaml';

describe('highnoon balance', () => {
  it('the Six Gun Sound Draw tier list is exact: a full matrix whose pairs sum to 1, a ranking and tiers', () => {
    const r = cli(['balance', SIXGUN, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    const rr = out.tierList[0].roundRobins[0];
    expect(rr.method).toBe('exact');
    expect(rr.trials).toBe(0);
    expect(rr.ranking.map((e: { name: string }) => e.name).sort()).toEqual([
      'pistol',
      'repeating-carbine',
      'shotgun',
      'trapdoor-rifle',
    ]);
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 4; j++)
        if (i !== j) expect(rr.matrix[i][j] + rr.matrix[j][i]).toBeCloseTo(1, 12);
  });

  it('break-even from flags on exact values: the smallest Rep at which A puts B down more than 60% of the time', () => {
    const r = cli([
      'balance',
      SIXGUN,
      '--param',
      'aRep',
      '--from',
      '1',
      '--to',
      '7',
      '--metric',
      'pUnhurt.a',
      '--target',
      '0.6',
      '--find',
      'first-above',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const b = JSON.parse(r.stdout).breakEven[0];
    expect(b).toMatchObject({ method: 'exact', integer: true, found: true });
    const v = (x: number) => b.curve.find((c: { x: number }) => c.x === x).value;
    expect(v(b.crossing.value)).toBeGreaterThan(0.6);
    expect(v(b.crossing.value - 1)).toBeLessThanOrEqual(0.6);
    expect(JSON.parse(r.stdout).tierList).toBeUndefined();
  });

  it('no crossing is a finding: exit 0, said plainly', () => {
    const r = cli([
      'balance',
      SIXGUN,
      '--param',
      'aRep',
      '--from',
      '1',
      '--to',
      '7',
      '--metric',
      'pUnhurt.a',
      '--target',
      '0.99',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /no crossing: pUnhurt\.a is less than 0\.99 everywhere from 1 to 7 \(highest [\d.]+% at aRep = 7\)/,
    );
  });

  it('bad input: a target outside [0, 1], a parameter that is not numeric, an unknown metric — exit 2, one line each, nothing written', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'hn-balance-')), 'out');
    const cases: [string[], RegExp][] = [
      [
        ['--param', 'aRep', '--from', '1', '--to', '7', '--metric', 'pUnhurt.a', '--target', '1.5'],
        /^highnoon: --target: must be at most 1, got 1\.5$/,
      ],
      [
        ['--param', 'aWeapon', '--from', '1', '--to', '7', '--metric', 'pUnhurt.a'],
        /^highnoon: --param: parameter "aWeapon" is not numeric/,
      ],
      [
        ['--param', 'aRep', '--from', '1', '--to', '7', '--metric', 'pUnhurt'],
        /^highnoon: --metric: unknown metric "pUnhurt" \(did you mean "pUnhurt\.a"\?\)/,
      ],
      [
        ['--param', 'aRep', '--from', '7', '--to', '1', '--metric', 'pUnhurt.a'],
        /^highnoon: --to: from must be less than to$/,
      ],
      [
        ['--param', 'aRep', '--from', 'one', '--to', '7', '--metric', 'pUnhurt.a'],
        /^highnoon: --from: expected number, got "one"$/,
      ],
    ];
    for (const [args, message] of cases) {
      const r = cli(['balance', SIXGUN, ...args, '--out', dir]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr.trim()).toMatch(message);
      expect(r.stdout).toBe('');
      expect(existsSync(dir)).toBe(false);
    }
  });

  it('a tier list that names an unknown weapon: exit 2 with its line and column and a suggestion', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hn-balance-'));
    const file = join(dir, 'tiers.yaml');
    writeFileSync(
      file,
      readFileSync(SIXGUN, 'utf8').replace(
        'entrants: [pistol, repeating-carbine',
        'entrants: [pistol, repeating-carbin',
      ),
    );
    const r = cli(['balance', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^highnoon: tiers\.yaml:\d+:\d+: balance\.tierList\.entrants\[1\]: repeating-carbin: params\.aWeapon: unknown weapon "repeating-carbin" \(did you mean "repeating-carbine"\?\)/,
    );
  });

  it('a scenario without a balance section says what to add', () => {
    const r = cli(['balance', 'scenarios/cowpoke/duel.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/duel\.yaml: no balance questions: add a balance: section/);
  });

  it('--csv gives tidy rows; --report writes the page, its charts and the numbers', () => {
    const csv = cli(['balance', SIXGUN, '--csv']);
    expect(csv.stdout.split('\n')[0]).toBe(
      'question,matchup,at,item,against,metric,value,low,high,method,note',
    );
    expect(csv.stdout.split('\n').filter((l) => l.startsWith('tier-list,')).length).toBe(4 + 12);
    const dir = join(mkdtempSync(join(tmpdir(), 'hn-balance-')), 'report');
    const r = cli(['balance', SIXGUN, '--report', dir]);
    expect(r.code).toBe(0);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toContain('<h2>Tier list</h2>');
    expect(readFileSync(join(dir, 'charts/tier-list-1-1-matrix.svg'), 'utf8')).toMatch(/^<svg/);
    expect(existsSync(join(dir, 'balance.json'))).toBe(true);
  });
});
