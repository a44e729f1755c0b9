import { Command, Option } from 'commander';
import { basename, join } from 'node:path';
import { answerBalance, checkBalance } from '../analysis/balance/answer.ts';
import { InputError } from '../core/errors.ts';
import { EXIT } from '../core/exit.ts';
import { describeIssue } from '../rulesets/validate.ts';
import { PoolExecutor, defaultThreads, type Executor } from '../engine/executor.ts';
import type { ChunkJob } from '../engine/chunks.ts';
import { balanceCsv } from '../report/balance/csv.ts';
import { balanceText } from '../report/balance/text.ts';
import { balanceSchema, breakEvenSchema, type BalanceSpec } from '../scenario/balance-schema.ts';
import { loadScenario, type Scenario } from '../scenario/load.ts';
import { formatPath, parseYaml, positionOf } from '../scenario/positions.ts';
import { COMMAND_SUMMARIES } from './commands.ts';
import { outputWritten, planOutput, stopSignal } from './interrupt.ts';
import { destinationProblems, writeFolder, type Destination } from './output.ts';
import { redisExecutor } from './redis.ts';
import { positiveInt } from './run.ts';

export interface BalanceFlags {
  question?: string;
  param?: string;
  from?: string;
  to?: string;
  metric?: string;
  target?: string;
  find?: string;
  precision?: string;
  trials?: string;
  maxTrials?: string;
  seed?: string;
  threads?: string;
  redis?: string | boolean;
  json?: boolean;
  csv?: boolean;
  out?: string;
  report?: string | boolean;
  force?: boolean;
}

const QUESTIONS = {
  'break-even': 'breakEven',
  'tier-list': 'tierList',
  'house-rule': 'houseRule',
  rulings: 'rulings',
} as const;
const BREAK_EVEN_FLAGS = ['param', 'from', 'to', 'metric', 'target', 'find'] as const;

/** The balance section to answer: the file's, with break-even flags over it, narrowed by --question. */
export function balanceSpec(
  s: Scenario,
  f: BalanceFlags,
): { spec: BalanceSpec; fromFlags: Set<string> } {
  const problems: string[] = [];
  const fromFlags = new Set<string>(BREAK_EVEN_FLAGS.filter((k) => f[k] !== undefined));
  let spec: BalanceSpec = s.spec.balance ?? ({} as BalanceSpec);
  if (fromFlags.size) {
    const raw: Record<string, unknown> = { ...(spec.breakEven ?? {}) };
    for (const k of fromFlags) {
      const v = f[k as (typeof BREAK_EVEN_FLAGS)[number]]!;
      raw[k] =
        k === 'from' || k === 'to' || k === 'target'
          ? v.trim() !== '' && Number.isFinite(Number(v))
            ? Number(v)
            : v
          : v;
    }
    const parsed = breakEvenSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        for (const p of describeIssue(issue))
          problems.push(
            `${fromFlags.has(String(p.path[0])) ? `--${String(p.path[0])}` : `balance.breakEven.${p.path.join('.')}`}: ${p.message}`,
          );
    } else spec = { breakEven: parsed.data }; // flags ask one question: this break-even
  }
  if (f.question !== undefined) {
    const key = QUESTIONS[f.question as keyof typeof QUESTIONS];
    if (!key)
      problems.push(
        `--question: unknown question "${f.question}"; choose one of: ${Object.keys(QUESTIONS).join(', ')}`,
      );
    else if (!spec[key])
      problems.push(
        `--question ${f.question}: ${basename(s.file)} has no balance.${key} section${key === 'breakEven' ? ' (or give --param, --from, --to and --metric)' : ''}`,
      );
    else spec = { [key]: spec[key] } as BalanceSpec;
  }
  if (!problems.length && !balanceSchema.safeParse(spec).success) {
    problems.push(
      `${basename(s.file)}: no balance questions: add a balance: section (breakEven, tierList, houseRule or rulings), or give --param, --from, --to and --metric for a break-even`,
    );
  }
  if (problems.length) throw new InputError(problems);
  return { spec, fromFlags };
}

