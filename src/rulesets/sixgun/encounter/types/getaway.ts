import { z } from 'zod';
import type { Rng } from '../../../../dice/rng.ts';
import { rollPasses } from '../../pass-dice.ts';
import { MOVE_FAST_INCHES, type BandWorld } from '../band-world.ts';
import { bothArms } from '../arms.ts';
import { nearestSeen } from '../band-policies.ts';
import type { TypeMoves } from './type.ts';

/** The set-up keys of a getaway from a town (Robbery, Jail Break): the horses and the ride off. */
export const getawayShape = {
  quality: z.number().int().min(1).max(6).default(4).describe("The Outlaws' mounts' Quality."),
  horsemanship: z.number().int().min(1).max(6).default(4).describe("The Outlaws' Horsemanship."),
  getaway: z
    .number()
    .positive()
    .max(120)
    .default(24)
    .describe('Inches from the horses to the table edge the Outlaws ride off.'),
  street: z.number().positive().max(48).default(12).describe('Inches across the street.'),
};

/** Where a figure is in its getaway: not getting away, walking to its horse, mounting, riding off, gone. */
export const STAYS = 0,
  TO_HORSE = 1,
  MOUNTING = 2,
  RIDING = 3,
  AWAY = 4;

/** A horse's normal move, and Mounted Moving Fast's 2× (Pass 2) or 1.5× (Pass 0) (§4.4, §10.4). */
const HORSE_MOVE = 12;
const FAST_PASS_2 = 2 * HORSE_MOVE;
const FAST_PASS_0 = 1.5 * HORSE_MOVE;

/**
 * A riding test of six-gun-sound.md §10.3–10.4 (Mounting Up Under Fire, Mounted Moving Fast):
 * 2d6 against the mount's Quality; a Pass 1 calls for a Horsemanship test, whose Pass 2 counts
 * as the mount's Pass 2, and whose Pass 1 does so only when Horsemanship ≥ Quality (§10.2).
 * True for the Pass 2 result.
 */
export function ridingPass(rng: Rng, quality: number, hr: number): boolean {
  const k = rollPasses(rng, 2, quality);
  if (k !== 1) return k === 2;
  const h = rollPasses(rng, 2, hr);
  return h === 2 || (h === 1 && hr >= quality);
}

/**
 * Getting away on horseback (six-gun-sound.md §10.3 [L2121–2123]): one activation or more to
 * reach the horse on foot (moving fast on 2d6 against Rep, §4.5), one to mount (Mounting Up
 * Under Fire once any firearm has gone off, §10.3: a failure spins the horse and he tries
 * again), then riding off the table edge, 12" a turn or fast (Mounted Moving Fast, §10.4: 2× on
 * Pass 2, 1.5× on Pass 0). The figures move straight away from the enemy's line. A rider
 * off the edge has got away (he leaves the fight, status FLED, and `leg` AWAY).
 */
export class Getaway {
  readonly leg: Uint8Array;
  /** Inches still to go on the present leg (to the horse, or to the edge once mounted). */
  readonly left: Float64Array;
  /** Inches from the horse to the table edge. */
  readonly ride: Float64Array;
  readonly quality: Int32Array;
  readonly hr: Int32Array;
  /**
   * May fire only a pistol while moving, and not at all with an arm unusable (carrying the
   * loot, §13.2 [L3337]).
   */
  readonly pistolOnly: Uint8Array;
  /** Riders fire as they ride off once the alarm is up (the Robbery's; the seat is the type's). */
  fireRiding = false;
  /** Somebody rode fast this trial (it raises a town's alarm, §13.2 [L3329], §13.5). */
  rodeFast = false;

  constructor(max: number) {
    this.leg = new Uint8Array(max);
    this.left = new Float64Array(max);
    this.ride = new Float64Array(max);
    this.quality = new Int32Array(max);
    this.hr = new Int32Array(max);
    this.pistolOnly = new Uint8Array(max);
  }

  /** Clears every figure's getaway for a new trial. */
  clear(): void {
    this.leg.fill(STAYS);
    this.pistolOnly.fill(0);
    this.rodeFast = false;
  }

