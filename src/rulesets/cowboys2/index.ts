import type { Ruleset } from '../types.ts';
import { encounter } from './encounter/index.ts';
import { cowboys2Flat } from './flat.ts';

/** The whole ruleset: the flat procedures, then the encounter, whose params come from scenario files. */
export const cowboys2: Ruleset = {
  ...cowboys2Flat,
  procedures: { ...cowboys2Flat.procedures, encounter },
};
