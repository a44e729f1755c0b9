/**
 * The tables of the Malice quick-reference sheet (seed 002), as malice.md restates them.
 * Line citations [Lnnn] are to the seed text; a PLACEHOLDER is the spec's invented value
 * for a number the sheet does not print.
 */

// malice.md §2.2 [L101-126]: "-" bands are null; rounds null = never needs reloading.
export const WEAPONS = [
  'derringer',
  'shotgun',
  'revolver',
  'buntline-special',
  'bow',
  'repeating-rifle',
  'sharps-carbine',
] as const;
export type Weapon = (typeof WEAPONS)[number];

export interface WeaponStats {
  short: number | null;
  long: number | null;
  /** Rounds a full weapon holds; null = Free Reload (the bow). */
  rounds: number | null;
  fanfire: boolean;
  /** Added to the die at Short and at Long range (the shotgun's special). */
  shortMod: number;
  longMod: number;
  /** The round count is the spec's PLACEHOLDER, not the sheet's. */
  roundsPlaceholder?: boolean;
}

export const WEAPON_STATS: Record<Weapon, WeaponStats> = {
  derringer: { short: 6, long: null, rounds: 2, fanfire: false, shortMod: 0, longMod: 0 }, // malice.md §2.2 [L104]
  shotgun: { short: 8, long: 12, rounds: 2, fanfire: false, shortMod: 2, longMod: -1 }, // malice.md §2.2 [L106-108], A8
  revolver: { short: 8, long: 12, rounds: 6, fanfire: true, shortMod: 0, longMod: 0 }, // malice.md §2.2 [L110-111]
  'buntline-special': { short: 8, long: 16, rounds: 6, fanfire: true, shortMod: 0, longMod: 0 }, // malice.md §2.2 [L113-115], A4
  bow: { short: null, long: 16, rounds: null, fanfire: false, shortMod: 0, longMod: 0 }, // malice.md §2.2 [L117], A6 (a)
  'repeating-rifle': {
    short: 10,
    long: 24,
    rounds: 15,
    fanfire: false,
    shortMod: 0,
    longMod: 0,
    roundsPlaceholder: true,
  }, // malice.md §2.2 [L119-120], §6 PLACEHOLDER 15
  'sharps-carbine': {
    short: 18,
    long: 36,
    rounds: 1,
    fanfire: false,
    shortMod: 0,
    longMod: 0,
    roundsPlaceholder: true,
  }, // malice.md §2.2 [L122-123], §6 PLACEHOLDER 1
};

// malice.md §1.3 [L81-82]: the d10 must reach 6 at Short range, 8 at Long.
export const TARGET_NUMBER = { short: 6, long: 8 } as const;

// malice.md §1.3 [L84-91]: modifiers to the shooting die.
export const MOD = {
  aiming: 1, // [L84]
  lilyLivered: -1, // [L86]
  softCover: -1, // [L88-89]
  hardCover: -2, // [L90]
  firerMounted: -2, // [L91]
} as const;

export const COVERS = ['none', 'soft', 'hard'] as const;
export type Cover = (typeof COVERS)[number];
export const COVER_MOD: Record<Cover, number> = {
  none: 0,
  soft: MOD.softCover,
  hard: MOD.hardCover,
};

// malice.md §1.7 [L146-163]: the hit table, d10 → location.
export const LOCATIONS = ['leg', 'arm', 'graze', 'gut-punch', 'chest', 'severe'] as const;
export type Location = (typeof LOCATIONS)[number];
export const LEG = 0,
  ARM = 1,
  GRAZE = 2,
  GUT = 3,
  CHEST = 4,
  SEVERE = 5;
/** Index d10 − 1. */
export const HIT_TABLE = Uint8Array.of(LEG, LEG, ARM, ARM, GRAZE, GRAZE, GUT, CHEST, CHEST, SEVERE);

// malice.md §1.8 [L94-96], [L166-167]: a hit on a mounted target strikes the horse on 1–5; a horse dies of its third wound.
export const HORSE_MAX_D10 = 5;
export const HORSE_WOUNDS = 3;

// malice.md §1.4 [L125-126]: fanfire fires up to 6 rounds, each hitting only on a 10.
export const FANFIRE_MAX_ROUNDS = 6;
export const FANFIRE_NEEDS = 10;

// malice.md §3 [L47]: one Reload action adds up to 3 rounds.
export const RELOAD_ROUNDS = 3;

// malice.md §1.1 [L3], [L16-17]: hands of five, refilled at the end of every turn.
export const HAND_SIZE = 5;

// malice.md §1.2 [L26-33]: ranks whose play for initiative does something.
export const RANK_SEVEN = 7; // one character takes 3 actions [L27], [L38-39]
export const RANK_THREE = 3; // discard any cards at the end of the turn [L29]
export const RECOVERY_RANKS = [4, 14] as const; // A or 4: unconscious models stand [L28], [L169-172]
export const COURAGE_MIN_RANK = 11; // J, Q, K, A: automatic Get Your Courage Up [L213-214]
export const LOW_BLOW_RANK = 2; // a 2 of the opponent's suit wins fisticuffs [L31], [L187-188]

// malice.md §3 [L37-39]: actions per model per turn, and for the 7's chosen model.
export const ACTIONS = 2;
export const ACTIONS_WITH_SEVEN = 3;

// malice.md §1.12 [L186-187], [L179-180]: +1 to a mounted fighter's score; the loser takes two wounds, pushed back 2".
export const FISTICUFFS_MOUNTED_BONUS = 1;
export const FISTICUFFS_WOUNDS = 2;
export const FISTICUFFS_PUSHBACK = 2;

// malice.md §1.6 [L137-138]: Duck for cover moves up to 3".
export const DUCK_INCHES = 3;

// malice.md §1.14 [L52-61]: move allowances in inches.
export const MOVE = { foot: { open: 6, rough: 3 }, horse: { open: 12, rough: 8 } } as const;

// malice.md §1.13 [L222-225]: the skedaddle die.
export const SKEDADDLE_DIE = 10;

/**
 * malice.md §6: the sheet prints no wound boxes or Toughness. These are the spec's
 * PLACEHOLDERS, offered only as a named preset that outputs label as not from the source.
 */
export const PLACEHOLDER_CHARACTER = { boxes: 2, toughness: 6 } as const;
export const PLACEHOLDER_LABEL = 'placeholder, not from the source';
