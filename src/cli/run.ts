import { Command } from 'commander';
import { join } from 'node:path';
import { streamResults, type StreamedResult } from '../analysis/results.ts';
import { PoolExecutor, defaultThreads, type Executor } from '../engine/executor.ts';
import { progressBar } from '../engine/progress.ts';
import { ChunkFailed, RunAborted, runScenario } from '../engine/run.ts';
import { calibrate, estimateSeconds, type Calibration } from '../engine/calibrate.ts';
import { planChunkSize, PRECISION_CHUNK } from '../engine/chunks.ts';
import { MAX_TRIALS, runSizeProblems, type SizeNames } from '../engine/limits.ts';
import { traceText, traceTrial } from '../engine/trace.ts';
import { checkReport } from '../report/check.ts';
import { reportFiles } from '../report/charts.ts';
import { defaultReportDir } from '../report/paths.ts';
import { csvPieces } from '../report/csv.ts';
import { resultJson, type Pieces } from '../report/json.ts';
import { runText } from '../report/text.ts';
import { summaryText } from '../report/summary.ts';
import {
  cellCount,
  DEFAULT_TRIALS,
  eachCell,
  loadScenario,
  type LoadOptions,
  type Scenario,
} from '../scenario/load.ts';
import { InputError } from '../core/errors.ts';
import { COMMAND_SUMMARIES } from './commands.ts';
import { EXIT } from '../core/exit.ts';
import { outputWritten, planOutput, stopSignal } from './interrupt.ts';
import { destinationProblems, writeFolder } from './output.ts';
import { EXIT_CODES_HELP } from './exit-help.ts';
import { redisExecutor } from './redis.ts';

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
  force?: boolean;
  maxPoints?: string;
  oversubscribe?: boolean;
  chunkTimeout?: string;
  redis?: string | boolean;
}

export const positiveInt = (flag: string, v: string | undefined) => {
  if (v === undefined) return undefined;
  const n = Number(v.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1)
    throw new InputError(`${flag}: expected a positive whole number, got "${v}"`);
  if (n > MAX_TRIALS)
    throw new InputError(`${flag}: at most 2^53 = ${MAX_TRIALS.toLocaleString('en')}, got "${v}"`);
  return n;
};

/** The flags that set a run's size, named in the messages of its limits. */
const SIZE_FLAGS: SizeNames = {
  threads: '--threads',
  trials: '--trials',
  maxTrials: '--max-trials',
  precision: '--precision',
  oversubscribe: '--oversubscribe',
};

/**
 * Options for loading: the sweep-point limit, and the run's size limits (threads, chunks),
 * checked before the sweep is expanded, so that refusing them costs no work.
 */
export const loadOptions = (f: RunFlags): LoadOptions => ({
  maxPoints: positiveInt('--max-points', f.maxPoints),
  sizeProblems: ({ cells, spec }) =>
    runSizeProblems(
      { ...runSettings({ spec }, f), cells, variants: spec.variants.length + 1 },
      SIZE_FLAGS,
    ),
});

/** A run longer than this gets a warning with its estimated time. */
const WARN_SECONDS = 3600;

/** Runs `f`, wording an InputError about a setting (`trial: …`) as the flag that set it (`--trial: …`), or else as --trace's. */
function asFlags<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    const m = /^(matchup|variant|trial): /.exec(e.message);
    throw new InputError(m ? `--${e.message}` : `--trace: ${e.message}`);
  }
}

export function runSettings(s: Pick<Scenario, 'spec'>, f: RunFlags) {
  const trials = positiveInt('--trials', f.trials);
  const precision = f.precision === undefined ? undefined : Number(f.precision);
  if (precision !== undefined && !(precision > 0 && precision < 0.5))
    throw new InputError(
      `--precision: expected a number above 0 and below 0.5 (0.005 is ±0.5 points), got "${f.precision}"`,
    );
  if (trials !== undefined && precision !== undefined)
    throw new InputError('give --trials or --precision, not both');
  const fromFile = trials === undefined && precision === undefined;
  return {
    seed: f.seed ?? s.spec.seed,
    trials: fromFile
      ? s.spec.precision === undefined
        ? (s.spec.trials ?? DEFAULT_TRIALS)
        : undefined
      : trials,
    precision: fromFile ? s.spec.precision : precision,
    maxTrials: positiveInt('--max-trials', f.maxTrials) ?? s.spec.maxTrials ?? 10_000_000,
    threads: positiveInt('--threads', f.threads) ?? defaultThreads(),
    oversubscribe: Boolean(f.oversubscribe),
  };
}

/** Loads every scenario, collecting the problems of all of them into one InputError. */
export function loadScenarios(files: string[], f: RunFlags = {}): Scenario[] {
  const scenarios: Scenario[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      scenarios.push(loadScenario(file, loadOptions(f)));
    } catch (e) {
      if (e instanceof InputError) problems.push(...e.problems);
      else throw e;
    }
  }
  if (problems.length) throw new InputError(problems);
  return scenarios;
}

