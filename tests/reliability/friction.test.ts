import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ROOT } from '../helpers.ts';
import { hn, scratch, TINY } from './helpers.ts';

describe('what a newcomer stumbled on (issue 13, point 8)', () => {
  it('list shows the YAML name beside each --kebab flag, and every number field with its range', () => {
    const r = hn(['list', 'cowpoke']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--target-tough (YAML: targetTough)  flag (default: false)');
    expect(r.stdout).toMatch(/tier\.greenhornDice {2}whole number -10…10 \(default: -1\)/);
    expect(r.stdout).not.toMatch(/ {2}number \(/);
  });

  it('a dice count outside its declared range is refused with the range', () => {
    const file = join(scratch(), 'dice.yaml');
    writeFileSync(
      file,
      readFileSync(TINY, 'utf8').replace('tier.greenhornDice: -2', 'tier.greenhornDice: -100'),
    );
    const r = hn(['run', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /dice\.yaml:\d+:\d+: variants\[0\]\.options\.tier\.greenhornDice: must be at least -10, got -100/,
    );
  });

  it('a probability claimed as "150%" or "-5%" is an error', () => {
    const file = join(scratch(), 'claims.yaml');
    const claim = (expected: string) =>
      `  - { name: c, matchup: "range=short", metric: pHit, expected: "${expected}" }`;
    writeFileSync(
      file,
      readFileSync(TINY, 'utf8') +
        ['claims:', claim('150%'), claim('-5%'), claim('30%'), ''].join('\n'),
    );
    const r = hn(['verify', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /claims\[0\]\.expected: pHit is a probability: the figure must be between 0 and 1 \(0% and 100%\), got "150%"/,
    );
    expect(r.stderr).toMatch(/claims\[1\]\.expected: .* got "-5%"/);
    expect(r.stderr).not.toMatch(/claims\[2\]/);
  });

  it("the JSON Schema types every procedure's params, with their ranges, and admits every example scenario", () => {
    const schema = JSON.parse(hn(['schema']).stdout);
    const rules: { if: any; then: any }[] = schema.allOf;
    const shot = rules.find(
      (x) =>
        x.if.properties.ruleset.const === 'cowpoke' && x.if.properties.procedure.const === 'shot',
    )!;
    expect(shot.then.properties.params.properties.distance).toMatchObject({
      type: 'number',
      minimum: 0,
      maximum: 1000,
    });
    expect(shot.then.properties.params.properties.weapon.enum).toContain('single-shot-rifle');
    for (const dir of readdirSync(join(ROOT, 'scenarios'))) {
      for (const f of readdirSync(join(ROOT, 'scenarios', dir))) {
        const s = parse(readFileSync(join(ROOT, 'scenarios', dir, f), 'utf8'));
        const rule = rules.find(
          (x) =>
            x.if.properties.ruleset.const === s.ruleset &&
            x.if.properties.procedure.const === s.procedure,
        );
        expect(rule, `${dir}/${f}`).toBeDefined();
        const known = Object.keys(rule!.then.properties.params.properties);
        for (const k of [...Object.keys(s.params ?? {}), ...Object.keys(s.sweep ?? {})])
          expect(known, `${dir}/${f}: ${k}`).toContain(k);
      }
    }
  });
});

describe('every YAML block of the README is a valid scenario (issue 13, point 8)', () => {
  /** The blocks, each with the ruleset of the section it stands in (`### Six Gun Sound (`sixgun`)`). */
  const blocks = () => {
    const out: { yaml: string; ruleset?: string; line: number }[] = [];
    let ruleset: string | undefined;
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const heading = /^#{2,3} .*\(`([a-z0-9]+)`\)/.exec(lines[i]);
      if (heading) ruleset = heading[1];
      if (lines[i].trim() !== '```yaml') continue;
      const start = i + 1;
      while (lines[++i].trim() !== '```');
      out.push({ yaml: lines.slice(start, i).join('\n') + '\n', ruleset, line: start });
    }
    return out;
  };

  const battlefieldIn = (fragment: string) => {
    const street = parse(readFileSync(join(ROOT, 'scenarios/cowpoke/street.yaml'), 'utf8'));
    street.params.battlefield = parse(fragment).params.battlefield;
    return stringify(street);
  };

  it("a whole scenario loads as it stands; a fragment loads under its section's ruleset", async () => {
    const { parseScenario } = await import('../../src/scenario/load.ts');
    const found = blocks();
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const b of found) {
      const whole = /^ruleset:/m.test(b.yaml);
      // A balance: section stands in the balance example scenario it is taken from.
      const source = whole
        ? b.yaml
        : /^balance:/m.test(b.yaml)
          ? stringify({
              ...parse(
                readFileSync(join(ROOT, 'scenarios/balance/revolver-vs-rifle.yaml'), 'utf8'),
              ),
              ...parse(b.yaml),
            })
          : /^\s*battlefield:/m.test(b.yaml) && !/^\s*sides:/m.test(b.yaml)
            ? // A battlefield alone stands in the street scenario in place of its own.
              battlefieldIn(b.yaml)
            : `name: readme\nruleset: ${b.ruleset}\nprocedure: ${/^\s*sides:/m.test(b.yaml) ? 'encounter' : 'shot'}\n` +
              b.yaml;
      expect(
        () => parseScenario(source, `README.md:${b.line}`),
        `README.md line ${b.line}`,
      ).not.toThrow();
    }
  });
});

describe('small frictions (issue 13, point 8)', () => {
  it('--weapon rifle suggests single-shot-rifle; a listed value names its field, not its index', () => {
    const r = hn(['odds', 'cowpoke', 'shot', '--weapon', 'rifle', '--range', 'short']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown weapon "rifle" \(did you mean "single-shot-rifle"\?\)/);
    const file = join(scratch(), 'duel.yaml');
    writeFileSync(
      file,
      readFileSync(join(ROOT, 'scenarios/cowpoke/duel.yaml'), 'utf8').replace(
        'weapons: [revolver], x: 0',
        'weapons: [bazooka], x: 0',
      ),
    );
    const b = hn(['run', file]);
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/unknown weapons "bazooka"/);
    expect(b.stderr).not.toMatch(/unknown 0/);
  });

  it('--json with --csv is refused; --seed without --sim warns; odds <ruleset> --help lists only what odds answers', () => {
    const both = hn(['run', TINY, '--json', '--csv']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/give --json or --csv, not both/);
    const seeded = hn([
      'odds',
      'cowpoke',
      'shot',
      '--weapon',
      'revolver',
      '--range',
      'short',
      '--seed',
      '7',
    ]);
    expect(seeded.code).toBe(0);
    expect(seeded.stderr).toMatch(/warning: --seed has no effect: the answer is exact/);
    const help = hn(['odds', 'cowpoke', '--help']);
    expect(help.stdout).toMatch(
      /Cowpoke: Reforged: shot, survival, brawl, disengage, dynamite, initiative, run,\s+interact, reckon, wound\n/,
    );
    expect(help.stdout).not.toMatch(/encounter/);
  });
});
