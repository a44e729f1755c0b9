/**
 * Absorbing Markov chains: t transient states, a absorbing states, the one-step transition
 * probabilities from transient states in Q (t × t, row-major) and R (t × a). Fights that run
 * until someone drops are such chains; their answers are the absorption probabilities
 * B = (I − Q)⁻¹ R, the expected number of steps (I − Q)⁻¹ 1, and, for a finite horizon, the
 * step at which each absorption happens.
 */
export class AbsorbingChain {
  readonly transient: number;
  readonly absorbing: number;
  readonly q: Float64Array;
  readonly r: Float64Array;

  constructor(transient: number, absorbing: number) {
    this.transient = transient;
    this.absorbing = absorbing;
    this.q = new Float64Array(transient * transient);
    this.r = new Float64Array(transient * absorbing);
  }

  /** Adds probability p to the step transient i → transient j. */
  toTransient(i: number, j: number, p: number): void {
    this.q[i * this.transient + j] += p;
  }

  /** Adds probability p to the step transient i → absorbing k. */
  toAbsorbing(i: number, k: number, p: number): void {
    this.r[i * this.absorbing + k] += p;
  }

  /** The largest deviation of a row's total from 1 (a well-built chain gives ~1e-16). */
  rowDefect(): number {
    let worst = 0;
    for (let i = 0; i < this.transient; i++) {
      let s = 0;
      for (let j = 0; j < this.transient; j++) s += this.q[i * this.transient + j];
      for (let k = 0; k < this.absorbing; k++) s += this.r[i * this.absorbing + k];
      worst = Math.max(worst, Math.abs(s - 1));
    }
    return worst;
  }

  private iMinusQ(): Float64Array {
    const t = this.transient;
    const m = new Float64Array(t * t);
    for (let i = 0; i < t * t; i++) m[i] = -this.q[i];
    for (let i = 0; i < t; i++) m[i * t + i] += 1;
    return m;
  }

  /** Absorption probabilities B (t × a, row-major): B[i][k] = P(end in k | start in i). */
  absorption(): Float64Array {
    return solve(this.iMinusQ(), this.r.slice(), this.transient, this.absorbing);
  }

  /** Expected steps before absorption from each transient state. */
  expectedSteps(): Float64Array {
    return solve(this.iMinusQ(), new Float64Array(this.transient).fill(1), this.transient, 1);
  }

  /**
   * A finite horizon from one start: absorbedAt[s * a + k] = P(absorbed in k at step s + 1),
   * `remaining` = P(still transient after `steps` steps), and `last` the probability of each
   * transient state after them (what is left standing when time runs out).
   */
  horizon(
    start: number,
    steps: number,
  ): { absorbedAt: Float64Array; remaining: number; last: Float64Array } {
    const t = this.transient,
      a = this.absorbing;
    // Q's nonzero entries row by row: a fight's state has a few dozen successors among
    // thousands, and skipping the zeros adds the same numbers in the same order.
    const rowStart = new Int32Array(t + 1);
    for (let i = 0; i < t; i++) {
      let nz = 0;
      for (let j = 0; j < t; j++) if (this.q[i * t + j] !== 0) nz++;
      rowStart[i + 1] = rowStart[i] + nz;
    }
    const col = new Int32Array(rowStart[t]);
    const val = new Float64Array(rowStart[t]);
    for (let i = 0, e = 0; i < t; i++)
      for (let j = 0; j < t; j++)
        if (this.q[i * t + j] !== 0) ((col[e] = j), (val[e++] = this.q[i * t + j]));
    let cur = new Float64Array(t);
    cur[start] = 1;
    const absorbedAt = new Float64Array(steps * a);
    for (let s = 0; s < steps; s++) {
      const next = new Float64Array(t);
      for (let i = 0; i < t; i++) {
        const p = cur[i];
        if (p === 0) continue;
        for (let e = rowStart[i]; e < rowStart[i + 1]; e++) next[col[e]] += p * val[e];
        for (let k = 0; k < a; k++) absorbedAt[s * a + k] += p * this.r[i * a + k];
      }
      cur = next;
    }
    let remaining = 0;
    for (let i = 0; i < t; i++) remaining += cur[i];
    return { absorbedAt, remaining, last: cur };
  }
}

/**
 * Solves A X = B by Gaussian elimination with partial pivoting (A is n × n, B is n × m, both
 * row-major and overwritten); returns X. Chains here have at most a few thousand states.
 */
export function solve(a: Float64Array, b: Float64Array, n: number, m: number): Float64Array {
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(a[r * n + col]) > Math.abs(a[pivot * n + col])) pivot = r;
    if (Math.abs(a[pivot * n + col]) < 1e-300)
      throw new Error('markov: singular system (a transient state can never be left)');
    if (pivot !== col) {
      for (let k = 0; k < n; k++)
        [a[col * n + k], a[pivot * n + k]] = [a[pivot * n + k], a[col * n + k]];
      for (let k = 0; k < m; k++)
        [b[col * m + k], b[pivot * m + k]] = [b[pivot * m + k], b[col * m + k]];
    }
    const d = a[col * n + col];
    for (let r = col + 1; r < n; r++) {
      const f = a[r * n + col] / d;
      if (f === 0) continue;
      for (let k = col; k < n; k++) a[r * n + k] -= f * a[col * n + k];
      for (let k = 0; k < m; k++) b[r * m + k] -= f * b[col * m + k];
    }
  }
  const x = new Float64Array(n * m);
  for (let r = n - 1; r >= 0; r--) {
    for (let k = 0; k < m; k++) {
      let s = b[r * m + k];
      for (let c = r + 1; c < n; c++) s -= a[r * n + c] * x[c * m + k];
      x[r * m + k] = s / a[r * n + r];
    }
  }
  return x;
}
