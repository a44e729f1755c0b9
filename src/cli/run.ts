import { Command } from 'commander';
import { mkdirSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { assembleResults, type RunResult } from '../analysis/results.ts';
import { PoolExecutor, defaultThreads, type Executor } from '../engine/executor.ts';
import { progressBar } from '../engine/progress.ts';
import { RunAborted, runScenario } from '../engine/run.ts';
import { traceTrial } from '../engine/trace.ts';
import { checkReport } from '../report/check.ts';
import { toCsv } from '../report/csv.ts';
import { runText } from '../report/text.ts';
import { summaryText } from '../report/summary.ts';
import { DEFAULT_TRIALS, loadScenario, type Scenario } from '../scenario/load.ts';
import { InputError } from '../core/errors.ts';
import { COMMAND_SUMMARIES } from './commands.ts';

export interface RunFlags {
  trials?: string;
  precision?: string;
  maxTrials?: string;
  seed?: string;
  threads?: string;
  json?: boolean;
  csv?: boolean;
  out?: string;
  report?: string | boolean;
  trace?: boolean;
  trial?: string;
  matchup?: string;
  variant?: string;
  full?: boolean;
}

const positiveInt = (flag: string, v: string | undefined) => {
  if (v === undefined) return undefined;
  const n = Number(v.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new InputError(`${flag}: expected a positive whole number, got "${v}"`);
  return n;
};

export function runSettings(s: Scenario, f: RunFlags) {
  const trials = positiveInt('--trials', f.trials);
  const precision = f.precision === undefined ? undefined : Number(f.precision);
  if (precision !== undefined && !(precision > 0 && precision < 0.5)) throw new InputError(`--precision: expected a number between 0 and 0.5, got "${f.precision}"`);
  if (trials !== undefined && precision !== undefined) throw new InputError('give --trials or --precision, not both');
  const fromFile = trials === undefined && precision === undefined;
  return {
    seed: f.seed ?? s.spec.seed,
    trials: fromFile ? (s.spec.precision === undefined ? (s.spec.trials ?? DEFAULT_TRIALS) : undefined) : trials,
    precision: fromFile ? s.spec.precision : precision,
    maxTrials: positiveInt('--max-trials', f.maxTrials) ?? s.spec.maxTrials ?? 10_000_000,
    threads: positiveInt('--threads', f.threads) ?? defaultThreads(),
  };
}

/** Loads and runs scenarios; Ctrl-C stops cleanly with no partial output. */
export async function runScenarios(files: string[], f: RunFlags, exec?: Executor): Promise<{ scenario: Scenario; result: RunResult }[]> {
  const scenarios: Scenario[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      scenarios.push(loadScenario(file));
    } catch (e) {
      if (e instanceof InputError) problems.push(...e.problems);
      else throw e;
    }
  }
  if (problems.length) throw new InputError(problems);
  for (const s of scenarios) for (const w of s.warnings) process.stderr.write(`highnoon: ${w}\n`);
  const settings = scenarios.map((s) => runSettings(s, f));
  const executor = exec ?? new PoolExecutor(Math.max(...settings.map((s) => s.threads)));
  const abort = new AbortController();
  const onSigint = () => abort.abort();
  process.once('SIGINT', onSigint);
  const out: { scenario: Scenario; result: RunResult }[] = [];
  try {
    for (const [i, scenario] of scenarios.entries()) {
      const bar = progressBar(scenario.spec.name);
      const st = settings[i];
      try {
        const runs = await runScenario(scenario, { ...st, signal: abort.signal, onProgress: bar.update }, executor);
        out.push({ scenario, result: assembleResults(scenario, runs, st) });
      } finally {
        bar.stop();
      }
    }
  } catch (e) {
    if (e instanceof RunAborted || abort.signal.aborted) {
      process.stderr.write('highnoon: interrupted; nothing was written\n');
      process.exitCode = 130;
      throw new RunAborted();
    }
    throw e;
  } finally {
    process.off('SIGINT', onSigint);
    if (!exec) await executor.close();
  }
  return out;
}

/** Writes files into a temporary folder beside the target and renames it into place. */
export function writeAtomically(dir: string, files: Record<string, string | Uint8Array>): void {
  const target = resolve(dir);
  mkdirSync(dirname(target), { recursive: true });
  const tmp = `${target}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(tmp, name)), { recursive: true });
    writeFileSync(join(tmp, name), content);
  }
  if (existsSync(target)) rmSync(target, { recursive: true, force: true });
  renameSync(tmp, target);
}

/** Colour only on a terminal, and never with NO_COLOR set (https://no-color.org). */
export function useColor(stream: NodeJS.WriteStream): boolean {
  return Boolean(stream.isTTY) && !process.env.NO_COLOR && process.env.FORCE_COLOR !== '0';
}

export function runCommand(): Command {
  return new Command('run')
    .argument('<scenario>', 'a scenario YAML file (see scenarios/)')
    .description(COMMAND_SUMMARIES.run.description)
    .option('--trials <n>', 'trials per matchup and variant (overrides the file)')
    .option('--precision <p>', 'run until every probability\'s 95% half-width is at most p (e.g. 0.002)')
    .option('--max-trials <n>', 'cap on trials per matchup with --precision (default 10,000,000)')
    .option('--seed <seed>', 'seed (overrides the file)')
    .option('--threads <n>', 'worker threads (default: all cores)')
    .option('--json', 'print the results as one JSON object')
    .option('--csv', 'print the results as tidy CSV rows')
    .option('--out <dir>', 'also write results.json and results.csv into this folder')
    .option('--full', 'print every metric of every matchup and variant, instead of the one-screen summary')
    .option('--trace', 'print a play-by-play of one trial instead of running (encounters)')
    .option('--trial <k>', 'with --trace: which trial of the run to replay', '0')
    .option('--matchup <name>', 'with --trace: which matchup (default: the first)')
    .option('--variant <name>', 'with --trace: which variant (default: baseline)')
    .option('--report [dir]', 'also write an HTML report with charts (default: reports/<scenario-name>/)')
    .addHelpText('after', '\nExamples:\n  highnoon run scenarios/cowpoke/weapons-by-range.yaml --report\n  highnoon run scenarios/cowpoke/weapons-by-range.yaml --precision 0.002 --threads 2 --json')
    .action(async (file: string, f: RunFlags) => {
      if (f.trace) {
        const scenario = loadScenario(file);
        const st = runSettings(scenario, f);
        const trials = st.trials ?? DEFAULT_TRIALS;
        process.stdout.write(traceTrial(scenario, { seed: st.seed, trials, trial: Number(f.trial), matchup: f.matchup, variant: f.variant }).join('\n') + '\n');
        return;
      }
      // A bad report section is bad input: refuse it before spending time on the run.
      if (f.report) checkReport(loadScenario(file));
      const [{ scenario, result }] = await runScenarios([file], f);
      const written: string[] = [];
      if (f.report) {
        // vega and arquero load only when a report is asked for.
        const { buildReport, defaultReportDir } = await import('../report/report.ts');
        const dir = typeof f.report === 'string' ? f.report : defaultReportDir(scenario);
        writeAtomically(dir, await buildReport(scenario, result));
        written.push(join(dir, 'index.html'));
      }
      if (f.out) {
        writeAtomically(f.out, { 'results.json': JSON.stringify(result, null, 2) + '\n', 'results.csv': toCsv(result) });
        written.push(join(f.out, 'results.json'), join(f.out, 'results.csv'));
      }
      // Machine-readable output keeps stdout pure, so the paths go to stderr there.
      if (f.json || f.csv) for (const w of written) process.stderr.write(`highnoon: written ${w}\n`);
      process.stdout.write(f.json ? JSON.stringify(result, null, 2) + '\n' : f.csv ? toCsv(result) : f.full ? runText(result) : summaryText(result, { written, color: useColor(process.stdout) }));
    });
}
