import { DRAW_STATES } from '../draw/setup.ts';
import { PAIR_CODES } from './gf1-state.ts';

/*
 * A GF-1's turns (markov.ts) as the horizon needs them: each state's activations and frozen
 * turn as steps to other states, and the first turns played out from the Draw.
 */

/**
 * Outcomes with their probabilities, as parallel arrays: a state code (≥ 0), an end −1 − k,
 * or (inside an exchange, markov.ts) a return fire.
 */
export class Dist {
  k: number[] = [];
  p: number[] = [];
  add(k: number, p: number): void {
    if (p === 0) return;
    const i = this.k.indexOf(k);
    if (i >= 0) this.p[i] += p;
    else (this.k.push(k), this.p.push(p));
  }
}

/**
 * The ways a turn's activation dice go: doubles (both frozen), nobody's die under his Rep,
 * one figure alone (ALONE + c), or c first and then the other (THEN + c).
 */
export const FROZEN = 0,
  IDLE = 1,
  ALONE = 2,
  THEN = 4,
  TURN_WAYS = 6;
/** The ways a GF-1 can end: how each of the two figures finished (DRAW_STATES). */
export const ENDS_COUNT = DRAW_STATES.length ** 2;

/** What the turns below need of a GF-1 (markov.ts GunfightChain). */
export interface TurnModel {
  /** Game Turn 1, the Draw, from the start. */
  opening(d: Dist): void;
  /** One activation of figure c from a state. */
  activation(c: number, code: number): Dist;
  /** A turn of doubles from a state. */
  frozen(code: number): Dist;
  /** The index into `weights` of a state's turn. */
  weightsOf(code: number): number;
  /** P(each way a turn goes: TURN_WAYS), by weightsOf, two apiece: + 1 with a frozen turn counted as idle. */
  readonly weights: Float64Array[];
}

/** Growable parallel arrays of steps: next (a row ≥ 0, or an end −1 − k) and probability. */
class Steps {
  col = new Int32Array(1 << 16);
  val = new Float64Array(1 << 16);
  n = 0;
  push(j: number, p: number): void {
    if (this.n === this.col.length) {
      const col = new Int32Array(this.n * 2),
        val = new Float64Array(this.n * 2);
      col.set(this.col);
      val.set(this.val);
      [this.col, this.val] = [col, val];
    }
    this.col[this.n] = j;
    this.val[this.n++] = p;
  }
}

/**
 * The chain from the Draw on, over the states in the order they are first reached: for each
 * state (row), its turn's weights and the steps of each figure's activation and of a frozen
 * turn. A turn is not multiplied out into one step per state: the turn's second activation
 * starts from wherever the first left the state, so the horizon takes a turn in two halves.
 */
export function buildChain(chain: TurnModel) {
  const row = new Int32Array(PAIR_CODES).fill(-1);
  const states: number[] = [];
  const rowOf = (k: number) => {
    if (k < 0) return k;
    if (row[k] < 0) row[k] = states.push(k) - 1;
    return row[k];
  };
  const opening = new Dist();
  chain.opening(opening);
  const draw = opening.k.map(rowOf);
  const acts = new Steps(),
    frozen = new Steps();
  const actStart = [0],
    frozenStart = [0],
    weights: number[] = [];
  const put = (to: Steps, d: Dist) => {
    for (let i = 0; i < d.k.length; i++) to.push(rowOf(d.k[i]), d.p[i]);
  };
  for (let q = 0; q < states.length; q++) {
    const code = states[q];
    for (let c = 0; c < 2; c++) {
      put(acts, chain.activation(c, code));
      actStart.push(acts.n);
    }
    // A frozen turn that reloads nothing leaves the state as it is, as an idle one does.
    const f = chain.frozen(code);
    const still = f.k.length === 1 && f.k[0] === code;
    if (!still) put(frozen, f);
    frozenStart.push(frozen.n);
    weights.push(chain.weightsOf(code) * 2 + (still ? 1 : 0));
  }
  return {
    states,
    draw: { col: Int32Array.from(draw), val: Float64Array.from(opening.p) },
    weights: Uint8Array.from(weights),
    table: chain.weights,
    actStart: Int32Array.from(actStart),
    acts,
    frozenStart: Int32Array.from(frozenStart),
    frozen,
  };
}

type Built = ReturnType<typeof buildChain>;

/**
 * The first `turns` turns (the Draw the first): absorbedAt[s × ENDS_COUNT + k] = P(the fight
 * ends as k in turn s + 1), and `last` P(each state) when time runs out.
 */
export function horizonOf(
  b: Built,
  turns: number,
): { absorbedAt: Float64Array; last: Float64Array } {
  const t = b.states.length;
  const absorbedAt = new Float64Array(turns * ENDS_COUNT);
  let cur = new Float64Array(t),
    next = new Float64Array(t);
  const mid = [new Float64Array(t), new Float64Array(t)];
  for (let e = 0; e < b.draw.col.length; e++) {
    const j = b.draw.col[e];
    if (j >= 0) cur[j] += b.draw.val[e];
    else absorbedAt[-1 - j] += b.draw.val[e];
  }
  const { actStart, frozenStart } = b;
  const ac = b.acts.col,
    av = b.acts.val,
    fc = b.frozen.col,
    fv = b.frozen.val;
  for (let s = 1; s < turns; s++) {
    const at = s * ENDS_COUNT;
    for (let i = 0; i < t; i++) {
      const p = cur[i];
      if (p === 0) continue;
      const w = b.table[b.weights[i]];
      next[i] += p * w[IDLE];
      const pf = p * w[FROZEN];
      for (let e = frozenStart[i]; e < frozenStart[i + 1]; e++) {
        const j = fc[e];
        if (j >= 0) next[j] += pf * fv[e];
        else absorbedAt[at - 1 - j] += pf * fv[e];
      }
      for (let c = 0; c < 2; c++) {
        const alone = p * w[ALONE + c],
          then = p * w[THEN + c];
        const m = mid[1 - c];
        for (let e = actStart[i * 2 + c]; e < actStart[i * 2 + c + 1]; e++) {
          const j = ac[e];
          if (j >= 0) {
            next[j] += alone * av[e];
            m[j] += then * av[e];
          } else absorbedAt[at - 1 - j] += (alone + then) * av[e];
        }
      }
    }
    // The second figure to act, from wherever the first left the state.
    for (let c = 0; c < 2; c++) {
      const m = mid[c];
      for (let i = 0; i < t; i++) {
        const p = m[i];
        if (p === 0) continue;
        m[i] = 0;
        for (let e = actStart[i * 2 + c]; e < actStart[i * 2 + c + 1]; e++) {
          const j = ac[e];
          if (j >= 0) next[j] += p * av[e];
          else absorbedAt[at - 1 - j] += p * av[e];
        }
      }
    }
    [cur, next] = [next, cur];
    next.fill(0);
  }
  return { absorbedAt, last: cur };
}
