/**
 * Six Gun Sound: Blaze of Glory data tables. Citations: `six-gun-sound.md §n [Lnnn]`, where
 * Lnnn are lines of seed 003 as the spec gives them.
 */

export const PROFESSIONS = [
  'bounty-hunter',
  'buffalo-hunter',
  'cowboy',
  'deputy',
  'gambler',
  'greenhorn',
  'gunfighter',
  'homesteader',
  'marshal',
  'mountain-man',
  'outlaw',
  'prospector',
  'ranger',
  'sheriff',
  'townsfolk',
  'sw-warrior',
  'nw-warrior',
  'plains-warrior',
] as const;
export type Profession = (typeof PROFESSIONS)[number];

/** The QRS page a profession's reaction tables are on; six-gun-sound.md §5.3 [L7550–8995]. */
export type ReactionGroup = 'BM' | 'CW' | 'BMG' | 'PH' | 'OR' | 'DS' | 'GGT' | 'SW' | 'NW' | 'PL';

/** six-gun-sound.md §0.2, §5.3 [L7550–8995]. */
export const REACTION_GROUP: Readonly<Record<Profession, ReactionGroup>> = {
  'buffalo-hunter': 'BM',
  'mountain-man': 'BM',
  cowboy: 'CW',
  'bounty-hunter': 'BMG',
  marshal: 'BMG',
  gunfighter: 'BMG',
  prospector: 'PH',
  homesteader: 'PH',
  outlaw: 'OR',
  ranger: 'OR',
  deputy: 'DS',
  sheriff: 'DS',
  gambler: 'GGT',
  greenhorn: 'GGT',
  townsfolk: 'GGT',
  'sw-warrior': 'SW',
  'nw-warrior': 'NW',
  'plains-warrior': 'PL',
};

export interface NpcRow {
  rep: number;
  toughness: number;
  sand: number;
}

/**
 * NPC tables by d6 (index 0 = a roll of 1); null where the row sends you to another table.
 * six-gun-sound.md §2.2 [L6653–6797].
 */
export const NPC_TABLES: Readonly<Record<Profession, readonly (NpcRow | null)[]>> = (() => {
  const rows = (...r: (readonly [number, number, number] | null)[]) =>
    r.map((x) => (x ? { rep: x[0], toughness: x[1], sand: x[2] } : null));
  const warrior = rows([4, 3, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4], [5, 5, 5], [5, 5, 5]); // [L6790–6797]
  return {
    'bounty-hunter': rows([4, 3, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4], [5, 5, 5], [5, 5, 5]), // [L6655–6662]
    'buffalo-hunter': rows([4, 3, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4], [5, 5, 5], [5, 5, 5]), // [L6664–6671]
    cowboy: rows([3, 3, 3], [4, 4, 3], [4, 4, 4], [4, 4, 4], [4, 4, 4], [5, 5, 5]), // [L6673–6680]
    deputy: rows([3, 3, 3], [4, 4, 4], [4, 4, 4], [4, 4, 4], [5, 4, 4], [5, 5, 5]), // [L6682–6689]
    gambler: rows([3, 3, 3], [3, 3, 3], [4, 4, 3], [4, 4, 4], [4, 4, 4], [5, 5, 5]), // [L6691–6698]
    greenhorn: rows([2, 2, 2], [2, 3, 2], [2, 3, 2], [3, 3, 3], [3, 4, 3], [4, 4, 4]), // [L6700–6707]
    gunfighter: rows([4, 3, 4], [4, 4, 4], [5, 4, 4], [5, 4, 5], [5, 5, 5], [5, 5, 5]), // [L6709–6716]
    homesteader: rows(null, [3, 4, 2], [3, 4, 2], [3, 4, 3], [4, 5, 3], [4, 5, 4]), // [L6718–6725]
    marshal: rows([4, 3, 4], [4, 4, 4], [5, 4, 5], [5, 5, 5], [5, 5, 5], [5, 5, 5]), // [L6727–6734]
    'mountain-man': rows([4, 3, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4], [5, 5, 5], [5, 5, 5]), // [L6736–6743]
    outlaw: rows([3, 3, 3], [4, 4, 4], [4, 4, 4], [4, 4, 4], [4, 4, 5], [5, 5, 5]), // [L6745–6752]
    prospector: rows([2, 2, 3], [2, 3, 3], [2, 3, 4], [3, 3, 4], [3, 4, 4], [4, 4, 5]), // [L6754–6761]
    ranger: rows([4, 3, 4], [4, 4, 4], [5, 4, 5], [5, 5, 5], [5, 5, 5], [5, 5, 5]), // [L6763–6770]
    sheriff: rows([3, 3, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4], [5, 4, 5], [5, 5, 5]), // [L6772–6779]
    townsfolk: rows(null, [3, 4, 2], [3, 4, 2], [3, 4, 3], [4, 4, 3], [4, 5, 4]), // [L6781–6788]
    'sw-warrior': warrior,
    'nw-warrior': warrior,
    'plains-warrior': warrior,
  };
})();

