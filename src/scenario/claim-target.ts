import { didYouMean } from '../core/suggest.ts';
import type { Cell, Matchup, Variant } from './cells.ts';
import type { Path } from './positions.ts';
import type { ClaimSpec } from './schema.ts';

/** A claim tied to one cell and one number, with the band the printed figure allows. */
export interface ClaimTarget {
  spec: ClaimSpec;
  matchup: number;
  variant: number;
  metric: string;
  outcome?: string;
  expected: number;
  tolerance: number;
  /** The figure as the book prints it. */
  printed: string;
}

/**
 * A printed figure and the tolerance "as printed" implies: half a unit of its last digit
 * ("58%" → 0.58 ± 0.005, "0.421" → ± 0.0005); a fraction is taken as exact.
 */
export function parsePrinted(
  expected: number | string,
): { value: number; halfUnit: number } | undefined {
  const text = String(expected).trim();
  const frac = /^(-?\d+)\s*\/\s*(\d+)$/.exec(text);
  if (frac) return { value: Number(frac[1]) / Number(frac[2]), halfUnit: 1e-9 };
  const m = /^(-?\d+)(?:\.(\d+))?\s*(%?)$/.exec(text);
  if (!m) return undefined;
  const decimals = m[2]?.length ?? 0;
  const scale = m[3] ? 0.01 : 1;
  return {
    value: Number(`${m[1]}.${m[2] ?? '0'}`) * scale,
    halfUnit: 0.5 * 10 ** -decimals * scale,
  };
}

export function parseClaimTarget(
  c: ClaimSpec,
  matchups: Matchup[],
  variants: Variant[],
  cell: (matchup: number, variant: number) => Cell,
): ClaimTarget | { path: Path; message: string }[] {
  const problems: { path: Path; message: string }[] = [];
  let mi = -1;
  if (c.matchup !== undefined) {
    mi = matchups.findIndex((m) => m.name === c.matchup);
    if (mi < 0)
      problems.push({
        path: ['matchup'],
        message: `no matchup named "${c.matchup}"${didYouMean(
          c.matchup,
          matchups.map((m) => m.name),
        )}; matchups: ${matchups.map((m) => m.name).join(', ')}`,
      });
  } else if (c.where !== undefined) {
    const hits = matchups.filter((m) =>
      Object.entries(c.where!).every(([k, v]) => {
        // The params are made only when the label does not say.
        return String(m.label[k] ?? cell(m.index, 0).params[k]) === String(v);
      }),
    );
    if (hits.length === 1) mi = hits[0].index;
    else
      problems.push({
        path: ['where'],
        message:
          hits.length === 0
            ? 'no matchup has these params'
            : `${hits.length} matchups have these params (${hits.map((h) => h.name).join('; ')}); add keys to pick one`,
      });
  } else if (matchups.length === 1) mi = 0;
  else
    problems.push({
      path: [],
      message: 'say which matchup: `matchup: <name>` or `where: { param: value }`',
    });

  const vi = c.variant === undefined ? 0 : variants.findIndex((v) => v.name === c.variant);
  if (vi < 0)
    problems.push({
      path: ['variant'],
      message: `no variant named "${c.variant}"${didYouMean(
        c.variant!,
        variants.map((v) => v.name),
      )}`,
    });

  const printed = parsePrinted(c.expected);
  if (!printed)
    problems.push({
      path: ['expected'],
      message: `expected a figure as printed ("58%", "0.42", "1/6") or a number, got "${c.expected}"`,
    });
  if (problems.length) return problems;

  const target = cell(mi, vi);
  const names = target.layout.metrics.map((m) => m.name);
  const metric = target.layout.metrics.find((m) => m.name === c.metric);
  if (!metric)
    return [
      {
        path: ['metric'],
        message: `unknown metric "${c.metric}"${didYouMean(c.metric, names)}; ${target.matchup.procedure.id} reports: ${names.join(', ')}`,
      },
    ];
  let outcome: string | undefined;
  if (metric.kind === 'distribution') {
    const outcomes = target.layout.outcomes(metric);
    if (c.outcome === undefined)
      return [
        {
          path: ['outcome'],
          message: `${c.metric} is a distribution: say which outcome (one of ${outcomes.join(', ')})`,
        },
      ];
    outcome = String(c.outcome);
    if (!outcomes.includes(outcome))
      return [
        {
          path: ['outcome'],
          message: `unknown outcome "${outcome}" of ${c.metric}; one of ${outcomes.join(', ')}`,
        },
      ];
  } else if (c.outcome !== undefined)
    return [{ path: ['outcome'], message: `${c.metric} is a single number; remove outcome` }];

  const p = printed!;
  const percent = String(c.expected).trim().endsWith('%');
  if ((metric.kind !== 'mean' || percent) && !(p.value >= 0 && p.value <= 1)) {
    return [
      {
        path: ['expected'],
        message: `${c.metric} is a ${metric.kind === 'mean' ? 'mean given as a percentage' : 'probability'}: the figure must be between 0 and 1 (0% and 100%), got ${JSON.stringify(c.expected)}`,
      },
    ];
  }
  return {
    spec: c,
    matchup: mi,
    variant: vi,
    metric: c.metric,
    outcome,
    expected: p.value,
    tolerance: c.tolerance === 'as-printed' ? p.halfUnit : c.tolerance,
    printed: String(c.expected),
  };
}
