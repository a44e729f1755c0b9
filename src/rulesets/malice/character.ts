import { enumField, numberField, type NumberField, type EnumField } from '../fields.ts';
import { LOCATIONS, PLACEHOLDER_CHARACTER, PLACEHOLDER_LABEL } from './data.ts';

/**
 * A character's wound boxes (per Hit-table location) and Toughness: the sheet leaves them to
 * the character cards (malice.md §2.1, §6), so they are required data. The spec's
 * placeholders are a preset, `character: placeholder`, that every description labels.
 */
export const CHARACTER_PRESETS = ['none', 'placeholder'] as const;

const LOCATION_KEYS = ['Leg', 'Arm', 'Graze', 'Gut', 'Chest', 'Severe'] as const;

/** The fields of one character, named `${prefix}Toughness` etc. (prefix '' → `toughness`). */
export function characterFields(prefix: string, who: string) {
  const key = (name: string) => (prefix ? prefix + name[0].toUpperCase() + name.slice(1) : name);
  const fields: Record<string, NumberField | EnumField> = {
    [key('character')]: enumField(CHARACTER_PRESETS, {
      default: 'none',
      description: `A preset for ${who}: "placeholder" is malice.md §6's 2 boxes per location and Toughness 6 (${PLACEHOLDER_LABEL}).`,
      noun: 'character preset',
    }),
    [key('toughness')]: numberField({
      min: 1,
      max: 10,
      integer: true,
      description: `${who}'s Toughness (a d10 at least this passes).`,
    }),
    [key('boxes')]: numberField({
      min: 1,
      max: 9,
      integer: true,
      description: `${who}'s wound boxes in every location (the per-location values override it).`,
    }),
  };
  LOCATION_KEYS.forEach((l, i) => {
    fields[key('boxes' + l)] = numberField({
      min: 1,
      max: 9,
      integer: true,
      description: `${who}'s wound boxes at ${LOCATIONS[i]}.`,
    });
  });
  return fields;
}

export interface Character {
  /** Boxes per location, in LOCATIONS order. */
  boxes: Uint8Array;
  toughness: number;
  placeholder: boolean;
}

/** The character a set of params describes, or the problems that stop it being one. */
export function readCharacter(
  params: Record<string, unknown>,
  prefix: string,
  who: string,
): Character | string[] {
  const key = (name: string) => (prefix ? prefix + name[0].toUpperCase() + name.slice(1) : name);
  const placeholder = params[key('character')] === 'placeholder';
  const uniform =
    (params[key('boxes')] as number | undefined) ??
    (placeholder ? PLACEHOLDER_CHARACTER.boxes : undefined);
  const boxes = new Uint8Array(LOCATIONS.length);
  const missing: string[] = [];
  LOCATION_KEYS.forEach((l, i) => {
    const v = (params[key('boxes' + l)] as number | undefined) ?? uniform;
    if (v === undefined) missing.push(key('boxes' + l));
    else boxes[i] = v;
  });
  const toughness =
    (params[key('toughness')] as number | undefined) ??
    (placeholder ? PLACEHOLDER_CHARACTER.toughness : undefined);
  const problems: string[] = [];
  const hint = `, or ${key('character')}: placeholder (malice.md §6, ${PLACEHOLDER_LABEL})`;
  if (missing.length === LOCATIONS.length)
    problems.push(
      `${who}'s wound boxes are missing: give ${key('boxes')} (or ${missing.join(', ')})${hint}`,
    );
  else if (missing.length)
    problems.push(
      `${who}'s wound boxes are missing at ${missing.join(', ')}: give them or ${key('boxes')}${hint}`,
    );
  if (toughness === undefined)
    problems.push(`${who}'s Toughness is missing: give ${key('toughness')}${hint}`);
  return problems.length ? problems : { boxes, toughness: toughness!, placeholder };
}

/** `Toughness 6, boxes 2/2/2/2/2/2 (placeholder, not from the source)`. */
export function describeCharacter(c: Character): string {
  return `Toughness ${c.toughness}, boxes leg/arm/graze/gut/chest/severe ${Array.from(c.boxes).join('/')}${c.placeholder ? ` (${PLACEHOLDER_LABEL})` : ''}`;
}

/** The line every output resting on the placeholder character carries (procedure notes). */
export function characterNotes(c: Character, who: string): string[] {
  return c.placeholder
    ? [`${who}: ${PLACEHOLDER_LABEL} (malice.md §6): ${describeCharacter(c)}`]
    : [];
}
