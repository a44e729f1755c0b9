import { subjects } from '../analysis/balance/answer.ts';
import { breakEven } from '../analysis/balance/break-even.ts';
import { PACKAGE_ROOT } from '../core/package-root.ts';
import { InlineExecutor } from '../engine/executor.ts';
import { loadScenario } from '../scenario/load.ts';
import { summarizeRates } from './measure.ts';
import type { BenchRow, BenchSettings } from './cases.ts';

const ROOT = PACKAGE_ROOT;

/** Wall-clock seconds of each of `reps` calls, after `warm` warm-up calls. */
async function seconds(work: () => unknown, reps: number, warm = 1): Promise<number[]> {
  for (let i = 0; i < warm; i++) await work();
  const out: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = process.hrtime.bigint();
    await work();
    out.push(Number(process.hrtime.bigint() - t0) / 1e9);
  }
  return out;
}

/**
 * Warm-up calls before an exact chain is timed: a sub-millisecond answer is otherwise timed
 * while V8 is still compiling it (its first dozen calls run slower tiers), and a balance search
 * or a sweep calls it many times.
 */
const EXACT_WARM = 20;

/**
 * The balance finder's three speed claims: the exact 1v1 duel (and brawl, GF-1 and a four-figure Draw), an exact break-even over
 * distance, and a Monte Carlo break-even's trials against a fixed grid of the same precision
 * (a count of trials, so it does not depend on the machine).
 */
export async function balanceCases(s: BenchSettings): Promise<BenchRow[]> {
  const reps = s.quick ? 3 : 15;
  const rows: BenchRow[] = [];

  const duel = loadScenario(`${ROOT}/scenarios/cowpoke/duel.yaml`).cell(0, 0);
  const exact = duel.matchup.procedure.exact!;
  const t = summarizeRates(
    (await seconds(() => exact(duel.params, duel.options), reps, EXACT_WARM)).map((x) => x * 1000),
  );
  rows.push({
    case: 'exact 1v1 duel (Markov chain, 12 turns)',
    unit: 'ms',
    result: t,
    target: '< 10 ms',
    status: t.median < 10 ? 'met' : 'missed',
  });

  const fist = loadScenario(`${ROOT}/scenarios/cowpoke/fistfight.yaml`).cell(0, 0);
  const brawl = summarizeRates(
    (await seconds(() => exact(fist.params, fist.options), reps, EXACT_WARM)).map((x) => x * 1000),
  );
  rows.push({
    case: 'exact 1v1 brawl to the end (Markov chain, 12 turns)',
    unit: 'ms',
    result: brawl,
    target: '< 10 ms',
    status: brawl.median < 10 ? 'met' : 'missed',
  });

  // A 1v1 GF-1 is as much a one-against-one exact encounter as the duel, so it has the same target.
  const gf = loadScenario(`${ROOT}/scenarios/sixgun/gf1.yaml`).cell(0, 0);
  const gfExact = gf.matchup.procedure.exact!;
  const gunfight = summarizeRates(
    (await seconds(() => gfExact(gf.params, gf.options), reps, EXACT_WARM)).map((x) => x * 1000),
  );
  rows.push({
    case: 'exact GF-1 gunfight: the Draw, then the turns (Markov chain, 30 turns)',
    unit: 'ms',
    result: gunfight,
    target: '< 10 ms',
    status: gunfight.median < 10 ? 'met' : 'missed',
  });

  // The Draw of four figures: each figure's end, and who stands all together (draw/standing.ts).
  const four = loadScenario(`${ROOT}/scenarios/sixgun/draw-three-four.yaml`).cell(1, 0);
  const drawExact = four.matchup.procedure.exact!;
  const fourDraw = summarizeRates(
    (await seconds(() => drawExact(four.params, four.options), reps, 3)).map((x) => x * 1000),
  );
  rows.push({
    case: 'exact 4-figure Draw, who stands included (marshal-against-three)',
    unit: 'ms',
    result: fourDraw,
    target: '< 1000 ms',
    status: fourDraw.median < 1000 ? 'met' : 'missed',
  });

  const sg = loadScenario(`${ROOT}/scenarios/balance/shotgun-vs-lever-action.yaml`);
  const [{ subject }] = subjects(sg, sg.spec.seed);
  const exec = new InlineExecutor();
  const settings = { maxTrials: 10_000_000 };
  const be = summarizeRates(
    await seconds(
      () => breakEven(subject, sg.spec.balance!.breakEven!, exec, settings),
      s.quick ? 1 : 5,
    ),
  );
  rows.push({
    case: 'exact break-even, 1v1 duel over 2.5–23.5"',
    unit: 's',
    result: be,
    target: '< 1 s',
    status: be.median < 1 ? 'met' : 'missed',
  });

  const rr = loadScenario(`${ROOT}/scenarios/balance/revolver-vs-rifle.yaml`);
  const mc = await breakEven(
    subjects(rr, rr.spec.seed)[0].subject,
    rr.spec.balance!.breakEven!,
    exec,
    settings,
  );
  rows.push({
    case: 'Monte Carlo break-even to ±0.25" (95%): trials used',
    unit: 'trials',
    result: summarizeRates([mc.trials]),
    status: mc.reached ? 'baseline' : 'precision not reached',
  });
  rows.push({
    case: 'fixed grid of the same precision: trials needed',
    unit: 'trials',
    result: summarizeRates([mc.naiveTrials ?? NaN]),
    status: 'n/a',
  });
  rows.push({
    case: 'break-even search vs fixed grid (fewer trials)',
    unit: '×',
    against: 'fixed grid',
    ratio: (mc.naiveTrials ?? 0) / mc.trials,
    target: '≥ 5×',
    status: '',
  });
  return rows;
}
