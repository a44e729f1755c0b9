import { describe, expect, it } from 'vitest';
import { cli, withinSe } from '../helpers.ts';

describe('highnoon odds', () => {
  it('a procedure that `list` shows but flags cannot ask (an encounter) says how to ask it', () => {
    const r = cli(['odds', 'sixgun', 'gunfight', '--rep', '4']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('unknown command');
    expect(r.stderr).toContain('odds sixgun gunfight: its params are nested');
    expect(r.stderr).toContain('`highnoon odds <scenario.yaml>`');
    expect(r.stderr).toContain('scenarios/sixgun/');
    expect(cli(['odds', 'cowpoke', 'encounter']).stderr).toContain('scenarios/cowpoke/');
  });

  it('a misspelt procedure gets a suggestion, even one that flags cannot ask (an encounter)', () => {
    const r = cli(['odds', 'sixgun', 'gunfght']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown command \'gunfght\' (did you mean "gunfight"?)');
    expect(r.stderr).toContain('`highnoon list sixgun` lists its procedures');
    expect(cli(['odds', 'cowpoke', 'shoot']).stderr).toContain('(did you mean "shot"?)');
  });

  it('a flag or an --option given twice is refused rather than silently keeping the last', () => {
    const r = cli(['odds', 'cowpoke', 'shot', '--weapon', 'revolver', '--weapon', 'shotgun']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--weapon given twice ("revolver", then "shotgun")');
    expect(r.stdout).toBe('');
    const o = cli([
      'odds',
      'cowpoke',
      'shot',
      '--option',
      'range.boundary=halfOpen',
      '--option',
      'range.boundary=upperInclusive',
    ]);
    expect(o.code).toBe(2);
    expect(o.stderr).toContain('--option range.boundary: given twice');
  });

  it('an unknown --option points at the list that shows options: list <ruleset>', () => {
    const r = cli(['odds', 'cowpoke', 'survival', '--option', 'nosuch=1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('`highnoon list cowpoke` shows every option');
  });

  it("a procedure's --help says where its options are listed, without a stray default", () => {
    const r = cli(['odds', 'malice', 'shot', '--help']);
    expect(r.code).toBe(0);
    const help = r.stdout.replace(/\s+/g, ' ');
    expect(help).toContain(
      '--option <key=value> a ruling or house rule, repeatable; `highnoon list malice` shows every one',
    );
    expect(help).not.toContain('(default: [])');
    expect(help).toContain('`highnoon list malice` gives the YAML name beside each flag');
  });

  it('prints the pool summary and exact metrics as a table', () => {
    const r = cli([
      'odds',
      'cowpoke',
      'shot',
      '--weapon',
      'revolver',
      '--range',
      'medium',
      '--aim',
      '--cover',
      'wood',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('2 base + 2 aim − 2 wood cover = 2 dice');
    expect(r.stdout).toMatch(/pHit\s+0\.3056/);
  });

  it('--json has the documented shape, with simulated values and intervals under --sim', () => {
    const r = cli([
      'odds',
      'cowpoke',
      'shot',
      '--weapon',
      'revolver',
      '--distance',
      '5',
      '--target-moved',
      '--sim',
      '--trials',
      '50000',
      '--seed',
      'w1',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.ruleset).toBe('cowpoke');
    expect(j.procedure).toBe('shot');
    expect(j.params).toMatchObject({ weapon: 'revolver', distance: 5, targetMoved: true });
    expect(j.options['tough.mode']).toBe('firstLightWound');
    expect(j.metrics.pool.exact).toBe(2);
    expect(j.metrics.pHit.exact).toBeCloseTo(11 / 36, 12);
    const s = j.metrics.pHit.simulated;
    expect(s.trials).toBe(50000);
    expect(s.low).toBeLessThan(s.value);
    expect(s.high).toBeGreaterThan(s.value);
    // A 95% interval misses the truth one seed in twenty; the simulation is held to 4 SE, its interval to ±1.96 SE.
    expect(withinSe(s.value, 11 / 36, 50000)).toBe(true);
    expect((s.high - s.low) / 2 / Math.sqrt((s.value * (1 - s.value)) / 50000)).toBeCloseTo(
      1.96,
      2,
    );
    expect(Object.keys(j.metrics.hits.exact)).toEqual(['0', '1']);
    // The same seed gives the same numbers.
    const again = JSON.parse(
      cli([
        'odds',
        'cowpoke',
        'shot',
        '--weapon',
        'revolver',
        '--distance',
        '5',
        '--target-moved',
        '--sim',
        '--trials',
        '50000',
        '--seed',
        'w1',
        '--json',
      ]).stdout,
    );
    expect(again.metrics).toEqual(j.metrics);
  });

  it('an impossible shot is an answer: pHit 0 and the reason', () => {
    const r = cli([
      'odds',
      'cowpoke',
      'shot',
      '--weapon',
      'derringer',
      '--range',
      'long',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.metrics.pHit.exact).toBe(0);
    expect(j.explanation).toMatch(/cannot reach long range/);
  });

  it('survival with --option changes the ruling', () => {
    const r = cli([
      'odds',
      'cowpoke',
      'survival',
      '--tier',
      'legend',
      '--option',
      'survival.legendCountsAsTough=true',
      '--json',
    ]);
    expect(JSON.parse(r.stdout).metrics.dice.exact).toBe(5);
  });

  it('bad input exits 2 with one line per problem, the choices and a suggestion', () => {
    const r = cli([
      'odds',
      'cowpoke',
      'shot',
      '--weapon',
      'revolvr',
      '--range',
      'medum',
      '--option',
      'tough.mod=x',
    ]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /--weapon: unknown weapon "revolvr" \(did you mean "revolver"\?\); choose one of: derringer, revolver/,
    );
    expect(lines[1]).toMatch(/--range: .*did you mean "medium"/);
    expect(lines[2]).toMatch(/unknown option "tough.mod" \(did you mean "tough.mode"\?\)/);
    expect(
      cli(['odds', 'cowpoke', 'shot', '--weapon', 'revolver', '--range', 'short', '--bogus']).code,
    ).toBe(2);
    expect(
      cli([
        'odds',
        'cowpoke',
        'shot',
        '--weapon',
        'revolver',
        '--range',
        'short',
        '--option',
        'tough.mode=sometimes',
      ]).stderr,
    ).toMatch(/choose one of: firstLightWound, firstWoundOnlyIfLight/);
    const rs = cli(['odds', 'cowpok']);
    expect(rs.code).toBe(2);
    expect(rs.stderr).toMatch(/did you mean cowpoke/);
  });
});

describe('highnoon odds sixgun draw', () => {
  it('answers three and four figures exactly, with C and D at their defaults unless given', () => {
    const r = cli(['odds', 'sixgun', 'draw', '--figures', '4', '--c-rep', '3', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.explanation).toMatch(
      /C 3 dice \(cowboy, pistol\) on A against D 4 dice \(cowboy, pistol\) on A/,
    );
    expect(j.metrics['pUnhurt.d'].exact).toBeGreaterThan(0);
    expect(j.metrics['pUnhurt.d'].simulated).toBeUndefined();
    // The params echo every value used, C's and D's defaults included, and nothing for absent figures.
    expect(j.params).toMatchObject({
      cRep: 3,
      cProfession: 'cowboy',
      cTarget: 'a',
      dRep: 4,
      dSand: 4,
      dWeapon: 'pistol',
    });
    const three = JSON.parse(cli(['odds', 'sixgun', 'draw', '--figures', '3', '--json']).stdout);
    expect(three.params).toMatchObject({ cRep: 4, cToughness: 4, cExtraTargets: 0 });
    expect(Object.keys(three.params).filter((k) => /^d[A-Z]/.test(k))).toEqual([]);
  });

  it('a flag for C or D while that figure is not in the Draw exits 2 naming it, instead of being ignored', () => {
    const r = cli(['odds', 'sixgun', 'draw', '--c-rep', '6']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /--c-rep sets C, but only 2 figures are in the Draw \(set figures to 3 or 4\)/,
    );
    const d = cli([
      'odds',
      'sixgun',
      'draw',
      '--figures',
      '3',
      '--c-rep',
      '3',
      '--d-rep',
      '5',
      '--d-target',
      'b',
    ]);
    expect(d.code).toBe(2);
    expect(d.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /--d-rep, --d-target set D, but only 3 figures are in the Draw \(set figures to 4\)$/,
      ),
    ]);
  });

  it("list gives C's and D's defaults in their descriptions", () => {
    const r = cli(['list', 'sixgun']);
    expect(r.stdout).toMatch(
      /--c-rep \(YAML: cRep\) {2}(whole )?number \d+…\d+\n {8}C's Rep\. Default: 4; only with figures 3 or 4\./,
    );
    expect(r.stdout).toMatch(
      /--d-target \(YAML: dTarget\) {2}a \| b \| c \| none\n.*Default: a; only with figures 4\./,
    );
  });
});

describe('highnoon list', () => {
  it('lists rulesets, and for one ruleset its procedures, flags and every option with its ruling and section', () => {
    expect(cli(['list']).stdout).toMatch(/cowpoke\s+Cowpoke: Reforged/);
    const r = cli(['list', 'cowpoke']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--target-moved (YAML: targetMoved)  flag (default: false)');
    expect(r.stdout).toMatch(/--distance {2}number 0…1000 \(inches\)/);
    expect(r.stdout).toMatch(/tier\.legendDice {2}whole number -10…10 \(default: 1\)/);
    expect(r.stdout).toMatch(
      /tough\.mode\s+firstLightWound \| firstWoundOnlyIfLight \(default: firstLightWound\)/,
    );
    expect(r.stdout).toContain('[cowpoke.md §1.5, A2]');
  });
});
