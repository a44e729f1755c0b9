import type { Rng } from '../../dice/rng.ts';
import { JUST_PASSING_THROUGH, RANDOM_NPC } from './campaign/data.ts';
import { NPC_TABLES, PROFESSIONS, VETERAN_ON, type Profession, type Weapon } from './data.ts';

/**
 * The guns a row lists: one, or two as the book lists them, the second gun first and the one
 * he fights with last (a pistol beside a long gun, a Derringer beside a Shotgun).
 */
type Guns = Weapon | readonly [Weapon, Weapon];

/** The gun he fights with: the last listed. */
export const inHand = (g: Guns): Weapon => (typeof g === 'string' ? g : g[1]);

/**
 * The weapons each NPC carries, by d6 row (index 0 = a roll of 1): normally, and "in town"
 * (six-gun-sound.md §2.2 [L6653–6797]; C-90: in a settlement the "In town" column). He fights
 * with the last listed, the long gun when the row carries one, and carries the first besides
 * as his other weapon, changed to as his side's switchWeapons says (§3.5, §4.3 [L1207]); a
 * GF-1 is fought with the one in hand. An "In town" 2× Pistol is a pair he fires at once (the
 * third entry); beside a Repeating Carbine (the Gunfighter's and the Marshal's 6) the pair is
 * one other pistol, as otherWeapon plays no pair. Rows that send the roll to another table are
 * null; warriors are not met in a gunfight (no Gunfight Opponent is one).
 */
const W = (normal: Guns, town: Guns = normal, townPair = false) =>
  [normal, town, townPair] as const;
/** "In town: 2× Pistol" (the Gunfighter's and the Marshal's 6): he fires both (§3.5, §6.3). */
const PAIR = true;
export const NPC_WEAPONS: Readonly<
  Partial<Record<Profession, readonly (readonly [Guns, Guns, boolean] | null)[]>>
