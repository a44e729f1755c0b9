/**
 * How chunks go to the workers: small chunks (a sweep point of a thousand trials takes tens of
 * microseconds) travel together, several to one worker task, so that the cost of a message,
 * a promise and a deadline per task is paid once per few milliseconds of work instead of once
 * per chunk. Chunks stay as the plan made them — each on its own stream, merged in chunk order
 * — so batching changes no number; it only decides what travels together.
 */

/** A task should take at least this long (issue 23: ≥ 10 ms; twice that for a calibration's error). */
export const TASK_MS = 20;

/** Tasks per thread at least, where the work allows it, so that no thread waits on the last one. */
const TASKS_PER_THREAD = 4;

/**
 * Trials per task: enough for `taskMs` at the calibrated speed, but no more than leaves every
 * thread several tasks. At least 1 (one chunk per task, as without batching).
 */
export function trialsPerTask(
  secondsPerTrial: number,
  totalTrials: number,
  threads: number,
  taskMs = TASK_MS,
): number {
  const forTime = secondsPerTrial > 0 ? taskMs / 1000 / secondsPerTrial : 1;
  const forBalance = totalTrials / (TASKS_PER_THREAD * threads);
  return Math.max(1, Math.min(forTime, forBalance));
}

/**
 * A chunk's fixed cost (its stream, accumulator and set-up) as the trials that would take as
 * long: tasks are sized by trials plus this per chunk, so that a sweep's tasks of many small
 * chunks last about `taskMs` rather than many times it (and hold fewer cells in flight).
 */
export const chunkCostInTrials = (secondsPerTrial: number, secondsPerChunk = 0): number =>
  secondsPerTrial > 0 ? secondsPerChunk / secondsPerTrial : 0;

/**
 * Consecutive pieces of work grouped until each group holds `perTask` trials, each piece
 * counting `chunkCost` trials more for its fixed cost (the last group may hold fewer), one
 * group at a time as the workers ask for them.
 */
export function* groupTasks<T extends { trials: number }>(
  work: Iterable<T>,
  perTask: number,
  chunkCost = 0,
): Generator<T[]> {
  let task: T[] = [];
  let trials = 0;
  for (const w of work) {
    task.push(w);
    trials += w.trials + chunkCost;
    if (trials >= perTask) {
      yield task;
      task = [];
      trials = 0;
    }
  }
  if (task.length) yield task;
}