/** The worker pool starts only when something must be simulated: exact answers need none. */
class OnDemandPool implements Executor {
  private pool?: PoolExecutor;
  constructor(readonly threads: number) {}
  run(job: ChunkJob): Promise<Float64Array> {
    this.pool ??= new PoolExecutor(this.threads);
    return this.pool.run(job);
  }
  async close(): Promise<void> {
    await this.pool?.close();
  }
}

/** Where the answers go: checked before the work starts, written after it (output.ts). */
export function balanceDestinations(s: Scenario, f: BalanceFlags) {
  const force = Boolean(f.force);
  const numbers = ['balance.json', 'balance.csv'];
  const out: Destination | undefined = f.out
    ? { flag: '--out', dir: f.out, names: numbers, force, expectedBytes: 1 << 20 }
    : undefined;
  const report: Destination | undefined = f.report
    ? {
        flag: '--report',
        dir: typeof f.report === 'string' ? f.report : `reports/${s.spec.name}-balance`,
        names: ['index.html', ...numbers],
        force,
        expectedBytes: 4 << 20,
      }
    : undefined;
  return { out, report };
}

export async function balance(file: string, f: BalanceFlags, exec?: Executor) {
  const scenario = loadScenario(file);
  const { spec, fromFlags } = balanceSpec(scenario, f);
  const precision = f.precision === undefined ? undefined : Number(f.precision);
  if (precision !== undefined && !(precision > 0))
    throw new InputError(
      `--precision: expected a positive number (the crossing's 95% half-width, in the parameter's units), got "${f.precision}"`,
    );
  const settings = {
    seed: f.seed ?? scenario.spec.seed,
    trials: positiveInt('--trials', f.trials) ?? scenario.spec.trials ?? 20_000,
    maxTrials: positiveInt('--max-trials', f.maxTrials) ?? scenario.spec.maxTrials ?? 10_000_000,
    precision,
  };
  const threads = positiveInt('--threads', f.threads) ?? defaultThreads();
  const problems = checkBalance(scenario, spec);
  if (problems.length) {
    const loc = parseYaml(scenario.source);
    throw new InputError(
      problems.map((p) => {
        const key = p.path[1] === 'breakEven' ? String(p.path[2]) : '';
        if (fromFlags.has(key)) return `--${key}: ${p.message}`;
        const { line, col } = positionOf(loc, p.path);
        return `${basename(scenario.file)}:${line}:${col}: ${formatPath(p.path)}: ${p.message}`;
      }),
    );
  }
  const dests = balanceDestinations(scenario, f);
  const unusable = [dests.out, dests.report].flatMap((d) => (d ? destinationProblems(d) : []));
  if (unusable.length) throw new InputError(unusable);
  // As for `run --redis`: the same chunk jobs, on `highnoon worker` processes, merged alike.
  const queue =
    !exec && f.redis !== undefined ? await redisExecutor(f.redis, stopSignal) : undefined;
  const executor = exec ?? queue?.executor ?? new OnDemandPool(threads);
  try {
    return {
      scenario,
      result: await answerBalance(scenario, spec, executor, { ...settings, signal: stopSignal }),
    };
  } catch (e) {
    // Ctrl-C or SIGTERM (interrupt.ts): main says what was and was not written.
    if (stopSignal.aborted) throw Object.assign(new Error('interrupted'), { name: 'RunAborted' });
    throw e;
  } finally {
    if (!exec) await executor.close();
  }
}

