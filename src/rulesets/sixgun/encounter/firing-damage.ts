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

/** A figure's damage and arms, as every hit on him reads and writes them. */
export type WoundColumns = Pick<DamageColumns, 'dmg' | 'gunArm' | 'offArm'>;

/**
 * Damage rolled as on an unhurt man (a firing, the Draw's hits, a fall) landing on t: the worse
 * of what he had and `rolled`, and a hit on a chest wound puts him out of the fight ([L1559]).
 * While he stays standing his arms take the wounds the rolls dealt them (§6.5 [L1557–1558]),
 * even when his state stays wounded. Writes the arms and returns the new STATE; the caller
 * applies it, as how a figure leaves the fight differs between the worlds.
 */
export function landWounds(
  w: WoundColumns,
  t: number,
  rolled: number,
  gunArm: number,
  offArm: number,
): number {
  const before = w.dmg[t];
  let after = rolled > before ? rolled : before;
  if (before === STATE.chestWounded && rolled > STATE.unhurt) after = STATE.oof;
  if (after < STATE.oof && gunArm + offArm > 0) {
    w.gunArm[t] = Math.min(UNUSABLE, w.gunArm[t] + gunArm);
    w.offArm[t] = Math.min(UNUSABLE, w.offArm[t] + offArm);
  }
  return after;
}

/**
 * The target's damage STATE after `s`'s firing at `t` (landWounds: a firing rolls damage as on
 * an unhurt target). Traced, and counted for the weapon and for first blood; −1 when he was
 * not hit (a miss, a hit cover negated, just a scratch: §5.1 [L1274], §6.5), which is when the
 * firing's own damage left him unhurt. A wound that changes nothing (a second leg wound, a hit
 * on an arm already unusable) is still a hit.
 */
export function firingDamage(
  w: DamageColumns,
  s: number,
  t: number,
  pen: number,
  r: FiringResult,
  last: boolean,
): number {
  const before = w.dmg[t],
    gun = w.gunArm[t],
    off = w.offArm[t];
  const after = landWounds(w, t, r.state, r.gunArm, r.offArm);
  const arms = armText('gun arm', gun, w.gunArm[t]) + armText('off arm', off, w.offArm[t]);
  w.log?.say(
    w.turn,
    `${w.names[s]} fires at ${w.names[t]}${pen ? ` at Rep −${pen}` : ''}: ${r.hits} hit${r.hits === 1 ? '' : 's'}${after > before ? `, ${w.names[t]} ${STATE_TEXT[after]}` : r.state > STATE.unhurt ? `, ${w.names[t]} is wounded again` : ''}${arms}${last ? ' (last shot)' : r.fumble ? `, ${w.names[s]}'s gun is empty` : ''}`,
  );
  if (r.state === STATE.unhurt) return -1;
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
