import { listCommand } from '../list.ts';
import { runCli } from '../program.ts';

/**
 * dist/quick-list.cjs: the bare `highnoon list`, the overview from the rulesets' summaries.
 * bin/highnoon.cjs sends it nothing else (`list cowpoke`, `list --json` and `list --help` run
 * from dist/cli.mjs), so it bundles no ruleset and its details are never asked for.
 */
export const main = (argv: string[]): Promise<number> =>
  runCli(argv, {
    list: async () =>
      listCommand(() => {
        throw new Error('the quick list answers the bare `highnoon list` only');
      }),
  });
