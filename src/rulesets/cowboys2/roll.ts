import type { Weapon } from './data.ts';
import type { Cowboys2Options } from './options.ts';

/**
 * One 2d6 shooting roll, cowboys-ii.md §1.2 step 4: the hits it scores for each of the 36
 * equally likely ordered pairs of dice, as a table indexed by 6·(die1 − 1) + (die2 − 1). A
 * simulation draws one uniform index below 36 and reads the table, so a roll costs one
 * generator draw and no branch; the exact answer sums the same table.
 */
export function rollTable(
  hitNumber: number,
  modifier: number,
  weapon: Weapon,
  o: Cowboys2Options,
): Uint8Array {
  const t = new Uint8Array(36);
  for (let k = 0; k < 36; k++)
    t[k] = rollHits(((k / 6) | 0) + 1, (k % 6) + 1, hitNumber, modifier, weapon, o);
  return t;
}

/** Hits scored by the dice (a, b) against hit number H with the net modifier. */
export function rollHits(
  a: number,
  b: number,
  hitNumber: number,
  modifier: number,
  weapon: Weapon,
  o: Cowboys2Options,
): number {
  const natural = a + b;
  if (natural === 2) return 0; // natural 2 always misses [L220]
  const total = natural + modifier; // modifiers are cumulative [L231]
  const inBand = total >= hitNumber && (!o['shotChart.upperBoundInclusive12'] || total <= 12); // B2
  const natural12 = natural === 12;
  const hit = inBand || (natural12 && o['natural12.alwaysHits']);
  if (!hit) return 0;
  const doubles =
    o['doubleHit.onNatural12'] === 'allWeapons' ||
    (o['doubleHit.onNatural12'] === 'shotgunOnly' && weapon === 'shotgun');
  let hits = 1 + (natural12 && doubles ? 1 : 0); // B3, from G3d [L265]
  if (o['optional.deadlyShots'] && total >= 12) hits = o['deadlyShots.stack'] ? hits + 1 : 2; // rule 4 [L356]
  return hits;
}

/** P(a roll scores k hits) for k = 0..3, from its table. */
export function rollOdds(table: Uint8Array): number[] {
  const p = [0, 0, 0, 0];
  for (let k = 0; k < 36; k++) p[table[k]] += 1 / 36;
  return p;
}
