import type { Rng } from '../../../dice/rng.ts';
import type { OpeningSpec } from '../../../encounter/battlefield.ts';
import type { Ready } from '../campaign/table.ts';
import { LIT, SMOULDERS, startFire, windTable } from '../fire.ts';
import { rollPasses } from '../pass-dice.ts';
import { LAST, LOADED, looseArrow } from './ammo.ts';
import { FIRE_WINDS, fireRoles } from './band-fire.ts';
import type { BandWorld } from './band-world.ts';
import { MOVE_FAST_INCHES } from './band-world.ts';
import { Blaze, BURNING, CALM, DESTROYED, NOT_LIT, SMOULDERING, WILL_NOT_BURN } from './blaze.ts';
import { gapDownwind, JUMP_WINDS, MAX_JUMP, reached } from './downwind.ts';
import type { FieldRules } from './field-rules.ts';
import { sectionStructures } from './section-structures.ts';
import { wallSpots, wayOut, type WallPoint } from './wall-points.ts';
import { wayToWall } from './wall-route.ts';

/** A firebug stands next to the structure (1" off its wall) to set it alight [L1957]. */
const NEXT_TO = 1;
/** Fast and Slow: ±2" to every move (§2.5 [L3091, L3109]). */
const MOVE_ADJUST = 2;
/** Each bucket of water puts out 1" of fire [L2003–2005]. */
const BUCKET = 1;

/**
 * A building of the battlefield section one side holds and the other burns (six-gun-sound.md
 * §12), in two dimensions, with the rules and tables of the row model (band-fire.ts): each
 * firebug, on his activations, goes round whatever stands in his way (the battlefield's
 * route) to the wall he reaches soonest (wayToWall), Moving Fast on Foot (§4.5), and rolls
 * Starting a Fire until it lights there; a bowman shoots a flaming arrow at a wall once it is
 * within his effective range and in his sight. The fire burns over the building's areas (Blaze): after
 * each Activation roll 6 − SV inches downwind, half that every way when calm. Blown to a
 * wall with another of the section's buildings at most 1" beyond it, facing it, the front
 * runs on across the gap and sets it alight where it reaches it (`fire.jump`); that one burns
 * downwind at its own rate from the next roll, and may jump on. Whoever stands inside any of
 * the section's buildings in an area on fire gets out by its nearest door, window or opening
 * (through the nearest wall when it has none), an inch outside it, in the open. The bucket
 * carriers throw water on the held building as in the row model; with `fire.destroyed:
 * burnt-end-to-end` it is destroyed once every area is on fire.
 */
export class SectionFire {
  readonly holds: number;
  private readonly isBug: Uint8Array;
  private readonly isCarrier: Uint8Array;
  /** Every building of the section (the held one is `held`); the others are its neighbours. */
  private readonly blazes: Blaze[];
  readonly held: Blaze;
  readonly neighbours: Blaze[];
  /** The section's building at each battlefield piece index, −1 for other pieces. */
  private readonly blazeOfPiece: Int32Array;
  private readonly openings: (readonly OpeningSpec[])[];
  /** For each building and each wind (NORTH, WEST, EAST, SOUTH), the buildings a fire there jumps to. */
  private readonly jumps: number[][][];
  readonly areas: number;
  private readonly start: Ready;
  private readonly windRoll: Ready;
  private readonly destructible: boolean;
  /** Figures whose cover getting out took away, given back at the next reset. */
  private readonly uncovered: Uint8Array;
  wind = CALM;
  tries = 0;
  drivenOut = 0;
  drivenOutNextDoor = 0;
  arrows = 0;
  buckets = 0;
  putOut = 0;

