import type { Rng } from '../../../dice/rng.ts';
import type { Ready } from '../campaign/table.ts';
import { LIT, SMOULDERS, spreadInches, startFire, WIND, windTable } from '../fire.ts';
import { rollPasses } from '../pass-dice.ts';
import { LAST, LOADED, looseArrow } from './ammo.ts';
import type { BandWorld } from './band-world.ts';
import { MOVE_FAST_INCHES } from './band-world.ts';
import { inNeighbours, rowOf, towardEnemy, type Span } from './building-row.ts';
import type { FieldRules } from './field-rules.ts';

/** How the building ends a gunfight; the wind it had (calm when fixed so). */
export const FIRE_ENDS = ['not-lit', 'burning', 'burnt-down'] as const;
export const FIRE_WINDS = [...WIND, 'calm'] as const;
const NOT_LIT = 0,
  SMOULDERING = 1,
  BURNING = 2,
  DESTROYED = 3;
/** WIND's north, west, east and south, and calm (FIRE_WINDS); a north or south wind blows across the building. */
const NORTH = 0,
  WEST = 1,
  EAST = 2,
  SOUTH = 3,
  CALM = 4;
/** A building is split into areas of about 6" (§12 [L1945–1953]). */
const AREA = 6;
/** A firebug stands next to the structure (1" off its wall) to set it alight [L1957]. */
const NEXT_TO = 1;
/** Fast and Slow: ±2" to every move (§2.5 [L3091, L3109]). */
const MOVE_ADJUST = 2;
/** Each bucket of water puts out 1" of fire [L2003–2005]. */
const BUCKET = 1;
/** A structure that will not burn smokes its occupants out instead (§12 [L1990]). */
const WILL_NOT_BURN = 5;
/** A fire jumps at most 1" to a neighbouring structure, downwind only (§12 [L1988]). */
const MAX_JUMP = 1;

/**
 * Who does what in a fire, for the row and the section alike: the side that holds the building,
 * and which figures are its firebugs and its bucket carriers.
 */
export function fireRoles(w: BandWorld): {
  holds: number;
  isBug: Uint8Array;
  isCarrier: Uint8Array;
} {
  const b = w.p.building!;
  const isBug = new Uint8Array(w.n);
  for (const name of b.firebugs) isBug[w.names.indexOf(name)] = 1;
  const isCarrier = new Uint8Array(w.n);
  for (const name of b.buckets ?? []) isCarrier[w.names.indexOf(name)] = 1;
  return { holds: w.p.sides.findIndex((s) => s.name === b.holds), isBug, isCarrier };
}

/**
 * A structure in a row with the held building along the street, with the men the scenario
 * put in it: it stands beyond one end, `gap` inches from the structure before it, and
 * catches only from a fire jumping to it downwind; then it burns from that end toward its
 * far one, never put out.
 */
class Neighbour {
  /** Its near and far ends along the street (near: toward the held building). */
  readonly near: number;
  readonly far: number;
  readonly rate: number;
  readonly areas: number;
  readonly flammable: boolean;
  /** The next one beyond it, and whether its fire can jump there. */
  next: Neighbour | null = null;
  jumps = false;
  lit = false;
  /** The front: how far from its near end the fire has run (across the street: across its area, beyond the inch it caught on). */
  front = 0;
  /** Across the street: the area it caught in, the one facing where the building burns. */
  area = 0;

  constructor(
    readonly name: string,
    span: Span,
    readonly gap: number,
    readonly length: number,
    readonly sv: number,
    /** Across the street: the wind that carries a fire to it blows across it too, so it keeps to the area it caught in. */
    readonly across = false,
  ) {
    this.near = span.near;
    this.far = span.far;
    this.rate = spreadInches({ sv, calm: false });
    this.areas = Math.max(1, Math.round(length / AREA));
    this.flammable = sv < WILL_NOT_BURN;
  }

