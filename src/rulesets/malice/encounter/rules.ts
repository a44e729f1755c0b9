import { cardName, type CardOrder } from '../../../dice/cards.ts';
import type { CardHands } from '../../../encounter/activation/card-hands.ts';
import { COVER_AREA } from '../../../encounter/battlefield.ts';
import { FLED, OUT } from '../../../encounter/figures.ts';
import type { EncounterRules } from '../../../encounter/loop.ts';
import { HOLD, holdAndAim } from '../../../encounter/policy.ts';
import { branch, type Rng } from '../../../dice/rng.ts';
import {
  allowsDiscard,
  beatsBy,
  givesThreeActions,
  isCourageCard,
  recoversUnconscious,
} from '../cards.ts';
import {
  ACTIONS,
  ACTIONS_WITH_SEVEN,
  ARM,
  CHEST,
  DUCK_INCHES,
  FANFIRE_MAX_ROUNDS,
  GUT,
  HORSE_WOUNDS,
  LEG,
  LOCATIONS,
  MOVE,
  SKEDADDLE_DIE,
} from '../data.ts';
import { duckDistance } from '../movement.ts';
import { LONG, NO_BAND, SHORT, reloadTo } from '../shooting.ts';
import { skedaddles } from '../skedaddle.ts';
import { hitTarget, toughnessTest } from '../wounds.ts';
import { COURAGE_POLICIES, courageCard, getsCourage } from '../courage.ts';
import { fistfight } from './fisticuffs.ts';
import { roughMove } from './rough.ts';
import { FIRE_PLANS, HORSE_PLANS } from './schema.ts';
import { COVER_NAMES, FAN_ALWAYS, FAN_NEVER, KO_GUT, KO_SEVERE, type World } from './world.ts';

/** How a target's player answered an attack (answer). */
const UNANSWERED = 0,
  ANSWERED = 1,
  CALLED_OFF = 2;
/** A normal Move (malice.md §1.14): 6" on foot, 12" on horseback, open ground. */
const moveAllowance = (w: World, c: number) =>
  w.bodies[c].mounted ? MOVE.horse.open : MOVE.foot.open;
/** The plan of a side that closes in for fisticuffs (index in FIRE_PLANS). */
const BRAWL = FIRE_PLANS.indexOf('fisticuffs');
/** Horses plans (index in HORSE_PLANS). */
const STAY = HORSE_PLANS.indexOf('stay'),
  RIDE = HORSE_PLANS.indexOf('ride');
/** The salt of the card policies' branch of the stream. */
const POLICY_STREAM = 1;
/** A d10 need that no roll meets: no shot. */
const NO_SHOT = 11;
/** How far inside a cover area a ducking character aims, so that he ends in it, not on its edge. */
const INSIDE = 0.01;
const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

/**
 * Malice's rules plugged into the shared turn loop (malice.md §1–§3): each side plays an
 * initiative card (the core's card-hand order), then its characters take 2 actions (3 for
 * one if the card was a 7): Get Your Courage Up, Reload, Move into reach (or Got You Covered
 * when out of reach), Aim, Shoot, the
 * target's player answering with a snap shot or Duck for cover when he holds a higher card. At the end of the
 * turn each side tests Skedaddle; a 3's player discards before the refill.
 */
export class MaliceRules implements EncounterRules<World> {
  /** The figure that takes 3 actions this turn, per side (−1 none). */
  private readonly bonus: Int32Array;
  /** Got You Covered shooters who fire where a move ends (moveToward's scratch). */
  private late = new Int32Array(0);
  /** Each figure's target and the w.stamp it was chosen at (target). */
  private targetOf = new Int32Array(0);
  private targetStamp = new Float64Array(0);
  /** The point inside the cover nearestCover found. */
  private coverX = 0;
  private coverY = 0;

  /**
   * @param policies the stream card policies choose from (design.md: seeded streams), branched
   * from the dice stream at each trial's start; without it they use the dice stream.
   */
  constructor(
    private readonly cards: CardHands,
    private readonly order: CardOrder,
    private readonly policies: Rng | null = null,
  ) {
    this.bonus = new Int32Array(cards.capacity).fill(-1);
  }

