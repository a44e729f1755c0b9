import { cellCount, type Cell, type Scenario } from '../scenario/load.ts';
import { runChunk } from './chunks.ts';

/** How long trials take on this machine, measured on a few cells before the run. */
export interface Calibration {
  /** Seconds per trial, averaged over the cells sampled. */
  secondsPerTrial: number;
  /** Seconds per trial of the slowest cell sampled. */
  slowestPerTrial: number;
  /**
   * Seconds a chunk costs beyond its trials (its stream, accumulator and set-up), averaged
   * over the cells sampled: a sweep point's chunk of 1,000 Cowpoke shots spends most of its
   * time here, so tasks sized by trials alone ran many times longer than meant.
   */
  secondsPerChunk: number;
}

/** Cells sampled, evenly spread, and the time spent on each at least. */
const SAMPLES = 4;
const MIN_MS = 5;

/**
 * Runs a few small chunks on the calling thread, on a stream no real chunk uses, doubling the
 * trials until each takes a measurable time. A fraction of a second in all.
 */
export function calibrate(scenario: Scenario, seed: string): Calibration {
  const cells = cellCount(scenario);
  const variants = scenario.variants.length;
  const picked: Cell[] = [];
  for (let i = 0; i < Math.min(SAMPLES, cells); i++) {
    const at = Math.floor((i * cells) / Math.min(SAMPLES, cells));
    picked.push(scenario.cell(Math.floor(at / variants), at % variants));
  }
  let total = 0;
  let slowest = 0;
  let fixed = 0;
  for (const cell of picked) {
    const once = (trials: number) => {
      const t0 = performance.now();
      runChunk(
        {
          ruleset: scenario.ruleset.id,
          procedure: cell.matchup.procedure.id,
          params: cell.params,
          options: cell.options,
          seed: `${seed}/calibration`,
          matchup: cell.matchup.index,
          variant: cell.variant.index,
          chunk: 0,
          trials,
        },
        cell.matchup.procedure,
      );
      return performance.now() - t0;
    };
    // Each size timed twice, the faster kept: on a busy machine one run can lose tens of
    // milliseconds to other processes, which read as a cost per trial hundreds of times too
    // high (and tasks of one chunk each); being descheduled only ever adds time.
    const time = (trials: number) => Math.min(once(trials), once(trials));
    // The first call pays for compilation and any table a procedure builds once: not timed.
    time(8);
    // Growing runs until one takes a measurable time; the cost per trial is the slope between
    // the last two, so that a chunk's fixed set-up cost is not spread over a handful of trials.
    let trials = 8;
    let ms = time(trials);
    const smallest = ms;
    let perTrial = ms / trials;
    while (ms < MIN_MS && trials < 1 << 20) {
      const more = trials * 4;
      const t = time(more);
      perTrial = t > ms ? (t - ms) / (more - trials) : t / more;
      [trials, ms] = [more, t];
    }
    total += perTrial / 1000;
    slowest = Math.max(slowest, perTrial / 1000);
    // The intercept at the smallest size, where the trials are the smallest part of the time.
    fixed += Math.max(0, smallest - 8 * perTrial) / 1000;
  }
  const n = picked.length;
  return {
    secondsPerTrial: n ? total / n : 0,
    slowestPerTrial: slowest,
    secondsPerChunk: n ? fixed / n : 0,
  };
}

/** Seconds a run of `trials` per cell would take on `threads`, from a calibration. */
export const estimateSeconds = (c: Calibration, cells: number, trials: number, threads: number) =>
  (c.secondsPerTrial * cells * trials) / threads;