  /** c will get away: `toHorse` inches on foot (0: at the horse), then `toEdge` riding. */
  start(c: number, toHorse: number, toEdge: number, quality: number, hr: number, mounted = false) {
    this.leg[c] = mounted ? RIDING : toHorse > 0 ? TO_HORSE : MOUNTING;
    this.left[c] = mounted ? toEdge : toHorse;
    this.ride[c] = toEdge;
    this.quality[c] = quality;
    this.hr[c] = hr;
  }

  /** Whether c is on its way (walking, mounting or riding). */
  going(c: number): boolean {
    const l = this.leg[c];
    return l === TO_HORSE || l === MOUNTING || l === RIDING;
  }

  /** How many of side s got away. */
  away(w: BandWorld, s: number): number {
    let k = 0;
    for (let c = 0; c < w.n; c++) if (w.side[c] === s && this.leg[c] === AWAY) k++;
    return k;
  }

  /**
   * One activation of c's getaway; `fast`: the alarm is up, so he rides fast and fires on
   * his way to the horse. `underFire`: a firearm has gone off
   * anywhere (§10.3 [L2131]).
   */
  step(w: BandWorld, c: number, rng: Rng, rules: TypeMoves, fast: boolean, underFire: boolean) {
    const leg = this.leg[c];
    if (leg === TO_HORSE) {
      const passes = (rng.d6() <= w.rep[c] ? 1 : 0) + (rng.d6() <= w.rep[c] ? 1 : 0);
      w.fast[c] = passes > 0 ? 1 : 0;
      const step = Math.min(MOVE_FAST_INCHES[passes], this.left[c]);
      this.left[c] -= step;
      this.move(w, c, step, rules, rng);
      w.log?.say(w.turn, `${w.names[c]} runs ${step.toFixed(1)}" toward the horses`);
      if (this.left[c] <= 0) this.leg[c] = MOUNTING;
      // On foot he may fire, once the alarm is up (before it, a shot would raise it).
      if (fast) this.fireMoving(w, c, rng, rules);
      return;
    }
    if (leg === MOUNTING) {
      const ok = !underFire || ridingPass(rng, this.quality[c], this.hr[c]);
      w.log?.say(
        w.turn,
        `${w.names[c]} ${ok ? 'mounts up' : 'tries to mount: the horse spins round'}`,
      );
      if (ok) {
        this.leg[c] = RIDING;
        this.left[c] = this.ride[c];
      }
      return;
    }
    if (leg !== RIDING) return;
    let step = HORSE_MOVE;
    if (fast) {
      step = ridingPass(rng, this.quality[c], this.hr[c]) ? FAST_PASS_2 : FAST_PASS_0;
      this.rodeFast = true;
      w.fast[c] = 1;
    }
    step = Math.min(step, this.left[c]);
    this.left[c] -= step;
    this.move(w, c, step, rules, rng);
    w.log?.say(w.turn, `${w.names[c]} rides ${step.toFixed(1)}"${fast ? ' fast' : ''}`);
    if (this.left[c] <= 0 && w.alive[c]) {
      this.leg[c] = AWAY;
      w.log?.add(`, off the table and away`);
      rules.leave(w, c);
    } else if (fast && this.fireRiding) this.fireMoving(w, c, rng, rules);
  }

  /**
   * c, moving, fires at the nearest enemy he sees: a man carrying the money only a pistol, and
   * nothing once an arm is unusable (§13.2 [L3337]).
   */
  private fireMoving(w: BandWorld, c: number, rng: Rng, rules: TypeMoves): void {
    if (!w.alive[c]) return;
    if (this.pistolOnly[c] && (w.weapon[c] !== 'pistol' || !bothArms(w.gunArm[c], w.offArm[c])))
      return;
    w.target[c] = nearestSeen(w, c);
    if (w.target[c] >= 0) rules.fire(w, c, rng);
  }

  /** c moves `step` inches straight away from the enemy's line; enemies who now see it take Got a Shot. */
  private move(w: BandWorld, c: number, step: number, rules: TypeMoves, rng: Rng): void {
    const away = w.side[c] === 0 ? -1 : 1;
    w.inCover[c] = 0;
    const wasHidden = w.hidden[c] !== 0;
    w.hidden[c] = 0;
    w.place(c, w.x[c], w.y[c] + away * step);
    if (wasHidden) rules.comeIntoSight(w, c, rng);
  }
}
