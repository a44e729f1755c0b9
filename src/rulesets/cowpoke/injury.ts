import { Dist } from '../../dice/dist.ts';
import { LIGHT_WOUND, WOUND_CELLS } from './data.ts';
import type { CowpokeOptions } from './options.ts';

/**
 * The injury procedure, cowpoke.md §1.4–1.5: one location d6 and one severity d6 per hit
 * (drawn together as one d36 cell of the chart), Tough ignoring one Light wound.
 */

/** Damage of one hit: P(1) = 20/36, P(2) = 11/36, P(4) = 5/36 (cowpoke.md §1.4, derived). */
export const WOUND_DIST: Dist = (() => {
  const p = new Float64Array(4);
  for (const w of WOUND_CELLS) p[w - 1] += 1 / 36;
  return new Dist(1, p);
})();

/** The damage a wound records, given whether the target's Tough is still unused. */
export function recordedDamage(wound: number, toughAvailable: boolean): number {
  return toughAvailable && wound === LIGHT_WOUND ? 0 : wound;
}

/** Whether Tough is still unused after this wound; cowpoke.md §1.5 and A2. */
export function toughAfter(
  wound: number,
  toughAvailable: boolean,
  mode: CowpokeOptions['tough.mode'],
): boolean {
  if (!toughAvailable) return false;
  if (wound === LIGHT_WOUND) return false; // spent on this wound
  return mode === 'firstLightWound'; // the other reading wastes it on a first heavier wound
}

/**
 * Exact distribution of the damage recorded on a target at full health after `hits` hits,
 * resolved one at a time and stopping once it is removed (cowpoke.md A24). Index = damage,
 * from 0 to maxHp + 3 (the largest overshoot is a 4 on maxHp − 1). The array is shared:
 * read it, never write it.
 */
export function damageAfterHits(
  hits: number,
  maxHp: number,
  tough: boolean,
  mode: CowpokeOptions['tough.mode'],
): Float64Array {
  const key = `${hits}/${maxHp}/${tough}/${mode}`;
  let dist = afterHits.get(key);
  if (!dist) afterHits.set(key, (dist = computeDamageAfterHits(hits, maxHp, tough, mode)));
  return dist;
}

/**
 * damageAfterHits by its arguments, shared and read only: a sweep's exact values asked for
 * the same few dozen chains at every point, a tenth of writing its results.
 */
const afterHits = new Map<string, Float64Array>();

function computeDamageAfterHits(
  hits: number,
  maxHp: number,
  tough: boolean,
  mode: CowpokeOptions['tough.mode'],
): Float64Array {
  const size = maxHp + 4;
  // state = damage * 2 + (tough available ? 1 : 0)
  let cur = new Float64Array(size * 2);
  cur[tough ? 1 : 0] = 1;
  for (let h = 0; h < hits; h++) {
    const next = new Float64Array(size * 2);
    for (let s = 0; s < cur.length; s++) {
      const pr = cur[s];
      if (pr === 0) continue;
      const dmg = s >> 1;
      const avail = (s & 1) === 1;
      if (dmg >= maxHp) {
        next[s] += pr;
        continue;
      }
      for (let i = 0; i < WOUND_DIST.p.length; i++) {
        const pw = WOUND_DIST.p[i];
        if (pw === 0) continue;
        const w = WOUND_DIST.offset + i;
        const d2 = dmg + recordedDamage(w, avail);
        next[d2 * 2 + (toughAfter(w, avail, mode) ? 1 : 0)] += pr * pw;
      }
    }
    cur = next;
  }
  const out = new Float64Array(size);
  for (let s = 0; s < cur.length; s++) out[s >> 1] += cur[s];
  return out;
}
