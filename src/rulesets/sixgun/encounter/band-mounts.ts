import type { Rng } from '../../../dice/rng.ts';
import { STATE, recoveryDice, rollDamage } from '../damage.ts';
import { WEAPON_STATS } from '../data.ts';
import {
  GOOD,
  HORSE_LOCATION_ADJUST,
  HORSE_RESULT,
  HORSE_RESULT_BY_PASSES,
  HORSE_RESULTS,
  horsemanshipOf,
  LEGS,
  MOUNT_MOVE,
  NAG,
  ownerOf,
  QUALITY_MODIFIER,
  QUALITY_VALUES,
  qualityIndexOf,
  RIDER_AFTER,
  RIDER_THROWN_BY_PASSES,
  STAY_MOUNTED_BY_PASSES,
} from '../mount-tables.ts';
import { rollPasses } from '../pass-dice.ts';
import type { BandWorld } from './band-world.ts';
import { hitAs, hitCodes, type FieldRules } from './field-rules.ts';

/** §13.1 Mounts on the trail (1d6 once a side): start mounted on 1–2 [L3241–3245]. */
const MOUNTED_UP_TO = 2;
/** A bolting mount fast-moves twice its normal move, dragging the rider (§10.3 [L2147–2165]). */
const BOLT_INCHES = 2 * MOUNT_MOVE.horse;
/** A fall's end that does at least OOF (RIDER_ENDS: buffalo gun and at least OOF, §10.6). */
const BUFFALO_OOF = 3;

/**
 * Horses in a GF-2 or GF-3 (six-gun-sound.md §10, §13.1 Mounts): which figures start in the
 * saddle (a figure's `mount`, or on the trail the §13.1 roll, 1–2 mounted, once a side) and on
 * what Quality (fixed, or Mount Quality 1d6 on his profession's column with his Rep as
 * Prosperity, §10.1, C-76). A man beside his horse mounts up when his policy advances (Mounting
 * Up Under Fire, §10.3); a rider rides (Mounted Moving Fast, §10.4) when his policy
 * advances, gets down to fight otherwise (Dismounting Under Fire, §10.3: a failure bolts and
 * drags him, as an arrow hit each time, until 1d6 against his Horsemanship frees him), and
 * shoots from the saddle meanwhile (−1 Rep on a Nag, an 8 misses from a moving mount, range
 * halved from a fast one, §10.5); a shot's 8 at him hits the horse (§6.2, C-58): They Shot My
 * Horse! (§10.7), and the rider's Stay Mounted or Rider Thrown (§10.6, C-62). Everything a
 * trial changes is reset; nothing is allocated in play.
 */
export class BandMounts {
  /** Each figure's horse's Quality this gunfight (0: none), and his Horsemanship (§2.1). */
  readonly quality: Int32Array;
  readonly hr: Int32Array;
  /** Dragged by a bolting mount, until freed. */
  readonly dragged: Uint8Array;
  /** Rode in the activation being played (so fires from a moving mount, §10.5). */
  readonly rode: Uint8Array;
  /** A firearm has gone off anywhere on the table: mounting and dismounting are "under fire" (§10.3 [L2131]). */
  underFire = false;
  private readonly codes: Int8Array[];
  private readonly bowCodes: Int8Array;

  constructor(
    w: BandWorld,
    private readonly rolled: boolean,
  ) {
    this.quality = new Int32Array(w.n);
    this.hr = Int32Array.from(w.profession, (p, c) => horsemanshipOf(p, w.rep[c]));
    this.dragged = new Uint8Array(w.n);
    this.rode = new Uint8Array(w.n);
    // By RIDER_ENDS: stays on (no damage), pistol, buffalo gun, buffalo gun and at least OOF.
    this.codes = [
      new Int8Array(0),
      hitCodes('pistol', false, w.o),
      hitCodes('buffalo-gun', false, w.o),
      hitCodes('buffalo-gun', false, w.o),
    ];
    this.bowCodes = hitCodes('bow', false, w.o);
  }

