import type { EncounterTypeInfo, Ruleset } from '../types.ts';
import { gunfight } from './encounter/index.ts';
import { encounter } from './encounter/types/index.ts';
import { withScenarioTypes } from './encounter/types/setup-listing.ts';
import { sixgunFlat } from './flat.ts';

let listed: EncounterTypeInfo[] | undefined;

/**
 * The whole ruleset: the flat procedures, then the gunfight and the other encounter types,
 * whose params come from scenario files, and each encounter type's `setup:` keys.
 */
export const sixgun: Ruleset = {
  ...sixgunFlat,
  // Read from the set-up schemas only when listed: a run (and each worker) never asks.
  get encounterTypes() {
    return (listed ??= withScenarioTypes(sixgunFlat.encounterTypes ?? []));
  },
  procedures: { ...sixgunFlat.procedures, gunfight, encounter },
};
