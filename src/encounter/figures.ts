import type { Battlefield } from './battlefield.ts';
import type { FallGrid } from './fall-grid.ts';

/** Why a figure is no longer acting: it stands (ACTIVE), is down, is out of the fight, or fled. */
export const ACTIVE = 0,
  DOWN = 1,
  OUT = 2,
  FLED = 3;

/** A pair value not yet worked out (Figures.pairValue). */
export const UNKNOWN = -1;

export interface FigureSpec {
  name: string;
  side: number;
  x: number;
  y: number;
  /** Radians, 0 = east, counter-clockwise (default: toward the nearest enemy). */
  facing?: number;
  /** The group it activates with (activation dice, group chits); −1 for none. */
  group?: number;
}

export interface FiguresSpec {
  sideNames: string[];
  figures: FigureSpec[];
  battlefield: Battlefield;
  /** Centre-to-centre distance at which two enemies are in base contact. */
  contact: number;
}

/**
 * The figures of an encounter as typed columns (index = figure): side, status, position,
 * facing, the distances between them and which enemies touch. A ruleset's world extends this
 * class with its own columns. Built once per run; `resetFigures` puts every trial back at the
 * start without allocating.
 */
export class Figures {
  readonly n: number;
  readonly sides: number;
  readonly names: string[];
  readonly sideNames: string[];
  readonly bf: Battlefield;
  readonly contact: number;
  readonly side: Int32Array;
  readonly group: Int32Array;
  readonly x0: Float64Array;
  readonly y0: Float64Array;
  readonly facing0: Float64Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly facing: Float64Array;
  /** 1 while the figure acts (status ACTIVE), kept beside `status` because every loop asks. */
  readonly alive: Uint8Array;
  readonly status: Uint8Array;
  /** Distances between figures (n × n) in the battlefield's metric, refreshed whenever one moves. */
  readonly dd: Float64Array;
  /** Enemy pairs standing in base contact (n × n), and each figure's count of them. */
  readonly touching: Uint8Array;
  readonly contacts: Int32Array;
  /**
   * A value per ordered pair (a · n + b) that a ruleset works out from where a and b stand
   * (sight, range band, cover), kept until either of them moves; UNKNOWN until worked out.
   * See pairValue and keepPairValue.
   */
  readonly pair: Int32Array;
  /** Figures acting per side, and sides with anyone acting (kept up to date by `remove`). */
  readonly standing: Int32Array;
  sidesLeft = 0;
  turn = 0;
  /** The side that first damaged an enemy, −1 until then. */
  firstBlood = -1;
  /** Where figures fell, counted only while a battle map is drawn (battle-map.ts); else null. */
  fallen: FallGrid | null = null;
  private readonly dd0: Float64Array;
  private readonly touching0: Uint8Array;
  private readonly contacts0: Int32Array;
  /** The pair values worked out while both figures stood at their starts: every trial starts from them. */
  private readonly pair0: Int32Array;
  /** 1 once the figure has left its start this trial (its pair values then hold for this trial only). */
  private readonly moved: Uint8Array;
  /**
   * Whether distances, contacts or pair values changed this trial: a ruleset that never moves
   * figures through `place` (Cowboys II keeps its own squares) then skips their n² reset.
   */
  private pairsChanged = true;
  private readonly euclid: boolean;
  /** No terrain blocks or limits sight: every figure sees every other. */
  private readonly open: boolean;

  constructor(spec: FiguresSpec) {
    const figs = spec.figures;
    const n = (this.n = figs.length);
    this.sides = spec.sideNames.length;
    this.sideNames = spec.sideNames;
    this.names = figs.map((f) => f.name);
    this.bf = spec.battlefield;
    this.euclid = this.bf.metric === 'euclidean';
    this.open = this.bf.sights === 0 && !this.bf.hasObscuring;
    this.contact = spec.contact;
    this.side = Int32Array.from(figs, (f) => f.side);
    this.group = Int32Array.from(figs, (f) => f.group ?? -1);
    this.x0 = Float64Array.from(figs, (f) => f.x);
    this.y0 = Float64Array.from(figs, (f) => f.y);
    this.x = Float64Array.from(this.x0);
    this.y = Float64Array.from(this.y0);
    this.alive = new Uint8Array(n).fill(1);
    this.status = new Uint8Array(n);
    this.dd = new Float64Array(n * n);
    this.touching = new Uint8Array(n * n);
    this.contacts = new Int32Array(n);
    this.standing = new Int32Array(this.sides);
    this.pair = new Int32Array(n * n).fill(UNKNOWN);
    this.pair0 = new Int32Array(n * n).fill(UNKNOWN);
    this.moved = new Uint8Array(n);
    for (let c = 0; c < n; c++) this.refreshDist(c);
    this.moved.fill(0);
    this.facing0 = Float64Array.from(figs, (f, c) => f.facing ?? this.towardNearestEnemy(c));
    this.facing = Float64Array.from(this.facing0);
    this.dd0 = this.dd.slice();
    this.touching0 = this.touching.slice();
    this.contacts0 = this.contacts.slice();
  }