  /** The trial's horses and who starts in the saddle. */
  reset(w: BandWorld, rng: Rng): void {
    this.dragged.fill(0);
    this.rode.fill(0);
    this.underFire = w.type === 'GF-2'; // the Draw opens a GF-2 with gunfire
    for (let c = 0; c < w.n; c++) this.hr[c] = horsemanshipOf(w.profession[c], w.rep[c]);
    const sideMounted = [false, false];
    if (this.rolled && w.type === 'GF-3')
      for (let s = 0; s < 2; s++) sideMounted[s] = rng.d6() <= MOUNTED_UP_TO;
    for (let c = 0; c < w.n; c++) {
      const m = w.specs[c].mount;
      const has = m !== undefined || sideMounted[w.side[c]];
      this.quality[c] = has ? this.qualityOf(w, c, m?.quality ?? 'rolled', rng) : 0;
      w.mounted[c] = has && (m ? m.mounted : true) ? 1 : 0;
    }
  }

  /** A horse's Quality: fixed, or Mount Quality (§10.1) for the rider's profession and Rep. */
  private qualityOf(w: BandWorld, c: number, q: number | 'rolled', rng: Rng): number {
    if (q !== 'rolled') return q;
    const mod = QUALITY_MODIFIER[ownerOf(w.profession[c])][Math.min(6, w.rep[c]) - 1];
    return QUALITY_VALUES[qualityIndexOf(rng.d6() + mod)];
  }

  /**
   * What c does with his horse on his activation instead of his policy: a dragged man tries to
   * get his foot free; a man beside his horse told to advance mounts up; a rider whose policy
   * does not ride gets down. True when that was all.
   */
  acts(w: BandWorld, c: number, rng: Rng, rules: FieldRules, riding: boolean): boolean {
    if (this.dragged[c]) {
      if (rng.d6() <= this.hr[c]) {
        this.dragged[c] = 0;
        w.prone[c] = 1;
        w.log?.say(w.turn, `${w.names[c]} gets his foot free and lies winded`);
      } else this.drag(w, c, rng, rules, 'is dragged again');
      return true;
    }
    if (!w.mounted[c]) return riding && this.quality[c] > 0 && this.mountUp(w, c, rng);
    if (riding || w.ridersStay(c)) return false;
    w.mounted[c] = 0;
    if (!this.underFire || this.mountTest(c, rng)) {
      w.log?.say(w.turn, `${w.names[c]} dismounts`);
      return true;
    }
    this.quality[c] = 0;
    this.drag(w, c, rng, rules, 'tries to dismount under fire: his horse bolts and drags him');
    return true;
  }

  /**
   * c, on foot beside his horse and told to advance, mounts up: a whole activation (§10.3
   * [L2121]); under fire Mounting Up Under Fire, a failure spinning horse and rider round to
   * try again next activation.
   */
  private mountUp(w: BandWorld, c: number, rng: Rng): boolean {
    if (this.underFire && !this.mountTest(c, rng)) {
      w.log?.say(w.turn, `${w.names[c]} tries to mount under fire: his horse spins round`);
      return true;
    }
    w.mounted[c] = 1;
    w.log?.say(w.turn, `${w.names[c]} mounts up`);
    return true;
  }

  /** A test of c's horse (2d6 against Quality) whose Pass 1 is his Horsemanship test (§10.2). */
  private mountTest(c: number, rng: Rng): boolean {
    const q = this.quality[c];
    const k = rollPasses(rng, 2, q);
    if (k !== 1) return k === 2;
    const h = rollPasses(rng, 2, this.hr[c]);
    return h === 2 || (h === 1 && this.hr[c] >= q);
  }

