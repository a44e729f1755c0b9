import type { Rng } from '../../../dice/rng.ts';
import type { ActivationDice } from '../../../encounter/activation/activation-dice.ts';
import { FLED, OUT } from '../../../encounter/figures.ts';
import type { EncounterRules } from '../../../encounter/loop.ts';
import { STATE } from '../damage.ts';
import {
  DRAW_STATES,
  OD,
  OOF,
  RAN,
  UNHURT,
  WOUNDED,
  simDraw,
  type Setup,
  type SimScratch,
} from '../draw.ts';
import { SURRENDERED, UNMANNED, holderOf } from '../draw/setup.ts';
import {
  ammoClass,
  newFiringResult,
  rollSortedDice,
  scoreFiring,
  strayHit,
  simulateFiring,
} from '../firing.ts';
import { FIGHT_DICE, REACTION_GROUP, WEAPON_STATS } from '../data.ts';
import { GAS_PASS0_STAYS_HIDDEN } from '../reaction-tables.ts';
import { FRONT } from '../../../encounter/geometry.ts';
import { rollPasses } from '../pass-dice.ts';
import { resolveReaction, rollReaction, type Reaction } from '../reaction.ts';
import {
  BORN_LEADER_REACH,
  DEAD_DRUNK,
  DRUNK_BY_D6,
  IRONCLAD,
  SICK_DRUNK,
  STAGGERING,
  TOUCHED_DRUNK,
} from '../attributes.ts';
import { rollReload } from '../reload.ts';
import { DRY, EMPTY, LAST, LOADED, readierInHand } from './ammo.ts';
import { reloadFrozenSides } from './frozen-turn.ts';
import { NO_FIRE, armFiring, bothArms } from './arms.ts';
import { firingDamage, landWounds } from './firing-damage.ts';
import {
  ADVANCE,
  BAND_POLICY_LIST,
  CHARGE,
  FIRE,
  HIDE,
  RELOAD,
  STEP_OUT,
  TO_COVER,
  WAIT,
  nearestEnemy,
  nearestSeen,
  sees,
} from './band-policies.ts';
import {
  HIDDEN,
  IN_SIGHT,
  MOVE_FAST_INCHES,
  OUT_OF_SIGHT,
  RALLY_REACH,
  TEST_INDEX,
  type BandWorld,
} from './band-world.ts';
import { Melee } from './melee.ts';
import { HOLDING, ON_NAG, RODE, SADDLE } from './seat.ts';
import { PathSight } from './path-sight.ts';
import { holdFirePoint } from './hold-fire.ts';
import { throughBuildings } from './doorways.ts';
import { CROSSED, Fording } from './fording.ts';
import { CHARGE_TOGETHER_INDEX } from './policy-names.ts';
import { BandVehicle } from './band-vehicle.ts';
import { BandFire } from './band-fire.ts';
import { SectionFire } from './section-fire.ts';
import { BandMounts, HORSE_ACT, type MountPlan } from './band-mounts.ts';
import { GunfightMounts } from './gunfight-mounts.ts';
import { hasMounts } from './band-metrics.ts';
import type { FieldRules } from './field-rules.ts';
import { STAR_CHOICE_LIST } from './star-choices.ts';
import { wantsOther } from './weapon-switch.ts';
import { PICK_UP_REACH, dropWeapons, takeUp, weaponToPickUp } from './pick-up.ts';

const NO_VEHICLES: readonly BandVehicle[] = [];
/** A chest wound is −2 Rep (§6.5 [L1559], §6.9): on the Shootin' table and for activation. */
const CHEST_PENALTY = 2;
const T = TEST_INDEX;
/** Fast and Slow: +2" and −2" to every move (§2.5 [L3091, L3109]). */
const MOVE_ADJUST = 2;
/** A Born Leader rolls 2d6 and one more, counting the best two (§2.5 [L3059]). */
const BORN_LEADER_DICE = 3;

/**
 * Six Gun Sound's rules for gunfights of several figures a side (GF-2, GF-3;
 * six-gun-sound.md §13.1) on the shared turn loop. Every trigger of §5.1 fires from the events
 * of the fight:
 * - the Draw that opens a GF-2 (§7; each figure draws on the one facing it) takes Flinch,
 *   Got the Drop and Been Shot At;
 * - a figure stepping back into sight gives every enemy in sight Got a Shot (§5.1 [L1241]);
 *   GF-3's losers of the Stand-Up Fight come into sight of the winners the same way;
 * - a figure fired at and not hit takes Been Shot At (§5.1 [L1274]) and may return fire,
 *   back and forth (A-13); an inactive figure returns fire at whoever fired at it, an active
 *   one may keep its own target (§5.2 [L1415–1417], A-8);
 * - a charge takes Wanting to Charge, its target Being Charged (§5.1 [L1308, L1336]), and
 *   the melee (§8) Keep Fightin' on every tie;
 * - a Runaway takes Comin' Back when its Outfit Leader stands within 3" (§5.2 [L1425]) or,
 *   with `gunfight.runaway: building`, when it reaches a building [L1423].
 * Groups activate on their leader's Rep; a fallen leader's group goes on under its highest Rep
 * (C-80).
 */
export class BandRules implements EncounterRules<BandWorld>, FieldRules {
  private readonly shot = newFiringResult();
  /** A stray shot on a bystander (stray), apart from the firing it strayed from. */
  private readonly strayShot = newFiringResult();
  private readonly melee = new Melee();
  private readonly faces = new Uint8Array(3);
  /** A spread firing's targets in declared order, and which of them were hit. */
  private readonly spreadTargets = new Int32Array(3);
  private readonly spreadHit = new Uint8Array(3);
  /** The figure whose activation is being played (it may pick its own targets, A-8). */
  private active = -1;

  /** How the latest move went (fast, on horseback, falling prone), for the trace. */
  private how = '';
  /** Which enemies saw an advancing figure before it moved (sized per world). */
  private skip = new Uint8Array(0);
  /** Where along a move each enemy first sees the mover. */
  private readonly path = new PathSight();
  /** The point of the move in hand each Hidden tester holds his fire for (C-72), or −1. */
  private held = new Int32Array(0);
  /** The point of the move in hand its Got a Shot tests are taken at; −1 outside a move. */
  private pathAt = -1;
  /** Who makes the move in hand. */
  private mover = -1;
  private readonly fording = new Fording();
  /** Whether any figure is a Born Leader (else nobody looks for one). */
  private anyBornLeader = false;
  /** The world the vehicle and the burning building below belong to. */
  private field: BandWorld | null = null;
  /**
   * The vehicles on the field this gunfight (§10.9): a gunfight's own, or those an encounter
   * type brings; and a building one side holds and the other burns (§12).
   */
  vehicles: readonly BandVehicle[] = NO_VEHICLES;
  private ownVehicles: readonly BandVehicle[] = NO_VEHICLES;
  fire: BandFire | SectionFire | null = null;
  /** Horses, when any figure has one or a plan places them (§10, §13.1). */
  mounts: BandMounts | null = null;
  /** The active man changed weapons this activation, so his move is a normal one. */
  private changing = false;
  /** The active man is walking to a gun lying on the field, to pick it up where his move ends. */
  private fetching = false;

  constructor(private readonly order: ActivationDice) {}

  reset(w: BandWorld, rng: Rng): void {
    w.reset();
    this.anyBornLeader = false;
    if (this.skip.length !== w.n) this.skip = new Uint8Array(w.n);
    if (this.held.length !== w.n) this.held = new Int32Array(w.n);
    if (w.bf.hasWater) this.fording.reset(w);
    for (let c = 0; c < w.n; c++) {
      if (w.has(c, 'born-leader')) this.anyBornLeader = true;
      // A Drunkard rolls 1d6 at the start; above his Rep, the sub-table's 1d6 (§2.5 [L3077–3085]).
      if (w.has(c, 'drunkard') && rng.d6() > w.rep[c]) w.drunk[c] = DRUNK_BY_D6[rng.d6() - 1];
    }
    for (let g = 0; g < w.groups; g++) this.refreshLeader(w, g);
    if (this.field !== w) {
      this.field = w;
      this.ownVehicles = w.p.vehicle ? [new BandVehicle(w, w.p.vehicle)] : NO_VEHICLES;
      const b = w.p.building;
      this.fire = b ? (b.piece ? new SectionFire(w) : new BandFire(w)) : null;
      const plan = this.mountPlan(w);
      this.mounts = plan !== null || hasMounts(w.p) ? new BandMounts(w, plan) : null;
    }
    this.vehicles = this.vehiclesOf(w);
    for (const v of this.vehicles) v.reset(w, rng);
    this.fire?.reset(w, rng);
    this.mounts?.reset(w, rng);
  }

