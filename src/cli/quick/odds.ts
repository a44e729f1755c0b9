import { oddsCommand } from '../odds.ts';
import { runCli } from '../program.ts';

/** dist/quick-odds.cjs: `highnoon odds` and its help, alone. See bin/highnoon.cjs. */
export const main = (argv: string[]): Promise<number> =>
  runCli(argv, { odds: async (words) => oddsCommand(words) });
