import { Command } from 'commander';
import { claimsText, uncheckableText } from '../report/text.ts';
import { runScenarios, type RunFlags } from './run.ts';
import { EXIT } from '../core/exit.ts';
import { InputError } from '../core/errors.ts';
import { COMMAND_SUMMARIES } from './commands.ts';

export function verifyCommand(): Command {
  return new Command('verify')
    .argument('<scenarios...>', 'scenario files with claims')
    .description(COMMAND_SUMMARIES.verify.description)
    .option('--trials <n>', 'trials per matchup for claims without an exact value')
    .option('--precision <p>', "run until every probability's 95% half-width is at most p")
    .option('--seed <seed>', 'seed (overrides the files)')
    .option('--threads <n>', 'worker threads (default: all cores)')
    .option(
      '--redis [url]',
      'run the chunks on `highnoon worker` processes through this Redis server (default URL: $HIGHNOON_REDIS_URL)',
    )
    .option('--json', 'print the verdicts as JSON')
    .option('--max-points <n>', 'the most matchups a sweep may expand to (default 1,000,000)')
    .option('--oversubscribe', 'allow more --threads than cores (up to 64)')
    .option(
      '--chunk-timeout <s>',
      'seconds a chunk may take before it is retried once, then fails the run',
    )
    .addHelpText('after', '\nExample:\n  highnoon verify scenarios/cowpoke/published-claims.yaml')
    .action(async (files: string[], f: RunFlags) => {
      const runs = await runScenarios(files, f);
      const empty = runs.filter((r) => r.result.claims.length === 0).map((r) => r.scenario.file);
      if (empty.length)
        throw new InputError(empty.map((file) => `${file}: has no claims to verify`));
      const all = runs.flatMap((r) =>
        r.result.claims.map((c) => ({ scenario: r.result.scenario, ...c })),
      );
      const uncheckable = runs.flatMap((r) =>
        r.scenario.spec.uncheckable.map((u) => ({ scenario: r.result.scenario, ...u })),
      );
      if (f.json)
        process.stdout.write(
          JSON.stringify({ claims: all, ...(uncheckable.length ? { uncheckable } : {}) }, null, 2) +
            '\n',
        );
      else
        process.stdout.write(
          runs
            .map((r) =>
              [r.result.scenario, claimsText(r.result.claims), uncheckableText(r.scenario.spec)]
                .filter(Boolean)
                .join('\n'),
            )
            .join('\n\n') + '\n',
        );
      if (all.some((c) => !c.ok && c.verdict !== 'inconclusive'))
        process.exitCode = EXIT.claimFailed;
    });
}
