import type { BandWorld } from './band-world.ts';
import { STAR_CHOICES, type StarChoice } from './policy-names.ts';

/**
 * What a Star picks on a reaction test whose table says "Star may choose his reaction"
 * (six-gun-sound.md §1.7 [L3039]; every test but Got a Shot): the pass count whose result he
 * takes, or −1 to roll like anyone. A player's choice, so a policy: `steady` always takes the
 * Pass 2 result (he stands and fires, charges, carries on, comes back).
 */
export type StarPick = (w: BandWorld, c: number, test: number) => number;

const STAR_PICKS: Record<StarChoice, StarPick> = {
  roll: () => -1,
  steady: () => 2,
};

export const STAR_CHOICE_LIST: StarPick[] = STAR_CHOICES.map((k) => STAR_PICKS[k]);
