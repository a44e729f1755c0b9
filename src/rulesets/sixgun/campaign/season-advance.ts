import type { Locale } from './data.ts';

/**
 * The advance of civilization (six-gun-sound.md §14.2 [L4198–4204]): at the start of the Spring
 * 1880 turn each locale rolls 1d6; above its SL the SL goes up by 1 (never in Indian Territory),
 * a 1 takes it down by 1, for the rest of the campaign.
 */

/** Spring 1880, counting turns (seasons, C-42) from Spring 1875 as 0. */
export const ADVANCE_TURN = 20;
/** SLs a locale can have in a season: 0 (Canada, SL 1, after a 1) to 6. */
export const SL_VALUES = 7;

/** The SL after the advance's die `d` [L4198–4204]. */
export function advance(locale: Locale, sl: number, d: number): number {
  // The book gives no floor: a 1 takes SL 1 to 0, where no Encounter test passes.
  if (d === 1) return sl - 1;
  return d > sl && locale !== 'indian-territory' ? sl + 1 : sl;
}

/** P(SL = s after the advance), s = 0..6, for a locale at SL `sl`. */
export function advanced(locale: Locale, sl: number): Float64Array {
  const out = new Float64Array(SL_VALUES);
  for (let d = 1; d <= 6; d++) out[advance(locale, sl, d)] += 1 / 6;
  return out;
}
