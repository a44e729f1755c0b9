import { Command } from 'commander';
import { scenarioJsonSchema } from '../scenario/json-schema.ts';
import { COMMAND_SUMMARIES } from './commands.ts';

export function schemaCommand(): Command {
  return new Command('schema')
    .description(COMMAND_SUMMARIES.schema.description)
    .addHelpText(
      'after',
      '\nExample:\n  highnoon schema > scenario.schema.json\n\nThe same schema is docs/scenario.schema.json in the repository.',
    )
    .action(() => {
      process.stdout.write(JSON.stringify(scenarioJsonSchema(), null, 2) + '\n');
    });
}
