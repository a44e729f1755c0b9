import { Command, CommanderError } from 'commander';
import { InputError } from '../core/errors.ts';
import { EXIT } from '../core/exit.ts';
import { VERSION } from '../core/version.ts';
import { COMMAND_SUMMARIES } from './commands.ts';
import { EXIT_CODES_HELP } from './exit-help.ts';
import {
  catchSignals,
  interruptionReport,
  removeTemporaries,
  signalExitCode,
} from './interrupt.ts';

export type CommandName = keyof typeof COMMAND_SUMMARIES;

/**
 * How to load each command's module, given the words after its name. A command missing here
 * is listed from its summary alone: the quick bundles (quick/*.ts) carry one loader or none.
 */
export type CommandLoaders = Partial<Record<CommandName, (words: string[]) => Promise<Command>>>;

export async function program(argv: string[], loaders: CommandLoaders): Promise<Command> {
  const prog = new Command('highnoon')
    .description('Exact odds and Monte Carlo simulation for Wild West skirmish wargames')
    .version(VERSION)
    .addHelpText(
      'after',
      "\nEvery ruleset's procedures, flags and options: `highnoon list <ruleset>`, or docs/rulesets/<ruleset>.md in the package.\n\n" +
        EXIT_CODES_HELP,
    );
  // Only the command asked for is loaded; the overview lists the others from their summaries.
  const wanted = argv[2] === 'help' ? argv[3] : argv[2];
  for (const [name, s] of Object.entries(COMMAND_SUMMARIES)) {
    const load = loaders[name as CommandName];
    if (name === wanted && load) prog.addCommand(await load(argv.slice(argv.indexOf(name) + 1)));
    else {
      const stub = new Command(name).description(s.description);
      if (s.args) stub.argument(s.args);
      prog.addCommand(stub);
    }
  }
  const strict = (cmd: Command) => {
    cmd.exitOverride().showSuggestionAfterError(true);
    // One line per problem: commander puts its suggestion on a line of its own.
    cmd.configureOutput({
      outputError: (s, write) =>
        write(
          s
            .replace(/^error: /, 'highnoon: ')
            .replace(/\n\(Did you mean (.*)\?\)/, ' (did you mean $1?)'),
        ),
    });
    cmd.commands.forEach(strict);
  };
  strict(prog);
  return prog;
}

/** Runs the CLI with these commands and returns the exit code (see exit.ts). */
export async function runCli(argv: string[], loaders: CommandLoaders): Promise<number> {
  // Commands that work for a while or write files stop cleanly on a signal from the start.
  const release = ['run', 'verify', 'balance', 'web'].includes(argv[2]) ? catchSignals() : () => {};
  try {
    await (await program(argv, loaders)).parseAsync(argv);
    return Number(process.exitCode ?? EXIT.ok);
  } catch (e) {
    if (e instanceof InputError) {
      for (const p of e.problems) process.stderr.write(`highnoon: ${p}\n`);
      return EXIT.badInput;
    }
    if (e instanceof CommanderError) {
      // Help asked for is success; help shown because no command was given is a refusal.
      if (
        e.code === 'commander.helpDisplayed' ||
        e.code === 'commander.version' ||
        e.code === 'commander.help'
      )
        return e.exitCode === 0 ? EXIT.ok : EXIT.badInput;
      return EXIT.badInput;
    }
    if ((e as Error).name === 'RunAborted') {
      removeTemporaries();
      process.stderr.write(`highnoon: ${interruptionReport()}\n`);
      return signalExitCode();
    }
    removeTemporaries();
    process.stderr.write(`highnoon: the run failed: ${(e as Error).message}\n`);
    return EXIT.runFailed;
  } finally {
    release();
  }
}
