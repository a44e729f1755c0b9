import { Command } from 'commander';
import { CATALOG } from '../rulesets/summaries.ts';
import { COMMAND_SUMMARIES } from './commands.ts';

/** What `list <ruleset>` and `list --json` need: the rulesets themselves (list-details.ts). */
export type ListDetails = () => Promise<typeof import('./list-details.ts')>;

/**
 * The list command. Its overview needs only the rulesets' summaries; `details` loads the rest,
 * so that the quick bundle of the bare `highnoon list` (quick/list.ts) carries no ruleset.
 */
export function listCommand(details: ListDetails): Command {
  return new Command('list')
    .argument('[ruleset]', 'one ruleset to describe in full')
    .description(COMMAND_SUMMARIES.list.description)
    .addHelpText(
      'after',
      '\nExamples:\n  highnoon list                 the rulesets and their procedures\n  highnoon list cowpoke         every flag (with its YAML name) and every option of Cowpoke\n  highnoon list cowpoke --json  the same as JSON',
    )
    .option(
      '--json',
      "print the rulesets, their procedures' fields and their options as JSON (the library's rulesets())",
    )
    .action(async (id: string | undefined, f: { json?: boolean }) => {
      if (f.json || id) {
        await (await details()).printDetails(id, Boolean(f.json));
        return;
      }
      const lines = CATALOG.flatMap((r) => [
        `${r.id.padEnd(10)} ${r.title}  (procedures: ${r.procedures.map((p) => p.id).join(', ')})`,
        ...(r.description ? [`${''.padEnd(10)} ${r.description}`] : []),
        ...(r.absent ?? []).map((a) => `${''.padEnd(10)} absent: ${a.rule}: ${a.reason}`),
      ]);
      lines.push('', 'Run `highnoon list <ruleset>` for parameters and options.');
      process.stdout.write(lines.join('\n') + '\n');
    });
}
