import {
  COVER_MOD,
  FANFIRE_NEEDS,
  MOD,
  RELOAD_ROUNDS,
  TARGET_NUMBER,
  WEAPON_STATS,
  type Cover,
  type Weapon,
} from './data.ts';
import type { MaliceOptions } from './options.ts';

export type Band = 'short' | 'long';

/** The weapon's Short reach under the options: the bow's row has two readings (malice.md A6). */
export function shortReach(weapon: Weapon, o: MaliceOptions): number | null {
  const w = WEAPON_STATS[weapon];
  return weapon === 'bow' && o['bow.bands'] === 'short-only' ? w.long : w.short; // A6 (b)
}

/** The weapon's Long reach under the options (none for the bow read as Short only, A6 (b)). */
export function longReach(weapon: Weapon, o: MaliceOptions): number | null {
  return weapon === 'bow' && o['bow.bands'] === 'short-only' ? null : WEAPON_STATS[weapon].long;
}

/** The weapon's Short and Long reach under the options. */
export function bandsOf(
  weapon: Weapon,
  o: MaliceOptions,
): { short: number | null; long: number | null } {
  return { short: shortReach(weapon, o), long: longReach(weapon, o) };
}

/**
 * The band a distance falls in, or null beyond the weapon's reach (malice.md §1.3 step 1, A7).
 * No object or closure per call: encounters ask it several times an activation.
 */
export function bandOf(weapon: Weapon, distance: number, o: MaliceOptions): Band | null {
  const code = bandCode(
    shortReach(weapon, o) ?? -1,
    longReach(weapon, o) ?? -1,
    o['range.bounds'] === 'inclusive',
    distance,
  );
  return code === SHORT ? 'short' : code === LONG ? 'long' : null;
}

/** Band codes for loops that keep reaches in typed arrays (an encounter's figures). */
export const NO_BAND = 0,
  SHORT = 1,
  LONG = 2;
export const BANDS = [null, 'short', 'long'] as const;

/**
 * bandOf on numbers: the band code of `distance` for a weapon reaching `short` and `long`
 * (−1 for a band the weapon lacks), bounds inclusive or not (malice.md §1.3 step 1, A7).
 */
export function bandCode(
  short: number,
  long: number,
  inclusive: boolean,
  distance: number,
): number {
  if (short >= 0 && (inclusive ? distance <= short : distance < short)) return SHORT;
  if (long >= 0 && (inclusive ? distance <= long : distance < long)) return LONG;
  return NO_BAND;
}

/** Rounds a full weapon holds; Infinity for the bow's Free Reload. */
export function capacityOf(weapon: Weapon, o: MaliceOptions): number {
  if (weapon === 'repeating-rifle') return o['ammo.repeatingRifle'];
  if (weapon === 'sharps-carbine') return o['ammo.sharpsCarbine'];
  return WEAPON_STATS[weapon].rounds ?? Infinity;
}

/** One Reload action: up to 3 more rounds, never above capacity (malice.md §3, D23). */
export function reload(weapon: Weapon, loaded: number, o: MaliceOptions): number {
  return reloadTo(capacityOf(weapon, o), loaded);
}

/** reload for a weapon whose capacity is known. */
export const reloadTo = (capacity: number, loaded: number): number =>
  Math.min(capacity, loaded + RELOAD_ROUNDS);

/** Reload actions that bring a weapon back to full after spending `spent` rounds. */
export function reloadActions(weapon: Weapon, spent: number, o: MaliceOptions): number {
  return capacityOf(weapon, o) === Infinity ? 0 : Math.ceil(spent / RELOAD_ROUNDS);
}

export interface Firer {
  aimed: boolean;
  lilyLivered: boolean;
  mounted: boolean;
}

/**
 * The number the d10 must reach for one ordinary shot: the band's target number less the
 * modifiers (malice.md §1.3 steps 2–4). 11 or more cannot hit, unless a natural 10 always does.
 */
export function shotNeed(
  weapon: Weapon,
  band: Band,
  firer: Firer,
  cover: Cover,
  o: MaliceOptions,
): number {
  const w = WEAPON_STATS[weapon];
  const mods =
    (firer.aimed ? MOD.aiming : 0) +
    (firer.lilyLivered ? MOD.lilyLivered : 0) +
    (firer.mounted ? MOD.firerMounted : 0) +
    COVER_MOD[cover] +
    (band === 'short' ? w.shortMod : w.longMod);
  const need = TARGET_NUMBER[band] - mods;
  return o['shoot.natural10AutoHit'] ? Math.min(need, 10) : need;
}

/**
 * What one fanfire round needs (malice.md §1.4): a natural 10, or under the alternative
 * reading a total of 10 with cover, Lily Livered and a mounted firer counting but no aim.
 */
export function fanfireNeed(firer: Firer, cover: Cover, o: MaliceOptions): number {
  if (o['fanfire.needsNatural10']) return FANFIRE_NEEDS;
  return (
    FANFIRE_NEEDS -
    ((firer.lilyLivered ? MOD.lilyLivered : 0) +
      (firer.mounted ? MOD.firerMounted : 0) +
      COVER_MOD[cover])
  );
}

/** P(a d10 reaches `need`) = clamp((11 − need) / 10, 0, 1). */
export const pReach = (need: number): number => Math.min(1, Math.max(0, (11 - need) / 10));
