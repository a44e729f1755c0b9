import { readFileSync } from 'node:fs';

/** The tool version, from package.json (one place to bump). */
export const VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