  /** FIRE_ENDS: not lit, burning, or on fire end to end (the front in its last area; across the street, its only area). */
  end(): number {
    if (!this.lit) return 0;
    if (this.across) return this.areas === 1 ? 2 : 1;
    return this.front >= ((this.areas - 1) * this.length) / this.areas ? 2 : 1;
  }

  /** Whether the fire has reached the area at x: it burns area by area from the near end, or across the street in the area it caught in. */
  burnsAt(x: number): boolean {
    if (!this.lit) return false;
    const a = this.areaAt(x);
    return this.across ? a === this.area : this.front >= (a * this.length) / this.areas;
  }

  /** The area at x, counted from the near end (across the street: from its west end). */
  areaAt(x: number): number {
    const width = this.length / this.areas;
    return Math.min(this.areas - 1, Math.floor(Math.abs(x - this.near) / width));
  }
}

/** Where a bucket carrier stands to throw water on a structure adjoining his: the street, x kept within lo–hi. */
interface Adjoining {
  target: number;
  lo: number;
  hi: number;
  y: number;
}

/**
 * A building one side holds and the other tries to burn (six-gun-sound.md §12), with the fire
 * procedure's own tables. The street runs east–west: the building lies along the holders'
 * line, split into areas of about 6". Each firebug, on his activations, goes up to its wall
 * (Moving Fast on Foot, §4.5) and rolls Starting a Fire until it lights: a Pass 2 burns the
 * area he stands by and spreads from the next Activation roll, a Pass 1 catches at the next.
 * After each Activation roll a burning fire spreads 6 − SV inches downwind (an east or west
 * wind runs along the building; a north or south wind drives it across, so it keeps to its
 * area), half that both ways when calm. Everyone inside an area on fire gets out, into the
 * street in front of it, without cover (and in sight of whoever was not watching him); an SV
 * 5 building smokes them out the same way. A firebug armed with a bow shoots flaming arrows
 * instead: from anywhere within his bow's effective range it lights where it strikes, with no
 * Starting a Fire roll [L2003]. The holders named as bucket carriers throw water on it on
 * their activations, 1" a bucket [L2003–2005]: first off the growth across the building,
 * then off its downwind front (the end farther from where it was set when calm), and a bucket
 * on the 1" where it was set (or on a fire still smouldering) puts it out; the firebugs may
 * then set it again. A fire nobody puts out burns the whole game. With `fire.destroyed:
 * burnt-end-to-end` a building on fire in every area is destroyed: no bucket nor firebug
 * goes near it again, and it burns to the end. Its neighbours stand in a row with it along
 * the street: blown to its downwind end, the fire runs on across a gap of at most 1" and sets
 * the next flammable one alight (`fire.jump`), which burns toward its far end and may jump on
 * in its turn (§12 [L1986–1990]), as the fire procedure's `jump` table has it. Men the
 * scenario puts in a neighbour are of the side inside, on its line: in its cover, they get out
 * into the street as the building's own men do once the fire reaches their area. Across the
 * street is no different: a structure there catches only when the wind blows across the street
 * toward it and the street is at most 1" wide (the book's jump, which says nothing of streets);
 * the wind blowing across it too, it then keeps to the area it caught in, the one facing the
 * fire. Its men stand along its wall on the street, `gap` inches out from the building's line,
 * and get out into the middle of the street once it burns in their area. A bucket carrier in a
 * neighbour throws on its fire as the building's do on the building's: off its front (across
 * the street, off its spread across its area), the inch it caught on last; it catches again
 * while the fire next to it reaches it. With `fire.bucketsNextDoor: adjoining` a carrier whose
 * own structure does not burn carries water out into the street, in the open, to a burning one
 * at most 1" from his, and goes back into his cover once there is none.
 */
