import { capture } from './capture.ts';
import { holdUp } from './hold-up.ts';
import { hurrahing } from './hurrahing.ts';
import { indians } from './indians.ts';
import { jailBreak } from './jail-break.ts';
import { posse } from './posse.ts';
import { prisonerTransport } from './prisoner-transport.ts';
import { robbery } from './robbery.ts';
import { rustling } from './rustling.ts';
import type { EncounterType } from './type.ts';

/**
 * The encounter types of six-gun-sound.md §13.2–13.12 a scenario can name as its `type:`, in
 * the book's order. A new type is one module implementing EncounterType and one line here.
 */
export const ENCOUNTER_TYPES: readonly EncounterType[] = [
  robbery,
  posse,
  capture,
  jailBreak,
  rustling,
  indians,
  holdUp,
  prisonerTransport,
  hurrahing,
];

export const TYPE_IDS = ENCOUNTER_TYPES.map((t) => t.id) as [string, ...string[]];

/** The type a scenario names (the schema has already refused unknown ones). */
export const typeOf = (id: string): EncounterType => ENCOUNTER_TYPES.find((t) => t.id === id)!;
