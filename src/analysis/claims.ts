import type { ResolvedClaim } from '../scenario/load.ts';

export type Verdict = 'pass' | 'fail' | 'inconclusive';

export interface ClaimResult {
  name: string;
  source?: string;
  matchup: string;
  variant: string;
  metric: string;
  outcome?: string;
  printed: string;
  expected: number;
  tolerance: number;
  /** What the verdict rests on: the exact value, or the simulated interval. */
  basis: 'exact' | 'simulated';
  value: number;
  low?: number;
  high?: number;
  verdict: Verdict;
  /** "fail" when the spec says the book is wrong here, "inconsistent" when it contradicts itself. */
  expect: 'pass' | 'fail' | 'inconsistent';
  why?: string;
  /** The verdict is what we expected. */
  ok: boolean;
}

/**
 * pass: the exact value (or the whole simulated interval) is within the printed figure's
 * band; fail: outside it (or the interval misses the band entirely); inconclusive: the
 * interval straddles an edge of the band, so more trials are needed to say.
 */
export function verdictFor(
  band: { lo: number; hi: number },
  v: { exact?: number; low?: number; high?: number },
): Verdict {
  const eps = 1e-12;
  if (v.exact !== undefined)
    return v.exact >= band.lo - eps && v.exact <= band.hi + eps ? 'pass' : 'fail';
  const { low, high } = v as { low: number; high: number };
  if (low >= band.lo - eps && high <= band.hi + eps) return 'pass';
  if (high < band.lo - eps || low > band.hi + eps) return 'fail';
  return 'inconclusive';
}

export function judgeClaim(
  claim: ResolvedClaim,
  names: { matchup: string; variant: string },
  value: { exact?: number; simulated?: { value: number; low: number; high: number } },
): ClaimResult {
  const band = { lo: claim.expected - claim.tolerance, hi: claim.expected + claim.tolerance };
  const basis = value.exact !== undefined ? 'exact' : 'simulated';
  const verdict = verdictFor(
    band,
    value.exact !== undefined
      ? { exact: value.exact }
      : { low: value.simulated!.low, high: value.simulated!.high },
  );
  return {
    name: claim.spec.name,
    source: claim.spec.source,
    matchup: names.matchup,
    variant: names.variant,
    metric: claim.metric,
    outcome: claim.outcome,
    printed: claim.printed,
    expected: claim.expected,
    tolerance: claim.tolerance,
    basis,
    value: value.exact ?? value.simulated!.value,
    low: basis === 'simulated' ? value.simulated!.low : undefined,
    high: basis === 'simulated' ? value.simulated!.high : undefined,
    verdict,
    expect: claim.spec.expect,
    ...(claim.spec.why ? { why: claim.spec.why } : {}),
    // The figure of an inconsistent claim cannot hold under the rules as coded: it fails.
    ok: verdict === (claim.spec.expect === 'pass' ? 'pass' : 'fail'),
  };
}