/** Loads and runs scenarios. */
export async function runScenarios(
  files: string[],
  f: RunFlags,
  exec?: Executor,
): Promise<{ scenario: Scenario; result: StreamedResult }[]> {
  return runLoaded(loadScenarios(files, f), f, exec);
}

type Ran = { scenario: Scenario; result: StreamedResult }[];

/**
 * Runs loaded scenarios; the first SIGINT or SIGTERM (interrupt.ts) stops them. `thenWrite`
 * uses the results while the worker pool shuts down: stopping its threads took a large
 * sweep's run a fifth of a second, with the results already in hand.
 */
export async function runLoaded(
  scenarios: Scenario[],
  f: RunFlags,
  exec?: Executor,
  thenWrite?: (ran: Ran) => Promise<void>,
  started?: PoolExecutor,
): Promise<Ran> {
  try {
    return await runOn(scenarios, f, exec, thenWrite, started);
  } finally {
    // The run closes the pool it took; this closes it when a refusal came first (close is idempotent).
    await started?.close();
  }
}

async function runOn(
  scenarios: Scenario[],
  f: RunFlags,
  exec: Executor | undefined,
  thenWrite: ((ran: Ran) => Promise<void>) | undefined,
  started: PoolExecutor | undefined,
): Promise<Ran> {
  for (const s of scenarios) for (const w of s.warnings) process.stderr.write(`highnoon: ${w}\n`);
  const settings = scenarios.map((s) => runSettings(s, f));
  const problems = [
    ...new Set(
      scenarios.flatMap((s, i) =>
        runSizeProblems(
          { ...settings[i], cells: cellCount(s), variants: s.variants.length },
          SIZE_FLAGS,
        ),
      ),
    ),
  ];
  if (problems.length) throw new InputError(problems);
  const timeout = f.chunkTimeout === undefined ? undefined : Number(f.chunkTimeout);
  if (timeout !== undefined && !(timeout > 0))
    throw new InputError(
      `--chunk-timeout: expected a number of seconds above 0, got "${f.chunkTimeout}"`,
    );
  const queue =
    !exec && f.redis !== undefined ? await redisExecutor(f.redis, stopSignal) : undefined;
  // The pool's threads load their code while this thread calibrates (or, started by the
  // caller, while it loaded the scenarios too).
  const executor =
    exec ??
    queue?.executor ??
    started ??
    new PoolExecutor(Math.max(...settings.map((s) => s.threads)));
  const out: Ran = [];
  let closing: Promise<void> | undefined;
  try {
    const calibrations = scenarios.map((s, i) => calibrate(s, settings[i].seed));
    warnIfLong(scenarios, settings, calibrations);
    for (const [i, scenario] of scenarios.entries()) {
      const bar = progressBar(scenario.spec.name, queue?.note);
      const st = settings[i];
      try {
        const chunkDeadlineMs =
          timeout !== undefined ? timeout * 1000 : chunkDeadline(calibrations[i], st);
        const runs = await runScenario(
          scenario,
          {
            ...st,
            chunkDeadlineMs,
            secondsPerTrial: calibrations[i].secondsPerTrial,
            secondsPerChunk: calibrations[i].secondsPerChunk,
            signal: stopSignal,
            onProgress: bar.update,
          },
          executor,
        );
        out.push({ scenario, result: streamResults(scenario, runs, st) });
      } finally {
        bar.stop();
      }
    }
    if (thenWrite) {
      if (!exec) (closing = executor.close()).catch(() => {}); // awaited below
      await thenWrite(out);
    }
  } catch (e) {
    if (stopSignal.aborted) throw new RunAborted();
    if (e instanceof ChunkFailed && e.late)
      e.message += '; if chunks are really this slow, raise --chunk-timeout';
    throw e;
  } finally {
    if (!exec) await (closing ?? executor.close());
  }
  return out;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A chunk's deadline when --chunk-timeout does not set one: 50 times the calibrated time of
 * the slowest chunk, and never under a minute, so a busy machine does not trip it.
 */
const chunkDeadline = (c: Calibration, st: ReturnType<typeof runSettings>) =>
  Math.max(
    60_000,
    50 *
      1000 *
      c.slowestPerTrial *
      (st.precision === undefined ? planChunkSize(st.trials!) : PRECISION_CHUNK),
  );

/** A warning with the estimated time when a run would take over an hour (from a short calibration). */
function warnIfLong(
  scenarios: Scenario[],
  settings: ReturnType<typeof runSettings>[],
  calibrations: Calibration[],
): void {
  let seconds = 0;
  for (const [i, s] of scenarios.entries()) {
    const st = settings[i];
    // With a precision target: the trials a probability near 1/2 needs for it, up to the cap.
    const trials = st.trials ?? Math.min(st.maxTrials, Math.ceil((1.96 / st.precision!) ** 2 / 4));
    seconds += estimateSeconds(calibrations[i], cellCount(s), trials, st.threads);
  }
  if (seconds <= WARN_SECONDS) return;
  const hours = seconds / 3600;
  const when = hours < 48 ? `${hours.toFixed(1)} hours` : `${(hours / 24).toFixed(0)} days`;
  process.stderr.write(
    `highnoon: warning: this run would take about ${when} on ${plural(Math.max(...settings.map((s) => s.threads)), 'thread')} (from a short calibration); Ctrl-C stops it cleanly\n`,
  );
}

/** Rough bytes of results.json and results.csv for a scenario, for the free-space check. */
const resultBytes = (s: Scenario) => {
  let bytes = 4096;
  for (const c of eachCell(s)) bytes += 600 * c.layout.size;
  return bytes;
};

/**
 * Writes results first, then the report: a failing chart never costs the numbers. The
 * one-screen summary comes last, so that it can list every file written.
 */
async function writeOutputs(
  scenario: Scenario,
  result: StreamedResult,
  f: RunFlags,
  reportDir: string | undefined,
): Promise<void> {
  // Written in pieces, never held whole: a large sweep's JSON alone is tens of megabytes.
  const json = resultJson(result);
  const csv = csvPieces(result);
  const force = Boolean(f.force);
  const written: string[] = [];
  if (f.out) {
    await writeFolder(
      { flag: '--out', dir: f.out, names: [], force },
      { 'results.json': json, 'results.csv': csv },
    );
    outputWritten(`results to ${f.out}`);
    written.push(join(f.out, 'results.json'), join(f.out, 'results.csv'));
  }
  if (f.json || f.csv) await writePieces(process.stdout, f.json ? json : csv);
  let reportError: Error | undefined;
  if (reportDir !== undefined) {
    await writeFolder(
      { flag: '--report', dir: reportDir, names: [], force },
      { 'results.json': json, 'results.csv': csv },
    );
    let files: Record<string, string | Pieces> | undefined;
    try {
      // vega and arquero load only when a report is asked for.
      const { buildReport } = await import('../report/report.ts');
      files = await buildReport(scenario, { ...result, results: [...result.results] });
    } catch (e) {
      if (e instanceof RunAborted || stopSignal.aborted) throw e;
      reportError = e as Error;
    }
    if (files) {
      await writeFolder({ flag: '--report', dir: reportDir, names: [], force }, files);
      outputWritten(`the report to ${reportDir}`);
      written.push(join(reportDir, 'index.html'));
    } else written.push(join(reportDir, 'results.json'), join(reportDir, 'results.csv'));
  }
  // Machine-readable output keeps stdout pure, so the paths go to stderr there.
  if (f.json || f.csv) for (const w of written) process.stderr.write(`highnoon: written ${w}\n`);
  else if (f.full) await writePieces(process.stdout, runText(result));
  else process.stdout.write(summaryText(result, { written, color: useColor(process.stdout) }));
  if (reportError) {
    process.stderr.write(`highnoon: the report failed: ${reportError.message}\n`);
    process.stderr.write(
      `highnoon: the results were saved: ${[f.out, reportDir]
        .filter(Boolean)
        .map((d) => join(d!, 'results.json'))
        .join(', ')}\n`,
    );
    process.exitCode = EXIT.reportFailed;
  }
}

/**
 * Pieces to stdout one after another, the next made only once the stream has taken the last:
 * a pipe takes 64 KB at a time and Node queues the rest in memory, so writing on regardless
 * would hold the whole document (a 75,600-point sweep's 250 MB of JSON) until the reader
 * caught up. A reader that stops early ends the wait too (bin/highnoon.cjs drops the rest).
 */
async function writePieces(stream: NodeJS.WriteStream, pieces: Pieces): Promise<void> {
  for (const piece of pieces)
    if (!stream.write(piece))
      await new Promise<void>((resolve) => {
        const done = () => {
          stream.off('drain', done).off('error', done).off('close', done);
          resolve();
        };
        stream.on('drain', done).on('error', done).on('close', done);
      });
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
    .option(
      '--precision <p>',
      "run until every probability's 95% half-width is at most p (e.g. 0.002)",
    )
    .option('--max-trials <n>', 'cap on trials per matchup with --precision (default 10,000,000)')
    .option('--seed <seed>', 'seed (overrides the file)')
    .option('--threads <n>', 'worker threads (default: all cores)')
    .option(
      '--redis [url]',
      'run the chunks on `highnoon worker` processes through this Redis server (default URL: $HIGHNOON_REDIS_URL)',
    )
    .option('--json', 'print the results as one JSON object')
    .option('--csv', 'print the results as tidy CSV rows')
    .option('--out <dir>', 'also write results.json and results.csv into this folder')
    .option(
      '--full',
      'print every metric of every matchup and variant, instead of the one-screen summary',
    )
    .option(
      '--trace',
      'print a play-by-play of one trial instead of running (encounters); with --json its events, {turn, text} each',
    )
    .option('--trial <k>', 'with --trace: which trial of the run to replay', '0')
    .option('--matchup <name>', 'with --trace: which matchup (default: the first)')
    .option('--variant <name>', 'with --trace: which variant (default: baseline)')
    .option(
      '--report [dir]',
      'also write an HTML report with charts (default: reports/<scenario-name>/)',
    )
    .option('--force', 'replace files in the --out or --report folder that highnoon did not write')
    .option('--max-points <n>', 'the most matchups a sweep may expand to (default 1,000,000)')
    .option('--oversubscribe', 'allow more --threads than cores (up to 64)')
    .option(
      '--chunk-timeout <s>',
      'seconds a chunk may take before it is retried once, then fails the run (default: 50× the calibrated chunk time, at least 60)',
    )
    .addHelpText(
      'after',
      '\nExact values stand beside the simulated ones wherever the procedure has them. Each\n' +
        'encounter carries a note: exact (a Cowpoke one-against-one duel or brawl to the end, or a\n' +
        'Six Gun Sound GF-1 gunfight, as a Markov chain), or which feature prevents it (a third\n' +
        'character, a policy that moves, a reload, …). `highnoon odds <scenario.yaml>` gives the\n' +
        'exact answer on its own.\n' +
        '\nExamples:\n  highnoon run scenarios/cowpoke/weapons-by-range.yaml --report\n  highnoon run scenarios/cowpoke/weapons-by-range.yaml --precision 0.002 --threads 2 --json\n\n' +
        EXIT_CODES_HELP,
    )
    .action(async (file: string, f: RunFlags) => {
      if (f.trace) {
        const scenario = loadScenario(file);
        const st = runSettings(scenario, f);
        const trials = st.trials ?? DEFAULT_TRIALS;
        const t = asFlags(() =>
          traceTrial(scenario, {
            seed: st.seed,
            trials,
            trial: Number(f.trial),
            matchup: f.matchup,
            variant: f.variant,
          }),
        );
        process.stdout.write(f.json ? JSON.stringify(t, null, 2) + '\n' : traceText(t));
        return;
      }
      if (f.json && f.csv)
        throw new InputError(
          'give --json or --csv, not both (with --out DIR both files are written: results.json and results.csv)',
        );
      const early = earlyPool(f);
      try {
        await loadAndRun(file, f, early);
      } finally {
        await early?.close();
      }
    });
}

/** `run` past its flags: loads, refuses bad input and destinations, runs and writes. */
async function loadAndRun(file: string, f: RunFlags, early: PoolExecutor | undefined) {
  const scenario = loadScenario(file, loadOptions(f));
  const reportDir = f.report
    ? typeof f.report === 'string'
      ? f.report
      : defaultReportDir(scenario)
    : undefined;
  // Bad input and unusable destinations are refused before any time is spent on the run.
  if (f.report) checkReport(scenario);
  const problems = [
    ...(f.out
      ? destinationProblems({
          flag: '--out',
          dir: f.out,
          names: ['results.json', 'results.csv'],
          force: f.force,
          expectedBytes: resultBytes(scenario),
        })
      : []),
    ...(reportDir
      ? destinationProblems({
          flag: '--report',
          dir: reportDir,
          names: reportFiles(scenario),
          force: f.force,
          expectedBytes: 2 * resultBytes(scenario) + 200_000 * reportFiles(scenario).length,
        })
      : []),
  ];
  if (problems.length) throw new InputError(problems);
  if (f.out) planOutput(`results to ${f.out}`);
  if (reportDir) planOutput(`the report to ${reportDir}`);
  await runLoaded(
    [scenario],
    f,
    undefined,
    ([{ result }]) => writeOutputs(scenario, result, f, reportDir),
    early,
  );
}

/**
 * Worker threads started before the scenario is loaded, so that they load their code while
 * this thread expands the sweep and calibrates: a 7,560-point sweep spent about 0.2 s loading
 * before its threads were asked for. Only where nothing can refuse them: not with --redis,
 * and no more threads than cores (more needs --oversubscribe, which the run checks).
 */
function earlyPool(f: RunFlags): PoolExecutor | undefined {
  if (f.redis !== undefined) return undefined;
  let threads: number;
  try {
    threads = positiveInt('--threads', f.threads) ?? defaultThreads();
  } catch {
    return undefined; // the run's own checks word it
  }
  return threads <= defaultThreads() ? new PoolExecutor(threads) : undefined;
}
