import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, scenarios/ and docs/: two levels above this file when it
 * runs from src/core/ (tests, tsx), one above the compiled bundle in dist/, which is flat.
 */
export const PACKAGE_ROOT = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../..' : '..', import.meta.url),
);

/** Whether this code runs from the TypeScript sources rather than the compiled dist/. */
export const FROM_SOURCES = import.meta.url.endsWith('.ts');