> = {
  // [L6655–6662]
  'bounty-hunter': [
    W('pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
    W(['pistol', 'trapdoor-rifle'], 'pistol'),
    W(['pistol', 'buffalo-gun'], 'pistol'),
  ],
  // [L6664–6671]
  'buffalo-hunter': [
    W('ml-buffalo-gun'),
    W('trapdoor-rifle'),
    W('buffalo-gun'),
    W(['pistol', 'trapdoor-rifle'], 'pistol'),
    W(['pistol', 'buffalo-gun'], 'pistol'),
    W(['pistol', 'buffalo-gun'], 'pistol'),
  ],
  // [L6673–6680]
  cowboy: [
    W('pistol'),
    W('pistol'),
    W(['pistol', 'trapdoor-carbine'], 'pistol'),
    W(['pistol', 'trapdoor-carbine'], 'pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
  ],
  // [L6682–6689]
  deputy: [
    W('trapdoor-carbine', 'pistol'),
    W('trapdoor-carbine', 'pistol'),
    W('repeating-carbine'),
    W('repeating-carbine'),
    W('repeating-carbine', 'scattergun'),
    W('repeating-carbine', 'pistol'),
  ],
  // [L6691–6698]: Derringer + Shotgun, in town the Derringer
  gambler: [
    W(['derringer', 'shotgun'], 'derringer'),
    W(['derringer', 'shotgun'], 'derringer'),
    W('pistol'),
    W('pistol'),
    W('pistol'),
    W(['pistol', 'shotgun'], 'pistol'),
  ],
  // [L6700–6707]
  greenhorn: [
    W('pistol'),
    W('pistol'),
    W('repeating-carbine'),
    W('repeating-carbine'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
  ],
  // [L6709–6716]
  gunfighter: [
    W('pistol'),
    W('pistol'),
    W('pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol', PAIR),
  ],
  // [L6718–6725]
  homesteader: [
    null,
    W('ml-rifle'),
    W('shotgun'),
    W('trapdoor-carbine'),
    W('trapdoor-rifle'),
    W('repeating-carbine'),
  ],
  // [L6727–6734]
  marshal: [
    W(['pistol', 'shotgun'], 'pistol'),
    W(['pistol', 'shotgun'], 'pistol'),
    W(['pistol', 'trapdoor-carbine'], ['pistol', 'shotgun']),
    W(['pistol', 'repeating-carbine'], 'repeating-carbine'),
    W(['pistol', 'repeating-carbine'], 'scattergun'),
    W(['pistol', 'repeating-carbine'], 'pistol', PAIR),
  ],
  // [L6736–6743]
  'mountain-man': [
    W('ml-rifle'),
    W('ml-buffalo-gun'),
    W('buffalo-gun'),
    W('ml-rifle', 'pistol'),
    W(['pistol', 'ml-buffalo-gun'], 'pistol'),
    W(['pistol', 'buffalo-gun'], 'pistol'),
  ],
  // [L6745–6752]
  outlaw: [
    W('pistol'),
    W('pistol'),
    W(['pistol', 'trapdoor-carbine'], 'pistol'),
    W(['pistol', 'trapdoor-carbine'], 'pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
  ],
  // [L6754–6761]
  prospector: [
    W('shotgun'),
    W('shotgun'),
    W('shotgun'),
    W('ml-rifle'),
    W('ml-rifle'),
    W('ml-rifle'),
  ],
  // [L6763–6770]
  ranger: [
    W('pistol'),
    W('pistol'),
    W(['pistol', 'trapdoor-carbine'], 'pistol'),
    W(['pistol', 'trapdoor-carbine'], 'pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
    W(['pistol', 'repeating-carbine'], 'pistol'),
  ],
  // [L6772–6779]
  sheriff: [
    W('trapdoor-carbine', 'pistol'),
    W('trapdoor-carbine', 'pistol'),
    W('repeating-carbine'),
    W('repeating-carbine'),
    W('repeating-carbine', 'scattergun'),
    W('repeating-carbine', 'scattergun'),
  ],
  // [L6781–6788]
  townsfolk: [
    null,
    W('ml-rifle', 'derringer'),
    W('shotgun'),
    W('scattergun'),
    W('trapdoor-rifle'),
    W('buffalo-gun', 'pistol'),
  ],
};

/** The professions whose NPC table a gunfight can roll on (every one but the warriors'). */
export const NPC_PROFESSIONS = PROFESSIONS.filter((p) => NPC_WEAPONS[p] !== undefined);

/** One rolled NPC, written in place so that a trial allocates nothing. */
export interface RolledNpc {
  profession: Profession;
  rep: number;
  toughness: number;
  sand: number;
  weapon: Weapon;
  /** The second gun of a row that lists two (the first listed), else null. */
  otherWeapon: Weapon | null;
  /** In town, a "2× Pistol" row: two pistols fired at once. */
  twoPistols: boolean;
  veteran: boolean;
}

export const newNpc = (): RolledNpc => ({
  profession: 'cowboy',
  rep: 0,
  toughness: 0,
  sand: 0,
  weapon: 'pistol',
  otherWeapon: null,
  twoPistols: false,
  veteran: false,
});

/**
 * Rolls an NPC of `profession` (six-gun-sound.md §2.2): 1d6 on its table for Rep, Toughness,
 * Sand and weapons, then 1d6 for Veteran within the profession's range (§2.1 [L860], B-31).
 * A Homesteader's 1 rolls on Random NPC Selection instead, a Townsfolk's 1 on Just Passing
 * Through (§2.3, red d6 then white d6), and the profession found is rolled on its own table;
 * where Random NPC Selection says reroll (a red 6), the Homesteader's row 6 applies [L6718].
 * `first` fixes the first d6 (a scenario's fixed row); a row it sends on is rolled as ever.
 */
export function rollNpc(
  rng: Rng,
  profession: Profession,
  inTown: boolean,
  out: RolledNpc,
  first?: number,
): void {
  let prof = profession;
  let d = first ?? rng.d6();
  while (NPC_TABLES[prof][d - 1] === null) {
    const red = rng.d6(),
      white = rng.d6();
    if (prof === 'homesteader') {
      if (red === 6) {
        d = 6;
        break;
      }
      prof = RANDOM_NPC[red - 1][(white - 1) >> 1];
    } else prof = JUST_PASSING_THROUGH[red <= 3 ? 0 : 1][white - 1];
    d = rng.d6();
  }
  const row = NPC_TABLES[prof][d - 1]!;
  out.profession = prof;
  out.rep = row.rep;
  out.toughness = row.toughness;
  out.sand = row.sand;
  const carried = NPC_WEAPONS[prof]![d - 1]!;
  const guns = carried[inTown ? 1 : 0];
  out.weapon = inHand(guns);
  out.otherWeapon = typeof guns === 'string' ? null : guns[0];
  out.twoPistols = inTown && carried[2];
  out.veteran = rng.d6() <= VETERAN_ON[prof];
}
