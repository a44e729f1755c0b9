import { InputError } from '../../core/errors.ts';
import { chunkSizes, planChunkSize } from '../../engine/chunks.ts';
import type { Executor } from '../../engine/executor.ts';
import type { TierListSpec } from '../../scenario/balance-schema.ts';
import { cartesian } from '../../scenario/expand.ts';
import { bradleyTerry, ELO, tiers, type Pairing } from './bradley-terry.ts';
import type { Problem } from '../../rulesets/validate.ts';
import {
  accValue,
  chunkJob,
  exactValue,
  paramPath,
  parseMetricRef,
  pointAt,
  runJobs,
  type MetricRef,
  type Patch,
  type Point,
  type Subject,
} from './subject.ts';
import { Z95 } from '../../core/stats.ts';

export interface RankedEntrant {
  name: string;
  rank: number;
  tier: number;
  /** Elo-style rating (0: the field's average) and its 95% interval. */
  rating: number;
  low: number;
  high: number;
}

export interface RoundRobin {
  /** The parameter values of this round robin (empty when there is one). */
  at: Record<string, unknown>;
  label: string;
  method: 'exact' | 'simulation' | 'mixed';
  /** matrix[i][j]: i's share of the points against j, both seats averaged; null on the diagonal. */
  matrix: (number | null)[][];
  ranking: RankedEntrant[];
  trials: number;
  finding: string;
}

export interface TierListResult {
  question: 'tier-list';
  entrants: string[];
  roundRobins: RoundRobin[];
}

const nameOf = (e: TierListSpec['entrants'][number]) =>
  typeof e === 'object' ? e.name : String(e);
const valueOf = (e: TierListSpec['entrants'][number]) => (typeof e === 'object' ? e.value : e);

interface Game {
  i: number;
  j: number;
  point: Point;
}

/** Every pairing's point, checked before any trial runs (an unknown weapon is bad input). */
function pairings(
  s: Subject,
  spec: TierListSpec,
  at: Patch[],
): { games: Game[]; problems: Problem[]; refs?: { for: MetricRef[]; against: MetricRef[] } } {
  const a = paramPath(s, spec.a),
    b = paramPath(s, spec.b);
  const k = spec.entrants.length;
  const games: Game[] = [];
  const problems = new Map<string, Problem>();
  const add = (p: Problem) => problems.set(p.path.join('.') + p.message, p);
  let refs: { for: MetricRef[]; against: MetricRef[] } | undefined;
  // An entrant that is invalid on its own (an unknown weapon) is named once, not per pairing.
  const bad = spec.entrants.map((e, i) => {
    const alone = pointAt(s, [...at, { path: a, value: valueOf(e) }], {}, false);
    if (Array.isArray(alone))
      for (const m of alone) add({ path: ['entrants', i], message: `${nameOf(e)}: ${m}` });
    return Array.isArray(alone);
  });
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      if (i === j || bad[i] || bad[j]) continue;
      const p = pointAt(s, [
        ...at,
        { path: a, value: valueOf(spec.entrants[i]) },
        { path: b, value: valueOf(spec.entrants[j]) },
      ]);
      if (Array.isArray(p)) {
        for (const m of p)
          add({
            path: ['entrants'],
            message: `${nameOf(spec.entrants[i])} against ${nameOf(spec.entrants[j])}: ${m}`,
          });
        continue;
      }
      if (!refs) {
        const parse = (list: string[]) => list.map((t) => parseMetricRef(t, p.layout));
        const f = parse(spec.score.for),
          g = parse(spec.score.against);
        f.forEach((r) => typeof r === 'string' && add({ path: ['score', 'for'], message: r }));
        g.forEach((r) => typeof r === 'string' && add({ path: ['score', 'against'], message: r }));
        refs = {
          for: f.filter((r): r is MetricRef => typeof r !== 'string'),
          against: g.filter((r): r is MetricRef => typeof r !== 'string'),
        };
      }
      games.push({ i, j, point: p });
    }
  }
  return { games, problems: [...problems.values()], refs };
}

/** The round robins' points, all checked: the problems of every pairing at once. */
export function checkTierList(s: Subject, spec: TierListSpec): Problem[] {
  const names = spec.entrants.map(nameOf);
  const dup = names.findIndex((n, i) => names.indexOf(n) !== i);
  const problems: Problem[] =
    dup >= 0
      ? [{ path: ['entrants', dup], message: `entrant "${names[dup]}" is named twice` }]
      : [];
  for (const at of grid(s, spec)) problems.push(...pairings(s, spec, at.patches).problems);
  const seen = new Set<string>();
  return problems.filter(
    (p) => !seen.has(p.path.join('.') + p.message) && seen.add(p.path.join('.') + p.message),
  );
}