/** Veteran range of the NPC d6 (0 = never); six-gun-sound.md §2.2, B-31 [L860, L6655–6797]. */
export const VETERAN_ON: Readonly<Record<Profession, number>> = {
  'bounty-hunter': 2,
  'buffalo-hunter': 2,
  cowboy: 1,
  deputy: 2,
  gambler: 0,
  greenhorn: 0,
  gunfighter: 2,
  homesteader: 1,
  marshal: 2,
  'mountain-man': 2,
  outlaw: 2,
  prospector: 1,
  ranger: 2,
  sheriff: 1,
  townsfolk: 1,
  'sw-warrior': 0,
  'nw-warrior': 0,
  'plains-warrior': 0,
};

export const WEAPONS = [
  'derringer',
  'pistol',
  'repeating-carbine',
  'trapdoor-carbine',
  'ml-carbine',
  'trapdoor-rifle',
  'ml-rifle',
  'buffalo-gun',
  'ml-buffalo-gun',
  'scattergun',
  'shotgun',
  'smoothbore-carbine',
  'bow',
  'tomahawk',
  'knife',
] as const;
export type Weapon = (typeof WEAPONS)[number];

/** How a weapon runs dry; six-gun-sound.md §3.4 [L993–1017] and C-32. */
export type AmmoClass = 'muzzle-loader' | 'breech-loader' | 'repeater' | 'thrown';

/** Which column of the Shootin' Damage table a hit uses; six-gun-sound.md §6.4 [L1514–1528]. */
export type DamageRow =
  | 'derringer'
  | 'pistol'
  | 'repeating-carbine'
  | 'carbine'
  | 'rifle'
  | 'buffalo-gun'
  | 'smoothbore-carbine'
  | 'shotgun-close'
  | 'shotgun-far'
  | 'shotgun-far-unerrata'
  | 'bow'
  | 'tomahawk'
  | 'knife';

export interface WeaponStats {
  /** Effective range is this × Rep inches. */
  eFactor: number;
  /** The factor for Buffalo Hunters and Veterans (footnote 2), when larger. */
  veteranFactor?: number;
  maxRange: number;
  /** Most shot dice in one firing. */
  targets: number;
  twoHanded: boolean;
  ammo: AmmoClass;
  /** Footnote 3: Rep below 4 counts as 4 to hit, every hit rolls damage twice. */
  scatter: boolean;
  /** Footnote 4 (errata): beyond this many inches a hit is never worse than I'm Hit!. */
  closeRange?: number;
  damage: DamageRow;
  /** Drawn without the −1d6 of the Draw modifiers [L1740]. */
  quickDraw: boolean;
}

/**
 * The Weapons table with its footnotes; six-gun-sound.md §3.1 [L906–922, QRS L6896–6912,
 * errata L8999–9001]. Ammunition classes §3.4 [L995–997]; derringer, shotgun and scattergun
 * are placed by the `ammo.unclassifiedWeapons` ruling (C-32), so they are read from options.
 */
