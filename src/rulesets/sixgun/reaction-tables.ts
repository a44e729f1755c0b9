import type { Profession, ReactionGroup } from './data.ts';

/**
 * The per-profession reaction tables of the QRS, six-gun-sound.md §5.3 [L7550–8995]. Each
 * result is a list of lines read in printed order; the first whose condition holds applies
 * (C-63). A result may also be a re-roll ("a new Pass 1 counts as Pass 2/0", §1.3) or INIT
 * (the Got a Shot race, C-54).
 */

export const TESTS = [
  'got-a-shot',
  'been-shot-at',
  'flinch',
  'wanting-to-charge',
  'being-charged',
  'keep-fightin',
  'comin-back',
  'got-the-drop',
] as const;
export type Test = (typeof TESTS)[number];

/** The actions each test can end in, in metric order. */
export const ACTIONS = {
  'got-a-shot': [
    'fire',
    'hold-or-fire',
    'hold-fire',
    'fire-at-minus-1',
    'target-fires-first',
    'no-fire',
    'no-test',
  ],
  'been-shot-at': ['fire', 'fire-at-minus-1', 'duck-back', 'siouxside', 'runaway'],
  flinch: ['draw', 'flinched', 'unmanned', 'no-test'],
  'wanting-to-charge': ['charge', 'charge-minus-1d6', 'stay-and-fire', 'stay', 'duck-back'],
  'being-charged': [
    'fire-then-ready',
    'fire-then-ready-minus-1d6',
    'ready',
    'ready-minus-1d6',
    'runaway',
  ],
  'keep-fightin': ['carry-on', 'runaway'],
  'comin-back': ['come-back', 'come-back-duck-back', 'removed'],
  'got-the-drop': ['surrender', 'redraw'],
} as const satisfies Record<Test, readonly string[]>;
export type Action = (typeof ACTIONS)[Test][number];

export type Cond =
  | 'all'
  | 'hidden'
  | 'hidden-gambler'
  | 'cover'
  | 'flank-or-rear'
  | 'rear'
  | 'able-to-fire'
  | 'muzzle-loader'
  | 'odds-3-to-1'
  | 'mounted'
  | 'sheriff'
  | 'ranger'
  | 'greenhorn'
  | 'ranger-in-cover';

export type Step = Action | 'reroll-1-as-2' | 'reroll-1-as-0' | 'init';
export type Lines = readonly (readonly [Cond, Step])[];
/** Lines for Pass 0, Pass 1, Pass 2. */
export type Table = readonly [Lines, Lines, Lines];

const only = (step: Step): Lines => [['all', step]];

/**
 * The groups whose Got a Shot Pass 0 leaves a Hidden tester hidden; every other table reveals
 * him (§5.3.1 [L7552–7571, L8580–8599]).
 */
export const GAS_PASS0_STAYS_HIDDEN: ReadonlySet<ReactionGroup> = new Set(['BM', 'SW']);

// Shared rows, named by the table that prints them first.
const GAS_P1: Lines = [
  ['hidden', 'fire-at-minus-1'],
  ['all', 'init'],
];
const GAS_P2_OPTION: Lines = [
  ['hidden', 'hold-or-fire'],
  ['all', 'fire'],
];
const GAS_P2_WARRIOR: Lines = [
  ['hidden', 'hold-or-fire'],
  ['muzzle-loader', 'hold-fire'],
  ['all', 'fire'],
];
const BSA_P0: Lines = [
  ['cover', 'duck-back'],
  ['all', 'runaway'],
];
const FLINCH_BM: Table = [only('unmanned'), only('flinched'), only('draw')];
const KF_PASS1_AS_2: Table = [only('runaway'), only('reroll-1-as-2'), only('carry-on')];
const BC_P0: Lines = [
  ['cover', 'ready'],
  ['all', 'runaway'],
];
const BC_BM: Table = [
  BC_P0,
  [
    ['cover', 'fire-then-ready'],
    ['flank-or-rear', 'runaway'],
    ['all', 'ready'],
  ],
  [
    ['able-to-fire', 'fire-then-ready'],
    ['flank-or-rear', 'ready'],
    ['all', 'ready'],
  ],
];
const BC_PH: Table = [
  BC_P0,
  [
    ['cover', 'fire-then-ready-minus-1d6'],
    ['flank-or-rear', 'runaway'],
    ['all', 'ready-minus-1d6'],
  ],
  [
    ['able-to-fire', 'fire-then-ready'],
    ['flank-or-rear', 'ready-minus-1d6'],
    ['all', 'ready'],
  ],
];
const WTC_BM: Table = [
  only('stay'),
  [
    ['cover', 'stay-and-fire'],
    ['all', 'charge'],
  ],
  only('charge'),
];
const WTC_CW: Table = [
  only('stay'),
  [
    ['cover', 'stay-and-fire'],
    ['all', 'charge-minus-1d6'],
  ],
  only('charge'),
];

