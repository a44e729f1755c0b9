import type { Rng } from '../../../dice/rng.ts';
import { STATE } from '../damage.ts';
import { SICK_DRUNK } from '../attributes.ts';
import { FIGHT_DICE, FIGHT_MARGIN, POOL_PASS } from '../data.ts';
import type { BandWorld } from './band-world.ts';

/** What a melee asks of the rules that started it: the Keep Fightin' test and a loser's fate. */
export interface MeleeHooks {
  keepFightin(w: BandWorld, c: number, rng: Rng): boolean;
  /** c leaves the melee: out of the fight (obviously dead on a Killing stroke), or a Runaway. */
  meleeLoss(w: BandWorld, c: number, ran: boolean, dead: boolean, rng: Rng): void;
}

/** A melee that still ties after this many rounds is left standing (both stay in contact). */
const MAX_ROUNDS = 100;
/** The most chargers one figure can face: a whole side (MAX_PER_SIDE). */
const MAX_FOES = 12;

/**
 * A melee fought to its end (six-gun-sound.md §8.2, the same table as the `fight` procedure):
 * one figure, the charged, against the one or more chargers in contact with him (one figure may
 * face several, [L1777]). Each round every fighter rolls his pool once — Rep (−2 for a chest
 * wound, §6.9), +1d6 for a charger on his flank or rear, a melee weapon, a Brawler +1d6, a Runt −1, a Sick drunk or a prone figure
 * −1d6, +1d6 in the first round (Impact) for a rider with a melee weapon (§10.5), −1d6 in the first round for a reaction result that says so (C-10), −1d6 per Flurry of
 * Punches taken, and +1d6 to the chargers while they outnumber him — passing on 1–3, and the
 * charged figure's passes are compared with each charger's (A-20):
 * - a margin of 3 or 2 puts the loser out of the fight (obviously dead on a Killing stroke with
 *   a melee weapon, C-70);
 * - a margin of 1 is a Flurry: −1d6 to the loser for the rest of the melee, out of the fight at
 *   0 dice; a figure losing to two chargers in one round takes both;
 * - a tie is Keep Fightin' for the two (a figure tied with several takes it once); whoever
 *   fails runs (C-69), except that when every figure that took it failed, on both sides, they
 *   fight on (unless `fight.bothFailKeepFighting` is off: then they all run).
 * Every pairing of a round lands at the same moment; the melee goes on while the charged figure
 * and at least one charger are in it. The scratch is reused: nothing is allocated per melee.
 *
 * A melee wounds no arm: its loser is out of the fight or dead whatever the damage roll says,
 * which only names where he was hit, for recovery after the battle (§8.2 [L1827], C-71), and a
 * Flurry costs dice, not a wound. Nor does a wounded arm cost melee dice: arm wounds count
 * only for shooting and the Draw (C-56).
 */
export class Melee {
  private readonly foes = new Int32Array(MAX_FOES);
  /** Each fighter's pool before the round's own modifiers, and the first round's extra dice. */
  private readonly foePool = new Int32Array(MAX_FOES);
  private readonly foeFirst = new Int32Array(MAX_FOES);
  /** Dice for the whole melee: +1d6 on the charged figure's flank or rear. */
  private readonly foeExtra = new Int32Array(MAX_FOES);
  private readonly foePasses = new Int32Array(MAX_FOES);
  /** 1 in the melee, 0 out of it; 2 tied this round (takes Keep Fightin'). */
  private readonly foeIn = new Uint8Array(MAX_FOES);
  private readonly foeKeeps = new Uint8Array(MAX_FOES);
  private k = 0;
  private t = -1;
  private tFirst = 0;

  /** A new melee around t, charged, with `first` extra dice (negative: a penalty) in round 1. */
  start(t: number, first: number): void {
    this.t = t;
    this.tFirst = first;
    this.k = 0;
  }

  /** Charger c comes into contact with the charged figure, with `extra` dice for the melee. */
  join(c: number, first: number, extra: number): void {
    this.foes[this.k] = c;
    this.foeFirst[this.k] = first;
    this.foeExtra[this.k] = extra;
    this.k++;
  }

  /** The chargers in contact so far. */
  get size(): number {
    return this.k;
  }

  fight(w: BandWorld, rng: Rng, hooks: MeleeHooks): void {
    const k = this.k,
      t = this.t,
      foes = this.foes;
    let tPool = pool0(w, t);
    let standing = k;
    for (let i = 0; i < k; i++) {
      this.foePool[i] = pool0(w, foes[i]) + this.foeExtra[i];
      this.foeIn[i] = 1;
    }
    for (let round = 0; round < MAX_ROUNDS && standing > 0; round++) {
      const first = round === 0;
      const outnumber = standing > 1 ? FIGHT_DICE.outnumbers : 0;
      for (let i = 0; i < k; i++)
        if (this.foeIn[i])
          this.foePasses[i] = pool(
            rng,
            this.foePool[i] +
              outnumber +
              (first ? this.foeFirst[i] * FIGHT_DICE.reactionPenalty + impact(w, foes[i]) : 0),
          );
      const tPasses = pool(
        rng,
        tPool + (first ? this.tFirst * FIGHT_DICE.reactionPenalty + impact(w, t) : 0),
      );
      // Every pairing lands at once: the charged figure's fate from the whole round.
      let tOut = false,
        tDead = false,
        tied = false;
      for (let i = 0; i < k; i++) {
        if (!this.foeIn[i]) continue;
        const d = this.foePasses[i] - tPasses;
        if (d >= FIGHT_MARGIN.tellingBlow) {
          tDead ||= d >= FIGHT_MARGIN.killingStroke && kills(w, foes[i], t);
          tOut = true;
        } else if (d <= -FIGHT_MARGIN.tellingBlow) {
          this.foeIn[i] = 0;
          standing--;
          lose(
            w,
            foes[i],
            t,
            false,
            -d >= FIGHT_MARGIN.killingStroke && kills(w, t, foes[i]),
            rng,
            hooks,
          );
        } else if (d === FIGHT_MARGIN.flurry) tPool += FIGHT_DICE.perFlurry;
        else if (d === -FIGHT_MARGIN.flurry) {
          this.foePool[i] += FIGHT_DICE.perFlurry;
          if (this.foePool[i] <= 0) {
            this.foeIn[i] = 0;
            standing--;
            lose(w, foes[i], t, false, false, rng, hooks);
          }
        } else {
          this.foeIn[i] = 2;
          tied = true;
        }
      }
      if (tOut || tPool <= 0) {
        lose(w, t, this.winner(), false, tDead, rng, hooks);
        return;
      }
      if (tied && standing > 0 && !this.keepFightin(w, t, rng, hooks)) return;
      if (standing === 0) return; // every charger beaten
      standing = 0;
      for (let i = 0; i < k; i++) if (this.foeIn[i]) standing++;
    }
  }