  reset(w: World, rng: Rng): void {
    if (this.policies) branch(rng, this.policies, POLICY_STREAM);
    w.reset();
    if (this.late.length < w.n) {
      this.late = new Int32Array(w.n);
      this.targetOf = new Int32Array(w.n);
      this.targetStamp = new Float64Array(w.n).fill(-1);
    }
  }

  trace(w: World) {
    return w.log;
  }

  /** The side's card takes effect as its turn comes (malice.md §1.2 table, D19, D20). */
  startSide(w: World, side: number, _rng: Rng): void {
    const card = this.cards.played[side];
    const wake = recoversUnconscious(card);
    const rally = w.o['gycu.faceCardOnInitiative'] && isCourageCard(card);
    this.bonus[side] = -1;
    let woken = 0;
    for (let c = 0; c < w.n; c++) {
      if (w.side[c] !== side || !w.alive[c]) continue;
      const b = w.bodies[c];
      if (wake && b.unconscious)
        ((b.unconscious = false), (w.knockedOut[c] = 0), w.stamp++, woken++);
      if (rally) b.lilyLivered = false;
      if (this.bonus[side] < 0 && givesThreeActions(card) && !b.unconscious) this.bonus[side] = c;
    }
    w.log?.say(
      w.turn,
      `${w.sideNames[side]} play ${cardName(card)}${woken ? `: ${woken} Unconscious stand${woken === 1 ? 's' : ''}` : ''}${this.bonus[side] >= 0 ? `: ${w.names[this.bonus[side]]} takes 3 actions` : ''}`,
    );
  }

  activate(w: World, c: number, rng: Rng): void {
    const b = w.bodies[c];
    if (b.unconscious) return;
    // A marker kept from an earlier turn (gyc.expires=untilUsed) goes as he takes actions (§1.5).
    if (w.covering[c] === 1) ((w.covering[c] = 0), w.watching--);
    let actions = this.bonus[w.side[c]] === c ? ACTIONS_WITH_SEVEN : ACTIONS;
    let moves = 0,
      shoots = 0,
      rallied = false;
    w.aimed[c] = 0;
    while (actions-- > 0 && w.alive[c] && !b.unconscious) {
      const held = b.lilyLivered && this.inCover(w, c);
      if (held && !rallied) {
        // malice.md §1.11: Get Your Courage Up, tried once an activation, starting in cover.
        rallied = true;
        this.courage(w, c, rng);
        continue;
      }
      if (b.lilyLivered && !held && w.coverExists) {
        // malice.md §1.10: a Lily Livered character makes for cover (a Move action, A18).
        if (moves > 0 && b.crossed[LEG] > 0) return; // malice.md §1.7: one Move a turn
        this.moveToward(w, c, -1, rng);
        moves++;
        continue;
      }
      const t = this.target(w, c);
      if (t < 0) return;
      if (w.horsePlan[c] > STAY && this.saddle(w, c, t)) continue;
      if (w.plan[c] === BRAWL) {
        // malice.md §1.12, A16: fisticuffs start when one is moved into contact, so one
        // already in contact waits for the other to move.
        if (w.inContact(c, t) || held || (moves > 0 && b.crossed[LEG] > 0)) return;
        this.moveToward(w, c, t, rng);
        moves++;
        continue;
      }
      if (w.fans[c] !== FAN_NEVER && this.fansAt(w, c, t)) {
        // malice.md §1.4, §3: a fanfire plan fans a full weapon, so after a fanfire come the
        // Reload actions (3 rounds each) that fill it again.
        if (w.rounds[c] < w.capacity[c]) {
          w.rounds[c] = reloadTo(w.capacity[c], w.rounds[c]);
          w.log?.say(w.turn, `${w.names[c]} reloads`);
          continue;
        }
        const band = w.band(c, w.dist(c, t));
        if (band === SHORT) {
          if (shoots > 0 && b.crossed[ARM] > 0) return; // fanfire is one Shoot action (§1.4)
          this.fanfire(w, c, t, rng);
          shoots++;
          continue;
        }
        // Fanfire only at Short range (§1.4, D6): close in while he may move; if he may not, a
        // plain shot at Long range below.
        if (band === LONG && !held && !(moves > 0 && b.crossed[LEG] > 0)) {
          this.moveToward(w, c, t, rng);
          moves++;
          continue;
        }
      }
      if (w.rounds[c] === 0) {
        w.rounds[c] = reloadTo(w.capacity[c], w.rounds[c]);
        w.log?.say(w.turn, `${w.names[c]} reloads`);
        continue;
      }
      if (w.band(c, w.dist(c, t)) === NO_BAND) {
        // Out of reach: wait on Got You Covered (malice.md §1.5), unless an Arm wound has
        // already spent this turn's one Shoot; any other action would lift the marker, so it
        // is his last.
        if (w.covers[c] === 1 && !(shoots > 0 && b.crossed[ARM] > 0)) {
          w.covering[c] = 1;
          w.watching++;
          w.aimed[c] = 0;
          w.log?.say(w.turn, `${w.names[c]} says Got You Covered`);
          return;
        }
        if (moves > 0 && b.crossed[LEG] > 0) return; // malice.md §1.7: a Leg wound allows one Move a turn
        if (held) return; // malice.md §1.10: he stays in cover until his courage is up
        this.moveToward(w, c, t, rng);
        moves++;
        continue;
      }
      // Aim + Shoot (malice.md §3, A25): aim once, then fire; a Chest wound forbids aiming.
      const canAim = w.plan[c] === 1 && b.crossed[CHEST] === 0 && actions > 0;
      if (holdAndAim(w.aimed[c] ? t : -1, t, canAim) === HOLD.AIM) {
        w.aimed[c] = 1;
        w.log?.say(w.turn, `${w.names[c]} aims at ${w.names[t]}`);
        continue;
      }
      if (shoots > 0 && b.crossed[ARM] > 0) return; // malice.md §1.7: an Arm wound allows one Shoot a turn
      this.attack(w, c, t, rng);
      shoots++;
    }
  }