function grid(
  s: Subject,
  spec: TierListSpec,
): { values: Record<string, unknown>; patches: Patch[] }[] {
  return [...cartesian(spec.at ?? {})].map((c) => ({
    values: c.values,
    patches: Object.entries(c.values).map(([p, value]) => ({ path: paramPath(s, p), value })),
  }));
}

/**
 * A round robin of every entrant against every other, in both seats, at each point of `at`:
 * the score of a game is P(a wins) + (1 − P(a wins) − P(b wins)) / 2, that is
 * 0.5 + (for − against) / 2, exact where the procedure has an exact answer. Ratings are a
 * Bradley–Terry fit on the Elo scale with 95% intervals; entrants whose difference from the
 * head of their tier is not significant share its tier.
 */
export async function tierList(
  s: Subject,
  spec: TierListSpec,
  exec: Executor,
  settings: { trials: number; signal?: AbortSignal },
): Promise<TierListResult> {
  const problems = checkTierList(s, spec);
  if (problems.length)
    throw new InputError(problems.map((p) => `balance.tierList.${p.path.join('.')}: ${p.message}`));
  const names = spec.entrants.map(nameOf);
  const k = names.length;
  const roundRobins: RoundRobin[] = [];
  const size = planChunkSize(settings.trials);
  const sizes = chunkSizes(settings.trials, size);
  for (const at of grid(s, spec)) {
    const { games, refs } = pairings(s, spec, at.patches);
    const score = new Map<Game, number>();
    const simulated = games.filter((g) => {
      const f = exactValue(refs!.for, g.point.exact),
        a = exactValue(refs!.against, g.point.exact);
      if (f === undefined || a === undefined) return true;
      score.set(g, 0.5 + (f - a) / 2);
      return false;
    });
    // Streams keyed by the ordered pair, the same at every point of `at` (common random numbers).
    const jobs = simulated.flatMap((g) =>
      sizes.map((t, c) => chunkJob(s, g.point, g.i * k + g.j, c, t)),
    );
    const accs = await runJobs(exec, jobs, settings.signal);
    simulated.forEach((g, gi) => {
      const total = g.point.layout.create();
      for (const acc of accs.slice(gi * sizes.length, (gi + 1) * sizes.length))
        for (let x = 0; x < total.length; x++) total[x] += acc[x];
      score.set(
        g,
        0.5 +
          (accValue(refs!.for, g.point.layout, total) -
            accValue(refs!.against, g.point.layout, total)) /
            2,
      );
    });
    const list: Pairing[] = games.map((g) => ({
      i: g.i,
      j: g.j,
      score: score.get(g)!,
      n: simulated.includes(g) ? settings.trials : Infinity,
    }));
    const fit = bradleyTerry(k, list);
    const tierOf = tiers(fit);
    const matrix: (number | null)[][] = names.map((_, i) =>
      names.map((__, j) => {
        if (i === j) return null;
        const ij = list.find((p) => p.i === i && p.j === j)!,
          ji = list.find((p) => p.i === j && p.j === i)!;
        return (ij.score + 1 - ji.score) / 2;
      }),
    );
    const ranking = names
      .map((name, i) => {
        const half = Z95 * Math.sqrt(Math.max(0, fit.cov[i][i]));
        return {
          name,
          rank: 0,
          tier: tierOf[i] + 1,
          rating: fit.theta[i] * ELO,
          low: (fit.theta[i] - half) * ELO,
          high: (fit.theta[i] + half) * ELO,
        };
      })
      .sort((x, y) => y.rating - x.rating);
    ranking.forEach((r, i) => (r.rank = i + 1));
    const label = Object.entries(at.values)
      .map(([p, v]) => `${p} = ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
      .join(', ');
    const method =
      simulated.length === 0 ? 'exact' : simulated.length === games.length ? 'simulation' : 'mixed';
    roundRobins.push({
      at: at.values,
      label,
      method,
      matrix,
      ranking,
      trials: simulated.length * settings.trials,
      finding: describe(ranking),
    });
  }
  return { question: 'tier-list', entrants: names, roundRobins };
}

function describe(ranking: RankedEntrant[]): string {
  const byTier = new Map<number, string[]>();
  for (const r of ranking) byTier.set(r.tier, [...(byTier.get(r.tier) ?? []), r.name]);
  const parts = [...byTier.values()].map((names) =>
    names.length > 1 ? `${names.join(' = ')} (tied)` : names[0],
  );
  return parts.join(' > ');
}