export const WEAPON_STATS: Readonly<Record<Weapon, WeaponStats>> = {
  derringer: {
    eFactor: 1,
    maxRange: 6,
    targets: 1,
    twoHanded: false,
    ammo: 'breech-loader',
    scatter: false,
    damage: 'derringer',
    quickDraw: true,
  },
  pistol: {
    eFactor: 3,
    maxRange: 35,
    targets: 2,
    twoHanded: false,
    ammo: 'breech-loader',
    scatter: false,
    damage: 'pistol',
    quickDraw: true,
  },
  'repeating-carbine': {
    eFactor: 6,
    maxRange: 300,
    targets: 2,
    twoHanded: true,
    ammo: 'repeater',
    scatter: false,
    damage: 'repeating-carbine',
    quickDraw: false,
  },
  'trapdoor-carbine': {
    eFactor: 6,
    maxRange: 500,
    targets: 1,
    twoHanded: true,
    ammo: 'breech-loader',
    scatter: false,
    damage: 'carbine',
    quickDraw: false,
  },
  'ml-carbine': {
    eFactor: 6,
    maxRange: 500,
    targets: 1,
    twoHanded: true,
    ammo: 'muzzle-loader',
    scatter: false,
    damage: 'carbine',
    quickDraw: false,
  },
  'trapdoor-rifle': {
    eFactor: 6,
    veteranFactor: 12,
    maxRange: 500,
    targets: 1,
    twoHanded: true,
    ammo: 'breech-loader',
    scatter: false,
    damage: 'rifle',
    quickDraw: false,
  },
  'ml-rifle': {
    eFactor: 6,
    veteranFactor: 12,
    maxRange: 500,
    targets: 1,
    twoHanded: true,
    ammo: 'muzzle-loader',
    scatter: false,
    damage: 'rifle',
    quickDraw: false,
  },
  'buffalo-gun': {
    eFactor: 6,
    veteranFactor: 12,
    maxRange: 500,
    targets: 1,
    twoHanded: true,
    ammo: 'breech-loader',
    scatter: false,
    damage: 'buffalo-gun',
    quickDraw: false,
  },
  'ml-buffalo-gun': {
    eFactor: 6,
    veteranFactor: 12,
    maxRange: 500,
    targets: 1,
    twoHanded: true,
    ammo: 'muzzle-loader',
    scatter: false,
    damage: 'buffalo-gun',
    quickDraw: false,
  },
  scattergun: {
    eFactor: 3,
    maxRange: 25,
    targets: 3,
    twoHanded: true,
    ammo: 'breech-loader',
    scatter: true,
    closeRange: 3,
    damage: 'shotgun-close',
    quickDraw: false,
  },
  shotgun: {
    eFactor: 6,
    maxRange: 75,
    targets: 2,
    twoHanded: true,
    ammo: 'breech-loader',
    scatter: true,
    closeRange: 6,
    damage: 'shotgun-close',
    quickDraw: false,
  },
  'smoothbore-carbine': {
    eFactor: 3,
    maxRange: 50,
    targets: 1,
    twoHanded: true,
    ammo: 'muzzle-loader',
    scatter: false,
    damage: 'smoothbore-carbine',
    quickDraw: false,
  },
  bow: {
    eFactor: 6,
    maxRange: 75,
    targets: 2,
    twoHanded: true,
    ammo: 'breech-loader',
    scatter: false,
    damage: 'bow',
    quickDraw: false,
  },
  tomahawk: {
    eFactor: 1,
    maxRange: 6,
    targets: 1,
    twoHanded: false,
    ammo: 'thrown',
    scatter: false,
    damage: 'tomahawk',
    quickDraw: true,
  },
  knife: {
    eFactor: 1,
    maxRange: 6,
    targets: 1,
    twoHanded: false,
    ammo: 'thrown',
    scatter: false,
    damage: 'knife',
    quickDraw: true,
  },
};

/** Weapons whose ammunition class the book leaves out; six-gun-sound.md §3.4, C-32. */
export const UNCLASSIFIED_AMMO: readonly Weapon[] = ['derringer', 'shotgun', 'scattergun'];

/** Shooting Rep floor for shotguns and scatterguns; six-gun-sound.md §3.1 footnote 3 [L922]. */
export const SCATTER_REP_FLOOR = 4;

/** Shootin' table thresholds on 1d6 + Rep; six-gun-sound.md §6.2 [L1480–1486, QRS L6914–6920]. */
export const SHOOTIN = {
  /** A total of 8 hits only when no 8-miss condition holds. */
  conditional: 8,
  /** 9 hits unless it is the third shot. */
  notThird: 9,
  /** 10 always hits. */
  hit: 10,
  /** 11 or more: a hit on the location the shooter wants (C-4, C-5). */
  chosen: 11,
} as const;

