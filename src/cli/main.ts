import { Command, CommanderError } from 'commander';
import { InputError } from './errors.ts';
import { listCommand } from './list.ts';
import { oddsCommand } from './odds.ts';

export const EXIT = { ok: 0, claimFailed: 1, badInput: 2 } as const;

export function program(): Command {
  const prog = new Command('highnoon')
    .description('Exact odds and Monte Carlo simulation for Wild West skirmish wargames')
    .version('0.1.0')
    .addCommand(oddsCommand())
    .addCommand(listCommand());
  const strict = (cmd: Command) => {
    cmd.exitOverride().showSuggestionAfterError(true);
    // One line per problem: commander puts its suggestion on a line of its own.
    cmd.configureOutput({
      outputError: (s, write) => write(s.replace(/^error: /, 'highnoon: ').replace(/\n\(Did you mean (.*)\?\)/, ' (did you mean $1?)')),
    });
    cmd.commands.forEach(strict);
  };
  strict(prog);
  return prog;
}

/** Runs the CLI and returns the exit code: 0 ok, 1 a claim failed, 2 bad input. */
export async function main(argv: string[]): Promise<number> {
  try {
    await program().parseAsync(argv);
    return EXIT.ok;
  } catch (e) {
    if (e instanceof InputError) {
      for (const p of e.problems) process.stderr.write(`highnoon: ${p}\n`);
      return EXIT.badInput;
    }
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return EXIT.ok;
      return EXIT.badInput;
    }
    throw e;
  }
}
