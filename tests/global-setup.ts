import { execFileSync } from 'node:child_process';
import { ROOT } from './helpers.ts';

/**
 * The CLI tests run bin/highnoon.cjs, which runs the compiled dist/: rebuild the bundles first
 * (about a second; the declarations are left to `npm run build`), so that the tests always
 * exercise the current sources as compiled.
 */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--no-types'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
