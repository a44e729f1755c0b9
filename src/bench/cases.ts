import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Deck, Hand } from '../dice/deck.ts';
import { rngFromSeed } from '../dice/rng.ts';
import { fillD6 } from '../dice/rolls.ts';
import { PoolExecutor } from '../engine/executor.ts';
import { runScenario } from '../engine/run.ts';
import { defaultsOf } from '../rulesets/fields.ts';
import { getRuleset } from '../rulesets/registry.ts';
import { cellCount, loadScenario } from '../scenario/load.ts';
import { standardDuel } from '../rulesets/cowpoke/encounter/duel.ts';
import { FROM_SOURCES, PACKAGE_ROOT } from '../core/package-root.ts';
import { naiveShots } from './baseline-naive-shot.ts';
import { measure, pairedRates, rawDraws, summarizeRates, type Measured } from './measure.ts';

const ROOT = PACKAGE_ROOT;

export interface BenchRow {
  case: string;
  unit: string;
  result?: Measured;
  /** What the ratio compares against, and the ratio of medians. */
  against?: string;
  ratio?: number;
  target?: string;
  /** met / missed / n/a, or why the row could not run. */
  status: string;
}

export interface BenchSettings {
  quick: boolean;
}

const size = (s: BenchSettings, full: number) =>
  s.quick ? Math.max(1000, Math.round(full / 50)) : full;
const reps = (s: BenchSettings) => (s.quick ? 1 : 7);

export async function generatorCases(s: BenchSettings): Promise<BenchRow[]> {
  const rng = rngFromSeed('bench');
  const n = size(s, 50_000_000);
  let sink = 0;
  const draws = await measure(rawDraws(rng, n), n, reps(s));
  const faces = new Uint8Array(1 << 20);
  const rounds = Math.max(1, Math.round(n / faces.length));
  const d6 = await measure(
    () => {
      for (let r = 0; r < rounds; r++) fillD6(rng, faces);
      sink ^= faces[0];
    },
    rounds * faces.length,
    reps(s),
  );
  void sink; // keeps the loops from being optimised away
  return [
    { case: 'generator: raw 32-bit draws', unit: 'draws/s', result: draws, status: 'the ceiling' },
    { case: 'generator: d6 faces into a Uint8Array', unit: 'faces/s', result: d6, status: 'n/a' },
  ];
}

/**
 * A fresh deck per game, dealt into ten hands of five, every hand then discarded: the work a
 * card-driven simulation does per trial, counted in cards dealt.
 */
export async function cardCases(s: BenchSettings): Promise<BenchRow[]> {
  const rng = rngFromSeed('bench-cards');
  const deck = new Deck();
  const hands = Array.from({ length: 10 }, () => new Hand(5));
  const games = size(s, 1_000_000);
  let sink = 0;
  const result = await measure(
    () => {
      for (let g = 0; g < games; g++) {
        deck.reset();
        for (const h of hands) h.refill(deck, rng, 5);
        sink ^= hands[g % 10].cards[0];
        for (const h of hands) h.discardAll(deck);
      }
    },
    games * 50,
    reps(s),
  );
  void sink;
  return [
    {
      case: 'cards: shuffle and deal (1 thread)',
      unit: 'cards/s',
      result,
      target: '≥ 20,000,000/s',
      status: result.median >= 2e7 ? 'met' : 'missed',
    },
  ];
}

/**
 * One Malice Shoot action (revolver at 6", the §6 placeholder target) against raw generator
 * draws, the two taking turns rep by rep (median of the pair ratios), so that the ratio does
 * not drift with the machine's load as it would if each ran all its reps in a row.
 */
export async function maliceShotCases(s: BenchSettings): Promise<BenchRow[]> {
  const malice = getRuleset('malice');
  const shot = malice.procedures.shot;
  const options = defaultsOf(malice.options);
  const params = {
    ...defaultsOf(shot.params),
    weapon: 'revolver',
    distance: 6,
    character: 'placeholder',
  };
  const layout = shot.metrics(params, options);
  const rng = rngFromSeed('bench-malice');
  const n = size(s, 20_000_000);
  const { rates: shotRates, ratios } = pairedRates(
    () => shot.simulate(params, options, rng, n, layout.create()),
    rawDraws(rng, n),
    n,
    reps(s),
  );
  return [
    {
      case: 'malice shots (1 thread)',
      unit: 'shots/s',
      result: summarizeRates(shotRates),
      status: 'n/a',
    },
    {
      case: 'malice shots vs raw draws',
      unit: '×',
      against: 'raw 32-bit draws',
      ratio: summarizeRates(ratios).median,
      target: '≥ 0.5×',
      status: '',
    },
  ];
}