/** Long range: a 6, then a die ≤ Rep; six-gun-sound.md §3.2 [L933, L1452]. */
export const LONG_RANGE_FIRST = 6;

export const LOCATIONS = ['head', 'leg', 'gut', 'gun-arm', 'chest', 'off-arm'] as const;
export type Location = (typeof LOCATIONS)[number];

/** Hit location by the 2d6 total (index 0 = total 2); six-gun-sound.md §6.4 [L1514–1528]. */
export const DAMAGE_LOCATION: readonly Location[] = [
  'head',
  'head',
  'leg',
  'head',
  'gut',
  'gun-arm',
  'chest',
  'gut',
  'leg',
  'off-arm',
  'chest',
];

export type DamageEffect = 'im-hit' | 'oof' | 'od';

/**
 * Shootin' Damage by weapon row and 2d6 total (index 0 = total 2). Only 5, 7, 9, 10 and 12
 * vary; six-gun-sound.md §6.4 [L1514–1528, QRS L6947–6961], errata L9001 for shotgun-far.
 */
export const DAMAGE_EFFECT: Readonly<Record<DamageRow, readonly DamageEffect[]>> = (() => {
  const H = 'im-hit',
    O = 'oof',
    D = 'od';
  const row = (
    t7: DamageEffect,
    t9: DamageEffect,
    t10: DamageEffect,
    lethal: DamageEffect = D,
  ): DamageEffect[] =>
    //  2  3  4  5       6  7   8  9   10   11 12
    [H, H, H, lethal, H, t7, H, t9, t10, H, lethal];
  return {
    derringer: row(H, H, H),
    pistol: row(H, O, H),
    'repeating-carbine': row(H, O, H),
    carbine: row(O, O, H),
    rifle: row(O, O, H),
    'buffalo-gun': row(O, O, O),
    'smoothbore-carbine': row(O, O, H),
    'shotgun-close': row(O, O, H),
    'shotgun-far': row(H, H, H, H),
    // Without the errata the "(≤6")" conditions of the 7 and 9 rows no longer hold, so their
    // "otherwise I'm Hit!" applies and 5 and 12 still kill, as for any other weapon.
    'shotgun-far-unerrata': row(H, H, H),
    bow: row(H, H, H),
    tomahawk: row(H, O, H),
    knife: row(H, H, H),
  };
})();

export const COVERS = [
  'none',
  'obscuring',
  'loophole',
  'wall',
  'corner-flush',
  'corner-away',
  'woods',
] as const;
export type Cover = (typeof COVERS)[number];

export const POSTURES = ['looking', 'firing-pistol', 'firing-rifle'] as const;
export type Posture = (typeof POSTURES)[number];

/**
 * Locations a target behind bulletproof cover can be hit in; six-gun-sound.md §6.7
 * [L1583–1637, QRS L6926–6941]. Woods use the Wall/Window rows (C-60).
 */
export const EXPOSED: Readonly<
  Record<
    'loophole' | 'wall' | 'corner-flush' | 'corner-away',
    Readonly<Record<Posture, readonly Location[]>>
  >
> = {
  loophole: { looking: ['head'], 'firing-pistol': ['head'], 'firing-rifle': ['head'] },
  wall: {
    looking: ['head'],
    'firing-pistol': ['head', 'gun-arm'],
    'firing-rifle': ['head', 'gun-arm', 'off-arm'],
  },
  'corner-flush': {
    looking: ['head'],
    'firing-pistol': ['head', 'gun-arm'],
    'firing-rifle': ['head', 'gun-arm', 'off-arm'],
  },
  'corner-away': {
    looking: ['head'],
    'firing-pistol': ['head', 'gun-arm', 'chest'],
    'firing-rifle': ['head', 'gun-arm', 'off-arm', 'chest'],
  },
};

/**
 * Recoverin' from I'm Hit!, Pass 1, by location: 'oof' or a wound the figure stands with;
 * six-gun-sound.md §6.5 [L1540–1565, QRS L6963–6984].
 */
export const PASS1_WOUND: Readonly<Record<Location, 'oof' | 'wounded'>> = {
  head: 'oof',
  'gun-arm': 'wounded',
  'off-arm': 'wounded',
  chest: 'wounded',
  gut: 'oof',
  leg: 'wounded',
};