  trace(w: BandWorld) {
    return w.log;
  }

  /** The vehicles on the field this gunfight: the scenario's `vehicle`, when it has one. */
  protected vehiclesOf(_w: BandWorld): readonly BandVehicle[] {
    return this.ownVehicles;
  }

  /** Where the horses of figures that list none start: the Gunfight's rolls with `mounts: rolled`. */
  protected mountPlan(w: BandWorld): MountPlan | null {
    return w.p.mounts === 'rolled' ? new GunfightMounts() : null;
  }

  opening(w: BandWorld, rng: Rng): void {
    if (w.type === 'GF-3') this.standUpFight(w, rng);
    else {
      for (let k = 0; k < w.pairs.length; k++) this.pairDraw(w, k, rng);
      w.drawTests.set(w.tests);
    }
    for (const v of this.vehicles) v.settle(w);
    this.fire?.settle(w);
  }

  /** One pair's Draw (§7.1). */
  private pairDraw(w: BandWorld, k: number, rng: Rng): void {
    this.drawPair(w, w.pairs[k], w.drawSetups[k], w.drawX[k], rng);
  }

  /**
   * The Draw s of pair[0] on pair[1] (§7.1), its results landing as GF-1's do; every test it
   * took is counted.
   */
  protected drawPair(
    w: BandWorld,
    pair: readonly [number, number],
    s: Setup,
    x: SimScratch,
    rng: Rng,
  ): void {
    simDraw(s, rng, x);
    w.log?.say(
      w.turn,
      `the Draw at ${s.distance}": ${pair.map((c, i) => `${w.names[c]} ${DRAW_STATES[x.state[i]]}${x.empty[i] ? ' (gun empty)' : ''}`).join(', ')}`,
    );
    for (let i = 0; i < 2; i++) {
      if (s.flinch && !s.figs[i].flinch.noTest) w.tests[T.flinch]++;
      if (x.flinch[i] === UNMANNED && s.holdUnmanned && holderOf(s, x.flinch, i) >= 0)
        w.tests[T['got-the-drop']]++;
      if (x.bsa[i] >= 0) w.tests[T['been-shot-at']]++;
    }
    if (x.dropped) w.tests[T['got-the-drop']]++;
    for (let i = 0; i < 2; i++) {
      const c = pair[i],
        st = x.state[i];
      w.drawEnd[c] = w.end[c] = st;
      if (x.hurt[i] > STATE.unhurt) {
        w.damageBy[w.weaponIndex[pair[1 - i]]]++;
        if (w.firstBlood < 0) w.firstBlood = w.side[pair[1 - i]];
      }
      if (x.empty[i]) this.emptied(w, c);
      if (st === WOUNDED) this.wound(w, c, landWounds(w, c, x.hurt[i], x.gunArm[i], x.offArm[i]));
      else if (st === RAN) this.runaway(w, c, rng);
      else if (st === UNHURT && x.bsa[i] >= 0)
        this.afterBeenShotAt(w, c, x.bsa[i], s.figs[i].bsa, rng);
      else if (st !== UNHURT) this.takeOut(w, c);
    }
  }

  /**
   * GF-3's Stand-Up Fight (§13.1 [L3219–3237]): 2d6 against each side's leader's Rep. Equal
   * passes: both sides set up 24" apart in sight, in cover. One side passing more has set up
   * in cover and the other side comes into its sight 24" away, so each winner in sight takes
   * Got a Shot at each loser as it appears; passing 2 more is an Ambush, the winners hidden.
   */
  private standUpFight(w: BandWorld, rng: Rng): void {
    const a = rollPasses(rng, 2, this.order.leaderRep[w.group[w.outfitLeader[0]]], 2);
    const b = rollPasses(rng, 2, this.order.leaderRep[w.group[w.outfitLeader[1]]], 2);
    w.log?.say(1, `Stand-Up Fight: ${w.sideNames[0]} pass ${a}, ${w.sideNames[1]} pass ${b}`);
    this.standUp(w, a - b, rng);
  }

  /**
   * The Stand-Up Fight's result, d = the first side's passes less the second's: equal, both in
   * cover in sight; else the loser comes into the winners' sight (an Ambush on 2 more).
   */
  protected standUp(w: BandWorld, d: number, rng: Rng): void {
    if (d === 0) return;
    const win = d > 0 ? 0 : 1;
    const ambush = Math.abs(d) >= 2;
    for (let c = 0; c < w.n; c++) {
      if (this.bystander(w, c)) continue;
      if (w.side[c] === win) w.hidden[c] = ambush ? HIDDEN : IN_SIGHT;
      else w.inCover[c] = 0;
    }
    w.log?.add(`; ${w.sideNames[1 - win]} ride${ambush ? ' into an ambush' : ' into sight'}`);
    for (let m = 0; m < w.n && w.sidesStanding() > 1; m++) {
      if (w.side[m] === win || !w.alive[m] || this.bystander(w, m)) continue;
      for (let t = 0; t < w.n && w.alive[m]; t++)
        if (
          w.side[t] === win &&
          w.alive[t] &&
          !this.bystander(w, t) &&
          w.seesSpot(t, w.x[m], w.y[m], w.dist(t, m), m)
        )
          this.gotAShot(w, t, m, rng);
    }
  }

  /**
   * A figure a Stand-Up Fight passes by, neither testing nor tested nor moved into sight: an
   * encounter type's (a manacled prisoner, a passenger keeping out of it).
   */
  protected bystander(_w: BandWorld, _c: number): boolean {
    return false;
  }

  /** Activation dice; a frozen side's figures may still reload (§4.2 step 2 [L1122], activation.doubles). */
  startTurn(w: BandWorld, rng: Rng): void {
    reloadFrozenSides(w, this.order, this, rng);
    this.fire?.spread(w, rng, this);
  }

  /** A vehicle whose driver is down rolls on (C-30). */
  endTurn(w: BandWorld, rng: Rng): void {
    for (const v of this.vehicles) v.endTurn(w, rng, this);
  }

  activate(w: BandWorld, c: number, rng: Rng): void {
    w.prone[c] = 0; // prone until he is next active (Two Left Feet, §2.5; by choice, §4.6)
    // Dead drunk: 1d6 each activation; above his Rep he passes out (§2.5 [L3077–3085]).
    if (w.drunk[c] === DEAD_DRUNK && rng.d6() > w.rep[c]) {
      w.log?.say(w.turn, `${w.names[c]} is dead drunk and passes out`);
      w.end[c] = OOF;
      w.dmg[c] = STATE.oof;
      return this.takeOut(w, c);
    }
    // Touched in the Head (or a Touched drunk): 1d6 whenever active; above his Rep he stays
    // in place (§2.5 [L3087]).
    if ((w.has(c, 'touched-in-the-head') || w.drunk[c] === TOUCHED_DRUNK) && rng.d6() > w.rep[c])
      return w.log?.say(w.turn, `${w.names[c]} is touched in the head and stays in place`);
    for (const v of this.vehicles) if (v.acts(w, c, rng, this)) return;
    if (this.fire?.acts(w, c, rng, this)) return;
    // Changing weapons goes with a normal move (§4.3 [L1207], C-31): a rider's move is always
    // a fast one (§10.4), so only a man on foot changes when active.
    this.changing = !w.mounted[c] && wantsOther(w, c);
    if (this.changing) this.changeWeapons(w, c);
    else if (w.lying.count > 0) {
      const k = weaponToPickUp(w, c, PICK_UP_REACH);
      if (k >= 0) return this.toWeapon(w, c, k, rng);
    }
    const act = BAND_POLICY_LIST[w.policy[c]](w, c, 1);
    const horse = this.mounts?.acts(w, c, rng, this, act === ADVANCE || act === TO_COVER) ?? 0;
    if (horse === HORSE_ACT.done) {
      this.changing = false;
      return;
    }
    if (w.mounted[c]) this.siouxsideChoice(w, c, act);
    this.active = c;
    if (horse === HORSE_ACT.toHorse) {
      this.toHorse(w, c, rng);
      this.active = -1;
      this.endActivation(w, null);
      return;
    }
    // Staying where he is to fire, reload or wait, he may go prone first (§4.6 [L1195]).
    if ((act === FIRE || act === RELOAD || act === WAIT) && !w.mounted[c]) this.dropProne(w, c);
    switch (act) {
      case RELOAD:
        this.reload(w, c, rng);
        break;
      case HIDE:
        w.hidden[c] = OUT_OF_SIGHT;
        w.inCover[c] = 1;
        w.log?.say(w.turn, `${w.names[c]} goes out of sight`);
        break;
      case STEP_OUT:
        this.stepOut(w, c, rng);
        break;
      case FIRE:
        this.fireAtTarget(w, c, rng);
        break;
      case CHARGE:
        this.charge(w, c, w.target[c], rng);
        break;
      case ADVANCE:
        this.advance(w, c, rng);
        break;
      case TO_COVER:
        this.toCover(w, c, rng);
        break;
    }
    this.active = -1;
    this.endActivation(w, this.mounts?.rode ?? null);
  }

