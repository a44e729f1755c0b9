import type { Rng } from '../../../../dice/rng.ts';
import type { Ready } from '../../campaign/table.ts';
import { STATE } from '../../damage.ts';
import { OD, OOF } from '../../draw.ts';
import { rollPasses } from '../../pass-dice.ts';

/** How a day of fighting Indians ends (six-gun-sound.md §13.8 [L3765–3772]). */
export const DAY_ENDS = ['gone', 'cavalry', 'back'] as const;
export const [GONE, CAVALRY, BACK] = [0, 1, 2];

/** What the day's end reads of the figures: the band world's columns. */
export interface DayFigures {
  readonly n: number;
  readonly side: ArrayLike<number>;
  readonly alive: ArrayLike<number>;
  readonly rep: ArrayLike<number>;
  readonly dmg: ArrayLike<number>;
  readonly end: ArrayLike<number>;
}

/** What the night does to a wounded figure: `heal` makes him fully fit, `fall` puts him Out of the Fight. */
export interface Night {
  heal(c: number): void;
  fall(c: number): void;
}

/**
 * The end of a day of fighting (six-gun-sound.md §13.8 [L3765–3772]), the Indians (side 1)
 * having withdrawn: every wounded figure still in the fight rolls 2d6 against his Rep (Pass 2
 * fully fit, Pass 1 keeps his wound, Pass 0 Out of the Fight for the rest of the encounter);
 * then the Indians dead or Out of the Fight + 1d6 against the rest of them + 1d6, a higher
 * first total sending them away; else the cavalry on 1d6 above SL (`cavalry`, outcome 0);
 * else they are back tomorrow. The wounds are rolled first, so that an Indian the night puts
 * out of the fight counts among the fallen. A runaway is not fallen: he lives.
 */
export function dayEnd(w: DayFigures, cavalry: Ready, rng: Rng, night: Night): number {
  for (let c = 0; c < w.n; c++) {
    if (!w.alive[c] || w.dmg[c] === STATE.unhurt || w.dmg[c] >= STATE.oof) continue;
    const passes = rollPasses(rng, 2, w.rep[c]);
    if (passes === 2) night.heal(c);
    else if (passes === 0) night.fall(c);
  }
  let fallen = 0,
    living = 0;
  for (let c = 0; c < w.n; c++) {
    if (w.side[c] !== 1) continue;
    if (!w.alive[c] && (w.end[c] === OD || w.end[c] === OOF)) fallen++;
    else living++;
  }
  if (fallen + rng.d6() > living + rng.d6()) return GONE;
  return cavalry.roll(rng) === 0 ? CAVALRY : BACK;
}