export class BandFire {
  readonly holds: number;
  private readonly isBug: Uint8Array;
  private readonly isCarrier: Uint8Array;
  /** Everyone inside a structure of the row; and which, −1 the held building, else the neighbour's index. */
  private readonly holders: Int32Array;
  private readonly inside: Int32Array;
  /** The building's west and east ends, its line, which way is out toward the attackers, its areas. */
  private readonly west: number;
  private readonly east: number;
  private readonly line: number;
  private readonly out: number;
  private readonly areaWidth: number;
  readonly areas: number;
  private readonly start: Ready;
  private readonly windRoll: Ready;
  private readonly rate: number;
  private readonly calmRate: number;
  /** Fire destroys it once every area is on fire (`fire.destroyed`); never one that will not burn. */
  private readonly destructible: boolean;
  /** The structures beside it, as listed; the first beyond its east and west ends; how far its fire reaches past each end (the gap it can jump, or 0). */
  readonly neighbours: Neighbour[] = [];
  private readonly nextEast: Neighbour | null = null;
  private readonly nextWest: Neighbour | null = null;
  private readonly jumpsEast: boolean = false;
  private readonly jumpsWest: boolean = false;
  /** The flammable structures across a street of at most 1", and the wind that blows toward them. */
  private readonly facing: Neighbour[] = [];
  private readonly toStreet: number;
  state = NOT_LIT;
  wind = CALM;
  /** The stretch on fire, west to east; where it was set; how far it has spread across the building. */
  private lo = 0;
  private hi = 0;
  private origin = 0;
  private across = 0;
  /** This gunfight's Starting a Fire rolls, figures driven out, flaming arrows, buckets thrown and fires put out. */
  tries = 0;
  drivenOut = 0;
  drivenOutNextDoor = 0;
  arrows = 0;
  buckets = 0;
  putOut = 0;
  private readonly gotOut: Uint8Array;
  /** The structure each figure is in: −1 the held building (or none), else the neighbour's index. */
  private readonly at: Int32Array;
  /**
   * Whether carriers take water to a burning structure adjoining theirs (`fire.bucketsNextDoor`);
   * each structure's adjoining ones (the held building's at 0, neighbour k's at k + 1); who is
   * out there doing so; whether a neighbour on fire end to end is destroyed (`fire.destroyed`).
   */
  private readonly nextDoor: boolean;
  private readonly adjoining: Adjoining[][] = [[]];
  private readonly away: Uint8Array;
  private readonly destroysAll: boolean;

  constructor(w: BandWorld) {
    const b = w.p.building!;
    ({ holds: this.holds, isBug: this.isBug, isCarrier: this.isCarrier } = fireRoles(w));
    const away = inNeighbours(b);
    const held: number[] = [];
    for (let c = 0; c < w.n; c++)
      if (w.side[c] === this.holds && !away.has(w.names[c])) held.push(c);
    const row = rowOf(
      b,
      held.map((c) => w.x0[c]),
    );
    this.west = row.west;
    this.east = row.east;
    const { length } = row;
    this.line = w.y0[held[0]];
    const enemy = w.y0[w.side.findIndex((s) => s !== this.holds)];
    this.out = towardEnemy(this.line, enemy);
    this.areas = Math.max(1, Math.round(length / AREA));
    this.areaWidth = length / this.areas;
    const p = { table: '', sv: b.sv, rain: b.rain, calm: false };
    this.start = startFire(p);
    this.windRoll = windTable();
    this.rate = spreadInches(p);
    this.calmRate = spreadInches({ ...p, calm: true });
    this.destructible = w.o['fire.destroyed'] === 'burnt-end-to-end' && b.sv < WILL_NOT_BURN;
    this.gotOut = new Uint8Array(w.n);
    this.away = new Uint8Array(w.n);
    this.nextDoor = w.o['fire.bucketsNextDoor'] === 'adjoining';
    this.destroysAll = w.o['fire.destroyed'] === 'burnt-end-to-end';
    const jumps = w.o['fire.jump'] === 'downwind';
    const reaches = (n: Neighbour | null) =>
      jumps && n !== null && n.flammable && n.gap <= MAX_JUMP;
    const last = { east: null as Neighbour | null, west: null as Neighbour | null };
    const where = new Map<string, number>();
    const specs = b.neighbours ?? [];
    const street = this.line + this.out * NEXT_TO;
    for (let j = 0; j < specs.length; j++) {
      const n = specs[j];
      for (const name of n.inside ?? []) where.set(name, j);
      this.adjoining.push([]);
      if (n.side === 'across') {
        const here = new Neighbour(n.name, row.spans[j], n.gap, n.length, n.sv, true);
        if (reaches(here)) this.facing.push(here);
        this.neighbours.push(here);
        // Across the street, a carrier throws from its middle, facing where he stands.
        const y = this.line + (this.out * n.gap) / 2;
        this.adjoin(
          -1,
          j,
          n.gap,
          { lo: here.near, hi: here.far, y },
          { lo: row.west, hi: row.east, y },
        );
        continue;
      }
      const before = last[n.side];
      const here = new Neighbour(n.name, row.spans[j], n.gap, n.length, n.sv);
      if (before) {
        before.next = here;
        before.jumps = reaches(here);
      } else if (n.side === 'east') this.nextEast = here;
      else this.nextWest = here;
      last[n.side] = here;
      this.neighbours.push(here);
      // In the row, a carrier throws from the street at the end of the structure nearest his.
      const end = before ? before.far : n.side === 'east' ? row.east : row.west;
      const prev = before ? this.neighbours.indexOf(before) : -1;
      const spot = (x: number) => ({ lo: x, hi: x, y: street });
      this.adjoin(prev, j, n.gap, spot(here.near), spot(end));
    }
    const all = [...held, ...[...away].map((name) => w.names.indexOf(name))].sort((a, c) => a - c);
    this.holders = Int32Array.from(all);
    this.inside = Int32Array.from(all, (c) => where.get(w.names[c]) ?? -1);
    this.at = Int32Array.from(w.names, (name) => where.get(name) ?? -1);
    this.jumpsEast = reaches(this.nextEast);
    this.jumpsWest = reaches(this.nextWest);
    // y grows north: the street lies between the building and the attackers' line.
    this.toStreet = this.out > 0 ? NORTH : SOUTH;
  }

