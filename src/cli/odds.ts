import { Command, Option } from 'commander';
import { answerOdds, ODDS_DEFAULTS, oddsJson, type OddsAnswer } from '../analysis/odds.ts';
import { coerce, kebab, type Fields } from '../rulesets/fields.ts';
import { CATALOG, loadFlatRuleset } from '../rulesets/catalog.ts';
import type { Procedure, Ruleset } from '../rulesets/types.ts';
import { flagOf, resolveMatchup } from '../rulesets/validate.ts';
import { didYouMean } from '../core/suggest.ts';
import { InputError } from '../core/errors.ts';
import { metricRows } from '../analysis/metric-rows.ts';
import { table } from '../core/format.ts';
import { COMMAND_SUMMARIES } from './commands.ts';

/** `key=value` pairs from repeated --option flags, typed by the ruleset's option fields. */
export function parseOptionPairs(
  pairs: string[],
  fields: Fields,
  rulesetId: string,
): { values: Record<string, unknown>; problems: string[] } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  const keys = Object.keys(fields);
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq < 1) {
      problems.push(
        `--option ${pair}: expected key=value, e.g. --option ${keys[0]}=${String(fields[keys[0]].default)}`,
      );
      continue;
    }
    const key = pair.slice(0, eq);
    const field = fields[key];
    if (!field) {
      problems.push(
        `--option ${key}: unknown option "${key}"${didYouMean(key, keys)}; \`highnoon list ${rulesetId}\` shows every option`,
      );
      continue;
    }
    if (key in values) {
      problems.push(
        `--option ${key}: given twice ("${String(values[key])}", then "${pair.slice(eq + 1)}"); give it once`,
      );
      continue;
    }
    values[key] = coerce(field, pair.slice(eq + 1));
  }
  return { values, problems };
}

/**
 * A flag's parser that refuses a second value: `--weapon revolver --weapon shotgun` would
 * otherwise answer for the shotgun alone, silently.
 */
function once(flag: string): (value: string) => string {
  let first: string | undefined;
  return (value) => {
    if (first !== undefined)
      throw new InputError(
        `${flag} given twice ("${first}", then "${value}"); give it once, or ask each with its own \`highnoon odds\` (a scenario's params: list asks many at once)`,
      );
    first = value;
    return value;
  };
}

function addParamFlags(cmd: Command, fields: Fields): void {
  for (const [name, f] of Object.entries(fields)) {
    const flag = `--${kebab(name)}`;
    if (f.kind === 'boolean') cmd.option(flag, f.description);
    else {
      const placeholder =
        f.kind === 'number' ? (f.unit ?? 'n') : (f.noun ?? name).replace(/ /g, '-');
      const opt = new Option(`${flag} <${placeholder}>`, f.description);
      if (f.kind === 'enum') opt.description += ` One of: ${f.values.join(', ')}.`;
      if (f.default !== undefined) opt.default(f.default);
      opt.argParser(once(flag));
      cmd.addOption(opt);
    }
  }
}

interface OddsFlags {
  option?: string[];
  sim?: boolean;
  trials: string;
  seed: string;
  json?: boolean;
  [param: string]: unknown;
}

export function oddsAnswer(ruleset: Ruleset, procedure: Procedure, flags: OddsFlags) {
  const rawParams: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(procedure.params)) {
    const v = flags[name];
    if (v === undefined) continue;
    rawParams[name] = typeof v === 'string' ? coerce(f, v) : v;
  }
  const rawOptions = parseOptionPairs(flags.option ?? [], ruleset.options, ruleset.id);
  const resolved = resolveMatchup(ruleset, procedure, rawParams, rawOptions.values);
  const problems = [
    ...resolved.problems.map((p) => `${flagOf(p)}: ${p.message}`),
    ...rawOptions.problems,
  ];
  if (problems.length) throw new InputError(problems);
  const { params, options } = resolved;

  const trials = Number(flags.trials);
  if (!Number.isInteger(trials) || trials < 1)
    throw new InputError(`--trials: expected a positive whole number, got "${flags.trials}"`);
  return answerOdds(ruleset, procedure, params, options, {
    sim: flags.sim,
    trials,
    seed: flags.seed,
  });
}

