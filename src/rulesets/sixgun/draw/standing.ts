import { STATE } from '../damage.ts';
import { CALM, SLOTS, STANDING, SURRENDERS, UNTOUCHED } from './effect.ts';

/*
 * Who is still in the fight after the Draw, every figure at once, for two to four figures.
 * exact.ts multiplies each figure's pair Effects into one, which is right for each figure on
 * its own, but three things tie figures together: a winner's 3, which kills every figure it
 * beats by 2 or more at the same moment (six-gun-sound.md §7.1 step 5); the first ≥3 result,
 * whose Got the Drop and re-draw decide both its figures' fates (step 6); and a held unmanned
 * figure's Got the Drop and re-draw with its holder (step 1). Given the Flinch results and the
 * main round's passes, all else is independent per figure. So each of those three is kept as a
 * Coupling, a few Cases with their chances, each multiplying some figures' Effects; the joint
 * is the sum, over every choice of one Case per Coupling, of the product of each figure's
 * chance of standing or not. The dice are thus enumerated per figure (passes, whether a 3 is
 * among them) rather than jointly with every damage roll, which keeps four figures small.
 */

interface Case {
  p: number;
  figs: number[];
  effects: Float64Array[];
}
type Coupling = Case[];

/** What a re-draw did to each of its two figures when it lost it: P(lost), and its Effect then. */
export interface Lost {
  figs: [number, number];
  p: [number, number];
  /** Effect given that the figure lost the re-draw (CALM 0: it was out-drawn). */
  effects: [Float64Array, Float64Array];
  /** Its Cases after a main-round Got the Drop test, by the figure taking it (kept: many outcomes lead to it). */
  cases?: Map<number, Coupling>;
}

/** A figure out-drawn and killed by a 3 (slots 0–5 zero). */
const KILLED = Float64Array.of(0, 0, 0, 0, 0, 0, 1);

/**
 * P(the figure ends the Draw still in the fight: wounded, or unhurt and neither surrendered nor
 * run away on Been Shot At) from its Effect; linear in the Effect, as the Draw states are.
 */
export function upOf(e: Float64Array, runaway: number): number {
  const shaken = e[STANDING] - e[CALM];
  return e[STATE.chestWounded] - e[STATE.unhurt] + e[CALM] + shaken * (1 - runaway);
}

/** The Cases of a Got the Drop test given up with chance `give`, else a re-draw. */
function dropCases(lose: number, give: number, r: Lost): Coupling {
  const cases: Coupling = [{ p: give, figs: [lose], effects: [SURRENDERS] }];
  let rest = 1;
  for (const x of [0, 1]) {
    rest -= r.p[x];
    cases.push({ p: (1 - give) * r.p[x], figs: [r.figs[x]], effects: [r.effects[x]] });
  }
  cases.push({ p: (1 - give) * rest, figs: [], effects: [] });
  return cases.filter((c) => c.p > 0);
}

/**
 * The joint of who stands, filled one main-round outcome at a time into `out`, indexed by the
 * bit mask of the figures still in the fight.
 */
export class StandingJoint {
  /** Per figure: the product of the Effects that tie it to nobody else. */
  readonly own: Float64Array[];
  private held: Coupling[] = [];
  private couplings: Coupling[] = [];
  /** Per winner: P(no 3 among its passes), and whom it beat by 2 or more with what damage CDF. */
  private readonly noThree: Float64Array;
  private readonly victims: { lose: number; cdf: Float64Array }[][];
  private readonly gone: Uint8Array;
  /** The Effect of a hit, per damage CDF (each pair's CDFs are worked out once per Draw). */
  private readonly hits = new Map<Float64Array, Float64Array>();
  /** Effects along the enumeration, per depth and figure. */
  private readonly stack: Float64Array[][] = [];
  private readonly up: Float64Array;

  constructor(
    private readonly n: number,
    private readonly runaway: number[],
    readonly out: Float64Array,
  ) {
    this.own = Array.from({ length: n }, () => UNTOUCHED.slice());
    this.noThree = new Float64Array(n);
    this.victims = Array.from({ length: n }, () => []);
    this.gone = new Uint8Array(n);
    this.up = new Float64Array(n);
  }

  /** A new set of Flinch results. */
  flinched(): void {
    this.held = [];
    this.gone.fill(0);
  }