  /**
   * Structures a and b adjoin when at most a fire's jump apart (§12 [L1988]): a carrier in a
   * throws on b from `toB`, one in b on a from `toA`.
   */
  private adjoin(
    a: number,
    b: number,
    gap: number,
    toB: Omit<Adjoining, 'target'>,
    toA: Omit<Adjoining, 'target'>,
  ): void {
    if (gap > MAX_JUMP) return;
    this.adjoining[a + 1].push({ target: b, ...toB });
    this.adjoining[b + 1].push({ target: a, ...toA });
  }

  /** At the start of a gunfight: the holders inside in cover, the wind fixed or rolled. */
  reset(w: BandWorld, rng: Rng): void {
    const b = w.p.building!;
    for (const c of this.holders) w.setCover(c, w.specs[c].cover);
    this.settle(w);
    this.gotOut.fill(0);
    this.away.fill(0);
    this.state = NOT_LIT;
    this.tries = this.drivenOut = this.drivenOutNextDoor = 0;
    this.arrows = this.buckets = this.putOut = 0;
    this.wind = b.wind === 'rolled' ? this.windRoll.roll(rng) : FIRE_WINDS.indexOf(b.wind);
    for (const n of this.neighbours) n.lit = false;
  }

  /** Everyone still inside is in its cover (after a Draw or a Stand-Up Fight put him in the street). */
  settle(w: BandWorld): void {
    for (const c of this.holders) if (!this.gotOut[c]) w.inCover[c] = 1;
  }