export async function cowboys2ShotCases(s: BenchSettings): Promise<BenchRow[]> {
  const rs = getRuleset('cowboys2');
  const shot = rs.procedures.shot;
  const options = defaultsOf(rs.options);
  const params = { ...defaultsOf(shot.params), weapon: 'pistol', range: 2, shots: 1 };
  const layout = shot.metrics(params, options);
  const rng = rngFromSeed('bench-cowboys2');
  const n = size(s, 20_000_000);
  const ours = await measure(
    () => shot.simulate(params, options, rng, n, layout.create()),
    n,
    reps(s),
  );
  const raw = await measure(rawDraws(rng, n), n, reps(s));
  return [
    { case: 'cowboys2 shots (1 thread)', unit: 'shots/s', result: ours, status: 'n/a' },
    {
      case: 'cowboys2 shots vs raw draws',
      unit: '×',
      against: 'raw 32-bit draws',
      ratio: ours.median / raw.median,
      target: '≥ 0.5×',
      status: '',
    },
  ];
}

/** The Cowboys II 3v3 street fight among buildings (scenarios/cowboys2/street-fight.yaml). */
export async function cowboys2EncounterCases(s: BenchSettings): Promise<BenchRow[]> {
  const cell = loadScenario(`${ROOT}/scenarios/cowboys2/street-fight.yaml`).cell(0, 0);
  const proc = cell.matchup.procedure;
  const rng = rngFromSeed('bench-cowboys2-street');
  const n = size(s, 200_000);
  const result = await measure(
    () => proc.simulate(cell.params, cell.options, rng, n, cell.layout.create()),
    n,
    reps(s),
  );
  return [
    {
      case: 'cowboys2 3v3 street fight (1 thread)',
      unit: 'encounters/s',
      result,
      target: '≥ 200,000/s',
      status: result.median >= 2e5 ? 'met' : 'missed',
    },
  ];
}

/** The 4-against-4 street fight of scenarios/malice/street-fight.yaml, both sides playing their highest card. */
export async function maliceEncounterCases(s: BenchSettings): Promise<BenchRow[]> {
  const cell = loadScenario(`${ROOT}/scenarios/malice/street-fight.yaml`).cell(0, 0);
  const proc = cell.matchup.procedure;
  const rng = rngFromSeed('bench-malice-encounter');
  const n = size(s, 50_000);
  const result = await measure(
    () => proc.simulate(cell.params, cell.options, rng, n, cell.layout.create()),
    n,
    reps(s),
  );
  return [
    {
      case: 'malice 4v4 card encounters (1 thread)',
      unit: 'encounters/s',
      result,
      target: '≥ 100,000/s',
      status: result.median >= 1e5 ? 'met' : 'missed',
    },
  ];
}

/**
 * The GF-1 gunfight of scenarios/sixgun/gf1.yaml (a Draw, then turns of activation dice,
 * firing, reloading and reaction tests until one is out), and the 4 v 4 GF-2 of
 * scenarios/sixgun/gf2.yaml (four Draws, then the groups' fight with every reaction check,
 * charges and melee): both held to the issue's ≥ 50,000 gunfights/s.
 */
export async function sixgunGunfightCases(s: BenchSettings): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const [file, label] of [
    ['gf1', 'sixgun GF-1 gunfights (1 thread)'],
    ['gf2', 'sixgun GF-2 4v4 gunfights (1 thread)'],
  ] as const) {
    const cell = loadScenario(`${ROOT}/scenarios/sixgun/${file}.yaml`).cell(0, 0);
    const proc = cell.matchup.procedure;
    const rng = rngFromSeed(`bench-sixgun-${file}`);
    const n = size(s, 100_000);
    const result = await measure(
      () => proc.simulate(cell.params, cell.options, rng, n, cell.layout.create()),
      n,
      reps(s),
    );
    rows.push({
      case: label,
      unit: 'gunfights/s',
      result,
      target: '≥ 50,000/s',
      status: result.median >= 5e4 ? 'met' : 'missed',
    });
  }
  return rows;
}

