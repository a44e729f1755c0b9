import type { Figures } from '../../../encounter/figures.ts';
import type { Trace } from '../../../encounter/trace.ts';
import { STATE } from '../damage.ts';
import type { FiringResult } from '../firing.ts';
import { UNUSABLE, armText } from './arms.ts';

/** What a firing's damage reads and counts in a gunfight's world (GF-1's, and the bands' of GF-2/GF-3). */
export interface DamageColumns extends Figures {
  readonly dmg: Int8Array;
  /** Wounds each arm has taken, up to UNUSABLE (arms.ts). */
  readonly gunArm: Uint8Array;
  readonly offArm: Uint8Array;
  readonly damageBy: Float64Array;
  readonly weaponIndex: Int32Array;
  log: Trace | null;
}

/**
 * The target's damage STATE after `s`'s firing at `t`: the worse of what he had and what the
 * firing rolled (a firing rolls damage as on an unhurt target), and a hit on a chest wound puts
 * him out of the fight ([L1559]). A standing target's arms take the arm wounds the firing
 * dealt (§6.5 [L1557–1558]), which hit him even when his state stays wounded. Traced, and
 * counted for the weapon and for first blood; −1 when it changes nothing. The caller applies
 * the new state: how a figure leaves the fight differs between the two worlds.
 */
export function firingDamage(
  w: DamageColumns,
  s: number,
  t: number,
  pen: number,
  r: FiringResult,
  last: boolean,
): number {
  const before = w.dmg[t];
  let after: number = r.state > before ? r.state : before;
  if (before === STATE.chestWounded && r.state > STATE.unhurt) after = STATE.oof; // [L1559]
  let arms = '';
  if (after < STATE.oof && r.gunArm + r.offArm > 0) {
    const gun = w.gunArm[t],
      off = w.offArm[t];
    w.gunArm[t] = Math.min(UNUSABLE, gun + r.gunArm);
    w.offArm[t] = Math.min(UNUSABLE, off + r.offArm);
    arms = armText('gun arm', gun, w.gunArm[t]) + armText('off arm', off, w.offArm[t]);
  }
  w.log?.say(
    w.turn,
    `${w.names[s]} fires at ${w.names[t]}${pen ? ` at Rep −${pen}` : ''}: ${r.hits} hit${r.hits === 1 ? '' : 's'}${after > before ? `, ${w.names[t]} ${STATE_TEXT[after]}` : arms ? `, ${w.names[t]} is wounded again` : ''}${arms}${last ? ' (last shot)' : r.fumble ? `, ${w.names[s]}'s gun is empty` : ''}`,
  );
  if (after === before && arms === '') return -1;
  w.damageBy[w.weaponIndex[s]]++;
  if (w.firstBlood < 0) w.firstBlood = w.side[s];
  return after;
}

/** A damage STATE as the trace says it. */
const STATE_TEXT = [
  'unhurt',
  'is wounded',
  'is wounded in the chest',
  'is out of the fight',
  'is obviously dead',
];
