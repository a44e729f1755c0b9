import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rngFromSeed } from '../dice/rng.ts';
import { PoolExecutor } from '../engine/executor.ts';
import { runScenario } from '../engine/run.ts';
import { calibrate } from '../engine/calibrate.ts';
import { defaultsOf } from '../rulesets/fields.ts';
import { getRuleset } from '../rulesets/registry.ts';
import { eachCell, loadScenario } from '../scenario/load.ts';
import { FROM_SOURCES, PACKAGE_ROOT } from '../core/package-root.ts';
import { pairedRates, rawDraws, summarizeRates } from './measure.ts';
import type { BenchRow, BenchSettings } from './cases.ts';

/**
 * The targets of issue 23, each as a ratio measured in one run so that a loaded machine's
 * speed falls on both sides: a sweep against one matchup of the same total trials, the pool
 * against the bare kernel, shots against the generator, and duels per second.
 */

/** The 7,560-point Cowpoke shot grid: every weapon, range band, aim, cover, move, tier, target and back shot. */
const GRID = `ruleset: cowpoke
procedure: shot
seed: bench
params: { target: cowpoke }
sweep:
  weapon: [derringer, revolver, lever-action, shotgun, single-shot-rifle, gatling, bow]
  aim: [false, true]
  cover: [none, wood, stone]
  moved: [false, true]
  tier: [greenhorn, cowpoke, legend]
  target: [greenhorn, cowpoke, legend]
  back: [false, true]
`;
/** Points of the grid without its range: weapons × aim × cover × moved × tier × target × back. */
const BASE_POINTS = 7 * 2 * 3 * 2 * 3 * 3 * 2;
const GRID_POINTS = BASE_POINTS * 5;

/** The grid over the 5 range bands (7,560 points), or over `distances` distances in inches instead. */
const grid = (trials: number, distances?: number) =>
  `name: grid\ntrials: ${trials}\n${GRID}  ${
    distances === undefined
      ? 'range: [point-blank, short, medium, long, extreme]'
      : `distance: [${Array.from({ length: distances }, (_, i) => 2 + i).join(', ')}]`
  }\n`;

const single = (trials: number) =>
  `name: single\nruleset: cowpoke\nprocedure: shot\nseed: bench\ntrials: ${trials}\nparams: { weapon: revolver, range: short }\n`;

/** Reports the whole process's peak resident memory on stderr as it exits (threads included). */
const PEAK = `data:text/javascript,process.on('exit',()=>process.stderr.write('\\nhighnoon-bench-peak-kb '+process.resourceUsage().maxRSS+'\\n'))`;

/**
 * One `highnoon run … --json > results.json` as a user would type it: seconds and peak memory
 * in bytes. The JSON goes to a file beside the scenario: read back through a pipe by this
 * process, the sweep's 25 MB took about 0.6 s to pass and 0.2 s more to gather here, which
 * timed this process's reading rather than the run.
 */
function timedRun(file: string): { seconds: number; peak: number } | string {
  const out = openSync(`${file}.json`, 'w');
  try {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        PEAK,
        `${PACKAGE_ROOT}/bin/highnoon.cjs`,
        'run',
        file,
        '--threads',
        '2',
        '--json',
      ],
      { encoding: 'utf8', stdio: ['ignore', out, 'pipe'] },
    );
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    if (r.status !== 0) return `failed: ${r.stderr.trim().split('\n').pop()}`;
    const kb = Number(/highnoon-bench-peak-kb (\d+)/.exec(r.stderr)?.[1]);
    return { seconds, peak: kb * 1024 };
  } finally {
    closeSync(out);
  }
}

/**
 * The 7,560-point sweep × 1,000 trials against one matchup of 7.56 M trials, both as whole
 * `run --threads 2 --json` processes taking turns; then the grid × 10 distances (75,600
 * points), whose peak memory over the 7,560-point one's, per added point, is the growth.
 */