  /**
   * A Mount or Dismount action, if c's side's horses plan wants one now (malice.md §1.8, §3):
   * mounting needs his living horse in contact (§6's ruling); dismounting leaves it standing
   * where he got down. Returns whether the action was spent.
   */
  private saddle(w: World, c: number, t: number): boolean {
    const b = w.bodies[c];
    const ride =
      w.horsePlan[c] === RIDE || w.plan[c] === BRAWL || w.band(c, w.dist(c, t)) === NO_BAND;
    if (b.mounted && !ride) {
      b.mounted = false;
      w.horseX[c] = w.x[c];
      w.horseY[c] = w.y[c];
      w.log?.say(w.turn, `${w.names[c]} dismounts`);
      return true;
    }
    if (
      b.mounted ||
      !ride ||
      b.horseWounds >= HORSE_WOUNDS ||
      w.bf.distance(w.x[c], w.y[c], w.horseX[c], w.horseY[c]) > w.contact
    )
      return false;
    b.mounted = true;
    w.log?.say(w.turn, `${w.names[c]} mounts his horse`);
    return true;
  }

  /**
   * Whether c, on a fanfire plan, fans at t (closing to Short range first): always (`fanfire`),
   * or (`fanfire-when-it-pays`) only with t in reach where the modifiers make fanning pay
   * (World.fanPays; t's cover is the same at Short range).
   */
  private fansAt(w: World, c: number, t: number): boolean {
    if (w.fans[c] === FAN_ALWAYS) return true;
    if (w.band(c, w.dist(c, t)) === NO_BAND) return false;
    const b = w.bodies[c];
    return w.fanPaysNow(c, b.lilyLivered ? 1 : 0, b.mounted ? 1 : 0, w.coverAgainst(c, t));
  }