/** Recoverin' dice: 2d6, 3d6 (best 2) against a bow; six-gun-sound.md §6.5 [L1544–1548]. */
export const RECOVERIN_DICE = { base: 2, bow: 3 } as const;

/** Professions drawing with +1d6; six-gun-sound.md §7.1 step 3 [L1736–1742, QRS L6847–6853]. */
export const DRAW_BONUS_PROFESSIONS: readonly Profession[] = [
  'gunfighter',
  'marshal',
  'ranger',
  'bounty-hunter',
];

/** Draw pool modifiers in dice; six-gun-sound.md §7.1 step 3 [L1736–1742, QRS L6847–6853]. */
export const DRAW_DICE = {
  profession: 1,
  gotTheDrop: 1,
  longArm: -1,
  perExtraTarget: -1,
  flinched: -1,
} as const;

/** Who never gets the ≥3 "Got the Drop" result; six-gun-sound.md §7.1 step 5 [L1753, L6866]. */
export const NO_DROP_PROFESSIONS: readonly Profession[] = ['gunfighter', 'outlaw'];

/** Draw and Fightin' dice pass on 1–3; a 3 among them kills at d = 2 in the Draw [L1728, L1757, L1776]. */
export const POOL_PASS = 3;
export const DRAW_KILL_FACE = 3;

/** Draw table margins; six-gun-sound.md §7.1 step 5 [L1751–1767, QRS L6862–6879]. */
export const DRAW_MARGIN = { drop: 3, damage: 2, shoot: 1 } as const;

/** Fightin' modifiers in dice; six-gun-sound.md §8.2 [L1791–1800, QRS L6990–6995], C-10. */
export const FIGHT_DICE = {
  flankOrRear: 1,
  mountedImpact: 1,
  meleeWeapon: 1,
  outnumbers: 1,
  reactionPenalty: -1,
  prone: -1,
  brawler: 1,
  perFlurry: -1,
} as const;

/** Fightin' table margins; six-gun-sound.md §8.2 step 4 [L1804–1823, QRS L6997–7017]. */
export const FIGHT_MARGIN = { killingStroke: 3, tellingBlow: 2, flurry: 1 } as const;

/** After the Battle; six-gun-sound.md §9.2–9.3 [L1880–1919], C-12. */
export const AFTER_BATTLE = {
  dice: 2,
  starDice: 3,
  unarmedMeleeExtraDie: 1,
  targetPenalty: 1,
  gutTargetPenalty: 2,
  sicklyPenalty: 1,
} as const;

/** Locations whose Pass 1 on Physically Fit costs a point of Toughness; §9.2 [L1890–1894]. */
export const TOUGHNESS_LOSS_LOCATIONS: readonly Location[] = ['head', 'chest', 'gut'];

/** Campaign Runaway Recovery, 2d6 against Sand; six-gun-sound.md §9.4 [L4278–4305]. */
export const RUNAWAY_RECOVERY = { dice: 2, mounted: 1, indian: 1, maxSand: 5 } as const;

/** Campaign Wounds and OOF Recovery, 2d6 against Toughness; six-gun-sound.md §9.5 [L4307–4347]. */
export const WOUND_RECOVERY = { dice: 2, rest: 1, maxToughness: 5 } as const;

/**
 * What an infection (Pass 0 on Wounds and OOF Recovery) does at each location: death, or a
 * 1d6 against Toughness to live without the limb; six-gun-sound.md §9.5 [L4307–4347].
 */
export const INFECTION: Readonly<Record<Location, 'dies' | 'limb'>> = {
  head: 'dies',
  chest: 'dies',
  gut: 'dies',
  'gun-arm': 'limb',
  'off-arm': 'limb',
  leg: 'limb',
};

/** A task's Difficulty Factor, added to Rep; six-gun-sound.md §11 [L2889–2897]. */
export const CHALLENGE_DF = { easy: 1, tough: 0, hard: -1, 'are-you-kidding-me': -2 } as const;

/** A Tradesman's Rep on tasks of his trade; six-gun-sound.md §2.5, §11 [L3101]. */
export const TRADESMAN_REP = 1;