  /**
   * A firebug's activation while the building has not caught: go to its wall (or within his
   * bow's range), try to light it; a bucket carrier's while a fire burns: throw water on it.
   */
  acts(w: BandWorld, c: number, rng: Rng, rules: FieldRules): boolean {
    if (this.isCarrier[c] && this.water(w, c, rng, rules)) return true;
    if (!this.isBug[c] || this.state !== NOT_LIT) return false;
    const bow = w.weapon[c] === 'bow';
    if (bow && w.ammo[c] !== LOADED && w.ammo[c] !== LAST) return false; // he reloads first
    const tx = Math.min(this.east, Math.max(this.west, w.x[c]));
    const ty = this.line + this.out * NEXT_TO;
    const d = Math.hypot(tx - w.x[c], ty - w.y[c]);
    // A flaming arrow flies the bow's whole effective range [L2003].
    const short = bow ? Math.max(0, d - w.reach[c]) : d;
    if (short > 1e-6) {
      const passes = rollPasses(rng, 2, w.rep[c]);
      const allowance =
        MOVE_FAST_INCHES[passes] +
        (w.has(c, 'fast') ? MOVE_ADJUST : 0) -
        (w.has(c, 'slow') ? MOVE_ADJUST : 0);
      const step = Math.min(short, allowance);
      const was = w.hidden[c];
      w.hidden[c] = 0;
      w.inCover[c] = 0;
      w.fast[c] = passes > 0 ? 1 : 0;
      w.place(c, w.x[c] + ((tx - w.x[c]) * step) / d, w.y[c] + ((ty - w.y[c]) * step) / d);
      w.log?.say(w.turn, `${w.names[c]} runs ${step.toFixed(1)}" for the building`);
      if (was) rules.exposed(w, c, rng);
      w.fast[c] = 0;
      if (step < short || !w.alive[c] || w.hidden[c]) return true;
    }
    if (bow) {
      this.arrows++;
      looseArrow(w, c);
      w.log?.say(w.turn, `${w.names[c]} shoots a flaming arrow into the building: it catches`);
      this.light(BURNING, tx);
      return true;
    }
    this.tries++;
    const r = this.start.roll(rng);
    w.log?.say(
      w.turn,
      `${w.names[c]} tries to set the building alight: ${r === LIT ? 'it catches' : r === SMOULDERS ? 'it smoulders' : 'it will not light'}`,
    );
    if (r === LIT || r === SMOULDERS) this.light(r === LIT ? BURNING : SMOULDERING, tx);
    return true;
  }

  /**
   * A bucket carrier's activation [L2003–2005]: water on the fire of the structure he is in
   * (the water at hand); else, with `fire.bucketsNextDoor: adjoining`, on a burning structure
   * adjoining his, out in the street in the open; else, out there with nothing to fight, back
   * into his own structure and its cover. False when there is nothing to do.
   */
  private water(w: BandWorld, c: number, rng: Rng, rules: FieldRules): boolean {
    const own = this.at[c];
    if (this.burns(own)) {
      this.douse(w, c, own);
      return true;
    }
    if (this.nextDoor)
      for (const a of this.adjoining[own + 1]) {
        if (!this.burns(a.target)) continue;
        this.carryTo(w, c, a, rng, rules);
        if (w.alive[c]) this.douse(w, c, a.target);
        return true;
      }
    if (!this.away[c] || this.destroyed(own)) return false;
    this.away[c] = this.gotOut[c] = 0;
    w.setCover(c, w.specs[c].cover);
    w.place(c, w.x0[c], w.y0[c]);
    w.inCover[c] = 1;
    w.log?.say(w.turn, `${w.names[c]} goes back into the ${this.nameOf(own)}`);
    return true;
  }

  /** Whether structure s (−1 the building) burns and may take water: not out, not destroyed. */
  private burns(s: number): boolean {
    return (s < 0 ? this.state !== NOT_LIT : this.neighbours[s].lit) && !this.destroyed(s);
  }

  /** Whether fire has destroyed structure s (`fire.destroyed: burnt-end-to-end`). */
  private destroyed(s: number): boolean {
    if (s < 0) return this.state === DESTROYED;
    return this.destroysAll && this.neighbours[s].end() === 2;
  }

  private nameOf(s: number): string {
    return s < 0 ? 'building' : this.neighbours[s].name;
  }