  /**
   * Nobody moves fast any more, and (given `rode`) nobody has ridden. Loops, not fill(): at a
   * gunfight's few figures a fill cost more than its stores, at every activation.
   */
  private endActivation(w: BandWorld, rode: Uint8Array | null): void {
    this.changing = false;
    for (let c = 0; c < w.n; c++) {
      w.fast[c] = 0;
      if (rode) rode[c] = 0;
    }
  }

  /**
   * c goes for lying gun k (weapons.pickUp): picking up weapons goes with a normal move, as
   * changing them does (§4.2 step 2 [L1122], §4.3 [L1207]); where his move ends at it he picks
   * it up, then fires if he has a shot (§4.3 [L1199]). Standing at it, he picks it up where he
   * is, firing only when in sight.
   */
  private toWeapon(w: BandWorld, c: number, k: number, rng: Rng): void {
    this.changing = true;
    this.active = c;
    const gx = w.lying.x[k],
      gy = w.lying.y[k];
    const d = Math.hypot(gx - w.x[c], gy - w.y[c]);
    if (d <= w.contact) {
      takeUp(w, c, k);
      if (!w.hidden[c]) {
        w.target[c] = nearestSeen(w, c);
        this.fireAtTarget(w, c, rng);
      }
    } else {
      const allowance = this.allowance(w, c, rng);
      if (w.log) this.how += ` to the ${w.lying.weapon[k]} lying there`;
      this.fetching = true;
      this.moveOn(w, c, gx, gy, d, Math.min(allowance, d), -1, rng, allowance);
      this.fetching = false;
    }
    this.active = -1;
    this.endActivation(w, null);
  }

  /**
   * On doubles (activation.doubles: ready-weapons; weapons.pickUp), a frozen man with no loaded
   * gun picks up a loaded one lying within 1" of him (§4.2 step 2 [L1122]).
   */
  frozenPickUp(w: BandWorld, c: number): boolean {
    if (w.lying.count === 0) return false;
    const k = weaponToPickUp(w, c, w.contact);
    if (k >= 0) takeUp(w, c, k);
    return k >= 0;
  }

  /** c changes to the other firearm he carries (§4.2 step 2 [L1122], §4.3 [L1207]). */
  changeWeapons(w: BandWorld, c: number): boolean {
    const held = w.weapon[c];
    w.changeWeapons(c);
    w.weaponSwitches++;
    w.log?.say(w.turn, `${w.names[c]} changes from his ${held} to his ${w.weapon[c]}`);
    return true;
  }

  /**
   * On doubles (activation.doubles: ready-weapons), a frozen man carrying another firearm
   * changes to it when he would (A-5(a): Tex, pistol to shotgun), or else reloads it when it
   * is empty and the one in hand is not: every empty gun he has, one at a time.
   */
  frozenWeapons(w: BandWorld, c: number, rng: Rng): boolean {
    if (w.other[c] === null) return false;
    if (wantsOther(w, c)) return this.changeWeapons(w, c);
    if (w.ammoOther[c] !== EMPTY || w.ammo[c] === EMPTY) return false;
    w.reloads++;
    const last = rollReload(rng, ammoClass(w.other[c]!, w.o));
    w.ammoOther[c] = last ? LAST : LOADED;
    w.log?.say(
      w.turn,
      `${w.names[c]} reloads his ${w.other[c]}${last ? ': a 1, one last shot left' : ''}`,
    );
    return true;
  }

  /**
   * c comes back into sight, going after the nearest enemy: every enemy that sees it takes
   * Got a Shot; then c fires at its target, or at the nearest one if its target went down.
   */
  private stepOut(w: BandWorld, c: number, rng: Rng): void {
    w.hidden[c] = 0;
    w.target[c] = nearestSeen(w, c);
    w.log?.say(w.turn, `${w.names[c]} steps out from ${w.inCover[c] ? w.cover[c] : 'hiding'}`);
    for (let e = 0; e < w.n && w.alive[c] && !w.hidden[c]; e++)
      if (w.side[e] !== w.side[c] && this.watches(w, e) && sees(w, e, c))
        this.gotAShot(w, e, c, rng);
    if (w.alive[c] && !w.hidden[c]) {
      this.dropProne(w, c);
      if (w.target[c] < 0 || !sees(w, c, w.target[c])) w.target[c] = nearestSeen(w, c);
      this.fireAtTarget(w, c, rng);
    }
  }

  protected fireAtTarget(w: BandWorld, c: number, rng: Rng): void {
    const t = w.target[c];
    if (t < 0 || !sees(w, c, t) || !this.canFire(w, c, t, true)) return;
    if (w.spread[c] && this.spreadFire(w, c, t, rng)) return;
    this.exchange(w, c, t, 0, rng);
  }

  /**
   * An active firing spread over several targets (§3.3, §6.1; A-14): its target first, then
   * each other enemy in sight within effective range and within the weapon's frontal width
   * (1" per Targets point) of the target, one shot each, the rest on the target. The dice are
   * rolled once and sorted, the highest to the first declared; a shot's rank counts across the
   * whole firing. Each target missed takes one Been Shot At and may return fire, in the order
   * declared. False (nothing rolled) when nobody else stands within the width.
   */
  private spreadFire(w: BandWorld, s: number, t: number, rng: Rng): boolean {
    const dice = WEAPON_STATS[w.weapon[s]].targets;
    if (dice < 2 || w.ammo[s] !== LOADED || w.dist(s, t) > w.reach[s] + 1) return false;
    if (w.ammo2[s] === LOADED) return false; // both pistols go at the one target
    if (w.riding[s] || w.riding[t]) return false; // a rider's shots are his own, one target
    const list = this.spreadTargets;
    list[0] = t;
    let k = 1;
    for (let e = 0; e < w.n && k < dice; e++)
      if (
        e !== t &&
        w.side[e] !== w.side[s] &&
        !w.riding[e] &&
        sees(w, s, e) &&
        w.dist(s, e) <= w.reach[s] + 1 &&
        w.dist(t, e) <= dice
      )
        list[k++] = e;
    if (k === 1) return false;
    const arms = armFiring(w.gunArm[s], w.offArm[s], w.twoHanded[s] === 1);
    const pen = (w.dmg[s] === STATE.chestWounded ? CHEST_PENALTY : 0) + (arms >> 1);
    const offArm = (arms & 1) === 1; // an 8 misses, as when moving fast (§6.2 row 8)
    w.face(s, t);
    const ones = rollSortedDice(dice, rng, this.faces);
    const r = this.shot;
    w.hidden[s] = 0;
    let before = 0,
      fumble = false;
    for (let i = 0; i < k; i++) {
      const e = list[i];
      const shots = i === 0 ? dice - (k - 1) : 1;
      const f = w.spreadFiringOf(
        s,
        e,
        pen,
        before,
        shots,
        dice - before - shots,
        offArm || this.movingFast(w, s, e),
      );
      scoreFiring(f, this.faces, ones, rng, r);
      fumble = r.fumble;
      this.spreadHit[i] = this.land(w, s, e, pen, false) ? 1 : 0;
      if (r.bystander && w.bystanders) this.stray(w, s, e, pen, rng);
      before += shots;
    }
    if (fumble) this.emptied(w, s);
    this.mounts?.fired(w, s, rng);
    for (let i = 0; i < k && w.alive[s]; i++) {
      const e = list[i];
      if (this.spreadHit[i] || !w.alive[e]) continue;
      const reply = this.beenShotAt(w, e, s, rng);
      if (reply >= 0) this.returnFire(w, e, s, reply, rng);
    }
    return true;
  }

  /** t, fired on by s and not hit, returns fire at him; told to fire but unable, it charges or Ducks Back (§5.2 [L1302]). */
  private returnFire(w: BandWorld, t: number, s: number, pen: number, rng: Rng): void {
    if (!this.canFire(w, t, s, false)) {
      if (w.dist(t, s) <= w.chargeReach(t)) this.charge(w, t, s, rng);
      else this.duckBack(w, t, 'cannot return fire');
      return;
    }
    w.target[t] = s;
    this.exchange(w, t, s, pen, rng);
  }

