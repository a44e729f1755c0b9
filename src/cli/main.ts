import { Command, CommanderError } from 'commander';
import { InputError } from './errors.ts';
import { listCommand } from './list.ts';
import { oddsCommand } from './odds.ts';
import { EXIT } from './exit.ts';
import { runCommand } from './run.ts';
import { verifyCommand } from './verify.ts';
import { schemaCommand } from './schema.ts';
import { RunAborted } from '../engine/run.ts';


export function program(): Command {
  const prog = new Command('highnoon')
    .description('Exact odds and Monte Carlo simulation for Wild West skirmish wargames')
    .version('0.1.0')
    .addCommand(oddsCommand())
    .addCommand(runCommand())
    .addCommand(verifyCommand())
    .addCommand(listCommand())
    .addCommand(schemaCommand());
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

/** Runs the CLI and returns the exit code (see exit.ts). */
export async function main(argv: string[]): Promise<number> {
  try {
    await program().parseAsync(argv);
    return Number(process.exitCode ?? EXIT.ok);
  } catch (e) {
    if (e instanceof InputError) {
      for (const p of e.problems) process.stderr.write(`highnoon: ${p}\n`);
      return EXIT.badInput;
    }
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return EXIT.ok;
      return EXIT.badInput;
    }
    if (e instanceof RunAborted) return EXIT.interrupted;
    process.stderr.write(`highnoon: the run failed: ${(e as Error).message}\n`);
    return EXIT.runFailed;
  }
}