  /**
   * c fans every loaded round (up to 6) at t in one Shoot action (malice.md §1.4, D5), once t's
   * player has had his answer (§1.6): each round hits on a natural 10 (`fanfire.needsNatural10`),
   * un-aimed, each hit a hit as any shot's. Once t is dead or Unconscious the rounds left go to
   * the nearest other enemy at Short range in sight under `fanfire.multiTarget` (who may answer
   * in his turn), else they are spent on t, wasted once he is dead.
   */
  private fanfire(w: World, c: number, t: number, rng: Rng): void {
    const answered = this.answer(w, c, t, rng);
    if (answered === CALLED_OFF) return;
    // As for a shot (attack): a target who ducked, or whose shooter ran, out of sight or Short range is not fired at.
    if (answered === ANSWERED && !this.fanReaches(w, c, t)) {
      w.log?.say(w.turn, `${w.names[c]} has no fanfire at ${w.names[t]} any more`);
      return;
    }
    const rounds = Math.min(w.rounds[c], FANFIRE_MAX_ROUNDS);
    w.log?.say(w.turn, `${w.names[c]} fans ${rounds} rounds at ${w.names[t]}`);
    const spread = w.o['fanfire.multiTarget'];
    let lost = false;
    for (let k = 1; k <= rounds; k++) {
      w.rounds[c]--;
      if (spread && (!w.alive[t] || w.bodies[t].unconscious)) {
        const next = this.nextFanTarget(w, c, t);
        if (next >= 0) {
          t = next;
          w.log?.say(w.turn, `${w.names[c]} turns his fanfire on ${w.names[t]}`);
          const again = this.answer(w, c, t, rng);
          if (again === CALLED_OFF) return;
          lost = again === ANSWERED && !this.fanReaches(w, c, t);
        }
      }
      if (lost || !w.alive[t]) continue; // the round is spent on nobody
      const b = w.bodies[c];
      const need = w.fanNeed(c, b.lilyLivered ? 1 : 0, b.mounted ? 1 : 0, w.coverAgainst(c, t));
      const roll = rng.below(10) + 1;
      w.log?.say(w.turn, `${w.names[c]}'s round ${k} at ${w.names[t]}`);
      if (roll < need) w.log?.add(`: ${roll}, needs ${need}, misses`);
      else this.hit(w, c, t, false, roll, rng);
    }
  }

  /** Whether t is in c's sight at Short range, where a fanfire may go (malice.md §1.4). */
  private fanReaches(w: World, c: number, t: number): boolean {
    return w.canSee(c, t) && w.band(c, w.dist(c, t)) === SHORT;
  }

  /** The nearest conscious enemy other than t in c's sight at Short range, or −1 (fanfire.multiTarget). */
  private nextFanTarget(w: World, c: number, t: number): number {
    let best = -1,
      bd = Infinity;
    for (let e = 0; e < w.n; e++) {
      if (e === t || !w.alive[e] || w.side[e] === w.side[c] || w.bodies[e].unconscious) continue;
      const d = w.dist(c, e);
      if (d < bd && w.band(c, d) === SHORT && w.canSee(c, e)) ((bd = d), (best = e));
    }
    return best;
  }

  /** Whether c stands in a cover area. */
  private inCover(w: World, c: number): boolean {
    return w.bf.areaAt(w.x[c], w.y[c], COVER_AREA) >= 0;
  }

  /**
   * A Get Your Courage Up action (malice.md §1.11, D12, D13): the side's courage policy picks
   * the card to expend (a J/Q/K/A passes outright), else a d10 plus its value must reach
   * Toughness; the card is discarded unless gycu.cardMustBeExpended is off.
   */
  private courage(w: World, c: number, rng: Rng): void {
    const b = w.bodies[c];
    const hand = this.cards.hands[w.side[c]];
    const pick = courageCard(hand, COURAGE_POLICIES[w.courage[c]], this.order);
    let card: number | undefined;
    if (pick >= 0)
      card = w.o['gycu.cardMustBeExpended'] ? hand.play(pick, this.cards.deck) : hand.cards[pick];
    if (card !== undefined && isCourageCard(card)) {
      b.lilyLivered = false;
      w.log?.say(w.turn, `${w.names[c]} gets his courage up with ${cardName(card)}`);
      return;
    }
    const roll = rng.below(10) + 1;
    if (getsCourage(card, roll, b.toughness, this.order)) b.lilyLivered = false;
    w.log?.say(
      w.turn,
      `${w.names[c]} tries to get his courage up${card === undefined ? '' : ` with ${cardName(card)}`}: ${roll}${card === undefined ? '' : ` + ${this.order.value[card]}`}, needs ${b.toughness}, ${b.lilyLivered ? 'fails' : 'passes'}`,
    );
  }

  /**
   * A character newly Lily Livered runs at once, a free move of up to a normal Move, toward
   * the nearest cover (malice.md §1.10, A18; option lilyLivered.freeMove): not a Move action,
   * so Got You Covered does not fire at it.
   */
  private runForCover(w: World, c: number, rng: Rng): void {
    if (
      w.o['lilyLivered.freeMove'] === 'none' ||
      w.bodies[c].unconscious ||
      this.inCover(w, c) ||
      !this.nearestCover(w, c, 0, Infinity)
    )
      return;
    this.moveOver(w, c, this.coverX, this.coverY);
    w.place(c, w.bf.moveX, w.bf.moveY);
    w.aimed[c] = 0;
    w.log?.say(w.turn, `${w.names[c]} runs for cover`);
    this.contact(w, c, -1, rng);
  }