  /** Whether c can fire at t now: a loaded gun (or, when active, the last shot) within reach. */
  private canFire(w: BandWorld, c: number, t: number, active: boolean): boolean {
    const a = w.ammo[c];
    if (a !== LOADED && !(active && a === LAST)) return false;
    if (armFiring(w.gunArm[c], w.offArm[c], w.twoHanded[c] === 1) === NO_FIRE) return false;
    if (w.twoHanded[c] && (this.seat(w, c) & HOLDING) !== 0) return false; // one hand on his horse
    return w.firingOf(c, t, 0, a === LAST, false).mode !== 'impossible';
  }

  /**
   * s fires at t with `penalty` off its Rep; while the target is not hit and returns fire, the
   * fire goes back and forth (A-13) until someone is hit, ducks back, runs or cannot fire.
   */
  private exchange(w: BandWorld, s: number, t: number, penalty: number, rng: Rng): void {
    let pen = penalty;
    for (;;) {
      if (this.shoot(w, s, t, pen, rng) || !w.alive[t]) return;
      const reply = this.beenShotAt(w, t, s, rng);
      if (reply < 0) return;
      // An inactive figure returns fire at whoever fired; the active one may keep its target (A-8).
      const own = w.target[t];
      const next = t === this.active && own >= 0 && sees(w, t, own) ? own : s;
      if (!this.canFire(w, t, next, false)) {
        // Told to fire but cannot: charge if in reach, else Duck Back (§5.2 [L1302]).
        if (w.dist(t, s) <= w.chargeReach(t)) this.charge(w, t, s, rng);
        else this.duckBack(w, t, 'cannot return fire');
        return;
      }
      w.target[t] = next;
      s = t;
      t = next;
      pen = reply;
    }
  }

  /** How s sits as he fires (seat.ts): by his horse, when the field has horses. */
  protected seat(w: BandWorld, s: number): number {
    const m = this.mounts;
    if (m === null) return 0;
    const holding = m.holding(s) ? HOLDING : 0;
    if (w.mounted[s] !== 1) return holding;
    return holding | SADDLE | (m.rode[s] === 1 ? RODE : 0) | (m.penalty(s) > 0 ? ON_NAG : 0);
  }

  /** One firing of s at t; true when t is hit (wounded or worse, not just a scratch). */
  protected shoot(w: BandWorld, s: number, t: number, reactionPenalty: number, rng: Rng): boolean {
    const last = w.ammo[s] === LAST;
    // From or at a rolling vehicle: moving fast, −1 behind Nags, range halved at speed [L2739–2753].
    const ride = w.riding[s] > w.riding[t] ? w.riding[s] : w.riding[t];
    const nags = (w.riding[s] ? w.ridePenalty[s] : 0) | (w.riding[t] ? w.ridePenalty[t] : 0);
    const pen = reactionPenalty + (w.dmg[s] === STATE.chestWounded ? CHEST_PENALTY : 0) + nags;
    // From the saddle: −1 on a Nag; riding, moving fast; riding fast, range halved (§10.5).
    const seat = this.seat(w, s);
    const saddle = (seat & SADDLE) !== 0;
    const rode = (seat & RODE) !== 0;
    // His arms (§6.5 [L1557–1558]): a wounded one costs Rep; a pistol whose gun arm is unusable
    // is fired with the off arm, where an 8 misses (§6.2 row 8 [L1502]) as when moving fast.
    const arms = armFiring(w.gunArm[s], w.offArm[s], w.twoHanded[s] === 1);
    const armPen = arms >> 1;
    const fast = ride > 0 || rode || (arms & 1) === 1 || this.movingFast(w, s, t);
    const half = ride > 1 || (rode && w.fast[s] === 1);
    // Holding his horse: −1, and one hand free (§10.5 [L2294]).
    const holding = (seat & HOLDING) !== 0;
    const sPen = saddle ? pen + ((seat & ON_NAG) !== 0 ? 1 : 0) : holding ? pen + 1 : pen;
    w.face(s, t);
    // A hidden figure that fires is seen from then on (§5.1 [L1235]).
    w.hidden[s] = 0;
    if (w.ammo2[s] === LOADED && !last && !holding && bothArms(w.gunArm[s], w.offArm[s]))
      return this.twoGuns(w, s, t, sPen, armPen, pen, fast, half, rng);
    const r = this.shot;
    simulateFiring(w.firingOf(s, t, sPen + armPen, last, fast, half), rng, this.faces, r);
    if (last) {
      w.ammo[s] = DRY;
      readierInHand(w.ammo, w.ammo2, s);
    } else if (r.fumble) this.emptied(w, s);
    return this.landShot(w, s, t, pen, last, rng);
  }

  /**
   * Both pistols at t at once (§3.5, §6.3): each its own firing, an 8 missing for both
   * (§6.2 row 8 [L1501]); each runs dry on its own 1s. One firing for the reactions: t, if
   * neither hit him, takes one Been Shot At [L1274]. The gun arm's pistol takes its wound's
   * `armPen`, the off arm's does not.
   */
  private twoGuns(
    w: BandWorld,
    s: number,
    t: number,
    sPen: number,
    armPen: number,
    pen: number,
    fast: boolean,
    half: boolean,
    rng: Rng,
  ): boolean {
    const r = this.shot;
    w.log?.say(w.turn, `${w.names[s]} fires both pistols`);
    simulateFiring(w.twoGunFiringOf(s, t, sPen + armPen, fast, half), rng, this.faces, r);
    if (r.fumble) w.ammo[s] = EMPTY;
    let hit = this.landShot(w, s, t, pen, false, rng);
    simulateFiring(w.twoGunFiringOf(s, t, sPen, fast, half), rng, this.faces, r);
    if (r.fumble) w.ammo2[s] = EMPTY;
    // The second gun's shots were fired with the first's: they hit only a target still there.
    if (w.alive[t]) hit = this.landShot(w, s, t, pen, false, rng) || hit;
    readierInHand(w.ammo, w.ammo2, s);
    return hit;
  }

  /**
   * A Plains warrior in the saddle, as he becomes active, drops into Siouxside or comes back up
   * (§5.3.8 [L8909–8911]): up to reload, which he may not do hanging there; down when his side
   * rides Siouxside at will.
   */
  private siouxsideChoice(w: BandWorld, c: number, act: number): void {
    if (REACTION_GROUP[w.profession[c]] !== 'PL') return;
    const was = w.siouxside[c];
    const down = act !== RELOAD && (was === 1 || w.siouxsideAtWill[c] === 1);
    if (down === (was === 1)) return;
    w.siouxside[c] = down ? 1 : 0;
    w.log?.say(
      w.turn,
      `${w.names[c]} ${down ? 'drops into Siouxside' : 'comes up from Siouxside'}`,
    );
  }

  /**
   * The firing just simulated (this.shot) lands on t: its damage, an 8 on his horse, and the
   * hits on his body when he rides Siouxside, which land on his horse (§5.3.8), each its own
   * They Shot My Horse! while he is still in the saddle.
   */
  private landShot(
    w: BandWorld,
    s: number,
    t: number,
    pen: number,
    last: boolean,
    rng: Rng,
  ): boolean {
    const m = this.mounts;
    if (m === null) {
      const hit = this.land(w, s, t, pen, last);
      if (this.shot.bystander && w.bystanders) this.stray(w, s, t, pen, rng);
      return hit;
    }
    const hit = this.land(w, s, t, pen, last);
    m.fired(w, s, rng);
    const onHorse = this.shot.horse;
    if (this.shot.bystander && w.bystanders && this.stray(w, s, t, pen, rng)) return hit;
    if (this.shot.bystander && w.mounted[t] === 1 && w.alive[t] && m.horseHit(w, s, t, rng, this))
      return true;
    for (let k = 0; k < onHorse && w.mounted[t] === 1 && w.alive[t]; k++)
      if (m.horseHit(w, s, t, rng, this)) return true;
    return hit;
  }

