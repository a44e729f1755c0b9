import { runCli } from '../program.ts';

/**
 * dist/quick-help.cjs: the overview (`highnoon`, `--help`, `help`, `--version`) with no command
 * loaded, which is commander and a page of text. See bin/highnoon.cjs.
 */
export const main = (argv: string[]): Promise<number> => runCli(argv, {});