  /** The nearest enemy in sight, a conscious one before one already down (kept while w.stamp holds). */
  private target(w: World, c: number): number {
    if (this.targetStamp[c] === w.stamp) return this.targetOf[c];
    let best = -1,
      bd = Infinity;
    for (let e = 0; e < w.n; e++) {
      if (!w.alive[e] || w.side[e] === w.side[c] || !w.canSee(c, e)) continue;
      const d = w.dist(c, e) + (w.bodies[e].unconscious ? 1000 : 0);
      if (d < bd) ((bd = d), (best = e));
    }
    this.targetOf[c] = best;
    this.targetStamp[c] = w.stamp;
    return best;
  }

  /**
   * A Move of 6" toward t, stopping once t is at Short range (malice.md §1.14). Enemies on Got
   * You Covered fire at the mover (malice.md §1.5), each where the `gyc.timing` option lets him
   * and his shot is best: where the move starts (then a mover put down does not move) or where
   * it ends.
   */
  private moveToward(w: World, c: number, t: number, rng: Rng): void {
    const timing = w.o['gyc.timing'];
    let late = 0;
    if (w.watching > 0) {
      this.moveEnd(w, c, t);
      const ex = w.bf.moveX,
        ey = w.bf.moveY;
      for (let e = 0; e < w.n; e++) {
        if (!this.watches(w, e, c)) continue;
        const now = timing === 'afterMove' ? NO_SHOT : this.needAt(w, e, w.x[c], w.y[c]);
        const then = timing === 'beforeMove' ? NO_SHOT : this.needAt(w, e, ex, ey);
        if (now === NO_SHOT && then === NO_SHOT) continue;
        if (then < now) {
          this.late[late++] = e;
          continue;
        }
        this.coveredShot(w, e, c, rng);
        if (!w.alive[c] || w.bodies[c].unconscious) return;
      }
    }
    this.moveEnd(w, c, t);
    w.place(c, w.bf.moveX, w.bf.moveY);
    w.aimed[c] = 0;
    w.log?.say(
      w.turn,
      t < 0
        ? `${w.names[c]} moves toward cover`
        : `${w.names[c]} moves to ${w.dist(c, t).toFixed(1)}" from ${w.names[t]}`,
    );
    for (let k = 0; k < late; k++) {
      const e = this.late[k];
      if (this.watches(w, e, c) && this.needAt(w, e, w.x[c], w.y[c]) !== NO_SHOT)
        this.coveredShot(w, e, c, rng);
    }
    this.contact(w, c, t, rng);
  }

  /**
   * After c's movement: if it ended in base contact with an enemy (t first, if touching),
   * fisticuffs follow (malice.md §1.12, A16), once the threatened man has had his answer (§1.6).
   */
  private contact(w: World, c: number, t: number, rng: Rng): void {
    if (!w.engaged(c) || !w.alive[c] || w.bodies[c].unconscious) return;
    let e = t >= 0 && w.inContact(c, t) ? t : -1;
    for (let k = 0; k < w.n && e < 0; k++) if (w.inContact(c, k)) e = k;
    if (this.answer(w, c, e, rng) === CALLED_OFF) return;
    if (!w.alive[c] || !w.alive[e] || !w.inContact(c, e)) return;
    const llC = w.bodies[c].lilyLivered,
      llE = w.bodies[e].lilyLivered;
    const loser = fistfight(w, c, e, this.cards, this.order, this.policies ?? rng, rng);
    w.stamp++;
    if (loser < 0) return;
    if (w.firstBlood < 0) w.firstBlood = w.side[loser === c ? e : c];
    // malice.md §1.5: a wound lifts a Got You Covered marker.
    if (w.covering[loser] === 1) ((w.covering[loser] = 0), w.watching--);
    const lb = w.bodies[loser];
    if (lb.dead) this.killed(w, loser, rng);
    else if (lb.lilyLivered && !(loser === c ? llC : llE)) this.runForCover(w, loser, rng);
  }

