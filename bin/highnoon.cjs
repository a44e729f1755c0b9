#!/usr/bin/env node
// Runs the compiled CLI in dist/ (`npm run build`, which `npm ci` runs as `prepare`). In a
// checkout whose sources changed after the last build, runs the sources through tsx instead, so
// that a stale build never answers; `npm run build` makes it fast again.
//
// CommonJS, not a module: an ES module entry starts Node's module loader, whose asynchronous
// file reads cost several milliseconds of every start (more on a busy machine). `odds`, `list`
// and help run from quick bundles, each one script compiled from the V8 code cache that the
// build made for it, so that they start close to a bare node; the others import dist/cli.mjs.
'use strict';
const { existsSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..') + '/';

function buildIsCurrent() {
  const stamp = root + 'dist/inputs.json';
  if (!existsSync(stamp)) return false;
  if (!existsSync(root + 'src/')) return true; // an installed package has no sources
  const { built, inputs } = JSON.parse(readFileSync(stamp, 'utf8'));
  // A new source file is not in the stamp: its folder's time changes when it is added.
  const folders = new Set(inputs.map((f) => f.slice(0, f.lastIndexOf('/') + 1)));
  for (const f of [...inputs, ...folders]) {
    const s = statSync(root + f, { throwIfNoEntry: false });
    if (!s || s.mtimeMs > built) return false;
  }
  return true;
}

/**
 * The quick bundles: the commands a person types and waits for, each bundled alone into one
 * script, dist/quick-<name>.cjs (from src/cli/quick/<name>.ts), with the words its code cache is
 * made from. A script, not a module: node compiles a script from a code cache (vm.Script's
 * cachedData), which Node 20 offers for no ES module. One bundle per command, because a cache
 * is read whole and holds every function of its script: help's is a fraction of odds'.
 */
const QUICK = {
  help: ['--help'],
  list: ['list'],
  odds: ['odds', 'cowpoke', 'shot', '--weapon', 'revolver', '--range', 'short'],
};

/** Which quick bundle answers these words, if one does; the others run from dist/cli.mjs. */
function quickBundle(words) {
  const [first, second] = words;
  if (first === 'help')
    return second === undefined ? 'help' : second === 'odds' ? 'odds' : undefined;
  if (first === 'odds') return 'odds';
  // The quick list is the overview alone: `list cowpoke` and `list --json` load rulesets.
  if (first === 'list') return words.length === 1 ? 'list' : undefined;
  return [undefined, '--help', '-h', '--version', '-V'].includes(first) ? 'help' : undefined;
}

/**
 * Compiles dist/quick-<name>.cjs (in `dist`; named `file` in stack traces) with its code cache
 * if there is one, runs its top level, and returns its exports and the compiled script. Its
 * first line names its build, and its cache is only ever read from a file of that name, so a
 * cache never meets a bundle it was not made from (V8 checks little more than the source's
 * length); a cache that V8 refuses (another node, other flags) only means compiling from the
 * source.
 */
function loadQuick(dist, name, file = `${dist}quick-${name}.cjs`) {
  const vm = require('node:vm');
  const Module = require('node:module');
  const source = readFileSync(`${dist}quick-${name}.cjs`, 'utf8');
  const cacheFile = `${dist}quick-${name}-${source.slice(2, source.indexOf('\n'))}.v8cache`;
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const script = new vm.Script(Module.wrap(source), { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, Module.createRequire(file), module, file, dist);
  return { main: module.exports.main, script, cacheFile };
}

/**
 * Makes a quick bundle's code cache (the build runs this in a fresh node for each): runs its
 * words with the output discarded, so that the cache holds the functions they compile as well
 * as the script's top level, then writes it.
 */
async function writeCodeCache(dist, name) {
  // Named as it will be once the build is in place: a cached script keeps the name it had.
  const { main, script, cacheFile } = loadQuick(dist, name, `${root}dist/quick-${name}.cjs`);
  const { stdout, stderr } = process;
  const write = [stdout.write, stderr.write];
  stdout.write = stderr.write = () => true;
  try {
    await main([process.execPath, 'highnoon', ...QUICK[name]]);
  } finally {
    [stdout.write, stderr.write] = write;
    process.exitCode = 0;
  }
  writeFileSync(cacheFile, script.createCachedData());
}

async function start(argv) {
  // A reader that stops early (`highnoon --help | head`) closes the pipe: the rest of the
  // output is unwanted, not an error. The command still finishes, so that files it writes
  // are complete and its exit code is its own.
  process.stdout.on('error', (e) => {
    if (e.code !== 'EPIPE') throw e;
    process.stdout.write = () => true;
  });
  let main;
  if (!buildIsCurrent()) {
    const { pathToFileURL } = require('node:url');
    const { register } = await import('tsx/esm/api');
    register();
    ({ main } = await import(pathToFileURL(root + 'src/cli/main.ts').href));
  } else if (quickBundle(argv.slice(2)))
    ({ main } = loadQuick(root + 'dist/', quickBundle(argv.slice(2))));
  else {
    const { pathToFileURL } = require('node:url');
    ({ main } = await import(pathToFileURL(root + 'dist/cli.mjs').href));
  }
  process.exitCode = await main(argv);
  // A failed run (exit 3) has said everything it will say; a connection to a Redis that is gone
  // may still be retrying in the background, and must not keep the process alive. Standard
  // error is a pipe or a file here, written synchronously, so nothing is cut off.
  if (process.exitCode === 3) process.exit(3);
}

if (require.main === module) start(process.argv);
else module.exports = { QUICK, quickBundle, loadQuick, writeCodeCache, start };
