/** Cowpoke: Reforged data tables. Citations: `cowpoke.md §n [Lnnn]` (seed 000). */

export const WEAPONS = [
  'derringer',
  'revolver',
  'lever-action',
  'shotgun',
  'single-shot-rifle',
  'gatling',
  'bow',
  'dynamite',
] as const;
export type Weapon = (typeof WEAPONS)[number];

export const RANGES = ['point-blank', 'short', 'medium', 'long', 'extreme'] as const;
export type Range = (typeof RANGES)[number];

/** Lower edge of each band in inches; cowpoke.md §1.2 step 1 [L372]. */
export const RANGE_LOWER_EDGE: Readonly<Record<Range, number>> = {
  'point-blank': 0,
  short: 2,
  medium: 6,
  long: 12,
  extreme: 24,
};

export const TIERS = ['greenhorn', 'cowpoke', 'legend'] as const;
export type Tier = (typeof TIERS)[number];

/** Null is the table's `-`: no shot at that range, whatever the modifiers. */
type BaseDice = readonly [
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
];

/** Base dice by range band; cowpoke.md §2.3 [L372-380]. */
export const BASE_DICE: Readonly<Record<Weapon, BaseDice>> = {
  derringer: [3, 1, null, null, null],
  revolver: [4, 3, 2, 0, null],
  'lever-action': [2, 3, 4, 2, 0],
  shotgun: [2, 5, 2, 1, null],
  'single-shot-rifle': [1, 2, 4, 3, 2],
  gatling: [null, 6, 5, 4, 3],
  bow: [1, 2, 3, 1, null],
  dynamite: [6, 3, null, null, null],
};

/** Aim bonus by weapon class; cowpoke.md §1.3, A9 [L305-307, L391-393]. Dynamite cannot aim. */
export const AIM_BONUS: Readonly<Record<Weapon, number | null>> = {
  derringer: 2,
  revolver: 2,
  shotgun: 2,
  'lever-action': 3,
  'single-shot-rifle': 3,
  gatling: 3,
  bow: 3,
  dynamite: null,
};

/** Blaze Away bonus, null where not allowed; cowpoke.md §1.11, A18 [L315-318, L394]. */
export const BLAZE_BONUS: Readonly<Record<Weapon, number | null>> = {
  derringer: null,
  revolver: 3,
  'lever-action': 2,
  shotgun: null,
  'single-shot-rifle': null,
  gatling: null,
  bow: null,
  dynamite: null,
};

/** Weapons emptied by every firing (♠); cowpoke.md §1.10 [L477-479]. */
export const SPADE_WEAPONS: readonly Weapon[] = ['derringer', 'single-shot-rifle'];

/** Max HP by tier; cowpoke.md §2.1 [L78, L86, L92]. */
export const MAX_HP: Readonly<Record<Tier, number>> = { greenhorn: 2, cowpoke: 4, legend: 4 };

/** Shooting and brawling dice by tier; cowpoke.md §2.1 [L79, L91, L395]. */
export const TIER_DICE: Readonly<Record<Tier, number>> = { greenhorn: -1, cowpoke: 0, legend: 1 };

export const COVER = ['none', 'wood', 'stone'] as const;
export type Cover = (typeof COVER)[number];

/** Cover penalty; cowpoke.md §1.2 step 3 [L355-357, L388]. */
export const COVER_DICE: Readonly<Record<Cover, number>> = { none: 0, wood: -2, stone: -3 };

/** Shooting modifiers that are not tied to a weapon; cowpoke.md §1.2 step 3 [L386-395, L105]. */
export const MODIFIER = {
  attackerMoved: -1, // [L386]
  defenderMoved: -1, // [L387]
  backShot: 1, // [L390]
  marksman: 1, // [L105]
} as const;

export const LOCATIONS = ['head', 'chest', 'gut', 'arms', 'legs', 'legs'] as const;

/**
 * Damage by location d6 (rows) and severity d6 (columns); cowpoke.md §1.4 [L419-425, L599-605].
 * 1 = Light, 2 = Serious, 4 = Mortal.
 */
export const WOUND_CHART: readonly (readonly number[])[] = [
  // sev: 1  2  3  4  5  6
  [1, 1, 2, 2, 4, 4], // 1 head
  [1, 1, 2, 2, 4, 4], // 2 chest
  [1, 1, 1, 1, 2, 4], // 3 gut
  [1, 1, 1, 1, 2, 2], // 4 arms
  [1, 1, 1, 1, 2, 2], // 5 legs
  [1, 1, 1, 1, 2, 2], // 6 legs
];

/** The chart flattened: index (location − 1) × 6 + (severity − 1); one d36 picks a cell. */
export const WOUND_CELLS: Uint8Array = Uint8Array.from(WOUND_CHART.flat());

/** The Light wound that Tough ignores; cowpoke.md §1.5 [L639, L711-714]. */
export const LIGHT_WOUND = 1;

/** Survival roll pool; cowpoke.md §1.16 [L696-699]. */
export const SURVIVAL_DICE = { base: 3, tough: 1, legend: 1 } as const;

/** Brawl pool terms; cowpoke.md §1.6 [L499-508], optional −1 for a scarred Head or Arms [L680]. */
export const BRAWL_DICE = { base: 2, brawler: 2, meleeWeapon: 2, scarred: -1 } as const;

/** Parting attack dice when a model disengages; cowpoke.md §1.8 [L545-548]. */
export const PARTING_DICE = { unarmed: 1, armed: 2 } as const;

/** Blast pools by a victim's distance from the token; cowpoke.md §1.9 [L467-473]. */
export const BLAST = { nearEdge: 2, nearDice: 6, farEdge: 6, farDice: 3 } as const;

/** Throwing dynamite; cowpoke.md §1.9 [L456-465]: sure up to 6", Hail Mary reaches 1d6 + 6. */
export const THROW = { sureMax: 6, hailMaryBase: 6 } as const;

/** Movement; cowpoke.md §1.14 [L213-223]: Move 6", Run 6 + 2d6, Fast +2" on a Run. */
export const MOVE = { move: 6, runBase: 6, fastRun: 2 } as const;

/** Critical-injury (battle scar) threshold and movement penalties; cowpoke.md §1.13 [L675-684]. */
export const CRIT = {
  threshold: 2,
  dice: -1, // Head or Arms: shooting and brawling pools
  torsoMove: -1,
  torsoRun: -2, // Chest or Gut
  legsMove: -2,
  legsRun: -4, // Legs
} as const;

/** Location d6 (1-based) → scar group: 0 head, 1 chest, 2 gut, 3 arms, 4 legs; cowpoke.md A23. */
export const LOCATION_GROUP: Uint8Array = Uint8Array.of(0, 1, 2, 3, 4, 4);

/**
 * Interact (1 AP): automatic, or a d6 roll the scenario sets; the book's example is "4+ to
 * pick the lock"; cowpoke.md §1.17 [L328-331].
 */
export const INTERACT = { ap: 1, bookNeed: 4 } as const;