export async function sweepCases(s: BenchSettings): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'highnoon-bench-'));
  try {
    const trials = s.quick ? 10 : 1000;
    const files = {
      sweep: join(dir, 'sweep.yaml'),
      single: join(dir, 'single.yaml'),
      wide: join(dir, 'wide.yaml'),
    };
    writeFileSync(files.sweep, grid(trials));
    writeFileSync(files.single, single(trials * GRID_POINTS));
    // The grid × 10: 50 distances instead of 5 bands (--quick: 6 distances, × 1.2).
    const distances = s.quick ? 6 : 50;
    const widePoints = BASE_POINTS * distances;
    writeFileSync(files.wide, grid(trials, distances));
    const times: [number[], number[]] = [[], []];
    const peaks: [number[], number[]] = [[], []];
    for (let i = s.quick ? 1 : 0; i <= (s.quick ? 1 : 5); i++) {
      const a = timedRun(files.single);
      const b = timedRun(files.sweep);
      if (typeof a === 'string' || typeof b === 'string')
        return [{ case: 'sweep vs single matchup', unit: '×', status: String(a ?? b) }];
      if (i === 0) continue; // the first round warms the disk cache (--quick: no warm-up)
      times[0].push(a.seconds);
      times[1].push(b.seconds);
      peaks[0].push(a.peak);
      peaks[1].push(b.peak);
    }
    const [t1, t2] = times.map((t) => summarizeRates(t).median);
    const [m1, m2] = peaks.map((m) => summarizeRates(m).median);
    const wide = timedRun(files.wide);
    const note = FROM_SOURCES ? 'run `npm run build` first: timed from the sources' : '';
    const rows: BenchRow[] = [
      {
        case: `sweep of ${GRID_POINTS.toLocaleString('en')} points × ${trials} trials, time vs one matchup of the same trials`,
        unit: '×',
        against: 'one matchup',
        ratio: t2 / t1,
        target: '≤ 2×',
        status: note,
      },
      {
        case: 'sweep peak memory over one matchup (MB)',
        unit: 'MB',
        ratio: (m2 - m1) / 2 ** 20,
        target: '≤ 100 MB',
        status: m2 - m1 <= 100 * 2 ** 20 ? 'met' : 'missed',
      },
    ];
    if (typeof wide === 'string')
      rows.push({ case: 'sweep memory growth per point', unit: 'KB', status: wide });
    else
      rows.push({
        case: `sweep memory growth per point, ${widePoints.toLocaleString('en')} points vs ${GRID_POINTS.toLocaleString('en')} (KB)`,
        unit: 'KB',
        ratio: (wide.peak - m2) / (widePoints - GRID_POINTS) / 1024,
        target: '≤ 2 KB',
        status: wide.peak - m2 <= 2 * 1024 * (widePoints - GRID_POINTS) ? 'met' : 'missed',
      });
    return rows;
  } finally {
    // The bench's own mkdtemp folder of generated scenarios, never a path a user named.
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The duel scenario through the pool on 1 thread against the bare kernel on this thread, the
 * two taking turns rep by rep; the ratio is the median of each pair's ratio.
 */
export async function poolCases(s: BenchSettings): Promise<BenchRow[]> {
  const scenario = loadScenario(`${PACKAGE_ROOT}/scenarios/cowpoke/duel.yaml`);
  const cells = [...eachCell(scenario)];
  const trials = s.quick ? 20_000 : 1_000_000;
  const units = trials * cells.length;
  const { secondsPerTrial, secondsPerChunk } = calibrate(scenario, 'bench');
  const settings = { seed: 'bench', trials, maxTrials: trials, secondsPerTrial, secondsPerChunk };
  const pool = new PoolExecutor(1);
  const rng = rngFromSeed('bench-pool');
  // CPU time of the whole process (every thread) beside the wall time: on a busy machine the
  // pool's thread waits for the main thread at each hand-off, which costs wall time but no CPU.
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const cpuRates: [number[], number[]] = [[], []];
  const bare = () => {
    const [t0, c0] = [process.hrtime.bigint(), cpu()];
    for (const c of cells)
      c.matchup.procedure.simulate(c.params, c.options, rng, trials, c.layout.create());
    cpuRates[1].push(units / (cpu() - c0));
    return units / (Number(process.hrtime.bigint() - t0) / 1e9);
  };
  const pooled = async () => {
    const [t0, c0] = [process.hrtime.bigint(), cpu()];
    await runScenario(scenario, settings, pool);
    cpuRates[0].push(units / (cpu() - c0));
    return units / (Number(process.hrtime.bigint() - t0) / 1e9);
  };
  try {
    await pooled(); // warm-up: the worker's start and JIT
    bare();
    cpuRates.forEach((r) => (r.length = 0));
    const rates: [number[], number[]] = [[], []];
    const ratios: number[] = [];
    for (let i = 0; i < (s.quick ? 1 : 7); i++) {
      const p = await pooled();
      const b = bare();
      rates[0].push(p);
      rates[1].push(b);
      ratios.push(p / b);
    }
    return [
      {
        case: 'duel scenario, bare kernel (1 thread)',
        unit: 'duels/s',
        result: summarizeRates(rates[1]),
        status: 'baseline',
      },
      {
        case: 'duel scenario through the pool (1 thread)',
        unit: 'duels/s',
        result: summarizeRates(rates[0]),
        status: 'n/a',
      },
      {
        case: 'pool vs bare kernel (1 thread)',
        unit: '×',
        against: 'bare kernel',
        ratio: summarizeRates(ratios).median,
        target: '≥ 0.9×',
        status: '',
      },
      {
        case: 'pool vs bare kernel (1 thread), CPU time of the process',
        unit: '×',
        against: 'bare kernel',
        ratio: summarizeRates(cpuRates[0].map((p, i) => p / cpuRates[1][i])).median,
        target: '≥ 0.9×',
        status: '',
      },
    ];
  } finally {
    await pool.close();
  }
}

/**
 * Cowpoke shots (revolver, short range, the whole procedure) against raw generator draws,
 * taking turns in one run; and 1v1 duels per second on one core.
 */
export async function kernelCases(s: BenchSettings): Promise<BenchRow[]> {
  const cowpoke = getRuleset('cowpoke');
  const shot = cowpoke.procedures.shot;
  const options = defaultsOf(cowpoke.options);
  const params = { ...defaultsOf(shot.params), weapon: 'revolver', range: 'short' };
  const layout = shot.metrics(params, options);
  const rng = rngFromSeed('bench-kernel');
  const n = s.quick ? 400_000 : 20_000_000;
  const { ratios } = pairedRates(
    () => shot.simulate(params, options, rng, n, layout.create()),
    rawDraws(rng, n),
    n,
    s.quick ? 1 : 7,
  );
  return [
    {
      case: 'shots vs raw generator draws (1 thread)',
      unit: '×',
      against: 'raw 32-bit draws',
      ratio: summarizeRates(ratios).median,
      target: '≥ 0.75×',
      status: '',
    },
  ];
}