  /** Where a Move of c toward t (−1: the nearest cover) would end, in w.bf.moveX/moveY. */
  private moveEnd(w: World, c: number, t: number): void {
    const allowance = moveAllowance(w, c);
    if (t < 0) {
      this.nearestCover(w, c, 0, Infinity);
      this.moveOver(w, c, this.coverX, this.coverY);
      return;
    }
    // A brawler stops in base contact, anyone else once t is at Short range (or Long).
    const want =
      w.plan[c] === BRAWL
        ? w.contact
        : w.shortR[c] >= 0
          ? w.shortR[c]
          : w.longR[c] >= 0
            ? w.longR[c]
            : 0;
    const d = w.dist(c, t);
    // Stop a hair inside the band, so that rounding never leaves the mover just out of reach.
    const reach = Math.min(allowance, Math.max(0, d - want + 0.01));
    const f = d > 0 ? reach / d : 0;
    this.moveOver(w, c, w.x[c] + (w.x[t] - w.x[c]) * f, w.y[c] + (w.y[t] - w.y[c]) * f);
  }

  /**
   * A normal Move of c toward (tx, ty), no further than it, ending in w.bf.moveX/moveY: 6" on
   * foot, 12" mounted, and less where it crosses rough ground (malice.md §1.14, roughMove).
   */
  private moveOver(w: World, c: number, tx: number, ty: number): void {
    const x = w.x[c],
      y = w.y[c];
    if (!w.roughExists) {
      w.bf.move(x, y, tx, ty, moveAllowance(w, c), 0);
      return;
    }
    const m = w.bodies[c].mounted ? MOVE.horse : MOVE.foot;
    const d = w.bf.distance(x, y, tx, ty);
    const f = d > 0 ? roughMove(w.bf, x, y, tx, ty, m.open, m.rough, w.o) / d : 0;
    w.bf.move(x, y, x + (tx - x) * f, y + (ty - y) * f, Infinity, 0);
  }

  /** Whether e, on Got You Covered, could fire at the enemy c. */
  private watches(w: World, e: number, c: number): boolean {
    return (
      w.covering[e] === 1 &&
      w.alive[e] === 1 &&
      w.alive[c] === 1 &&
      w.side[e] !== w.side[c] &&
      !w.bodies[e].unconscious &&
      w.rounds[e] > 0
    );
  }

  /** What e needs on the d10 to hit, un-aimed, a figure at (px, py); NO_SHOT if unseen or out of reach. */
  private needAt(w: World, e: number, px: number, py: number): number {
    const band = w.band(e, w.bf.distance(w.x[e], w.y[e], px, py));
    if (band === NO_BAND || !w.bf.lineOfSight(w.x[e], w.y[e], px, py)) return NO_SHOT;
    const ll = w.bodies[e].lilyLivered ? 1 : 0;
    const mounted = w.bodies[e].mounted ? 1 : 0;
    return w.need(e, band, 0, ll, mounted, w.bf.coverOnLine(w.x[e], w.y[e], px, py));
  }

  /** e's Got You Covered shot at c: his marker goes, and c may answer it as any shot (malice.md §1.5–1.6). */
  private coveredShot(w: World, e: number, c: number, rng: Rng): void {
    w.covering[e] = 0;
    w.watching--;
    w.log?.say(w.turn, `${w.names[e]} has ${w.names[c]} covered`);
    this.attack(w, e, c, rng);
  }

  /**
   * t's player's answer to c's attack (a shot, or fisticuffs) with a card higher than c's
   * initiative card (malice.md §1.6): Duck for cover, when t's side ducks and a cover area
   * better than t's cover against c is within 3", or else a snap shot at c. Returns
   * UNANSWERED, ANSWERED, or CALLED_OFF when the snap shot stops the attack.
   */
  private answer(w: World, c: number, t: number, rng: Rng): number {
    if (w.bodies[t].unconscious) return UNANSWERED;
    const duck = w.ducks[t] === 1 && this.nearestCover(w, t, w.coverAgainst(c, t), DUCK_INCHES);
    const snap = w.rounds[t] > 0 && w.band(t, w.dist(t, c)) !== NO_BAND;
    const pick = duck || snap ? this.answerCard(w, t, c) : -1;
    if (pick < 0) return UNANSWERED;
    const card = this.cards.hands[w.side[t]].play(pick, this.cards.deck);
    if (duck) {
      this.duck(w, t, card);
      return ANSWERED;
    }
    w.log?.say(w.turn, `${w.names[t]} snaps a shot at ${w.names[c]} with ${cardName(card)}`);
    this.fire(w, t, c, false, rng);
    const cancels = w.o['snap.cancelsAttackIf'];
    if (!w.alive[c] || (cancels === 'dead-or-unconscious' && w.bodies[c].unconscious))
      return CALLED_OFF;
    return ANSWERED;
  }

