import { runCli, type CommandLoaders } from './program.ts';

/**
 * Commands load on demand: `odds` must answer in a fraction of a second, so it should not
 * pay for the worker pool, vega or arquero that `run` and `bench` bring in.
 */
const COMMANDS: Required<CommandLoaders> = {
  odds: async (words) => (await import('./odds.ts')).oddsCommand(words),
  run: async () => (await import('./run.ts')).runCommand(),
  verify: async () => (await import('./verify.ts')).verifyCommand(),
  list: async () => (await import('./list.ts')).listCommand(() => import('./list-details.ts')),
  schema: async () => (await import('./schema.ts')).schemaCommand(),
  bench: async () => (await import('./bench.ts')).benchCommand(),
  web: async () => (await import('./web.ts')).webCommand(),
  balance: async () => (await import('./balance.ts')).balanceCommand(),
  worker: async () => (await import('./worker.ts')).workerCommand(),
};

/** Runs the CLI, every command available, and returns the exit code (see exit.ts). */
export const main = (argv: string[]): Promise<number> => runCli(argv, COMMANDS);
