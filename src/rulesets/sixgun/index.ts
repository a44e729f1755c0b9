import type { Ruleset } from '../types.ts';
import { gunfight } from './encounter/index.ts';
import { sixgunFlat } from './flat.ts';
import { SIXGUN_ENCOUNTER_TYPES } from './encounter-types.ts';

/** The whole ruleset: the flat procedures, then the gunfight, whose params come from scenario files; and the encounter types of §13. */
export const sixgun: Ruleset = {
  ...sixgunFlat,
  encounterTypes: SIXGUN_ENCOUNTER_TYPES,
  procedures: { ...sixgunFlat.procedures, gunfight },
};
