import type { Fields } from './fields.ts';
import { RULESETS } from './registry.ts';
import type { EncounterTypeInfo, SettledRuling } from './types.ts';

/** A ruleset as `highnoon list` describes it: procedures with their fields, and the options. */
export interface RulesetInfo {
  id: string;
  title: string;
  source: string;
  /** Every ruling, as a field whose default is the ruling. */
  options: Fields;
  procedures: ProcedureInfo[];
  /** The kinds of encounter the book lays out (Six Gun Sound's §13), when it has several. */
  encounterTypes?: EncounterTypeInfo[];
  /** The spec's rulings that are not options, each with why it is no choice. */
  settledRulings?: readonly SettledRuling[];
}
export interface ProcedureInfo {
  id: string;
  title: string;
  description: string;
  /** The flat params (the `odds` flags); empty for procedures with nested params. */
  fields: Fields;
  /** Whether an exact answer exists (otherwise `odds` simulates). */
  exact: boolean;
  /** Whether `odds` can answer it (flat params); encounters need a scenario. */
  odds: boolean;
}

/** Every ruleset, from the same registry as the CLI. */
export function rulesets(): RulesetInfo[] {
  return RULESETS.map((r) => ({
    id: r.id,
    title: r.title,
    source: r.source,
    options: r.options,
    procedures: Object.values(r.procedures).map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      fields: p.paramsSchema ? {} : p.params,
      exact: Boolean(p.exact),
      odds: !p.paramsSchema,
    })),
    ...(r.encounterTypes ? { encounterTypes: r.encounterTypes } : {}),
    ...(r.settledRulings ? { settledRulings: r.settledRulings } : {}),
  }));
}