  constructor(w: BandWorld) {
    const b = w.p.building!;
    ({ holds: this.holds, isBug: this.isBug, isCarrier: this.isCarrier } = fireRoles(w));
    const { all, held } = sectionStructures(w.p);
    this.blazes = all.map((s) => new Blaze(s.name, s.r, s.sv));
    this.openings = all.map((s) => s.openings);
    this.held = this.blazes[held];
    this.neighbours = this.blazes.filter((_, i) => i !== held);
    this.areas = this.held.cols * this.held.rows;
    this.blazeOfPiece = new Int32Array(w.bf.names.length).fill(-1);
    // The section's pieces follow the `terrain:` features on the battlefield.
    const first = w.bf.names.length - (w.p.battlefield?.pieces?.length ?? 0);
    let k = 0;
    (w.p.battlefield?.pieces ?? []).forEach((q, i) => {
      if (q.kind === 'building') this.blazeOfPiece[first + i] = k++;
    });
    const on = w.o['fire.jump'] === 'downwind';
    this.jumps = this.blazes.map((a) =>
      JUMP_WINDS.map((wind) => {
        const to: number[] = [];
        this.blazes.forEach((t, j) => {
          const gap = gapDownwind(a.r, t.r, wind);
          if (!on || t === a || !t.flammable || gap < 0 || gap > MAX_JUMP) return;
          to.push(j);
          const side = (['north', 'west', 'east', 'south'] as const)[wind];
          a.reach[side] = Math.max(a.reach[side], gap);
        });
        return to;
      }),
    );
    this.start = startFire({ sv: b.sv, rain: b.rain });
    this.windRoll = windTable();
    this.destructible = w.o['fire.destroyed'] === 'burnt-end-to-end' && b.sv < WILL_NOT_BURN;
    this.uncovered = new Uint8Array(w.n);
  }

  get state(): number {
    return this.held.state;
  }

  /** At the start of a gunfight: nothing alight, the wind fixed or rolled. */
  reset(w: BandWorld, rng: Rng): void {
    const b = w.p.building!;
    for (let c = 0; c < w.n; c++) if (this.uncovered[c]) w.setCover(c, w.specs[c].cover);
    this.uncovered.fill(0);
    this.tries = this.drivenOut = this.drivenOutNextDoor = 0;
    this.arrows = this.buckets = this.putOut = 0;
    this.wind = b.wind === 'rolled' ? this.windRoll.roll(rng) : FIRE_WINDS.indexOf(b.wind);
    for (const z of this.blazes) z.state = NOT_LIT;
  }

  /** The men inside have the building's cover where they stand: nothing to put back. */
  settle(): void {}

  /**
   * A firebug's activation while the building has not caught: go round to its wall (or
   * within his bow's range and sight), try to light it; a bucket carrier's while it burns:
   * throw water on it.
   */
  acts(w: BandWorld, c: number, rng: Rng, rules: FieldRules): boolean {
    const z = this.held;
    if (this.isCarrier[c] && z.state !== NOT_LIT && z.state !== DESTROYED) {
      this.buckets++;
      const out = z.douse(this.wind, BUCKET);
      if (out) this.putOut++;
      w.log?.say(
        w.turn,
        `${w.names[c]} throws a bucket${out ? ': the fire is out' : ' on the fire'}`,
      );
      return true;
    }
    if (!this.isBug[c] || z.state !== NOT_LIT) return false;
    const bow = w.weapon[c] === 'bow';
    if (bow && w.ammo[c] !== LOADED && w.ammo[c] !== LAST) return false; // he reloads first
    const bf = w.bf;
    // A flaming arrow flies the bow's whole effective range [L2003], at a wall he sees.
    const inRange = (x: number, y: number, s: WallPoint) =>
      Math.hypot(s.tx - x, s.ty - y) <= w.reach[c] && bf.lineOfSight(x, y, s.tx, s.ty);
    let at = bow
      ? wallSpots(z.r, w.x[c], w.y[c], NEXT_TO).find((s) => inRange(w.x[c], w.y[c], s))
      : undefined;
    if (at === undefined) {
      const way = wayToWall(bf, z.r, w.x[c], w.y[c], NEXT_TO);
      if (way === null) return false; // no way there: he fights as his side does
      at = way;
      if (way.cost > 1e-6) {
        const passes = rollPasses(rng, 2, w.rep[c]);
        const allowance =
          MOVE_FAST_INCHES[passes] +
          (w.has(c, 'fast') ? MOVE_ADJUST : 0) -
          (w.has(c, 'slow') ? MOVE_ADJUST : 0);
        let step = Math.min(way.cost, allowance);
        if (bow)
          for (let a = 1; a < step; a++) {
            bf.routePoint(a);
            if (inRange(bf.moveX, bf.moveY, way)) {
              step = a;
              break;
            }
          }
        bf.routePoint(step);
        const was = w.hidden[c];
        w.hidden[c] = 0;
        w.inCover[c] = 0;
        w.fast[c] = passes > 0 ? 1 : 0;
        w.place(c, bf.moveX, bf.moveY);
        w.log?.say(w.turn, `${w.names[c]} runs ${step.toFixed(1)}" for the ${z.name}`);
        if (was) rules.exposed(w, c, rng);
        w.fast[c] = 0;
        const there = step >= way.cost || (bow && inRange(w.x[c], w.y[c], way));
        if (!there || !w.alive[c] || w.hidden[c]) return true;
      }
    }
    const { wx, wy } = at;
    if (bow) {
      this.arrows++;
      looseArrow(w, c);
      w.log?.say(w.turn, `${w.names[c]} shoots a flaming arrow into the ${z.name}: it catches`);
      z.light(BURNING, wx, wy);
      return true;
    }
    this.tries++;
    const r = this.start.roll(rng);
    w.log?.say(
      w.turn,
      `${w.names[c]} tries to set the ${z.name} alight: ${r === LIT ? 'it catches' : r === SMOULDERS ? 'it smoulders' : 'it will not light'}`,
    );
    if (r === LIT || r === SMOULDERS) z.light(r === LIT ? BURNING : SMOULDERING, wx, wy);
    return true;
  }