  /** c shoots at t, once t's player has had his answer (malice.md §1.3, §1.6). */
  private attack(w: World, c: number, t: number, rng: Rng): void {
    const answered = this.answer(w, c, t, rng);
    if (answered === CALLED_OFF) return;
    // The spec does not say what becomes of a shot whose target ducked, or whose firer ran
    // for cover, out of sight or reach: the Shoot action is spent, and no round is fired.
    if (answered === ANSWERED && (!w.canSee(c, t) || w.band(c, w.dist(c, t)) === NO_BAND)) {
      w.log?.say(w.turn, `${w.names[c]} has no shot at ${w.names[t]} any more`);
      w.aimed[c] = 0;
      return;
    }
    if (!w.alive[t]) return;
    w.log?.say(w.turn, `${w.names[c]} shoots at ${w.names[t]}${w.aimed[c] ? ' (aimed)' : ''}`);
    this.fire(w, c, t, w.aimed[c] === 1, rng);
    w.aimed[c] = 0;
  }

  /** The lowest card in t's hand that beats c's side's initiative card, or −1 (malice.md §1.6). */
  private answerCard(w: World, t: number, c: number): number {
    const hand = this.cards.hands[w.side[t]];
    const bar = this.cards.played[w.side[c]];
    let pick = -1;
    for (let i = 0; i < hand.count; i++)
      if (
        beatsBy(this.order, hand.cards[i], bar, w.snapRankOnly) &&
        (pick < 0 || this.order.strength[hand.cards[i]] < this.order.strength[hand.cards[pick]])
      )
        pick = i;
    return pick;
  }

  /**
   * Whether a cover area of a class above `cover` is within `within` inches of t (3" for a
   * duck, malice.md §1.6); if so, the nearest such point just inside it is kept in coverX/coverY.
   */
  private nearestCover(w: World, t: number, cover: number, within: number): boolean {
    const bf = w.bf,
      a = bf.area;
    let best = Infinity;
    for (let k = 0; k < bf.areas; k++) {
      if (bf.areaKind[k] !== COVER_AREA || bf.areaValue[k] <= cover) continue;
      const o = k * 4;
      // The nearest point a hair inside the area, so that arriving there counts as in it.
      const px = clamp(w.x[t], a[o] + INSIDE, a[o] + a[o + 2] - INSIDE);
      const py = clamp(w.y[t], a[o + 1] + INSIDE, a[o + 1] + a[o + 3] - INSIDE);
      const d = bf.distance(w.x[t], w.y[t], px, py);
      if (d <= within + INSIDE && d < best) ((best = d), (this.coverX = px), (this.coverY = py));
    }
    return best < Infinity;
  }

  /** t ducks up to 3" toward the cover nearestCover found, stopped by walls (malice.md §1.6, A13). */
  private duck(w: World, t: number, card: number): void {
    const d = w.bf.distance(w.x[t], w.y[t], this.coverX, this.coverY);
    w.bf.move(w.x[t], w.y[t], this.coverX, this.coverY, duckDistance(d) + INSIDE, 0);
    w.place(t, w.bf.moveX, w.bf.moveY);
    w.aimed[t] = 0;
    w.log?.say(w.turn, `${w.names[t]} ducks for cover with ${cardName(card)}`);
  }

  /** One shot by s at t (malice.md §1.3, §1.7, §1.10), through the same rule functions as the `shot` procedure. */
  private fire(w: World, s: number, t: number, aimed: boolean, rng: Rng): void {
    w.rounds[s]--;
    const band = w.band(s, w.dist(s, t));
    if (band === NO_BAND) return;
    const ll = w.bodies[s].lilyLivered ? 1 : 0;
    const need = w.need(
      s,
      band,
      aimed ? 1 : 0,
      ll,
      w.bodies[s].mounted ? 1 : 0,
      w.coverAgainst(s, t),
    );
    const roll = rng.below(10) + 1;
    if (roll < need) {
      w.log?.add(`: ${roll}, needs ${need}, misses`);
      return;
    }
    this.hit(w, s, t, aimed, roll, rng);
  }