/** Revolver at short range, Cowpoke against Cowpoke, the full procedure with wounds. */
export async function shotCases(s: BenchSettings): Promise<BenchRow[]> {
  const cowpoke = getRuleset('cowpoke');
  const shot = cowpoke.procedures.shot;
  const options = defaultsOf(cowpoke.options);
  const params = { ...defaultsOf(shot.params), weapon: 'revolver', range: 'short' };
  const layout = shot.metrics(params, options);
  const rng = rngFromSeed('bench-shots');
  const n = size(s, 20_000_000);
  const ours = await measure(
    () => shot.simulate(params, options, rng, n, layout.create()),
    n,
    reps(s),
  );
  const nn = size(s, 2_000_000);
  const naive = await measure(() => naiveShots(nn), nn, reps(s));
  const rows: BenchRow[] = [
    { case: 'shots (1 thread)', unit: 'shots/s', result: ours, status: 'n/a' },
    { case: 'shots: naive JS baseline', unit: 'shots/s', result: naive, status: 'baseline' },
    {
      case: 'shots vs naive JS',
      unit: '×',
      against: 'naive JS',
      ratio: ours.median / naive.median,
      target: '≥ 10×',
      status: '',
    },
  ];
  const numpy = numpyShots(size(s, 5_000_000), reps(s));
  if (typeof numpy === 'string')
    rows.push({ case: 'shots vs numpy', unit: '×', target: '≥ 2×', status: `skipped: ${numpy}` });
  else
    rows.push(
      { case: 'shots: numpy baseline', unit: 'shots/s', result: numpy, status: 'baseline' },
      {
        case: 'shots vs numpy',
        unit: '×',
        against: 'numpy',
        ratio: ours.median / numpy.median,
        target: '≥ 2×',
        status: '',
      },
    );
  return rows;
}

const PYTHON = '/usr/bin/python3';

function numpyShots(trials: number, r: number): Measured | string {
  if (!existsSync(PYTHON)) return `${PYTHON} not found`;
  const probe = spawnSync(PYTHON, ['-c', 'import numpy'], { encoding: 'utf8' });
  if (probe.status !== 0) return 'numpy missing (apt-get install python3-numpy)';
  const run = spawnSync(
    PYTHON,
    [`${ROOT}/src/bench/baseline_numpy_shot.py`, String(trials), String(r)],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) return `numpy baseline failed: ${run.stderr.trim().split('\n').pop()}`;
  return summarizeRates(run.stdout.trim().split('\n').map(Number));
}

export async function duelCases(s: BenchSettings): Promise<BenchRow[]> {
  const cowpoke = getRuleset('cowpoke');
  const encounter = cowpoke.procedures.encounter;
  const params = standardDuel();
  const options = defaultsOf(cowpoke.options);
  const layout = encounter.metrics(params, options);
  const rng = rngFromSeed('bench-duels');
  const n = size(s, 2_000_000);
  const result = await measure(
    () => encounter.simulate(params, options, rng, n, layout.create()),
    n,
    reps(s),
  );
  return [
    {
      case: 'duels 1v1 (1 thread)',
      unit: 'duels/s',
      result,
      target: '≥ 2,000,000/s',
      status: result.median >= 2e6 ? 'met' : 'missed',
    },
  ];
}

/**
 * The same CPU-bound scenario through the worker pool with 1 and with 2 threads: the duel,
 * whose chunks take tens of milliseconds, so the ratio measures the pool rather than the
 * main thread's dispatch of sub-millisecond chunks. The two pools run in turn, rep by rep,
 * and the ratio is the median of each pair's ratio, so that drift in a shared machine's speed
 * falls on both sides of a pair.
 */