  /**
   * A shot of s's 8 at t hits a bystander instead (§6.2 [L1503–1506], C-57): one picked evenly
   * from everyone within 2" of t and t's horse when he rides. False when it is the horse (the
   * caller's They Shot My Horse!). A bystander with no side joins s's enemies first (and so
   * fights on, hit or not); the hit reads his own cover, and a hit his cover turns aside, or
   * just a scratch, gives him Been Shot At, returned only at an enemy. t was shot at and not hit:
   * the caller's Been Shot At (C-55).
   */
  private stray(w: BandWorld, s: number, t: number, pen: number, rng: Rng): boolean {
    const crowd = w.crowdAround(s, t);
    if (crowd === 0) return false;
    const k = rng.below(crowd + w.mounted[t]);
    if (k >= crowd) return false;
    const b = w.inCrowd(s, t, k);
    w.strayHits++;
    w.log?.say(w.turn, `the shot at ${w.names[t]} hits ${w.names[b]} standing by`);
    if (w.neutral[b]) {
      w.join(b, 1 - w.side[s]);
      w.hidden[b] = IN_SIGHT;
      this.refreshLeader(w, w.group[b]);
      w.log?.add(`; ${w.names[b]} joins the ${w.sideNames[w.side[b]]}`);
    }
    const r = this.strayShot;
    strayHit(w.firingOf(s, b, pen, false, false), rng, r);
    const after = firingDamage(w, s, b, pen, r, false);
    if (after >= 0) this.hurt(w, b, after);
    else if (w.alive[b]) {
      const reply = this.beenShotAt(w, b, s, rng);
      if (reply >= 0 && w.side[b] !== w.side[s]) this.returnFire(w, b, s, reply, rng);
    }
    return true;
  }

  /**
   * Whether "moving fast" turns s's 8s at t into misses (§6.2 [L1495]): t moving fast, or s,
   * unless he is Agile [L3057]; a Sick drunk shooter always counts as moving fast [L3083].
   */
  private movingFast(w: BandWorld, s: number, t: number): boolean {
    return w.fast[t] === 1 || (w.fast[s] === 1 && !w.has(s, 'agile')) || w.drunk[s] === SICK_DRUNK;
  }

  /** The damage of the firing just scored (this.shot) on t; true when t is hit. */
  private land(w: BandWorld, s: number, t: number, pen: number, last: boolean): boolean {
    const after = firingDamage(w, s, t, pen, this.shot, last);
    if (after < 0) return false;
    this.hurt(w, t, after);
    return true;
  }

  /** Damage from outside a firing (run down, thrown): wounded, or out of the fight. */
  hurt(w: BandWorld, c: number, state: number): void {
    if (state >= STATE.oof) {
      w.dmg[c] = state;
      w.end[c] = state === STATE.od ? OD : OOF;
      this.takeOut(w, c);
    } else this.wound(w, c, state);
  }

  /** c's wound heals (a night's rest, §13.8 [L3765–3772]): fully fit, his Rep whole again. */
  heal(w: BandWorld, c: number): void {
    const chest = w.dmg[c] === STATE.chestWounded;
    w.dmg[c] = STATE.unhurt;
    w.end[c] = UNHURT;
    if (chest) this.refreshLeader(w, w.group[c]);
  }

  /**
   * Whether o watches for enemies coming into his sight, to take Got a Shot (§5.1 [L1241]): in
   * the fight and in sight, or Hidden, whose lines §5.3.1 prints; not ducked out of sight.
   */
  protected watches(w: BandWorld, o: number): boolean {
    return w.alive[o] === 1 && w.hidden[o] !== OUT_OF_SIGHT;
  }

  /** c comes into sight: every enemy that sees him takes Got a Shot (§5.1 [L1241]). */
  exposed(w: BandWorld, c: number, rng: Rng): void {
    for (let e = 0; e < w.n && w.alive[c] && !w.hidden[c]; e++)
      if (w.side[e] !== w.side[c] && this.watches(w, e) && sees(w, e, c))
        this.gotAShot(w, e, c, rng);
  }

  /** A lasting wound; a chest wound lowers the Rep its group activates on. */
  private wound(w: BandWorld, c: number, state: number): void {
    w.dmg[c] = state;
    w.end[c] = WOUNDED;
    if (state === STATE.chestWounded) this.refreshLeader(w, w.group[c]);
  }

  /**
   * c leaves the fight: out of it, dead or surrendered (OUT), or fled. With weapons.pickUp, a
   * man who surrendered at Got the Drop has dropped his weapons (§7.1 step 6 [L1713]), and
   * (weapons.dropOnOOF) a man who fell leaves his where he fell; a Runaway keeps his.
   */
  protected takeOut(w: BandWorld, c: number, why = OUT): void {
    if (w.pickUp && why === OUT && (w.dropOnOOF || w.end[c] === SURRENDERED)) dropWeapons(w, c);
    w.remove(c, why);
    this.mounts?.letGo(w, c);
    this.refreshLeader(w, w.group[c]);
  }

  /** The group's leader is its highest Rep still in the fight (§4.1 [L1085], C-80). */
  private refreshLeader(w: BandWorld, g: number): void {
    let best = 0;
    for (let c = 0; c < w.n; c++) {
      if (w.group[c] !== g || !w.alive[c]) continue;
      const rep = w.rep[c] - (w.dmg[c] === STATE.chestWounded ? CHEST_PENALTY : 0);
      if (rep > best) best = rep;
    }
    this.order.leaderRep[g] = best;
  }

  /**
   * Figure c takes reaction test r (§5.1) and gets the action it leads to. A Star whose side
   * chooses for him takes the result he picks where the table lets him (§1.7); a figure within
   * 4" of a Born Leader of its side reacts as the leader's own roll (3d6 against his Sand,
   * best 2) says, without rolling (§2.5 [L3059], A-23); everyone else rolls.
   */
  private react(w: BandWorld, c: number, r: Reaction, test: number, rng: Rng): number {
    if (r.noTest) return rollReaction(r, rng); // e.g. a Cowboy approached from the rear
    w.tests[test]++;
    if (w.star[c] && test !== T['got-a-shot']) {
      const pick = STAR_CHOICE_LIST[w.starChoice[c]](w, c, test);
      if (pick >= 0) return resolveReaction(r, pick, rng);
    }
    if (test !== T['got-a-shot']) {
      const lead = this.bornLeaderNear(w, c);
      if (lead >= 0)
        return resolveReaction(r, rollPasses(rng, BORN_LEADER_DICE, w.sand[lead], 2), rng);
    }
    return rollReaction(r, rng);
  }

  /** A standing Born Leader of c's side within 4" of c (not c), or −1. */
  private bornLeaderNear(w: BandWorld, c: number): number {
    if (!this.anyBornLeader) return -1;
    for (let l = 0; l < w.n; l++)
      if (
        l !== c &&
        w.alive[l] &&
        w.side[l] === w.side[c] &&
        w.has(l, 'born-leader') &&
        w.dist(c, l) <= BORN_LEADER_REACH
      )
        return l;
    return -1;
  }

  /** Been Shot At (§5.3.2) from s: the Rep penalty of t's return fire, or −1 when t does not fire. */
  private beenShotAt(w: BandWorld, t: number, s: number, rng: Rng): number {
    const r =
      w.bsa[t * 12 + w.from(t, s) * 4 + w.covered(t) * 2 + (this.outnumbered(w, t) ? 1 : 0)];
    const a = this.react(w, t, r, T['been-shot-at'], rng);
    w.log?.add(`; ${w.names[t]} takes Been Shot At from ${w.names[s]}: ${r.labels[a]}`);
    return this.afterBeenShotAt(w, t, a, r, rng);
  }

  /** Facing odds of 3:1 or worse: three standing enemies or more for each standing friend. */
  private outnumbered(w: BandWorld, c: number): boolean {
    const mine = w.standing[w.side[c]];
    let theirs = 0;
    for (let s = 0; s < w.sides; s++) if (s !== w.side[c]) theirs += w.standing[s];
    return theirs >= 3 * mine;
  }

  private afterBeenShotAt(w: BandWorld, t: number, a: number, r: Reaction, rng: Rng): number {
    switch (r.labels[a]) {
      case 'fire':
        return 0;
      case 'fire-at-minus-1':
        return 1;
      case 'runaway':
        this.runaway(w, t, rng);
        return -1;
      default: // duck-back, siouxside
        this.duckBackResult(w, t, rng);
        return -1;
    }
  }

  /**
   * A Duck Back result of a reaction test: True Grit ignores it (he stays where he is, §2.5
   * [L3099]); Lacks a Backbone runs instead [L3071].
   */
  private duckBackResult(w: BandWorld, c: number, rng: Rng): void {
    if (w.has(c, 'true-grit') || w.drunk[c] === IRONCLAD)
      return w.log?.add(`; ${w.names[c]} has True Grit and stays`);
    if (w.has(c, 'lacks-a-backbone')) return this.runaway(w, c, rng);
    this.duckBack(w, c, '');
  }

