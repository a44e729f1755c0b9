import { LOCATIONS, RANGES, WEAPONS } from '../data.ts';
import { bandIndex } from '../pool.ts';
import type { World } from './world.ts';

/**
 * Cowpoke's wording of the play-by-play, written into the shared trace (src/encounter/trace.ts).
 * Every function here is called only when `w.log` is set, so simulating never builds a string.
 */
export function say(w: World, text: string): void {
  w.log!.say(w.turn, text);
}
/** Continues the latest line. */
export function add(w: World, text: string): void {
  w.log!.add(text);
}
export const who = (w: World, c: number) => `${w.names[c]} (${w.tierName[c]})`;
export const facesText = (w: World, n: number) =>
  `[${Array.from(w.faces.subarray(0, n)).join(',')}]`;
export const weaponName = (k: number) => WEAPONS[k];
export const bandName = (b: number) => RANGES[b].replace('-', ' ');
const SEVERITY = ['Flesh wound', 'Flesh wound', 'Solid', 'Solid', 'Critical', 'Lethal'];
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** "; Chest, Solid → 2 damage, HP 2" for wound cell `cell` (0..35). */
export function woundText(
  w: World,
  t: number,
  cell: number,
  wound: number,
  recorded: number,
): string {
  const where = `${cap(LOCATIONS[(cell / 6) | 0])}, ${SEVERITY[cell % 6]}`;
  const hp = Math.max(0, w.maxHp[t] - w.dmg[t]);
  const shrug = recorded === 0 ? ' shrugged off (Tough)' : '';
  const end = hp === 0 ? ` → ${w.names[t]} is down` : `, HP ${hp}`;
  return `; ${where} → ${wound} damage${shrug}${end}`;
}

/** Where a character stands, in words: a named cover zone or open ground. */
export function placeText(w: World, c: number): string {
  const z = w.zoneAt(w.x[c], w.y[c]);
  return z < 0 ? `(${w.x[c].toFixed(1)}, ${w.y[c].toFixed(1)})` : `the ${w.zoneName(z)}`;
}

/** "revolver (aimed), medium, 2 dice [3,6] → hit" for one shooting roll. */
export function rollText(
  w: World,
  s: number,
  t: number,
  wpn: number,
  n: number,
  aimed: boolean,
  hits: number,
): string {
  const band = bandName(bandIndex(w.dist(s, t), w.halfOpen));
  return `${weaponName(wpn)}${aimed ? ' (aimed)' : ''}, ${band}, ${n} ${n === 1 ? 'die' : 'dice'} ${facesText(w, n)} → ${hits === 0 ? 'miss' : hits === 1 ? 'hit' : `${hits} hits`}`;
}

export const shotText = (w: World, s: number, t: number, label: string) =>
  `${who(w, s)} ${label} ${w.names[t]}: `;
export const outOfAmmoText = (wpn: number) => `; ${weaponName(wpn)} out of ammo`;

/** The initiative roll's line, with players named by their sides. */
export const initiativeLine = (w: World, line: string) =>
  say(
    w,
    line.replace(/player (\d+)/g, (_, k) => w.sideNames[Number(k) - 1]),
  );
