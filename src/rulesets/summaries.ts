import catalog from './catalog.json' with { type: 'json' };
import type { Ruleset } from './types.ts';

/**
 * What `highnoon list` and `odds` show of a ruleset without loading it: a command loads only
 * the ruleset it works on, since compiling all five (and zod) was most of their start-up.
 */
export interface RulesetSummary {
  id: string;
  title: string;
  description?: string;
  absent?: { rule: string; reason: string }[];
  /** Every procedure in the ruleset's order; `odds` answers those with flat params. */
  procedures: { id: string; odds: boolean }[];
}

export function summarize(r: Ruleset): RulesetSummary {
  return {
    id: r.id,
    title: r.title,
    ...(r.description ? { description: r.description } : {}),
    ...(r.absent?.length ? { absent: r.absent } : {}),
    procedures: Object.values(r.procedures).map((p) => ({ id: p.id, odds: !p.paramsSchema })),
  };
}

/**
 * Every ruleset's summary, in the registry's order, apart from the rulesets' loaders
 * (catalog.ts) so that `highnoon list` can print it without bundling any ruleset. catalog.json is generated from the
 * declarations by `npm run docs`, and a test fails when it is out of date.
 */
export const CATALOG: readonly RulesetSummary[] = catalog;