  /**
   * After the Activation roll: a smouldering fire catches, the burning ones spread and may
   * jump; a building that catches now spreads from the next roll. Then whoever is inside an
   * area on fire gets out.
   */
  spread(w: BandWorld, rng: Rng, rules: FieldRules): void {
    const grew: number[] = [];
    this.blazes.forEach((z, i) => {
      if (z.state >= BURNING) {
        z.grow(this.wind);
        grew.push(i);
      }
    });
    if (this.held.state === SMOULDERING) this.held.state = BURNING;
    if (this.wind !== CALM)
      for (const i of grew)
        for (const j of this.jumps[i][this.wind]) this.jumpTo(w, this.blazes[i], this.blazes[j]);
    for (let c = 0; c < w.n; c++) {
      if (!w.alive[c]) continue;
      const piece = w.bf.buildingAt(w.x[c], w.y[c]);
      const k = piece < 0 ? -1 : this.blazeOfPiece[piece];
      if (k >= 0 && this.blazes[k].burnsAt(w.x[c], w.y[c])) this.getOut(w, c, k, rng, rules);
    }
    const z = this.held;
    if (this.destructible && z.state === BURNING && z.end() === 2) {
      z.state = DESTROYED;
      w.log?.say(w.turn, `the ${z.name} is on fire end to end: it is destroyed`);
    }
  }

  /** a's front, run on across the gap, sets b alight over the stretch of its wall it reached. */
  private jumpTo(w: BandWorld, a: Blaze, b: Blaze): void {
    if (b.state !== NOT_LIT) return;
    const at = reached(a, b.r, this.wind);
    if (at === null) return;
    b.light(BURNING, ...at);
    w.log?.say(w.turn, `the fire jumps from the ${a.name} to the ${b.name}: it catches`);
  }

  areasBurning(): number {
    return this.held.areasBurning();
  }

  /** FIRE_ENDS of the held building. */
  end(): number {
    return this.held.end();
  }

  /** c gets out of building k (on fire, or smoke) an inch outside its nearest way out, in the open. */
  private getOut(w: BandWorld, c: number, k: number, rng: Rng, rules: FieldRules): void {
    const z = this.blazes[k];
    if (z === this.held) this.drivenOut++;
    else this.drivenOutNextDoor++;
    const was = w.hidden[c];
    this.uncovered[c] = 1;
    w.setCover(c, 'none');
    w.inCover[c] = 0;
    w.hidden[c] = 0;
    const { tx, ty } = wayOut(z.r, this.openings[k], w.x[c], w.y[c], NEXT_TO);
    w.place(c, tx, ty);
    w.log?.say(
      w.turn,
      `${w.names[c]} is ${z.sv >= WILL_NOT_BURN ? 'smoked' : 'burnt'} out of the ${z.name}`,
    );
    if (was) rules.exposed(w, c, rng);
  }
}
