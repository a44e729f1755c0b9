import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PACKAGE_ROOT } from '../../core/package-root.ts';
import { VERSION } from '../../core/version.ts';

/**
 * The folders whose code decides a chunk's numbers: in a checkout the sources and the thread
 * entry (its build runs only while it matches them, so compiled and source runs agree);
 * in an installed package, the build.
 */
const CODE = existsSync(join(PACKAGE_ROOT, 'src'))
  ? [join(PACKAGE_ROOT, 'src'), join(PACKAGE_ROOT, 'workers')]
  : [join(PACKAGE_ROOT, 'dist')];

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|mts|js|mjs|cjs)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

let cached: string | undefined;

/**
 * A hash of the package version and every source file: two processes agree on it exactly when
 * they would compute the same numbers from the same chunk. The queue and every stored result
 * are keyed by it, so results of edited code are never mixed with others.
 */
export function codeVersion(): string {
  if (cached) return cached;
  const h = createHash('sha256').update(VERSION);
  for (const root of CODE)
    for (const file of files(root))
      h.update(`\0${relative(root, file)}\0`).update(readFileSync(file));
  cached = h.digest('hex').slice(0, 12);
  return cached;
}