export function balanceCommand(): Command {
  return new Command('balance')
    .argument('<scenario>', 'a scenario YAML file with a balance: section (see scenarios/balance/)')
    .description(COMMAND_SUMMARIES.balance.description)
    .addOption(
      new Option('--question <q>', 'answer only this question of the file').choices(
        Object.keys(QUESTIONS),
      ),
    )
    .option(
      '--param <path>',
      'break-even: the numeric parameter to vary (distance, aRep, sides.1.characters.0.x)',
    )
    .option('--from <x>', 'break-even: lowest value')
    .option('--to <x>', 'break-even: highest value')
    .option(
      '--metric <metric>',
      'break-even: the metric, metric:outcome for a distribution (winner:Red)',
    )
    .option('--target <p>', 'break-even: the value to cross, within [0, 1] (default 0.5)')
    .addOption(
      new Option(
        '--find <how>',
        'break-even: the crossing, or the smallest value at which the metric is below / above target',
      ).choices(['crossing', 'first-below', 'first-above']),
    )
    .option(
      '--precision <x>',
      "break-even: the crossing's 95% half-width, in the parameter's units (default: 1% of the range)",
    )
    .option(
      '--trials <n>',
      "trials per pairing or cell for tier lists, house rules and rulings (default: the file's, or 20,000)",
    )
    .option('--max-trials <n>', "cap on a break-even search's trials (default 10,000,000)")
    .option('--seed <seed>', 'seed (overrides the file)')
    .option('--threads <n>', 'worker threads (default: all cores)')
    .option(
      '--redis [url]',
      'simulate on `highnoon worker` processes through this Redis server, as run --redis does (default URL: $HIGHNOON_REDIS_URL); the answers are identical to a local run',
    )
    .option('--json', 'print the answers as one JSON object')
    .option('--csv', 'print the answers as tidy CSV rows')
    .option('--out <dir>', 'also write balance.json and balance.csv into this folder')
    .option(
      '--report [dir]',
      'also write an HTML report with charts (default: reports/<scenario-name>-balance/)',
    )
    .option('--force', 'replace files in the --out or --report folder that highnoon did not write')
    .addHelpText(
      'after',
      `
Exact or simulated: a question uses the procedure's exact answer wherever it has one (each
answer says which); otherwise it simulates, pairing every comparison on common random numbers.
"No crossing" is an answer, not an error (exit 0).

Examples:
  highnoon balance scenarios/balance/revolver-vs-rifle.yaml
  highnoon balance scenarios/balance/cowpoke-weapon-tiers.yaml --trials 5000 --json
  highnoon balance scenarios/balance/sixgun-weapon-tiers.yaml --report
  highnoon balance scenarios/balance/sixgun-weapon-tiers.yaml --param aRep --from 1 --to 7 --metric pUnhurt.a --target 0.6 --find first-above`,
    )
    .action(async (file: string, f: BalanceFlags) => {
      const { scenario, result } = await balance(file, f);
      const { out, report } = balanceDestinations(scenario, f);
      if (out) planOutput(`the answers to ${out.dir}`);
      if (report) planOutput(`the report to ${report.dir}`);
      const json = JSON.stringify(result, null, 2) + '\n';
      // The numbers first: a report that fails never costs them. Only highnoon's own files
      // go into a folder, each written atomically (output.ts).
      if (out) {
        await writeFolder(out, { 'balance.json': json, 'balance.csv': balanceCsv(result) });
        outputWritten(`the answers to ${out.dir}`);
      }
      process.stdout.write(f.json ? json : f.csv ? balanceCsv(result) : balanceText(result));
      if (report) {
        let files: Record<string, string>;
        try {
          const { balanceReport } = await import('../report/balance/page.ts');
          files = await balanceReport(scenario, result);
        } catch (e) {
          process.stderr.write(
            `highnoon: the report failed: ${(e as Error).message}\nhighnoon: the answers were printed${out ? ` and saved in ${out.dir}` : ''}\n`,
          );
          process.exitCode = EXIT.reportFailed;
          return;
        }
        await writeFolder(report, files);
        outputWritten(`the report to ${report.dir}`);
        process.stderr.write(`highnoon: report written to ${join(report.dir, 'index.html')}\n`);
      }
    });
}