  /** s's shot (or fanfire round) of `roll` hits t: horse or rider, location, wound, Toughness (malice.md §1.7–1.10). */
  private hit(w: World, s: number, t: number, aimed: boolean, roll: number, rng: Rng): void {
    const tb = w.bodies[t];
    const wasLilyLivered = tb.lilyLivered,
      wasOut = tb.unconscious;
    const loc = hitTarget(tb, rng, aimed, 'best', w.o);
    w.stamp++;
    if (tb.unconscious && !wasOut) w.knockedOut[t] = loc === GUT ? KO_GUT : KO_SEVERE;
    // malice.md §1.5: a wound lifts a Got You Covered marker.
    if (w.covering[t] === 1) ((w.covering[t] = 0), w.watching--);
    w.damageBy[w.weaponIndex[s]]++;
    if (w.firstBlood < 0) w.firstBlood = w.side[s];
    w.log?.add(
      `: ${roll}, hits (${COVER_NAMES[w.coverAgainst(s, t)]} cover) — ${loc < 0 ? (tb.mounted ? 'the horse' : 'the horse, killed: on foot') : LOCATIONS[loc]}${tb.dead ? ', killed' : tb.unconscious ? ', Unconscious' : ''}${tb.lilyLivered ? ', Lily Livered' : ''}`,
    );
    if (!tb.dead) {
      if (tb.lilyLivered && !wasLilyLivered) this.runForCover(w, t, rng);
      return;
    }
    this.killed(w, t, rng);
  }

  /** t is killed: out of the fight, and each friend who sees it tests (malice.md §1.10). */
  private killed(w: World, t: number, rng: Rng): void {
    w.remove(t, OUT);
    // malice.md §1.10: a character who sees a friend killed tests his Toughness.
    for (let f = 0; f < w.n; f++) {
      if (!w.alive[f] || w.side[f] !== w.side[t] || !w.canSee(f, t)) continue;
      const fb = w.bodies[f];
      const was = fb.lilyLivered;
      toughnessTest(fb, rng);
      if (fb.lilyLivered && !was) {
        w.log?.say(w.turn, `${w.names[f]} sees ${w.names[t]} fall and turns Lily Livered`);
        this.runForCover(w, f, rng);
      }
    }
  }

  /** Skedaddle for each side, then the 3's discards (malice.md §1.13, §1.1). */
  endTurn(w: World, rng: Rng): void {
    // Got You Covered lasts until the end of the turn (malice.md §1.5), unless gyc.expires says
    // it waits for its shot, a wound or the model's next action.
    if (w.watching > 0 && w.o['gyc.expires'] === 'endOfTurn')
      ((w.watching = 0), w.covering.fill(0));
    const sides = w.sides;
    let fleeing = 0;
    do {
      fleeing = 0;
      for (let s = 0; s < sides; s++) {
        let n = 0;
        for (let c = 0; c < w.n; c++)
          if (
            w.side[c] === s &&
            (w.status[c] === OUT ||
              (w.alive[c] && (w.bodies[c].lilyLivered || w.bodies[c].unconscious)))
          )
            n++;
        if (skedaddles(rng.below(SKEDADDLE_DIE) + 1, n)) fleeing |= 1 << s;
      }
    } while (fleeing === (1 << sides) - 1 && w.o['skedaddle.bothFail'] === 'reroll');
    for (let s = 0; s < sides; s++) {
      if (!(fleeing & (1 << s))) continue;
      w.fled[s] = 1;
      w.log?.say(w.turn, `${w.sideNames[s]} skedaddle`);
      for (let c = 0; c < w.n; c++) if (w.side[c] === s && w.alive[c]) w.remove(c, FLED);
    }
    for (let s = 0; s < sides; s++) {
      if (!allowsDiscard(this.cards.played[s])) continue;
      const hand = this.cards.hands[s];
      for (let i = hand.count - 1; i >= 0; i--)
        if (!isCourageCard(hand.cards[i])) hand.play(i, this.cards.deck);
    }
  }
}
