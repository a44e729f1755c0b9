import { Z95 } from '../../core/stats.ts';

/** One pairing's result: i's share of the points against j (draws count half), over n games. */
export interface Pairing {
  i: number;
  j: number;
  score: number;
  n: number;
}

export interface Ratings {
  /** Log-strength of each entrant, centred on 0: P(i beats j) = 1 / (1 + exp(θj − θi)). */
  theta: number[];
  /** Covariance of theta (zero for exact scores). */
  cov: number[][];
}

/**
 * Bradley–Terry fit by Hunter's MM algorithm (2004): πi ← Wi / Σj nij / (πi + πj), where Wi
 * is i's points over all its games; then centred log-strengths. The covariance is the inverse
 * Fisher information H = Σ nij pij (1 − pij) (ei − ej)(ei − ej)ᵀ, taken under the sum-zero
 * constraint (pseudo-inverse), so it is the sampling spread of the fit when the scores are
 * simulated. Exact scores (n = Infinity) have none. When some are exact and some simulated,
 * every pairing weighs as many games as the simulated ones (as it does when all are one or
 * the other), and only the simulated ones spread the fit: the sandwich H⁺ V H⁺, with V the
 * same sum over the simulated pairings alone.
 */
export function bradleyTerry(k: number, pairings: Pairing[]): Ratings {
  const simulated = pairings.filter((p) => Number.isFinite(p.n));
  const exact = simulated.length === 0;
  const exactGames = exact ? 1 : Math.max(...simulated.map((p) => p.n));
  const games = (p: Pairing) => (Number.isFinite(p.n) ? p.n : exactGames);
  const wins = new Float64Array(k);
  for (const p of pairings) {
    wins[p.i] += games(p) * p.score;
    wins[p.j] += games(p) * (1 - p.score);
  }
  // A small prior (half a game against the average entrant; next to nothing for exact
  // scores) keeps undefeated and winless entrants finite.
  const prior = exact ? 1e-9 : 0.5;
  let pi = new Float64Array(k).fill(1);
  for (let it = 0; it < 10_000; it++) {
    const next = new Float64Array(k);
    for (let i = 0; i < k; i++) {
      let denom = (2 * prior) / (pi[i] + 1);
      for (const p of pairings) {
        if (p.i === i) denom += games(p) / (pi[i] + pi[p.j]);
        else if (p.j === i) denom += games(p) / (pi[i] + pi[p.i]);
      }
      next[i] = (wins[i] + prior) / denom;
    }
    const g = Math.exp(next.reduce((a, x) => a + Math.log(x), 0) / k);
    let change = 0;
    for (let i = 0; i < k; i++) {
      next[i] /= g;
      change = Math.max(change, Math.abs(Math.log(next[i] / pi[i])));
    }
    pi = next;
    if (change < 1e-12) break;
  }
  const theta = Array.from(pi, Math.log);
  const cov = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  if (exact) return { theta, cov };
  const information = (list: Pairing[]) => {
    const info = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const p of list) {
      const q = 1 / (1 + Math.exp(theta[p.j] - theta[p.i]));
      const w = games(p) * q * (1 - q);
      info[p.i][p.i] += w;
      info[p.j][p.j] += w;
      info[p.i][p.j] -= w;
      info[p.j][p.i] -= w;
    }
    return info;
  };
  // (I + J/k)⁻¹ − J/k is the pseudo-inverse on the sum-zero subspace (J: all ones).
  const m = information(pairings).map((row) => row.map((v) => v + 1 / k));
  const inv = invert(m);
  for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) cov[i][j] = inv[i][j] - 1 / k;
  if (simulated.length === pairings.length) return { theta, cov };
  return { theta, cov: product(product(cov, information(simulated)), cov) };
}

function product(a: number[][], b: number[][]): number[][] {
  return a.map((row) => b[0].map((_, j) => row.reduce((s, x, l) => s + x * b[l][j], 0)));
}

function invert(a: number[][]): number[][] {
  const n = a.length;
  const m = a.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[piv][c])) piv = r;
    [m[c], m[piv]] = [m[piv], m[c]];
    const d = m[c][c];
    for (let j = 0; j < 2 * n; j++) m[c][j] /= d;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c];
      if (f !== 0) for (let j = 0; j < 2 * n; j++) m[r][j] -= f * m[c][j];
    }
  }
  return m.map((row) => row.slice(n));
}

/** Log-strength in Elo-style points (400 points: ten-to-one odds), the scale players know. */
export const ELO = 400 / Math.LN10;

/**
 * Tiers from ratings: sorted strongest first, an entrant joins the tier of the one above it
 * unless it is significantly weaker than the tier's strongest (95% interval of the
 * difference excludes 0). Exact ratings tie only when equal.
 */
export function tiers(r: Ratings): number[] {
  const order = r.theta.map((_, i) => i).sort((a, b) => r.theta[b] - r.theta[a]);
  const tierOf = new Array<number>(r.theta.length).fill(0);
  let tier = 0;
  let head = order[0];
  for (const i of order) {
    const d = r.theta[head] - r.theta[i];
    const sd = Math.sqrt(Math.max(0, r.cov[head][head] + r.cov[i][i] - 2 * r.cov[head][i]));
    if (d > Z95 * sd + 1e-9) {
      tier++;
      head = i;
    }
    tierOf[i] = tier;
  }
  return tierOf;
}