  /** c is dragged: hit as by an arrow (+1d6 on Recoverin', best 2), hauled 24" one way or another. */
  private drag(w: BandWorld, c: number, rng: Rng, rules: FieldRules, why: string): void {
    this.dragged[c] = 1;
    w.hidden[c] = w.inCover[c] = 0;
    const a = (rng.below(12) * Math.PI) / 6;
    const tx = w.x[c] + BOLT_INCHES * Math.cos(a),
      ty = w.y[c] + BOLT_INCHES * Math.sin(a);
    // A building or wall in the way stops the horse short of it.
    if (w.blocked) w.bf.move(w.x[c], w.y[c], tx, ty, BOLT_INCHES, 0);
    w.place(c, w.blocked ? w.bf.moveX : tx, w.blocked ? w.bf.moveY : ty);
    const before = w.dmg[c];
    let after = rollDamage(rng, STATE.unhurt, this.bowCodes, w.toughness[c], recoveryDice(true));
    if (after < before) after = before;
    if (before === STATE.chestWounded && after > STATE.unhurt) after = STATE.oof;
    w.log?.say(w.turn, `${w.names[c]} ${why}`);
    if (after > before) rules.hurt(w, c, after);
  }

  /**
   * c rides on his activation (Mounted Moving Fast, §10.4): 2d6 against his horse's Quality,
   * a Pass 1 his Horsemanship test; counting as Pass 2 he may go twice a horse's move and is
   * moving fast, else half as far again (and, having passed nothing, is not, C-58).
   */
  ride(w: BandWorld, c: number, rng: Rng): number {
    this.rode[c] = 1;
    const fast = this.mountTest(c, rng);
    w.fast[c] = fast ? 1 : 0;
    return fast ? 2 * MOUNT_MOVE.horse : (3 * MOUNT_MOVE.horse) / 2;
  }

  /** s's Rep penalty firing from the saddle: −1 on a Nag (§10.5 [L2306]). */
  penalty(s: number): number {
    return this.quality[s] === NAG ? 1 : 0;
  }

  /**
   * s's shot at rider t scored an 8 that hit the horse (§6.2, C-58): They Shot My Horse!
   * (§10.7): 1d6 location, then 2d6 (1d6 for a buffalo gun or a close shotgun) against its
   * Quality adjusted there; the rider takes Stay Mounted or Rider Thrown (C-62), and a man
   * thrown is on foot. True when the fall hurt him (else he takes Been Shot At, C-55).
   */
  horseHit(w: BandWorld, s: number, t: number, rng: Rng, rules: FieldRules): boolean {
    w.horsesHit++;
    const q = this.quality[t];
    const ws = WEAPON_STATS[w.weapon[s]];
    const heavy =
      ws.damage === 'buffalo-gun' ||
      (ws.closeRange !== undefined && ws.scatter && w.dist(s, t) <= ws.closeRange);
    const loc = rng.d6() - 1;
    const k = rollPasses(rng, heavy ? 1 : 2, Math.min(GOOD, q + HORSE_LOCATION_ADJUST[loc]));
    let res = HORSE_RESULT_BY_PASSES[loc][2 - k];
    if (loc === LEGS && res === HORSE_RESULT.stumbles && rng.d6() > q - 1)
      res = HORSE_RESULT.crippled;
    const after = RIDER_AFTER[HORSE_RESULTS[res]];
    w.log?.add(`; ${w.names[t]}'s horse is hit: ${HORSE_RESULTS[res]}`);
    if (after === 'none') return false;
    const end =
      after === 'stay-mounted'
        ? STAY_MOUNTED_BY_PASSES[rollPasses(rng, 2, this.hr[t])]
        : RIDER_THROWN_BY_PASSES[
            rollPasses(rng, 2, w.toughness[t] - (this.rode[t] && w.fast[t] ? 1 : 0))
          ];
    if (end === 0) return false;
    // Thrown (C-62; at 24" a move he was moving more than 18": −1 Toughness, C-86): on foot
    // from now on, his horse gone.
    w.mounted[t] = 0;
    this.quality[t] = 0;
    w.ridersThrown++;
    w.log?.add(`; ${w.names[t]} is thrown`);
    const state = hitAs(w, t, this.codes[end], rng, end === BUFFALO_OOF ? STATE.oof : STATE.unhurt);
    if (state < 0) return false;
    rules.hurt(w, t, state);
    return true;
  }
}
