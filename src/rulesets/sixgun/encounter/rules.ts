import type { Rng } from '../../../dice/rng.ts';
import type { ActivationDice } from '../../../encounter/activation/activation-dice.ts';
import { FLED, OUT } from '../../../encounter/figures.ts';
import type { EncounterRules } from '../../../encounter/loop.ts';
import { DRAW_STATES, OD, OOF, RAN, UNHURT, WOUNDED, simDraw } from '../draw.ts';
import { STATE } from '../damage.ts';
import { newFiringResult, simulateFiring } from '../firing.ts';
import { rollReaction } from '../reaction.ts';
import { rollReload } from '../reload.ts';
import { DRY, EMPTY, LAST, LOADED, readierInHand } from './ammo.ts';
import { reloadFrozenSides } from './frozen-turn.ts';
import { NO_FIRE, armFiring, bothArms } from './arms.ts';
import { firingDamage, landWounds } from './firing-damage.ts';
import { FIRE, HIDE, POLICY_LIST, RELOAD, STEP_OUT } from './policies.ts';
import { BEEN_SHOT_AT, GOT_A_SHOT, type World } from './world.ts';

/** A chest wound is −2 Rep (§6.5 [L1559], §6.9): on the Shootin' table and for activation. */
export const CHEST_PENALTY = 2;

/**
 * Six Gun Sound's rules on the shared turn loop, for GF-1 (six-gun-sound.md §13.1): Game Turn 1
 * is the Draw (§7, through the `draw` procedure's own simulation); from turn 2 each side rolls
 * its activation die against its figure's Rep (§4.2, the core's ActivationDice). An active
 * figure's policy fires, reloads, ducks out of sight or steps back into it. The events fire
 * the reaction tests: a figure fired at and not hit takes Been Shot At (§5.1 [L1274]) and may
 * return fire, which can set off Been Shot At in turn (the exchange of fire, A-13); a figure
 * stepping back into sight gives its enemy Got a Shot (§5.1 [L1241]).
 */
export class GunfightRules implements EncounterRules<World> {
  private readonly shot = newFiringResult();
  private readonly faces = new Uint8Array(3);

  constructor(private readonly order: ActivationDice) {}

  reset(w: World): void {
    w.reset();
    this.order.leaderRep.set(w.rep); // each figure is its own group
  }

  trace(w: World) {
    return w.log;
  }

  /**
   * The Draw (§7.1): every result lands at once, then Been Shot At for the out-drawn; a figure
   * that ran (unmanned, or on Been Shot At) runs as any Runaway does.
   */
  opening(w: World, rng: Rng): void {
    const x = w.drawX;
    simDraw(w.drawSetup, rng, x);
    w.log?.say(
      1,
      `the Draw at ${w.distance}": ${w.names.map((name, c) => `${name} ${DRAW_STATES[x.state[c]]}${x.empty[c] ? ' (gun empty)' : ''}`).join(', ')}`,
    );
    for (let c = 0; c < w.n; c++) {
      const st = x.state[c];
      w.drawEnd[c] = w.end[c] = st;
      if (x.hurt[c] > STATE.unhurt) {
        w.damageBy[w.weaponIndex[1 - c]]++;
        if (w.firstBlood < 0) w.firstBlood = w.side[1 - c];
      }
      if (x.empty[c]) {
        w.ammo[c] = EMPTY; // the Draw is drawn with one gun: a second pistol is still loaded
        readierInHand(w.ammo, w.ammo2, c);
      }
      if (st === WOUNDED) this.wound(w, c, landWounds(w, c, x.hurt[c], x.gunArm[c], x.offArm[c]));
      else if (st === RAN) this.runaway(w, c, rng);
      else if (st === UNHURT && x.bsa[c] >= 0)
        this.afterBeenShotAt(w, c, x.bsa[c], w.bsa[c * 2], rng);
      else if (st !== UNHURT) w.remove(c, OUT);
    }
  }

  /** Activation dice; a frozen side's figure may still reload (§4.2 step 2 [L1122], activation.doubles). */
  startTurn(w: World, rng: Rng): void {
    reloadFrozenSides(w, this.order, this, rng);
  }

