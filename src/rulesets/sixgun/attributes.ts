/**
 * The attributes of six-gun-sound.md §2.5 [L3043–3119] that change a gunfight played on foot
 * with firearms, as options on a figure (GF-2, GF-3). The others act on mounts, knives (nobody
 * carries one in a gunfight), unfamiliar weapons, challenges, swimming or recovery after the
 * battle, none of which a gunfight plays.
 */
export const FIGHT_ATTRIBUTES = [
  'born-leader', // ♠4: +1d6 on every reaction test but Got a Shot, best 2; friends within 4" react as he does [L3059]
  'brawler', // ♠5–7: +1d6 in melee (no cap, C-38) [L3061]
  'tyro', // ♠J–Q: −1 Rep when firing [L3065]
  'lacks-a-backbone', // ♣2–5: any Duck Back becomes Runaway [L3071]
  'crackshot', // ♣6: +1 to the die score when firing [L3073]
  'touched-in-the-head', // ♣9: 1d6 whenever active; above Rep he stays in place [L3087]
  'gun-shy', // ♣K–A: 1d6 only on Been Shot At [L3093]
  'true-grit', // ♥4: ignores Duck Back results [L3099]
  'runt', // ♥9–J: −1 Rep in melee [L3103]
  'tough', // ♦9–J: the first Runaway becomes Duck Back [L3117]
  'yella', // ♦Q–A: 1d6 only on Wanting to Charge, Being Charged and Comin' Back [L3119]
  'agile', // ♠2–3: his own moving fast costs his shots nothing (an 8 still hits) [L3057]
  'two-left-feet', // ♠K–A: a 1 on his move-fast dice: only 1d6" and prone until next active [L3043–3119]
  'drunkard', // ♣7–8: 1d6 at the start; above his Rep, the Drunkard sub-table [L3077–3085]
  'fast', // ♣Q: +2" to every move [L3091]
  'slow', // ♦2–5: −2" to every move [L3109]
] as const;
export type FightAttribute = (typeof FIGHT_ATTRIBUTES)[number];

/** Friendly figures this close to a Born Leader react as he does (§2.5 [L3059], A-23). */
export const BORN_LEADER_REACH = 4;

/** Every attribute of §2.5's card table [L3043–3119], in the table's order. */
export const ATTRIBUTES = [
  'agile',
  'born-leader',
  'brawler',
  'good-judge-of-horseflesh',
  'tyro',
  'two-left-feet',
  'lacks-a-backbone',
  'crackshot',
  'drunkard',
  'touched-in-the-head',
  'familiar-with-weapon',
  'fast',
  'gun-shy',
  'knife-fighter',
  'true-grit',
  'tradesman',
  'runt',
  'sickly',
  'slow',
  'swimmer',
  'crack-teamster',
  'tough',
  'yella',
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/**
 * The card a Hand draws for an attribute (§2.5 [L3043–3119]): by suit (♠ ♣ ♥ ♦), the
 * attribute each run of ranks 2–A gives, as [highest rank, attribute] in rank order
 * (J = 11, Q = 12, K = 13, A = 14).
 */
export const CARD_ATTRIBUTES: readonly (readonly (readonly [number, Attribute])[])[] = [
  [
    [3, 'agile'],
    [4, 'born-leader'],
    [7, 'brawler'],
    [10, 'good-judge-of-horseflesh'],
    [12, 'tyro'],
    [14, 'two-left-feet'],
  ],
  [
    [5, 'lacks-a-backbone'],
    [6, 'crackshot'],
    [8, 'drunkard'],
    [9, 'touched-in-the-head'],
    [11, 'familiar-with-weapon'],
    [12, 'fast'],
    [14, 'gun-shy'],
  ],
  [
    [3, 'knife-fighter'],
    [4, 'true-grit'],
    [8, 'tradesman'],
    [11, 'runt'],
    [14, 'sickly'],
  ],
  [
    [5, 'slow'],
    [7, 'swimmer'],
    [8, 'crack-teamster'],
    [11, 'tough'],
    [14, 'yella'],
  ],
];

/** A deck of 52 cards and two Jokers; card k < 52 is suit ⌊k / 13⌋, rank 2 + k mod 13. */
export const DECK = 54;

/** The attribute card k gives, or null for a Joker (the player chooses, §2.5 [L3043]). */
export function cardAttribute(k: number): Attribute | null {
  if (k >= 52) return null;
  const rank = 2 + (k % 13);
  for (const [top, a] of CARD_ATTRIBUTES[Math.floor(k / 13)]) if (rank <= top) return a;
  throw new Error(`no attribute for card ${k}`);
}

/** The Drunkard sub-table (1d6) [L3077–3085], rolled when his 1d6 at the start beats his Rep. */
export const DRUNK = [
  'sober',
  'ironclad',
  'dead-drunk',
  'touched-drunk',
  'sick-drunk',
  'staggering',
] as const;
/** DRUNK index for each d6 of the sub-table: 5–6 both Staggering. */
export const DRUNK_BY_D6 = [1, 2, 3, 4, 5, 5] as const;
export const IRONCLAD = 1,
  DEAD_DRUNK = 2,
  TOUCHED_DRUNK = 3,
  SICK_DRUNK = 4,
  STAGGERING = 5;
