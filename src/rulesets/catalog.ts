import { InputError } from '../core/errors.ts';
import { didYouMean } from '../core/suggest.ts';
import { CATALOG } from './summaries.ts';
import type { Ruleset } from './types.ts';

export { CATALOG, summarize, type RulesetSummary } from './summaries.ts';

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
