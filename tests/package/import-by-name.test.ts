import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, ROOT } from '../helpers.ts';

/**
 * A scratch project that depends on highnoon as a user's would: the package as `npm pack`
 * makes it (which runs `prepare`, the full build with declarations), unpacked into the
 * project's node_modules/highnoon. Its dependencies are linked from this checkout's
 * node_modules rather than downloaded, so the test needs no network.
 */
let scratch: string;
let out: any; // what the user's program printed

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'hn-user-'));
  const packed = npm(['pack', '--silent', '--pack-destination', scratch], ROOT)
    .trim()
    .split('\n')
    .pop()!;
  const modules = join(scratch, 'node_modules');
  mkdirSync(join(modules, 'highnoon'), { recursive: true });
  execFileSync('tar', [
    '-xzf',
    join(scratch, packed),
    '-C',
    join(modules, 'highnoon'),
    '--strip-components=1',
  ]);
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name.startsWith('.')) continue;
    symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
  }
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({
      name: 'scratch',
      private: true,
      type: 'module',
      dependencies: { highnoon: `file:${packed}` },
    }),
  );
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        skipLibCheck: true,
        types: ['node'],
        typeRoots: [join(ROOT, 'node_modules/@types')],
      },
      files: ['use.ts'],
    }),
  );
  // The user's program: typed against the package's declarations, compiled, then run by node.
  writeFileSync(
    join(scratch, 'use.ts'),
    `import { odds, rulesets, loadScenario, runScenario, verify, InputError, type OddsJson, type RunResult } from 'highnoon';

const shot: OddsJson = odds('cowpoke', 'shot', { weapon: 'revolver', range: 'medium', aim: true, cover: 'wood' });
const draw = odds('sixgun', 'draw', { aRep: 5, aProfession: 'gunfighter', bRep: 5, bProfession: 'cowboy' });
let error = '';
try {
  odds('cowpoke', 'shot', { weapon: 'revolvr', range: 'medium' });
} catch (e) {
  if (e instanceof InputError) error = e.problems.join('\\n');
}
const scenario = loadScenario('node_modules/highnoon/scenarios/cowpoke/published-claims.yaml');
const run: RunResult = await runScenario(scenario, { trials: 4000, threads: 1, seed: 'lib' });
const checked = await verify('node_modules/highnoon/scenarios/cowpoke/published-claims.yaml', { trials: 4000, threads: 1 });
const cowpoke = rulesets().find((r) => r.id === 'cowpoke')!;
process.stdout.write(JSON.stringify({
  shot, draw, error, run,
  verdicts: checked.claims.map((c) => c.verdict),
  rulesets: rulesets().map((r) => r.id),
  weaponValues: cowpoke.procedures.find((p) => p.id === 'shot')!.fields.weapon,
  toughDefault: cowpoke.options['tough.mode']?.default,
}));
`,
  );
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', scratch], {
    cwd: scratch,
    stdio: 'pipe',
  });
  out = JSON.parse(execFileSync(process.execPath, ['use.js'], { cwd: scratch, encoding: 'utf8' }));
}, 240_000);

describe("import { odds } from 'highnoon' in another project", () => {
  it('type-checks against the shipped declarations and answers as the CLI does', () => {
    const cliShot = JSON.parse(
      cli([
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
        '--json',
      ]).stdout,
    );
    expect(out.shot).toEqual(cliShot);
    const cliDraw = JSON.parse(
      cli([
        'odds',
        'sixgun',
        'draw',
        '--a-rep',
        '5',
        '--a-profession',
        'gunfighter',
        '--b-rep',
        '5',
        '--b-profession',
        'cowboy',
        '--json',
      ]).stdout,
    );
    expect(out.draw).toEqual(cliDraw);
    expect(out.error).toMatch(
      /^params\.weapon: unknown weapon "revolvr" \(did you mean "revolver"\?\)/,
    );
    expect(out.rulesets).toEqual(
      JSON.parse(cli(['list', '--json']).stdout).map((r: { id: string }) => r.id),
    );
    expect(out.weaponValues.values).toContain('lever-action');
    expect(out.toughDefault).toBeDefined();
    expect(out.verdicts.length).toBeGreaterThan(0);
    expect(out.verdicts).not.toContain('fail');
  });

  it('runScenario gives the numbers of `run --json` for the same seed and trials', () => {
    const r = cli([
      'run',
      'scenarios/cowpoke/published-claims.yaml',
      '--trials',
      '4000',
      '--threads',
      '2',
      '--seed',
      'lib',
      '--json',
    ]);
    expect(out.run).toEqual(JSON.parse(r.stdout));
  });
});
