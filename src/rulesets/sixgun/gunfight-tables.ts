/**
 * The Gunfight encounter's set-up tables, six-gun-sound.md §13.1 [L3147–3249]: which kind of
 * gunfight (1d6), where it happens, how many enemies (2d6) and who they are (2d6 by the
 * Star's profession). Each table lists, per die score, what it gives.
 */

export const GF_TYPES = ['GF-1', 'GF-2', 'GF-3'] as const;
/** Type (1d6): 1–3 GF-1, 4–5 GF-2, 6 GF-3 [L3152–3155]. */
export const GF_TYPE_BY_D6 = [0, 0, 0, 1, 1, 2] as const;

/** GF-1's terrain (1d6): in the street on 1–3, indoors (a saloon or gambling house) on 4–6 (§13.1 Terrain). */
export const GF1_SETTINGS = ['street', 'indoors'] as const;
export const GF1_STREET_UP_TO = 3;

export const GF2_PLACES = ['town', 'ranch', 'trail'] as const;
/**
 * GF-2's place: in town on 1–4; elsewhere on 5–6, which a second 1d6 makes a ranch (1–3) or
 * the trail (4–6) [L3157].
 */
export const GF2_TOWN_UP_TO = 4;
export const GF2_RANCH_UP_TO = 3;

/**
 * GF-2's building (1d6): the street in front of a saloon on 1–3, a gambling house on 4–5, a
 * livery stable on 6 [L3167].
 */
export const GF2_BUILDINGS = ['saloon', 'gambling-house', 'livery-stable'] as const;
export const GF2_BUILDING_BY_D6 = [0, 0, 0, 1, 1, 2] as const;

/**
 * §13.1 Mounts in town [L3241]: the spare saddled horses nobody in the fight owns, by the GF-2's
 * building: 1d6 less this many, none below 0 (1d6 − 1 tied outside the saloon, 1d6 − 2 in the
 * livery stable); a gambling house has none of its own.
 */
export const GF2_SPARE_HORSES_LESS: Readonly<
  Record<(typeof GF2_BUILDINGS)[number], number | null>
> = { saloon: 1, 'gambling-house': null, 'livery-stable': 2 };
export const spareHorses = (less: number, d6: number): number => Math.max(0, d6 - less);
/** The most spare horses one building has: 1d6 − 1 at the saloon. */
export const MOST_SPARE_HORSES = 5;

export const GF3_PLACES = ['town', 'trail'] as const;
/** GF-3: in town on 1–2 (played as GF-2), on the trail on 3–6 [L3168]. */
export const GF3_TOWN_UP_TO = 2;

/** How Many of Them (GF), 2d6 [L3181–3193]: the enemy force against yours. */
export const HOW_MANY = [
  'twice-yours', // 2
  'yours-x1.5', // 3
  'yours+2', // 4
  'yours+1', // 5
  'equal', // 6–8
  'yours-1', // 9: you have 1 more than them
  'yours-2', // 10: you have 2 more
  'yours/1.5', // 11: you have 1.5× theirs
  'half-yours', // 12: you have twice theirs
] as const;
/** HOW_MANY index for each 2d6 total 2..12. */
export const HOW_MANY_BY_2D6 = [0, 1, 2, 3, 4, 4, 4, 5, 6, 7, 8] as const;

export const STAR_KINDS = ['outlaw', 'gunfighter', 'lawman', 'cowboy'] as const;
export const OPPONENTS = [
  'greenhorn',
  'cowboys',
  'lawman',
  'outlaws',
  'gunfighter',
  'random-npc',
] as const;
/**
 * Gunfight Opponents (2d6, by the Star's profession) [L3195–3214]: the OPPONENTS index for
 * each total 2..12. A Lawman Star never meets a Greenhorn or another Lawman.
 */
export const OPPONENT_BY_2D6: Readonly<Record<(typeof STAR_KINDS)[number], readonly number[]>> = {
  //        2  3  4  5  6  7  8  9 10 11 12
  outlaw: [0, 0, 1, 1, 2, 2, 2, 3, 4, 5, 5],
  gunfighter: [0, 0, 1, 1, 2, 3, 4, 4, 4, 4, 5],
  lawman: [1, 1, 1, 1, 3, 3, 3, 3, 3, 4, 5],
  cowboy: [0, 0, 1, 1, 1, 1, 2, 3, 3, 4, 5],
};
