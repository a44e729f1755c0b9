import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../../helpers.ts';

describe('highnoon with frag004', () => {
  it('`list` marks frag004 as a fragment; `list frag004` says what it lacks and what to supply', () => {
    expect(cli(['list']).stdout).toMatch(
      /^frag004 .*\n\s+a fragment: one page of an action list .*shooting section \(7\.0\), jam rule and brawl resolution are missing/m,
    );
    const r = cli(['list', 'frag004']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ {2}a fragment: /m);
    expect(r.stdout).toMatch(/section 7\.0 .*\n\s+absent: shoot needs it: supply the dice/);
    expect(r.stdout).toMatch(
      /the jam rule .*\n\s+absent: shoot needs it: supply jamFace and jamDice/,
    );
    expect(r.stdout).toMatch(
      /the brawl resolution .*\n\s+absent: brawl needs it: supply dice, opponentDice and hitOn/,
    );
    expect(r.stdout).toMatch(/fall\.ones {2}atLeastTwo \| exactlyTwo \(default: atLeastTwo\)/);
  });

  it('odds answers a sprint exactly: falls 131/243', () => {
    const r = cli(['odds', 'frag004', 'move', '--action', 'sprint', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).metrics.pFall.exact).toBeCloseTo(131 / 243, 12);
  });

  it('bad input exits 2 with one clear line each and nothing on stdout: missing data, E5, negative distances', () => {
    const missing = cli(['odds', 'frag004', 'shoot', '--mode', 'fan']);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toMatch(
      /dice, hitOn are required: section 7\.0 .*missing from the fragment \(fragment-004\.md §6\.1\); supply/,
    );
    expect(missing.stderr).toMatch(/jamFace, jamDice are required: the jam rule/);
    const brawl = cli(['odds', 'frag004', 'brawl']);
    expect(brawl.code).toBe(2);
    expect(brawl.stderr).toMatch(/the brawl resolution .* is missing from the fragment/);

    const e5 = cli(['odds', 'frag004', 'move', '--action', 'run', '--previous', 'reposition']);
    expect(e5.code).toBe(2);
    expect(e5.stderr).toMatch(
      /Run is only allowed after a walk in the character's previous activation .*the previous action was a reposition/,
    );

    for (const args of [
      ['move', '--obstacle', '-3'],
      ['crossing', '--distance', '-24'],
      ['posture', '--distance', '-1'],
      ['aim', '--target-move', '-2'],
    ]) {
      const r = cli(['odds', 'frag004', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/must be at least (0|1), got -/);
    }
  });

  it('a scenario without the shooting data is refused with its position, and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'frag004-'));
    const file = join(dir, 'fan.yaml');
    writeFileSync(
      file,
      'name: fan\nruleset: frag004\nprocedure: shoot\ntrials: 1000\nparams:\n  mode: fan\n  class: hero\n',
    );
    const r = cli(['run', file, '--out', join(dir, 'out')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/fan\.yaml:.*section 7\.0/);
    expect(readdirSync(dir)).toEqual(['fan.yaml']);
  });

  it('verify passes F1–F5', () => {
    const r = cli(['verify', 'scenarios/frag004/published-claims.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/claims: 9 as expected, 0 failing, 0 inconclusive/);
  });
});