  /** The first charger still in the melee (the one named as the winner). */
  private winner(): number {
    for (let i = 0; i < this.k; i++) if (this.foeIn[i]) return this.foes[i];
    return this.foes[0];
  }

  /**
   * Keep Fightin' for every charger tied this round, then for the charged figure, once each.
   * False when the melee is over.
   */
  private keepFightin(w: BandWorld, t: number, rng: Rng, hooks: MeleeHooks): boolean {
    const foes = this.foes;
    let foesFail = 0,
      takers = 0;
    for (let i = 0; i < this.k; i++) {
      if (this.foeIn[i] !== 2) continue;
      takers++;
      this.foeKeeps[i] = hooks.keepFightin(w, foes[i], rng) ? 1 : 0;
      if (!this.foeKeeps[i]) foesFail++;
    }
    const keepT = hooks.keepFightin(w, t, rng);
    if (w.log) {
      let s = "; even: Keep Fightin'";
      for (let i = 0; i < this.k; i++)
        if (this.foeIn[i] === 2)
          s += ` ${w.names[foes[i]]} ${this.foeKeeps[i] ? 'carries on' : 'fails'},`;
      w.log.add(`${s} ${w.names[t]} ${keepT ? 'carries on' : 'fails'}`);
    }
    if (!keepT && foesFail === takers) {
      // Both sides failed at the same moment: they fight on [L1367], or all run (C-69 option).
      if (w.o['fight.bothFailKeepFighting']) {
        for (let i = 0; i < this.k; i++) if (this.foeIn[i]) this.foeIn[i] = 1;
        return true;
      }
      for (let i = 0; i < this.k; i++)
        if (this.foeIn[i] === 2) {
          this.foeIn[i] = 0;
          hooks.meleeLoss(w, foes[i], true, false, rng);
        }
      hooks.meleeLoss(w, t, true, false, rng);
      return false;
    }
    for (let i = 0; i < this.k; i++) {
      if (this.foeIn[i] !== 2) continue;
      this.foeIn[i] = this.foeKeeps[i];
      if (!this.foeKeeps[i]) lose(w, foes[i], t, true, false, rng, hooks);
    }
    if (!keepT) {
      lose(w, t, this.winner(), true, false, rng, hooks);
      return false;
    }
    return true;
  }
}

/** Whether winner's Killing stroke on loser kills (C-70: the winner's melee weapon by the ruling). */
function kills(w: BandWorld, winner: number, loser: number): boolean {
  return w.o['fight.killingStrokeWeapon'] === 'winner'
    ? w.meleeWeapon[winner] === 1
    : w.meleeWeapon[loser] === 1;
}

/**
 * A rider's Impact: +1d6 in the first round when he fights from the saddle with a melee weapon
 * (§10.5 [L2302]; without one too when `fight.mountedImpactNeedsMeleeWeapon` is off).
 */
function impact(w: BandWorld, c: number): number {
  if (!w.mounted[c]) return 0;
  return w.meleeWeapon[c] || !w.o['fight.mountedImpactNeedsMeleeWeapon']
    ? FIGHT_DICE.mountedImpact
    : 0;
}

/**
 * A figure's melee pool before the round's own modifiers: Rep, −2 for a chest wound (§6.9),
 * +1d6 with a melee weapon (§3.5 [L1039–1041]) and for a Brawler (§2.5 [L3061]), −1 for a Runt
 * [L3103], −1d6 for a Sick drunk [L3083] and for a figure prone (§8.2, C-10).
 */
function pool0(w: BandWorld, c: number): number {
  return (
    w.rep[c] -
    (w.dmg[c] === STATE.chestWounded ? 2 : 0) +
    (w.meleeWeapon[c] ? FIGHT_DICE.meleeWeapon : 0) +
    (w.has(c, 'brawler') ? FIGHT_DICE.brawler : 0) -
    (w.has(c, 'runt') ? 1 : 0) -
    (w.drunk[c] === SICK_DRUNK ? 1 : 0) -
    (w.prone[c] ? 1 : 0)
  );
}

function lose(
  w: BandWorld,
  loser: number,
  winner: number,
  ran: boolean,
  dead: boolean,
  rng: Rng,
  hooks: MeleeHooks,
): void {
  w.log?.add(
    `; ${w.names[winner]} wins the melee, ${w.names[loser]} ${ran ? 'runs' : dead ? 'is killed' : 'is out of the fight'}`,
  );
  hooks.meleeLoss(w, loser, ran, dead, rng);
}

/** Passes among n dice passing on 1–3 (§1.5). */
function pool(rng: Rng, n: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (rng.below(6) < POOL_PASS) k++;
  return k;
}
