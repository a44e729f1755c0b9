import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.ts';
import { parseScenario } from '../../../src/scenario/load.ts';
import { cli } from '../../helpers.ts';

function problems(yaml: string): string[] {
  try {
    parseScenario(yaml, 'bad.yaml');
    return [];
  } catch (e) {
    if (e instanceof InputError) return e.problems;
    throw e;
  }
}

const head = 'name: t\nruleset: cowboys2\nprocedure: shot\ntrials: 1000\n';

describe('Cowboys II scenarios: the Shot Chart as a table', () => {
  it('a nested shotChart table becomes one param per cell, and a cell can be swept', () => {
    const s = parseScenario(
      `${head}params:\n  chart: none\n  weapon: rifle\n  shotChart:\n    rifle: { 5: 8, 6: 9 }\nsweep:\n  range: [5, 6]\n  shotChart.rifle.6: [9, 10]\n`,
      'x.yaml',
    );
    expect(
      s.matchups.map((m) => [
        s.cell(m.index, 0).params.range,
        s.cell(m.index, 0).params['shotChart.rifle.5'],
        s.cell(m.index, 0).params['shotChart.rifle.6'],
      ]),
    ).toEqual([
      [5, 8, 9],
      [5, 8, 10],
      [6, 8, 9],
      [6, 8, 10],
    ]);
  });
  it('a bad cell is reported at its line and column, with the key suggested', () => {
    const p = problems(`${head}params:\n  shotChart:\n    pistol: { 4: 1 }\n    rilfe: { 3: 7 }\n`);
    expect(p).toContain('bad.yaml:7:18: params.shotChart.pistol.4: must be at least 2, got 1');
    expect(
      p.some((l) => l.startsWith('bad.yaml:8:') && /did you mean "shotChart\.rifle\.3"/.test(l)),
    ).toBe(true);
  });
  it('a weapon without a chart cell, and a range beyond the chart, are refused with the way out', () => {
    expect(problems(`${head}params:\n  chart: none\n  weapon: shotgun\n  range: 2\n`)).toEqual([
      'bad.yaml:6:3: params: t: no Shot Chart cell for the shotgun at range 2: give shotChart.shotgun.2',
    ]);
    const beyond = problems(`${head}params:\n  weapon: pistol\nsweep:\n  range: [8, 13]\n`);
    expect(beyond.join('\n')).toMatch(/range 13 is beyond the Shot Chart \(ranges 1–12\)/);
  });
  it('a negative health is refused at its position', () => {
    expect(problems(`${head}params:\n  targetHealth: -1\n`)).toEqual([
      'bad.yaml:6:17: params.targetHealth: must be at least 1, got -1',
    ]);
  });
  it('an unknown card in a deck is refused at its position, with the known cards', () => {
    const p = problems(
      'name: t\nruleset: cowboys2\nprocedure: cards\nparams:\n  deck:\n    deadEye: 2\n    deadeyes: 1\n',
    );
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(
      /^bad\.yaml:7:5: .*unknown key "deck\.deadeyes" \(did you mean "deck\.deadEye"\?\)/,
    );
  });
  it('a cell against the book is loaded with a warning naming the cell, the source line and the position', () => {
    const s = parseScenario(
      `${head}params:\n  weapon: rifle\n  range: 3\n  shotChart:\n    rifle: { 3: 8 }\n`,
      'w.yaml',
    );
    expect(s.warnings).toEqual([
      'w.yaml:9:17: params.shotChart.rifle.3: warning: shotChart.rifle.3 = 8 contradicts the book, which hits on 7–12 with the rifle at range 3 (cowboys-ii.md §4.1 G2a, G4 [L263], [L269])',
    ]);
  });
});

describe('Cowboys II on the command line', () => {
  it('odds answers exactly and labels the placeholder chart', () => {
    const r = cli(['odds', 'cowboys2', 'shot', '--weapon', 'pistol', '--range', '4']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /note: the pistol at range 4 hits on 9\+ from the placeholder chart, not from the book/,
    );
    expect(r.stdout).toMatch(/pAnyHit\s+0\.2778/);
  });
  it('odds refuses a range beyond the chart with exit 2', () => {
    const r = cli(['odds', 'cowboys2', 'shot', '--weapon', 'shotgun', '--range', '5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /no Shot Chart cell for the shotgun at range 5: give shotChart\.shotgun\.5/,
    );
  });
  it('verify passes the claims file, K10 and K11 inconsistent as the spec expects, with why', () => {
    const r = cli(['verify', 'scenarios/cowboys2/published-claims.yaml', '--threads', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout.match(/INCONSISTENT \(as expected\)/g)).toHaveLength(2);
    expect(r.stdout).toMatch(/why "Variable damage.*39\/36/);
    expect(r.stdout).toMatch(/claims: 17 as expected, 0 failing, 0 inconclusive/);
  });
  it('list names the ruleset with its line, and optional rule 9 as absent with the reason', () => {
    const r = cli(['list']);
    expect(r.stdout).toMatch(/cowboys2 +Cowboys II/);
    expect(r.stdout).toMatch(/absent: optional rule 9.*does not print/);
  });
});
