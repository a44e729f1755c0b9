import { availableParallelism } from 'node:os';
import { planChunkSize, PRECISION_CHUNK } from './chunks.ts';

/** Trials are counted in doubles: beyond 2^53 a count would no longer be exact. */
export const MAX_TRIALS = 2 ** 53;

/**
 * Chunks a run may plan. A chunk costs no memory until it runs (the engine hands them out one
 * task at a time), but each costs a dispatch: a plan this large is days of work anyway.
 */
export const MAX_CHUNKS = 100_000_000;

/**
 * Chunk accumulators a run may keep: a matchup with variants keeps each of its chunks' for the
 * paired differences (analysis/differences.ts), about 100 to 300 bytes each. A matchup without
 * variants keeps none, so a designer's 100,000-point grid at the default trials runs.
 */
export const MAX_KEPT_CHUNKS = 1_000_000;

/** Threads never go above this, whatever the flags say. */
export const THREAD_CEILING = 64;

export interface SizeOfRun {
  cells: number;
  /** Variants per matchup, the baseline included: with more than one, chunks are kept. */
  variants: number;
  trials?: number;
  maxTrials: number;
  precision?: number;
  threads: number;
  /** Allows more threads than cores (up to THREAD_CEILING). */
  oversubscribe?: boolean;
}

/**
 * How the caller's user sets each part of a run's size (the CLI's flags, a library's option
 * names), so that a message names what the user can change.
 */
export type SizeNames = Record<
  'threads' | 'trials' | 'maxTrials' | 'precision' | 'oversubscribe',
  string
>;

/** What is wrong with a run's size, before it starts: one message per problem, with the way past it. */
export function runSizeProblems(
  r: SizeOfRun,
  names: SizeNames,
  cores = availableParallelism(),
): string[] {
  const problems: string[] = [];
  const fmt = (n: number) => n.toLocaleString('en');
  if (r.threads > THREAD_CEILING)
    problems.push(`${names.threads} ${fmt(r.threads)}: at most ${THREAD_CEILING} threads`);
  else if (r.threads > cores && !r.oversubscribe) {
    problems.push(
      `${names.threads} ${fmt(r.threads)}: this machine has ${cores} cores; use up to ${cores}, or add ${names.oversubscribe} for up to ${THREAD_CEILING}`,
    );
  }
  const trials = r.precision === undefined ? r.trials! : r.maxTrials;
  const flag = r.precision === undefined ? names.trials : names.maxTrials;
  if (trials > MAX_TRIALS) {
    problems.push(`${flag} ${fmt(trials)}: at most 2^53 = ${fmt(MAX_TRIALS)} trials per matchup`);
    return problems;
  }
  const size = r.precision === undefined ? planChunkSize(trials) : PRECISION_CHUNK;
  const chunks = Math.ceil(trials / size) * r.cells;
  if (chunks > MAX_CHUNKS) {
    problems.push(
      `${flag} ${fmt(trials)}: ${fmt(r.cells)} matchup-variant cells would need ${fmt(chunks)} chunks of ${fmt(size)} trials, over the limit of ${fmt(MAX_CHUNKS)}; ask for fewer trials (or a ${names.precision}), or split the run into several with different seeds`,
    );
  } else if (r.variants > 1 && chunks > MAX_KEPT_CHUNKS) {
    problems.push(
      `${flag} ${fmt(trials)}: ${fmt(r.cells)} matchup-variant cells would keep ${fmt(chunks)} chunk accumulators (${fmt(size)} trials each) for the variants' paired differences, over the limit of ${fmt(MAX_KEPT_CHUNKS)}; ask for fewer trials (below 16,000 trials a cell keeps one per 1,000), sweep fewer points, or run the variants as separate scenarios`,
    );
  }
  return problems;
}
