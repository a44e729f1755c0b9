import { spawnSync } from 'node:child_process';
import { Command } from 'commander';
import { balanceCases } from '../bench/balance-cases.ts';
import { lineOfSightCases, streetCases } from '../bench/encounter-cases.ts';
import {
  cardCases,
  cowboys2EncounterCases,
  cowboys2ShotCases,
  duelCases,
  maliceEncounterCases,
  sixgunGunfightCases,
  maliceShotCases,
  generatorCases,
  judge,
  scalingCases,
  shotCases,
  startupCases,
  type BenchRow,
} from '../bench/cases.ts';
import { queueCases } from '../bench/queue.ts';
import { kernelCases, poolCases, sweepCases } from '../bench/throughput-cases.ts';
import { InputError } from '../core/errors.ts';
import { didYouMean } from '../core/suggest.ts';
import { raiseInliningBudget } from '../engine/inlining.ts';
import { table } from '../core/format.ts';
import { COMMAND_SUMMARIES } from './commands.ts';

const human = (x: number, unit: string) => {
  if (unit === 's') return `${x.toFixed(3)} s`;
  if (unit === '×') return `${x.toFixed(2)}×`;
  if (unit === 'ms') return x.toFixed(2);
  if (unit === 'MB' || unit === 'KB') return `${x.toFixed(1)} ${unit}`;
  if (x >= 1e6) return `${(x / 1e6).toFixed(1)} M`;
  if (x >= 1e3) return `${(x / 1e3).toFixed(1)} k`;
  return x.toFixed(1);
};

export function benchText(rows: BenchRow[]): string {
  const body = rows.map((r) => [
    r.case,
    r.result
      ? `${human(r.result.median, r.unit)}${r.unit === 's' || r.unit === '×' ? '' : ` ${r.unit}`}`
      : r.ratio !== undefined
        ? human(r.ratio, r.unit === 'MB' || r.unit === 'KB' ? r.unit : '×')
        : '',
    r.result && r.result.reps > 1
      ? `${human(r.result.min, r.unit)} – ${human(r.result.max, r.unit)}`
      : '',
    r.target ?? '',
    r.status,
  ]);
  return table(['case', 'median', 'spread (min – max)', 'target', 'status'], body) + '\n';
}

// Named here, not from the functions' names, which a minified build does not keep.
const GROUPS = {
  generator: generatorCases,
  card: cardCases,
  shot: shotCases,
  maliceShot: maliceShotCases,
  cowboys2Shot: cowboys2ShotCases,
  cowboys2Encounter: cowboys2EncounterCases,
  maliceEncounter: maliceEncounterCases,
  sixgunGunfight: sixgunGunfightCases,
  duel: duelCases,
  kernel: kernelCases,
  pool: poolCases,
  sweep: sweepCases,
  lineOfSight: lineOfSightCases,
  street: streetCases,
  balance: balanceCases,
  scaling: scalingCases,
  queue: queueCases,
  startup: startupCases,
};

/**
 * Measures one group of cases in a process of its own and returns its rows. A run loads one
 * ruleset, but the encounter loop and figures are shared by all of them: measured in one
 * process after the cowboys2, malice and sixgun encounter rows, the Cowpoke duel ran 20–30%
 * slower than on its own, V8 having met five kinds of world at the shared call sites and
 * stopped specialising them. In a process of its own each group is measured as a run sees it.
 */
function inItsOwnProcess(name: string, quick: boolean): BenchRow[] {
  const r = spawnSync(
    process.execPath,
    [process.argv[1], 'bench', '--only', name, '--json', ...(quick ? ['--quick'] : [])],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 2 ** 26 },
  );
  if (r.status !== 0) throw new Error(`bench: the ${name} group failed (exit ${r.status})`);
  return (JSON.parse(r.stdout) as { rows: BenchRow[] }).rows;
}

export function benchCommand(): Command {
  return new Command('bench')
    .description(COMMAND_SUMMARIES.bench.description)
    .option('--quick', 'every case once with few iterations (a smoke test, not a measurement)')
    .option('--json', 'print the rows as JSON')
    .option(
      '--only <groups>',
      `only these groups of cases, comma-separated (${Object.keys(GROUPS).join(', ')})`,
    )
    .addHelpText(
      'after',
      "\nExample:\n  highnoon bench\n\nThe numpy baseline needs Debian's python3-numpy (/usr/bin/python3); without it that row is skipped.",
    )
    .action(async (f: { quick?: boolean; json?: boolean; only?: string }) => {
      const s = { quick: Boolean(f.quick) };
      const rows: BenchRow[] = [];
      raiseInliningBudget(); // every case, ours and the baselines, under the V8 settings a run uses (runChunk)
      const groups = GROUPS;
      const names = Object.keys(groups);
      const only = f.only?.split(',').map((g) => g.trim()) ?? names;
      const unknown = only.filter((g) => !names.includes(g));
      if (unknown.length)
        throw new InputError(
          unknown.map((g) => `--only: unknown group "${g}"${didYouMean(g, names)}`),
        );
      const chosen = Object.entries(groups).filter(([name]) => only.includes(name));
      for (const [name, run] of chosen) {
        if (!f.json) process.stderr.write(`bench: ${name}…\n`);
        rows.push(...(chosen.length > 1 ? inItsOwnProcess(name, s.quick) : await run(s)));
      }
      const judged = judge(rows);
      process.stdout.write(
        f.json
          ? JSON.stringify({ quick: s.quick, node: process.version, rows: judged }, null, 2) + '\n'
          : benchText(judged),
      );
    });
}
