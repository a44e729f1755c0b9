import type { Ruleset } from '../types.ts';
import { gunfight } from './encounter/index.ts';
import { encounter } from './encounter/types/index.ts';
import { sixgunFlat } from './flat.ts';

/**
 * The whole ruleset: the flat procedures, then the gunfight and the other encounter types,
 * whose params come from scenario files.
 */
export const sixgun: Ruleset = {
  ...sixgunFlat,
  procedures: { ...sixgunFlat.procedures, gunfight, encounter },
};
