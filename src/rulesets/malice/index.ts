import type { Ruleset } from '../types.ts';
import { encounter } from './encounter/index.ts';
import { maliceFlat } from './flat.ts';

/** The whole ruleset: the flat procedures, then the encounter, whose params come from scenario files. */
export const malice: Ruleset = {
  ...maliceFlat,
  procedures: { ...maliceFlat.procedures, encounter },
};