type GroupTables = Readonly<Partial<Record<Exclude<Test, 'got-the-drop'>, Table>>>;

export const REACTION_TABLES: Readonly<Record<ReactionGroup, GroupTables>> = {
  // Buffalo Hunter, Mountain Man [L7550–7684]
  BM: {
    'got-a-shot': [
      only('no-fire'),
      GAS_P1,
      [
        ['hidden', 'hold-or-fire'],
        ['muzzle-loader', 'hold-fire'],
        ['all', 'fire'],
      ],
    ], // [L7552–7571]
    'been-shot-at': [
      BSA_P0,
      [
        ['flank-or-rear', 'duck-back'],
        ['all', 'fire'],
      ],
      only('fire'),
    ], // [L7573–7591]
    flinch: FLINCH_BM, // [L7593–7609]
    'wanting-to-charge': WTC_BM, // [L7611–7627]
    'being-charged': BC_BM, // [L7629–7648]
    'keep-fightin': KF_PASS1_AS_2, // [L7650–7665]
    'comin-back': [only('removed'), only('come-back'), only('come-back')], // [L7667–7682], C-8
  },
  // Cowboy [L7686–7835]
  CW: {
    'got-a-shot': [only('no-fire'), GAS_P1, GAS_P2_OPTION], // [L7690–7708]
    'been-shot-at': [
      BSA_P0,
      [
        ['flank-or-rear', 'duck-back'],
        ['all', 'fire-at-minus-1'],
      ],
      only('fire'),
    ], // [L7712–7730]
    flinch: FLINCH_BM, // [L7732–7750]
    'wanting-to-charge': WTC_CW, // [L7754–7770]
    'being-charged': [
      BC_P0,
      [
        ['cover', 'fire-then-ready'],
        ['flank-or-rear', 'ready-minus-1d6'],
        ['all', 'ready-minus-1d6'],
      ],
      BC_BM[2],
    ], // [L7774–7794]
    'keep-fightin': KF_PASS1_AS_2, // [L7798–7813]
    'comin-back': [
      only('removed'),
      [
        ['cover', 'come-back'],
        ['all', 'reroll-1-as-0'],
      ],
      only('come-back'),
    ], // [L7817–7833]
  },
  // Bounty Hunter, Marshal, Gunfighter [L7837–7983]
  BMG: {
    'got-a-shot': [only('no-fire'), only('fire-at-minus-1'), GAS_P2_OPTION], // [L7841–7858]
    'been-shot-at': [
      [
        ['odds-3-to-1', 'runaway'],
        ['all', 'duck-back'],
      ],
      [
        ['rear', 'duck-back'],
        ['all', 'fire-at-minus-1'],
      ],
      only('fire'),
    ], // [L7862–7880]
    flinch: [only('flinched'), only('draw'), only('draw')], // [L7882–7900], rolled on 3 dice
    'wanting-to-charge': [only('charge-minus-1d6'), only('charge'), only('charge')], // [L7904–7919]
    'being-charged': [
      BC_P0,
      [
        ['cover', 'fire-then-ready'],
        ['all', 'ready-minus-1d6'],
      ],
      [
        ['able-to-fire', 'fire-then-ready'],
        ['all', 'ready'],
      ],
    ], // [L7923–7941]
    'keep-fightin': KF_PASS1_AS_2, // [L7945–7960]
    'comin-back': [only('removed'), only('come-back'), only('come-back')], // [L7964–7979]
  },
  // Prospector, Homesteader [L7985–8133]
  PH: {
    'got-a-shot': [
      only('no-fire'),
      GAS_P1,
      [
        ['muzzle-loader', 'hold-fire'],
        ['all', 'fire'],
      ],
    ], // [L7989–8007]
    'been-shot-at': [
      BSA_P0,
      [
        ['flank-or-rear', 'runaway'],
        ['all', 'duck-back'],
      ],
      only('fire'),
    ], // [L8011–8029]
    flinch: FLINCH_BM, // [L8031–8049]
    'wanting-to-charge': WTC_CW, // [L8053–8069]
    'being-charged': BC_PH, // [L8073–8093]
    'keep-fightin': [only('runaway'), only('reroll-1-as-0'), only('carry-on')], // [L8097–8112]
    'comin-back': [only('removed'), only('removed'), only('come-back')], // [L8116–8131]
  },
  // Outlaw, Ranger [L8135–8282]
  OR: {
    'got-a-shot': [only('no-fire'), GAS_P1, GAS_P2_OPTION], // [L8137–8156]
    'been-shot-at': [
      BSA_P0,
      [
        ['flank-or-rear', 'fire-at-minus-1'],
        ['all', 'fire'],
      ],
      only('fire'),
    ], // [L8160–8178]
    flinch: FLINCH_BM, // [L8180–8198]
    'wanting-to-charge': [
      only('stay'),
      [
        ['ranger', 'charge'],
        ['cover', 'stay-and-fire'],
        ['all', 'charge-minus-1d6'],
      ],
      only('charge'),
    ], // [L8202–8219]
    'being-charged': [
      [
        ['ranger-in-cover', 'ready-minus-1d6'],
        ['all', 'runaway'],
      ],
      [
        ['cover', 'fire-then-ready'],
        ['flank-or-rear', 'runaway'],
        ['all', 'ready-minus-1d6'],
      ],
      [
        ['able-to-fire', 'fire-then-ready'],
        ['all', 'ready'],
      ],
    ], // [L8223–8242]
    'keep-fightin': KF_PASS1_AS_2, // [L8246–8261]
    'comin-back': [only('removed'), only('removed'), only('come-back')], // [L8265–8280]
  },
  // Deputy, Sheriff [L8284–8434]
  DS: {
    'got-a-shot': [only('no-fire'), GAS_P1, GAS_P2_OPTION], // [L8286–8305]
    'been-shot-at': [
      BSA_P0,
      [
        ['flank-or-rear', 'duck-back'],
        ['all', 'fire'],
      ],
      only('fire'),
    ], // [L8309–8327]
    flinch: [
      only('unmanned'),
      [
        ['sheriff', 'draw'],
        ['all', 'flinched'],
      ],
      only('draw'),
    ], // [L8329–8348]
    'wanting-to-charge': [
      only('stay'),
      [
        ['cover', 'stay-and-fire'],
        ['sheriff', 'charge'],
        ['all', 'charge-minus-1d6'],
      ],
      only('charge'),
    ], // [L8352–8369]
    'being-charged': [
      BC_P0,
      [
        ['cover', 'fire-then-ready'],
        ['flank-or-rear', 'runaway'],
        ['all', 'ready-minus-1d6'],
      ],
      BC_BM[2],
    ], // [L8373–8393]
    'keep-fightin': KF_PASS1_AS_2, // [L8397–8412]
    'comin-back': [
      only('removed'),
      [
        ['cover', 'come-back'],
        ['all', 'removed'],
      ],
      only('come-back'),
    ], // [L8416–8432]
  },
  // Gambler, Greenhorn, Townsfolk [L8436–8576]
  GGT: {
    'got-a-shot': [
      only('no-fire'),
      GAS_P1,
      [
        ['hidden-gambler', 'hold-or-fire'],
        ['hidden', 'fire'],
        ['muzzle-loader', 'hold-fire'],
        ['all', 'fire'],
      ],
    ], // [L8438–8457]
    'been-shot-at': [
      BSA_P0,
      [
        ['flank-or-rear', 'runaway'],
        ['all', 'duck-back'],
      ],
      only('fire'),
    ], // [L8459–8477]
    flinch: [
      [
        ['greenhorn', 'flinched'],
        ['all', 'unmanned'],
      ],
      [
        ['greenhorn', 'draw'],
        ['all', 'flinched'],
      ],
      only('draw'),
    ], // [L8479–8497]
    'wanting-to-charge': [
      only('stay'),
      [
        ['cover', 'stay-and-fire'],
        ['all', 'stay'],
      ],
      only('charge'),
    ], // [L8499–8515]
    'being-charged': BC_PH, // [L8517–8537]
    'keep-fightin': [only('runaway'), only('reroll-1-as-0'), only('carry-on')], // [L8539–8554]
    'comin-back': [
      only('removed'),
      [
        ['cover', 'come-back-duck-back'],
        ['all', 'removed'],
      ],
      only('come-back'),
    ], // [L8558–8572], C-51
  },
  // South Western Warrior [L8578–8716]; no Flinch table
  SW: {
    'got-a-shot': [only('no-fire'), GAS_P1, GAS_P2_WARRIOR], // [L8580–8599]
    'been-shot-at': [
      BSA_P0,
      [
        ['flank-or-rear', 'duck-back'],
        ['all', 'fire-at-minus-1'],
      ],
      only('fire'),
    ], // [L8603–8621]
    'wanting-to-charge': [
      only('stay'),
      [
        ['cover', 'stay-and-fire'],
        ['all', 'duck-back'],
      ],
      only('charge'),
    ], // [L8625–8641]
    'being-charged': BC_BM, // [L8645–8663], Pass 0 "in cover" line restored by C-50
    'keep-fightin': [only('runaway'), only('carry-on'), only('carry-on')], // [L8667–8682]
    'comin-back': [only('removed'), only('removed'), only('come-back')], // [L8686–8701]
  },
  // North Western Warrior [L8717–8853]; no Flinch table
  NW: {
    'got-a-shot': [only('no-fire'), GAS_P1, GAS_P2_WARRIOR], // [L8719–8738]
    'been-shot-at': [
      BSA_P0,
      [
        ['flank-or-rear', 'duck-back'],
        ['all', 'fire'],
      ],
      only('fire'),
    ], // [L8742–8760]
    'wanting-to-charge': WTC_BM, // [L8764–8780]
    'being-charged': BC_BM, // [L8784–8803]
    'keep-fightin': KF_PASS1_AS_2, // [L8807–8822]
    'comin-back': [only('removed'), only('reroll-1-as-2'), only('come-back')], // [L8826–8841]
  },
  // Plains Warrior [L8855–8995]; no Flinch table
  PL: {
    'got-a-shot': [only('no-fire'), GAS_P1, GAS_P2_WARRIOR], // [L8857–8874]
    'been-shot-at': [
      BSA_P0,
      [
        ['flank-or-rear', 'duck-back'],
        ['all', 'fire-at-minus-1'],
      ],
      only('fire'),
    ], // [L8876–8893], Pass 0 "in cover" restored by C-50
    'wanting-to-charge': [only('stay'), only('charge'), only('charge')], // [L8913–8928]
    'being-charged': [only('runaway'), BC_BM[1], BC_BM[2]], // [L8930–8948]
    'keep-fightin': [only('runaway'), only('carry-on'), only('carry-on')], // [L8952–8965]
    'comin-back': [
      only('removed'),
      [
        ['mounted', 'come-back'],
        ['all', 'removed'],
      ],
      only('come-back'),
    ], // [L8969–8983]
  },
};

