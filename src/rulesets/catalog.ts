import { InputError } from '../core/errors.ts';
import { didYouMean } from '../core/suggest.ts';
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
 * Every ruleset's summary, in the registry's order. catalog.json is generated from the
 * declarations by `npm run docs`, and a test fails when it is out of date.
 */
export const CATALOG: readonly RulesetSummary[] = catalog;

/** The refusal of an unknown ruleset id, with a suggestion. */
export function unknownRuleset(id: string): InputError {
  const ids = CATALOG.map((x) => x.id);
  return new InputError(
    `unknown ruleset "${id}"${didYouMean(id, ids)}; choose one of: ${ids.join(', ')}`,
  );
}

/** Each ruleset's module, loaded on demand (a literal import each, so the build can split them). */
const MODULES: Record<string, () => Promise<Ruleset>> = {
  cowpoke: async () => (await import('./cowpoke/index.ts')).cowpoke,
  sixgun: async () => (await import('./sixgun/index.ts')).sixgun,
  malice: async () => (await import('./malice/index.ts')).malice,
  cowboys2: async () => (await import('./cowboys2/index.ts')).cowboys2,
  frag004: async () => (await import('./frag004/index.ts')).frag004,
};

/** The procedures `odds` answers (flat params) of each ruleset, without its encounter. */
const FLAT_MODULES: Record<string, () => Promise<Ruleset>> = {
  cowpoke: async () => (await import('./cowpoke/flat.ts')).cowpokeFlat,
  sixgun: async () => (await import('./sixgun/flat.ts')).sixgunFlat,
  malice: async () => (await import('./malice/flat.ts')).maliceFlat,
  cowboys2: async () => (await import('./cowboys2/flat.ts')).cowboys2Flat,
  frag004: async () => (await import('./frag004/index.ts')).frag004,
};

const load = async (modules: Record<string, () => Promise<Ruleset>>, id: string) => {
  if (!Object.hasOwn(modules, id)) throw unknownRuleset(id);
  return modules[id]();
};

/** One ruleset, loading only its own modules. */
export const loadRuleset = (id: string): Promise<Ruleset> => load(MODULES, id);

/** One ruleset with only the procedures that `odds` answers: all but encounters. */
export const loadFlatRuleset = (id: string): Promise<Ruleset> => load(FLAT_MODULES, id);
