/**
 * The campaign's data tables, six-gun-sound.md §2.3, §5.3.8 and §14. Line numbers [Lnnn] are
 * those of seed 003 as the spec cites them.
 */
import type { Profession } from '../data.ts';

export const LOCALES = [
  'arizona',
  'california',
  'canada',
  'colorado',
  'dakota',
  'east-texas',
  'idaho',
  'indian-territory',
  'kansas',
  'missouri',
  'montana',
  'nebraska',
  'nevada',
  'new-mexico',
  'old-mexico',
  'oregon',
  'the-north',
  'the-south',
  'utah',
  'washington',
  'west-texas',
  'wyoming',
] as const;
export type Locale = (typeof LOCALES)[number];

export const TERRAINS = ['wos', 'rt', 'hc'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Settlement Level in 1875 and terrain type; six-gun-sound.md §14.2 [L4160–4192]. */
export const LOCALE_1875: Readonly<Record<Locale, { sl: number; terrain: Terrain }>> = {
  arizona: { sl: 3, terrain: 'rt' },
  california: { sl: 4, terrain: 'rt' },
  canada: { sl: 1, terrain: 'hc' },
  colorado: { sl: 4, terrain: 'hc' },
  dakota: { sl: 2, terrain: 'wos' },
  'east-texas': { sl: 4, terrain: 'rt' },
  idaho: { sl: 2, terrain: 'rt' },
  'indian-territory': { sl: 2, terrain: 'wos' },
  kansas: { sl: 4, terrain: 'wos' },
  missouri: { sl: 4, terrain: 'wos' },
  montana: { sl: 2, terrain: 'wos' },
  nebraska: { sl: 2, terrain: 'wos' },
  nevada: { sl: 3, terrain: 'rt' },
  'new-mexico': { sl: 3, terrain: 'rt' },
  'old-mexico': { sl: 3, terrain: 'rt' },
  oregon: { sl: 4, terrain: 'rt' },
  'the-north': { sl: 6, terrain: 'rt' },
  'the-south': { sl: 5, terrain: 'rt' },
  utah: { sl: 4, terrain: 'rt' },
  washington: { sl: 4, terrain: 'rt' },
  'west-texas': { sl: 3, terrain: 'wos' },
  wyoming: { sl: 2, terrain: 'wos' },
};

/**
 * Routes where the encounter may be in High Country: from → destinations, and the 1d6 scores
 * (1..upTo) that put it there; six-gun-sound.md §14.2 notes (1)–(9) [L4184–4192].
 */
export const HIGH_COUNTRY_ROUTES: readonly { from: Locale; to: readonly Locale[]; upTo: number }[] =
  [
    { from: 'arizona', to: ['new-mexico'], upTo: 3 },
    { from: 'california', to: ['oregon', 'nevada'], upTo: 4 },
    { from: 'montana', to: ['canada'], upTo: 2 },
    { from: 'nevada', to: ['california', 'idaho', 'utah'], upTo: 3 },
    { from: 'new-mexico', to: ['colorado', 'utah'], upTo: 4 },
    { from: 'old-mexico', to: ['arizona', 'new-mexico'], upTo: 3 },
    { from: 'oregon', to: ['idaho', 'washington', 'california'], upTo: 3 },
    { from: 'utah', to: ['new-mexico', 'colorado', 'nevada'], upTo: 3 },
    { from: 'washington', to: ['idaho', 'oregon'], upTo: 3 },
  ];

/**
 * Which locales are linked on the Travel Map, each list in LOCALES order. The map is a picture
 * the text does not carry (six-gun-sound.md §14.2 [L4122–4126, L4868]), so this reading takes
 * the locales' 1875 borders, corners included as the High Country routes do (Utah → New Mexico,
 * [L4184–4192]), and it holds every link the text names: those routes, the Cowboy walk-through's
 * New Mexico → Colorado → Wyoming → Montana (A-26), the Gunfighter's Kansas → Nebraska (A-27),
 * the Ranger's West Texas → Old Mexico (A-30). Texas meets Old Mexico in West Texas only; The
 * North and The South are the states east of the others.
 */
export const LINKS: Readonly<Record<Locale, readonly Locale[]>> = {
  arizona: ['california', 'colorado', 'nevada', 'new-mexico', 'old-mexico', 'utah'],
  california: ['arizona', 'nevada', 'old-mexico', 'oregon'],
  canada: ['dakota', 'idaho', 'montana', 'the-north', 'washington'],
  colorado: ['arizona', 'kansas', 'nebraska', 'new-mexico', 'utah', 'wyoming'],
  dakota: ['canada', 'montana', 'nebraska', 'the-north', 'wyoming'],
  'east-texas': ['indian-territory', 'the-south', 'west-texas'],
  idaho: ['canada', 'montana', 'nevada', 'oregon', 'utah', 'washington', 'wyoming'],
  'indian-territory': ['east-texas', 'kansas', 'missouri', 'the-south', 'west-texas'],
  kansas: ['colorado', 'indian-territory', 'missouri', 'nebraska'],
  missouri: ['indian-territory', 'kansas', 'nebraska', 'the-north', 'the-south'],
  montana: ['canada', 'dakota', 'idaho', 'wyoming'],
  nebraska: ['colorado', 'dakota', 'kansas', 'missouri', 'the-north', 'wyoming'],
  nevada: ['arizona', 'california', 'idaho', 'oregon', 'utah'],
  'new-mexico': ['arizona', 'colorado', 'old-mexico', 'utah', 'west-texas'],
  'old-mexico': ['arizona', 'california', 'new-mexico', 'west-texas'],
  oregon: ['california', 'idaho', 'nevada', 'washington'],
  'the-north': ['canada', 'dakota', 'missouri', 'nebraska', 'the-south'],
  'the-south': ['east-texas', 'indian-territory', 'missouri', 'the-north'],
  utah: ['arizona', 'colorado', 'idaho', 'nevada', 'new-mexico', 'wyoming'],
  washington: ['canada', 'idaho', 'oregon'],
  'west-texas': ['east-texas', 'indian-territory', 'new-mexico', 'old-mexico'],
  wyoming: ['colorado', 'dakota', 'idaho', 'montana', 'nebraska', 'utah'],
};

/**
 * Random Locale, red die (row) × white die (column); null = reroll. six-gun-sound.md §14.2
 * [L4845–4862].
 */
export const RANDOM_LOCALE: readonly (readonly (Locale | null)[])[] = [
  ['arizona', 'california', 'canada', 'colorado', 'dakota', null],
  ['east-texas', 'idaho', 'indian-territory', 'kansas', 'missouri', null],
  ['montana', 'nebraska', 'nevada', 'new-mexico', 'old-mexico', null],
  ['oregon', 'the-north', 'the-south', null, null, null],
  ['utah', 'washington', 'west-texas', 'wyoming', null, null],
  [null, null, null, null, null, null],
];

export const WARRIOR_TABLES = ['sw-warrior', 'nw-warrior', 'plains-warrior'] as const;
export type WarriorTable = (typeof WARRIOR_TABLES)[number];

/**
 * Which warrior table a locale uses; two entries = an equal chance of each ("@" and "#").
 * six-gun-sound.md §5.3.8 [L8705–8715, L8845–8853, L8985–8995]; the unlisted Utah (SW) and
 * Missouri, The North, The South (Plains) by ruling C-49.
 */
export const WARRIORS_BY_LOCALE: Readonly<Record<Locale, readonly WarriorTable[]>> = {
  arizona: ['sw-warrior'],
  colorado: ['sw-warrior'],
  nevada: ['sw-warrior'],
  'old-mexico': ['sw-warrior'],
  utah: ['sw-warrior'],
  'new-mexico': ['sw-warrior', 'plains-warrior'],
  'west-texas': ['sw-warrior', 'plains-warrior'],
  california: ['nw-warrior'],
  idaho: ['nw-warrior'],
  oregon: ['nw-warrior'],
  washington: ['nw-warrior'],
  canada: ['nw-warrior', 'plains-warrior'],
  dakota: ['plains-warrior'],
  'east-texas': ['plains-warrior'],
  'indian-territory': ['plains-warrior'],
  kansas: ['plains-warrior'],
  montana: ['plains-warrior'],
  nebraska: ['plains-warrior'],
  wyoming: ['plains-warrior'],
  missouri: ['plains-warrior'],
  'the-north': ['plains-warrior'],
  'the-south': ['plains-warrior'],
};

/** Just Passing Through: red 1–3 / 4–6 picks the half, white the row. §2.3 [L6799–6813]. */
export const JUST_PASSING_THROUGH: readonly (readonly Profession[])[] = [
  ['bounty-hunter', 'buffalo-hunter', 'cowboy', 'gambler', 'greenhorn', 'gunfighter'],
  ['homesteader', 'marshal', 'mountain-man', 'prospector', 'ranger', 'sheriff'],
];

/** Random NPC Selection: red die (row; 6 rerolls) × white 1–2 / 3–4 / 5–6. §2.3 [L6815–6833]. */
export const RANDOM_NPC: readonly (readonly Profession[])[] = [
  ['bounty-hunter', 'buffalo-hunter', 'cowboy'],
  ['deputy', 'gambler', 'greenhorn'],
  ['gunfighter', 'homesteader', 'marshal'],
  ['mountain-man', 'outlaw', 'prospector'],
  ['ranger', 'sheriff', 'townsfolk'],
];

/** The professions a Star can campaign in; Random Star Profession (1d6) in this order. §2.3 [L6835–6843]. */
export const STAR_PROFESSIONS = [
  'cowboy',
  'gunfighter',
  'outlaw',
  'marshal',
  'ranger',
  'sheriff',
] as const satisfies readonly Profession[];
export type StarProfession = (typeof STAR_PROFESSIONS)[number];

/** The encounter types the campaign matrices name, by their codes; six-gun-sound.md §13. */
export const ENCOUNTER_CODES = {
  IN: 'indians',
  GF: 'gunfight',
  P: 'posse',
  C: 'capture',
  PT: 'prisoner-transport',
  BC: 'big-capture',
  HU: 'hold-up',
  R: 'robbery',
  TR: 'train-robbery',
  CR: 'cattle-rustling',
  JB: 'jail-break',
  HT: 'hurrahing-the-town',
  CD: 'cattle-drive',
  RW: 'range-war',
} as const;
export type EncounterCode = keyof typeof ENCOUNTER_CODES;

/**
 * An encounter matrix: one row per die score (1d6: 1..6; 2d6: 2..12), one column per SL
 * 1..5, the last column also serving SL 6 (C-44).
 */
export interface Matrix {
  dice: 1 | 2;
  rows: readonly (readonly EncounterCode[])[];
}

/** Marshal Encounters (1d6 × SL); §14.7 [L5787–5797]. */
export const MARSHAL_ENCOUNTERS: Matrix = {
  dice: 1,
  rows: [
    ['IN', 'IN', 'IN', 'IN', 'GF'],
    ['IN', 'GF', 'GF', 'PT', 'P'],
    ['P', 'P', 'P', 'C', 'C'],
    ['C', 'C', 'C', 'PT', 'PT'],
    ['PT', 'PT', 'PT', 'PT', 'PT'],
    ['BC', 'BC', 'BC', 'BC', 'PT'],
  ],
};

/** Outlaw Encounters (1d6 × SL); §14.8 [L5874–5885]. */
export const OUTLAW_ENCOUNTERS: Matrix = {
  dice: 1,
  rows: [
    ['HU', 'HU', 'HU', 'HU', 'R'],
    ['HU', 'HU', 'HU', 'HU', 'R'],
    ['HU', 'HU', 'HU', 'R', 'R'],
    ['HU', 'HU', 'R', 'R', 'TR'],
    ['HU', 'HU', 'TR', 'TR', 'TR'],
    ['HU', 'TR', 'TR', 'TR', 'TR'],
  ],
};

/** Lawdawg Encounters (1d6 × SL); §14.8 [L6011–6021]. */
export const LAWDAWG_ENCOUNTERS: Matrix = {
  dice: 1,
  rows: [
    ['IN', 'IN', 'IN', 'P', 'P'],
    ['IN', 'P', 'P', 'P', 'GF'],
    ['P', 'P', 'P', 'GF', 'C'],
    ['P', 'GF', 'GF', 'C', 'C'],
    ['GF', 'GF', 'C', 'C', 'C'],
    ['C', 'C', 'C', 'C', 'C'],
  ],
};

/** Ranger Encounters (2d6 × SL); §14.9 [L6237–6250]. */
export const RANGER_ENCOUNTERS: Matrix = {
  dice: 2,
  rows: [
    ['P', 'C', 'HU', 'HU', 'HU'],
    ['HU', 'P', 'GF', 'PT', 'P'],
    ['HU', 'CR', 'C', 'GF', 'JB'],
    ['IN', 'HU', 'P', 'C', 'PT'],
    ['IN', 'IN', 'IN', 'GF', 'C'],
    ['IN', 'IN', 'IN', 'IN', 'C'],
    ['IN', 'IN', 'IN', 'IN', 'C'],
    ['IN', 'HU', 'P', 'C', 'PT'],
    ['HU', 'CR', 'C', 'GF', 'JB'],
    ['HU', 'P', 'GF', 'PT', 'P'],
    ['P', 'C', 'HU', 'HU', 'HU'],
  ],
};

/** Sheriff Encounters (2d6 × SL); §14.10 [L6404–6416]. */
export const SHERIFF_ENCOUNTERS: Matrix = {
  dice: 2,
  rows: [
    ['IN', 'IN', 'PT', 'PT', 'PT'],
    ['IN', 'IN', 'P', 'P', 'P'],
    ['C', 'P', 'C', 'C', 'C'],
    ['P', 'GF', 'GF', 'GF', 'HT'],
    ['GF', 'HT', 'HT', 'HT', 'HT'],
    ['IN', 'IN', 'HT', 'HT', 'HT'],
    ['GF', 'HT', 'GF', 'HT', 'HT'],
    ['P', 'GF', 'R', 'R', 'HT'],
    ['C', 'C', 'R', 'R', 'R'],
    ['IN', 'IN', 'IN', 'P', 'P'],
    ['IN', 'IN', 'IN', 'IN', 'GF'],
  ],
};

/** The simple campaign's columns: "Lawman" is a Marshal, Sheriff or Ranger Star [L4687]. */
export const SIMPLE_COLUMNS = ['outlaw', 'gunfighter', 'lawman', 'cowboy'] as const;
export type SimpleColumn = (typeof SIMPLE_COLUMNS)[number];
export const SIMPLE_COLUMN_OF: Readonly<Record<StarProfession, SimpleColumn>> = {
  cowboy: 'cowboy',
  gunfighter: 'gunfighter',
  outlaw: 'outlaw',
  marshal: 'lawman',
  ranger: 'lawman',
  sheriff: 'lawman',
};

/**
 * The simple campaign encounter matrix (2d6), by column: the encounter of each total 2..12.
 * six-gun-sound.md §14.2 [L4674–4687].
 */
export const SIMPLE_MATRIX: Readonly<Record<SimpleColumn, readonly EncounterCode[]>> = {
  outlaw: ['IN', 'CR', 'CR', 'CR', 'GF', 'HU', 'PT', 'R', 'R', 'R', 'R'],
  gunfighter: ['IN', 'RW', 'RW', 'RW', 'GF', 'GF', 'GF', 'GF', 'HU', 'HU', 'PT'],
  lawman: ['IN', 'RW', 'RW', 'GF', 'GF', 'P', 'P', 'C', 'C', 'C', 'C'],
  cowboy: ['IN', 'IN', 'CD', 'CD', 'CD', 'CD', 'RW', 'RW', 'GF', 'GF', 'GF'],
};