  /** Every figure back at its start: placed, acting, facing as set up. */
  resetFigures(): void {
    for (let c = 0; c < this.n; c++) {
      this.x[c] = this.x0[c];
      this.y[c] = this.y0[c];
      this.facing[c] = this.facing0[c];
      this.alive[c] = 1;
      this.status[c] = ACTIVE;
      this.moved[c] = 0;
    }
    if (this.pairsChanged) {
      for (let c = 0; c < this.n; c++) this.contacts[c] = this.contacts0[c];
      for (let k = 0; k < this.dd.length; k++) {
        this.dd[k] = this.dd0[k];
        this.touching[k] = this.touching0[k];
        this.pair[k] = this.pair0[k];
      }
      this.pairsChanged = false;
    }
    for (let s = 0; s < this.sides; s++) this.standing[s] = 0;
    for (let c = 0; c < this.n; c++) this.standing[this.side[c]]++;
    this.sidesLeft = this.sides;
    this.turn = 0;
    this.firstBlood = -1;
  }

  /**
   * Makes the places now in x0 and y0 the figures' start (a set-up rolled per trial moved
   * them): the starting distances and contacts follow, and every figure faces its nearest
   * enemy. n² work: once per set-up, not per move.
   */
  setStarts(): void {
    for (let c = 0; c < this.n; c++) {
      this.x[c] = this.x0[c];
      this.y[c] = this.y0[c];
      this.alive[c] = 1;
    }
    for (let c = 0; c < this.n; c++) this.refreshDist(c);
    for (let c = 0; c < this.n; c++) this.facing0[c] = this.towardNearestEnemy(c);
    this.moved.fill(0);
    this.pair0.fill(UNKNOWN);
    this.pair.fill(UNKNOWN);
    this.dd0.set(this.dd);
    this.touching0.set(this.touching);
    this.contacts0.set(this.contacts);
  }

  dist(a: number, b: number): number {
    return this.dd[a * this.n + b];
  }

  /**
   * The value a ruleset kept for the pair (a, b) with keepPairValue, or UNKNOWN if it has
   * none since either of them last moved.
   */
  pairValue(a: number, b: number): number {
    return this.pair[a * this.n + b];
  }

  /**
   * Keeps v (≥ 0), worked out from where a and b stand and from nothing else that changes
   * during a fight, until a or b moves (refreshDist, place); while both stand at their starts
   * it also holds for every later trial.
   */
  keepPairValue(a: number, b: number, v: number): void {
    const k = a * this.n + b;
    this.pairsChanged = true;
    this.pair[k] = v;
    if (!this.moved[a] && !this.moved[b]) this.pair0[k] = v;
  }

  /** Recomputes c's distances and contacts after c moved (or was placed), and forgets its pair values. */
  refreshDist(c: number): void {
    const n = this.n;
    this.moved[c] = 1;
    this.pairsChanged = true;
    for (let e = 0; e < n; e++) {
      this.pair[c * n + e] = this.pair[e * n + c] = UNKNOWN;
      const dx = this.x[c] - this.x[e],
        dy = this.y[c] - this.y[e];
      const d = this.euclid
        ? Math.sqrt(dx * dx + dy * dy)
        : this.bf.distance(this.x[c], this.y[c], this.x[e], this.y[e]);
      this.dd[c * n + e] = this.dd[e * n + c] = d;
      const touch =
        this.alive[c] && this.alive[e] && this.side[e] !== this.side[c] && d <= this.contact + 1e-9
          ? 1
          : 0;
      if (touch !== this.touching[c * n + e]) this.touch(c, e, touch);
    }
  }

  private touch(a: number, b: number, on: number): void {
    this.pairsChanged = true;
    this.touching[a * this.n + b] = this.touching[b * this.n + a] = on;
    const step = on ? 1 : -1;
    this.contacts[a] += step;
    this.contacts[b] += step;
  }

  /** Moves c to (x, y), facing the way it went. */
  place(c: number, x: number, y: number): void {
    if (x !== this.x[c] || y !== this.y[c])
      this.facing[c] = Math.atan2(y - this.y[c], x - this.x[c]);
    this.x[c] = x;
    this.y[c] = y;
    this.refreshDist(c);
  }

  /** Whether a and b are acting enemies in base contact. */
  inContact(a: number, b: number): boolean {
    return this.touching[a * this.n + b] === 1;
  }

  /** In base contact with an acting enemy. */
  engaged(c: number): boolean {
    return this.contacts[c] > 0;
  }

  /** Whether a could see b from where they stand (no terrain in between). */
  canSee(a: number, b: number): boolean {
    return this.open || this.bf.lineOfSight(this.x[a], this.y[a], this.x[b], this.y[b]);
  }

  /** Takes c out of the fight (DOWN, OUT or FLED). */
  remove(c: number, why: number = OUT): void {
    if (this.fallen !== null && why !== FLED) this.fallen.add(this.x[c], this.y[c]);
    this.alive[c] = 0;
    this.status[c] = why;
    for (let e = 0; e < this.n; e++) if (this.touching[c * this.n + e]) this.touch(c, e, 0);
    if (--this.standing[this.side[c]] === 0) this.sidesLeft--;
  }

  /** Sides with someone acting; the encounter is decided when at most one remains. */
  sidesStanding(): number {
    return this.sidesLeft;
  }

  /** The side of the first figure still acting, or −1. */
  winner(): number {
    for (let c = 0; c < this.n; c++) if (this.alive[c]) return this.side[c];
    return -1;
  }

  private towardNearestEnemy(c: number): number {
    let best = -1,
      bd = Infinity;
    for (let e = 0; e < this.n; e++) {
      if (this.side[e] === this.side[c]) continue;
      const d = this.dist(c, e);
      if (d < bd) ((bd = d), (best = e));
    }
    return best < 0 ? 0 : Math.atan2(this.y0[best] - this.y0[c], this.x0[best] - this.x0[c]);
  }
}
