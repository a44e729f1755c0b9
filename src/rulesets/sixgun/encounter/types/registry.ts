import { bigCapture } from './big-capture.ts';
import { capture } from './capture.ts';
import { cattleDrive } from './cattle-drive.ts';
import { holdUp } from './hold-up.ts';
import { hurrahing } from './hurrahing.ts';
import { indians } from './indians.ts';
import { jailBreak } from './jail-break.ts';
import { lawdawg } from './lawdawg.ts';
import { posse } from './posse.ts';
import { prisonerTransport } from './prisoner-transport.ts';
import { rangeWar } from './range-war.ts';
import { robbery } from './robbery.ts';
import { rustling } from './rustling.ts';
import { trainRobbery } from './train-robbery.ts';
import type { AnyType, CompositeType, EncounterType } from './type.ts';

/**
 * The encounter types of six-gun-sound.md §13.2–13.12 a scenario can name as its `type:`, in
 * the book's order: those played on the band engine (a module implementing EncounterType) and
 * those that are a sequence of them (a CompositeType). A new type is one module and one line here.
 */
export const ALL_TYPES: readonly AnyType[] = [
  robbery,
  posse,
  capture,
  jailBreak,
  cattleDrive,
  rustling,
  rangeWar,
  indians,
  holdUp,
  prisonerTransport,
  hurrahing,
  trainRobbery,
  bigCapture,
  lawdawg,
];

export const TYPE_IDS = ALL_TYPES.map((t) => t.id) as [string, ...string[]];

/** The type a scenario names (the schema has already refused unknown ones). */
export const anyTypeOf = (id: string): AnyType => ALL_TYPES.find((t) => t.id === id)!;

/** The band-engine type a scenario names, when it is not a composite one. */
export const typeOf = (id: string): EncounterType => anyTypeOf(id) as EncounterType;

/** The composite type a scenario names, or undefined. */
export const compositeOf = (id: string): CompositeType | undefined => {
  const t = anyTypeOf(id);
  return t.composite ? t : undefined;
};
