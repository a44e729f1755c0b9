import { didYouMean } from '../core/suggest.ts';
import { InputError } from '../core/errors.ts';
import { unknownRuleset } from './catalog.ts';
import { cowboys2 } from './cowboys2/index.ts';
import { cowpoke } from './cowpoke/index.ts';
import { frag004 } from './frag004/index.ts';
import { malice } from './malice/index.ts';
import { sixgun } from './sixgun/index.ts';
import type { Procedure, Ruleset } from './types.ts';

/** Every ruleset the toolkit knows, by id. Add a ruleset by adding its descriptor here. */
export const RULESETS: readonly Ruleset[] = [cowpoke, sixgun, malice, cowboys2, frag004];

export function getRuleset(id: string): Ruleset {
  const r = RULESETS.find((x) => x.id === id);
  if (!r) throw unknownRuleset(id);
  return r;
}

export function getProcedure(ruleset: Ruleset, id: string): Procedure {
  const p = ruleset.procedures[id];
  if (!p) {
    const ids = Object.keys(ruleset.procedures);
    throw new InputError(
      `unknown ${ruleset.id} procedure "${id}"${didYouMean(id, ids)}; choose one of: ${ids.join(', ')}`,
    );
  }
  return p;
}
