import type { Ruleset } from '../types.ts';
import { encounter } from './encounter/index.ts';
import { cowpokeFlat } from './flat.ts';

/** The whole ruleset: the flat procedures, then the encounter, whose params come from scenario files. */
export const cowpoke: Ruleset = {
  ...cowpokeFlat,
  procedures: { ...cowpokeFlat.procedures, encounter },
};