  /** c carries water out into the street, in the open, to where he throws it on a structure adjoining his. */
  private carryTo(w: BandWorld, c: number, a: Adjoining, rng: Rng, rules: FieldRules): void {
    const x = Math.min(a.hi, Math.max(a.lo, w.x[c]));
    if (x === w.x[c] && a.y === w.y[c]) return;
    if (!this.gotOut[c]) this.away[c] = this.gotOut[c] = 1;
    const was = w.hidden[c];
    w.setCover(c, 'none');
    w.inCover[c] = 0;
    w.hidden[c] = 0;
    w.place(c, x, a.y);
    w.log?.say(w.turn, `${w.names[c]} carries water to the ${this.nameOf(a.target)}`);
    if (was) rules.exposed(w, c, rng);
  }

  private light(state: number, x: number): void {
    this.state = state;
    this.lo = this.hi = this.origin = x;
    this.across = 0;
  }

  /**
   * c throws a bucket on structure s [L2003–2005]: 1" off the fire, across the building (or
   * across a structure across the street) first, then off its front; on the 1" where it was
   * set or caught (or on a smouldering fire) it puts it out. Less than an inch left beyond that
   * inch goes with the bucket.
   */
  private douse(w: BandWorld, c: number, s: number): void {
    this.buckets++;
    if (s >= 0) {
      const n = this.neighbours[s];
      if (n.front > 0) {
        n.front = Math.max(0, n.front - BUCKET);
        w.log?.say(w.turn, `${w.names[c]} throws a bucket on the fire in the ${n.name}`);
      } else {
        n.lit = false;
        this.putOut++;
        w.log?.say(w.turn, `${w.names[c]} throws a bucket: the fire in the ${n.name} is out`);
      }
      return;
    }
    let left = BUCKET;
    const off = Math.min(left, this.across);
    this.across -= off;
    left -= off;
    if (left > 0 && this.hi - this.lo > 0) {
      const fromEast =
        this.wind === EAST ||
        (this.wind !== WEST && this.hi - this.origin >= this.origin - this.lo);
      if (fromEast) this.hi = Math.max(this.lo, this.hi - left);
      else this.lo = Math.min(this.hi, this.lo + left);
      left = 0;
    }
    if (left > 0 || this.state === SMOULDERING) {
      this.state = NOT_LIT;
      this.putOut++;
      w.log?.say(w.turn, `${w.names[c]} throws a bucket: the fire is out`);
    } else w.log?.say(w.turn, `${w.names[c]} throws a bucket on the fire`);
  }

  /**
   * After the Activation roll: a smouldering fire catches, a burning one spreads; those in its
   * areas get out. Blown to the building's downwind end, the front runs on across a gap of at
   * most 1" to the next flammable structure there, which catches when it gets there and burns
   * toward its far end from the next Activation roll (§12 [L1986–1990]); so do those beyond.
   */
  spread(w: BandWorld, rng: Rng, rules: FieldRules): void {
    // Farthest first: a structure that catches now spreads from the next roll.
    for (let k = this.neighbours.length - 1; k >= 0; k--)
      this.spreadNeighbour(w, this.neighbours[k]);
    if (this.state !== NOT_LIT) this.spreadHere(w);
    for (let k = 0; k < this.holders.length; k++) {
      const c = this.holders[k],
        at = this.inside[k];
      if (!w.alive[c] || this.gotOut[c]) continue;
      if (at < 0 ? this.burning(this.areaOf(w.x[c])) : this.neighbours[at].burnsAt(w.x[c]))
        this.getOut(w, c, at, rng, rules);
    }
    if (this.destructible && this.state === BURNING && this.areasBurning() === this.areas) {
      this.state = DESTROYED;
      w.log?.say(w.turn, 'the building is on fire end to end: it is destroyed');
    }
  }

  /** The held building's own fire: it catches, or spreads, and may jump next door. */
  private spreadHere(w: BandWorld): void {
    const caught = this.state === SMOULDERING; // it catches now and spreads from the next roll
    if (caught) this.state = BURNING;
    else if (this.wind === EAST) this.hi += this.rate;
    else if (this.wind === WEST) this.lo -= this.rate;
    else if (this.wind === CALM) {
      this.lo -= this.calmRate;
      this.hi += this.calmRate;
    } else this.across = Math.min(AREA - 1, this.across + this.rate); // north or south: across its area, beyond the 1" it was set on
    this.lo = Math.max(
      this.wind === WEST && this.jumpsWest ? this.nextWest!.near : this.west,
      this.lo,
    );
    this.hi = Math.min(
      this.wind === EAST && this.jumpsEast ? this.nextEast!.near : this.east,
      this.hi,
    );
    if (!caught) this.jumpOn(w);
  }

