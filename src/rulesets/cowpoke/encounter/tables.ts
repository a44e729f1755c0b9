import { AIM_BONUS, BASE_DICE, BLAZE_BONUS, COVER_DICE, WEAPONS } from '../data.ts';

/** Kinds of damage reported by `damage.<kind>`: every weapon, then brawls and parting attacks. */
export const DAMAGE_KINDS = [...WEAPONS, 'brawl', 'parting-attack'] as const;
export const KIND_BRAWL = WEAPONS.length,
  KIND_PARTING = WEAPONS.length + 1;
export const DYNAMITE = WEAPONS.indexOf('dynamite');
export const NO_WEAPON = -1;

/** Weapon tables flattened for the hot loop: index weapon × 5 + band; −1 for the table's `-`. */
export const BASE = Int8Array.from(
  WEAPONS.flatMap((w) => BASE_DICE[w].map((b) => (b === null ? -1 : b))),
);
export const AIM = Int8Array.from(WEAPONS, (w) => AIM_BONUS[w] ?? 0);
export const BLAZE = Int8Array.from(WEAPONS, (w) => BLAZE_BONUS[w] ?? -1);

/** Cover classes on the shared battlefield, lightest first (class k is COVER_CLASSES[k − 1]), and the dice each costs a shot; cowpoke.md §1.2 step 3. */
export const COVER_CLASSES = ['wood', 'stone'] as const;
export const CLASS_DICE = Int32Array.from([0, ...COVER_CLASSES.map((k) => COVER_DICE[k])]);

/** What a scenario's objective is: a safe to open (it stays open) or a strongbox to carry. */
export const OBJECTIVE_KINDS = ['open', 'grab'] as const;