  activate(w: World, c: number, rng: Rng): void {
    const e = 1 - c;
    switch (POLICY_LIST[w.policy[c]](w, c, 1)) {
      case RELOAD:
        this.reload(w, c, rng);
        return;
      case HIDE:
        this.duckBack(w, c, 'goes out of sight');
        return;
      case STEP_OUT:
        w.hidden[c] = 0;
        w.log?.say(w.turn, `${w.names[c]} steps out from ${w.inCover[c] ? w.cover[c] : 'hiding'}`);
        if (w.alive[e] && !w.hidden[e]) this.gotAShot(w, e, c, rng);
        if (w.alive[c] && w.alive[e] && !w.hidden[c] && !w.hidden[e] && this.canFire(w, c, true))
          this.exchange(w, c, 0, rng);
        return;
      case FIRE:
        if (this.canFire(w, c, true)) this.exchange(w, c, 0, rng);
        return;
    }
  }

  /** Whether c can fire at its enemy now: a loaded gun (or, when active, the last shot) within reach. */
  private canFire(w: World, c: number, active: boolean): boolean {
    const a = w.ammo[c];
    if (a !== LOADED && !(active && a === LAST)) return false;
    if (armFiring(w.gunArm[c], w.offArm[c], w.twoHanded[c] === 1) === NO_FIRE) return false;
    return w.firingOf(c, 0, a === LAST).mode !== 'impossible';
  }

  /**
   * c fires at its enemy with `penalty` off its Rep; while the target is not hit and returns
   * fire, the fire goes back and forth (A-13) until someone is hit, ducks back, runs or cannot fire.
   */
  private exchange(w: World, c: number, penalty: number, rng: Rng): void {
    let s = c,
      pen = penalty;
    for (;;) {
      const t = 1 - s;
      if (this.shoot(w, s, t, pen, rng) || !w.alive[t]) return;
      const reply = this.beenShotAt(w, t, rng);
      if (reply < 0) return;
      if (!this.canFire(w, t, false)) {
        // Told to fire but cannot (out of shot, or no arm to fire with), and there is no melee
        // in a GF-1: Duck Back [L1302].
        this.duckBack(w, t, 'cannot return fire');
        return;
      }
      s = t;
      pen = reply;
    }
  }

  /** One firing of s at t; true when t is hit (wounded or worse, not just a scratch). */
  private shoot(w: World, s: number, t: number, reactionPenalty: number, rng: Rng): boolean {
    const last = w.ammo[s] === LAST;
    const pen = reactionPenalty + (w.dmg[s] === STATE.chestWounded ? CHEST_PENALTY : 0);
    const r = this.shot;
    // His arms (§6.5 [L1557–1558]): a wounded one costs Rep; a pistol whose gun arm is unusable
    // is fired with the off arm, where an 8 misses (§6.2 row 8 [L1502]).
    const arms = armFiring(w.gunArm[s], w.offArm[s], w.twoHanded[s] === 1);
    const armPen = arms >> 1;
    if (w.ammo2[s] === LOADED && !last && bothArms(w.gunArm[s], w.offArm[s])) {
      // Both pistols at once (§3.5, §6.3): each its own firing, each run dry by its own 1s; one
      // firing for the reactions (a Been Shot At only if neither hit, [L1274]). The gun arm's
      // pistol takes its wound's −1, the off arm's does not.
      w.log?.say(w.turn, `${w.names[s]} fires both pistols`);
      simulateFiring(w.twoGunFiringOf(s, pen + armPen), rng, this.faces, r);
      if (r.fumble) w.ammo[s] = EMPTY;
      let hit = this.land(w, s, t, pen + armPen, false);
      simulateFiring(w.twoGunFiringOf(s, pen), rng, this.faces, r);
      if (r.fumble) w.ammo2[s] = EMPTY;
      if (w.alive[t]) hit = this.land(w, s, t, pen, false) || hit;
      readierInHand(w.ammo, w.ammo2, s);
      return hit;
    }
    simulateFiring(w.firingOf(s, pen + armPen, last, (arms & 1) === 1), rng, this.faces, r);
    if (last) w.ammo[s] = DRY;
    else if (r.fumble) w.ammo[s] = EMPTY;
    readierInHand(w.ammo, w.ammo2, s);
    return this.land(w, s, t, pen + armPen, last);
  }

  /** The damage of the firing just simulated (this.shot) on t; true when t is hit. */
  private land(w: World, s: number, t: number, pen: number, last: boolean): boolean {
    const after = firingDamage(w, s, t, pen, this.shot, last);
    if (after < 0) return false;
    if (after >= STATE.oof) {
      w.dmg[t] = after;
      w.end[t] = after === STATE.od ? OD : OOF;
      w.remove(t, OUT);
    } else this.wound(w, t, after);
    return true;
  }