  /**
   * The front at the building's downwind end, across the gap (it stops at the next wall), sets
   * the structure there alight; a wind blowing across the street carries it over a street of at
   * most 1" to the structure facing where it burns.
   */
  private jumpOn(w: BandWorld): void {
    if (this.wind === EAST && this.jumpsEast && this.hi >= this.nextEast!.near)
      this.catches(w, this.nextEast!);
    else if (this.wind === WEST && this.jumpsWest && this.lo <= this.nextWest!.near)
      this.catches(w, this.nextWest!);
    // Set from the street, a fire blown across it has run its 1" or less by the first spread.
    else if (this.wind === this.toStreet)
      for (const n of this.facing)
        if (this.hi >= n.near && this.lo <= n.far) this.catches(w, n, this.lo);
  }

  /** A neighbour on fire spreads toward its far end, and on across the next gap it can jump; across the street, across its area. */
  private spreadNeighbour(w: BandWorld, n: Neighbour): void {
    if (!n.lit) return;
    if (n.across) {
      n.front = Math.min(AREA - 1, n.front + n.rate);
      return;
    }
    const reach = n.jumps ? n.length + n.next!.gap : n.length;
    n.front = Math.min(reach, n.front + n.rate);
    if (n.jumps && n.front >= reach) this.catches(w, n.next!);
  }

  /** n catches (across the street, in the area facing x). */
  private catches(w: BandWorld, n: Neighbour, x = 0): void {
    if (n.lit) return;
    n.lit = true;
    n.front = 0;
    if (n.across) n.area = n.areaAt(Math.min(n.far, Math.max(n.near, x)));
    w.log?.say(w.turn, `the fire jumps to the ${n.name}: it catches`);
  }

  private areaOf(x: number): number {
    return Math.min(this.areas - 1, Math.max(0, Math.floor((x - this.west) / this.areaWidth)));
  }

  /** Whether area a is on fire: the burning stretch reaches into it. */
  burning(a: number): boolean {
    return (
      this.state >= BURNING &&
      this.lo <= this.west + (a + 1) * this.areaWidth &&
      this.hi >= this.west + a * this.areaWidth
    );
  }

  /** Areas on fire now. */
  areasBurning(): number {
    let k = 0;
    for (let a = 0; a < this.areas; a++) if (this.burning(a)) k++;
    return k;
  }

  /** FIRE_ENDS: not lit (or only smouldering), burning, or every area on fire. */
  end(): number {
    if (this.state < BURNING) return 0;
    return this.areasBurning() === this.areas ? 2 : 1;
  }

  /** c gets out of the fire (or the smoke) of the held building (at −1) or neighbour `at` into the street, in the open. */
  private getOut(w: BandWorld, c: number, at: number, rng: Rng, rules: FieldRules): void {
    this.gotOut[c] = 1;
    if (at < 0) this.drivenOut++;
    else this.drivenOutNextDoor++;
    const was = w.hidden[c];
    w.setCover(c, 'none');
    w.inCover[c] = 0;
    w.hidden[c] = 0;
    const n = at < 0 ? null : this.neighbours[at];
    // Out of a structure across the street, into the street between it and the building.
    w.place(c, w.x[c], this.line + this.out * (n?.across ? n.gap / 2 : NEXT_TO));
    w.log?.say(
      w.turn,
      `${w.names[c]} is ${(n?.sv ?? w.p.building!.sv) >= WILL_NOT_BURN ? 'smoked' : 'burnt'} out of the ${n?.name ?? 'building'}`,
    );
    if (was) rules.exposed(w, c, rng);
  }
}
