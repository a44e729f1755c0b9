/**
 * Exact discrete distributions over consecutive integers: p[i] is the probability of the
 * outcome `offset + i`. Every operation returns a new distribution; none samples.
 */
export class Dist {
  readonly offset: number;
  readonly p: Float64Array;

  constructor(offset: number, p: Float64Array) {
    this.offset = offset;
    this.p = p;
  }

  get min(): number {
    return this.offset;
  }

  get max(): number {
    return this.offset + this.p.length - 1;
  }

  /** P(outcome = k). */
  at(k: number): number {
    const i = k - this.offset;
    return i >= 0 && i < this.p.length ? this.p[i] : 0;
  }

  /** P(outcome ≥ k). */
  atLeast(k: number): number {
    let s = 0;
    for (let i = Math.max(0, k - this.offset); i < this.p.length; i++) s += this.p[i];
    return s;
  }

  /** P(outcome ≤ k). */
  atMost(k: number): number {
    let s = 0;
    const end = Math.min(this.p.length - 1, k - this.offset);
    for (let i = 0; i <= end; i++) s += this.p[i];
    return s;
  }

  mean(): number {
    let s = 0;
    for (let i = 0; i < this.p.length; i++) s += (this.offset + i) * this.p[i];
    return s;
  }

  variance(): number {
    const m = this.mean();
    let s = 0;
    for (let i = 0; i < this.p.length; i++) s += (this.offset + i - m) ** 2 * this.p[i];
    return s;
  }

  total(): number {
    let s = 0;
    for (let i = 0; i < this.p.length; i++) s += this.p[i];
    return s;
  }

  /** Outcome → probability, omitting impossible outcomes. */
  toRecord(): Record<string, number> {
    const out: Record<string, number> = {};
    for (let i = 0; i < this.p.length; i++)
      if (this.p[i] > 0) out[String(this.offset + i)] = this.p[i];
    return out;
  }
}

/** A distribution from outcome → weight pairs (weights need not be normalised). */
export function fromWeights(weights: Iterable<readonly [number, number]>): Dist {
  const entries = [...weights];
  if (entries.length === 0) throw new Error('fromWeights: no outcomes');
  let lo = Infinity,
    hi = -Infinity,
    total = 0;
  for (const [k, w] of entries) {
    if (!Number.isInteger(k)) throw new Error(`fromWeights: outcome ${k} is not an integer`);
    lo = Math.min(lo, k);
    hi = Math.max(hi, k);
    total += w;
  }
  const p = new Float64Array(hi - lo + 1);
  for (const [k, w] of entries) p[k - lo] += w / total;
  return new Dist(lo, p);
}

export function constant(k: number): Dist {
  return new Dist(k, Float64Array.of(1));
}

/** A fair die with faces 1..sides. */
export function die(sides: number): Dist {
  return new Dist(1, new Float64Array(sides).fill(1 / sides));
}

/** The distribution of X + Y for independent X and Y. */
export function convolve(a: Dist, b: Dist): Dist {
  const p = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    const ai = a.p[i];
    if (ai === 0) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j] += ai * b.p[j];
  }
  return new Dist(a.offset + b.offset, p);
}

/** The sum of n independent copies of d (n ≥ 0), by repeated squaring. */
export function sumOf(d: Dist, n: number): Dist {
  let result = constant(0);
  let base = d;
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) result = convolve(result, base);
    if (k > 1) base = convolve(base, base);
  }
  return result;
}

/** The distribution of f(X). */
export function map(d: Dist, f: (k: number) => number): Dist {
  const pairs: [number, number][] = [];
  for (let i = 0; i < d.p.length; i++) if (d.p[i] > 0) pairs.push([f(d.offset + i), d.p[i]]);
  return fromWeights(pairs);
}

/** A weighted mixture of distributions (weights are normalised). */
export function mixture(parts: readonly (readonly [number, Dist])[]): Dist {
  const pairs: [number, number][] = [];
  for (const [w, d] of parts) {
    if (w === 0) continue;
    for (let i = 0; i < d.p.length; i++) if (d.p[i] > 0) pairs.push([d.offset + i, w * d.p[i]]);
  }
  return fromWeights(pairs);
}

/** For each outcome k of X, the distribution `then(k)`; the result is the mixture over X. */
export function chain(d: Dist, then: (k: number) => Dist): Dist {
  const parts: [number, Dist][] = [];
  for (let i = 0; i < d.p.length; i++) if (d.p[i] > 0) parts.push([d.p[i], then(d.offset + i)]);
  return mixture(parts);
}

/** The number of successes among n independent trials of probability p (binomial). */
export function successes(n: number, p: number): Dist {
  const out = new Float64Array(n + 1);
  out[0] = 1;
  for (let t = 0; t < n; t++) {
    for (let k = t + 1; k > 0; k--) out[k] = out[k] * (1 - p) + out[k - 1] * p;
    out[0] *= 1 - p;
  }
  return new Dist(0, out);
}

/** P(X > Y), P(X = Y), P(X < Y) for independent X and Y. */
export function compare(a: Dist, b: Dist): { greater: number; equal: number; less: number } {
  let greater = 0,
    equal = 0,
    less = 0;
  for (let i = 0; i < a.p.length; i++) {
    const x = a.offset + i;
    for (let j = 0; j < b.p.length; j++) {
      const w = a.p[i] * b.p[j];
      const y = b.offset + j;
      if (x > y) greater += w;
      else if (x < y) less += w;
      else equal += w;
    }
  }
  return { greater, equal, less };
}

/** The distribution of X − Y for independent X and Y. */
export function difference(a: Dist, b: Dist): Dist {
  const negB = new Dist(-b.max, Float64Array.from(b.p).reverse());
  return convolve(a, negB);
}