  /** A lasting wound; a chest wound lowers the Rep its group activates on. */
  private wound(w: World, c: number, state: number): void {
    w.dmg[c] = state;
    w.end[c] = WOUNDED;
    if (state === STATE.chestWounded) this.order.leaderRep[c] = w.rep[c] - CHEST_PENALTY;
  }

  /** Been Shot At (§5.3.2): the Rep penalty of the return fire, or −1 when t does not fire. */
  private beenShotAt(w: World, t: number, rng: Rng): number {
    w.reactions[BEEN_SHOT_AT]++;
    const r = w.bsa[t * 2 + w.inCover[t]];
    const a = rollReaction(r, rng);
    w.log?.add(`; ${w.names[t]} takes Been Shot At: ${r.labels[a]}`);
    return this.afterBeenShotAt(w, t, a, r, rng);
  }

  private afterBeenShotAt(
    w: World,
    t: number,
    a: number,
    r: { labels: readonly string[] },
    rng: Rng,
  ): number {
    switch (r.labels[a]) {
      case 'fire':
        return 0;
      case 'fire-at-minus-1':
        return 1;
      case 'runaway':
        this.runaway(w, t, rng);
        return -1;
      default: // duck-back, siouxside
        this.duckBack(w, t, '');
        return -1;
    }
  }

  /**
   * Got a Shot (§5.3.1): t sees mover m come into sight. It may fire at once (at Rep −1 on a
   * Pass 1), or the two race (INIT): the winner fires at Rep −1. The firing opens an exchange.
   */
  private gotAShot(w: World, t: number, m: number, rng: Rng): void {
    w.reactions[GOT_A_SHOT]++;
    const r = w.gas[t * 2 + w.inCover[t]];
    const a = rollReaction(r, rng);
    const label = r.labels[a];
    w.log?.add(`; ${w.names[t]} takes Got a Shot: ${label}`);
    if (label === 'fire' || label === 'hold-or-fire' || label === 'fire-at-minus-1') {
      if (this.canFire(w, t, false)) this.exchange(w, t, label === 'fire-at-minus-1' ? 1 : 0, rng);
      else this.duckBack(w, t, 'cannot fire');
    } else if (label === 'target-fires-first' && this.canFire(w, m, false))
      this.exchange(w, m, 1, rng);
  }

  private duckBack(w: World, c: number, why: string): void {
    w.hidden[c] = 1;
    w.inCover[c] = 1;
    w.log?.add(`; ${w.names[c]} ducks back${why ? ` (${why})` : ''}`);
  }

  /** Runaway (§5.2 [L1421–1425]): off the table, or into a building and Comin' Back. */
  private runaway(w: World, c: number, rng: Rng): void {
    if (w.o['gunfight.runaway'] === 'building') {
      const r = w.cominBack[c];
      const label = r.labels[rollReaction(r, rng)];
      w.log?.add(`; ${w.names[c]} runs into a building: Comin' Back, ${label}`);
      if (label !== 'removed') {
        w.hidden[c] = 1;
        w.inCover[c] = 1;
        w.end[c] = w.dmg[c] > STATE.unhurt ? WOUNDED : UNHURT; // back in the fight
        return;
      }
    }
    w.end[c] = RAN;
    w.remove(c, FLED);
  }

  /** An activation spent reloading (§3.4 [L1001–1011]). */
  reload(w: World, c: number, rng: Rng): void {
    w.reloads++;
    const last = rollReload(rng, w.ammoClass[c]);
    w.ammo[c] = last ? LAST : LOADED;
    w.log?.say(w.turn, `${w.names[c]} reloads${last ? ': a 1, one last shot left' : ''}`);
    this.reloadOther(w, c, rng);
  }

  /** His other pistol, when empty, reloaded in the same activation with a roll of its own (§3.4 [L1003–1009]). */
  reloadOther(w: World, c: number, rng: Rng): void {
    if (w.ammo2[c] !== EMPTY) return;
    const last2 = rollReload(rng, w.ammoClass[c]);
    w.ammo2[c] = last2 ? LAST : LOADED;
    w.log?.add(`, and his other pistol${last2 ? ': a 1, one last shot left' : ''}`);
    readierInHand(w.ammo, w.ammo2, c);
  }
}
