import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, withinSe } from '../helpers.ts';

interface Answer {
  matchup: string;
  variant: string;
  notes?: string[];
  metrics: Record<
    string,
    {
      exact?: number | Record<string, number>;
      simulated?: { value: number | Record<string, number>; trials: number };
    }
  >;
}

/** Every exact probability of winner, turns and survivors within 4 SE of its simulated value. */
function expectAgree(a: Answer): void {
  for (const name of ['winner', 'turns', 'pDraw', ...Object.keys(a.metrics)]) {
    if (!/^(winner|turns|pDraw|survivors\.)/.test(name)) continue;
    const m = a.metrics[name];
    expect(m.exact, name).toBeDefined();
    const n = m.simulated!.trials;
    if (typeof m.exact === 'number')
      expect(withinSe(m.simulated!.value as number, m.exact, n), name).toBe(true);
    else
      for (const [k, v] of Object.entries(m.exact!))
        expect(
          withinSe((m.simulated!.value as Record<string, number>)[k] ?? 0, v, n),
          `${name}=${k}`,
        ).toBe(true);
  }
}

describe('highnoon odds <scenario.yaml>: encounters through odds', () => {
  it('the duel: exact winner, turns and survivors, the simulation beside them within 4 SE', () => {
    const r = cli([
      'odds',
      'scenarios/cowpoke/duel.yaml',
      '--variant',
      'standoff-initiative',
      '--sim',
      '--trials',
      '40000',
      '--seed',
      'odds-duel',
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { scenario: string; answers: Answer[] };
    expect(out.answers).toHaveLength(1);
    const [a] = out.answers;
    expect(a.variant).toBe('standoff-initiative');
    expect(a.notes![0]).toMatch(/^exact: a one-against-one stand-and-shoot duel/);
    expectAgree(a);
  });

  it('a brawl to the end (scenarios/cowpoke/fistfight.yaml), both variants, as tables', () => {
    const r = cli(['odds', 'scenarios/cowpoke/fistfight.yaml']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('fistfight (variant baseline)');
    expect(r.stdout).toContain('fistfight (variant pistol-whip)');
    expect(r.stdout.match(/note: exact: a one-against-one brawl to the end/g)).toHaveLength(2);
    expect(r.stdout).toMatch(/winner = Swede\s+0\.\d{4}\n/);
    // Nothing simulated, so metrics without an exact value are left out.
    expect(r.stdout).not.toContain('firstBlood');
    const sim = cli([
      'odds',
      'scenarios/cowpoke/fistfight.yaml',
      '--variant',
      'pistol-whip',
      '--sim',
      '--trials',
      '40000',
      '--json',
    ]);
    expect(sim.code, sim.stderr).toBe(0);
    expectAgree((JSON.parse(sim.stdout) as { answers: Answer[] }).answers[0]);
  });

  it('an encounter with no exact answer is simulated, and its note names the feature', () => {
    const r = cli([
      'odds',
      'scenarios/cowpoke/saloon-brawl.yaml',
      '--variant',
      'baseline',
      '--trials',
      '2000',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      'note: simulated only: side Cowhands has 3 characters (the exact chain covers one against one)',
    );
    expect(r.stdout).toMatch(/simulated: 2000 trials/);
  });

  it('bad input: an unknown variant, a scenario too large for odds, a bad scenario file; exit 2, nothing written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'odds-scenario-'));
    const v = cli(['odds', 'scenarios/cowpoke/duel.yaml', '--variant', 'standof-initiative']);
    expect(v.code).toBe(2);
    expect(v.stderr).toContain(
      '--variant: scenarios/cowpoke/duel.yaml has no variant "standof-initiative"',
    );
    expect(v.stderr).toContain('did you mean "standoff-initiative"');
    const big = cli(['odds', 'scenarios/cowpoke/weapons-by-range.yaml']);
    expect(big.code).toBe(2);
    expect(big.stderr).toMatch(
      /odds answers at most 24 .*highnoon run scenarios\/cowpoke\/weapons-by-range\.yaml/,
    );
    // 3 matchups × 2 variants: one variant fits, so odds says to pick one.
    const few = cli(['odds', 'scenarios/cowboys2/shot-chart-sensitivity.yaml']);
    expect(few.stderr).toContain('pick a variant with --variant');
    // 30 matchups alone exceed the limit: picking a variant would not help, so it is not offered.
    const many = join(dir, 'many.yaml');
    writeFileSync(
      many,
      'name: many\nruleset: cowpoke\nprocedure: shot\nparams: { weapon: revolver }\nsweep:\n  distance: [' +
        Array.from({ length: 30 }, (_, i) => i + 1).join(', ') +
        ']\nvariants:\n  - { name: other, options: {} }\n',
    );
    const m = cli(['odds', many], { cwd: dir });
    expect(m.code).toBe(2);
    expect(m.stderr).toContain('60 matchups × variants; odds answers at most 24');
    expect(m.stderr).not.toContain('--variant');
    const bad = join(dir, 'bad.yaml');
    writeFileSync(
      bad,
      'name: bad\nruleset: cowpoke\nprocedure: encounter\nparams:\n  sides:\n    - name: A\n      characters: [{ name: a, weapons: [revolvr] }]\n    - name: B\n      characters: [{ name: b, weapons: [revolver], x: 5 }]\n',
    );
    const b = cli(['odds', bad], { cwd: dir });
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/bad\.yaml:7:\d+: .*revolvr/);
    expect(readdirSync(dir).sort()).toEqual(['bad.yaml', 'many.yaml']);
  });

  it('run gives the brawl to the end exactly beside its simulation, in every variant', () => {
    const r = cli([
      'run',
      'scenarios/cowpoke/fistfight.yaml',
      '--trials',
      '40000',
      '--seed',
      'run-brawl',
      '--threads',
      '1',
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const results = JSON.parse(r.stdout).results as (Answer & { trials: number })[];
    expect(results).toHaveLength(2);
    for (const a of results) {
      expect(a.notes![0]).toMatch(/^exact: a one-against-one brawl to the end/);
      for (const m of Object.values(a.metrics)) if (m.simulated) m.simulated.trials ??= a.trials;
      expectAgree(a);
    }
  });

  it('odds --help and run --help say when an encounter is exact and how to ask', () => {
    expect(cli(['run', '--help']).stdout).toMatch(/duel or brawl to the end/);
    const r = cli(['odds', '--help']);
    expect(r.stdout).toContain('highnoon odds <scenario.yaml>');
    expect(r.stdout).toMatch(/duel .*\n?.*brawl to the end/);
  });
});