  /** Unmanned and let go: out of the fight whatever happens. */
  leaves(u: number): void {
    this.gone[u] = 1;
  }

  /** Unmanned and held: Got the Drop (given up with chance `give`), else the re-draw r. */
  holds(u: number, give: number, r: Lost): void {
    this.held.push(dropCases(u, give, r));
  }

  /** A new main-round outcome (every rolling figure's passes). */
  start(): void {
    for (const e of this.own) e.set(UNTOUCHED);
    this.couplings.length = 0;
    this.couplings.push(...this.held);
    for (const v of this.victims) v.length = 0;
  }

  /** The first ≥3 result: `lose` takes Got the Drop, else the re-draw r. */
  drop(lose: number, give: number, r: Lost): void {
    const cases = (r.cases ??= new Map());
    let c = cases.get(lose);
    if (!c) cases.set(lose, (c = dropCases(lose, give, r)));
    this.couplings.push(c);
  }

  /** `lose` out-drawn and hit with damage CDF `cdf`, on its own. */
  hit(lose: number, cdf: Float64Array): void {
    const e = this.own[lose];
    for (let h = 0; h < STATE.od; h++) e[h] *= cdf[h];
    e[STANDING] *= cdf[STATE.unhurt];
    e[CALM] = 0;
  }

  /** `lose` beaten by 2 or more by `win`: dead if a 3 is among win's passes (chance 1 − noThree), else damage CDF `cdf`. */
  killOrHit(win: number, lose: number, noThree: number, cdf: Float64Array): void {
    this.own[lose][CALM] = 0;
    this.noThree[win] = noThree;
    this.victims[win].push({ lose, cdf });
  }

  /** Adds this outcome, of probability q, to the joint. */
  settle(q: number): void {
    for (let w = 0; w < this.n; w++) {
      const v = this.victims[w];
      if (v.length === 1) {
        // One victim: the 3 ties it to nobody, so it is a mixture, as in exact.ts.
        const { lose, cdf } = v[0];
        this.hit(lose, cdf);
        const e = this.own[lose];
        for (let h = 0; h < STATE.od; h++) e[h] *= this.noThree[w];
        e[STANDING] *= this.noThree[w];
      } else if (v.length > 1) {
        const dead: Case = { p: 1 - this.noThree[w], figs: [], effects: [] };
        const hit: Case = { p: this.noThree[w], figs: [], effects: [] };
        for (const { lose, cdf } of v) {
          dead.figs.push(lose);
          dead.effects.push(KILLED);
          hit.figs.push(lose);
          hit.effects.push(this.hitOf(cdf));
        }
        this.couplings.push([dead, hit]);
      }
    }
    this.enumerate(0, q, this.own);
  }

  private hitOf(cdf: Float64Array): Float64Array {
    let e = this.hits.get(cdf);
    if (!e) {
      e = UNTOUCHED.slice();
      for (let h = 0; h < STATE.od; h++) e[h] = cdf[h];
      e[STANDING] = cdf[STATE.unhurt];
      this.hits.set(cdf, e);
    }
    return e;
  }

  private enumerate(depth: number, q: number, eff: Float64Array[]): void {
    if (depth === this.couplings.length) return this.leaf(q, eff);
    const next = (this.stack[depth] ??= Array.from(
      { length: this.n },
      () => new Float64Array(SLOTS),
    ));
    for (const c of this.couplings[depth]) {
      for (let i = 0; i < this.n; i++) next[i].set(eff[i]);
      for (let j = 0; j < c.figs.length; j++) {
        const e = next[c.figs[j]],
          by = c.effects[j];
        for (let y = 0; y < SLOTS; y++) e[y] *= by[y];
      }
      this.enumerate(depth + 1, q * c.p, next);
    }
  }

  private leaf(q: number, eff: Float64Array[]): void {
    const n = this.n;
    for (let i = 0; i < n; i++) this.up[i] = this.gone[i] ? 0 : upOf(eff[i], this.runaway[i]);
    for (let mask = 0; mask < 1 << n; mask++) {
      let p = q;
      for (let i = 0; i < n; i++) p *= (mask >> i) & 1 ? this.up[i] : 1 - this.up[i];
      this.out[mask] += p;
    }
  }
}
