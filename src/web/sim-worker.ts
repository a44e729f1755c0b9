// The odds page's Web Worker: the same chunks, streams and summaries as `odds --sim`, so the
// page's simulated check gives the CLI's numbers for the same seed and trials.
import { summarize } from '../analysis/summarize.ts';
import { mergeInto } from '../core/layout.ts';
import { chunkSizes, simulateChunk } from '../engine/chunk-plan.ts';
import { getProcedure, getRuleset } from '../rulesets/registry.ts';

export interface SimRequest {
  ruleset: string;
  procedure: string;
  params: Record<string, unknown>;
  options: Record<string, unknown>;
  trials: number;
  seed: string;
}

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<SimRequest>) => void) | null;
  postMessage(m: unknown): void;
};

scope.onmessage = (e) => {
  const job = e.data;
  const procedure = getProcedure(getRuleset(job.ruleset), job.procedure);
  const layout = procedure.metrics(job.params, job.options);
  const acc = layout.create();
  let done = 0;
  chunkSizes(job.trials).forEach((trials, chunk) => {
    mergeInto(acc, simulateChunk({ ...job, matchup: 0, variant: 0, chunk, trials }, procedure));
    done += trials;
    scope.postMessage({ progress: done / job.trials });
  });
  scope.postMessage({ simulated: summarize(layout, acc) });
};
