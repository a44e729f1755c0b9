import { setFlagsFromString } from 'node:v8';

let raised = false;

/**
 * Raises V8's inlining budgets before the first simulation is compiled. An encounter's hot
 * path (policy, action, shot, wound) is about 2 KB of bytecode, over the default cumulative
 * budget (920 bytes), and its turn loop is over the default size limit for one function
 * (460 bytes), so half of it ran as calls. With 4000 and 1000 the duel ran about 30% more
 * duels per second (two A/B series of 7 paired whole-process runs: +9% for the cumulative
 * budget at 2000, then +19% for 4000 with 1000). It is set here rather than at startup
 * because at startup it made `odds` about 5% slower. V8 flags are process-wide; each worker
 * thread calls this before its first chunk too, which is harmless. Inlining does not change
 * results: JSON output is byte-identical with and without it.
 */
export function raiseInliningBudget(): void {
  if (raised) return;
  raised = true;
  setFlagsFromString('--max-inlined-bytecode-size-cumulative=4000');
  setFlagsFromString('--max-inlined-bytecode-size=1000');
}
