import type { RunResult } from '../analysis/results.ts';

// Kept apart from tables.ts so that checking a scenario's report section (before a run)
// does not load arquero.

/** The parameters that tell matchups apart, in sweep order (a named matchup counts as one). */
export function sweptParams(r: RunResult): string[] {
  const keys: string[] = [];
  for (const c of r.results)
    for (const k of Object.keys(c.label)) if (!keys.includes(k)) keys.push(k);
  return keys.filter((k) => new Set(r.results.map((c) => JSON.stringify(c.label[k]))).size > 1);
}

/** Matchup names in the order the scenario lists them (arquero's grouping would sort them). */
export function matchupOrder(r: RunResult): string[] {
  return [...new Set(r.results.map((c) => c.matchup))];
}

/** The values a parameter takes, in sweep order. */
export function paramValues(r: RunResult, param: string): unknown[] {
  const seen = new Map<string, unknown>();
  for (const c of r.results)
    if (param in c.label) seen.set(JSON.stringify(c.label[param]), c.label[param]);
  return [...seen.values()];
}
