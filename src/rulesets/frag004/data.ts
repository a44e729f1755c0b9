/**
 * Fragment 004's tables. The fragment is one page of an action list (sections 6.01–6.14 and
 * 6.07a); everything it leaves out (shooting, jams, brawls) is supplied by the user, never here.
 */

export const MOVES = ['walk', 'run', 'sprint'] as const;
export type Move = (typeof MOVES)[number];

/** Distance = base + the sum of `dice` D3; the facing change allowed; whether two 1s fell. */
export const MOVE_TABLE: Record<
  Move,
  { base: number; dice: number; maxTurn: number; fallCheck: boolean }
> = {
  walk: { base: 2, dice: 2, maxTurn: 180, fallCheck: false }, // fragment-004.md §1.1 [L3-4]
  run: { base: 3, dice: 3, maxTurn: 90, fallCheck: true }, // fragment-004.md §1.1 [L5-7]
  sprint: { base: 5, dice: 5, maxTurn: 45, fallCheck: true }, // fragment-004.md §1.1 [L8-10]
};

/** The move each one needs in the character's previous activation; fragment-004.md §1.1 [L6], [L9]. */
export const PREREQUISITE: Record<Move, Move | null> = { walk: null, run: 'walk', sprint: 'run' };

/** The face whose pairs make a runner fall; fragment-004.md §1.1 step 5 [L7], [L10]. */
export const FALL_FACE = 1;
export const FALL_COUNT = 2;

/** Character classes, good / bad names; fragment-004.md §2 [L4], [L49-52]. */
export const CLASSES = ['citizen', 'townsfolk', 'gunslinger', 'hero'] as const;
export type CharacterClass = (typeof CLASSES)[number];
export const CLASS_NAMES: Record<CharacterClass, string> = {
  citizen: 'Citizen / Henchmen',
  townsfolk: 'Townsfolk / Gunman',
  gunslinger: 'Gunslinger / Outlaw',
  hero: 'Hero / Villain',
};
/** Citizens and Henchmen move exactly the rolled distance; fragment-004.md §1.1 step 4 [L4], [L6], [L9]. */
export const MOVES_EXACTLY: Record<CharacterClass, boolean> = {
  citizen: true,
  townsfolk: false,
  gunslinger: false,
  hero: false,
};
/** Most fan-fire shots per class; fragment-004.md §1.7 [L49-52]. */
export const FAN_FIRE_CAP: Record<CharacterClass, number> = {
  citizen: 2,
  townsfolk: 3,
  gunslinger: 4,
  hero: 5,
};

export const POSTURES = ['standing', 'kneeling', 'prone'] as const;
export type Posture = (typeof POSTURES)[number];

/** Reposition: anywhere within 2"; fragment-004.md §1.6 [L2]. */
export const REPOSITION_INCHES = 2;

/** Fix Gun, one D6; fragment-004.md §1.3 [L44-47]: 1–2 busted, 3–4 still jammed, 5–6 cleared. */
export const FIX_GUN = { bustedAtMost: 2, clearedAtLeast: 5 } as const;

/** Rest to recover from stun: D6 ≥ 4; fragment-004.md §1.4 [L32]. */
export const REST_RECOVER_AT_LEAST = 4;

/** Aim; fragment-004.md §1.5: shift ≤ 2" [L21], aim point counts within 2" of the target [L30]. */
export const AIM_SHIFT_INCHES = 2;
export const AIM_RADIUS_INCHES = 2;

/** Fan fire's dice modifier as printed ("3D6 modifier", read −3 dice); fragment-004.md §1.7 [L48], A8. */
export const FAN_FIRE_DICE = 3;

/** Loading: one action breaks, loads or closes; a load is 1 magazine, 1 chamber or 3 cartridges; fragment-004.md §1.8 [L13-16]. */
export const AMMO = ['cartridge', 'magazine', 'cap-and-ball'] as const;
export type Ammo = (typeof AMMO)[number];
export const ROUNDS_PER_LOAD: Record<Exclude<Ammo, 'magazine'>, number> = {
  cartridge: 3,
  'cap-and-ball': 1,
};