  /**
   * Got a Shot (§5.3.1): t sees mover m come into sight. It may fire at once (at Rep −1 on a
   * Pass 1), or the two race (INIT): the winner fires at Rep −1. The firing opens an exchange.
   */
  protected gotAShot(w: BandWorld, t: number, m: number, rng: Rng): void {
    const hid = w.hidden[t] === HIDDEN ? 1 : 0;
    const r = w.gas[t * 12 + w.from(t, m) * 4 + w.covered(t) * 2 + hid];
    const label = r.labels[this.react(w, t, r, T['got-a-shot'], rng)];
    w.log?.add(`; ${w.names[t]} takes Got a Shot at ${w.names[m]}: ${label}`);
    if (label === 'hold-or-fire' && this.onTheMove(w, m)) this.holdFire(w, t, m, rng);
    else if (label === 'fire' || label === 'hold-or-fire' || label === 'fire-at-minus-1') {
      if (this.canFire(w, t, m, false))
        this.exchange(w, t, m, label === 'fire-at-minus-1' ? 1 : 0, rng);
    } else if (label === 'target-fires-first' && this.canFire(w, m, t, false))
      this.exchange(w, m, t, 1, rng);
    else if (
      label === 'no-fire' &&
      !(hid && GAS_PASS0_STAYS_HIDDEN.has(REACTION_GROUP[w.profession[t]]))
    )
      w.hidden[t] = IN_SIGHT; // a Hidden figure that does not fire is revealed, in most tables
  }

  /**
   * c advances on the nearest enemy (§4.3–4.5), to within its weapon's effective range and
   * its sight: the group rolls 2d6 once a turn to move fast (C-35), each figure against its
   * own Rep, 12", 9" or 6" (A-7), and counts as moving fast on a passed die. It leaves its
   * cover; every enemy it comes into the sight of takes Got a Shot (§5.1 [L1241]); then it
   * fires if it sees an enemy.
   */
  private advance(w: BandWorld, c: number, rng: Rng): void {
    const e = nearestEnemy(w, c);
    const d = w.dist(c, e);
    // Round a building or wall, or through woods, he goes on until he sees e within reach
    // (moveOn's watch).
    const round = !w.sightLine(c, e);
    const want = round ? Infinity : d - w.reach[c];
    if (want <= 0) return;
    const allowance = this.allowance(w, c, rng);
    this.moveOn(w, c, w.x[e], w.y[e], d, Math.min(allowance, want), round ? e : -1, rng, allowance);
  }

  /**
   * c moves to the cover its policy chose (w.goalX, w.goalY; §4.3–4.5), as far as his move
   * takes him this activation, then fires if he has a shot.
   */
  private toCover(w: BandWorld, c: number, rng: Rng): void {
    const gx = w.goalX,
      gy = w.goalY;
    const d = Math.hypot(gx - w.x[c], gy - w.y[c]);
    const allowance = this.allowance(w, c, rng);
    if (w.log) this.how += ` for cover at (${gx.toFixed(1)}, ${gy.toFixed(1)})`;
    this.moveOn(w, c, gx, gy, d, Math.min(allowance, d), -1, rng, allowance);
  }

  /**
   * c's activation spent making for (gx, gy), as far as his move takes him (on horseback his
   * mount's, §10.4; on foot §4.5), every enemy he comes into the sight of on the way taking Got
   * a Shot (§5.1 [L1241]): an encounter type's own business for him (a prisoner making off).
   */
  protected moveToward(w: BandWorld, c: number, gx: number, gy: number, rng: Rng): void {
    const d = Math.hypot(gx - w.x[c], gy - w.y[c]);
    if (d <= 0) return;
    this.active = c;
    const allowance = this.allowance(w, c, rng);
    this.moveOn(w, c, gx, gy, d, Math.min(allowance, d), -1, rng, allowance);
    this.active = -1;
    this.endActivation(w, this.mounts?.rode ?? null);
  }

  /**
   * c walks to his horse, standing away from him (the goal BandMounts.acts set), to mount up
   * next activation (§10.3 [L2123]); he ends beside it, and fires if he has a shot.
   */
  private toHorse(w: BandWorld, c: number, rng: Rng): void {
    const gx = w.goalX,
      gy = w.goalY;
    const d = Math.hypot(gx - w.x[c], gy - w.y[c]);
    const allowance = this.allowance(w, c, rng);
    const step = Math.max(0, Math.min(allowance, d - w.contact));
    if (w.log) this.how += ' to his horse';
    this.moveOn(w, c, gx, gy, d, step, -1, rng, allowance);
  }

  /**
   * How far c moves this activation (the `how` of it left in this.how): on horseback his
   * mount's move (§10.4); on foot by the group's move-fast dice (C-35), each figure against
   * his own Rep, 12", 9" or 6" (A-7), moving fast on a passed die, with Fast, Slow, a
   * Staggering drunk and Two Left Feet (§2.5).
   */
  private allowance(w: BandWorld, c: number, rng: Rng): number {
    if (this.mounts !== null && w.mounted[c] === 1) {
      const allowance = this.mounts.ride(w, c, rng);
      this.how = w.fast[c] ? ' fast on horseback' : ' on horseback';
      return allowance;
    }
    const g = w.group[c];
    if (w.fastTurn[g] !== w.turn) {
      w.fastTurn[g] = w.turn;
      w.fastDice[g * 2] = rng.d6();
      w.fastDice[g * 2 + 1] = rng.d6();
    }
    // A Staggering drunk tests with one die only and moves 1d6" less (§2.5 [L3085]).
    const staggering = w.drunk[c] === STAGGERING;
    const d1 = w.fastDice[g * 2],
      d2 = staggering ? 7 : w.fastDice[g * 2 + 1];
    // Having changed weapons, he makes a normal move (§4.3 [L1207]).
    const passes = this.changing ? 0 : (d1 <= w.rep[c] ? 1 : 0) + (d2 <= w.rep[c] ? 1 : 0);
    w.fast[c] = passes > 0 ? 1 : 0;
    let allowance =
      MOVE_FAST_INCHES[passes] +
      (w.has(c, 'fast') ? MOVE_ADJUST : 0) -
      (w.has(c, 'slow') ? MOVE_ADJUST : 0) -
      (staggering ? rng.d6() : 0);
    // Two Left Feet: a 1 on his dice, and he moves only 1d6" and falls prone (§2.5).
    const stumbles = w.has(c, 'two-left-feet') && (d1 === 1 || d2 === 1);
    if (stumbles) {
      allowance = rng.d6();
      w.fast[c] = 0;
      w.prone[c] = 1;
    }
    this.how = stumbles ? ' and falls prone' : w.fast[c] ? ' fast' : '';
    return Math.max(0, allowance);
  }

  /**
   * c moves up to `step` inches toward (gx, gy), `d` away, leaving cover: straight on an open
   * table; where buildings, walls or woods stand, along the battlefield's route, stopping (with
   * `watch` ≥ 0) at the first inch from which it sees that enemy within its reach. Every enemy
   * it comes into the sight of on the way takes Got a Shot there (§5.1 [L1241]), in the order
   * the mover reaches them; a reaction that moves, hides or takes out the mover ends his move
   * where it caught him (§4.3 [L1199]). Then it fires if it sees an enemy. `allowance` is
   * the move he has, which a doorway on the way takes an inch of (walk).
   */
  private moveOn(
    w: BandWorld,
    c: number,
    gx: number,
    gy: number,
    d: number,
    step: number,
    watch: number,
    rng: Rng,
    allowance: number,
  ) {
    // Who is not watching for him on the way: friends, those out of sight, those who saw him.
    const skip = this.skip;
    for (let o = 0; o < w.n; o++)
      skip[o] = w.side[o] === w.side[c] || !this.watches(w, o) || sees(w, o, c) ? 1 : 0;
    w.hidden[c] = 0;
    w.inCover[c] = 0;
    const x0 = w.x[c],
      y0 = w.y[c];
    let gone = w.routed ? this.walk(w, c, gx, gy, step, watch, allowance) : step;
    if (!w.routed) w.place(c, x0 + ((gx - x0) * step) / d, y0 + ((gy - y0) * step) / d);
    const water = w.bf.hasWater;
    if (water) gone = this.fording.apply(w, c, x0, y0, gone, w.routed);
    w.log?.say(
      w.turn,
      `${w.names[c]} moves ${gone.toFixed(1)}"${this.how}${water ? this.fording.said() : ''}`,
    );
    // A crossing goes straight over from the bank, off the route.
    const routed = w.routed && !(water && this.fording.last === CROSSED);
    if (!this.sightedOnTheWay(w, c, x0, y0, gone, routed, rng)) return;
    if (this.fetching) {
      const k = weaponToPickUp(w, c, w.contact);
      if (k >= 0) takeUp(w, c, k);
    }
    this.dropProne(w, c); // going prone ends his move; he may still fire (§4.6 [L1195])
    w.target[c] = nearestSeen(w, c);
    this.fireAtTarget(w, c, rng);
  }

