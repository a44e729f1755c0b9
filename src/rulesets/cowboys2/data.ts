/**
 * Cowboys II's printed numbers. Every table cites cowboys-ii.md (section and source line);
 * the Shot Chart, whose image the source lacks, lives in chart.ts.
 */

export const WEAPONS = ['pistol', 'rifle', 'shotgun'] as const;
export type Weapon = (typeof WEAPONS)[number];

export interface WeaponStats {
  /** Rounds when fully loaded; 0 = not tracked. */
  maxAmmo: number;
  /** Separate 2d6 rolls per declared shot. */
  rollsPerShot: number;
  /** Modifier when the shooter is mounted. */
  mounted: number;
  /** Modifier on a Spin and Shoot. */
  spin: number;
}

// cowboys-ii.md §2.2 [L247-249], §1.2 [L218], [L228], [L229]; the rifle's 16 is ruling B4.
export const WEAPON_STATS: Record<Weapon, WeaponStats> = {
  pistol: { maxAmmo: 6, rollsPerShot: 1, mounted: -2, spin: -1 },
  rifle: { maxAmmo: 16, rollsPerShot: 1, mounted: -3, spin: -3 },
  shotgun: { maxAmmo: 2, rollsPerShot: 2, mounted: -3, spin: -3 },
};

// cowboys-ii.md §1.2 modifier table [L222-231], §1.11 [L354-357].
export const SHOT_MODIFIERS = {
  backShot: 2, // [L225]
  redLine: -1, // [L226]
  openDoor: -1, // [L227]
  reaction: -1, // [L230]
  deadEye: 2, // [L255-261]
  fanFire: -3, // optional rule 2 [L354]
  twoPistols: -2, // optional rule 3 [L355]
  splitFire: -2, // optional rule 5 [L357]
} as const;

/** A fan fire empties one pistol: at most its six rounds (cowboys-ii.md §1.11 [L354]). */
export const FAN_FIRE_MAX_SHOTS = 6;

export const TARGETS = [
  'cowboy',
  'townFolk',
  'indianHidden',
  'indianRevealed',
  'horse',
  'horseWounded',
] as const;
export type Target = (typeof TARGETS)[number];

/**
 * Health of each kind of model as the points of damage that remove it (cowboys-ii.md §1.6,
 * §2.1 [L17-33]). A hidden Indian is revealed by its first hit and removed by its second
 * (so 2, ruling B15); a horse takes a 1-health marker then goes (2, [L29], [L141]).
 */
export const TARGET_HEALTH: Record<Target, number> = {
  cowboy: 4,
  townFolk: 1,
  indianHidden: 2,
  indianRevealed: 1,
  horse: 2,
  horseWounded: 1,
};

export const COWBOY_HEALTH = 4; // cowboys-ii.md §2.1 [L17]
export const COWBOY_MOVEMENT = 4; // [L127]
export const HORSE_MOVEMENT = 4; // [L141]
export const HORSE_MOVEMENT_AFTER_HIT = 2; // optional rule 8 [L363]

/** Action point costs, cowboys-ii.md §3.2 [L106-119]. */
export const AP = {
  orthogonal: 1, // [L107]
  diagonal: 2, // [L129]
  redLine: 1, // extra, [L108], [L133]
  faceAtEnd: 1, // [L110]
  mount: 2, // [L139]
  dismount: 2, // [L139]
  switchWeapon: 2, // [L147]
  reload: 2, // [L115]
  shot: 2, // [L117]
  spinAndShoot: 2, // [L118]
  brawl: 2, // [L118]
} as const;

/**
 * Variable damage per hit (optional, cowboys-ii.md §1.9 [L366-377]) by the 2d6 total:
 * damage points, with KILL for "health to 0", and GRAZE for a pin without damage. The
 * printed "4-8" band overlaps the "4" of Grazed (K10); `varDamage.fourIs` chooses.
 */
export const KILL = 99;
export const GRAZE = -1;
export function varDamageBand(total: number, fourIs: 'graze' | 'hit'): number {
  if (total <= 3) return 0; // miss: the hit is cancelled [L370]
  if (total === 4) return fourIs === 'graze' ? GRAZE : 1; // [L371-372]
  if (total <= 8) return 1; // [L372]
  if (total <= 10) return 2; // [L373]
  if (total === 11) return 3; // [L374]
  return KILL; // 12 [L375]
}

/** Brawl modifiers, cowboys-ii.md §1.5 [L273-277]. */
export const BRAWL = {
  rear: 2, // attacker only [L275]
  healthBase: 4, // "per point of health below 4" [L277]
} as const;
