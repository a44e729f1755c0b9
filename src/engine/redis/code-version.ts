import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../../core/version.ts';

/** The folders whose code decides a chunk's numbers: the sources (or their build) and the thread entry. */
const CODE = fileURLToPath(new URL('../..', import.meta.url));
const WORKERS = fileURLToPath(new URL('../../../workers', import.meta.url));

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
  for (const root of [CODE, WORKERS])
    for (const file of files(root)) h.update(`\0${relative(root, file)}\0`).update(readFileSync(file));
  cached = h.digest('hex').slice(0, 12);
  return cached;
}