export async function scalingCases(s: BenchSettings): Promise<BenchRow[]> {
  const scenario = loadScenario(`${ROOT}/scenarios/cowpoke/duel.yaml`);
  const trials = size(s, 400_000);
  const units = trials * cellCount(scenario);
  const settings = { seed: 'bench', trials, maxTrials: trials };
  const pools = [new PoolExecutor(1), new PoolExecutor(2)];
  try {
    const timed = async (exec: PoolExecutor) => {
      const t0 = process.hrtime.bigint();
      await runScenario(scenario, settings, exec);
      return units / (Number(process.hrtime.bigint() - t0) / 1e9);
    };
    for (const exec of pools) await timed(exec); // warm-up: worker start and JIT
    const rates: [number[], number[]] = [[], []];
    const ratios: number[] = [];
    for (let i = 0; i < (s.quick ? 1 : 7); i++) {
      const one = await timed(pools[0]);
      const two = await timed(pools[1]);
      rates[0].push(one);
      rates[1].push(two);
      ratios.push(two / one);
    }
    return [
      {
        case: 'duel scenario through the pool, 1 thread',
        unit: 'duels/s',
        result: summarizeRates(rates[0]),
        status: 'baseline',
      },
      {
        case: 'duel scenario through the pool, 2 threads',
        unit: 'duels/s',
        result: summarizeRates(rates[1]),
        status: 'n/a',
      },
      {
        case: 'scaling 2 threads vs 1',
        unit: '×',
        against: '1 thread',
        ratio: summarizeRates(ratios).median,
        target: '≥ 1.8×',
        status: '',
      },
    ];
  } finally {
    await Promise.all(pools.map((p) => p.close()));
  }
}

/**
 * Whole-process times of `odds`, `list` and `--help`, each as a ratio to a bare `node -e 0`
 * timed in the same run, the four interleaved rep by rep so that the machine's drift falls on
 * all of them alike.
 */
export async function startupCases(s: BenchSettings): Promise<BenchRow[]> {
  const bin = `${ROOT}/bin/highnoon.cjs`;
  const cases = [
    { case: 'startup: bare node -e 0', args: ['-e', '0'] },
    {
      case: 'odds whole process',
      args: [
        bin,
        'odds',
        'cowpoke',
        'shot',
        '--weapon',
        'revolver',
        '--range',
        'medium',
        '--aim',
        '--cover',
        'wood',
      ],
      target: '≤ 1.5×',
    },
    { case: 'list whole process', args: [bin, 'list'], target: '≤ 1.3×' },
    { case: '--help whole process', args: [bin, '--help'], target: '≤ 1.3×' },
  ];
  const times: number[][] = cases.map(() => []);
  const n = s.quick ? 1 : 15;
  for (let i = 0; i <= n; i++) {
    for (const [k, c] of cases.entries()) {
      const t0 = process.hrtime.bigint();
      const r = spawnSync(process.execPath, c.args, { encoding: 'utf8' });
      const secs = Number(process.hrtime.bigint() - t0) / 1e9;
      if (r.status !== 0)
        return [{ case: c.case, unit: 's', status: `failed: ${r.stderr.trim()}` }];
      if (i > 0) times[k].push(secs); // the first round warms the disk cache
    }
  }
  const m = times.map(summarizeRates);
  // From the sources (a build older than them), the CLI runs through tsx: not what ships.
  const note = FROM_SOURCES ? 'run `npm run build` first: timed from the sources' : '';
  return cases.flatMap((c, k) => {
    const row: BenchRow = {
      case: c.case,
      unit: 's',
      result: m[k],
      status: k === 0 ? 'baseline' : note,
    };
    if (k === 0) return [row];
    return [
      row,
      {
        case: `${c.case} vs bare node`,
        unit: '×',
        against: 'bare node',
        ratio: m[k].median / m[0].median,
        target: c.target,
        status: note,
      },
    ];
  });
}

/** Fills in met/missed for ratio rows from their targets. */
export function judge(rows: BenchRow[]): BenchRow[] {
  return rows.map((r) => {
    if (r.ratio === undefined || r.status) return r;
    const want = Number(/([\d.]+)/.exec(r.target ?? '')?.[1]);
    const met = r.target?.startsWith('≤') ? r.ratio <= want : r.ratio >= want;
    return { ...r, status: met ? 'met' : 'missed' };
  });
}
