// Compiles highnoon to dist/ (`npm run build`; `npm ci` runs it through `prepare`):
// - dist/cli.mjs, dist/index.mjs (the library) and dist/worker.mjs (the piscina worker),
//   bundled by esbuild with shared chunks, so that nothing is transpiled at run time and a
//   command loads a handful of files instead of a hundred modules;
// - dist/quick-*.cjs, `odds`, `list` and help each in one CommonJS script, with V8 code caches
//   (see bin/highnoon.cjs), so that the commands a person waits for start close to a bare node;
// - dist/web/page.js and dist/web/worker.js, the odds page's browser bundles;
// - dist/types/, the library's declarations, by tsc (esbuild does not write types).
// Pass --no-types to skip the declarations (the tests' quick rebuild).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const withTypes = !process.argv.includes('--no-types');
// Built beside dist/ and renamed into place, so a reader never sees half a build.
const out = join(ROOT, `dist.tmp-${process.pid}`);
rmSync(out, { recursive: true, force: true });

const EXTERNAL = ['piscina', 'vega', 'vega-lite', 'arquero', 'cli-progress', 'bullmq', 'ioredis'];
// zod registers its error messages in English only, yet its index pulls in every locale (about
// half of zod's bundled size); the odds path loads zod, so the bundle keeps English alone.
const englishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onLoad({ filter: /zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (a) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(a.path),
    }));
  },
};
// commander loads child_process for subcommands that are separate executables, which highnoon
// does not have; loading it (with net, streams and more) cost every command several
// milliseconds. It is loaded on first use instead.
const lazyChildProcess = {
  name: 'commander-lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^node:child_process$/ }, (a) =>
      /[\\/]commander[\\/]/.test(a.importer)
        ? { path: 'child_process', namespace: 'lazy' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      contents:
        "module.exports = new Proxy({}, { get: (_, k) => require('node:child_process')[k] });",
    }));
  },
};
// An ESM import of a Node module builds a facade that reads every export, and node:fs's
// stream getters then load all of Node's streams: several milliseconds of every start. Node's
// modules are therefore required (through the banner's require), which reads only what is used.
const builtinsByRequire = {
  name: 'builtins-by-require',
  setup(b) {
    // One wrapper per importing file, so that it lands in its importer's chunk instead of a
    // chunk of its own (each chunk is one more file for a command to load).
    b.onResolve({ filter: /^(node:)?[a-z_/]+$/ }, (a) =>
      a.namespace !== 'builtin' && isBuiltin(a.path)
        ? { path: `${a.path}#${a.importer}`, namespace: 'builtin' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'builtin' }, (a) => ({
      contents: `module.exports = require(${JSON.stringify(a.path.slice(0, a.path.indexOf('#')))});`,
    }));
  },
};
const common = {
  bundle: true,
  target: 'node20',
  logLevel: 'warning',
  legalComments: 'none',
  minify: true,
  keepNames: false,
  sourcemap: 'linked',
  metafile: true,
};
const node = await build({
  ...common,
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts', worker: 'workers/chunk-worker.ts' },
  absWorkingDir: ROOT,
  outdir: out,
  platform: 'node',
  format: 'esm',
  splitting: true,
  // Small pure-JS dependencies are bundled (one file loads far faster than dozens); the heavy
  // ones that only `run`, reports and `bench` need, and piscina (which starts worker files by
  // path), stay in node_modules.
  external: EXTERNAL,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunk-[hash]',
  // Bundled CommonJS dependencies (commander) call require for Node's modules.
  banner: {
    js: "import { createRequire as __hnRequire } from 'node:module'; const require = __hnRequire(import.meta.url);",
  },
  plugins: [englishOnly, lazyChildProcess, builtinsByRequire],
});
// The quick bundles and their code caches (see bin/highnoon.cjs). Each bundle's first line
// names the build, and names the caches made for it.
const bin = join(ROOT, 'bin/highnoon.cjs');
const { QUICK } = createRequire(import.meta.url)(bin);
const buildId = `${Date.now().toString(36)}-${process.pid}`;
const quick = await build({
  ...common,
  entryPoints: Object.fromEntries(
    Object.keys(QUICK).map((q) => [`quick-${q}`, `src/cli/quick/${q}.ts`]),
  ),
  absWorkingDir: ROOT,
  outdir: out,
  platform: 'node',
  format: 'cjs',
  external: EXTERNAL,
  outExtension: { '.js': '.cjs' },
  // package-root.ts finds the package from import.meta.url, which a script has not.
  define: { 'import.meta.url': '__hnUrl' },
  banner: {
    js: `//${buildId}\n"use strict";var __hnUrl=require("node:url").pathToFileURL(__filename).href;`,
  },
  plugins: [englishOnly, lazyChildProcess],
});
// Each cache made by a fresh node, as the bin runs (flags in NODE_OPTIONS would make V8 refuse
// it).
for (const name of Object.keys(QUICK))
  execFileSync(
    process.execPath,
    [
      '-e',
      'require(process.argv[1]).writeCodeCache(process.argv[2], process.argv[3])',
      bin,
      out + '/',
      name,
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '' } },
  );
const web = await build({
  ...common,
  entryPoints: { page: 'src/web/page.ts', worker: 'src/web/sim-worker.ts' },
  absWorkingDir: ROOT,
  outdir: join(out, 'web'),
  platform: 'browser',
  format: 'iife',
  target: 'chrome110',
  sourcemap: false,
  plugins: [englishOnly],
});

// What each worker thread starts, as it is (executor.ts, THREAD_ENTRY).
copyFileSync(join(ROOT, 'workers/esm-entry.cjs'), join(out, 'worker-entry.cjs'));

// The inputs, so that bin/highnoon.cjs can tell a checkout's build from stale sources.
const inputs = new Set([
  ...[node, quick, web]
    .flatMap((b) => Object.keys(b.metafile.inputs))
    .filter((f) => /^(src|workers)\//.test(f)),
  'workers/esm-entry.cjs',
]);
writeFileSync(
  join(out, 'inputs.json'),
  JSON.stringify({ built: Date.now(), inputs: [...inputs].sort() }) + '\n',
);

if (withTypes) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.build.json', '--outDir', join(out, 'types')],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

// Keep the previous declarations when only the bundles were rebuilt.
if (!withTypes) {
  try {
    renameSync(join(DIST, 'types'), join(out, 'types'));
  } catch {}
}
rmSync(`${DIST}.old-${process.pid}`, { recursive: true, force: true });
try {
  renameSync(DIST, `${DIST}.old-${process.pid}`);
} catch {}
renameSync(out, DIST);
rmSync(`${DIST}.old-${process.pid}`, { recursive: true, force: true });
process.stdout.write(
  `build: ${readdirSync(DIST).length} entries in ${relative(process.cwd(), DIST) || DIST}${withTypes ? '' : ' (bundles only)'}\n`,
);
