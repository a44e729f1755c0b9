import type { ClaimResult } from '../analysis/claims.ts';
import type { RunResult } from '../analysis/results.ts';
import { fmt, table } from '../core/format.ts';
import { tidyRows } from './csv.ts';

const num = (v: unknown) => (typeof v === 'number' ? fmt(v) : '');
const range = (lo: unknown, hi: unknown) =>
  typeof lo === 'number' ? `${fmt(lo)} – ${fmt(hi as number)}` : '';

/** The run as readable tables: one per matchup, variants below the baseline with their difference. */
export function runText(r: RunResult): string {
  const out: string[] = [];
  out.push(`${r.scenario}${r.description ? ` — ${r.description}` : ''}`);
  out.push(
    `ruleset ${r.ruleset}, seed "${r.seed}", ${r.precision !== undefined ? `precision ±${r.precision}` : `${r.trials} trials per matchup`}`,
  );
  for (const v of r.variants)
    out.push(
      `variant ${v.name}: ${[...Object.entries(v.options), ...Object.entries(v.params)].map(([k, x]) => `${k}=${JSON.stringify(x)}`).join(', ')}${v.description ? ` (${v.description})` : ''}`,
    );
  const rows = tidyRows(r);
  const byMatchup = new Map<string, typeof rows>();
  for (const row of rows)
    byMatchup.set(String(row.matchup), [...(byMatchup.get(String(row.matchup)) ?? []), row]);
  for (const [matchup, mrows] of byMatchup) {
    const cells = r.results.filter((c) => c.matchup === matchup);
    const trials = cells[0]?.trials;
    const base = new Set(cells.find((c) => c.variant === 'baseline')?.notes ?? []);
    const notes = [
      ...base,
      ...new Set(
        cells.flatMap((c) =>
          (c.notes ?? []).filter((n) => !base.has(n)).map((n) => `${c.variant}: ${n}`),
        ),
      ),
    ];
    out.push('', `▸ ${matchup}  (${trials} trials)`, ...notes.map((n) => `  note: ${n}`));
    const body = mrows.map((row) => [
      row.variant === 'baseline' ? '' : String(row.variant),
      `${row.metric}${row.outcome !== '' ? ` = ${row.outcome}` : ''}`,
      num(row.exact),
      num(row.value),
      range(row.low, row.high),
      num(row.difference),
      range(row.differenceLow, row.differenceHigh),
      row.significant === true ? '*' : '',
    ]);
    const hasVariants = r.variants.length > 0;
    const header = [
      'variant',
      'metric',
      'exact',
      'simulated',
      '95% interval',
      'Δ vs baseline',
      'Δ 95% interval',
      'sig',
    ];
    const keep = hasVariants ? header.map((_, i) => i) : [1, 2, 3, 4];
    out.push(
      table(
        keep.map((i) => header[i]),
        body.map((b) => keep.map((i) => b[i])),
      ),
    );
  }
  if (r.claims.length) out.push('', claimsText(r.claims));
  return out.join('\n') + '\n';
}

export function claimsText(claims: ClaimResult[]): string {
  const rows = claims.map((c) => [
    c.expect === 'inconsistent' && c.verdict === 'fail'
      ? 'INCONSISTENT (as expected)'
      : c.verdict.toUpperCase() +
        (c.expect === 'pass'
          ? ''
          : c.verdict === 'fail'
            ? ' (the book is wrong, as expected)'
            : ' (expected the book to be wrong)'),
    c.name,
    `${c.metric}${c.outcome !== undefined ? ` = ${c.outcome}` : ''}`,
    `${c.printed} (±${fmt(c.tolerance, 6)})`,
    c.basis === 'exact'
      ? `${fmt(c.value, 6)} exact`
      : `${fmt(c.value)} [${fmt(c.low)} – ${fmt(c.high)}]`,
    c.source ?? '',
  ]);
  const failed = claims.filter((c) => !c.ok && c.verdict !== 'inconclusive').length;
  const inconclusive = claims.filter((c) => c.verdict === 'inconclusive').length;
  return [
    'claims:',
    table(['verdict', 'claim', 'metric', 'printed', 'found', 'source'], rows),
    ...claims
      .filter((c) => c.why)
      .map(
        (c) =>
          `why "${c.name}" ${c.ok ? 'is' : 'should be'} ${c.expect === 'inconsistent' ? 'inconsistent' : 'wrong'}: ${c.why}`,
      ),
    `claims: ${claims.length - failed - inconclusive} as expected, ${failed} failing, ${inconclusive} inconclusive`,
  ].join('\n');
}

/** The claims a scenario records as not checkable, each with why; empty when it has none. */
export function uncheckableText(spec: {
  uncheckable: { name: string; source?: string; why: string }[];
}): string {
  if (!spec.uncheckable.length) return '';
  return [
    `not checkable (${spec.uncheckable.length}):`,
    ...spec.uncheckable.map((u) => `  ${u.name}${u.source ? ` (${u.source})` : ''}: ${u.why}`),
  ].join('\n');
}