  /**
   * The Got a Shot tests of c's move from (x0, y0), `gone` inches to where he now stands
   * (PathSight): each taken with c put back where the tester first saw him. False when a
   * reaction stopped him there (moved, hidden or out); else he ends at the move's end.
   */
  private sightedOnTheWay(
    w: BandWorld,
    c: number,
    x0: number,
    y0: number,
    gone: number,
    routed: boolean,
    rng: Rng,
  ): boolean {
    const path = this.path;
    path.trace(w, c, x0, y0, gone, routed);
    if (!path.watchers(w, this.skip)) return true;
    const last = path.points - 1;
    const held = this.held.fill(-1);
    let stopped = false;
    this.mover = c;
    for (let k = 0; k <= last && !stopped; k++) {
      this.pathAt = k;
      for (let o = 0; o < w.n && !stopped; o++) {
        if (path.first[o] !== k || !this.watches(w, o)) continue;
        this.putOnPath(w, c, k);
        this.gotAShot(w, o, c, rng);
        stopped = this.stoppedAt(w, c, k);
      }
      // Those who held their fire for this point fire now (C-72).
      for (let o = 0; o < w.n && !stopped; o++) {
        if (held[o] !== k) continue;
        held[o] = -1;
        if (!this.watches(w, o)) continue;
        this.putOnPath(w, c, k);
        if (!this.canFire(w, o, c, false)) continue;
        w.log?.add(`; ${w.names[o]} fires, having held his fire`);
        this.exchange(w, o, c, 0, rng);
        stopped = this.stoppedAt(w, c, k);
      }
    }
    // A move cut short leaves nothing of it to fire at: a fire held for later is not fired.
    this.pathAt = -1;
    if (stopped) return false;
    if (w.x[c] !== path.px[last] || w.y[c] !== path.py[last])
      w.place(c, path.px[last], path.py[last]);
    return true;
  }

  /** Whether m is being tested on the way of his move, and the testers may hold their fire for later in it (C-72). */
  private onTheMove(w: BandWorld, m: number): boolean {
    return this.pathAt >= 0 && m === this.mover && w.o['gotAShot.holdFire'] !== 'first-sight';
  }

  /** Puts mover c at point k of his move, where a tester's reaction catches him. */
  private putOnPath(w: BandWorld, c: number, k: number): void {
    const x = this.path.px[k],
      y = this.path.py[k];
    if (w.x[c] === x && w.y[c] === y) return;
    w.place(c, x, y);
    w.log?.add(`; at (${x.toFixed(1)}, ${y.toFixed(1)})`);
  }

  /** Whether a reaction stopped mover c at point k of his move: moved, hidden or out. */
  private stoppedAt(w: BandWorld, c: number, k: number): boolean {
    return (
      !w.alive[c] || w.hidden[c] !== 0 || w.x[c] !== this.path.px[k] || w.y[c] !== this.path.py[k]
    );
  }

  /**
   * Hidden t, told he may hold his fire or fire at any moment of m's move (§5.3.1, C-72),
   * picks the point of it he fires from (gotAShot.holdFire): here, later (held), or none, when
   * he has a shot from nowhere on it, and then he stays hidden.
   */
  private holdFire(w: BandWorld, t: number, m: number, rng: Rng): void {
    const at = this.pathAt;
    const k = holdFirePoint(
      w,
      t,
      m,
      this.path,
      at,
      w.o['gotAShot.holdFire'] as 'best-shot' | 'closest',
      () =>
        this.canFire(w, t, m, false)
          ? w.firingOf(t, m, 0, w.ammo[t] === LAST, this.movingFast(w, t, m))
          : null,
    );
    if (k === at) return this.exchange(w, t, m, 0, rng);
    if (k < 0) return w.log?.add(`; ${w.names[t]} holds his fire and stays hidden`);
    this.held[t] = k;
    w.log?.add(
      `; ${w.names[t]} holds his fire for (${this.path.px[k].toFixed(1)}, ${this.path.py[k].toFixed(1)})`,
    );
  }

  /**
   * c walks up to `step` inches along the way to (gx, gy) round buildings and walls (the
   * battlefield's route); with `watch` ≥ 0 it stops at the first whole inch from which it sees
   * that enemy within its reach, and short of his base. Doors and windows on the way
   * (throughBuildings) may stop him sooner. Returns the inches gone.
   */
  private walk(
    w: BandWorld,
    c: number,
    gx: number,
    gy: number,
    step: number,
    watch: number,
    allowance: number,
  ) {
    const bf = w.bf;
    const cost = bf.route(w.x[c], w.y[c], gx, gy);
    if (cost === Infinity) return 0;
    let end = Math.min(step, watch >= 0 ? cost - w.contact : cost);
    if (watch >= 0) {
      const ex = w.x[watch],
        ey = w.y[watch];
      for (let a = 1; a < end; a++) {
        bf.routePoint(a);
        if (
          bf.distance(bf.moveX, bf.moveY, ex, ey) <= w.reach[c] &&
          bf.lineOfSight(bf.moveX, bf.moveY, ex, ey)
        ) {
          end = a;
          break;
        }
      }
    }
    end = throughBuildings(bf, Math.max(0, end), cost, allowance);
    bf.routePoint(end);
    w.place(c, bf.moveX, bf.moveY);
    return end;
  }

  /**
   * A figure whose side goes prone (`prone`) drops where he stands in the open (§4.6
   * [L1191–1195]): an 8 at him misses, hits on him read as behind obscuring cover, −1d6 in
   * melee; he gets up when next active. Behind cover, his own or the terrain's, he has no need to.
   */
  private dropProne(w: BandWorld, c: number): void {
    const sheltered = w.inCover[c] ? w.cover[c] !== 'none' : w.covered(c) === 1;
    if (!w.goProne[c] || w.prone[c] || sheltered) return;
    w.prone[c] = 1;
    w.log?.say(w.turn, `${w.names[c]} goes prone`);
  }

  /**
   * c charges t (§5.1 [L1308]): Wanting to Charge; then t takes Being Charged and may fire at
   * the charger, who is moving fast (C-36) and takes Been Shot At if missed; if both still
   * stand, they fight it out (§8).
   */
  private charge(w: BandWorld, c: number, t: number, rng: Rng): void {
    if (t < 0 || !w.alive[t]) return;
    const want = w.wtc[c * 2 + w.covered(c)];
    const wl = want.labels[this.react(w, c, want, T['wanting-to-charge'], rng)];
    w.log?.say(w.turn, `${w.names[c]} wants to charge ${w.names[t]}: ${wl}`);
    if (wl === 'stay-and-fire') return this.fireAtTarget(w, c, rng);
    if (wl === 'duck-back') return this.duckBackResult(w, c, rng);
    if (wl === 'stay') return;
    if (!this.reaches(w, c, t, rng)) return;
    const cPen = wl === 'charge-minus-1d6' ? 1 : 0;
    w.hidden[c] = 0;
    w.inCover[c] = 0;
    // A charge is a fast move (C-36); rolled for, it is fast only on a passed die (C-58).
    if (w.o['charge.distance'] === 'twelve-inches') w.fast[c] = 1;
    const able = this.canFire(w, t, c, false);
    const dir = w.from(t, c); // where the charger comes from (§4.7 [L785–789])
    const being = able ? w.bc[t * 6 + dir * 2 + w.covered(t)] : w.bcNoFire[t * 3 + dir];
    const bl = being.labels[this.react(w, t, being, T['being-charged'], rng)];
    w.log?.add(`; ${w.names[t]} is charged: ${bl}`);
    if (bl === 'runaway') {
      this.closeIn(w, c, t);
      return this.runaway(w, t, rng);
    }
    if (able && (bl === 'fire-then-ready' || bl === 'fire-then-ready-minus-1d6')) {
      if (!this.shoot(w, t, c, 0, rng) && w.alive[c]) {
        if (this.beenShotAt(w, c, t, rng) < 0) return; // the charger ducked back or ran
      }
      if (!w.alive[c]) return;
    }
    const tPen = bl === 'ready-minus-1d6' || bl === 'fire-then-ready-minus-1d6' ? 1 : 0;
    this.closeIn(w, c, t);
    w.hidden[t] = 0;
    w.face(t, c); // ready to fight, turning to face him (§5.3.5)
    w.melees++;
    const m = this.melee;
    m.start(t, tPen);
    m.join(c, cPen, 0);
    this.joinCharge(w, c, t, rng);
    m.fight(w, rng, this);
  }

