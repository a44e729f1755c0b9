import type { Rng } from '../../../../dice/rng.ts';
import { NPC_TABLES, type Profession, type Weapon } from '../../data.ts';
import type { BandWorld } from '../band-world.ts';

/**
 * The Warrior NPC table's weapons by d6 (six-gun-sound.md §2.2 [L6790–6797]): lance, bow,
 * smoothbore carbine, trapdoor carbine, pistol, repeating carbine. The engine has no lance
 * (§3.1: melee only, +1d6 in melee like a knife or tomahawk, §8 [L1039–1041]); a warrior
 * rolling it fights with a tomahawk, which can also be thrown 6" — the outputs say so.
 */
const WARRIOR_WEAPONS: readonly Weapon[] = [
  'tomahawk',
  'bow',
  'smoothbore-carbine',
  'trapdoor-carbine',
  'pistol',
  'repeating-carbine',
];

/** Rolls figure c as a warrior of table `who` (no Veteran chance, §2.2) and writes it into w. */
export function rollWarrior(w: BandWorld, c: number, who: Profession, rng: Rng): void {
  const d = rng.d6();
  const row = NPC_TABLES[who][d - 1]!;
  w.profession[c] = who;
  w.rep[c] = row.rep;
  w.sand[c] = row.sand;
  w.toughness[c] = row.toughness;
  w.carry(c, WARRIOR_WEAPONS[d - 1], null);
  w.veteran[c] = 0;
  w.attr[c] = 0;
}
