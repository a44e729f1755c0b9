import type { Rng } from '../../../../dice/rng.ts';
import type { ActivationDice } from '../../../../encounter/activation/activation-dice.ts';
import { FLED } from '../../../../encounter/figures.ts';
import type { EncounterRules } from '../../../../encounter/loop.ts';
import { STATE } from '../../damage.ts';
import type { MountPlan } from '../band-mounts.ts';
import type { BandVehicle } from '../band-vehicle.ts';
import { newScratch } from '../../draw.ts';
import { BandRules } from '../band-rules.ts';
import { sees } from '../band-policies.ts';
import type { BandWorld } from '../band-world.ts';
import type { TypeMoves, TypeRun } from './type.ts';

/**
 * The band engine's rules (BandRules: shooting, every reaction test, charges, melee, rallies)
 * with an encounter type's hooks: who takes part in an activation (an unalerted town does not),
 * the type's own business for a figure (a getaway), the alarm at the start of a turn, and any
 * firearm going off.
 */
class HookedRules extends BandRules {
  constructor(
    private readonly dice: ActivationDice,
    private readonly run: TypeRun,
  ) {
    super(dice);
  }

  override reset(w: BandWorld, rng: Rng): void {
    super.reset(w, rng);
    this.run.reset(w, rng);
  }

  /** The type's own Mounts, when it places horses (a Capture's). */
  protected override mountPlan(w: BandWorld): MountPlan | null {
    return this.run.mounts ?? super.mountPlan(w);
  }

  /** The type's own vehicles this trial, when it brings any (a Hold Up's stage). */
  protected override vehiclesOf(w: BandWorld): readonly BandVehicle[] {
    return this.run.vehicle ? this.run.vehicle.onField : super.vehiclesOf(w);
  }

  override startTurn(w: BandWorld, rng: Rng): void {
    super.startTurn(w, rng);
    this.run.startTurn?.(w, rng, this.dice.die, this.facade);
  }

  /** Only a figure taking part watches (an unalerted town does not). */
  protected override watches(w: BandWorld, o: number): boolean {
    return this.run.acts(w, o) && super.watches(w, o);
  }

  override activate(w: BandWorld, c: number, rng: Rng): void {
    if (!this.run.acts(w, c)) return;
    if (this.run.act(w, c, rng, this.facade)) return;
    super.activate(w, c, rng);
  }

  /** The type's bystanders take no part in a Stand-Up Fight (a manacled prisoner). */
  protected override bystander(w: BandWorld, c: number): boolean {
    return this.run.bystander?.(w, c) ?? false;
  }

  /** A type that keeps a getaway's horses itself says how its riders sit. */
  protected override seat(w: BandWorld, s: number): number {
    const k = this.run.seat?.(w, s) ?? -1;
    return k >= 0 ? k : super.seat(w, s);
  }

  protected override shoot(w: BandWorld, s: number, t: number, penalty: number, rng: Rng): boolean {
    this.run.fired(w, rng);
    return super.shoot(w, s, t, penalty, rng);
  }

  /** The moves a type may make: set by TypedRules (one object, no allocation per call). */
  facade!: TypeMoves;

  fireNow(w: BandWorld, c: number, rng: Rng): void {
    this.fireAtTarget(w, c, rng);
  }

  sighted(w: BandWorld, c: number, rng: Rng): void {
    for (let e = 0; e < w.n && w.alive[c] && !w.hidden[c]; e++)
      if (w.side[e] !== w.side[c] && this.watches(w, e) && sees(w, e, c))
        this.gotAShot(w, e, c, rng);
  }

  out(w: BandWorld, c: number): void {
    this.takeOut(w, c, FLED);
  }

  standUpBy(w: BandWorld, d: number, rng: Rng): void {
    this.standUp(w, d, rng);
  }

  brawlNow(w: BandWorld, c: number, t: number, rng: Rng): void {
    this.brawl(w, c, t, rng);
  }

  private readonly pair: [number, number] = [0, 0];
  private readonly drawX = newScratch(2);

  drawNow(w: BandWorld, c: number, t: number, distance: number, indoors: boolean, rng: Rng) {
    this.pair[0] = c;
    this.pair[1] = t;
    this.drawPair(w, this.pair, w.drawBetween(c, t, distance, indoors), this.drawX, rng);
  }

  moveNow(w: BandWorld, c: number, x: number, y: number, rng: Rng): void {
    this.moveToward(w, c, x, y, rng);
  }

  damageTo(w: BandWorld, c: number, state: number): void {
    if (state === STATE.unhurt) this.heal(w, c);
    else this.hurt(w, c, state);
  }
}

/**
 * An encounter type's rules on the shared turn loop: the band engine's, hooked (above), and a
 * Stand-Up Fight opening only where the type sets up that way (Capture on the trail, a Posse
 * holing up); elsewhere play starts with turn 1's activation dice.
 */
export class TypedRules implements EncounterRules<BandWorld>, TypeMoves {
  private readonly band: HookedRules;
  readonly opening?: (w: BandWorld, rng: Rng) => void;

  constructor(
    order: ActivationDice,
    private readonly run: TypeRun,
    standUp?: (w: BandWorld, rng: Rng, rules: TypeMoves) => void,
  ) {
    this.band = new HookedRules(order, run);
    this.band.facade = this;
    if (standUp) this.opening = (w, rng) => standUp(w, rng, this);
  }

  reset(w: BandWorld, rng: Rng): void {
    this.band.reset(w, rng);
  }
  startTurn(w: BandWorld, rng: Rng): void {
    this.band.startTurn(w, rng);
  }
  endTurn(w: BandWorld, rng: Rng): void {
    this.band.endTurn(w, rng);
    this.run.endTurn?.(w, rng, this);
  }
  activate(w: BandWorld, c: number, rng: Rng): void {
    this.band.activate(w, c, rng);
  }
  trace(w: BandWorld) {
    return w.log;
  }

  /** c fires at its target (w.target[c]), with every reaction that follows. */
  fire(w: BandWorld, c: number, rng: Rng): void {
    this.band.fireNow(w, c, rng);
  }
  /** c has come into sight: every enemy taking part that sees it takes Got a Shot (§5.1 [L1241]). */
  comeIntoSight(w: BandWorld, c: number, rng: Rng): void {
    this.band.sighted(w, c, rng);
  }
  /** c leaves the fight without falling (got away, or keeps out of it). */
  leave(w: BandWorld, c: number): void {
    this.band.out(w, c);
  }
  /** Applies a Stand-Up Fight result: the first side's passes less the second's (§13.1). */
  standUp(w: BandWorld, d: number, rng: Rng): void {
    this.band.standUpBy(w, d, rng);
  }
  /** c and t come to blows where they stand, a melee of the two (§8.2). */
  brawl(w: BandWorld, c: number, t: number, rng: Rng): void {
    this.band.brawlNow(w, c, t, rng);
  }
  /** c Draws on t `distance` inches off (§7.1), inside one building when `indoors` (C-59). */
  draw(w: BandWorld, c: number, t: number, distance: number, indoors: boolean, rng: Rng): void {
    this.band.drawNow(w, c, t, distance, indoors, rng);
  }
  /** c's damage becomes `state` outside any firing: a wound healed, or Out of the Fight. */
  damage(w: BandWorld, c: number, state: number): void {
    this.band.damageTo(w, c, state);
  }
  /** c makes for (x, y) as far as his move takes him, Got a Shot on the way (§4.3–4.5, §10.4). */
  moveTo(w: BandWorld, c: number, x: number, y: number, rng: Rng): void {
    this.band.moveNow(w, c, x, y, rng);
  }
}