/** Got the Drop, 1d6 vs Sand, the same for everyone; six-gun-sound.md §7.1 step 6 [L1702–1717, QRS L6881–6894]. */
export const GOT_THE_DROP: readonly [Lines, Lines] = [only('redraw'), only('surrender')];

/** Flinch dice by group: 3 (best 2) for Bounty Hunter/Marshal/Gunfighter; §5.3.3 [L7882]. */
export const FLINCH_DICE: Readonly<Partial<Record<ReactionGroup, number>>> = { BMG: 3 };

/** Got a Shot when approached from the flank or rear: one die fewer, or no test; §5.3.1. */
export type Approach = 'minus-die' | 'no-test' | null;
export const GOT_A_SHOT_APPROACH: Readonly<
  Record<ReactionGroup, { flank: Approach; rear: Approach }>
> = {
  BM: { flank: null, rear: 'minus-die' }, // Mountain Man [L7555]; Buffalo Hunters below
  CW: { flank: 'minus-die', rear: 'no-test' }, // [L7690–7708]
  BMG: { flank: null, rear: 'minus-die' }, // [L7841–7858]
  PH: { flank: 'minus-die', rear: 'no-test' }, // [L7989–8007]
  OR: { flank: null, rear: 'minus-die' }, // [L8137–8156]
  DS: { flank: null, rear: 'minus-die' }, // [L8286–8305]
  GGT: { flank: 'no-test', rear: 'no-test' }, // [L8438–8457]
  SW: { flank: null, rear: null },
  NW: { flank: null, rear: null },
  PL: { flank: null, rear: null },
};

/** A Buffalo Hunter approached from the rear takes no Got a Shot test [L7552–7571]. */
export const GOT_A_SHOT_APPROACH_BY_PROFESSION: Readonly<
  Partial<Record<Profession, { flank: Approach; rear: Approach }>>
> = {
  'buffalo-hunter': { flank: null, rear: 'no-test' },
};
