import { mkdtempSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.ts';
import { parsePrinted } from '../../src/scenario/claim-target.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { cli } from '../helpers.ts';

const GOOD = `name: t
ruleset: cowpoke
procedure: shot
trials: 1000
params:
  target: cowpoke
sweep:
  weapon: [revolver, lever-action]
  range: [short, medium]
variants:
  - name: wood
    params: { cover: wood }
`;

/** The problem lines a scenario produces (empty when it loads). */
function problems(yaml: string): string[] {
  try {
    parseScenario(yaml, 'bad.yaml');
    return [];
  } catch (e) {
    if (e instanceof InputError) return e.problems;
    throw e;
  }
}

describe('scenario loading', () => {
  it('expands a sweep as a cartesian product, crossed with variants', () => {
    const s = parseScenario(GOOD, 'good.yaml');
    expect(s.matchups.map((m) => m.name)).toEqual([
      'weapon=revolver range=short',
      'weapon=revolver range=medium',
      'weapon=lever-action range=short',
      'weapon=lever-action range=medium',
    ]);
    expect(s.variants.map((v) => v.name)).toEqual(['baseline', 'wood']);
    expect(s.cell(3, 1).params).toMatchObject({
      weapon: 'lever-action',
      range: 'medium',
      cover: 'wood',
      target: 'cowpoke',
      aim: false,
    });
    expect(s.cell(0, 0).params.cover).toBe('none');
  });

  it('keeps each cell as the check resolved it: its params and layout are made once, whenever it is read', () => {
    const s = parseScenario(GOOD, 'good.yaml');
    // A run reads each cell to plan its work and again to write its results.
    expect(s.cell(2, 1).params).toBe(s.cell(2, 1).params);
    expect(s.cell(2, 1).layout).toBe(s.cell(2, 1).layout);
    expect(s.cell(2, 1).options).toBe(s.cell(0, 1).options);
    expect(s.cell(2, 1).params).not.toBe(s.cell(2, 0).params);
    expect(s.cell(2, 0).params).toMatchObject({
      weapon: 'lever-action',
      range: 'short',
      cover: 'none',
    });
  });

  it('accepts options as dotted keys or nested maps', () => {
    const s = parseScenario(
      GOOD.replace(
        'trials: 1000',
        'trials: 1000\noptions:\n  tough: { mode: firstWoundOnlyIfLight }\n  range.boundary: upperInclusive',
      ),
      'x.yaml',
    );
    expect(s.cell(0, 0).options['tough.mode']).toBe('firstWoundOnlyIfLight');
    expect(s.cell(0, 0).options['range.boundary']).toBe('upperInclusive');
  });

  it('refuses two matchups with one name, at the second name', () => {
    const twice = `name: t
ruleset: cowpoke
procedure: shot
matchups:
  - name: close
    params: { weapon: revolver, range: short }
  - name: close
    params: { weapon: shotgun, range: short }
`;
    expect(problems(twice)).toEqual([
      expect.stringMatching(
        /^bad\.yaml:7:11: matchups\[1\]\.name: matchup name "close" is used twice \(matchups\[0\] has it too\)/,
      ),
    ]);
    expect(
      problems(
        twice.replace(
          '  - name: close\n    params: { weapon: shotgun',
          '  - name: far\n    params: { weapon: shotgun',
        ),
      ),
    ).toEqual([]);
  });

  it('reports a YAML syntax error with its line and column', () => {
    const p = problems('name: t\nruleset: [cowpoke\nprocedure: shot\n');
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^bad\.yaml:\d+:\d+: YAML syntax: /);
  });

  it('reports unknown keys at the key, with a suggestion', () => {
    const p = problems(GOOD.replace('trials: 1000', 'trails: 1000'));
    expect(p).toEqual([
      expect.stringMatching(
        /^bad\.yaml:4:1: trails: unknown key "trails" \(did you mean "trials"\?\)/,
      ),
    ]);
  });

  it('reports wrong types and non-positive trials', () => {
    expect(problems(GOOD.replace('trials: 1000', 'trials: -5'))[0]).toMatch(
      /^bad\.yaml:4:9: trials: must be more than 0/,
    );
    expect(problems(GOOD.replace('trials: 1000', 'trials: lots'))[0]).toMatch(
      /trials: expected number, got "lots"/,
    );
  });

  it('reports an unknown ruleset and procedure with suggestions', () => {
    expect(problems(GOOD.replace('ruleset: cowpoke', 'ruleset: cowpok'))[0]).toMatch(
      /^bad\.yaml:2:10: ruleset: unknown ruleset "cowpok" \(did you mean "cowpoke"\?\)/,
    );
    expect(problems(GOOD.replace('procedure: shot', 'procedure: shoot'))[0]).toMatch(
      /^bad\.yaml:3:12: procedure: unknown cowpoke procedure "shoot" \(did you mean "shot"\?\)/,
    );
  });

  it('points a bad swept value at its place in the sweep, once, with the choices', () => {
    const p = problems(GOOD.replace('[revolver, lever-action]', '[revolver, lever-actoin]'));
    expect(p).toEqual([
      expect.stringMatching(
        /^bad\.yaml:8:22: sweep\.weapon\[1\]: unknown weapon "lever-actoin" \(did you mean "lever-action"\?\); choose one of: derringer/,
      ),
    ]);
  });

  it('reports every problem at once: unknown option, bad variant param, unknown param key', () => {
    const p = problems(
      GOOD.replace('trials: 1000', 'trials: 1000\noptions: { tough.mod: x }')
        .replace('{ cover: wood }', '{ cover: brick }')
        .replace('  target: cowpoke', '  target: cowpoke\n  targt: legend'),
    );
    expect(
      p.some((l) =>
        /options\.tough\.mod: unknown key "tough\.mod" \(did you mean "tough\.mode"\?\)/.test(l),
      ),
    ).toBe(true);
    expect(
      p.some((l) =>
        /variants\[0\]\.params\.cover: unknown cover "brick"; choose one of: none, wood, stone/.test(
          l,
        ),
      ),
    ).toBe(true);
    expect(
      p.some((l) => /params\.targt: unknown key "targt" \(did you mean "target"\?\)/.test(l)),
    ).toBe(true);
  });

  it('names the keys a problem spanning several params involves by their place in the file, not as flags', () => {
    const shot = `name: t
ruleset: sixgun
procedure: shot
matchups:
  - name: fan
    params: { weapon: pistol, shots: 3 }
`;
    expect(problems(shot)).toEqual([
      'bad.yaml:6:13: matchups[0].params: fan: a pistol rolls at most 2 shot dice per firing (matchups[0].params.shots: 3, matchups[0].params.shotsBefore: 0, matchups[0].params.shotsAfter: 0)',
    ]);
    const variant = `${shot.replace('shots: 3', 'shots: 1')}variants:
  - name: behind a wall
    params: { cover: wall, aimFor: leg }
`;
    expect(problems(variant)).toEqual([
      'bad.yaml:8:5: variants[0]: fan: variants[0].params.aimFor: leg is not exposed behind wall while looking; choose one of: head',
    ]);
    const option = `name: t
ruleset: cowboys2
procedure: shot
params: { weapon: pistol, range: 2, fanFire: true }
`;
    expect(problems(option).join('\n')).toContain(
      'params.fanFire is an optional rule: add options.optional.fanFire: true',
    );
  });

  it('reports an empty sweep', () => {
    expect(problems(GOOD.replace('[short, medium]', '[]'))[0]).toMatch(
      /sweep\.range: a sweep needs at least one value/,
    );
  });

  it('reports claims naming a matchup, metric or outcome that does not exist', () => {
    const base = GOOD + 'claims:\n';
    expect(
      problems(base + '  - { name: a, matchup: nope, metric: pHit, expected: 0.4 }\n')[0],
    ).toMatch(/claims\[0\]\.matchup: no matchup named "nope"/);
    expect(
      problems(
        base +
          '  - { name: a, where: { weapon: revolver, range: short }, metric: pHitt, expected: 0.4 }\n',
      )[0],
    ).toMatch(/claims\[0\]\.metric: unknown metric "pHitt" \(did you mean "pHit"\?\)/);
    expect(
      problems(
        base + '  - { name: a, where: { weapon: revolver }, metric: pHit, expected: 0.4 }\n',
      )[0],
    ).toMatch(/2 matchups have these params/);
    expect(
      problems(
        base +
          '  - { name: a, where: { weapon: revolver, range: short }, metric: hits, outcome: 7, expected: 0.4 }\n',
      )[0],
    ).toMatch(/unknown outcome "7" of hits/);
    expect(
      problems(
        base +
          '  - { name: a, where: { weapon: revolver, range: short }, metric: pHit, expected: lots }\n',
      )[0],
    ).toMatch(/expected a figure as printed/);
  });

  it('reads printed figures with their implied tolerance', () => {
    expect(parsePrinted('58%')).toEqual({ value: 0.58, halfUnit: 0.005 });
    expect(parsePrinted(0.421)!.halfUnit).toBeCloseTo(0.0005, 12);
    expect(parsePrinted('57.9%')!.halfUnit).toBeCloseTo(0.0005, 12);
    expect(parsePrinted('1/6')!.value).toBeCloseTo(1 / 6, 12);
    expect(parsePrinted(2)).toEqual({ value: 2, halfUnit: 0.5 });
    expect(parsePrinted('often')).toBeUndefined();
  });
});

describe('highnoon run with bad input', () => {
  it('exits 2, prints one line per problem and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hn-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(
      file,
      GOOD.replace('[revolver, lever-action]', '[revolvr]').replace('trials: 1000', 'trials: 0'),
    );
    const out = join(dir, 'out');
    const r = cli(['run', file, '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(2);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir)).toEqual(['bad.yaml']);
  });

  it('a missing file is bad input', () => {
    const r = cli(['run', 'scenarios/nope.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/scenarios\/nope\.yaml: no such file/);
  });
});