const ODDS_HELP = `
A scenario file instead of a ruleset answers its matchups the same way, exact where the
procedure has an exact answer: this is how encounters (nested sides and battlefield) are asked.
  highnoon odds <scenario.yaml> [--variant name] [--sim] [--trials n] [--seed s] [--json]
A Cowpoke encounter is exact when it is one character against one without critical injuries,
either a duel (both stand and shoot one firearm that needs no reloading, out of contact) or a
brawl to the end (the two start in base contact and neither would disengage); each answer's
note says which, or which feature (a third character, a policy that moves, a reload, …)
prevents it, and then the answer is simulated. A Six Gun Sound GF-1 gunfight (one figure
against one, stand-and-shoot or cautious) is exact too: its Draw enumerated for both figures
and the turns after it a chain over their damage, guns and cover; GF-2 and GF-3 are not.

Examples:
  highnoon odds cowpoke shot --weapon revolver --range medium --aim --cover wood
  highnoon odds scenarios/cowpoke/duel.yaml --variant standoff-initiative --sim
  highnoon odds scenarios/sixgun/gf1.yaml --variant cautious-opponent`;

/** An answer as the readable table `odds` prints, under a title line. */
function answerText(answer: OddsAnswer, title: string): string {
  const withSim = Object.values(answer.metrics).some((m) => m.simulated);
  const header = withSim ? ['metric', 'exact', 'simulated', '95% interval'] : ['metric', 'exact'];
  const lines = [title];
  if (answer.explanation) lines.push(answer.explanation);
  for (const n of answer.notes) lines.push(`note: ${n}`);
  if (withSim) {
    const trials = Object.values(answer.metrics).find((m) => m.simulated)?.simulated?.trials;
    lines.push(`simulated: ${trials} trials, seed "${answer.seed}"`);
  }
  lines.push('', table(header, metricRows(answer.metrics, withSim)));
  return lines.join('\n');
}

/** A scenario file named where a ruleset would be: `odds <scenario.yaml>`. */
const SCENARIO_FILE = /\.ya?ml$/i;

/** The most matchup × variant cells `odds <scenario.yaml>` answers; `run` is for more. */
export const ODDS_MAX_CELLS = 24;

interface ScenarioOddsFlags {
  variant?: string;
  sim?: boolean;
  trials: string;
  seed: string;
  json?: boolean;
}

/**
 * `odds <scenario.yaml>`: every matchup and variant of a small scenario, answered as `odds`
 * answers one situation (exact where the procedure can, simulated otherwise). This is how a
 * procedure with nested params (an encounter's sides and battlefield) gets `odds`.
 */
function scenarioOdds(odds: Command, file: string): void {
  odds
    .command(file, { hidden: true })
    .option('--variant <name>', 'answer only this variant (baseline: the scenario without one)')
    .option('--sim', 'also simulate, and show the simulated value and its 95% interval')
    .option('--trials <n>', 'trials to simulate', String(ODDS_DEFAULTS.trials))
    .option('--seed <seed>', 'seed for the simulation', ODDS_DEFAULTS.seed)
    .option('--json', 'print one JSON object instead of tables')
    .action(async (flags: ScenarioOddsFlags) => {
      const trials = Number(flags.trials);
      if (!Number.isInteger(trials) || trials < 1)
        throw new InputError(`--trials: expected a positive whole number, got "${flags.trials}"`);
      // Loaded only here, so that `odds <ruleset> <procedure>` stays quick to start.
      const { loadScenario } = await import('../scenario/load.ts');
      const scenario = loadScenario(file);
      const names = scenario.variants.map((v) => v.name);
      if (flags.variant !== undefined && !names.includes(flags.variant))
        throw new InputError(
          `--variant: ${file} has no variant "${flags.variant}"${didYouMean(flags.variant, names)}; its variants: ${names.join(', ')}`,
        );
      const chosen = scenario.variants.filter(
        (v) => flags.variant === undefined || v.name === flags.variant,
      );
      const count = scenario.matchups.length * chosen.length;
      if (count > ODDS_MAX_CELLS)
        throw new InputError(
          `${file}: ${count} matchups × variants; odds answers at most ${ODDS_MAX_CELLS} (${scenario.variants.length > 1 && flags.variant === undefined && scenario.matchups.length <= ODDS_MAX_CELLS ? 'pick a variant with --variant, or ' : ''}\`highnoon run ${file}\` answers them all)`,
        );
      const cells = scenario.matchups.flatMap((m) =>
        chosen.map((v) => scenario.cell(m.index, v.index)),
      );
      const answers = cells.map((c) => ({
        cell: c,
        answer: answerOdds(scenario.ruleset, c.matchup.procedure, c.params, c.options, {
          sim: flags.sim,
          trials,
          seed: flags.seed,
        }),
      }));
      if (flags.json) {
        const out = answers.map(({ cell, answer }) => ({
          matchup: cell.matchup.name,
          variant: cell.variant.name,
          ...oddsJson(answer),
        }));
        process.stdout.write(JSON.stringify({ scenario: file, answers: out }, null, 2) + '\n');
        return;
      }
      const blocks = answers.map(({ cell, answer }) => {
        const where = [
          scenario.matchups.length > 1 ? `matchup ${cell.matchup.name}` : '',
          scenario.variants.length > 1 ? `variant ${cell.variant.name}` : '',
        ].filter(Boolean);
        const title = `${scenario.spec.name ?? file}${where.length ? ` (${where.join(', ')})` : ''} — ${scenario.ruleset.title}, ${cell.matchup.procedure.title}`;
        // Nothing beside an encounter's exact metrics when only those were computed.
        const metrics = Object.fromEntries(
          Object.entries(answer.metrics).filter(
            ([, m]) => m.exact !== undefined || m.simulated !== undefined,
          ),
        );
        return answerText({ ...answer, metrics }, title);
      });
      process.stdout.write(blocks.join('\n\n') + '\n');
    });
}