  /**
   * The rest of c's group who charge together (the charge-together policy) join c's charge on t:
   * each standing, in sight of t and within a charge's reach takes his own Wanting to Charge,
   * and those it lets charge come into contact too; t, charged once, fights them all (§8.2
   * [L1777], A-20). One told to stay or fire instead stays, to act in his own activation.
   */
  private joinCharge(w: BandWorld, c: number, t: number, rng: Rng): void {
    if (w.policy[c] !== CHARGE_TOGETHER_INDEX) return;
    for (let j = 0; j < w.n && w.alive[t]; j++) {
      if (
        j === c ||
        w.group[j] !== w.group[c] ||
        w.policy[j] !== CHARGE_TOGETHER_INDEX ||
        !w.alive[j] ||
        !sees(w, j, t) ||
        w.dist(j, t) > w.chargeReach(j)
      )
        continue;
      const want = w.wtc[j * 2 + w.covered(j)];
      const wl = want.labels[this.react(w, j, want, T['wanting-to-charge'], rng)];
      w.log?.add(`; ${w.names[j]} wants to join the charge: ${wl}`);
      if (wl === 'duck-back') this.duckBackResult(w, j, rng);
      if (wl !== 'charge' && wl !== 'charge-minus-1d6') continue;
      if (!this.reaches(w, j, t, rng)) continue;
      // Coming at t's flank or rear, he rolls +1d6 (§8.2 [L1795]).
      const side = w.from(t, j) === FRONT ? 0 : FIGHT_DICE.flankOrRear;
      w.hidden[j] = 0;
      w.inCover[j] = 0;
      this.closeIn(w, j, t);
      this.melee.join(j, wl === 'charge-minus-1d6' ? 1 : 0, side);
    }
  }

  /**
   * c and t come to blows where they stand, with no charge and no reaction test (a scuffle
   * that a rule starts, Hurrahing the Town's "Make me!"): a melee of the two (§8.2).
   */
  protected brawl(w: BandWorld, c: number, t: number, rng: Rng): void {
    this.closeIn(w, c, t);
    w.hidden[t] = 0;
    w.face(t, c);
    w.melees++;
    this.melee.start(t, 0);
    this.melee.join(c, 0, 0);
    this.melee.fight(w, rng, this);
  }

  /**
   * Whether c's charge reaches t (C-36): under `charge.distance: twelve-inches` it does, the
   * charge being made from within its reach (12" on foot, 24" in the saddle); under `moving-fast` c rolls Moving Fast as for any fast
   * move (allowance) and, falling short, goes that far straight toward t and stops there.
   */
  private reaches(w: BandWorld, c: number, t: number, rng: Rng): boolean {
    if (w.o['charge.distance'] === 'twelve-inches') return true;
    const allowance = this.allowance(w, c, rng);
    if (w.dist(c, t) - w.contact <= allowance) return true;
    w.hidden[c] = 0;
    w.inCover[c] = 0;
    this.closeIn(w, c, t, allowance);
    w.log?.add(`; ${w.names[c]} moves ${allowance}"${this.how}, short of ${w.names[t]}`);
    return false;
  }

  /** The charger moves straight at its target, up to `step`, ending in base contact if it gets there. */
  private closeIn(w: BandWorld, c: number, t: number, step = Infinity): void {
    const d = w.dist(c, t);
    const k = d > w.contact ? Math.min(d - w.contact, step) / d : 0;
    w.place(c, w.x[c] + (w.x[t] - w.x[c]) * k, w.y[c] + (w.y[t] - w.y[c]) * k);
  }

  /** Keep Fightin' for c (§5.3.6): true to carry on. */
  keepFightin(w: BandWorld, c: number, rng: Rng): boolean {
    const r = w.keep[c];
    return r.labels[this.react(w, c, r, T['keep-fightin'], rng)] === 'carry-on';
  }

  /** A melee's loser (§8.2): out of the fight (obviously dead on a Killing stroke), or a Runaway. */
  meleeLoss(w: BandWorld, c: number, ran: boolean, dead: boolean, rng: Rng): void {
    if (ran) return this.runaway(w, c, rng);
    w.end[c] = dead ? OD : OOF;
    w.dmg[c] = dead ? STATE.od : STATE.oof;
    this.takeOut(w, c);
  }

  protected duckBack(w: BandWorld, c: number, why: string): void {
    // A mounted Plains warrior forced to Duck Back rides Siouxside instead (§5.3.8 [L8897]).
    if (w.mounted[c] && REACTION_GROUP[w.profession[c]] === 'PL') {
      w.siouxside[c] = 1;
      return w.log?.add(`; ${w.names[c]} rides Siouxside${why ? ` (${why})` : ''}`);
    }
    w.hidden[c] = OUT_OF_SIGHT;
    w.inCover[c] = 1;
    w.log?.add(`; ${w.names[c]} ducks back${why ? ` (${why})` : ''}`);
  }

  /**
   * Runaway (§5.2 [L1421–1425]): into a building and Comin' Back there (`gunfight.runaway:
   * building`), or toward the table edge, taking Comin' Back at once if its side's Outfit
   * Leader stands within 3"; a runaway who does not come back has left the fight.
   */
  protected runaway(w: BandWorld, c: number, rng: Rng): void {
    if (w.has(c, 'tough') && !w.toughUsed[c]) {
      // Tough: the first Runaway becomes a Duck Back (§2.5 [L3117]).
      w.toughUsed[c] = 1;
      w.end[c] = w.dmg[c] > STATE.unhurt ? WOUNDED : UNHURT;
      return this.duckBack(w, c, 'Tough');
    }
    const building = w.o['gunfight.runaway'] === 'building';
    const lead = w.outfitLeader[w.side[c]];
    const rallied = lead !== c && w.alive[lead] === 1 && w.dist(c, lead) <= RALLY_REACH;
    if (building || rallied) {
      const r = w.cominBack[c * 2 + (building ? 1 : 0)];
      const label = r.labels[this.react(w, c, r, T['comin-back'], rng)];
      w.log?.add(
        `; ${w.names[c]} runs${building ? ' into a building' : `, ${w.names[lead]} within ${RALLY_REACH}"`}: Comin' Back, ${label}`,
      );
      if (label !== 'removed') {
        w.hidden[c] = OUT_OF_SIGHT;
        w.inCover[c] = building ? 1 : w.inCover[c];
        w.end[c] = w.dmg[c] > STATE.unhurt ? WOUNDED : UNHURT;
        return;
      }
    }
    w.end[c] = RAN;
    this.takeOut(w, c, FLED);
  }

  /**
   * c's gun has run dry (§3.4): empty, to reload; with cap-and-ball revolvers (§2.2 [L955]),
   * which cannot be reloaded during an encounter, he draws his second the first time, and after
   * that he has nothing left to fire.
   */
  emptied(w: BandWorld, c: number): void {
    if (!w.capAndBall[c]) {
      w.ammo[c] = EMPTY;
      readierInHand(w.ammo, w.ammo2, c);
      return;
    }
    if (w.backupUsed[c]) w.ammo[c] = DRY;
    else w.backupUsed[c] = 1;
    w.log?.add(
      `; ${w.names[c]} ${w.ammo[c] === DRY ? 'has no loaded revolver left' : 'draws his second revolver'}`,
    );
  }

  /** An activation spent reloading (§3.4 [L1001–1011]). */
  reload(w: BandWorld, c: number, rng: Rng): void {
    w.reloads++;
    const last = rollReload(rng, w.ammoClass[c]);
    w.ammo[c] = last ? LAST : LOADED;
    w.log?.say(w.turn, `${w.names[c]} reloads${last ? ': a 1, one last shot left' : ''}`);
    this.reloadOther(w, c, rng);
  }

  /** His other pistol, when empty, reloaded in the same activation with a roll of its own (§3.4 [L1003–1009]). */
  reloadOther(w: BandWorld, c: number, rng: Rng): void {
    if (w.ammo2[c] !== EMPTY) return;
    const last2 = rollReload(rng, w.ammoClass[c]);
    w.ammo2[c] = last2 ? LAST : LOADED;
    w.log?.add(`, and his other pistol${last2 ? ': a 1, one last shot left' : ''}`);
    readierInHand(w.ammo, w.ammo2, c);
  }
}
