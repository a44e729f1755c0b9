/**
 * The attributes of six-gun-sound.md §2.5 [L3043–3119] that change a gunfight played on foot
 * with firearms, as options on a figure (GF-2, GF-3). The others act on moving fast, moving,
 * mounts, knives, challenges or recovery after the battle, none of which a gunfight plays yet.
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
] as const;
export type FightAttribute = (typeof FIGHT_ATTRIBUTES)[number];

/** Friendly figures this close to a Born Leader react as he does (§2.5 [L3059], A-23). */
export const BORN_LEADER_REACH = 4;
