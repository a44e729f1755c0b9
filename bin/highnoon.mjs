#!/usr/bin/env node
// Runs the compiled CLI in dist/ (`npm run build`, which `npm ci` runs as `prepare`). In a
// checkout whose sources changed after the last build, runs the sources through tsx instead, so
// that a stale build never answers; `npm run build` makes it fast again.
import { createRequire } from 'node:module';

// Required, not imported: an ESM import of node:fs reads every export, and its stream getters
// load all of Node's streams, several milliseconds of every start.
const require = createRequire(import.meta.url);
const { existsSync, readFileSync, statSync } = require('node:fs');
const { fileURLToPath } = require('node:url');

// Paths as strings: a URL per file made the check below cost several milliseconds a start.
const root = fileURLToPath(new URL('../', import.meta.url));

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

let main;
if (buildIsCurrent()) ({ main } = await import('../dist/cli.mjs'));
else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli/main.ts'));
}
process.exitCode = await main(process.argv);
// A failed run (exit 3) has said everything it will say; a connection to a Redis that is gone
// may still be retrying in the background, and must not keep the process alive. Standard
// error is a pipe or a file here, written synchronously, so nothing is cut off.
if (process.exitCode === 3) process.exit(3);