/**
 * The odds command. Given the words after `odds`, only the ruleset and procedure asked for get
 * their flags; the others are listed by name (for help and suggestions), which keeps startup
 * short.
 */
export async function oddsCommand(words: string[] = []): Promise<Command> {
  const [wantedRuleset, wantedProcedure] = words.filter((w) => !w.startsWith('-'));
  const odds = new Command('odds')
    .description(COMMAND_SUMMARIES.odds.description)
    .addHelpText('after', ODDS_HELP);
  if (wantedRuleset !== undefined && SCENARIO_FILE.test(wantedRuleset)) {
    scenarioOdds(odds, wantedRuleset);
    return odds;
  }
  for (const summary of CATALOG) {
    // Only the procedures odds answers: nested params (encounters) come from scenario files.
    const answerable = summary.procedures.filter((p) => p.odds).map((p) => p.id);
    const rs = odds.command(summary.id).description(`${summary.title}: ${answerable.join(', ')}`);
    // Commander suggests only among visible commands; a misspelt encounter deserves one too.
    rs.on('command:*', ([name]: string[]) => {
      throw new InputError(
        `unknown command '${name}'${didYouMean(
          name,
          summary.procedures.map((p) => p.id),
        )}; \`highnoon list ${summary.id}\` lists its procedures`,
      );
    });
    for (const p of summary.procedures.filter((x) => !x.odds))
      rs.command(p.id, { hidden: true })
        .allowUnknownOption()
        .allowExcessArguments()
        .action(() => {
          throw new InputError(
            `odds ${summary.id} ${p.id}: its params are nested (sides, figures, battlefield), so it is asked through a scenario file: \`highnoon odds <scenario.yaml>\` or \`highnoon run <scenario.yaml>\` (examples in scenarios/${summary.id}/, its keys in \`highnoon list ${summary.id}\`)`,
          );
        });
    if (wantedRuleset !== summary.id) continue;
    const ruleset = await loadFlatRuleset(summary.id); // nested params come from scenario files only
    for (const procedure of Object.values(ruleset.procedures)) {
      const cmd = rs.command(procedure.id).description(procedure.description);
      if (wantedProcedure !== undefined && wantedProcedure !== procedure.id) continue;
      addParamFlags(cmd, procedure.params);
      cmd
        .option(
          '--option <key=value>',
          `a ruling or house rule, repeatable; \`highnoon list ${summary.id}\` shows every one with its default and the rule it cites`,
          (v: string, prev: string[] = []) => [...prev, v],
        )
        .option('--sim', 'also simulate, and show the simulated value and its 95% interval')
        .option('--trials <n>', 'trials to simulate', String(ODDS_DEFAULTS.trials))
        .option('--seed <seed>', 'seed for the simulation', ODDS_DEFAULTS.seed)
        .option('--json', 'print one JSON object instead of a table')
        .addHelpText(
          'after',
          `\nEvery flag is also a key under params: in a scenario file, to ask many situations at once\nwith \`highnoon run\`: \`highnoon list ${summary.id}\` gives the YAML name beside each flag.`,
        )
        .action((flags: OddsFlags, self: Command) => {
          const answer = oddsAnswer(ruleset, procedure, flags);
          for (const w of answer.warnings)
            process.stderr.write(`highnoon: warning: --${kebab(w.key)}: ${w.message}\n`);
          if (self.getOptionValueSource('seed') === 'cli' && answer.seed === undefined) {
            process.stderr.write(
              'highnoon: warning: --seed has no effect: the answer is exact and nothing was simulated (add --sim to simulate)\n',
            );
          }
          if (flags.json) {
            process.stdout.write(JSON.stringify(oddsJson(answer), null, 2) + '\n');
            return;
          }
          process.stdout.write(answerText(answer, `${ruleset.title} — ${procedure.title}`) + '\n');
        });
    }
  }
  return odds;
}
