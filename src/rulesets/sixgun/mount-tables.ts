import type { Profession } from './data.ts';

/**
 * The mount tables of six-gun-sound.md §10.1–10.8 [L2013–2439] as data, read by the `mount`
 * procedure and by the gunfight's riders.
 */

/** Mount Quality: Nag 3, Pretty Fair 4, Good 5; never below 3 nor above 5 [L2015, L2031]. */
export const QUALITY_NAMES = ['nag', 'pretty-fair', 'good'] as const;
export const QUALITY_VALUES = [3, 4, 5] as const;
export const NAG = 3;
export const GOOD = 5;

/** Whose mount (§10.1): the three modifier columns, a tethered horse, an Indian pony. */
export const MOUNT_OWNERS = ['townsfolk', 'horseman', 'other', 'tethered', 'indian-pony'] as const;
export type MountOwner = (typeof MOUNT_OWNERS)[number];

/**
 * The die modifier by owner and Prosperity 1..6 [L2037–2054]: Greenhorn, Homesteader, Lawman,
 * Prospector, Ranger, Townsfolk; Cowboy, Gunfighter, Outlaw ("+1 to Quality" at 4 is read as
 * +1 to the roll, C-23); anyone else and a tethered horse roll with none [L2069].
 */
export const QUALITY_MODIFIER: Readonly<Record<MountOwner, readonly number[]>> = {
  townsfolk: [-2, -2, -1, 0, 1, 2],
  horseman: [-1, -1, 0, 1, 2, 2],
  other: [0, 0, 0, 0, 0, 0],
  tethered: [0, 0, 0, 0, 0, 0],
  'indian-pony': [0, 0, 0, 0, 0, 0],
};

/** Mount Quality by the modified 1d6: ≤1 Nag, 2–5 Pretty Fair, ≥6 Good [L2071–2078, C-24]. */
export const qualityIndexOf = (roll: number): number => (roll <= 1 ? 0 : roll <= 5 ? 1 : 2);
/** Talk the Talk's Indian ponies: Nag on 1, Pretty Fair on 2–4, Good on 5–6 [L3760]. */
export const ponyIndexOf = (roll: number): number => (roll <= 1 ? 0 : roll <= 4 ? 1 : 2);

/** Whose modifier column a profession's mount is rolled on (§10.1 [L2037–2054]). */
export function ownerOf(profession: Profession): MountOwner {
  if (HORSEMEN.includes(profession)) return 'horseman';
  return TOWNSFOLK_COLUMN.includes(profession) ? 'townsfolk' : 'other';
}
const HORSEMEN: readonly Profession[] = ['cowboy', 'gunfighter', 'outlaw'];
/** The lawmen of the first column: Marshals, Sheriffs and Deputies. */
const TOWNSFOLK_COLUMN: readonly Profession[] = [
  'greenhorn',
  'homesteader',
  'marshal',
  'sheriff',
  'deputy',
  'prospector',
  'ranger',
  'townsfolk',
];

/**
 * Horsemanship Rating: Rep, capped by profession [L2092–2096, C-75]: 5 for Rangers, Cowboys,
 * Outlaws, Gunfighters, Marshals and Plains warriors, 3 for Townsfolk and Homesteaders, 4 for
 * everyone else.
 */
export function horsemanshipOf(profession: Profession, rep: number): number {
  const five = ['ranger', 'cowboy', 'outlaw', 'gunfighter', 'marshal', 'plains-warrior'];
  const cap = five.includes(profession)
    ? 5
    : profession === 'townsfolk' || profession === 'homesteader'
      ? 3
      : 4;
  return Math.min(rep, cap);
}

/** A horse moves 12", a mule 8" (§10.1 [L2084]). */
export const MOUNT_MOVE = { horse: 12, mule: 8 } as const;
/** Thrown from a mount that has moved more than this: −1 Toughness on Rider Thrown (C-86). */
export const THROWN_FAST = 18;
/** Riding double: −1 to every Quality test of the mount (§10.5 [L2298], C-88). */
export const RIDING_DOUBLE = 1;

