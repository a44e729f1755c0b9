import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, ROOT } from '../helpers.ts';

/**
 * `odds`, the bare `list` and help start from the quick bundles and their V8 code caches
 * (bin/highnoon.cjs); every answer must be the one the full CLI (dist/cli.mjs) gives, and a
 * missing or refused cache, or a stale build, must change nothing but the time.
 */
const BIN = join(ROOT, 'bin/highnoon.cjs');
const { QUICK, quickBundle } = createRequire(import.meta.url)(BIN) as {
  QUICK: Record<string, string[]>;
  quickBundle: (words: string[]) => string | undefined;
};

/** The full CLI, dist/cli.mjs, as the bin runs it for every command that is not quick. */
function full(words: string[]) {
  const r = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { main } = await import(${JSON.stringify(join(ROOT, 'dist/cli.mjs'))}); process.exitCode = await main(process.argv);`,
      'highnoon',
      ...words,
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
  );
  return { stdout: r.stdout, stderr: r.stderr, code: r.status ?? -1 };
}

/** Runs a bin (this checkout's or a copy's) and returns its output and exit code. */
function run(bin: string, words: string[]) {
  const r = spawnSync(process.execPath, [bin, ...words], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status ?? -1 };
}

const ODDS = ['odds', 'cowpoke', 'shot', '--weapon', 'revolver', '--range', 'medium', '--aim'];

describe('the quick start', () => {
  it('sends odds, the bare list and the overview help to their bundles, and nothing else', () => {
    const cases: [string[], string | undefined][] = [
      [[], 'help'],
      [['--help'], 'help'],
      [['-h'], 'help'],
      [['--version'], 'help'],
      [['-V'], 'help'],
      [['help'], 'help'],
      [['--help', 'run'], 'help'], // the root's help, as in the full CLI
      [['odds'], 'odds'],
      [ODDS, 'odds'],
      [['odds', 'scenarios/cowpoke/duel.yaml'], 'odds'],
      [['help', 'odds'], 'odds'],
      [['list'], 'list'],
      [['list', 'cowpoke'], undefined], // loads a ruleset: the quick list has none
      [['list', '--json'], undefined],
      [['list', '--help'], undefined],
      [['help', 'list'], undefined],
      [['help', 'run'], undefined],
      [['run', 'scenarios/cowpoke/duel.yaml'], undefined],
      [['lsit'], undefined],
    ];
    for (const [words, bundle] of cases)
      expect([words, quickBundle(words)]).toEqual([words, bundle]);
  });

  it('answers as the full CLI does, output and exit code, errors included', () => {
    const cases = [
      [],
      ['--help'],
      ['--version'],
      ['help', 'odds'],
      ['list'],
      ODDS,
      [...ODDS, '--json'],
      ['odds', 'cowpoke', 'shot', '--weapon', 'revolverr'],
      ['odds', 'nope', 'shot'],
      ['odds', 'scenarios/cowpoke/duel.yaml'],
    ];
    for (const words of cases) {
      expect(quickBundle(words)).toBeDefined();
      expect({ words, ...cli(words) }).toEqual({ words, ...full(words) });
    }
  });

  it("runs the same from the bin's former path, bin/highnoon.mjs", () => {
    for (const words of [['list'], ODDS, ['run', '--help']])
      expect(run(join(ROOT, 'bin/highnoon.mjs'), words)).toEqual(cli(words));
  });

  it('has a code cache for each bundle that a fresh node accepts', () => {
    for (const name of Object.keys(QUICK)) {
      const r = spawnSync(
        process.execPath,
        [
          '-e',
          'const q = require(process.argv[1]).loadQuick(process.argv[2], process.argv[3]); process.stdout.write(String(q.script.cachedDataRejected))',
          BIN,
          join(ROOT, 'dist/'),
          name,
        ],
        { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
      );
      // V8 sets cachedDataRejected only when it was given a cache: false means one was used.
      expect([name, r.stdout]).toEqual([name, 'false']);
    }
  });
});

describe('a copy of the package', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** The package as installed (no sources), or as a checkout whose sources are newer. */
  function copy(withSources: boolean): string {
    const dir = mkdtempSync(join(tmpdir(), 'hn-quick-'));
    copies.push(dir);
    for (const part of ['bin', 'dist', 'package.json', ...(withSources ? ['src'] : [])])
      cpSync(join(ROOT, part), join(dir, part), {
        recursive: true,
        filter: (f) => !f.endsWith('.map'),
      });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    return dir;
  }
  const caches = (dir: string) =>
    readdirSync(join(dir, 'dist'))
      .filter((f) => f.endsWith('.v8cache'))
      .map((f) => join(dir, 'dist', f));

  it('answers the same when V8 refuses its caches or they are gone', () => {
    const dir = copy(false);
    const want = cli(ODDS);
    expect(want.code).toBe(0);
    expect(run(join(dir, 'bin/highnoon.cjs'), ODDS)).toEqual(want);
    for (const f of caches(dir)) writeFileSync(f, Buffer.alloc(4096, 7)); // not a code cache
    expect(run(join(dir, 'bin/highnoon.cjs'), ODDS)).toEqual(want);
    expect(run(join(dir, 'bin/highnoon.cjs'), ['list'])).toEqual(cli(['list']));
    caches(dir).forEach(unlinkSync);
    expect(run(join(dir, 'bin/highnoon.cjs'), ODDS)).toEqual(want);
  });

  it('runs the sources, not the quick bundles, when they are newer than the build', () => {
    const dir = copy(true); // copied now: every source is newer than the build
    for (const f of readdirSync(join(dir, 'dist')).filter((f) => f.startsWith('quick-')))
      unlinkSync(join(dir, 'dist', f));
    expect(run(join(dir, 'bin/highnoon.cjs'), ODDS)).toEqual(cli(ODDS));
  });
});
