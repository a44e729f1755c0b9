import { booleanField, enumField, numberField } from '../fields.ts';
import {
  characterFields,
  characterNotes,
  describeCharacter,
  readCharacter,
  type Character,
} from './character.ts';
import {
  COVERS,
  PLACEHOLDER_LABEL,
  WEAPON_STATS,
  WEAPONS,
  type Cover,
  type Weapon,
} from './data.ts';
import { maliceOptions, type MaliceOptions } from './options.ts';
import { bandOf, bandsOf, capacityOf, type Band, type Firer } from './shooting.ts';
import { AIM_SHIFTS, type AimShift } from './wounds.ts';

/** The params every shooting procedure shares: weapon, distance, firer, target. */
export const shootingParams = {
  weapon: enumField(WEAPONS, { default: 'revolver', description: 'Weapon fired.', noun: 'weapon' }),
  distance: numberField({
    default: 6,
    min: 0,
    unit: 'inches',
    description: 'Distance to the target in inches (sets Short or Long range).',
  }),
  cover: enumField(COVERS, {
    default: 'none',
    description: "Target's cover: soft/partial −1, hard (rocks, buildings) −2.",
    noun: 'cover',
  }),
  lilyLivered: booleanField({ default: false, description: 'The firer is Lily Livered (−1).' }),
  mounted: booleanField({ default: false, description: 'The firer is on horseback (−2).' }),
  targetMounted: booleanField({
    default: false,
    description: 'The target is mounted: a hit strikes the horse on 1–5.',
  }),
  aimShift: enumField(AIM_SHIFTS, {
    default: 'best',
    description:
      "How an aimed hit's ±1 on the location die is used: best (a killing location, else Severe) or none.",
    noun: 'aim shift',
  }),
  ...characterFields('', 'the target'),
} as const;

export interface ShootingParams {
  weapon: Weapon;
  distance: number;
  cover: Cover;
  lilyLivered: boolean;
  mounted: boolean;
  targetMounted: boolean;
  aimShift: AimShift;
  [character: string]: unknown;
}

export const firerOf = (p: ShootingParams, aimed: boolean): Firer => ({
  aimed,
  lilyLivered: p.lilyLivered,
  mounted: p.mounted,
});

/** The band, or throws: `check` has refused a shot beyond the weapon's reach. */
export function bandFor(p: ShootingParams, o: MaliceOptions): Band {
  const band = bandOf(p.weapon, p.distance, o);
  if (!band) throw new Error(`no band for ${p.weapon} at ${p.distance}"`);
  return band;
}

export const targetOf = (p: ShootingParams): Character =>
  readCharacter(p, '', 'the target') as Character;

export function checkShooting(p: ShootingParams, o: MaliceOptions): string[] {
  const problems: string[] = [];
  if (!bandOf(p.weapon, p.distance, o)) {
    const { short, long } = bandsOf(p.weapon, o);
    const reach = Math.max(short ?? 0, long ?? 0);
    problems.push(
      `a ${p.weapon} reaches ${reach}" at most (malice.md §2.2): a target at ${p.distance}" is beyond its band`,
    );
  }
  const c = readCharacter(p, '', 'the target');
  if (Array.isArray(c)) problems.push(...c);
  return problems;
}

export function describeShooting(
  p: ShootingParams,
  o: MaliceOptions,
  need: number,
  what: string,
): string {
  const band = bandFor(p, o);
  const chance = need > 10 ? 'cannot hit' : `needs ${need}+ on the d10`;
  return `${p.weapon} at ${p.distance}" (${band} range): ${what} ${chance}; target ${describeCharacter(targetOf(p))}`;
}

/** What a shooting result rests on that is not the sheet's: the placeholder target, a rifle's placeholder rounds. */
export function shootingNotes(p: ShootingParams, o: MaliceOptions, who = 'target'): string[] {
  const notes = characterNotes(targetOf(p), who);
  const key =
    p.weapon === 'repeating-rifle'
      ? 'ammo.repeatingRifle'
      : p.weapon === 'sharps-carbine'
        ? 'ammo.sharpsCarbine'
        : undefined;
  if (key && WEAPON_STATS[p.weapon].roundsPlaceholder && o[key] === maliceOptions[key].default) {
    notes.push(
      `${p.weapon} rounds ${capacityOf(p.weapon, o)}: ${PLACEHOLDER_LABEL} (malice.md §2.2, §6)`,
    );
  }
  return notes;
}