/** They Shot My Horse! hit locations by 1d6 [L2314–2410]; a team's are the same (§10.9 [L2755–2849]). */
export const HORSE_LOCATIONS = [
  'head',
  'neck',
  'chest',
  'abdomen',
  'shoulder-thigh',
  'legs',
] as const;
export type HorseLocation = (typeof HORSE_LOCATIONS)[number];

/**
 * The Quality adjustment of a hit at each location (§10.7 [L2314–2410], §10.9 [L2755–2849]):
 * head and legs −1, chest +1 but never above Good.
 */
const LOCATION_ADJUST: Readonly<Record<HorseLocation, number>> = {
  head: -1,
  neck: 0,
  chest: 1,
  abdomen: 0,
  'shoulder-thigh': 0,
  legs: -1,
};
const ADJUST_BY_INDEX = HORSE_LOCATIONS.map((l) => LOCATION_ADJUST[l]);
const CHEST = HORSE_LOCATIONS.indexOf('chest');

/**
 * What a horse's or a team's Quality is against a hit at location `loc` (0-based: the 1d6
 * less 1). Only the chest's bonus is capped: the tables print "+1, at most 5" there alone.
 */
export const locationQuality = (quality: number, loc: number): number =>
  loc === CHEST ? Math.min(GOOD, quality + 1) : quality + ADJUST_BY_INDEX[loc];

/** What a hit does to the horse. */
export const HORSE_RESULTS = [
  'grazed',
  'spooked',
  'stumbles',
  'half-speed',
  'crippled',
  'mortal-wound',
  'dead',
] as const;
export type HorseResult = (typeof HORSE_RESULTS)[number];
const H = Object.fromEntries(HORSE_RESULTS.map((r, i) => [r, i])) as Record<HorseResult, number>;

/**
 * They Shot My Horse! by location and Pass 2, 1, 0 [L2314–2410; QRS L7207–7293]. Legs Pass 1
 * is "stumbles" before its 1d6 against Quality − 1, which may make it "crippled".
 */
export const HORSE_RESULT_BY_PASSES: readonly (readonly [number, number, number])[] = [
  [H.spooked, H['mortal-wound'], H.dead],
  [H.grazed, H.spooked, H['mortal-wound']],
  [H.grazed, H.spooked, H.dead],
  [H.grazed, H.spooked, H['mortal-wound']],
  [H.grazed, H.spooked, H['half-speed']],
  [H.grazed, H.stumbles, H.crippled],
];
export const HORSE_RESULT = H;
export const LEGS = 5;

/**
 * What the rider takes after each horse result: nothing, Stay Mounted (spooked), or Rider
 * Thrown (every result that throws him, C-62).
 */
export const RIDER_AFTER: Readonly<Record<HorseResult, 'none' | 'stay-mounted' | 'thrown'>> = {
  grazed: 'none',
  spooked: 'stay-mounted',
  stumbles: 'thrown',
  'half-speed': 'thrown',
  crippled: 'thrown',
  'mortal-wound': 'thrown',
  dead: 'thrown',
};

/** A rider's end after a fall test: on, or thrown with damage as from a pistol or a buffalo gun (and at least OOF). */
export const RIDER_ENDS = [
  'stays-on',
  'pistol-damage',
  'buffalo-gun-damage',
  'buffalo-gun-and-oof',
] as const;
/** Stay Mounted (2d6 vs HR) by Pass 0, 1, 2: buffalo gun, pistol, stays on [L2244–2264]. */
export const STAY_MOUNTED_BY_PASSES = [2, 1, 0] as const;
/** Rider Thrown (2d6 vs Toughness) by Pass 0, 1, 2: buffalo gun and OOF, buffalo gun, pistol [L2266–2288]. */
export const RIDER_THROWN_BY_PASSES = [3, 2, 1] as const;
